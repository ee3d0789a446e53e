// The bars above and below the board: side, who plays it, live points (Janggi), the pieces
// that side has captured (Gwangsanghui: prisoners), and during Janggi's setup phase the
// four horse/elephant arrangements to choose from.
import { sideName, formatPoints } from '../i18n/describe.js';
import { inkColor, pieceIndex, pieceLabel, pieceShape } from '../board/piece-style.js';
import { gameEnd, recordPlayer } from '../game/game-state.js';
import { el, button } from '../common/dom.js';

function role(state, side, t) {
  if (state.opponent === 'computer' && state.mode === 'play') {
    if (side === state.humanSide) return t('you');
    // Said beside the board too: on a phone the status line is below it, out of sight.
    return t(state.thinking && state.position?.side === side ? 'computerThinking' : 'computer', { level: state.level });
  }
  return recordPlayer(state.tags, side) ?? '';  // a record's players (초대국자, White, Red...)
}

// handlers: {onSetup(side, code), clockOf(side): the side's clock element, or none}
export function renderPlayerBar(bar, side, state, t, handlers) {
  bar.replaceChildren();
  if (!state.info || !state.position) return;
  const game = state.info.game;
  bar.dataset.side = side;
  bar.classList.toggle('to-move', !state.setup && state.position.side === side && !gameEnd(state).over);
  const dot = el('span', 'side-dot');
  dot.style.background = inkColor(state.info, side);
  bar.append(dot, el('span', 'player-name', sideName(t, game, side)));
  const r = role(state, side, t);
  if (r) bar.append(el('span', 'player-role', r));
  // The clock element lives as long as the page (its timer is not redrawn with the bar).
  const clock = handlers.clockOf?.(side);
  if (clock) bar.append(clock);

  if (state.setup && state.info.setups?.length) {
    const chooser = el('div', 'setup-chooser');
    chooser.setAttribute('role', 'group');
    chooser.setAttribute('aria-label', t('setupOf', { side: sideName(t, game, side) }));
    const current = side === 'b' ? state.setup.han : state.setup.cho;
    for (const s of state.info.setups) {
      // The arrangement, and below it the formation players name it after (원앙마, 양귀마, 귀마).
      const b = button(s.korean);
      if (s.traditional) b.append(el('span', 'setup-name', s.traditional));
      b.title = s.english;
      b.setAttribute('aria-label', [s.korean, s.traditional, s.english].filter(Boolean).join(', '));
      b.dataset.setup = s.code;
      b.setAttribute('aria-pressed', String(s.code === current));
      b.addEventListener('click', () => handlers.onSetup(side, s.code));
      chooser.append(b);
    }
    bar.append(chooser);
    return;
  }

  const taken = state.position.captured?.[side === 'w' ? 'white' : 'black'] ?? [];
  if (taken.length) {
    const box = el('div', 'captured');
    box.append(el('span', 'label', t.first([`captured.${game}`, 'captured'])));
    const index = pieceIndex(state.info);
    const shape = pieceShape(state.info);
    for (const letter of taken) {
      const color = letter === letter.toUpperCase() ? 'w' : 'b';
      const info = index.get(letter.toUpperCase());
      const chip = el('span', `chip ${shape}`, pieceLabel(info ?? { letter }, color, state.labels));
      chip.style.color = inkColor(state.info, color);
      chip.title = info?.name ?? letter;
      box.append(chip);
    }
    bar.append(box);
  }
  const points = state.position.points;
  if (points) {
    const value = side === 'w' ? points.white : points.black;
    const p = el('span', 'points', t('points', { points: formatPoints(value) }));
    p.title = t('pointsTitle');
    p.dataset.points = String(value);
    bar.append(p);
  }
}
