// The two clocks beside the player names: m:ss (and the byo-yomi periods left), the running
// one marked, a low-time warning, the flag. Each is an element with role="timer" kept for
// the page's life (the bars around it are redrawn). A timer wakes the display when the shown
// second changes and asks the game whether a flag has fallen; the Pause button (games between
// two people, or paused clocks) stops and resumes them.
import { el } from '../common/dom.js';
import { msUntilChange, shownTime } from '../game/clock.js';
import { shownClocks } from '../game/game-clock.js';
import { gameEnd } from '../game/game-state.js';
import { sideName } from '../i18n/describe.js';

// {store, game, pauseButton, getT, announce, now}
export function createClocks({ store, game, pauseButton, getT, announce, now }) {
  const elements = { w: clockElement('w'), b: clockElement('b') };
  let timer = null;
  let lowSaid = { w: false, b: false };

  function render() {
    const s = store.get();
    clearTimeout(timer);
    timer = null;
    renderPauseButton(s);
    if (!s.clock || !s.info) {
      for (const e of Object.values(elements)) e.hidden = true;
      return;
    }
    const shown = shownClocks(s, now());
    for (const side of ['w', 'b']) {
      const r = shown[side];
      show(elements[side], s, side, r, shown.running === side);
      if (shown.running === side && r.low && !lowSaid[side]) announce(getT()('lowTime', { side: sideName(getT(), s.info.game, side) }));
      lowSaid[side] = r.low;
    }
    const wait = msUntilChange(s.clock.clocks, now());
    if (wait !== null && shown.running) timer = setTimeout(tick, wait);
  }

  function tick() {
    timer = null;
    game.checkTime();  // ends the game when a flag has fallen (the store change redraws)
    render();
  }

  function show(element, s, side, r, running) {
    const t = getT();
    const time = shownTime(r);
    const periods = s.clock.control.periods ? r.periodsLeft : null;
    element.hidden = false;
    element.querySelector('.clock-time').textContent = time;
    const extra = element.querySelector('.clock-periods');
    extra.hidden = periods === null;
    extra.textContent = periods === null ? '' : t('periodsShort', { count: periods });
    element.classList.toggle('running', running);
    element.classList.toggle('low', r.low && !r.flagged);
    element.classList.toggle('flagged', r.flagged);
    element.classList.toggle('paused', Boolean(s.clock.paused));
    element.dataset.time = time;
    element.dataset.periods = periods === null ? '' : String(periods);
    const name = sideName(t, s.info.game, side);
    element.setAttribute('aria-label', r.flagged ? t('clockFlagged', { side: name })
      : t(periods === null ? 'clockLabel' : 'clockLabelPeriods', { side: name, time, count: periods }));
  }

  function renderPauseButton(s) {
    const t = getT();
    const offered = Boolean(s.clock) && !gameEnd(s).over && (s.opponent === 'human' || s.clock.paused);
    pauseButton.hidden = !offered;
    if (!offered) return;
    pauseButton.textContent = t(s.clock.paused ? 'resumeClock' : 'pauseClock');
    pauseButton.setAttribute('aria-pressed', String(Boolean(s.clock.paused)));
  }

  pauseButton.addEventListener('click', () => (store.get().clock?.paused ? game.resumeClock() : game.pauseClock()));
  store.subscribe(render);
  return { element: (side) => elements[side], render };
}

function clockElement(side) {
  const e = el('span', 'clock');
  e.setAttribute('role', 'timer');
  e.dataset.side = side;
  e.hidden = true;
  e.append(el('span', 'clock-time'), el('span', 'clock-periods'));
  return e;
}
