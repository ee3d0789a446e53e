// The engine's verdict on a set-up position, for the editor (engine.validate, API.md):
// {errors, warnings}, each a list of {text (the engine's English), code, params, squares
// (the points the problem is about, marked on the board)}; problem-text.js says it in the
// page's language. Errors keep the position from being played; warnings (legal but odd) do
// not.
export async function checkSetup(engine, variant, fen) {
  const r = await engine.validate(variant, fen);
  if (r.error) return { errors: [{ text: r.error, code: 'error', params: {}, squares: [] }], warnings: [] };
  const item = (p) => ({
    text: p.message, code: p.code, params: p.params ?? {},
    squares: [p.params?.square, p.params?.otherSquare].filter((s) => typeof s === 'string'),
  });
  return { errors: r.errors.map(item), warnings: r.warnings.map(item) };
}
