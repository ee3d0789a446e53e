// A page that plays Janggi against the engine: createEngine() runs it in a Web Worker made
// from the code embedded in the package, so there is no engine file to serve. The Hint button
// asks a worker of our own (bot.js) that holds a synchronous Game.
import { createEngine } from 'sanggi-engine';

const $ = (id) => document.getElementById(id);
const game = { variant: 'janggi', moves: [] };
const bot = new Worker('dist/bot.js');

function setStatus(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
}

// The board as text: one line per rank, '.' for an empty point.
function drawBoard(state, files, ranks) {
  const grid = Array.from({ length: ranks }, () => Array(files).fill('.'));
  for (const { square, letter, color } of state.board) {
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square.slice(1)) - 1;
    grid[ranks - 1 - rank][file] = color === 'w' ? letter : letter.toLowerCase();
  }
  $('board').textContent = grid.map((row) => row.join(' ')).join('\n');
}

async function main() {
  const engine = await createEngine();
  document.body.dataset.mode = engine.mode; // 'worker' here
  const info = await engine.variantInfo(game.variant);

  async function show() {
    const state = await engine.state(game);
    drawBoard(state, info.files, info.ranks);
    $('moves').replaceChildren(...state.notation.native.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    $('board').dataset.fen = state.fen;
    return state;
  }

  $('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const parsed = await engine.parseMove(game, $('move').value.trim());
    if (parsed.error) return setStatus('ready', parsed.error);
    game.moves.push(parsed.move);
    $('move').value = '';
    setStatus('thinking', 'The computer is thinking…');
    await show();
    const reply = await engine.search(game, { level: 2 });
    if (reply.best) game.moves.push(reply.best);
    const state = await show();
    setStatus('ready', state.end.over ? `Game over: ${state.end.reason}` : `Computer played ${reply.best}. Your move.`);
  });

  $('hint').addEventListener('click', () => bot.postMessage({ ...game, level: 3 }));
  bot.onmessage = ({ data }) => {
    $('move').value = data.best ?? '';
    document.body.dataset.hint = data.best ?? data.error;
  };

  await show();
  setStatus('ready', 'Your move (Cho, at the bottom).');
}

main();
