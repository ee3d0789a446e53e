// Game clocks as plain data and arithmetic, no timers: every function is given the time
// `now` (milliseconds from any fixed origin), so the page can use performance.now() and the
// tests a number they choose.
//
// A time control is {mainMs, incrementMs, periods, periodMs}; all zero is no clock.
//   sudden death: mainMs only; Fischer: mainMs + incrementMs after each move;
//   byo-yomi: mainMs, then `periods` periods of periodMs: a move made within a period keeps
//   it, a period used up is gone, and the last one used up loses on time.
// Clocks are {control, w: side, b: side, running: 'w'|'b'|null, since, flagged: 'w'|'b'|null}
// with side = {mainMs, periodsLeft}: the time left when the side's clock last stopped.
// `running` counts from `since`; null when paused or not started.

export const NO_CONTROL = Object.freeze({ mainMs: 0, incrementMs: 0, periods: 0, periodMs: 0 });
const LOW_TIME_MS = 10000;
const MAX_MINUTES = 600;
const MAX_SECONDS = 3600;
const MAX_PERIODS = 99;

export function controlKind(control) {
  if (!control || (!control.mainMs && !control.periods)) return 'none';
  if (control.periods) return 'byoyomi';
  return control.incrementMs ? 'fischer' : 'sudden';
}

export function hasClock(control) {
  return controlKind(control) !== 'none';
}

// The URL's and the New game dialog's values: time (minutes), increment (seconds), byoyomi
// ('3x30': three periods of 30 seconds). Strings or numbers; empty or missing is none.
// -> {control} or {error: {key, params}} (a strings.js key and its parameters).
/** @param {{time?: string|number|null, increment?: string|number|null, byoyomi?: string|number|null}} [values] */
export function parseControl({ time, increment, byoyomi } = {}) {
  const given = (v) => v !== undefined && v !== null && String(v).trim() !== '';
  const number = (v, max) => {
    const text = String(v).trim();
    if (!/^\d+(\.\d+)?$/.test(text)) return null;
    const n = Number(text);
    return n <= max ? n : null;
  };
  let mainMs = 0, incrementMs = 0, periods = 0, periodMs = 0;
  if (given(time)) {
    const minutes = number(time, MAX_MINUTES);
    if (minutes === null) return { error: { key: 'clockBadTime', params: { value: String(time) } } };
    mainMs = Math.round(minutes * 60) * 1000;
  }
  if (given(increment)) {
    const seconds = number(increment, MAX_SECONDS);
    if (seconds === null || !Number.isInteger(seconds))
      return { error: { key: 'clockBadIncrement', params: { value: String(increment) } } };
    incrementMs = seconds * 1000;
  }
  if (given(byoyomi)) {
    const m = /^(\d{1,2})x(\d{1,4})$/.exec(String(byoyomi).trim());
    if (!m || +m[1] < 1 || +m[1] > MAX_PERIODS || +m[2] < 1 || +m[2] > MAX_SECONDS)
      return { error: { key: 'clockBadByoyomi', params: { value: String(byoyomi) } } };
    periods = +m[1];
    periodMs = +m[2] * 1000;
  }
  if (incrementMs && periods) return { error: { key: 'clockIncrementAndByoyomi', params: {} } };
  if (incrementMs && !mainMs) return { error: { key: 'clockIncrementNeedsTime', params: {} } };
  return { control: { mainMs, incrementMs, periods, periodMs } };
}

// The same values back, for a link: {time, increment, byoyomi}, only those in use.
export function controlParams(control) {
  const out = {};
  if (!hasClock(control)) return out;
  if (control.mainMs) out.time = String(control.mainMs / 60000);
  if (control.incrementMs) out.increment = String(control.incrementMs / 1000);
  if (control.periods) out.byoyomi = `${control.periods}x${control.periodMs / 1000}`;
  return out;
}

// The record's TimeControl tag: seconds as PGN writes them ('600', '600+5'), and byo-yomi
// as main+periods x seconds ('600+3x30'). '' for no clock.
export function controlTag(control) {
  if (!hasClock(control)) return '';
  const main = String(control.mainMs / 1000);
  if (control.periods) return `${main}+${control.periods}x${control.periodMs / 1000}`;
  return control.incrementMs ? `${main}+${control.incrementMs / 1000}` : main;
}

// A TimeControl tag read back; null when it is not one this page writes (PGN's '?', '-',
// moves/seconds periods are not clocks it can run).
export function parseControlTag(text) {
  const m = /^(\d{1,5})(?:\+(?:(\d{1,4})|(\d{1,2})x(\d{1,4})))?$/.exec(String(text ?? '').trim());
  if (!m) return null;
  const control = {
    mainMs: +m[1] * 1000,
    incrementMs: m[2] ? +m[2] * 1000 : 0,
    periods: m[3] ? +m[3] : 0,
    periodMs: m[4] ? +m[4] * 1000 : 0,
  };
  if ((m[3] && (!control.periods || !control.periodMs)) || !hasClock(control)) return null;
  if (control.incrementMs && !control.mainMs) return null;
  return control;
}

export function newClocks(control) {
  const side = () => ({ mainMs: control.mainMs, periodsLeft: control.periods });
  return { control: { ...control }, w: side(), b: side(), running: null, since: 0, flagged: null };
}

// A side's clock at `now`: {mainMs, periodsLeft, periodMs (left in the current period),
// inByoyomi, flagged, low}.
export function reading(clocks, side, now) {
  const { control } = clocks;
  const stored = clocks[side];
  const elapsed = clocks.running === side ? Math.max(0, now - clocks.since) : 0;
  let mainMs = stored.mainMs - elapsed;
  let periodsLeft = stored.periodsLeft;
  let periodMs = control.periodMs;
  let flagged = clocks.flagged === side;
  if (mainMs < 0) {
    const over = -mainMs;
    mainMs = 0;
    if (control.periods) {
      const used = Math.floor(over / control.periodMs);
      periodsLeft = Math.max(stored.periodsLeft - used, 0);
      periodMs = periodsLeft ? control.periodMs - (over % control.periodMs) : 0;
    }
    if (!periodsLeft) flagged = true;
  }
  const inByoyomi = control.periods > 0 && mainMs === 0;
  const low = !flagged && (inByoyomi ? periodMs <= LOW_TIME_MS : !control.periods && mainMs <= LOW_TIME_MS);
  return { mainMs, periodsLeft, periodMs, inByoyomi, flagged, low };
}

// The side whose clock has run out at `now`, or null.
export function flaggedSide(clocks, now) {
  if (clocks.flagged) return clocks.flagged;
  return clocks.running && reading(clocks, clocks.running, now).flagged ? clocks.running : null;
}

// Milliseconds until something on the running clock changes that a display must show: the
// next whole second, a period used up, the flag. null when no clock runs.
export function msUntilChange(clocks, now) {
  if (!clocks.running || clocks.flagged) return null;
  const r = reading(clocks, clocks.running, now);
  const left = r.inByoyomi ? r.periodMs : r.mainMs;
  if (left === 0) return 1;  // the flag falls at the next instant
  return left % 1000 || 1000;
}

// Starts `side`'s clock (the first move of a game, or after a pause).
export function start(clocks, side, now) {
  if (clocks.flagged) return clocks;
  return { ...clocks, running: side, since: now };
}

// Stops the running clock, keeping what it used.
export function pause(clocks, now) {
  if (!clocks.running) return clocks;
  const side = clocks.running;
  const r = reading(clocks, side, now);
  const out = { ...clocks, running: null, since: 0 };
  out[side] = settled(clocks, r);
  if (r.flagged) out.flagged = side;
  return out;
}

// The running side has moved at `now`: its time is charged (a move within a byo-yomi period
// keeps the period), the increment added, and the other side's clock starts. A move after
// the flag fell does not count: the clocks come back flagged.
export function moved(clocks, now) {
  const side = clocks.running;
  if (!side) return clocks;
  const r = reading(clocks, side, now);
  if (r.flagged) return { ...pause(clocks, now), flagged: side };
  const out = { ...clocks, since: now, running: side === 'w' ? 'b' : 'w' };
  out[side] = settled(clocks, r);
  out[side].mainMs += clocks.control.incrementMs;
  return out;
}

// What a side keeps when its clock stops: the main time left and the periods left (the
// period in progress starts afresh next time).
function settled(clocks, r) {
  return { mainMs: r.mainMs, periodsLeft: r.periodsLeft };
}

// A clock as people read it: m:ss, or h:mm:ss from an hour; seconds rounded up, so 0:00 is
// shown only when the time is out.
export function formatTime(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

// The time shown for a reading: the main time, or in byo-yomi the current period.
export function shownTime(r) {
  return formatTime(r.inByoyomi ? r.periodMs : r.mainMs);
}

// A record's clock comment value, [%clk H:MM:SS]: whole seconds, rounded down as PGN tools
// write the time left.
export function clkText(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

// '0:04:58' (also with tenths, '0:04:58.3', as some sites write) -> milliseconds, or null.
export function parseClk(text) {
  const m = /^(\d{1,3}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(String(text ?? '').trim());
  if (!m || +m[2] > 59 || +m[3] > 59) return null;
  const fraction = m[4] ? Math.round(Number(`0.${m[4]}`) * 1000) : 0;
  return ((+m[1] * 60 + +m[2]) * 60 + +m[3]) * 1000 + fraction;
}

// A move's clock as the record's comment after it: '[%clk 0:04:58]', and with byo-yomi the
// periods left, '[%clk 0:00:00] [%periods 2]'. '' for a move without a mark.
export function markComment(mark, control) {
  if (!mark || !Number.isFinite(mark.clkMs)) return '';
  const periods = control?.periods && Number.isInteger(mark.periods) ? ` [%periods ${mark.periods}]` : '';
  return `[%clk ${clkText(mark.clkMs)}]${periods}`;
}

// The mark in a record's comment ({clkMs, periods?}), or null when it has no [%clk].
export function markFromComment(text) {
  const clk = /\[%clk\s+([^\]\s]+)\s*\]/.exec(String(text ?? ''));
  const clkMs = clk ? parseClk(clk[1]) : null;
  if (clkMs === null) return null;
  const periods = /\[%periods\s+(\d{1,2})\s*\]/.exec(text);
  return periods ? { clkMs, periods: +periods[1] } : { clkMs };
}

// A comment without its clock marks ([%clk], [%periods]), the rest as written.
export function stripMarks(text) {
  return String(text ?? '').replace(/\s*\[%(?:clk|periods)\s[^\]]*\]/g, '').trim();
}

// The clocks as a game record leaves them: each side's main time and periods after its last
// move ([%clk] and [%periods] of the record), nothing running. `marks` is one
// {clkMs, periods} (or null) per move, in order; the side to move next is `toMove`.
export function clocksFromRecord(control, marks, firstMover = 'w') {
  let clocks = newClocks(control);
  marks.forEach((mark, i) => {
    if (!mark || mark.clkMs === null || mark.clkMs === undefined) return;
    const side = (i % 2 === 0) === (firstMover === 'w') ? 'w' : 'b';
    clocks = { ...clocks, [side]: { mainMs: mark.clkMs, periodsLeft: mark.periods ?? clocks[side].periodsLeft } };
  });
  return clocks;
}
