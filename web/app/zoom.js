// Zoom for small screens: a board whose points are too close together to tap (Gwangsanghui's
// 15×14 points on a phone are about 24 px apart) can be shown at twice its width, in a frame
// that pans with the finger (a tap on a piece and a tap on its target still move it; a drag
// of one's own piece still drags it). The button shows only where the points are closer than
// MIN_POINT_PX; zoomed, the frame opens on the player's side of the board.
const MIN_POINT_PX = 32;

// button: the zoom toggle; wrap: the board's box (.board-wrap); view: the board view
// (view.layout().cell: the distance of two points in CSS pixels); flipped(): whether the
// board is turned (the player's side at the top).
export function createBoardZoom({ button, wrap, view, flipped }) {
  let zoomed = false;
  const update = () => {
    const layout = view.layout();
    const cell = layout ? layout.cell / (zoomed ? 2 : 1) : Infinity;
    button.hidden = !zoomed && cell >= MIN_POINT_PX;
  };
  const set = (on) => {
    zoomed = on;
    wrap.classList.toggle('zoomed', on);
    button.setAttribute('aria-pressed', String(on));
    if (on) {
      requestAnimationFrame(() => {
        wrap.scrollLeft = (wrap.scrollWidth - wrap.clientWidth) / 2;
        wrap.scrollTop = flipped() ? 0 : wrap.scrollHeight;
      });
    }
    update();
  };
  button.addEventListener('click', () => set(!zoomed));
  new ResizeObserver(update).observe(wrap);
  return { update };
}
