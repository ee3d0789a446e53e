// The source reader (reader.html): the whole of 〈廣象戱志〉, sentence by sentence, each with
// plain readings in English and Korean (and modern Chinese on the Chinese page), the rules
// this project draws from it (the engine's entries, what the text says apart from what the
// reading adds, labelled as on the rules panel), and for every sentence that states a rule
// a small live board worked out by the engine (reader/boards.js). Each sentence is an anchor
// (reader.html#s21) so an article can point at it. Bundled as dist/reader.js; works from
// disk like the game page.
import { createEngine } from '../engine/client.js';
import { $ } from '../common/dom.js';
import { GWANGSANGHUI_SOURCE } from '../texts/gwangsanghui.js';
import { READINGS } from '../texts/gwangsanghui-readings.js';
import { BOARDS } from './boards.js';
import { prepareBoard, renderBoard, variantLoader } from './board.js';
import { applyTranslations, createTranslator, pickLanguage } from '../i18n/i18n.js';
import { rulesText } from '../rules/rules-text.js';
import { localSource, renderSourceParts } from '../rules/source-note.js';
import { entriesCiting, readingLanguages, VARIANTS } from './entries.js';
import { loadPieceFont } from '../fonts/font.js';
import { el } from '../common/dom.js';

const LANGS = ['en', 'ko', 'zh'];
const LANGUAGE_NAMES = { en: 'English', ko: '한국어', zh: '中文' };

function languageLinks(lang, t) {
  const nav = document.querySelector('#reader-langs');
  for (const l of LANGS) {
    const a = el('a', '', LANGUAGE_NAMES[l]);
    a.href = `?lang=${l}${location.hash}`;
    a.lang = l;
    if (l === lang) a.setAttribute('aria-current', 'page');
    a.addEventListener('click', () => { a.href = `?lang=${l}${location.hash}`; });
    nav.append(a);
  }
}

// The whole text at the top, each sentence a link to its section.
function wholeText(sentences) {
  const p = el('p', 'whole-text');
  p.lang = 'zh-Hant';
  for (const s of sentences) {
    const a = el('a', '', s.text);
    a.href = `#${s.id}`;
    p.append(a);
  }
  return p;
}

function entryBlock(entry, t, lang) {
  const words = rulesText(lang, entry.variant, 'gwangsanghui');
  const translated = words.source(entry.section, entry.key);
  const name = entry.section === 'pieces' ? `${words.pieceName(entry.key) || entry.name} (${entry.key})` : translated?.name ?? entry.name;
  const box = el('div', `rule-entry ${entry.variant === VARIANTS[1] ? 'dlp' : 'classic'}`);
  const head = el('p', 'rule-name');
  head.append(el('strong', '', name), ` · ${t(`ruleset.${entry.variant}`)}`);
  box.append(head, renderSourceParts(document, localSource(entry.source, translated), t));
  return box;
}

function sentenceSection(sentence, index, { t, lang, infos }) {
  const section = el('section', 'sentence');
  section.id = sentence.id;
  const heading = el('h2', 'sentence-head');
  const anchor = el('a', 'anchor', `§${index + 1}`);
  anchor.href = `#${sentence.id}`;
  anchor.setAttribute('aria-label', t('reader.sentence', { n: index + 1 }));
  heading.append(anchor);
  const text = el('div', 'sentence-text');
  const classical = el('p', 'classical', sentence.text);
  classical.lang = 'zh-Hant';
  text.append(heading, classical);
  for (const l of readingLanguages(lang)) {
    const p = el('p', `reading reading-${l}`);
    p.lang = l;
    p.append(el('span', 'reading-label', `${t(`reader.reading.${l}`)}${t('labelColon')}`), READINGS[sentence.id][l]);
    text.append(p);
  }
  const entries = entriesCiting(sentence.id, infos);
  if (entries.length) {
    const rules = el('details', 'rules-here');
    rules.open = true;
    rules.append(el('summary', '', t('reader.rulesHere')));
    for (const e of entries) rules.append(entryBlock(e, t, lang));
    text.append(rules);
  }
  section.append(text);
  const boards = BOARDS[sentence.id] ?? [];
  if (boards.length) {
    const column = el('div', 'sentence-boards');
    boards.forEach((board, i) => {
      for (const variant of board.variants ?? [board.variant ?? VARIANTS[0]]) {
        const figure = el('figure', 'reader-board');
        figure.dataset.board = `${sentence.id}-${i}-${variant}`;
        figure.dataset.kind = board.kind;
        figure.dataset.state = 'waiting';
        figure.spec = { board, variant, parts: prepareBoard(figure, variant, t, infos[variant]) };
        column.append(figure);
      }
    });
    section.append(column);
  }
  return section;
}

// Boards are worked out as they come near the screen (a phone need not do all 40 at once).
function drawWhenSeen(figures, draw) {
  if (typeof IntersectionObserver === 'undefined') { figures.forEach(draw); return; }
  const seen = new IntersectionObserver((items) => {
    for (const item of items) {
      if (!item.isIntersecting) continue;
      seen.unobserve(item.target);
      draw(item.target);
    }
  }, { rootMargin: '400px 0px' });
  figures.forEach((f) => seen.observe(f));
}

// The sentence the address points at, marked (class `current`), and scrolled to if asked.
function markCurrent(scroll) {
  const id = decodeURIComponent(location.hash.slice(1));
  for (const s of document.querySelectorAll('section.sentence.current')) s.classList.remove('current');
  const target = id ? document.getElementById(id) : null;
  if (!target?.classList.contains('sentence')) return;
  target.classList.add('current');
  if (scroll) target.scrollIntoView();
}

async function start() {
  const params = new URLSearchParams(location.search);
  const lang = pickLanguage(params.get('lang'), navigator.languages ?? []);
  const t = createTranslator(lang);
  document.documentElement.lang = lang;
  applyTranslations(document, t);
  document.title = t('reader.title');
  languageLinks(lang, t);
  const back = $('reader-back');
  back.href = `index.html?game=gwangsanghui&lang=${lang}`;
  const main = $('reader');
  const { sentences } = GWANGSANGHUI_SOURCE;
  document.querySelector('#whole').append(wholeText(sentences));
  const status = $('reader-status');
  let engine;
  let load;
  const infos = {};
  try {
    engine = await createEngine();
    load = variantLoader(engine);
    for (const v of VARIANTS) infos[v] = (await load(v)).info;
  } catch (e) {
    status.textContent = t('engineFailed', { message: e?.message ?? e });
    return;
  }
  sentences.forEach((s, i) => main.append(sentenceSection(s, i, { t, lang, infos })));
  status.hidden = true;
  main.dataset.state = 'ready';
  // The page was opened at a sentence: go there now that it exists, and mark it (the
  // browser's :target was settled before the sentences were made).
  markCurrent(true);
  window.addEventListener('hashchange', () => markCurrent(false));
  const labels = lang === 'ko' ? 'hangul' : 'hanja';
  const context = { engine, load, t, lang, labels };
  const figures = [...main.querySelectorAll('figure.reader-board')];
  const views = [];
  drawWhenSeen(figures, async (figure) => {
    figure.dataset.state = 'drawing';
    try {
      views.push(await renderBoard(figure.spec.parts, figure.spec.board, figure.spec.variant, context));
      figure.dataset.state = 'drawn';
    } catch (e) {
      figure.dataset.state = 'error';
      figure.append(el('p', 'note', String(e?.message ?? e)));
    }
  });
  loadPieceFont().then((ok) => { if (ok) views.forEach((v) => v?.redraw()); });
}

start();
