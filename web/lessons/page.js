// The lessons page (lessons.html?lesson=janggi-horse&lang=ko): the courses of every game as
// lists of steps (solved ones marked, from localStorage) beside one <sanggi-board
// mode="lesson"> that runs the chosen step (lessons/lesson-mode.js). Bundled as dist/lessons.js;
// works from disk like the game page.
import '../embed/embed.js';
import { COURSES, findLesson, lessonId, lessonText } from './index.js';
import { applyTranslations, createTranslator, pickLanguage } from '../i18n/i18n.js';
import { hasSavedGame, loadLessonProgress, loadSettings } from '../common/storage.js';
import { preferredNotation } from '../game/notation-choice.js';
import { el, $ } from '../common/dom.js';

const LANGUAGE_NAMES = { en: 'English', ko: '한국어', zh: '中文' };

const pageUrl = (lesson, lang) => `?lesson=${encodeURIComponent(lesson)}&lang=${lang}`;

function languageLinks(lang, current) {
  const nav = document.getElementById('lessons-langs');
  nav.replaceChildren();
  for (const l of Object.keys(LANGUAGE_NAMES)) {
    const a = el('a', '', LANGUAGE_NAMES[l]);
    a.href = pageUrl(current(), l);
    a.lang = l;
    if (l === lang) a.setAttribute('aria-current', 'page');
    a.addEventListener('click', () => { a.href = pageUrl(current(), l); });
    nav.append(a);
  }
}

// Each course: its game's name, how many steps are solved, and its steps as links.
function renderCourses(page) {
  const { t, lang } = page;
  const solved = loadLessonProgress();
  const nav = document.getElementById('courses');
  nav.querySelectorAll('.course').forEach((c) => c.remove());
  for (const course of COURSES) {
    const box = el('section', 'course');
    const ids = course.steps.map((step) => lessonId(course, step));
    const done = ids.filter((id) => solved.has(id)).length;
    const head = el('h3', '', t(`game.${course.variant}`));
    box.append(head, el('p', 'course-progress', t('lessons.progress', { done, count: ids.length })));
    const list = el('ol', 'course-steps');
    course.steps.forEach((step, i) => {
      const a = el('a', '', lessonText(step.title, lang));
      a.href = pageUrl(ids[i], lang);
      a.dataset.lesson = ids[i];
      if (ids[i] === page.current) a.setAttribute('aria-current', 'step');
      if (solved.has(ids[i])) a.append(el('span', 'step-done', ` ✓`), el('span', 'visually-hidden', ` (${t('lessons.solved')})`));
      a.addEventListener('click', (event) => {
        event.preventDefault();
        choose(page, ids[i]);
      });
      const item = el('li');
      item.append(a);
      list.append(item);
    });
    box.append(list);
    nav.append(box);
  }
}

// Opens a step on the board and in the address (where the browser allows it: file:// may not).
function choose(page, id, { push = true } = {}) {
  page.current = id;
  page.board.setAttribute('lesson', id);
  if (push) {
    try {
      history.pushState(null, '', pageUrl(id, page.lang));
    } catch {
      // The step still changes.
    }
  }
  showHeading(page);
  renderCourses(page);
}

function showHeading(page) {
  const found = findLesson(page.current);
  document.getElementById('lesson-heading').textContent = found ? page.t(`game.${found.course.variant}`) : '';
}

function main() {
  const params = new URLSearchParams(location.search);
  const lang = pickLanguage(params.get('lang'), navigator.languages ?? []);
  const t = createTranslator(lang);
  document.documentElement.lang = lang;
  document.title = t('lessons.title');
  applyTranslations(document, t);
  const board = document.getElementById('lesson-board');
  board.setAttribute('lang', lang);
  // The board numbered, and its points named, as the player's own game page shows them.
  board.setAttribute('notation', preferredNotation({ ...loadSettings(), lang }));
  const found = findLesson(params.get('lesson') ?? params.get('game') ?? '') ?? findLesson(COURSES[0].variant);
  const page = { t, lang, board, current: lessonId(found.course, found.step) };
  // Back to the game in progress (the page restores it); a new game of this course's game
  // only when nothing is saved.
  const back = hasSavedGame() ? '' : `game=${found.course.variant}&`;
  $('lessons-back').href = `index.html?${back}lang=${lang}`;
  languageLinks(lang, () => page.current);
  // The board's own Next and Previous buttons, and a step solved: follow them here.
  board.addEventListener('sanggi-lesson', (event) => {
    const id = /** @type {CustomEvent} */ (event).detail.lesson;
    if (id !== page.current) {
      page.current = id;
      try { history.replaceState(null, '', pageUrl(id, lang)); } catch { /* file:// */ }
      showHeading(page);
    }
    renderCourses(page);
  });
  window.addEventListener('popstate', () => {
    const back = findLesson(new URLSearchParams(location.search).get('lesson') ?? '');
    if (back) choose(page, lessonId(back.course, back.step), { push: false });
  });
  choose(page, page.current, { push: false });
}

main();
