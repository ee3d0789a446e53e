// The game's clocks in the page's state (web/game/game-clock.js): which clock runs, a move's
// time charged, looking back, the flag, what the computer is told, saving and importing.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as G from '../../web/game/game-clock.js';
import { parseControl } from '../../web/game/clock.js';

const control = (q) => parseControl(q).control;

// A page state as the store holds it, at the end of `moves` (w moves first).
function state(clock, moves = [], extra = {}) {
  const side = moves.length % 2 === 0 ? 'w' : 'b';
  return {
    clock, mode: 'play', setup: null, result: null,
    history: { moves, cursor: moves.length },
    position: { side, end: { over: false } },
    ...extra,
  };
}

test('no time control, no clock; the side to move\'s clock runs while the game is on', () => {
  assert.equal(G.newGameClock(control({})), null);
  const clock = G.newGameClock(control({ time: '5' }));
  let s = state(clock);
  const running = G.syncedClock(s, 1000);
  assert.equal(running.clocks.running, 'w');
  assert.equal(G.syncedClock({ ...s, clock: running }, 2000), running, 'nothing to change: the same object');
  // Not while looking back, in the setup phase, paused or over.
  s = state(running, ['a1a2', 'a10a9'], {});
  assert.equal(G.syncedClock({ ...s, history: { moves: ['a1a2', 'a10a9'], cursor: 1 } }, 5000).clocks.running, null);
  assert.equal(G.syncedClock({ ...state(running), setup: { han: 'NBNB', cho: 'NBNB' } }, 5000).clocks.running, null);
  assert.equal(G.syncedClock(state({ ...running, paused: true }), 5000).clocks.running, null);
  assert.equal(G.syncedClock(state(running, [], { result: { outcome: 'draw', reason: 'agreement' } }), 5000).clocks.running, null);
  // Stopped, it keeps the time used.
  assert.equal(G.syncedClock(state({ ...running, paused: true }), 5000).clocks.w.mainMs, 300000 - 4000);
});

test('a move charges its time and starts the other clock; its mark is the mover\'s clock', () => {
  let clock = G.syncedClock(state(G.newGameClock(control({ time: '5', increment: '2' }))), 0);
  let r = G.clockAfterMove(state(clock), 10000);
  clock = r.clock;
  assert.deepEqual(clock.clocks.w, { mainMs: 292000, periodsLeft: 0 });
  assert.equal(clock.clocks.running, 'b');
  assert.deepEqual(clock.marks, [{ clkMs: 292000, periods: 0 }]);
  r = G.clockAfterMove(state(clock, ['h3e3']), 13000);
  assert.deepEqual(r.clock.marks[1], { clkMs: 299000, periods: 0 });
  // Looking back shows the clocks after that move; a move played there goes on from them.
  const back = state(r.clock, ['h3e3', 'h10g8'], {});
  back.history = { moves: ['h3e3', 'h10g8'], cursor: 1 };
  back.position = { side: 'b', end: { over: false } };
  const shown = G.shownClocks(back, 99999);
  assert.deepEqual([shown.w.mainMs, shown.b.mainMs, shown.running], [292000, 300000, null]);
  const replayed = G.clockAfterMove(back, 200000).clock;
  assert.equal(replayed.marks.length, 2);
  assert.deepEqual(replayed.clocks.b, { mainMs: 302000, periodsLeft: 0 }, 'no time charged while looking back');
  // A move ends a pause.
  assert.equal(G.clockAfterMove(state({ ...clock, paused: true }, ['h3e3']), 20000).clock.paused, false);
});

test('the flag: the result on time, and a move too late does not count', () => {
  const clock = G.syncedClock(state(G.newGameClock(control({ time: '1' }))), 0);
  const s = state(clock);
  assert.equal(G.timeResult(s, 60000), null);
  assert.deepEqual(G.timeResult(s, 60001), { outcome: 'black', reason: 'time', loser: 'w' });
  assert.deepEqual(G.clockAfterMove(s, 61000), { flagged: 'w' });
  const flagged = G.flaggedClock(clock, 'w', 61000);
  assert.equal(flagged.clocks.flagged, 'w');
  assert.equal(flagged.clocks.running, null);
});

test('what the computer is told: main time, increment, and the period in progress', () => {
  let clock = G.syncedClock(state(G.newGameClock(control({ time: '1', byoyomi: '3x30' }))), 0);
  assert.deepEqual(G.searchClock(state(clock), 20000), { timeLeftMs: 40000, incrementMs: 0, byoyomiMs: 30000 });
  // 10 s into the first period: 20 s of it left.
  assert.deepEqual(G.searchClock(state(clock), 70000), { timeLeftMs: 0, incrementMs: 0, byoyomiMs: 20000 });
  clock = G.syncedClock(state(G.newGameClock(control({ time: '3', increment: '2' }))), 0);
  assert.deepEqual(G.searchClock(state(clock), 1000), { timeLeftMs: 179000, incrementMs: 2000, byoyomiMs: 0 });
  assert.deepEqual(G.searchClock(state(null), 0), {});
});

test('saved clocks are stopped and read back checked; imported ones from the record', () => {
  const clock = G.syncedClock(state(G.newGameClock(control({ time: '5', byoyomi: '2x20' }))), 0);
  const saved = G.savedClock(clock, 42000);
  assert.equal(saved.paused, true);
  assert.equal(saved.clocks.running, null);
  assert.equal(saved.clocks.w.mainMs, 258000);
  const read = G.validClock(JSON.parse(JSON.stringify(saved)), 0);
  assert.deepEqual(read.clocks.w, { mainMs: 258000, periodsLeft: 2 });
  assert.equal(read.paused, true);
  for (const bad of [null, 5, {}, { ...saved, control: { mainMs: -1, incrementMs: 0, periods: 0, periodMs: 0 } },
    { ...saved, clocks: { ...saved.clocks, w: { mainMs: 1, periodsLeft: 7 } } },
    { ...saved, control: { mainMs: 0, incrementMs: 0, periods: 0, periodMs: 0 } }]) {
    assert.equal(G.validClock(bad, 0), null, JSON.stringify(bad));
  }
  const imported = G.importedClock(control({ time: '10', byoyomi: '3x30' }), [{ clkMs: 590000 }, { clkMs: 0, periods: 2 }], 'w');
  assert.deepEqual([imported.clocks.w.mainMs, imported.clocks.b.periodsLeft, imported.paused], [590000, 2, true]);
  assert.deepEqual(G.clockTags(state(imported, [], { result: { outcome: 'white', reason: 'time', loser: 'b' } })),
    { TimeControl: '600+3x30', Termination: 'time forfeit' });
  assert.deepEqual(G.clockTags(state(null)), {});
});

test('a take-back against the computer: the person\'s clock runs on, in byo-yomi too; the computer\'s gets its time back', () => {
  // Byo-yomi from the start (no main time): periods of 30 s. The person (w) moves after 10 s,
  // the computer after 5 s; the person thinks 12 s and takes back.
  let clock = G.syncedClock(state(G.newGameClock(control({ byoyomi: '3x30' })), [], { humanSide: 'w' }), 0);
  clock = G.clockAfterMove(state(clock), 10000).clock;
  clock = G.clockAfterMove(state(clock, ['h3e3']), 15000).clock;
  const s = state(clock, ['h3e3', 'h10g8'], { humanSide: 'w' });
  assert.equal(G.syncedClock(s, 27000).clocks.running, 'w');
  const back = G.clockAfterTakeBack(s, 0, 27000);
  assert.equal(back.clocks.running, 'w', 'the person\'s clock goes on running');
  assert.deepEqual(back.marks, []);
  // 12 s of the period are gone, and the clock keeps counting: 20 s later one period is used up.
  const after = { ...s, clock: back, history: { moves: [], cursor: 0 }, position: { side: 'w', end: { over: false } } };
  assert.equal(G.syncedClock(after, 27000), back, 'nothing to stop or start');
  let shown = G.shownClocks(after, 27000);
  assert.deepEqual([shown.w.periodsLeft, shown.w.periodMs, shown.running], [3, 18000, 'w']);
  shown = G.shownClocks(after, 47000);
  assert.deepEqual([shown.w.periodsLeft, shown.w.periodMs], [2, 28000]);
  assert.deepEqual([shown.b.periodsLeft, shown.b.periodMs], [3, 30000], 'the computer has its start clock back');
  // Taken back while the computer thinks: the person's clock starts again from its time.
  const thinking = state(G.clockAfterMove(state(G.syncedClock(state(G.newGameClock(control({ time: '1' }))), 0)), 10000).clock, ['h3e3'], { humanSide: 'w' });
  const b2 = G.clockAfterTakeBack(thinking, 0, 14000);
  assert.deepEqual([b2.clocks.running, b2.clocks.since, b2.clocks.w.mainMs, b2.clocks.b.mainMs], ['w', 14000, 50000, 60000]);
  // Paused stays paused; a fallen flag or no clock: nothing to go on with.
  assert.equal(G.clockAfterTakeBack({ ...thinking, clock: { ...thinking.clock, paused: true, clocks: { ...thinking.clock.clocks, running: null } } }, 0, 14000).clocks.running, null);
  assert.equal(G.clockAfterTakeBack({ ...thinking, clock: G.flaggedClock(thinking.clock, 'b', 99999) }, 0, 99999), null);
  assert.equal(G.clockAfterTakeBack(state(null), 0, 0), null);
});
