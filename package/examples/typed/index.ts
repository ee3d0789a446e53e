// Type-checked against the package's declarations (tsc --noEmit): both APIs, and the error
// values narrowed with `'error' in`.
import { createEngine, Game, VERSION, type AnalysisReport, type Engine, type End, type SearchResult, type State } from 'sanggi-engine';

function describeEnd(end: End): string {
  return end.over ? `${end.outcome} by ${end.reason}` : 'still going';
}

export async function playOne(): Promise<string> {
  const engine: Engine = await createEngine();
  const state = await engine.state({ variant: 'janggi', moves: ['b1c3'] });
  if ('error' in state) return state.error;
  const s: State = state;
  const reply = await engine.search({ variant: 'janggi', moves: ['b1c3'] }, { level: 2 });
  if ('cancelled' in reply || 'error' in reply) return 'no move';
  const best: SearchResult = reply;
  const depths: number[] = [];
  const analysis = await engine.analyse({ variant: 'janggi', moves: ['b1c3'] }, { multiPV: 3, depth: 3 }, (r: AnalysisReport) => depths.push(r.depth));
  if (!('error' in analysis)) depths.push(...analysis.lines.map((line) => line.score));
  engine.close();
  return `${VERSION} ${s.side} ${best.best} ${describeEnd(s.end)} ${engine.mode}`;
}

export function playSync(): string[] {
  const game = new Game('xiangqi');
  const played = game.play('h3e3');
  if ('error' in played) throw new Error(played.error);
  const answer = game.search({ nodes: 1000, seed: 1 });
  if (!('error' in answer)) game.play(answer.best);
  const record = game.record('pgn', { style: 'machine', tags: { Event: 'typed example' } });
  const text: string = 'text' in record ? record.text : record.error;
  const undone: string | null = game.undo();
  return [game.fen(), game.turn(), ...game.notation('western'), text, String(undone), describeEnd(game.end())];
}
