// The lessons: one course per game (one file each), in the engine's order of games. A
// lesson's id is `<variant>-<step id>` (`janggi-horse`), as <sanggi-board lesson="..."> and
// lessons.html?lesson=... name it.
import janggi from './janggi.js';
import xiangqi from './xiangqi.js';
import sinyeonsanggi from './sinyeonsanggi.js';
import gwangsanghui from './gwangsanghui.js';

export const COURSES = [janggi, xiangqi, sinyeonsanggi, gwangsanghui];

export const lessonId = (course, step) => `${course.variant}-${step.id}`;

// -> {course, step, index} for a lesson id, or for a course's variant (its first step); null
// for an unknown name.
export function findLesson(name) {
  const text = String(name ?? '').trim().toLowerCase();
  for (const course of COURSES) {
    if (text === course.variant) return { course, step: course.steps[0], index: 0 };
    const index = course.steps.findIndex((step) => lessonId(course, step) === text);
    if (index >= 0) return { course, step: course.steps[index], index };
  }
  return null;
}

// The text of a step's field in a language (English when it has none).
export function lessonText(field, lang) {
  return field?.[lang] ?? field?.en ?? '';
}
