// The engine's verdict on a set-up position, for the editor (engine.validate, API.md):
// {errors, warnings}, each a list of {text, code, squares} (the points the problem is about,
// marked on the board). Errors keep the position from being played; warnings (legal but
// odd) do not.
export async function checkSetup(engine, variant, fen) {
  const r = await engine.validate(variant, fen);
  if (r.error) return { errors: [{ text: r.error, code: 'error', squares: [] }], warnings: [] };
  const item = (p) => ({
    text: p.message, code: p.code, squares: [p.params?.square, p.params?.otherSquare].filter((s) => typeof s === 'string'),
  });
  return { errors: r.errors.map(item), warnings: r.warnings.map(item) };
}
