// "Play from here": the game goes on from the position shown (a move of the history, the end
// of an imported record, a FEN) against the computer or a person, the person taking the side
// they choose, the side to move by default. The moves after that position are dropped, as
// the dialog says.
import { byId } from '../common/dom.js';
import { sideName } from '../i18n/describe.js';

const IDS = ['fh-note', 'fh-side-w', 'fh-side-b', 'fh-computer', 'fh-opponent', 'fh-cancel'];

// onPlay({opponent, humanSide}) starts the game from the shown position; getT(): the page's
// translator now.
export function createFromHereDialog({ dialog, store, getT, onPlay }) {
  const parts = byId(dialog, IDS);
  const side = () => (dialog.querySelector('input[name="fh-side"]:checked')?.value === 'b' ? 'b' : 'w');
  parts['fh-cancel'].addEventListener('click', () => dialog.close());
  dialog.querySelector('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const opponent = parts['fh-opponent'].value === 'human' ? 'human' : 'computer';
    dialog.close();
    onPlay({ opponent, humanSide: side() });
  });
  return {
    open() {
      const t = getT();
      const s = store.get();
      if (!s.position) return;
      const toMove = s.position.side;
      for (const sd of ['w', 'b']) {
        const name = sideName(t, s.info.game, sd);
        parts[`fh-side-${sd}`].textContent = sd === toMove ? t('fromHere.sideToMove', { side: name }) : name;
      }
      dialog.querySelector(`input[name="fh-side"][value="${toMove}"]`).checked = true;
      parts['fh-computer'].textContent = t('computer', { level: s.level });
      parts['fh-opponent'].value = 'computer';
      const later = s.history.moves.length - s.history.cursor;
      parts['fh-note'].textContent = later > 0 ? t('fromHere.dropped', { count: later }) : '';
      parts['fh-note'].hidden = later === 0;
      dialog.showModal();
    },
  };
}
