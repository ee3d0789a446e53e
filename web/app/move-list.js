// The move list: numbered rows of the game's moves in the chosen notation; each move is a
// button that jumps there. Moves after the cursor stay visible (redo) but dimmed. A review's
// marks ({ply: {symbol, title}}: ?! ? ??) follow their moves; a move with a comment is marked.

export function moveRows(moves, startSide) {
  const rows = [];
  const offset = startSide === 'b' ? 1 : 0;
  for (let i = 0; i < moves.length; i++) {
    const slot = i + offset;
    const index = Math.floor(slot / 2);
    if (!rows[index]) rows[index] = { number: index + 1, cells: [null, null] };
    rows[index].cells[slot % 2] = { ply: i + 1, text: moves[i] };
  }
  return rows.filter(Boolean);
}

// comments: the words of each move's comment ('' for none), the move's title, marked.
export function renderMoveList(list, { texts, comments = [], cursor, startSide, t, onJump, marks = {} }) {
  list.replaceChildren();
  const start = document.createElement('li');
  start.className = 'start-row';
  const startNum = document.createElement('span');
  startNum.className = 'num';
  const startButton = document.createElement('button');
  startButton.type = 'button';
  startButton.textContent = t('startPosition');
  startButton.dataset.ply = '0';
  if (cursor === 0) startButton.setAttribute('aria-current', 'step');
  startButton.addEventListener('click', () => onJump(0));
  start.append(startNum, startButton);
  list.append(start);
  let current = startButton;
  for (const row of moveRows(texts, startSide)) {
    const li = document.createElement('li');
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = `${row.number}.`;
    li.append(num);
    for (const cell of row.cells) {
      if (!cell) {
        if (cell === row.cells[1]) continue;  // the last row may end after the first move
        const gap = document.createElement('span');
        gap.textContent = '…';
        li.append(gap);
        continue;
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = cell.text;  // record text is never inserted as HTML
      b.dataset.ply = String(cell.ply);
      const mark = marks[cell.ply];
      if (mark) {
        const symbol = document.createElement('span');
        symbol.className = 'move-mark';
        symbol.textContent = mark.symbol;
        symbol.title = mark.title;
        b.append(symbol);
        b.setAttribute('aria-label', `${cell.text} ${mark.title}`);
        b.dataset.mark = mark.symbol;
      }
      if (cell.ply === cursor) { b.setAttribute('aria-current', 'step'); current = b; }
      if (cell.ply > cursor) b.classList.add('after');
      if (comments[cell.ply - 1]) { b.classList.add('commented'); b.title = comments[cell.ply - 1]; }
      b.addEventListener('click', () => onJump(cell.ply));
      li.append(b);
    }
    list.append(li);
  }
  // Keep the current move in view without scrolling the whole page.
  const top = current.offsetTop - list.offsetTop;
  if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 30) list.scrollTop = Math.max(0, top - list.clientHeight / 2);
}
