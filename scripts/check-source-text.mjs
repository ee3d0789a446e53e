#!/usr/bin/env node
// Compares the committed copy of 〈廣象戱志〉 (web/texts/gwangsanghui.js) with the project's
// seed files, where they exist (a `shared/seeds/` folder beside the repository or above it;
// a clean clone, as in CI, has none and the check says so): the text must be the seed's
// full text, sentence for sentence, and every English quotation of the dlp reading (the
// engine's `summary` parts) must be words of the DLP evidence. Needs the wasm build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceText } from '../web/texts/gwangsanghui.js';
import { loadApi } from '../tests/node/engine_helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function findSeeds() {
  for (let dir = root; ; dir = dirname(dir)) {
    const seeds = join(dir, 'shared', 'seeds');
    if (existsSync(join(seeds, 'gwangsanghui-zh-wikipedia.txt'))) return seeds;
    if (dirname(dir) === dir) return null;
  }
}

const seeds = findSeeds();
if (!seeds) {
  console.log('check-source-text: no shared/seeds/ next to this clone; the committed text is checked by the node tests only');
  process.exit(0);
}
const problems = [];
// The seed: the line after the heading 《䨓淵集》〈廣象戱志〉全文, less its footnote mark.
const lines = readFileSync(join(seeds, 'gwangsanghui-zh-wikipedia.txt'), 'utf8').split('\n');
const heading = lines.findIndex((l) => l.includes('〈廣象戱志〉全文'));
const seedText = heading < 0 ? '' : lines[heading + 1].replace(/\[\d+\]\s*$/, '').trim();
if (seedText !== sourceText()) problems.push(`web/texts/gwangsanghui.js differs from ${seeds}/gwangsanghui-zh-wikipedia.txt`);

const evidence = readFileSync(join(seeds, 'gwangsanghui-dlp-evidence.txt'), 'utf8').replace(/\s+/g, ' ');
const api = await loadApi();
const info = api.variantInfo('gwangsanghui-dlp');
const entries = [...info.pieces, ...info.ruleNotes, ...info.readingNotes].filter((e) => e.source?.summary);
for (const e of entries) {
  if (!evidence.includes(e.source.summary)) problems.push(`${e.letter ?? e.name}: "${e.source.summary}" is not in the DLP evidence`);
}
if (problems.length) {
  for (const p of problems) console.error(`check-source-text: ${p}`);
  process.exit(1);
}
console.log(`check-source-text: the committed text equals the seed (${sourceText().length} characters); ${entries.length} dlp quotations are words of the DLP evidence`);
