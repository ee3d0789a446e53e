// Words for the game state: side names, the status line, the game-over message. Pure
// functions of the state and a translator, so they are tested without a DOM.
import { gameEnd } from '../game.js';

export function sideName(t, game, side) {
  return t(`side.${game}.${side}`);
}

export function formatPoints(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

// -> {text, kind: 'loading'|'ready'|'thinking'|'check'|'over'|'setup'|'review'}
export function describeStatus(state, t) {
  if (!state.position || !state.info) return { text: t('loading'), kind: 'loading' };
  const game = state.info.game;
  if (state.setup) return { text: t('setupPhase'), kind: 'setup' };
  const end = gameEnd(state);
  if (end.over) return { text: describeEnd(end, game, t), kind: 'over' };
  if (state.thinking) return { text: t('thinking'), kind: 'thinking' };
  const side = sideName(t, game, state.position.side);
  const total = state.history.moves.length;
  // Looking back at an earlier move: say so, and still say whose turn it is there.
  const review = state.history.cursor < total && state.mode !== 'replay'
    ? `${t('reviewing', { ply: state.history.cursor, total })} · ` : '';
  if (state.position.inCheck) {
    return { text: review + t(game === 'gwangsanghui' ? 'marshalAttacked' : 'inCheck', { side }), kind: 'check' };
  }
  const mine = state.opponent === 'computer' && state.mode === 'play' && state.position.side === state.humanSide;
  // Gwangsanghui's fallen general: the side to move must take the captor now.
  const fallen = state.position.fallenGeneral ? ` ${t('fallenGeneral', { side, square: state.position.fallenGeneral })}` : '';
  return { text: review + (mine ? t('yourMove', { side }) : t('toMove', { side })) + fallen, kind: review ? 'review' : 'ready' };
}

export function describeEnd(end, game, t) {
  const winner = end.outcome === 'white' ? 'w' : end.outcome === 'black' ? 'b' : null;
  const head = winner ? t(`outcome.${end.outcome}`, { side: sideName(t, game, winner) }) : t('outcome.draw');
  const reason = end.reason ? t(`reason.${end.reason}`) : '';
  return reason ? `${head} — ${reason}` : head;
}

export function describePoints(end, t) {
  if (!end?.byPoints) return '';
  return t('decidedByPoints', { white: formatPoints(end.whitePoints), black: formatPoints(end.blackPoints) });
}
