// Clock arithmetic (web/game/clock.js): time controls from the URL and the record, sudden death,
// Fischer increment and byo-yomi periods, pause, and what the clocks show.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as C from '../../web/game/clock.js';

const MIN = 60000;

test('time controls from the URL: none, sudden death, increment, byo-yomi', () => {
  assert.deepEqual(C.parseControl({}).control, C.NO_CONTROL);
  assert.equal(C.controlKind(C.parseControl({}).control), 'none');
  const sudden = C.parseControl({ time: '5' }).control;
  assert.deepEqual(sudden, { mainMs: 5 * MIN, incrementMs: 0, periods: 0, periodMs: 0 });
  assert.equal(C.controlKind(sudden), 'sudden');
  const fischer = C.parseControl({ time: '3', increment: '2' }).control;
  assert.deepEqual(fischer, { mainMs: 3 * MIN, incrementMs: 2000, periods: 0, periodMs: 0 });
  assert.equal(C.controlKind(fischer), 'fischer');
  const byo = C.parseControl({ time: '10', byoyomi: '3x30' }).control;
  assert.deepEqual(byo, { mainMs: 10 * MIN, incrementMs: 0, periods: 3, periodMs: 30000 });
  assert.equal(C.controlKind(byo), 'byoyomi');
  // Periods only, and half a minute of main time.
  assert.deepEqual(C.parseControl({ byoyomi: '5x10' }).control, { mainMs: 0, incrementMs: 0, periods: 5, periodMs: 10000 });
  assert.equal(C.parseControl({ time: '0.5' }).control.mainMs, 30000);
  // Bad values are errors with a message key, never a silent default.
  assert.equal(C.parseControl({ time: 'ten' }).error.key, 'clockBadTime');
  assert.equal(C.parseControl({ time: '-1' }).error.key, 'clockBadTime');
  assert.equal(C.parseControl({ time: '601' }).error.key, 'clockBadTime');
  assert.equal(C.parseControl({ time: '5', increment: '1.5' }).error.key, 'clockBadIncrement');
  assert.equal(C.parseControl({ time: '5', byoyomi: '3x' }).error.key, 'clockBadByoyomi');
  assert.equal(C.parseControl({ time: '5', byoyomi: '0x30' }).error.key, 'clockBadByoyomi');
  assert.equal(C.parseControl({ time: '5', increment: '5', byoyomi: '3x30' }).error.key, 'clockIncrementAndByoyomi');
  assert.equal(C.parseControl({ increment: '5' }).error.key, 'clockIncrementNeedsTime');
  // And back into a link.
  assert.deepEqual(C.controlParams(byo), { time: '10', byoyomi: '3x30' });
  assert.deepEqual(C.controlParams(fischer), { time: '3', increment: '2' });
  assert.deepEqual(C.controlParams(C.NO_CONTROL), {});
});

test('the TimeControl tag: PGN seconds, increment, and byo-yomi periods; read back', () => {
  const byo = C.parseControl({ time: '10', byoyomi: '3x30' }).control;
  const fischer = C.parseControl({ time: '3', increment: '2' }).control;
  const sudden = C.parseControl({ time: '5' }).control;
  assert.equal(C.controlTag(sudden), '300');
  assert.equal(C.controlTag(fischer), '180+2');
  assert.equal(C.controlTag(byo), '600+3x30');
  assert.equal(C.controlTag(C.NO_CONTROL), '');
  for (const control of [sudden, fischer, byo]) assert.deepEqual(C.parseControlTag(C.controlTag(control)), control);
  for (const other of ['', '-', '?', '40/7200', '300+', 'abc', '0', '0+5', '300+0x30']) assert.equal(C.parseControlTag(other), null, other);
});

test('sudden death: the running clock counts down and flags when it passes zero', () => {
  let c = C.newClocks(C.parseControl({ time: '1' }).control);
  assert.equal(C.reading(c, 'w', 0).mainMs, MIN);
  c = C.start(c, 'w', 1000);
  assert.equal(C.reading(c, 'w', 21000).mainMs, 40000);
  assert.equal(C.reading(c, 'b', 21000).mainMs, MIN, 'the other clock stands');
  c = C.moved(c, 21000);
  assert.equal(c.running, 'b');
  assert.equal(c.w.mainMs, 40000);
  assert.equal(C.reading(c, 'b', 81000).mainMs, 0);
  assert.equal(C.flaggedSide(c, 81000), null, 'exactly zero has not yet flagged');
  assert.equal(C.flaggedSide(c, 81001), 'b');
  assert.equal(C.reading(c, 'b', 90000).flagged, true);
  // A move after the flag fell does not count.
  const late = C.moved(c, 90000);
  assert.equal(late.flagged, 'b');
  assert.equal(late.running, null);
});

test('Fischer increment: added after each move, also to a nearly empty clock', () => {
  let c = C.start(C.newClocks(C.parseControl({ time: '1', increment: '5' }).control), 'w', 0);
  c = C.moved(c, 10000);  // white used 10 s: 60 - 10 + 5
  assert.equal(c.w.mainMs, 55000);
  c = C.moved(c, 12000);  // black used 2 s: 60 - 2 + 5
  assert.equal(c.b.mainMs, 63000);
  c = C.moved(c, 66999);  // white used 54.999 s of 55: 0.001 + 5
  assert.equal(c.w.mainMs, 5001);
  assert.equal(c.flagged, null);
});

test('byo-yomi: main time, then periods; a move inside a period keeps it; the last one flags', () => {
  let c = C.start(C.newClocks(C.parseControl({ time: '1', byoyomi: '3x30' }).control), 'w', 0);
  let r = C.reading(c, 'w', 50000);
  assert.deepEqual([r.mainMs, r.inByoyomi, r.periodsLeft], [10000, false, 3]);
  // 10 s into the first period.
  r = C.reading(c, 'w', 70000);
  assert.deepEqual([r.mainMs, r.inByoyomi, r.periodsLeft, r.periodMs], [0, true, 3, 20000]);
  assert.equal(r.low, false);
  assert.equal(C.reading(c, 'w', 81000).low, true, 'the last 10 s of a period');
  c = C.moved(c, 85000);  // moved 25 s into the period: it is kept
  assert.deepEqual(c.w, { mainMs: 0, periodsLeft: 3 });
  c = C.moved(c, 86000);  // black moves at once
  // White now thinks 75 s: two periods used up, 15 s into the third.
  r = C.reading(c, 'w', 86000 + 75000);
  assert.deepEqual([r.periodsLeft, r.periodMs, r.flagged], [1, 15000, false]);
  c = C.moved(c, 86000 + 75000);
  assert.deepEqual(c.w, { mainMs: 0, periodsLeft: 1 });
  c = C.moved(c, 162000);  // black again at once; white's last period starts afresh
  assert.equal(C.reading(c, 'w', 162000 + 29999).flagged, false);
  assert.equal(C.reading(c, 'w', 162000 + 30000).flagged, true, 'the last period used up');
  assert.equal(C.flaggedSide(c, 162000 + 30000), 'w');
  // A control of periods only starts in byo-yomi.
  const only = C.newClocks(C.parseControl({ byoyomi: '2x10' }).control);
  r = C.reading(C.start(only, 'w', 0), 'w', 4000);
  assert.deepEqual([r.inByoyomi, r.periodMs, r.periodsLeft], [true, 6000, 2]);
});

test('pause keeps the time used; resuming counts from then on', () => {
  let c = C.start(C.newClocks(C.parseControl({ time: '5' }).control), 'w', 0);
  c = C.pause(c, 30000);
  assert.equal(c.running, null);
  assert.equal(c.w.mainMs, 270000);
  assert.equal(C.reading(c, 'w', 999999).mainMs, 270000, 'paused time does not count');
  c = C.start(c, 'w', 1000000);
  assert.equal(C.reading(c, 'w', 1010000).mainMs, 260000);
  // Paused in byo-yomi, the period in progress is kept and the periods used up are gone.
  let b = C.start(C.newClocks(C.parseControl({ byoyomi: '3x10' }).control), 'b', 0);
  b = C.pause(b, 25000);
  assert.deepEqual(b.b, { mainMs: 0, periodsLeft: 1 });
  // Plain JSON: what the page stores and reads back after a reload.
  assert.deepEqual(JSON.parse(JSON.stringify(b)), b);
});

test('what the clocks show: m:ss rounded up, hours, and the next change', () => {
  assert.equal(C.formatTime(298000), '4:58');
  assert.equal(C.formatTime(297001), '4:58');
  assert.equal(C.formatTime(59000), '0:59');
  assert.equal(C.formatTime(1), '0:01');
  assert.equal(C.formatTime(0), '0:00');
  assert.equal(C.formatTime(3600000 + 65000), '1:01:05');
  const c = C.start(C.newClocks(C.parseControl({ time: '1' }).control), 'w', 0);
  assert.equal(C.msUntilChange(c, 0), 1000);
  assert.equal(C.msUntilChange(c, 250), 750);
  assert.equal(C.msUntilChange(c, 60000), 1, 'the flag is next');
  assert.equal(C.msUntilChange(C.pause(c, 10), 20), null);
  assert.equal(C.shownTime(C.reading(c, 'w', 2500)), '0:58');
  assert.equal(C.reading(c, 'w', 50000).low, true);
  assert.equal(C.reading(c, 'w', 49000).low, false);
});

test('record clock comments: [%clk H:MM:SS] written and read, clocks rebuilt from them', () => {
  assert.equal(C.clkText(298000), '0:04:58');
  assert.equal(C.clkText(298999), '0:04:58');
  assert.equal(C.clkText(3723000), '1:02:03');
  assert.equal(C.parseClk('0:04:58'), 298000);
  assert.equal(C.parseClk('0:04:58.3'), 298300);
  assert.equal(C.parseClk('1:02:03'), 3723000);
  for (const bad of ['', '4:58', '0:60:00', 'x', '0:04:5']) assert.equal(C.parseClk(bad), null, bad);
  const control = C.parseControl({ time: '5', byoyomi: '3x30' }).control;
  // White moved twice, black once; black's last move was in its second period.
  const clocks = C.clocksFromRecord(control, [{ clkMs: 290000 }, { clkMs: 0, periods: 2 }, { clkMs: 280000 }], 'w');
  assert.deepEqual(clocks.w, { mainMs: 280000, periodsLeft: 3 });
  assert.deepEqual(clocks.b, { mainMs: 0, periodsLeft: 2 });
  assert.equal(clocks.running, null);
  // The comments of a record's moves, and back.
  assert.equal(C.markComment({ clkMs: 298400 }, control), '[%clk 0:04:58]');
  assert.equal(C.markComment({ clkMs: 0, periods: 2 }, control), '[%clk 0:00:00] [%periods 2]');
  assert.equal(C.markComment({ clkMs: 0, periods: 2 }, C.parseControl({ time: '5' }).control), '[%clk 0:00:00]');
  assert.equal(C.markComment(null, control), '');
  assert.deepEqual(C.markFromComment('[%clk 0:04:58]'), { clkMs: 298000 });
  assert.deepEqual(C.markFromComment('good move [%clk 0:00:00] [%periods 2]'), { clkMs: 0, periods: 2 });
  for (const none of ['', 'no clock', '[%clk 4:58]', '[%emt 0:00:03]']) assert.equal(C.markFromComment(none), null, none);
  // Black first (a set-up position): the first mark is black's.
  assert.deepEqual(C.clocksFromRecord(control, [{ clkMs: 100000 }], 'b').b, { mainMs: 100000, periodsLeft: 3 });
});
