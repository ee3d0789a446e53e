// A record's comments as people read them. Programs write command tags into a comment for
// each other ([%clk 0:04:58] a move's clock, [%periods 2], [%eval 0.35] an analysis's
// score...): the record keeps them, the page never shows them as words.
const COMMAND = /\[%[^\]]*\]/g;

export function commentText(raw) {
  return String(raw ?? '').replace(COMMAND, ' ').replace(/\s+/g, ' ').trim();
}

// The words of the comment on the last move shown ('' for none).
export function shownComment(state) {
  const ply = state.history.cursor;
  return ply > 0 ? commentText(state.comments?.[ply - 1]) : '';
}

// The words of every move's comment (the texts a caption may show), the same list while the
// comments are unchanged.
const textsOf = new WeakMap();
const NONE = [];
export function commentTexts(state) {
  const comments = state.comments ?? NONE;
  if (!textsOf.has(comments)) textsOf.set(comments, comments.map(commentText));
  return textsOf.get(comments);
}
