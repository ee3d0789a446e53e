// The new-game dialog: game, rule set, opponent, side, computer level and clock. On Start it
// hands a plain choice to onStart; Janggi then opens its setup phase on the board. The
// games and their rule sets are the engine's list (engine.variants()).
import { rulesText } from '../rules/rules-text.js';
import { el, option, byId } from '../common/dom.js';
import { ruleSetLabel } from '../i18n/describe.js';
import { createClockChoice } from './clock-choice.js';
import { NO_CONTROL } from '../game/clock.js';

const IDS = ['new-form', 'game-options', 'ruleset-row', 'ruleset-select', 'ruleset-note', 'opponent-select', 'side-select', 'level-row', 'level-input', 'level-output', 'new-cancel'];

// The games of the engine's variants, in its order: [game family names].
export function gameFamilies(variants) {
  return [...new Set(variants.map((v) => v.game))];
}

// getT(): the page's translator now (the one way every panel reaches it).
export function createNewGameDialog({ dialog, variants, getT, current, onStart }) {
  const d = { dialog, variants, get t() { return getT(); }, parts: byId(dialog, IDS), clock: createClockChoice(dialog) };
  const { parts } = d;
  parts['ruleset-select'].addEventListener('change', () => showNote(d));
  parts['opponent-select'].addEventListener('change', () => { parts['level-row'].hidden = parts['opponent-select'].value !== 'computer'; });
  parts['level-input'].addEventListener('input', () => { parts['level-output'].textContent = parts['level-input'].value; });
  parts['new-cancel'].addEventListener('click', () => dialog.close());
  parts['new-form'].addEventListener('submit', (event) => {
    event.preventDefault();
    const timeControl = d.clock.read(d.t);
    if (!timeControl) return;
    dialog.close();
    onStart({
      variant: parts['ruleset-select'].value || selectedGame(d),
      opponent: parts['opponent-select'].value,
      humanSide: parts['side-select'].value,
      level: Number(parts['level-input'].value),
      timeControl,
    });
  });
  return { open: () => open(d, current()) };
}

function open(d, state) {
  const { parts } = d;
  fillGames(d);
  const family = d.variants.find((v) => v.name === state.variant)?.game ?? d.variants[0]?.game;
  const radio = parts['new-form'].querySelector(`input[name="game"][value="${family}"]`);
  if (radio) radio.checked = true;
  parts['side-select'].value = state.humanSide ?? 'w';
  fillRuleSets(d, state.variant);
  parts['side-select'].value = state.humanSide ?? 'w';
  parts['opponent-select'].value = state.opponent ?? 'computer';
  parts['level-row'].hidden = parts['opponent-select'].value !== 'computer';
  parts['level-input'].value = String(state.level ?? 3);
  parts['level-output'].textContent = parts['level-input'].value;
  d.clock.set(state.clock?.control ?? NO_CONTROL);
  d.dialog.showModal();
}

function selectedGame(d) {
  return d.parts['new-form'].querySelector('input[name="game"]:checked')?.value ?? d.variants[0]?.game;
}

function fillGames(d) {
  const box = d.parts['game-options'];
  box.replaceChildren();
  for (const g of gameFamilies(d.variants)) {
    const label = el('label', 'game-option');
    const input = el('input');
    input.type = 'radio';
    input.name = 'game';
    input.value = g;
    label.append(input, el('span', 'name', d.t(`game.${g}`)), el('span', 'desc', d.t(`gameDesc.${g}`)));
    input.addEventListener('change', () => fillRuleSets(d));
    box.append(label);
  }
}

function fillRuleSets(d, chosenVariant) {
  const { parts, t } = d;
  const game = selectedGame(d);
  const sets = d.variants.filter((v) => v.game === game);
  const select = parts['ruleset-select'];
  select.replaceChildren(...sets.map((v) => option(v.name, ruleSetLabel(v, t))));
  if (chosenVariant && sets.some((v) => v.name === chosenVariant)) select.value = chosenVariant;
  parts['ruleset-row'].hidden = sets.length < 2;
  const side = parts['side-select'];
  const keepSide = side.value;
  side.replaceChildren(...['w', 'b'].map((s) => option(s, t(`side.${game}.${s}`))));
  if (keepSide) side.value = keepSide;
  showNote(d);
}

function showNote(d) {
  const v = d.variants.find((x) => x.name === d.parts['ruleset-select'].value);
  d.parts['ruleset-note'].textContent = v ? rulesText(d.t.lang, v.name, v.game).ruleSet || v.ruleSetNote || '' : '';
}
