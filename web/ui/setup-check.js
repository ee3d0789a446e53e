// The engine's verdict on a set-up position, for the editor: {errors, warnings}, each a list
// of {text, squares} (the points the problem is about, marked on the board). Errors keep the
// position from being played; warnings (legal but odd) do not.
export async function checkSetup(engine, variant, fen) {
  const r = await engine.state({ variant, fen, moves: [] });
  if (r.error) return { errors: [{ text: r.error.replace(/^bad FEN: /, ''), squares: [] }], warnings: [] };
  return { errors: [], warnings: [] };
}
