// The notices above the board (bad URL parameters, a game that could not be restored, a
// kept game to resume): a compact list, one line each (clipped; a click on the list shows
// the whole text), closed with ×. The board column shrinks by the notices' height
// (--notice-h), so the board and both player bars stay in the window.
import { el, button } from '../common/dom.js';

// getT() gives the page's current translator.
export function createNotices(box, getT) {
  const list = el('ul', 'notice-list');
  const close = button('×', 'notice-close');
  box.replaceChildren(list, close);
  let items = [];
  let nextId = 1;

  const measure = () => {
    const height = box.hidden ? 0 : box.getBoundingClientRect().height + 8;
    document.documentElement.style.setProperty('--notice-h', `${Math.ceil(height)}px`);
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(measure).observe(box);

  function render() {
    list.replaceChildren(...items.map((item) => {
      const li = el('li');
      const text = el('span', 'notice-text', item.text);
      text.title = item.text;
      li.append(text);
      if (item.action) {
        const b = button(item.action.label, 'notice-action');
        b.addEventListener('click', (e) => { e.stopPropagation(); item.action.onClick(item.id); });
        li.append(b);
      }
      return li;
    }));
    close.setAttribute('aria-label', getT()('dismiss'));
    close.title = getT()('dismiss');
    box.hidden = items.length === 0;
    if (box.hidden) box.classList.remove('expanded');
    measure();
  }

  list.addEventListener('click', () => { box.classList.toggle('expanded'); measure(); });
  close.addEventListener('click', () => { items = []; render(); });

  return {
    // action: {label, onClick(id)}; returns the notice's id.
    add(text, action = null) {
      const id = nextId++;
      items.push({ id, text, action });
      render();
      return id;
    },
    remove(id) {
      items = items.filter((item) => item.id !== id);
      render();
    },
    refresh: render,
    get count() { return items.length; },
  };
}
