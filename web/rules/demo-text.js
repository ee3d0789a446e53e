// The words of a rule demo (demo.js): how many moves the piece has, what the marks mean,
// and the sentence of the limit outlined, labelled where it is this project's reading of a
// source text. Shared by the rules panel and the source reader.
import { partText } from './source-note.js';

export function demoText(d, t, pieceName) {
  const end = t('sentenceEnd');
  const count = t(d.dests.length === 1 ? 'demoForOne' : 'demoFor', { piece: pieceName, count: d.dests.length }) + end;
  const help = [t('demoHelp'), d.blocked.length ? t('demoHelpBlocked') : ''].filter(Boolean).join(' ');
  const limitPart = { label: d.captionIsReading ? t('label.reading') : '', text: d.caption ? t(d.caption) : '' };
  const limit = limitPart.text ? partText(limitPart, t) : '';
  return { count, help, limitPart, limit, label: [count, d.dests.join(', ') + end, limit].filter(Boolean).join(' ') };
}
