// Which small board stands beside each sentence of 〈廣象戱志〉 in the source reader
// (reader.html), by sentence id. Every board is worked out by the engine when shown:
//   piece:  the piece's moves from a sample point, its limits outlined (demo.js, as the rules
//           panel's Show moves), in each reading listed (where the readings part);
//   setup:  the start position, with the points the sentence speaks of outlined: the pieces
//           of `letters` (within the army regions `within`, if given), or the regions
//           `regions` (variantInfo's names), or the ranks `ranks` [from, to] of both sides;
//   replay: a short game from `fen` (pieces as 'Kh3 ...', upper case South), step by step;
//   moves:  a position and the moves of the piece on `from` (the vanguards' truce).
// Sentences with no rule (s1, s36, s39) have no board.
const CLASSIC = 'gwangsanghui';
const DLP = 'gwangsanghui-dlp';
const BOTH = [CLASSIC, DLP];

// The fallen-general position: North's chariot is about to take South's left General.
const FALLEN = { pieces: 'Kh3 Gb3 Ab2 Ra2 Ha4 Pc6 kh12 rb9', side: 'b' };

export const BOARDS = {
  s2: [{ kind: 'setup', empty: true }],
  s3: [{ kind: 'setup', ranks: [1, 6] }],
  s4: [{ kind: 'setup', regions: ['inner camp'] }],
  s5: [{ kind: 'setup', letters: 'A', within: ['central army'] }],
  s6: [{ kind: 'setup', letters: 'E', within: ['central army'] }],
  s7: [{ kind: 'setup', letters: 'R', within: ['central army'] }],
  s8: [{ kind: 'setup', letters: 'C', within: ['central army'] }],
  s9: [{ kind: 'setup', letters: 'H', within: ['central army'] }],
  s10: [{ kind: 'setup', regions: ['outer camp'] }],
  s11: [{ kind: 'setup', letters: 'W' }],
  s12: [{ kind: 'setup', letters: 'O' }],
  s13: [{ kind: 'setup', letters: 'TM' }],
  s14: [{ kind: 'setup', letters: 'PL' }],
  s15: [{ kind: 'setup', letters: 'PL' }],
  s16: [{ kind: 'setup', regions: ['left army', 'right army'] }],
  s17: [{ kind: 'setup', letters: 'A', within: ['left army', 'right army'] }],
  s18: [{ kind: 'setup', letters: 'RE', within: ['left army', 'right army'] }],
  s19: [{ kind: 'setup', letters: 'HC', within: ['left army', 'right army'] }],
  s20: [{ kind: 'setup', regions: ['right army'] }],
  s21: [{ kind: 'piece', letter: 'K', variants: [CLASSIC] }],
  s22: [{ kind: 'piece', letter: 'G', variants: [CLASSIC] }],
  s23: [{ kind: 'piece', letter: 'V', variants: BOTH }],
  s24: [{ kind: 'piece', letter: 'W', variants: BOTH }],
  s25: [{ kind: 'piece', letter: 'A', variants: [CLASSIC] }],
  s26: [{ kind: 'piece', letter: 'R', variants: [CLASSIC] }],
  s27: [{ kind: 'piece', letter: 'C', variants: [CLASSIC] }],
  s28: [{ kind: 'piece', letter: 'H', variants: [CLASSIC] }, { kind: 'piece', letter: 'E', variants: [CLASSIC] }],
  s29: [{ kind: 'piece', letter: 'L', variants: BOTH }],
  s30: [{ kind: 'piece', letter: 'P', variants: [CLASSIC] }],
  s31: [{ kind: 'piece', letter: 'P', variants: [CLASSIC] }],
  s32: [{ kind: 'piece', letter: 'T', variants: [CLASSIC] }],
  s33: [{ kind: 'piece', letter: 'M', variants: BOTH }],
  s34: [{ kind: 'piece', letter: 'O', variants: BOTH }],
  s35: [{ kind: 'replay', variant: CLASSIC, pieces: 'Kh3 Rh7 kh12', side: 'w', moves: ['h7h12'], caption: 'reader.victory' }],
  s37: [
    { kind: 'replay', variant: CLASSIC, ...FALLEN, moves: ['b9b3', 'h3h4'], caption: 'reader.fallenLost' },
    { kind: 'replay', variant: CLASSIC, ...FALLEN, moves: ['b9b3', 'b2b3'], caption: 'reader.fallenAvenged' },
    { kind: 'replay', variant: DLP, ...FALLEN, moves: ['b9b3', 'h3h4'], caption: 'reader.fallenDlp' },
  ],
  s38: [
    { kind: 'moves', variant: CLASSIC, start: true, from: 'h5', caption: 'reader.truce' },
    { kind: 'moves', variant: CLASSIC, start: true, remove: 'e9', from: 'h5', caption: 'reader.truceOver' },
  ],
};
