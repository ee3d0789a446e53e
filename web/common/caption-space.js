// A caption that comes and goes as the moves are stepped through (a record's comment on the
// move shown) keeps the height of the record's tallest comment, so the buttons after it do not
// move under the pointer. Without comments it takes no space. The tallest is measured again
// when the comments or the caption's width change.

// element: the caption; texts: every comment of the record, as shown ('' for none).
export function createCaptionSpace(element) {
  let measuredFor = null;  // { texts, width } of the last measure
  let height = 0;
  return {
    show(text, texts) {
      const any = texts.some(Boolean);
      element.hidden = !any;
      element.style.visibility = text ? '' : 'hidden';
      if (any) {
        const width = element.clientWidth;
        if (measuredFor?.texts !== texts || measuredFor.width !== width) {
          height = tallest(element, texts);
          measuredFor = { texts, width };
        }
      } else {
        measuredFor = null;
      }
      element.style.minHeight = any ? `${height}px` : '';
      element.textContent = text;
    },
  };
}

// The height of the tallest text in the element (each one set in turn; the caller sets the
// one shown again). Repeated texts are measured once, and at most 300 different ones.
function tallest(element, texts) {
  element.style.minHeight = '';
  let max = 0;
  for (const text of [...new Set(texts.filter(Boolean))].slice(0, 300)) {
    element.textContent = text;
    max = Math.max(max, element.getBoundingClientRect().height);
  }
  return Math.ceil(max);
}
