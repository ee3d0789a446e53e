// The state of a board and its game: every field the store (store.js) holds, described once,
// and defaults() that the main page and the <sanggi-board> element both start from. The game
// controller (game.js, flow.js, actions.js) fills the game's fields; the page or the element
// sets the display ones. `tsc --checkJs` (web/jsconfig.json) checks the modules against it.

/** @typedef {'w'|'b'} Side */
/** @typedef {'native'|'latin'|'western'|'machine'|'chinese'|'chineseTraditional'} NotationStyle */

/**
 * @typedef {object} History  the moves of the game and how far along them the board is
 * @property {string[]} moves  machine moves (`b1c3`; a pass is the royal's square twice)
 * @property {number} cursor  the number of moves shown (0: the start position)
 */

/**
 * @typedef {object} GameResult  an end the rules do not see (game-state.js)
 * @property {'white'|'black'|'draw'} outcome
 * @property {'resignation'|'agreement'|'time'} reason
 * @property {Side} [loser]
 */

/**
 * @typedef {object} State
 * @property {string|null} variant  the rule set's name (engine.variants())
 * @property {object|null} info  engine.variantInfo(variant): pieces, notation, setups...
 * @property {object|null} spec  the board's drawing spec (board/spec.js)
 * @property {string|null} startFen  the game's start position
 * @property {History} history
 * @property {object|null} position  engine.state() of the position shown: board, side,
 *   legalMoves, inCheck, bikjang, end, fallenGeneral...
 * @property {object|null} notation  the moves shown in each notation style (engine.state())
 * @property {object|null} [fullEnd]  the end of the whole game (past the position shown)
 * @property {'computer'|'human'} opponent
 * @property {Side} humanSide  the person's side against the computer
 * @property {number} level  the computer's level, 1-10
 * @property {'play'|'analysis'|'replay'|'static'} mode
 * @property {boolean} thinking  the computer is searching
 * @property {string} labels  how pieces are labelled: 'hanja', 'hangul' or 'letters'
 * @property {boolean} flipped  the board turned (Black or Han at the bottom)
 * @property {NotationStyle} notationStyle  how moves are written and the board numbered
 * @property {boolean} pointCoords  number every point (a board whose texts name points)
 * @property {{han: string, cho: string}|null} setup  Janggi's setup phase, before the first move
 * @property {GameResult|null} result
 * @property {Object<string, string>} tags  the record's tags
 * @property {string[]} comments  the record's comment after each move
 * @property {object|null} clock  game-clock.js: the clocks, or null without a time control
 * @property {string|null} hint  the hint's move while its arrow is shown
 * @property {Side|null} drawOffer  the side that offered a draw, while it stands
 * @property {string|null} error  the last thing that went wrong (said in the status)
 * @property {boolean} [announcedEnd]  the game's end was already said
 * @property {string[]|null} [analysisArrows]  the analysis board's best moves, best first
 * @property {number} [loads]  counts the games loaded (a review belongs to one)
 */

/** @returns {State} the state before any game is loaded */
export function defaults() {
  return {
    variant: null, info: null, spec: null, startFen: null, history: { moves: [], cursor: 0 },
    position: null, notation: null, fullEnd: null,
    opponent: 'computer', humanSide: 'w', level: 3, mode: 'play', thinking: false,
    labels: 'hanja', flipped: false, notationStyle: 'native', pointCoords: false,
    setup: null, result: null, tags: {}, comments: [], clock: null,
    hint: null, drawOffer: null, error: null, announcedEnd: false, analysisArrows: null, loads: 0,
  };
}
