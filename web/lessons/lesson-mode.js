// Lesson mode of <sanggi-board> (mode="lesson" lesson="janggi-horse"): the step's task above
// the board, the learner's move judged by the engine (lessons/judge.js), a hint after a wrong
// try and the board set back, the next step once solved; progress kept in localStorage. The
// lessons page (lessons.html) is this element with a list of the courses beside it.
// host: the SanggiBoard element (its store, game, t, frame, emit).
import { COURSES, findLesson, lessonId, lessonText } from './index.js';
import { judgeMove } from './judge.js';
import { loadLessonProgress, saveLessonSolved } from '../common/storage.js';
import { el, button } from '../common/dom.js';
import { namePoints } from '../board/coordinates.js';
import { errorText } from '../i18n/error-text.js';

const RESET_MS = 1400;  // a wrong move stays on the board this long before it is taken back

// The panel's parts, above the board (so a phone shows them with the board): the course,
// step, title and task, then the feedback (a live region) and the buttons.
export function buildLessonPanel(host) {
  const top = el('div', 'lesson');
  const where = el('p', 'lesson-where');
  const title = el('p', 'lesson-title');
  const task = el('p', 'lesson-task');
  top.append(where, title, task);
  const bottom = el('div', 'lesson lesson-answer');
  const feedback = el('p', 'lesson-feedback');
  feedback.setAttribute('role', 'status');
  const buttons = el('div', 'lesson-buttons');
  const b = { pass: button(''), hint: button(''), retry: button(''), prev: button(''), next: button('') };
  for (const [name, node] of Object.entries(b)) {
    node.dataset.lesson = name;
    buttons.append(node);
  }
  bottom.append(feedback, buttons);
  top.hidden = bottom.hidden = true;
  host.frame.prepend(top, bottom);
  b.pass.addEventListener('click', () => { if (host.lesson?.state === 'ready') host.game.pass(); });
  b.hint.addEventListener('click', () => say(host, asShown(host, lessonText(host.lesson?.step.hint, host.t.lang))));
  b.retry.addEventListener('click', () => resetStep(host));
  b.prev.addEventListener('click', () => goTo(host, -1));
  b.next.addEventListener('click', () => goTo(host, 1));
  return { top, bottom, where, title, task, feedback, buttons: b };
}

export function showLessonPanel(panel, shown) {
  panel.top.hidden = panel.bottom.hidden = !shown;
}

// Opens the lesson named by the options (a lesson id, or a course's game for its first
// step); an unknown name opens the first lesson. -> the messages to show.
export async function openLesson(host, options) {
  const named = options.lesson ? findLesson(options.lesson) : null;
  const found = named ?? findLesson(options.game);
  const messages = options.lesson && !named ? [host.t('lesson.unknown', { name: options.lesson })] : [];
  await openStep(host, found ?? { course: COURSES[0], step: COURSES[0].steps[0], index: 0 });
  return messages;
}

async function openStep(host, { course, step, index }) {
  host.lesson = { course, step, index, id: lessonId(course, step), state: 'loading', tries: 0 };
  const r = await loadStep(host);
  if (r.error) {
    say(host, host.t('badPosition', { message: r.error }));
    return;
  }
  const solved = loadLessonProgress().has(host.lesson.id);
  say(host, solved ? host.t('lesson.solvedBefore') : '');
  renderLesson(host);
  host.emit('sanggi-lesson', lessonDetail(host));
}

async function loadStep(host) {
  const { course, step } = host.lesson;
  clearTimeout(host.lessonTimer);
  host.lesson.state = 'loading';
  const r = await host.game.load({ variant: course.variant, fen: step.fen, moves: [], opponent: 'human', mode: 'play', quietEnd: true });
  if (!r.error) host.lesson.state = 'ready';
  renderLesson(host);
  return r;
}

async function resetStep(host) {
  if (!host.lesson || host.lesson.state === 'loading') return;
  await loadStep(host);
  host.canvas.focus({ preventScroll: true });
}

// The previous or next step of the course: in the iframe page the address follows it; an
// element takes it as its lesson attribute (so its host page sees which step it shows).
function goTo(host, delta) {
  const { course, index } = host.lesson ?? {};
  const step = course?.steps[index + delta];
  if (!step) return;
  const id = lessonId(course, step);
  if (!host.hasAttribute('from-url')) {
    host.setAttribute('lesson', id);
    return;
  }
  try {
    const url = new URL(location.href);
    url.searchParams.set('lesson', id);
    history.replaceState(null, '', url);
  } catch {
    // file:// pages may refuse a changed address: the step still changes.
  }
  openStep(host, { course, step, index: index + delta });
}

// The game controller's move event in lesson mode: the engine judges the move.
export async function judgeLessonMove(host, { move }) {
  const lesson = host.lesson;
  if (!lesson || lesson.state !== 'ready') return;
  lesson.state = 'judging';
  const { course, step } = lesson;
  const r = await judgeMove(await host.engine, course.variant, step.fen, move, step.goal);
  if (host.lesson !== lesson) return;
  lesson.tries++;
  const t = host.t;
  if (r.ok) {
    lesson.state = 'solved';
    saveLessonSolved(lesson.id);
    host.store.set({ mode: 'replay' });  // the board rests on the answer
    const last = lesson.index === course.steps.length - 1;
    say(host, joined(t, [t('lesson.right'), t(last ? 'lesson.courseDone' : 'lesson.goNext')]));
  } else {
    lesson.state = 'wrong';
    host.store.set({ mode: 'replay' });  // no move of the other side meanwhile
    const why = asShown(host, r.legal ? t(`lesson.failed.${r.failed[0]}`) : errorText(r, t));
    say(host, joined(t, [t('lesson.wrong'), why, `${t('lesson.hintIs')}${t('lesson.gap')}${asShown(host, lessonText(step.hint, t.lang))}`]));
    host.lessonTimer = setTimeout(() => { if (host.lesson === lesson) loadStep(host); }, RESET_MS);
  }
  renderLesson(host);
  host.emit('sanggi-lesson', lessonDetail(host));
}

function lessonDetail(host) {
  const { id, course, index, state, tries } = host.lesson;
  const next = course.steps[index + 1];
  return { lesson: id, solved: state === 'solved', tries, next: next ? lessonId(course, next) : null };
}

// Sentences in the reader's language (Chinese runs them together, without spaces).
const joined = (t, parts) => parts.join(t('lesson.gap'));

function say(host, text) {
  host.lessonPanel.feedback.textContent = text;
}

// A lesson's words name points in machine coordinates (e2); say them as the board's edge
// numbers them (Janggi's native numbering where it is shown, as the page's announcements).
function asShown(host, text) {
  return namePoints(text, host.store.get());
}

// The panel's words and buttons for the lesson's state.
export function renderLesson(host) {
  const lesson = host.lesson;
  const panel = host.lessonPanel;
  if (!lesson || !panel) return;
  const t = host.t;
  const { course, step, index } = lesson;
  const solved = loadLessonProgress().has(lesson.id);
  panel.where.textContent = `${t(`game.${course.variant}`)} · ${t('lesson.step', { n: index + 1, count: course.steps.length })}${solved ? ` · ${t('lesson.solvedMark')}` : ''}`;
  panel.title.textContent = lessonText(step.title, t.lang);
  panel.task.textContent = asShown(host, lessonText(step.task, t.lang));
  const b = panel.buttons;
  for (const name of Object.keys(b)) b[name].textContent = t(`lesson.${name}`);
  b.pass.textContent = t('pass');
  b.pass.hidden = !host.store.get().position?.canPass || lesson.state !== 'ready';
  b.prev.disabled = index === 0;
  b.next.disabled = index === course.steps.length - 1;
  b.next.classList.toggle('attention', lesson.state === 'solved');
  host.dataset.lesson = lesson.id;
  host.dataset.lessonState = lesson.state;
  host.dataset.tries = String(lesson.tries);
}
