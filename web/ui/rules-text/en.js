// The rules in plain English. Keys are shared by ko.js and zh.js (tests/node/ui_rules_text.test.mjs).
// overview: a few lines per game; ruleSets: one line per rule set; names and pieces: each
// piece's name and move per game ('gwangsanghui-dlp' lists only what that reading changes);
// notes: Gwangsanghui's special rules, by the engine's rule-note name.
export default {
  overview: {
    janggi: [
      'Cho (blue) moves first. Pieces stand on the points; each side has a palace with diagonals, and there is no river.',
      'Checkmate the enemy general to win (외통); attacking it is check (장군). Instead of moving you may pass (한수쉼) when not in check.',
      'Bikjang (빅장): when the generals face each other on an open file, the side to move must break the facing or pass, and a pass ends the game (decided on points in the default rule set, a draw in the traditional one).',
      'Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han receives 1.5 (덤).',
    ],
    xiangqi: [
      'Red moves first. A river crosses the middle; each side has a palace.',
      'Checkmate or stalemate the enemy general to win. The generals may never face each other on an open file.',
      'Perpetual check loses; other repetitions and 100 plies without a capture are draws.',
    ],
    sinyeonsanggi: [
      'Xiangqi on 13×10 points, with a rhino, a bear and a bull on each side.',
      'A pawn on its 9th or 10th rank may also step back one point.',
      'Liberation: once either side has no pawns left, guards and bulls of both sides may leave the palace and cross the river.',
    ],
    gwangsanghui: [
      'South (blue) moves first. 15×14 points, 43 pieces a side, six palaces and the camps of three armies.',
      'There is no check: capturing the enemy Marshal wins at once. A side with no move passes.',
    ],
  },
  ruleSets: {
    janggi: 'Bikjang, double pass, repetition and the move limit are decided on points.',
    janggitraditional: 'Bikjang, double pass, repetition and the move limit are draws.',
    janggicasual: 'No bikjang rule: facing generals is an ordinary position; no points.',
    janggimodern: 'No bikjang rule; double pass, repetition and the move limit are decided on points.',
    xiangqi: 'Perpetual check loses; other repetitions and the move limit are draws.',
    sinyeonsanggi: 'As Xiangqi, with the pawn\'s backward step and liberation.',
    gwangsanghui: 'The classic reading of Nam Yu-yong\'s text.',
    'gwangsanghui-dlp': 'The reading of the English summary (Digital Ludeme Project evidence, Cazaux and Knowlton).',
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
      A: 'Like the general: one step along the lines of its palace.',
      B: 'One step straight, then two diagonally outward (a 2×3 leap); blocked if a point on the way is occupied.',
      N: 'One step straight, then one diagonally outward; blocked if the first point is occupied.',
      R: 'Any distance straight; in a palace also along the diagonals.',
      C: 'Moves and captures only by jumping exactly one piece, never a cannon; never captures a cannon.',
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
    gwangsanghui: {
      K: 'The Marshal steps one point along the lines of the central palace (diagonals included) and never leaves it.',
      G: 'The left and right Generals move like the Marshal, inside their own wing palace.',
      A: 'The Advisor moves like the General, inside the palace it stands in.',
      E: 'The Elephant crosses three 日 (a 2x3 leap) and cannot move if its shoulder or belly point is occupied.',
      R: 'The Chariot moves any distance along the lines, forward, back and sideways.',
      C: 'The Cannon always moves by jumping one piece, never a cannon, and never captures a cannon.',
      H: 'The Horse crosses one 日 (a 1x2 leap) and cannot move if its shoulder point is occupied.',
      V: 'The Vanguard stays outside: it moves freely along the lines but never stops inside its own central army.',
      W: 'The Rearguard stays inside: it moves freely along the lines but always stops inside its own inner camp.',
      O: 'The Elite officer moves diagonally any distance, through the palaces, but never leaves its three ranks.',
      T: 'The Traveller crosses two 日 (two points diagonally) and cannot move if the heart point is occupied.',
      M: 'The Ambush crosses one and a half 日 (a 1x3 leap) and moves only to capture; after capturing it waits in ambush again.',
      P: 'The Infantry steps one point forward or sideways, never back.',
      L: 'The Cavalry crosses half a 日 (one point diagonally forward) or steps sideways, never back.',
    },
    'gwangsanghui-dlp': {
      V: 'The Vanguard moves any distance straight or diagonally but may not stop on its own ranks 1-4.',
      W: 'The Rearguard moves any distance straight or diagonally and always stops inside its own inner camp.',
      O: 'The Elite officer moves orthogonally any distance within its own ranks 2-4.',
      M: 'The Ambush makes a horse move and one more step, never captures, and when captured goes back to its start square.',
      L: 'The Cavalry steps one point forward, diagonally forward or sideways.',
    },
  },
  notes: {
    gwangsanghui: {
      Victory: { name: 'Victory', text: 'Capturing the opponent\'s Marshal wins at once; there is no check rule.' },
      'Vanguard truce': { name: 'Vanguard truce', text: 'While no capture has been made (all 86 pieces stand), a Vanguard may not capture the other Vanguard.' },
      'Fallen general': { name: 'Fallen general', text: 'When a General falls, its side must take the captor with its next move, or every piece of that side in that wing army is captured.' },
      Prisoners: { name: 'Prisoners', text: 'Captured pieces are kept beside the board by the capturer as prisoners; they never come back.' },
      Draws: { name: 'Draws', text: 'A game neither side can win is drawn: by agreement, by the same position a third time, after 100 plies without a capture, or when both sides pass in a row.' },
    },
    'gwangsanghui-dlp': {
      'Vanguard truce': { name: 'Vanguard truce', text: 'While no capture has been made (all 86 pieces stand), a Vanguard may not capture the other Vanguard. (The English summary also says no capture at all can be made before the lines meet; this rule set keeps the Vanguard-only truce.)' },
      'Fallen general': { name: 'Fallen general', text: 'Not applied in this reading: losing a General has no further effect.' },
      Prisoners: { name: 'Prisoners', text: 'Captured pieces are kept beside the board by the capturer as prisoners; they never come back. The Ambush is the exception: it returns to the board.' },
    },
  },
};
