// The lessons' data (web/lessons/): a course of 8-15 steps for every game, each step's
// position a FEN the engine accepts, a goal the engine's state can judge, texts in English,
// Korean and Chinese; the example answer meets the goal and some legal move does not (so a
// wrong try is possible and is told apart by the engine, not by comparing strings).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadApi } from './engine_helpers.mjs';
import { COURSES, findLesson, lessonId } from '../../web/lessons/index.js';
import { goalProblem, judgeMove, solutions } from '../../web/lessons/judge.js';

const api = await loadApi();
const games = new Set(api.variants().map((v) => v.game));
const SCRIPT = { en: /^[A-Za-z0-9"]/, ko: /[\uac00-\ud7a3]/, zh: /[\u4e00-\u9fff]/ };

test('one course per game of the engine, 8 to 15 steps each, ids unique', () => {
  assert.deepEqual(new Set(COURSES.map((c) => api.variantInfo(c.variant).game)), games);
  const ids = new Set();
  for (const course of COURSES) {
    assert.ok(course.steps.length >= 8 && course.steps.length <= 15, `${course.variant}: ${course.steps.length} steps`);
    for (const step of course.steps) {
      const id = lessonId(course, step);
      assert.match(id, /^[a-z0-9-]+$/);
      assert.ok(!ids.has(id), `${id} twice`);
      ids.add(id);
      assert.equal(findLesson(id).step, step);
    }
  }
  assert.equal(findLesson('janggi-horse').step.id, 'horse');
  assert.equal(findLesson('xiangqi').index, 0);
  assert.equal(findLesson('nothing-here'), null);
  assert.equal(findLesson('__proto__'), null);
});

test('every step has a title, a task and a hint in English, Korean and Chinese', () => {
  for (const course of COURSES) {
    for (const step of course.steps) {
      for (const field of ['title', 'task', 'hint']) {
        for (const [lang, script] of Object.entries(SCRIPT)) {
          const text = step[field]?.[lang];
          assert.ok(text && text.length >= 1, `${lessonId(course, step)} ${field} ${lang}`);
          assert.match(text, script, `${lessonId(course, step)} ${field} ${lang}`);
        }
      }
    }
  }
});

test('each position is valid, its example answer meets the goal and a wrong legal move exists', async () => {
  for (const course of COURSES) {
    for (const step of course.steps) {
      const id = lessonId(course, step);
      assert.equal(goalProblem(step.goal), null, id);
      const state = api.state({ variant: course.variant, fen: step.fen, moves: [] });
      assert.equal(state.error, undefined, `${id}: ${state.error}`);
      assert.equal(state.end.over, false, id);
      const found = await solutions(api, course.variant, step.fen, step.goal);
      assert.ok(found.moves.includes(step.solution), `${id}: ${step.solution} is not among ${found.moves}`);
      assert.ok(found.moves.length < found.legal.length, `${id}: every legal move meets the goal`);
      assert.ok(found.moves.length <= 3, `${id}: ${found.moves.length} answers`);
    }
  }
});

test('the judge: an illegal move is refused, a legal one off the goal says which part failed', async () => {
  const { course, step } = findLesson('janggi-horse');
  const illegal = await judgeMove(api, course.variant, step.fen, 'e4e6', step.goal);
  assert.equal(illegal.legal, false);
  assert.match(illegal.error, /not a legal move/);
  // The engine's code comes along, so a Korean or Chinese page says it in its language.
  assert.equal(illegal.code, 'illegal-move');
  const wrong = await judgeMove(api, course.variant, step.fen, 'e4g5', step.goal);
  assert.deepEqual([wrong.legal, wrong.ok, wrong.failed], [true, false, ['capture']]);
  const right = await judgeMove(api, course.variant, step.fen, 'e4f6', step.goal);
  assert.deepEqual([right.legal, right.ok], [true, true]);
  assert.equal((await judgeMove(api, course.variant, step.fen, 'x', step.goal)).legal, false);
  assert.match(goalProblem({ teleport: 'a1' }), /unknown goal teleport/);
  assert.ok(goalProblem({}));
});

test('the special rules are judged from the engine state: bikjang on points, the Marshal, the fallen General', async () => {
  const bikjang = findLesson('janggi-bikjang').step;
  const won = await judgeMove(api, 'janggi', bikjang.fen, 'e2e2', bikjang.goal);
  assert.equal(won.ok, true);
  assert.deepEqual([won.after.end.reason, won.after.end.byPoints, won.after.end.outcome], ['bikjang', true, 'white']);
  const avenge = findLesson('gwangsanghui-avenge').step;
  const failed = await judgeMove(api, 'gwangsanghui', avenge.fen, 'h3h4', avenge.goal);
  assert.equal(failed.ok, false);
  // Not avenged: the Advisor, horse and elephant of the left army are taken.
  assert.deepEqual(failed.after.board.filter((p) => p.color === 'w').map((p) => p.letter).sort(), ['K', 'L']);
  const fallen = findLesson('gwangsanghui-fallen-general').step;
  assert.equal((await judgeMove(api, 'gwangsanghui', fallen.fen, fallen.solution, fallen.goal)).after.fallenGeneral, 'n12');
});
