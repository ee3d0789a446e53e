// The rules the code and the tests cite are in the repository (docs/rules/): every `rule` line
// of the hand-built cases names a file of docs/rules/ and quotes words that file says, every
// docs/rules/<file>.md named anywhere exists, and no file cites a path outside the clone (the
// rules specification and the source texts this project started from live elsewhere, so a
// citation of them is one a reader of the clone cannot follow).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CASES = join(ROOT, 'tests', 'cases');
// Markdown's marks and line breaks are not words: `e2e2` and **Victory** read as e2e2, Victory.
const plain = (text) => text.replace(/[`*]/g, '').replace(/\s+/g, ' ');
const rulesFile = (name) => join(ROOT, 'docs', 'rules', name);

// Every `rule` line of tests/cases/*.txt: {where, file, quotes}.
function ruleLines() {
  const lines = [];
  for (const name of readdirSync(CASES).filter((n) => n.endsWith('.txt'))) {
    readFileSync(join(CASES, name), 'utf8').split('\n').forEach((line, i) => {
      if (!line.startsWith('rule ')) return;
      const file = line.match(/^rule docs\/rules\/([a-z-]+\.md)\b/)?.[1] ?? null;
      lines.push({ where: `${name}:${i + 1}`, line, file, quotes: [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1]) });
    });
  }
  return lines;
}
// The words of a quote the rules file must hold: the parts between its "..." cuts.
const fragments = (quote) => quote.split(/\s*\.\.\.\s*/).map((f) => plain(f).trim().replace(/^[(;,.]\s*|\s*[);,]$/g, '')).filter((f) => f.length > 2);
// Whether the file says `words`: as they stand, or as a table row's label and cell
// ("Vanguard: any distance" for the row | Vanguard V | any distance ... |).
function says(text, words) {
  if (text.includes(words)) return true;
  const label = words.match(/^([A-Z][\w ]*?): (.+)$/);
  const escape = (words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Boolean(label) && new RegExp(`\\| ${escape(label[1])}\\b[^|]*\\| [^|]*${escape(label[2])}`).test(text);
}

test('every rule case cites a file of docs/rules/', () => {
  const lines = ruleLines();
  assert.ok(lines.length >= 180, `only ${lines.length} rule lines`);
  for (const { where, line, file } of lines) {
    assert.ok(file, `${where}: "${line}" cites no docs/rules/ file`);
    assert.ok(existsSync(rulesFile(file)), `${where}: docs/rules/${file} does not exist`);
  }
});

test('every quote of a rule case is words of the file it cites', () => {
  let count = 0;
  const missing = [];
  for (const { where, file, quotes } of ruleLines()) {
    const text = plain(readFileSync(rulesFile(file), 'utf8'));
    for (const quote of quotes) {
      for (const words of fragments(quote)) {
        if (!says(text, words)) missing.push(`${where}: docs/rules/${file} does not say "${words}"`);
        count++;
      }
    }
  }
  assert.deepEqual(missing, []);
  assert.ok(count >= 150, `only ${count} quoted fragments`);
});

test('the quote check can tell words of a file from words not in it', () => {
  const text = plain(readFileSync(rulesFile('janggi.md'), 'utf8'));
  assert.ok(fragments('one orthogonal step then one diagonal step outward ... Never leave').every((w) => text.includes(w)));
  assert.ok(!fragments('one orthogonal step then two diagonal steps inward').every((w) => text.includes(w)));
  const gwangsanghui = plain(readFileSync(rulesFile('gwangsanghui.md'), 'utf8'));
  assert.ok(says(gwangsanghui, 'Cavalry L: one step forward, diagonally forward, or sideways'), 'a row of the dlp table');
  assert.ok(!says(gwangsanghui, 'Chariot: one step forward, diagonally forward, or sideways'), 'the words of another row');
});

// The repository's own text files (what git tracks), without the lockfile.
function trackedTextFiles() {
  const names = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return names.filter((n) => n && !n.endsWith('package-lock.json') && /\.(md|txt|js|mjs|cjs|ts|cpp|h|html|css|json|sh|py|cmake)$|CMakeLists\.txt$|^scripts\/[^.]+$/.test(n));
}

test('every docs/rules/ file named in the repository exists', () => {
  for (const name of trackedTextFiles()) {
    const path = join(ROOT, name);
    if (!existsSync(path)) continue;
    for (const m of readFileSync(path, 'utf8').matchAll(/docs\/rules\/([a-z-]+\.md)/g)) {
      assert.ok(existsSync(rulesFile(m[1])), `${name}: docs/rules/${m[1]} does not exist`);
    }
  }
});

// A path outside the clone: the folder beside it the project started from, or a machine's own.
// Written from its parts, so this file does not itself read as citing such a path.
const joined = (...parts) => parts.join('/');
const BESIDE = 'shared';
const OUTSIDE = new RegExp([
  `\\.\\./${BESIDE}/`, `\\b${BESIDE}/(rules|seeds|reference)/`, joined('', 'work', ''), joined('', 'home', '\\w'), joined('', 'root', ''),
].join('|'));

test('the path check knows a path outside the clone from one inside it', () => {
  const outside = [
    `rules in ${joined('..', BESIDE, 'rules', 'janggi.md')}`,
    `# ${joined('..', '..', '..', BESIDE, 'rules', 'xiangqi.md')}`,
    `Rule sources: ${joined('', 'work', BESIDE, 'rules', '')}.`,
    `TUNE_DIR=${joined('', 'home', 'kim', 'data')}`,
  ];
  for (const line of outside) assert.ok(OUTSIDE.test(line), line);
  for (const line of ['rules in docs/rules/janggi.md', `web/ui/${BESIDE}/board.js`, 'build/tune/janggi-selfplay.txt'])
    assert.ok(!OUTSIDE.test(line), line);
});

test('no file cites a path outside the repository', () => {
  const found = [];
  for (const name of trackedTextFiles()) {
    const path = join(ROOT, name);
    if (!existsSync(path)) continue;
    readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
      if (OUTSIDE.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
