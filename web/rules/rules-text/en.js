// The rules in plain English. Keys are shared by ko.js and zh.js (tests/node/ui_rules_text.test.mjs).
// overview: a few lines per game; ruleSets: one line per rule set; names and pieces: each
// piece's name and move per game; sources: Gwangsanghui's pieces and rules beside the source
// text (the engine keeps the sentences they cite), which ko.js and zh.js translate.
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
  // Gwangsanghui's rules beside the words of 〈廣象戱志〉 (the engine cites the sentences by id
  // and quotes them: variantInfo's `source`): what the text says, its literal sense, this
  // project's reading, conventions of play, and for the dlp reading the words of the English
  // evidence it follows (`summary`). The page labels each part (rules/source-note.js);
  // ko.js and zh.js translate them under the same keys. The dlp rule set's entries give only
  // what differs from the reading of the classical text.
  sources: {
    gwangsanghui: {
      pieces: {
        K: {
          says: 'The Marshal moves within the palace (九宮) without restriction, but never leaves it.',
          literal: '無拘 means “without restriction”.',
          reading: 'One point at a time along the lines of the central palace, its diagonals included, as in Janggi and the modern table.',
        },
        G: {
          says: 'The left and right Generals are like the Marshal; when the central army is in danger, they come to its aid; they do not go out on their own.',
          reading: 'Each General moves like the Marshal inside its own wing palace and never leaves it. The text may let a General leave it to aid the central army; this reading does not.',
        },
        A: {
          says: 'The Advisor moves like the General.',
          reading: 'One point at a time along the lines of the palace it stands in, never leaving it (in play it never leaves its first palace).',
        },
        E: {
          says: 'The Elephant goes three 日, and cannot move when something clings to its shoulder or belly (肩若腹).',
          reading: 'Three 日 is a 2×3 leap: one point straight, then two points diagonally outward; the shoulder and the belly are the two points on the way.',
        },
        R: {
          says: 'The Chariot moves vertically and horizontally (縱橫), forward and back, without restriction.',
          literal: '無拘 means “without restriction”.',
          reading: 'Any distance along the files and ranks, never along the palace diagonals.',
        },
        C: {
          says: 'The Cannon moves only by mounting (乘) another piece; but a cannon does not mount a cannon, nor eat one.',
          literal: '乘 means “to mount, to ride on”.',
          reading: 'Mounting is read as jumping, as in Janggi: the Cannon moves along the files and ranks (the text names no direction; this reading gives it the Chariot\'s lines), over exactly one piece, both to move and to capture.',
        },
        H: {
          says: 'The Horse goes one 日, and cannot move when something clings to its shoulder (肩).',
          reading: 'One 日 is a 1×2 leap: one point straight, then one point diagonally outward; the shoulder is the first point.',
        },
        V: {
          says: 'The Vanguard is outside, not inside, and outside it moves without restriction.',
          literal: '外 and 內 mean “outside” and “inside”, without saying of what; 無拘 means “without restriction”.',
          reading: 'Outside is read as outside its own whole central army (d1–l5): it may cross it but never stop in it, so its first move must leave it. It moves any distance, along files and ranks only (from the modern table).',
        },
        W: {
          says: 'The Rearguard is inside, not outside, and inside it moves without restriction.',
          literal: '外 and 內 mean “outside” and “inside”, without saying of what; 無拘 means “without restriction”.',
          reading: 'Inside is read as inside its own inner camp (e2–k4): every move ends there, so its first move must enter it. It moves any distance, along files and ranks only (from the modern table).',
        },
        O: {
          says: 'The Elite officer moves 方, passes through all the palaces without restriction, but never leaves the three ranks (三道).',
          literal: '方 means “square”; 無拘 means “without restriction”.',
          reading: '方 is read as the diagonal of a square: any distance diagonally, along any diagonal, drawn or not. Every point it crosses and the point it stops on lie in its own three ranks (2–4, the ranks of its side\'s palaces).',
        },
        T: {
          says: '[It] goes two 日, and does not move when something clings to its heart (心).',
          literal: 'The sentence has no subject.',
          reading: 'It is given to the Traveller (游), the one piece whose move the text gives nowhere else. Two 日 is two points diagonally (a 2×2 leap); the heart is the point between.',
        },
        M: {
          says: 'The Ambush moves one and a half 日; without a kill it does not set out (不殺不發); when there is a kill, it returns to ambush (有殺復于伏).',
          literal: '有殺 (“there is a kill”) does not say who kills.',
          reading: 'One and a half 日 is a 1×3 leap: two points straight, then one diagonally outward. It moves only to capture, and the kill is its own: after a capture it again moves only to capture. That a piece on either straight point blocks it comes from the modern table: the text names blocking points only for the horse, the elephant and the traveller.',
        },
        P: {
          says: 'The Infantry moves one step; it may go left and right, but never back: one point forward or sideways.',
        },
        L: {
          says: 'The Cavalry goes half a 日; it may go left and right, but never back.',
          reading: 'Half a 日 is one point diagonally: the Cavalry steps one point diagonally forward, or one point sideways.',
        },
      },
      ruleNotes: {
        Victory: {
          says: 'Whoever captures the other side\'s Marshal wins.',
          reading: 'The capture wins at once, and there is no check rule: a move may leave one\'s own Marshal attacked (the app warns).',
        },
        'Vanguard truce': {
          says: 'When both armies are drawn up and the vanguards are out, but the troops have not yet met (兵未交), the Vanguards do not kill each other.',
          literal: '兵未交 means “the troops have not yet met”.',
          reading: '“Before the troops meet” is read as “until the first capture”: while all 86 pieces stand, a Vanguard may not capture the other Vanguard. Any other piece may capture a Vanguard, and that capture ends the truce.',
        },
        'Fallen general': {
          says: 'When a left or right General falls, all its subordinates (其屬) in the camp are taken prisoner; if one is able to avenge it, they are spared.',
          literal: '有能復讎者存之 means “if there is one able to avenge, they are kept”.',
          reading: 'Its subordinates are all the pieces of that side standing in that General\'s wing army (a1–c5 or m1–o5 for South). To avenge is to capture, with the very next move, the piece that took the General; any other move (a forced pass too) is followed at once by the capture of those pieces.',
        },
        Prisoners: {
          says: 'The text speaks of taking prisoners (俘) only in the fallen-general sentence; elsewhere a capture is killing (殺) or eating (食).',
          convention: 'Captured pieces are kept beside the board on the capturer\'s side, as prisoners; they never come back.',
        },
        Draws: {
          says: 'If neither side can win, the game is drawn (平).',
          convention: 'A game is drawn by agreement, by the same position with the same side to move a third time, after 100 plies without a capture, or after two passes in a row; a side with no legal move passes.',
        },
      },
      readingNotes: {
        'Board and armies': {
          says: 'The board has fifteen lines one way (經) and fourteen the other (緯): 210 points. Each side holds 90 points, north and south, in three armies (三軍).',
          reading: 'The fifteen lines are the files (a–o) and the fourteen the ranks (1–14). Each side\'s 90 points are its first six ranks: the central army (d1–l5), the left and right armies (a1–c5, m1–o5), and the front line on rank 6 (for South). North\'s are their mirror image: it faces south, so its left army is m10–o14 and its right army a10–c14.',
        },
        Camps: {
          says: 'The central army has 45 points; 21 of them, seven lines by three and somewhat to the north, are the inner camp, with the nine-point palace drawn within it; the 24 points around the inner camp are the outer camp.',
          literal: '而少北 means “and somewhat to the north”.',
          reading: 'The text describes the northern army, whose north is its back (its Vanguard stands to the south). This reading does not set the inner camp further back: for South it is e2–k4, the middle three ranks of the central army, so that the outer camp goes round it (環內營), with the Rearguard\'s point behind it and the Vanguard\'s in front; its palace is g2–i4.',
        },
        'Measures (日)': {
          says: 'The text measures moves in 日: the horse one, the elephant three, the cavalry half, the ambush one and a half, and two in a sentence that names no piece (行二日); something clinging to the shoulder (肩), belly (腹) or heart (心) stops the move.',
          literal: '日 is the character “sun”, drawn as a box of two squares.',
          reading: 'A move of one 日 crosses the diagonal of a rectangle of 1×2 squares, as in the modern table: half a 日 is one square (one diagonal step), two 日 (田) 2×2, one and a half 日 (目) 1×3, three 日 (用) 2×3. The shoulder, belly and heart are the points on the way. The two 日 of 行二日 are given to the Traveller (see the Traveller).',
        },
        'Palace lines': {
          says: 'The text gives the Chariot vertical and horizontal lines (縱橫) and names no direction for the Cannon.',
          reading: 'Only the palace pieces (Marshal, Generals, Advisors) use the drawn palace diagonals. The Chariot and the Cannon move along files and ranks only; “along the lines” never includes the palace diagonals for them.',
        },
        'After a capture (有殺復于伏)': {
          says: 'When there is a kill, the Ambush returns to ambush.',
          literal: '有殺 (“there is a kill”) does not say who kills.',
          reading: 'The kill is the Ambush\'s own: after capturing, it again can move only by capturing. Nothing else happens.',
        },
      },
    },
    'gwangsanghui-dlp': {
      pieces: {
        V: {
          reading: 'Any distance along files, ranks or diagonals, never stopping on its own ranks 1–4.',
          summary: 'moves any distance orthogonally or diagonally, but cannot move to a rank at or behind the front of the palace',
        },
        W: {
          reading: 'Any distance along files, ranks or diagonals; every move ends inside its own inner camp (e2–k4), so its first move must enter it.',
          summary: 'moves any distance orthogonally or diagonally, cannot move beyond the back of the palace',
        },
        O: {
          reading: 'As in the summary, 方 is read as straight lines: any distance along files and ranks, within its own ranks 2–4.',
          summary: 'moves orthogonally any distance, can enter the palaces but cannot move beyond the three ranks on which the palaces are located',
        },
        M: {
          reading: 'A horse move (blocked by a piece on its first point) to an empty point, then one more step in any of the eight directions to an empty point; it never captures. The summary says only that after being captured it “remains on the board”: this project returns it to the nearer of its side\'s two start squares (d1 or l1 for South), or removes it if that point is occupied.',
          summary: 'moves one move of the Horse and then another diagonally or orthogonally, cannot capture; after being captured it remains on the board',
        },
        L: {
          reading: 'One point forward, diagonally forward or sideways.',
          summary: 'move one space orthogonally or diagonally forward or sideways',
        },
      },
      ruleNotes: {
        'Vanguard truce': {
          reading: '“Before the troops meet” is read as “until the first capture”: while all 86 pieces stand, a Vanguard may not capture the other Vanguard. Any other piece may capture a Vanguard, and that capture ends the truce. The English translation also forbids every capture before the lines meet; this rule set keeps the truce between the Vanguards only.',
          summary: 'before the soldiers\' lines have crossed each other, no capture can be made',
        },
        'Fallen general': {
          reading: 'Not applied: the English translation reads this sentence differently, and losing a General has no further effect in this rule set.',
          summary: 'The danger comes from the General\'s left and right sides, the prisoners belong to their winner\'s camp, they may be kept as hostages.',
        },
        Prisoners: {
          convention: 'Captured pieces are kept beside the board on the capturer\'s side, as prisoners; they never come back. The Ambush is the exception: it returns to the board.',
          summary: 'Captured pieces are placed in the capturing player\'s camp, can be "held as hostages."',
        },
        Draws: {
          reading: 'The English summary allows no draw; this rule set keeps the draws of the reading of the classical text.',
          summary: 'Draws are not possible.',
        },
      },
      readingNotes: {
        'Measures (日)': {
          reading: 'A move of one 日 crosses the diagonal of a rectangle of 1×2 squares, as in the modern table: half a 日 is one square (one diagonal step), two 日 (田) 2×2, one and a half 日 (目) 1×3, three 日 (用) 2×3. The shoulder, belly and heart are the points on the way. The two 日 of 行二日 are given to the Traveller (see the Traveller). In this rule set the Ambush moves as the English summary says instead.',
        },
        'After a capture (有殺復于伏)': {
          reading: 'This rule set follows the English summary, which reads the kill as the Ambush being captured (see the Ambush).',
          summary: 'after being captured it remains on the board',
        },
      },
    },
  },
};
