// Which notation the move list shows (web/game/notation-choice.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { preferredNotation, availableNotation, offeredNotations, hasChineseNotation } from '../../web/game/notation-choice.js';

// As the engine's variantInfo gives them.
const XIANGQI = { game: 'xiangqi', notationStyles: ['native', 'western', 'machine', 'chinese', 'chineseTraditional'] };
const JANGGI = { game: 'janggi', notationStyles: ['native', 'latin', 'western', 'machine'] };

test('the Chinese page defaults to Chinese notation; a choice made is kept', () => {
  assert.equal(preferredNotation({ lang: 'zh', notation: null }), 'chinese');
  assert.equal(preferredNotation({ lang: 'en', notation: null }), 'native');
  assert.equal(preferredNotation({ lang: 'ko' }), 'native');
  assert.equal(preferredNotation({ lang: 'zh', notation: 'western' }), 'western');
  assert.equal(preferredNotation({ lang: 'en', notation: 'chineseTraditional' }), 'chineseTraditional');
});

test('Chinese notation where the game has it, the game\'s own elsewhere', () => {
  assert.equal(availableNotation('chinese', XIANGQI), 'chinese');
  assert.equal(availableNotation('chineseTraditional', XIANGQI), 'chineseTraditional');
  assert.equal(availableNotation('chinese', JANGGI), 'native');
  assert.equal(availableNotation('latin', JANGGI), 'latin');
  assert.equal(hasChineseNotation(XIANGQI), true);
  assert.equal(hasChineseNotation(JANGGI), false);
  assert.equal(hasChineseNotation(undefined), false);
  assert.deepEqual(offeredNotations(JANGGI), JANGGI.notationStyles);
  assert.deepEqual(offeredNotations(XIANGQI).slice(-2), ['chinese', 'chineseTraditional']);
});
