// The piece font, "Sanggi CJK" (sanggi-cjk.woff2 beside this file in web/fonts/, or in
// dist/fonts/ beside the bundle): a subset of Noto Serif CJK KR Bold covering the Hanja and
// Hangul of the pieces and the native terms, so they never depend on the visitor's fonts.
// Added with the FontFace API, so it also reaches canvases and shadow roots (<sanggi-board>)
// and needs no inline style; resolves to true once it is usable, false if it could not load.
export const PIECE_FONT = 'Sanggi CJK';

const scriptUrl =
  (typeof document !== 'undefined' && document.currentScript && /** @type {HTMLScriptElement} */ (document.currentScript).src) ||
  import.meta.url ||
  (typeof location !== 'undefined' ? location.href : '');

// In a bundle (dist/app.js) the font lies in fonts/ beside it; as a module, beside this file.
function defaultFontUrl() {
  const bundled = typeof document !== 'undefined' && document.currentScript;
  return new URL(bundled ? 'fonts/sanggi-cjk.woff2' : 'sanggi-cjk.woff2', scriptUrl).href;
}
const fontUrl = (() => {
  try {
    return defaultFontUrl();
  } catch {
    return 'fonts/sanggi-cjk.woff2';
  }
})();

let loading = null;
export function loadPieceFont(url = fontUrl) {
  if (!loading) {
    loading = (async () => {
      if (typeof FontFace !== 'function' || typeof document === 'undefined' || !document.fonts) return false;
      try {
        const face = new FontFace(PIECE_FONT, `url("${url}") format("woff2")`, { weight: '100 900', display: 'block' });
        document.fonts.add(face);
        await face.load();
        return true;
      } catch {
        return false;
      }
    })();
  }
  return loading;
}
