// Plain-language rules for the games whose pieces carry no reading of their own in the
// engine data (Gwangsanghui's come with the classical text and its reading). English; the
// panel's headings are translated.
export const OVERVIEW = {
  janggi: [
    'Cho (blue) moves first. Pieces stand on the points; each side has a palace with diagonals.',
    'Checkmate the enemy general to win. Instead of moving you may pass (한수쉼) when not in check.',
    'Bikjang (빅장): when the generals face each other on an open file, the side to move must break it or the game ends (decided on points in the default rule set).',
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
};

export const PIECE_TEXT = {
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
};
