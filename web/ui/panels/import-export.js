// Import and export: FEN of the shown position, the game record (PGN-like, native or
// machine moves; Janggi also .gib). An import is checked by the engine first; if it fails
// the message is shown and the current game is left as it was.
import { resultText, gameEnd } from '../game.js';

// A FEN is one line of ranks separated by '/'; anything else is treated as a record.
export function looksLikeFen(text) {
  const s = text.trim();
  return !s.includes('\n') && !s.includes('[') && /^[A-Za-z0-9]+(\/[A-Za-z0-9]+)+(\s|$)/.test(s);
}

export function createImportExport({ dialog, engine, store, t, importGame, variants = [] }) {
  const out = dialog.querySelector('#export-text');
  const status = dialog.querySelector('#export-status');
  const input = dialog.querySelector('#import-text');
  const error = dialog.querySelector('#import-error');
  const gibButton = dialog.querySelector('#exp-gib');
  const variantSelect = dialog.querySelector('#import-variant');
  for (const v of variants) {
    const o = document.createElement('option');
    o.value = v.name;
    o.textContent = v.title === v.name ? v.name : `${v.title} — ${v.name}`;
    variantSelect.append(o);
  }
  let lastKind = 'fen';

  function recordOf(state) {
    return {
      variant: state.variant, fen: state.startFen, moves: state.history.moves.slice(0, state.history.cursor),
      tags: { ...state.tags }, result: resultText(gameEnd(state)),
    };
  }

  async function show(kind) {
    lastKind = kind;
    for (const [k, id] of [['fen', '#exp-fen'], ['pgn', '#exp-pgn'], ['machine', '#exp-machine'], ['gib', '#exp-gib']]) {
      dialog.querySelector(id).setAttribute('aria-pressed', String(k === kind));
    }
    const state = store.get();
    status.textContent = '';
    if (kind === 'fen') { out.value = state.position?.fen ?? ''; return; }
    const format = kind === 'gib' ? 'gib' : 'pgn';
    const style = kind === 'machine' ? 'machine' : 'native';
    const r = await engine.exportRecord(recordOf(state), format, style);
    out.value = r.error ? '' : r.text;
    if (r.error) status.textContent = r.error;
  }

  dialog.querySelector('#exp-fen').addEventListener('click', () => show('fen'));
  dialog.querySelector('#exp-pgn').addEventListener('click', () => show('pgn'));
  dialog.querySelector('#exp-machine').addEventListener('click', () => show('machine'));
  gibButton.addEventListener('click', () => show('gib'));
  dialog.querySelector('#exp-copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(out.value);
      status.textContent = t('copied');
    } catch {
      out.select();  // no clipboard permission: leave it selected for Ctrl+C
    }
  });
  dialog.querySelector('#exp-download').addEventListener('click', () => {
    const state = store.get();
    const ext = lastKind === 'fen' ? 'fen' : lastKind === 'gib' ? 'gib' : 'pgn';
    const blob = new Blob([out.value], { type: 'text/plain;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${state.variant}-${new Date().toISOString().slice(0, 10)}.${ext}`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  dialog.querySelector('#io-close').addEventListener('click', () => dialog.close());
  dialog.querySelector('#imp-go').addEventListener('click', async () => {
    const r = await importText(input.value);
    if (r.error) { error.textContent = r.error; return; }
    error.textContent = '';
    input.value = '';
    dialog.close();
  });

  // -> {ok} or {error: message for people}; the game changes only on success.
  async function importText(text) {
    if (!text || !text.trim()) return { error: t('importEmpty') };
    const variant = variantSelect.value || store.get().variant;
    let game;
    if (looksLikeFen(text)) {
      const fen = text.trim();
      const check = await engine.state({ variant, fen, moves: [] });
      if (check.error) return { error: t('importFailed', { message: check.error }) };
      game = { variant, fen, moves: [], tags: {} };
    } else {
      const r = await engine.importRecord(text, variant);
      if (r.error) return { error: t('importFailed', { message: r.error }) };
      game = { variant: r.variant, fen: r.fen, moves: r.moves, tags: r.tags ?? {} };
    }
    const loaded = await importGame(game);
    if (loaded.error) return { error: t('importFailed', { message: loaded.error }) };
    return { ok: true };
  }

  return {
    open(tr) {
      t = tr;
      error.textContent = '';
      gibButton.hidden = store.get().info?.game !== 'janggi';
      variantSelect.value = store.get().variant;
      show('fen');
      dialog.showModal();
    },
    importText,
  };
}
