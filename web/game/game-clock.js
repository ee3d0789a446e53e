// The game's clocks in the page's state, as pure functions of the state and the time `now`
// (clock.js does the arithmetic). The state's `clock` is null (no clock) or
//   {control, clocks, marks, paused}
// clocks: the live clocks of the game's last position; marks: one {clkMs, periods} per move,
// the mover's clock after it (what a record's [%clk] keeps); paused: stopped by a person (or
// by a reload) until resumed.
// The clocks run only at the end of the game's moves, in play, not over, not paused; looking
// back at an earlier move shows the clocks as they were there.
import * as C from './clock.js';
import * as H from './history.js';
import { gameEnd, otherSide, startSide } from './game-state.js';

export function newGameClock(control) {
  return C.hasClock(control) ? { control: { ...control }, clocks: C.newClocks(control), marks: [], paused: false } : null;
}

// Whether the side to move's clock should be running now.
export function clockShouldRun(state) {
  const clock = state.clock;
  return Boolean(clock && !clock.paused && state.mode === 'play' && state.position && !state.setup &&
    H.atEnd(state.history) && !gameEnd(state).over);
}

// The clock brought in line with the state: the side to move's clock running, or none. The
// same object when nothing changes.
export function syncedClock(state, now) {
  const clock = state.clock;
  if (!clock) return clock;
  const run = clockShouldRun(state);
  const side = state.position?.side;
  if (run && clock.clocks.running === side) return clock;
  if (!run && !clock.clocks.running) return clock;
  let clocks = C.pause(clock.clocks, now);
  if (run) clocks = C.start(clocks, side, now);
  return { ...clock, clocks };
}

// The clocks after `history.cursor` moves (the marks kept before it), nothing running.
function clocksAt(state, ply) {
  const { clock } = state;
  if (ply >= clock.marks.length && ply === state.history.moves.length) return clock.clocks;
  return C.clocksFromRecord(clock.control, clock.marks.slice(0, ply), startSide(state));
}

// The clock after the side to move plays at `now` from the shown position (a move played
// while looking back replaces the moves after it, and the clocks are those of that point).
// -> {clock} or {flagged: side} when its time was out before the move.
export function clockAfterMove(state, now) {
  const { clock, history } = state;
  const mover = state.position.side;
  let clocks = clocksAt(state, history.cursor);
  if (clocks.running !== mover) clocks = C.start(C.pause(clocks, now), mover, now);
  const after = C.moved(clocks, now);
  if (after.flagged) return { flagged: mover };
  const r = C.reading(after, mover, now);
  const marks = [...clock.marks.slice(0, history.cursor), { clkMs: r.mainMs, periods: r.periodsLeft }];
  // A move ends a pause: the clocks go on from here.
  return { clock: { ...clock, clocks: after, marks, paused: false } };
}

// The clock of a game that goes on from the position shown (the moves after it dropped): the
// clocks as they were there, stopped until the next move.
export function clockFromShown(state, now) {
  if (!state.clock) return null;
  const ply = state.history.cursor;
  return { ...state.clock, clocks: C.pause(clocksAt(state, ply), now), marks: state.clock.marks.slice(0, ply), paused: true };
}

// The clocks after a take-back against the computer to `ply` (the person's turn) at `now`,
// the moves after it dropped: the person's clock goes on as it stood (running on if it was:
// a take-back gives no time back and is no time to think for free, a byo-yomi period in
// progress included), the computer's is given back what it had at `ply`. A paused clock
// stays paused. null when the clock cannot go on (none, or a flag has fallen).
export function clockAfterTakeBack(state, ply, now) {
  const { clock, humanSide: person } = state;
  if (!clock || clock.clocks.flagged) return null;
  const computer = otherSide(person);
  const live = clock.clocks;
  const there = C.clocksFromRecord(clock.control, clock.marks.slice(0, ply), startSide(state));
  let clocks = { ...live, [computer]: { ...there[computer] } };
  if (live.running !== person) {
    clocks = { ...clocks, running: null, since: 0 };
    if (!clock.paused) clocks = C.start(clocks, person, now);
  }
  return { ...clock, clocks, marks: clock.marks.slice(0, ply) };
}

// The result when the running clock's time is out at `now`, else null.
export function timeResult(state, now) {
  if (!clockShouldRun(state)) return null;
  const loser = C.flaggedSide(state.clock.clocks, now);
  if (!loser) return null;
  return { outcome: loser === 'w' ? 'black' : 'white', reason: 'time', loser };
}

// Both clocks as shown at the cursor: {w, b} readings (clock.js `reading`), and which runs.
export function shownClocks(state, now) {
  const clocks = clocksAt(state, state.history.cursor);
  return { w: C.reading(clocks, 'w', now), b: C.reading(clocks, 'b', now), running: clocks.running, flagged: clocks.flagged };
}

// The computer's clock for its search: its main time left, increment and byo-yomi period.
export function searchClock(state, now) {
  if (!state.clock) return {};
  const side = state.position.side;
  const r = C.reading(state.clock.clocks, side, now);
  const { control } = state.clock;
  return {
    timeLeftMs: Math.max(0, Math.floor(r.mainMs)),
    incrementMs: control.incrementMs,
    // In a period the search must finish within what is left of it.
    byoyomiMs: r.periodsLeft ? Math.floor(r.inByoyomi ? r.periodMs : control.periodMs) : 0,
  };
}

export function pausedClock(clock, now) {
  return clock ? { ...clock, clocks: C.pause(clock.clocks, now), paused: true } : clock;
}

export function resumedClock(clock) {
  return clock ? { ...clock, paused: false } : clock;
}

// The clock ended by a flag: stopped, the loser marked.
export function flaggedClock(clock, loser, now) {
  return { ...clock, clocks: { ...C.pause(clock.clocks, now), flagged: loser } };
}

// The clocks of an imported record: its time control, each side's clock after its last
// move (the record's [%clk] marks, where it has them), stopped until a move or Resume.
export function importedClock(control, marks, firstMover) {
  const clocks = C.clocksFromRecord(control, marks, firstMover);
  return { control: { ...control }, clocks, marks: [...marks], paused: true };
}

// The clocks an imported record brings (engine.importRecord's answer: its TimeControl tag
// and each move's [%clk] comment), stopped until play goes on; null without a time control.
export function recordClock(record) {
  const control = C.parseControlTag(record.tags?.TimeControl);
  if (!control) return null;
  const marks = (record.comments ?? []).map(C.markFromComment);
  return importedClock(control, marks, record.fen.split(' ')[1] === 'b' ? 'b' : 'w');
}

// The record's tags for a clock: its TimeControl, and the Termination of a game lost on time.
export function clockTags(state) {
  const tags = {};
  if (state.clock) tags.TimeControl = C.controlTag(state.clock.control);
  if (state.result?.reason === 'time') tags.Termination = 'time forfeit';
  return tags;
}

// What is saved: the clocks stopped (a reload restores them paused).
export function savedClock(clock, now) {
  return clock ? { ...clock, clocks: C.pause(clock.clocks, now), paused: !clock.clocks.flagged } : null;
}

// A saved or imported clock checked field by field; null when it is not one.
export function validClock(value, moveCount) {
  if (!value || typeof value !== 'object') return null;
  const control = validControl(value.control);
  if (!control) return null;
  const side = (s) => s && Number.isFinite(s.mainMs) && s.mainMs >= 0 && Number.isInteger(s.periodsLeft) &&
    s.periodsLeft >= 0 && s.periodsLeft <= control.periods;
  const c = value.clocks;
  if (!c || !side(c.w) || !side(c.b)) return null;
  const marks = Array.isArray(value.marks) ? value.marks.slice(0, moveCount) : [];
  if (!marks.every((m) => m === null || (Number.isFinite(m?.clkMs) && m.clkMs >= 0))) return null;
  const flagged = c.flagged === 'w' || c.flagged === 'b' ? c.flagged : null;
  return {
    control, marks,
    clocks: { control, w: { ...c.w }, b: { ...c.b }, running: null, since: 0, flagged },
    paused: !flagged,
  };
}

function validControl(c) {
  if (!c || typeof c !== 'object') return null;
  const n = (v, max) => Number.isInteger(v) && v >= 0 && v <= max;
  if (!n(c.mainMs, 36e6) || !n(c.incrementMs, 36e5) || !n(c.periods, 99) || !n(c.periodMs, 36e5)) return null;
  if (Boolean(c.periods) !== Boolean(c.periodMs)) return null;
  const control = { mainMs: c.mainMs, incrementMs: c.incrementMs, periods: c.periods, periodMs: c.periodMs };
  return C.hasClock(control) ? control : null;
}

