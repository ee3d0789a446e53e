// Import and export: FEN of the shown position, the game record (PGN-like, native or
// machine moves; Janggi also .gib). An import is checked by the engine first; if it fails
// the message is shown and the current game is left as it was.
import { recordResult, recordPlayer } from '../game/game-state.js';
import { clockTags, recordClock } from '../game/game-clock.js';
import { markComment, stripMarks } from '../game/clock.js';
import { availableNotation } from '../game/notation-choice.js';
import { importedGame } from '../game/open-game.js';
import { option, byId, downloadBlob } from '../common/dom.js';
import { errorText } from '../i18n/error-text.js';
import { ruleSetLabel } from '../i18n/describe.js';

// The export buttons by kind of text.
const KINDS = { fen: 'exp-fen', pgn: 'exp-pgn', machine: 'exp-machine', gib: 'exp-gib' };
const IDS = ['export-text', 'export-status', 'import-text', 'import-error', 'import-variant', 'import-opponent', 'import-file', 'exp-copy', 'exp-download', 'io-close', 'imp-go', ...Object.values(KINDS)];

// A FEN is one line of ranks separated by '/'; anything else is treated as a record.
export function looksLikeFen(text) {
  const s = text.trim();
  return !s.includes('\n') && !s.includes('[') && /^[A-Za-z0-9]+(\/[A-Za-z0-9]+)+(\s|$)/.test(s);
}

// The game at the cursor as the engine's record. A game of the page's own gets Event,
// Date, the players and TimeControl (a record's own tags are kept as they are; a clock's
// TimeControl wins); a .gib writes them under its own Korean names (the engine's writer).
// With a clock, each move's comment starts with the mover's clock after it.
export function recordOf(state, t = null, date = new Date()) {
  const ply = state.history.cursor;
  const tags = { ...ownTags(state, t, date), ...state.tags, ...clockTags(state) };
  delete tags.Result;  // the engine writes it from `result`
  return {
    variant: state.variant, fen: state.startFen, moves: state.history.moves.slice(0, ply),
    tags, result: recordResult(state), comments: recordComments(state, ply),
  };
}

// Each move's comment up to `ply`: with a clock, the mover's clock after it ([%clk]) and then
// the words kept with the move (an imported record's old clock marks dropped); else the
// comments as kept.
function recordComments(state, ply) {
  const kept = (state.comments ?? []).slice(0, ply);
  const clock = state.clock;
  if (!clock) return kept;
  const count = Math.max(kept.length, Math.min(clock.marks.length, ply));
  return Array.from({ length: count }, (_, i) =>
    [markComment(clock.marks[i], clock.control), stripMarks(kept[i])].filter(Boolean).join(' '));
}

// The tags the page writes for its own games (none without a translator).
function ownTags(state, t, date) {
  if (!t) return {};
  const pad = (n) => String(n).padStart(2, '0');
  const player = (side) => {
    if (recordPlayer(state.tags, side)) return undefined;
    if (state.opponent !== 'computer') return t('person');
    return side === state.humanSide ? t('you') : t('computer', { level: state.level });
  };
  const tags = {
    Event: 'sanggi', Date: `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`,
    White: player('w'), Black: player('b'), TimeControl: '-',  // a clock's own tag replaces it (clockTags)
  };
  for (const k of Object.keys(tags)) if (tags[k] === undefined) delete tags[k];
  return tags;
}

// A game of the variant list in the page's language: its game, and its rule set where the
// game has several ("장기 — 전통 (janggitraditional)").
export function variantLabel(v, t, variants) {
  const game = t(`game.${v.game}`);
  return variants.filter((x) => x.game === v.game).length > 1 ? `${game} — ${ruleSetLabel(v, t)}` : game;
}

// importGame(game, opponent) loads an imported game to go on against `opponent`
// ('computer' or 'human'): {ok} or {error}. opponentChoice: {get(), set(opponent)}, the
// last choice (kept in the settings). annotate(record) adds what the page knows of the
// moves (a review's evaluations).
// getT(): the page's translator now (a file dropped after a change of language is said in
// the new one).
export function createImportExport({ dialog, engine, store, getT, importGame, annotate = (r) => r, variants = [], opponentChoice = null }) {
  const io = { dialog, engine, store, get t() { return getT(); }, importGame, annotate, variants, opponentChoice, parts: byId(dialog, IDS), kind: 'fen' };
  for (const v of variants) io.parts['import-variant'].append(option(v.name, variantLabel(v, io.t, variants)));
  wireExport(io);
  wireImport(io);
  return {
    open() {
      for (const o of io.parts['import-variant'].options) o.textContent = variantLabel(variants.find((v) => v.name === o.value), io.t, variants);
      io.parts['import-error'].textContent = '';
      io.parts['exp-gib'].hidden = !store.get().info?.gibRecords;
      io.parts['import-variant'].value = store.get().variant;
      if (opponentChoice) io.parts['import-opponent'].value = opponentChoice.get();
      show(io, 'fen');
      dialog.showModal();
    },
    importText: (text) => importText(io, text),
    // A file dropped on the page: imported at once as the current game's kind, against the
    // opponent last chosen; a failure is returned for the page to show.
    async importFile(file) {
      if (!dialog.open) {
        io.parts['import-variant'].value = store.get().variant;
        if (opponentChoice) io.parts['import-opponent'].value = opponentChoice.get();
      }
      return importText(io, await fileText(file));
    },
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
  const r = await io.engine.exportRecord(io.annotate(recordOf(state, io.t)), format, style);
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

// A record file's text: UTF-8, else the EUC-KR (CP949) that Korean .gib files are often
// saved in.
export async function fileText(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

function wireImport(io) {
  const { parts } = io;
  parts['import-file'].addEventListener('change', async () => {
    const file = parts['import-file'].files?.[0];
    if (!file) return;
    parts['import-text'].value = await fileText(file);
    parts['import-file'].value = '';
    parts['imp-go'].click();
  });
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
    if (check.error) return { error: t('importFailed', { message: errorText(check, t, io.variants) }) };
    game = { variant, fen, moves: [], tags: {} };
  } else {
    const r = await engine.importRecord(text, variant);
    if (r.error) return { error: t('importFailed', { message: errorText(r, t, io.variants) }) };
    game = importedGame(r);
    // A record with a time control brings its clocks, stopped until play goes on.
    const clock = recordClock(r);
    if (clock) game.clock = clock;
  }
  const opponent = io.parts['import-opponent'].value === 'human' ? 'human' : 'computer';
  io.opponentChoice?.set(opponent);
  const loaded = await io.importGame(game, opponent);
  if (loaded.error) return { error: t('importFailed', { message: errorText(loaded, t, io.variants) }) };
  return { ok: true };
}
