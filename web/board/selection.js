// What a press on a point means: select a piece, move the selected piece, or clear the
// selection. Pure; the board knows no rules, it is given the legal moves by square.

// Legal machine moves -> Map from-square -> [to-squares], passes left out (the Pass button).
export function destinationsByOrigin(legalMoves) {
  const map = new Map();
  for (const move of legalMoves ?? []) {
    const m = /^([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(move);
    if (!m || m[1] === m[2]) continue;
    if (!map.has(m[1])) map.set(m[1], []);
    map.get(m[1]).push(m[2]);
  }
  return map;
}

// -> {selected, move: {from, to} | null}
export function pressPoint(selected, square, dests) {
  if (selected && square && (dests.get(selected) ?? []).includes(square)) {
    return { selected: null, move: { from: selected, to: square } };
  }
  if (square && dests.has(square) && square !== selected) return { selected: square, move: null };
  return { selected: null, move: null };
}

// Dropping a dragged piece: a legal destination moves; anything else cancels, except a drop
// back on its own point, which keeps the piece selected for a click-click move.
export function dropPiece(origin, square, dests) {
  if (square && square !== origin && (dests.get(origin) ?? []).includes(square)) {
    return { selected: null, move: { from: origin, to: square } };
  }
  return { selected: square === origin ? origin : null, move: null };
}

// Releasing a press that did not drag: on the piece it picked up, a click selects it, and a
// second click on an already selected piece deselects it; elsewhere it is a press.
// ui: {selected, pickedUpSelected} -> {selected, pickedUpSelected, move}
export function releasePoint(ui, square, dests) {
  if (square && square === ui.selected && dests.has(square)) {
    return { selected: ui.pickedUpSelected ? null : ui.selected, pickedUpSelected: false, move: null };
  }
  const r = pressPoint(ui.selected, square, dests);
  return { selected: r.selected, pickedUpSelected: ui.pickedUpSelected, move: r.move };
}
