// Words for the game state: side names, the status line, the game-over message. Pure
// functions of the state and a translator, so they are tested without a DOM.
import { gameEnd } from '../game/game-state.js';
import { rulesText } from '../rules/rules-text.js';

export function sideName(t, game, side) {
  return t(`side.${game}.${side}`);
}

// "Cho General": a piece of the board (or null) in the reader's language, where the rules
// text names it, else by the engine's English name.
export function pieceWords(state, piece, t) {
  if (!piece) return '';
  const letter = piece.letter.toUpperCase();
  const info = state.info.pieces.find((p) => p.letter.toUpperCase() === letter);
  const name = rulesText(t.lang, state.variant, state.info.game).pieceName(letter) || info?.name || piece.letter;
  return `${sideName(t, state.info.game, piece.color)} ${name}`;
}

// A rule set's name in the reader's language (v: of engine.variants()), else the engine's
// English label, else the variant name.
export function ruleSetLabel(v, t) {
  const key = `ruleset.${v.name}`;
  const label = t(key);
  return label !== key ? label : v.ruleSetLabel || v.name;
}

export function formatPoints(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

// -> {text, kind: 'loading'|'ready'|'thinking'|'check'|'bikjang'|'over'|'setup'|'review'}
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
  const paused = state.clock?.paused ? `${t('clockPaused')} · ` : '';
  const check = state.position.inCheck ? t.first([`inCheck.${game}`, 'inCheck'], { side }) : '';
  if (state.position.bikjang) {
    return { text: review + (check ? `${check} ` : '') + describeBikjang(state.info, side, state.position.points, t), kind: 'bikjang' };
  }
  if (check) return { text: review + check, kind: 'check' };
  const mine = state.opponent === 'computer' && state.mode === 'play' && state.position.side === state.humanSide;
  // Gwangsanghui's fallen general: the side to move must take the captor now.
  const fallen = state.position.fallenGeneral ? ` ${t('fallenGeneral', { side, square: state.position.fallenGeneral })}` : '';
  return { text: review + paused + (mine ? t('yourMove', { side }) : t('toMove', { side })) + fallen, kind: review ? 'review' : 'ready' };
}

// Bikjang (빅장): the side to move faces the other general and must break it or pass;
// how a pass ends the game is the rule set's (docs/rules/janggi.md; the engine's
// info.rules.bikjangScoring decides it, this only picks the words that say so beforehand),
// with the points it would be decided on.
export function describeBikjang(info, side, points, t) {
  const scoring = info?.rules?.bikjangScoring;
  const ending = t.first([`bikjangPass.${scoring}`, 'bikjangPass'], {
    white: formatPoints(points?.white ?? 0), black: formatPoints(points?.black ?? 0),
  });
  return t('bikjang', { side, ending });
}

export function describeEnd(end, game, t) {
  const winner = end.outcome === 'white' ? 'w' : end.outcome === 'black' ? 'b' : null;
  const head = winner ? t(`outcome.${end.outcome}`, { side: sideName(t, game, winner) }) : t('outcome.draw');
  const reason = end.reason ? t.first([`reason.${end.reason}.${game}`, `reason.${end.reason}`]) : '';  // a game's own word first
  return reason ? `${head} — ${reason}` : head;
}

export function describePoints(end, t) {
  if (!end?.byPoints) return '';
  return t('decidedByPoints', { white: formatPoints(end.whitePoints), black: formatPoints(end.blackPoints) });
}

// After a move by `mover`, the words for the pieces the rule took off the board with it
// (position.removedByRule, engine.state(): Gwangsanghui's fallen General, whose side did not
// take the captor back and loses that wing army's pieces); '' for none.
export function armyTakenNote(t, game, mover, position) {
  const lost = position?.removedByRule?.length ?? 0;
  return lost > 0 ? t('armyTaken', { side: sideName(t, game, mover), count: lost }) : '';
}
