// Type declarations of sanggi-engine (the same for Node and for browsers through a bundler).
// The engine API is described in full in web/engine/API.md of the sanggi repository.

/** The package's version, e.g. '0.2.0'. */
export const VERSION: string;

/** Limits checked before anything reaches the engine. */
export const LIMITS: Readonly<{
  text: number;
  name: number;
  fen: number;
  moves: number;
  moveText: number;
  tags: number;
}>;

/** Every failure is a value like this; no call throws and no promise rejects. */
export interface EngineError {
  error: string;
  /** For a bad move of a game: its 0-based index in `moves`. */
  moveIndex?: number;
  /** Errors people meet: a stable code ('illegal-move', 'not-a-move', 'bad-fen', ...) and its
   * parameters (text, example, move, side ...), to say the error in another language. */
  code?: string;
  params?: Record<string, string>;
}

/** A cancelled search, or a request pending when the engine was closed. */
export interface Cancelled {
  cancelled: true;
}

/** 'w' is the first player (Cho in Janggi, Red in Xiangqi and Sin-yeon-sang-gi, South in Gwangsanghui). */
export type Side = 'w' | 'b';

/** A game as the engine takes it: the variant, the start FEN ('' or omitted: the variant's start) and the machine moves played from it. */
export interface GameSpec {
  variant: string;
  fen?: string;
  moves?: string[];
}

export interface VariantSummary {
  name: string;
  game: string;
  title: string;
  /** The rule set within its game: 'standard', 'traditional', 'casual', 'modern', 'classic', 'dlp'. */
  ruleSet: string;
  ruleSetLabel: string;
  ruleSetNote: string;
  /** Other names people give the variant ('korean-chess', 'chinese-chess'...). */
  aliases: string[];
}

/** A region that limits where a piece moves: 'palace' is the palace it stands in. */
export interface PieceLimit {
  keeps: 'in' | 'out' | 'rule';
  region: string;
}

/** A rule beside the source text it rests on, its parts kept apart (web/engine/API.md). */
export interface SourceNote {
  /** Sentence ids of the text (web/texts/gwangsanghui.js), e.g. 's22'. */
  sentences: string[];
  quote: string;
  focus: string[];
  says: string;
  literal: string;
  /** This project's reading, never shown as the text. */
  reading: string;
  convention: string;
  /** English words of the Digital Ludeme Project's evidence. */
  summary: string;
}

export interface PieceInfo {
  letter: string;
  name: string;
  symbol: [string, string];
  hangul: [string, string];
  /** Names in Chinese notation, simplified and traditional ('' where the game has none). */
  chinese: [string, string];
  chineseTraditional: [string, string];
  points: number;
  royal: boolean;
  /** A piece's diameter in percent of the point spacing; 0: the variant's pieceSizePercent. */
  sizePercent: number;
  /** The rule beside the source text it rests on (Gwangsanghui); null elsewhere. */
  source: SourceNote | null;
  limits: PieceLimit[];
  /** True where the region the piece is kept in is this project's reading of the text. */
  limitIsReading: boolean;
  /** Sin-yeon-sang-gi's guard and bull after liberation; else null. */
  liberatedLimits: PieceLimit[] | null;
}

export interface Rules {
  checkRule: boolean;
  royalCaptureWins: boolean;
  passing: 'anytime' | 'when-stuck' | 'none';
  bikjang: boolean;
  bikjangScoring: 'points' | 'draw';
  perpetualCheckLoses: boolean;
  repetitionCount: number;
  moveLimitPlies: number;
  /** Han's 덤 in points. */
  blackBonus: number;
  /** Letters of the pieces of the games' special rules, or null. */
  liberation: string | null;
  truce: string | null;
  fallenGeneral: string | null;
  returning: string | null;
}

export interface VariantInfo extends VariantSummary {
  /** How the game names its two sides: ['Cho', 'Han'], ['Red', 'Black'], ['South', 'North']. */
  sideNames: [string, string];
  pieceShape: 'octagon' | 'disc';
  sideColors: [string, string];
  pieceSizePercent: number;
  /** The board marks where these pieces start ('' for none). */
  startMarks: string;
  files: number;
  ranks: number;
  /** Index of the rank below the river, or -1. */
  riverRank: number;
  palaces: string[][];
  /** drawn: 'outline' or 'fill' where the board draws the region, else ''. */
  regions: { name: string; drawn: string; white: string[]; black: string[] }[];
  pieces: PieceInfo[];
  startFen: string;
  rules: Rules;
  notation: 'kja' | 'wxf' | 'letters';
  notationStyles: string[];
  /** Moves also in Chinese notation (state().notation.chinese, .chineseTraditional). */
  chineseNotation: boolean;
  /** exportRecord(..., 'gib') works. */
  gibRecords: boolean;
  /** The game's FENs have a seventh field (Gwangsanghui: the fallen-general square or '-'). */
  fallenGeneralField: boolean;
  /** Rules that are not moves, and notes on how the rule set reads its text (Gwangsanghui). */
  ruleNotes: { name: string; source: SourceNote | null }[];
  readingNotes: { name: string; source: SourceNote | null }[];
  /** Janggi set-ups (Han and Cho choose one each); [] for the other games. */
  setups: { code: string; korean: string; english: string; traditional: string }[];
}

export type EndReason =
  | 'checkmate'
  | 'stalemate'
  | 'bikjang'
  | 'double-pass'
  | 'repetition'
  | 'perpetual-check'
  | 'move-limit'
  | 'marshal-captured';

export type End =
  | { over: false }
  | {
      over: true;
      outcome: 'white' | 'black' | 'draw';
      reason: EndReason;
      byPoints: boolean;
      whitePoints: number;
      blackPoints: number;
    };

export type NotationStyle = 'native' | 'latin' | 'western' | 'machine';

export interface State {
  fen: string;
  side: Side;
  ply: number;
  fullmove: number;
  board: { square: string; letter: string; color: Side }[];
  /** Machine notation; includes the pass (the royal square twice) when passing is legal. */
  legalMoves: string[];
  canPass: boolean;
  inCheck: boolean;
  royalSquares: { w: string | null; b: string | null };
  bikjang: boolean;
  lastMove: string | null;
  end: End;
  points: { white: number; black: number } | null;
  /** The moves played, one entry per move in each style. */
  notation: Record<NotationStyle, string[]>;
  captured: { white: string[]; black: string[] };
  fallenGeneral: string | null;
}

export interface SearchOptions {
  /** 1-10: the limits and randomness of a level (5 when nothing is given). */
  level?: number;
  movetimeMs?: number;
  depth?: number;
  nodes?: number;
  /** With a node limit, the same seed gives the same answer. */
  seed?: number;
  /** 1-10: the lines wanted (the best distinct first moves); 1, the default, is the ordinary search. */
  multiPV?: number;
}

/** One line of a multi-PV search. */
export interface SearchLine {
  pv: string[];
  score: number;
  mate: number | null;
  depth: number;
}

export interface SearchResult {
  best: string;
  score: number;
  depth: number;
  nodes: number;
  timeMs: number;
  pv: string[];
  /** Plies to mate, negative when the side to move gets mated; null when none is seen. */
  mate: number | null;
  /** The best lines, best first (one unless multiPV asked for more); lines[0] is best, pv and score. */
  lines: SearchLine[];
}

export interface AnalyseOptions {
  /** 1-10 lines (default 1). */
  multiPV?: number;
  /** The deepest iteration (none: no limit). */
  depth?: number;
  /** The time to spend (none: until cancelled or a new request). */
  movetimeMs?: number;
}

/** An analysis' completed iteration; nodes and timeMs count from the analysis' start. */
export interface AnalysisReport extends SearchResult {
  seldepth: number;
  nps: number;
  /** On the final answer: the analysis was ended by cancel() or a new request. */
  cancelled?: true;
}

export type RecordResult = '1-0' | '0-1' | '1/2-1/2' | '*';

export interface ImportedRecord {
  variant: string;
  fen: string;
  moves: string[];
  /** One per move: the record's comments after it ('' for none), e.g. '[%clk 0:04:58]'. */
  comments: string[];
  tags: Record<string, string>;
  result: RecordResult;
}

export interface RecordSpec extends GameSpec {
  tags?: Record<string, string | number>;
  /** One per move ('' for none), written after it in braces; no '}', up to 256 characters. */
  comments?: string[];
  result?: RecordResult;
}

/** One problem of a set-up: a code and parameters to say it in any language, and the English text. */
export interface SetupProblem {
  /** e.g. 'outside-palace', 'unreachable-point', 'too-many', 'royals-facing', 'waiting-side-in-check', 'fen'; warnings 'game-over', 'bikjang', 'liberation' (API.md lists them all). */
  code: string;
  /** color ('w'|'b'), side ('Cho'), letter ('K'), piece ('general'), square ('a2'), count, most... as the code has them. */
  params: Record<string, string>;
  message: string;
}

export interface Validation {
  /** No errors: the position can be played. */
  ok: boolean;
  errors: SetupProblem[];
  warnings: SetupProblem[];
}

export type RecordFormat = 'pgn' | 'gib';
export type RecordStyle = 'native' | 'machine' | 'chinese-simplified' | 'chinese-traditional';

/** The asynchronous engine of createEngine(). */
export interface Engine {
  /** 'worker' (a Web Worker), 'page' (the browser's main thread), 'node' (in the Node process), 'none' (could not start: every call answers with the reason). */
  readonly mode: 'worker' | 'page' | 'node' | 'none';
  /** Why better modes failed, for diagnostics. */
  readonly startFailures: string[];
  variants(): Promise<VariantSummary[] | EngineError>;
  variantInfo(name: string): Promise<VariantInfo | EngineError>;
  state(game: GameSpec): Promise<State | EngineError>;
  /** Reads a move in any notation of the game. */
  parseMove(game: GameSpec, text: string): Promise<{ move: string } | EngineError>;
  search(game: GameSpec, options?: SearchOptions): Promise<SearchResult | EngineError | Cancelled>;
  /**
   * A continuous analysis: onInfo after every completed iteration, until cancel(), a new
   * search() or analyse(), or the options' limits. Resolves to the last report.
   */
  analyse(game: GameSpec, options?: AnalyseOptions, onInfo?: (report: AnalysisReport) => void): Promise<AnalysisReport | EngineError>;
  importRecord(text: string, defaultVariant?: string): Promise<ImportedRecord | EngineError>;
  exportRecord(record: RecordSpec, format?: RecordFormat, style?: RecordStyle): Promise<{ text: string } | EngineError>;
  /** Janggi start FEN from the two set-ups ('NBNB' codes or Korean names such as '마상마상'). */
  janggiStartFen(hanSetup: string, choSetup: string): Promise<{ fen: string } | EngineError>;
  /** Every error and warning of a set-up (the position editor's check); ok when there is no error. */
  validate(variant: string, fen: string): Promise<Validation | EngineError>;
  memory(): Promise<{ total: number; inUse: number } | EngineError>;
  /** Abandons a running search (its promise resolves to {cancelled: true}). */
  cancel(): void;
  /** Ends the engine; pending requests resolve to {cancelled: true}. */
  close(): void;
}

export interface CreateEngineOptions {
  /** Browsers: the URL of a copy of sanggi-engine/engine.js on your site, for a worker where the CSP forbids blob: workers. Ignored in Node. */
  engineUrl?: string;
  /** Browsers: false runs the engine in the page instead of a worker. Ignored in Node. */
  worker?: boolean;
}

/** Starts an engine: in Node in this process, in browsers in a Web Worker where possible. Never rejects. */
export function createEngine(options?: CreateEngineOptions): Promise<Engine>;

export interface RecordOptions {
  style?: RecordStyle;
  tags?: Record<string, string | number>;
  result?: RecordResult;
}

/**
 * A game held and changed synchronously (like ffish.js's Board). The constructor and
 * fromRecord throw an Error when there is no game to make; every method then returns error
 * values and leaves the game unchanged on bad input.
 */
export class Game {
  constructor(variant: string, fen?: string);
  /** Reads a PGN-like record or a .gib (defaultVariant: when the record names none). */
  static fromRecord(text: string, defaultVariant?: string): Game;
  static variants(): VariantSummary[] | EngineError;
  static variantInfo(name: string): VariantInfo | EngineError;
  /** The checks of a set-up: errors (refused) and warnings. */
  static validate(variant: string, fen: string): Validation | EngineError;
  readonly variant: string;
  /** The start position (the variant's start when none was given). */
  readonly startFen: string;
  /** Tags that record() writes; fromRecord() fills them. */
  tags: Record<string, string | number>;
  /** The machine moves played so far. */
  moves(): string[];
  state(): State;
  legalMoves(): string[];
  fen(): string;
  turn(): Side;
  end(): End;
  /** The moves played in a notation (an unknown style gives an EngineError). */
  notation(style?: NotationStyle): string[];
  /** Plays a move in any notation of the game ('b1c3', '79졸78', 'C2.5'...). */
  play(move: string): { move: string } | EngineError;
  /** Takes back the last move; returns it, or null when there was none. */
  undo(): string | null;
  /** The computer's move for this position (blocks while it thinks). */
  search(options?: SearchOptions): SearchResult | EngineError;
  /** The game as a record; the result defaults to the game's end ('*' while it goes on). */
  record(format?: RecordFormat, options?: RecordOptions): { text: string } | EngineError;
}
