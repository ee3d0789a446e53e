// Import and export: FEN of the shown position, the game record (PGN-like, native or
// machine moves; Janggi also .gib). An import is checked by the engine first; if it fails
// the message is shown and the current game is left as it was.
import { resultText, gameEnd } from '../game-state.js';
import { clockTags, recordClock } from '../game-clock.js';
import { markComment } from '../clock.js';
import { availableNotation } from '../notation-choice.js';
import { option, byId, downloadBlob } from '../dom.js';

// The export buttons by kind of text.
const KINDS = { fen: 'exp-fen', pgn: 'exp-pgn', machine: 'exp-machine', gib: 'exp-gib' };
const IDS = ['export-text', 'export-status', 'import-text', 'import-error', 'import-variant', 'exp-copy', 'exp-download', 'io-close', 'imp-go', ...Object.values(KINDS)];

// A FEN is one line of ranks separated by '/'; anything else is treated as a record.
export function looksLikeFen(text) {
  const s = text.trim();
  return !s.includes('\n') && !s.includes('[') && /^[A-Za-z0-9]+(\/[A-Za-z0-9]+)+(\s|$)/.test(s);
}

// The game at the cursor as the engine's record; with a clock, each move's clock after it.
export function recordOf(state) {
  const moves = state.history.moves.slice(0, state.history.cursor);
  const clock = state.clock;
  return {
    variant: state.variant, fen: state.startFen, moves,
    comments: clock ? clock.marks.slice(0, moves.length).map((m) => markComment(m, clock.control)) : [],
    tags: { ...state.tags, ...clockTags(state) }, result: resultText(gameEnd(state)),
  };
}

// importGame(game) loads an imported game: {ok} or {error}.
// annotate(record) adds what the page knows of the moves (comments, a review's evaluations).
export function createImportExport({ dialog, engine, store, t, importGame, annotate = (r) => r, variants = [] }) {
  const io = { dialog, engine, store, t, importGame, annotate, parts: byId(dialog, IDS), kind: 'fen' };
  for (const v of variants) io.parts['import-variant'].append(option(v.name, v.title === v.name ? v.name : `${v.title} — ${v.name}`));
  wireExport(io);
  wireImport(io);
  return {
    open(tr) {
      io.t = tr;
      io.parts['import-error'].textContent = '';
      io.parts['exp-gib'].hidden = !store.get().info?.gibRecords;
      io.parts['import-variant'].value = store.get().variant;
      show(io, 'fen');
      dialog.showModal();
    },
    importText: (text) => importText(io, text),
  };
}

async function show(io, kind) {
  io.kind = kind;
  const { parts } = io;
  for (const [k, id] of Object.entries(KINDS)) parts[id].setAttribute('aria-pressed', String(k === kind));
  const state = io.store.get();
  parts['export-status'].textContent = '';
  if (kind === 'fen') { parts['export-text'].value = state.position?.fen ?? ''; return; }
  const format = kind === 'gib' ? 'gib' : 'pgn';
  // The record in the move list's notation where that is Chinese notation.
  const shown = availableNotation(state.notationStyle, state.info);
  const chinese = { chinese: 'chinese-simplified', chineseTraditional: 'chinese-traditional' }[shown];
  const style = kind === 'machine' ? 'machine' : chinese ?? 'native';
  const r = await io.engine.exportRecord(io.annotate(recordOf(state)), format, style);
  parts['export-text'].value = r.error ? '' : r.text;
  if (r.error) parts['export-status'].textContent = r.error;
}

function wireExport(io) {
  const { parts } = io;
  const out = parts['export-text'];
  for (const [kind, id] of Object.entries(KINDS)) parts[id].addEventListener('click', () => show(io, kind));
  parts['exp-copy'].addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(out.value);
      parts['export-status'].textContent = io.t('copied');
    } catch {
      out.select();  // no clipboard permission: leave it selected for Ctrl+C
    }
  });
  parts['exp-download'].addEventListener('click', () => download(`${io.store.get().variant}-${new Date().toISOString().slice(0, 10)}.${io.kind === 'machine' ? 'pgn' : io.kind}`, out.value));
}

function download(name, text) {
  downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), name);
}

function wireImport(io) {
  const { parts } = io;
  parts['io-close'].addEventListener('click', () => io.dialog.close());
  parts['imp-go'].addEventListener('click', async () => {
    const r = await importText(io, parts['import-text'].value);
    if (r.error) { parts['import-error'].textContent = r.error; return; }
    parts['import-error'].textContent = '';
    parts['import-text'].value = '';
    io.dialog.close();
  });
}

// -> {ok} or {error: message for people}; the game changes only on success.
async function importText(io, text) {
  const { engine, t } = io;
  if (!text || !text.trim()) return { error: t('importEmpty') };
  const variant = io.parts['import-variant'].value || io.store.get().variant;
  let game;
  if (looksLikeFen(text)) {
    const fen = text.trim();
    const check = await engine.state({ variant, fen, moves: [] });
    if (check.error) return { error: t('importFailed', { message: check.error }) };
    game = { variant, fen, moves: [], tags: {} };
  } else {
    const r = await engine.importRecord(text, variant);
    if (r.error) return { error: t('importFailed', { message: r.error }) };
    game = { variant: r.variant, fen: r.fen, moves: r.moves, tags: r.tags ?? {}, comments: r.comments ?? [] };
    // A record with a time control brings its clocks, stopped until play goes on.
    const clock = recordClock(r);
    if (clock) game.clock = clock;
  }
  const loaded = await io.importGame(game);
  if (loaded.error) return { error: t('importFailed', { message: loaded.error }) };
  return { ok: true };
}
