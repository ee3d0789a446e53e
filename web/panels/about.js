// The About panel: the version, the licence, the sources of the rules and the credits, in the
// page's language. A dialog of its own, made on first use and filled again at each opening
// (the language may have changed); all text goes in as textContent.
import { VERSION } from '../engine/version.js';

const SOURCES = ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui'];
const CREDITS = ['font', 'emscripten', 'fairyStockfish'];
// Shipped beside index.html in dist/ (scripts/build-web.mjs copies them).
const LINKS = [
  ['LICENSE', 'about.licenceLink'],
  ['THIRD_PARTY.md', 'about.thirdPartyLink'],
];

function element(tag, props = {}, children = []) {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

function list(items) {
  return element('ul', { className: 'about-list' }, items.map((text) => element('li', { textContent: text })));
}

// `button` (in the Settings dialog) opens the panel; `getT()` returns the page's current t().
export function createAboutPanel({ button, getT }) {
  let dialog = null;

  function fill(t) {
    const close = element('button', { type: 'button', className: 'primary', textContent: t('close') });
    close.addEventListener('click', () => dialog.close());
    const links = LINKS.map(([href, key]) => element('a', { href, textContent: t(key) }));
    dialog.replaceChildren(
      element('h2', { id: 'dlg-about-title', textContent: t('about.title') }),
      element('p', { className: 'about-version', textContent: t('about.version', { version: VERSION }) }),
      element('p', { textContent: t('about.licence') }),
      element('p', { className: 'about-links' }, links.flatMap((a, i) => (i ? [' · ', a] : [a]))),
      element('h3', { textContent: t('about.sources') }),
      list(SOURCES.map((game) => t(`about.source.${game}`))),
      element('p', { className: 'about-report', textContent: t('about.report') }),
      element('h3', { textContent: t('about.credits') }),
      list(CREDITS.map((name) => t(`about.credit.${name}`))),
      element('div', { className: 'dialog-buttons' }, [close]),
    );
  }

  function open() {
    if (!dialog) {
      dialog = element('dialog', { id: 'dlg-about', className: 'dialog wide' });
      dialog.setAttribute('aria-labelledby', 'dlg-about-title');
      document.body.append(dialog);
    }
    fill(getT());
    dialog.showModal();
  }

  button.addEventListener('click', () => {
    button.closest('dialog')?.close();  // the button sits in Settings: one dialog at a time
    open();
  });
  return { open };
}
