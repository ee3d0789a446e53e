// The game-over message: who won and why, and the points when points decided it.
import { describeEnd, describePoints } from '../i18n/describe.js';

// getT(): the page's translator now.
export function createGameOverDialog({ dialog, getT, onNewGame }) {
  const text = dialog.querySelector('#over-text');
  const points = dialog.querySelector('#over-points');
  dialog.querySelector('#over-close').addEventListener('click', () => dialog.close());
  dialog.querySelector('#over-new').addEventListener('click', () => { dialog.close(); onNewGame(); });
  return {
    open(end, game) {
      const t = getT();
      text.textContent = describeEnd(end, game, t);
      points.textContent = describePoints(end, t);
      points.hidden = !points.textContent;
      if (!dialog.open) dialog.showModal();
    },
  };
}
