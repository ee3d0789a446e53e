// The new-game dialog: game, rule set, opponent, side and computer level. On Start it
// hands a plain choice to onStart; Janggi then opens its setup phase on the board.
import { rulesText } from '../rules-text.js';

export const GAMES = ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui'];

// Rule-set label: Gwangsanghui's readings have names of their own; Janggi's rule sets a
// word with the variant name (as the README and URL parameters write it).
function ruleSetLabel(v, t) {
  if (v.name === 'gwangsanghui') return t('ruleset.classic');
  if (v.name === 'gwangsanghui-dlp') return t('ruleset.dlp');
  const label = t(`ruleset.${v.name}`);
  return label === `ruleset.${v.name}` ? v.name : label;
}

export function createNewGameDialog({ dialog, variants, t, current, onStart }) {
  const form = dialog.querySelector('#new-form');
  const gameBox = dialog.querySelector('#game-options');
  const rulesetRow = dialog.querySelector('#ruleset-row');
  const rulesetSelect = dialog.querySelector('#ruleset-select');
  const rulesetNote = dialog.querySelector('#ruleset-note');
  const opponent = dialog.querySelector('#opponent-select');
  const sideSelect = dialog.querySelector('#side-select');
  const levelRow = dialog.querySelector('#level-row');
  const level = dialog.querySelector('#level-input');
  const levelOut = dialog.querySelector('#level-output');

  function selectedGame() {
    return form.querySelector('input[name="game"]:checked')?.value ?? 'janggi';
  }

  function fillGames(tr) {
    gameBox.replaceChildren();
    for (const g of GAMES) {
      const label = document.createElement('label');
      label.className = 'game-option';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'game';
      input.value = g;
      const name = document.createElement('span');
      name.className = 'name';
      name.textContent = tr(`game.${g}`);
      const desc = document.createElement('span');
      desc.className = 'desc';
      desc.textContent = tr(`gameDesc.${g}`);
      label.append(input, name, desc);
      input.addEventListener('change', () => fillRuleSets(tr));
      gameBox.append(label);
    }
  }

  function fillRuleSets(tr, chosenVariant) {
    const game = selectedGame();
    const sets = variants.filter((v) => v.game === game);
    rulesetSelect.replaceChildren();
    for (const v of sets) {
      const o = document.createElement('option');
      o.value = v.name;
      o.textContent = ruleSetLabel(v, tr);
      rulesetSelect.append(o);
    }
    if (chosenVariant && sets.some((v) => v.name === chosenVariant)) rulesetSelect.value = chosenVariant;
    rulesetRow.hidden = sets.length < 2;
    const keepSide = sideSelect.value;
    sideSelect.replaceChildren();
    for (const side of ['w', 'b']) {
      const o = document.createElement('option');
      o.value = side;
      o.textContent = tr(`side.${game}.${side}`);
      sideSelect.append(o);
    }
    if (keepSide) sideSelect.value = keepSide;
    showNote();
  }

  function showNote() {
    const v = variants.find((x) => x.name === rulesetSelect.value);
    rulesetNote.textContent = v ? rulesText(t.lang, v.name, v.game).ruleSet || v.ruleSetNote || '' : '';
  }

  rulesetSelect.addEventListener('change', showNote);
  opponent.addEventListener('change', () => { levelRow.hidden = opponent.value !== 'computer'; });
  level.addEventListener('input', () => { levelOut.textContent = level.value; });
  dialog.querySelector('#new-cancel').addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    dialog.close();
    onStart({
      variant: rulesetSelect.value || selectedGame(),
      opponent: opponent.value,
      humanSide: sideSelect.value,
      level: Number(level.value),
    });
  });

  return {
    open(tr = t) {
      t = tr;
      const state = current();
      fillGames(tr);
      const family = variants.find((v) => v.name === state.variant)?.game ?? 'janggi';
      const radio = form.querySelector(`input[name="game"][value="${family}"]`);
      if (radio) radio.checked = true;
      sideSelect.value = state.humanSide ?? 'w';
      fillRuleSets(tr, state.variant);
      sideSelect.value = state.humanSide ?? 'w';
      opponent.value = state.opponent ?? 'computer';
      levelRow.hidden = opponent.value !== 'computer';
      level.value = String(state.level ?? 3);
      levelOut.textContent = level.value;
      dialog.showModal();
    },
  };
}
