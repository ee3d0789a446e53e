// The New game dialog's clock: none, sudden death, Fischer increment or byo-yomi, with the
// minutes, seconds and periods each needs (the same values as the URL's time, increment and
// byoyomi).
import { byId } from '../common/dom.js';
import { controlKind, parseControl } from '../game/clock.js';
import { CLOCK_PROBLEMS } from '../common/params.js';

const IDS = ['clock-kind', 'clock-main-row', 'clock-increment-row', 'clock-byoyomi-row', 'clock-minutes',
  'clock-increment', 'clock-periods', 'clock-period-seconds', 'clock-error'];

// The rows each kind shows.
const ROWS = {
  none: [], sudden: ['clock-main-row'], fischer: ['clock-main-row', 'clock-increment-row'],
  byoyomi: ['clock-main-row', 'clock-byoyomi-row'],
};

// The URL-style values of a kind and the fields: {time, increment, byoyomi}.
export function clockValues(kind, fields) {
  if (kind === 'none') return {};
  const out = { time: fields.minutes };
  if (kind === 'fischer') out.increment = fields.increment;
  if (kind === 'byoyomi') out.byoyomi = `${fields.periods}x${fields.periodSeconds}`;
  return out;
}

export function createClockChoice(dialog) {
  const parts = byId(dialog, IDS);
  const showRows = () => {
    const shown = ROWS[parts['clock-kind'].value] ?? [];
    for (const row of ['clock-main-row', 'clock-increment-row', 'clock-byoyomi-row']) parts[row].hidden = !shown.includes(row);
    parts['clock-error'].textContent = '';
  };
  parts['clock-kind'].addEventListener('change', showRows);
  return {
    // Fills the fields from a time control (the game on the board's).
    set(control) {
      const kind = controlKind(control);
      parts['clock-kind'].value = kind;
      if (kind !== 'none') {
        parts['clock-minutes'].value = String(control.mainMs / 60000);
        if (control.incrementMs) parts['clock-increment'].value = String(control.incrementMs / 1000);
        if (control.periods) {
          parts['clock-periods'].value = String(control.periods);
          parts['clock-period-seconds'].value = String(control.periodMs / 1000);
        }
      }
      showRows();
    },
    // -> the chosen time control, or null with the problem shown beside the fields.
    read(t) {
      const values = clockValues(parts['clock-kind'].value, {
        minutes: parts['clock-minutes'].value, increment: parts['clock-increment'].value,
        periods: parts['clock-periods'].value, periodSeconds: parts['clock-period-seconds'].value,
      });
      const r = parseControl(values);
      if (r.control) return r.control;
      parts['clock-error'].textContent = t('clockProblem', { expected: t(`param.expect.${CLOCK_PROBLEMS[r.error.key][1]}`) });
      return null;
    },
  };
}
