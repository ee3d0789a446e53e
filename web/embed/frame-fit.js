// The iframe page (embed.html): the board follows the width the frame gives it, and it is
// narrowed only to fit a frame too short for it; the frame tells its host the height the
// board needs at that width ({source: 'sanggi', type: 'sanggi-resize', height}), never the
// height it was given. So a host that sets the frame's height from the message reaches a
// fixed point at once (one message per real change), whatever it adds, and a host that keeps
// a fixed height still sees the whole board. (Fitting the board to the frame's height and
// reporting that height back made every frame under such a host shrink, issue 59.)
const MIN_WIDTH = 120;  // the smallest board, as the size option's

// board: the <sanggi-board from-url> element. -> {update(), startReports()}
export function createFrameFit(board) {
  let reporting = false;
  let told = 0;
  let pending = 0;

  // The page's content height at the current layout (CSS pixels, rounded up).
  const contentHeight = () => {
    const body = document.body;
    return Math.ceil(body.getBoundingClientRect().bottom + scrollY + parseFloat(getComputedStyle(body).marginBottom || '0'));
  };

  // Measures with the board at the full width (no scrollbar: the width the host gives), then
  // narrows it, if needed, until the content fits the frame's height. Layout only, in one go:
  // nothing is painted between the steps.
  function update() {
    const root = document.documentElement.style;
    const overflow = root.overflow;
    root.overflow = 'hidden';
    board.style.removeProperty('max-width');
    const natural = contentHeight();
    if (!board.opts?.size && natural > innerHeight) fit();
    root.overflow = overflow;
    if (reporting && natural !== told && window.parent !== window) {
      told = natural;
      window.parent.postMessage({ source: 'sanggi', type: 'sanggi-resize', height: natural }, '*');
    }
  }

  // The board's width for the frame's height: what is not the board (bar, caption, message,
  // lesson panels) grows as the board narrows and its text wraps, so measure again.
  function fit() {
    for (let i = 0; i < 4; i++) {
      const canvas = board.canvas.getBoundingClientRect();
      if (!canvas.height) return;
      const height = contentHeight();
      if (i > 0 && height <= innerHeight) return;
      const others = height - canvas.height;
      const width = Math.max(MIN_WIDTH, Math.floor((innerHeight - others) * (canvas.width / canvas.height)));
      board.style.maxWidth = `${width}px`;
    }
  }

  // Later changes of size (the frame resized by its host, the export form opened, text that
  // wraps anew): once per frame, after the layout that caused them.
  const schedule = () => {
    if (!pending) pending = requestAnimationFrame(() => { pending = 0; update(); });
  };
  addEventListener('resize', schedule);
  new ResizeObserver(schedule).observe(board.frame);

  return {
    update,
    // From the first game shown on: the host hears the height now and at every change.
    startReports() {
      reporting = true;
      update();
    },
  };
}
