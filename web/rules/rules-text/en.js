// The rules in plain English. Keys are shared by ko.js and zh.js (tests/node/ui_rules_text.test.mjs).
// overview: a few lines per game; ruleSets: one line per rule set; names and pieces: each
// piece's name and move per game. Gwangsanghui's pieces and rules stand beside the source
// text: their English is the engine's (core/variants/gwangsanghui_text.cpp), which ko.js and
// zh.js translate under `sources`.
export default {
  overview: {
    janggi: [
      'Cho (blue) moves first. Pieces stand on the points; each side has a palace with diagonals, and there is no river.',
      'Checkmate the enemy general to win (외통); attacking it is check (장군), and answering a check is 멍군. Instead of moving you may pass (한수쉼) when not in check.',
      'Bikjang (빅장): when the generals face each other on an open file, the side to move must break the facing or pass, and a pass ends the game (decided on points in the default rule set, a draw in the traditional one).',
      'Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han receives 1.5 (덤).',
    ],
    xiangqi: [
      'Red moves first. A river crosses the middle; each side has a palace.',
      'Checkmate or stalemate the enemy general to win. The generals may never face each other on an open file.',
      'Perpetual check loses; other repetitions and 100 plies without a capture are draws.',
    ],
    sinyeonsanggi: [
      'Xiangqi on 13×10 points, with two rhinos, two bears and two bulls a side.',
      'A pawn on its 9th or 10th rank may also step back one point.',
      'Liberation: once either side has no pawns left, guards and bulls of both sides may leave the palace and cross the river.',
    ],
    gwangsanghui: [
      '15×14 points, 43 pieces a side in three armies, six palaces. This project\'s convention (not in the text): South (blue) moves first.',
      'Whoever captures the other side\'s Marshal wins (獲其元帥者勝). This project\'s reading: the capture wins at once, and there is no check rule. This project\'s convention (not in the text): a side with no move passes.',
    ],
  },
  ruleSets: {
    janggi: 'Bikjang, double pass, repetition and the move limit are decided on points.',
    janggitraditional: 'Bikjang, double pass, repetition and the move limit are draws.',
    janggicasual: 'No bikjang rule: facing generals is an ordinary position; no points.',
    janggimodern: 'No bikjang rule; double pass, repetition and the move limit are decided on points.',
    xiangqi: 'Perpetual check loses; other repetitions and the move limit are draws.',
    sinyeonsanggi: 'As Xiangqi, with the pawn\'s backward step and liberation.',
    gwangsanghui: 'This project\'s reading of the classical text, Nam Yu-yong\'s 〈廣象戱志〉; what the text does not say is labelled as this project\'s reading.',
    'gwangsanghui-dlp': 'This project\'s reading of the English summary of the text (Digital Ludeme Project evidence, after the translation by Cazaux and Knowlton).',
  },
  names: {
    janggi: { K: 'General', A: 'Guard', B: 'Elephant', N: 'Horse', R: 'Chariot', C: 'Cannon', P: 'Soldier' },
    xiangqi: { K: 'General', A: 'Advisor', B: 'Elephant', N: 'Horse', R: 'Chariot', C: 'Cannon', P: 'Soldier' },
    sinyeonsanggi: { K: 'King', A: 'Guard', U: 'Bull', H: 'Horse', B: 'Bear', I: 'Rhino', R: 'Chariot', C: 'Cannon', P: 'Pawn' },
    gwangsanghui: {
      K: 'Marshal', G: 'General', A: 'Advisor', E: 'Elephant', R: 'Chariot', C: 'Cannon', H: 'Horse',
      V: 'Vanguard', W: 'Rearguard', O: 'Elite officer', T: 'Traveller', M: 'Ambush', P: 'Infantry', L: 'Cavalry',
    },
  },
  pieces: {
    janggi: {
      K: 'One step along the lines of its palace, also along the diagonals; never leaves the palace.',
      A: 'Like the general: one step along the lines of its palace, diagonals included.',
      B: 'One step straight, then two diagonally outward (a 2×3 leap); blocked if a point on the way is occupied.',
      N: 'One step straight, then one diagonally outward; blocked if the first point is occupied.',
      R: 'Any distance straight; in a palace also along the diagonals.',
      C: 'Moves and captures only by jumping exactly one piece, never a cannon: along a file or rank, or in a palace along a diagonal from corner to corner over the centre. Never captures a cannon.',
      P: 'One step forward or sideways; in the enemy palace also diagonally forward along a line.',
    },
    xiangqi: {
      K: 'One step straight inside its palace. Must never face the other general on an open file.',
      A: 'One step diagonally inside its palace.',
      B: 'Exactly two points diagonally; blocked at the point between; never crosses the river.',
      N: 'One step straight, then one diagonally outward; blocked if the first point is occupied.',
      R: 'Any distance straight.',
      C: 'Moves like a chariot; captures only by jumping exactly one piece.',
      P: 'One step forward; after crossing the river also sideways.',
    },
    sinyeonsanggi: {
      K: 'One step straight inside its palace; kings may never face each other.',
      A: 'One step diagonally inside its palace (anywhere after liberation).',
      U: 'Exactly two points diagonally, blocked at the point between; stays on its own half until liberation.',
      H: 'One step straight, then one diagonally outward; blocked if the first point is occupied.',
      B: 'One step straight, then two diagonally outward (a 2×3 leap); blocked if a point on the way is occupied.',
      I: 'Two steps straight, then one diagonally outward (a 1×3 leap); blocked at either straight point.',
      R: 'Any distance straight.',
      C: 'Moves like a chariot; captures only by jumping exactly one piece.',
      P: 'One step forward; after the river also sideways; on its 9th and 10th ranks also one step back.',
    },
  },
};
