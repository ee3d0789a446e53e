// The game controller: keeps {variant, start FEN, moves, cursor} and asks the engine client
// for everything else (legal moves, end of game, notation, the computer's moves). The page
// holds no rules: a move is played only if the engine listed it as legal.
import * as H from './history.js';
import { boardSpec } from './board-spec.js';
import { isPass, splitMove } from './squares.js';

const SIDES = ['w', 'b'];

export function otherSide(side) {
  return side === 'w' ? 'b' : 'w';
}

// The game's result as a record writes it.
export function resultText(end) {
  if (!end?.over) return '*';
  return end.outcome === 'white' ? '1-0' : end.outcome === 'black' ? '0-1' : '1/2-1/2';
}

// The end of the game shown at the cursor: the engine's, or a resignation/agreement that
// was recorded at the last move.
export function gameEnd(s) {
  if (s.position?.end?.over) return s.position.end;
  if (s.result && H.atEnd(s.history)) return { over: true, ...s.result };
  return { over: false };
}

// events: {move(detail), gameOver(end), changed()}
export function createGame(engine, store, events = {}) {
  const infoCache = new Map();
  let generation = 0;  // bumped by every change; late engine answers for older ones are dropped

  let navTarget = null;  // where quick successive steps through the game are heading
  const emit = (name, detail) => events[name]?.(detail);
  const s = () => store.get();

  async function variantData(variant) {
    if (infoCache.has(variant)) return infoCache.get(variant);
    const info = await engine.variantInfo(variant);
    if (!info || info.error) return { error: info?.error ?? `Unknown game "${variant}".` };
    const start = await engine.state({ variant, fen: info.startFen, moves: [] });
    const data = { info, spec: boardSpec(info, start.error ? [] : start.board) };
    infoCache.set(variant, data);
    return data;
  }

  function stopThinking() {
    if (s().thinking) {
      engine.cancel();
      store.set({ thinking: false });
    }
  }

  // Asks the engine about the position at the cursor (and the whole game, for the move
  // list), then stores both. Returns {error} if the engine rejects the game.
  async function askEngine(variant, fen, history) {
    const position = await engine.state({ variant, fen, moves: H.currentMoves(history) });
    if (position.error) return { error: position.error };
    let full = position;
    if (!H.atEnd(history)) {
      full = await engine.state({ variant, fen, moves: history.moves });
      if (full.error) return { error: full.error };
    }
    return { position, notation: full.notation, fullEnd: full.end };
  }

  // onShown runs once the new position is stored, before the game's end is announced or
  // the computer starts thinking (so a move is reported before the end it causes).
  async function show(history, extra = {}, onShown = null) {
    const gen = ++generation;
    stopThinking();
    const { variant, startFen } = s();
    const r = await askEngine(variant, startFen, history);
    if (gen !== generation) return { stale: true };
    if (r.error) return { error: r.error };
    store.set({ history, position: r.position, notation: r.notation, fullEnd: r.fullEnd, hint: null, drawOffer: null, ...extra });
    events.changed?.();
    onShown?.();
    afterChange(gen);
    return { ok: true };
  }

  function computerToMove(state = s()) {
    return state.mode === 'play' && state.opponent === 'computer' && !state.setup &&
      state.position && state.position.side !== state.humanSide && H.atEnd(state.history) &&
      !gameEnd(state).over;
  }

  function afterChange(gen) {
    const state = s();
    const end = gameEnd(state);
    if (end.over && H.atEnd(state.history) && !state.announcedEnd) {
      store.set({ announcedEnd: true });
      emit('gameOver', end);
    }
    if (computerToMove(state)) computerMove(gen);
  }

  async function computerMove(gen) {
    const { variant, startFen, history, level } = s();
    store.set({ thinking: true });
    const result = await engine.search({ variant, fen: startFen, moves: history.moves }, { level });
    if (gen !== generation || result.cancelled) return;
    store.set({ thinking: false });
    if (result.error || !result.best) {
      store.set({ error: result.error ?? 'The computer found no move.' });
      return;
    }
    await playMove(result.best, { byComputer: true, score: result.score });
  }

  async function playMove(move, { byComputer = false, score = null } = {}) {
    const state = s();
    if (!state.position || state.setup || gameEnd(state).over) return { error: 'The game is over.' };
    if (!state.position.legalMoves.includes(move)) return { error: `Illegal move: ${move}` };
    const before = state.position.board;
    const history = H.play(state.history, move);
    const extra = { announcedEnd: false, result: null };
    if (byComputer) extra.lastComputerScore = score;
    return show(history, extra, () => {
      const text = s().notation?.native?.[history.cursor - 1] ?? move;
      emit('move', { move, text, ply: history.cursor, before, byComputer });
    });
  }

  function humanMayMove(state = s()) {
    if (state.mode !== 'play' || !state.position || state.setup || state.thinking) return false;
    if (gameEnd(state).over) return false;
    return state.opponent === 'human' || state.position.side === state.humanSide;
  }

  return {
    variantData,
    humanMayMove,
    computerToMove,

    // Starts or restores a game. Nothing changes if the engine rejects it.
    async load(game) {
      const variant = game.variant;
      const data = await variantData(variant);
      if (data.error) return data;
      const fen = game.fen || data.info.startFen;
      const moves = Array.isArray(game.moves) ? game.moves.map(String) : [];
      const cursor = Number.isInteger(game.cursor) ? game.cursor : moves.length;
      const history = H.jump({ moves, cursor: moves.length }, cursor);
      const r = await askEngine(variant, fen, history);
      if (r.error) return { error: r.error };
      const gen = ++generation;
      stopThinking();
      store.set({
        variant, info: data.info, spec: data.spec, startFen: fen, history,
        position: r.position, notation: r.notation, fullEnd: r.fullEnd,
        opponent: game.opponent ?? s().opponent ?? 'computer',
        humanSide: SIDES.includes(game.humanSide) ? game.humanSide : 'w',
        level: game.level ?? s().level ?? 3,
        result: game.result ?? null, tags: game.tags ?? {}, setup: game.setup ?? null,
        mode: game.mode ?? s().mode ?? 'play', hint: null, drawOffer: null, error: null,
        announcedEnd: Boolean(game.quietEnd), thinking: false,
      });
      events.changed?.();
      afterChange(gen);
      return { ok: true };
    },

    play: playMove,
    async playFromTo(from, to) {
      return playMove(from + to);
    },
    async pass() {
      const p = s().position;
      if (!p?.canPass) return { error: 'Passing is not allowed now.' };
      const move = p.legalMoves.find(isPass);  // a pass is written as the royal's square twice
      return move ? playMove(move) : { error: 'Passing is not allowed now.' };
    },
    async undo() {
      const state = s();
      const side0 = state.position ? H.sideAfter(startSide(state), 0) : 'w';
      const sideAt = (ply) => H.sideAfter(side0, ply);
      const human = state.opponent === 'computer' && state.mode === 'play' ? state.humanSide : null;
      const h = H.undo(state.history, sideAt, human);
      if (h === state.history) return { ok: false };
      return show(h, { announcedEnd: true, result: null });
    },
    async redo() {
      const state = s();
      if (!H.canRedo(state.history)) return { ok: false };
      return show(H.redo(state.history), { announcedEnd: true });
    },
    async jump(ply) {
      const h = H.jump(s().history, ply);
      navTarget = h.cursor;
      const r = await show(h, { announcedEnd: true });
      if (!r.stale) navTarget = null;
      return r;
    },
    // One step back or forward from where the last step was heading, so fast key presses
    // each count.
    async jumpBy(delta) {
      return this.jump((navTarget ?? s().history.cursor) + delta);
    },
    async hint() {
      const state = s();
      if (!humanMayMove(state)) return { error: 'No hint now.' };
      const gen = generation;
      store.set({ thinking: true });
      const r = await engine.search({ variant: state.variant, fen: state.startFen, moves: H.currentMoves(state.history) }, { level: Math.max(state.level, 4) });
      if (gen !== generation || r.cancelled) return { stale: true };
      store.set({ thinking: false });
      if (r.error || !r.best) return { error: r.error ?? 'No hint.' };
      store.set({ hint: r.best });
      return { ok: true, best: r.best };
    },
    async resign() {
      const state = s();
      if (!state.position || gameEnd(state).over) return { ok: false };
      const loser = state.opponent === 'computer' ? state.humanSide : state.position.side;
      const history = { moves: H.currentMoves(state.history), cursor: state.history.cursor };
      const result = { outcome: loser === 'w' ? 'black' : 'white', reason: 'resignation', loser };
      return show(history, { result, announcedEnd: false });
    },
    // Against a person the other side must accept; the computer accepts when its last
    // evaluation says it is not ahead.
    async offerDraw() {
      const state = s();
      if (!state.position || gameEnd(state).over) return { ok: false };
      if (state.opponent === 'human') {
        store.set({ drawOffer: state.position.side });
        return { ok: true, pending: true };
      }
      const gen = generation;
      store.set({ thinking: true });
      const r = await engine.search({ variant: state.variant, fen: state.startFen, moves: H.currentMoves(state.history) }, { level: state.level });
      if (gen !== generation || r.cancelled) return { stale: true };
      store.set({ thinking: false });
      const computerView = state.position.side === state.humanSide ? -(r.score ?? 0) : (r.score ?? 0);
      if (!r.error && computerView <= 0) return this.acceptDraw();
      return { ok: true, declined: true };
    },
    async acceptDraw() {
      const state = s();
      const history = { moves: H.currentMoves(state.history), cursor: state.history.cursor };
      return show(history, { result: { outcome: 'draw', reason: 'agreement' }, announcedEnd: false });
    },
    declineDraw() {
      store.set({ drawOffer: null });
    },
    // Gwangsanghui has no check rule: a move may leave one's own Marshal open to capture
    // (legal, but the app warns). Returns the destinations from `from` that do, by asking
    // the engine whether the reply can land on the mover's royal square. In games with a
    // check rule no legal move does, so only Gwangsanghui asks.
    async exposingDestinations(from) {
      const state = s();
      if (state.info?.game !== 'gwangsanghui' || !state.position) return [];
      const mover = state.position.side;
      const played = H.currentMoves(state.history);
      const out = [];
      for (const move of state.position.legalMoves) {
        const m = splitMove(move);
        if (!m || m.from !== from || m.to === from) continue;
        const next = await engine.state({ variant: state.variant, fen: state.startFen, moves: [...played, move] });
        if (next.error || next.end?.over) continue;
        const royal = next.royalSquares?.[mover];
        if (royal && next.legalMoves.some((reply) => splitMove(reply)?.to === royal)) out.push(m.to);
      }
      return s().position === state.position ? out : [];
    },
    setLevel(level) {
      store.set({ level });
    },
    // Janggi setup phase: the board shows the chosen arrangements until the game starts.
    async setSetup(han, cho) {
      const r = await engine.janggiStartFen(han, cho);
      if (r.error) return r;
      const state = s();
      const gen = ++generation;
      const position = await engine.state({ variant: state.variant, fen: r.fen, moves: [] });
      if (gen !== generation) return { stale: true };
      if (position.error) return position;
      store.set({ setup: { han, cho }, startFen: r.fen, history: H.emptyHistory(), position, notation: position.notation, result: null, hint: null });
      events.changed?.();
      return { ok: true };
    },
    async startFromSetup() {
      if (!s().setup) return { ok: false };
      store.set({ setup: null, announcedEnd: false });
      return show(H.emptyHistory());
    },
    // Resumes the computer if it is its turn (after a change of opponent or side).
    nudge() {
      if (computerToMove()) computerMove(generation);
    },
    cancel() {
      ++generation;
      stopThinking();
    },
  };
}

// The side to move in the start position (the engine's state at ply 0 knows it; after a
// move we derive it from the cursor's side and parity).
function startSide(state) {
  const side = state.position.side;
  return state.history.cursor % 2 === 0 ? side : otherSide(side);
}
