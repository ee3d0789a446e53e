// Gwangsanghui shown faithfully (docs/rules/gwangsanghui.md, "What the text says, and what
// this reading adds"): every rule entry shown beside the source text (the engine's
// pieces, rule notes and notes on the reading, through variantInfo, and their Korean and
// Chinese in web/rules/rules-text/) quotes whole sentences of the committed text
// (web/texts/gwangsanghui.js), and every part that is this project's reading or convention
// carries its label in English, Korean and Chinese. The Show-moves captions that state a
// reading are labelled too. The quotes are checked against the source texts' copies (the
// "seeds", not in the repository: docs/rules/README.md, "Where the source texts are"), and the
// committed text against them; without the seeds the quotes are checked against the committed
// text, and the two checks that need the seeds report themselves skipped, with the reason.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApi, ROOT } from './engine_helpers.mjs';
import { GWANGSANGHUI_SOURCE, sentencesText, sourceText } from '../../web/texts/gwangsanghui.js';
import { RULES_TEXTS, rulesText } from '../../web/rules/rules-text.js';
import { LABELLED, TRANSLATED, localSource, partText, quoteSegments, sourceParts, sourcePlainText } from '../../web/rules/source-note.js';
import { createTranslator } from '../../web/i18n/i18n.js';
import { pieceLimit } from '../../web/rules/piece-limits.js';
import { COURSES } from '../../web/lessons/index.js';
import { BOARDS } from '../../web/reader/boards.js';

const api = await loadApi();
const VARIANTS = ['gwangsanghui', 'gwangsanghui-dlp'];
const LANGS = ['en', 'ko', 'zh'];
const SECTIONS = ['pieces', 'ruleNotes', 'readingNotes'];

// Every entry of a variant: {section, key, source}: the engine's citation (the sentences, the
// quote, the focus) with the entry's English words (web/rules/rules-text/en.js, `sources`).
function entriesOf(variant) {
  const info = api.variantInfo(variant);
  assert.ok(!info.error, info.error);
  const english = rulesText('en', variant, 'gwangsanghui');
  const entry = (section, key, source) => ({ section, key, source: source && { ...source, ...english.source(section, key) } });
  return [
    ...info.pieces.map((p) => entry('pieces', p.letter, p.source)),
    ...info.ruleNotes.map((n) => entry('ruleNotes', n.name, n.source)),
    ...info.readingNotes.map((n) => entry('readingNotes', n.name, n.source)),
  ];
}
// The source texts: each from the folder SANGGI_SEEDS names, else this repository's copy
// (tests/sources/, with its licence: the Wikipedia article), else the project's folder of
// seeds (`seeds` in a folder `shared`) beside the repository or above it. The DLP evidence is
// not in the repository (its licence allows no copy, tests/sources/README.md).
const WIKIPEDIA = 'gwangsanghui-zh-wikipedia.txt';
const EVIDENCE = 'gwangsanghui-dlp-evidence.txt';
const HERE = dirname(fileURLToPath(import.meta.url));
function seedFile(name) {
  const named = process.env.SANGGI_SEEDS;
  if (named) return existsSync(join(named, name)) ? join(named, name) : null;
  const copy = join(HERE, '..', 'sources', name);
  if (existsSync(copy)) return copy;
  for (let dir = HERE; ; dir = dirname(dir)) {
    const seed = join(dir, 'shared', 'seeds', name);
    if (existsSync(seed)) return seed;
    if (dirname(dir) === dir) return null;
  }
}
const SEED = { wikipedia: seedFile(WIKIPEDIA), evidence: seedFile(EVIDENCE) };
const missing = (name) => (process.env.SANGGI_SEEDS
  ? `SANGGI_SEEDS=${process.env.SANGGI_SEEDS} does not hold ${name}`
  : `${name} is not beside this clone (its licence allows no copy in the repository): set SANGGI_SEEDS to its folder`);
// The seed's text: the line after the heading 《䨓淵集》〈廣象戱志〉全文, less its footnote mark.
function seedText() {
  const lines = readFileSync(SEED.wikipedia, 'utf8').split('\n');
  const heading = lines.findIndex((l) => l.includes('〈廣象戱志〉全文'));
  assert.ok(heading >= 0, 'the seed has no heading 〈廣象戱志〉全文');
  return lines[heading + 1].replace(/\[\d+\]\s*$/, '').trim();
}
// The whole sentences of a text (each ended by 。).
const sentencesOf = (text) => text.match(/[^。]+。/g) ?? [];
// Whether `quote` is whole sentences of `sentences`, in the text's order (not always
// neighbours: the Cavalry cites 騎行半日 and 騎與步可左右).
function isWholeSentences(quote, sentences) {
  const quoted = sentencesOf(quote);
  if (!quoted.length || quoted.join('') !== quote) return false;
  const at = quoted.map((q) => sentences.indexOf(q));
  return at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]));
}

const entry = (variant, section, key) => entriesOf(variant).find((e) => e.section === section && e.key === key).source;
const filled = (source, keys) => keys.filter((k) => source?.[k]).sort();

test('the committed text: 39 sentences with stable ids, each ended by its one 。', () => {
  const { sentences } = GWANGSANGHUI_SOURCE;
  assert.equal(sentences.length, 39);
  sentences.forEach((s, i) => {
    assert.equal(s.id, `s${i + 1}`);
    assert.ok(s.text.endsWith('。') && s.text.indexOf('。') === s.text.length - 1, s.id);
  });
  assert.ok(sourceText().startsWith('廣象戱者，本乎谿谷所志象戱者而廣之也。'));
  assert.ok(sourceText().endsWith('若夫奇正合變之竗，存乎其人。'));
  assert.equal(sentencesText(['s22']), '左右將如元帥，中軍有急，援之，不自出。');
  assert.equal(sentencesText(['s22', 's99']), null);
});

test('the committed text is the seed file\'s, sentence for sentence', (t) => {
  if (!SEED.wikipedia) {
    t.skip(`${missing(WIKIPEDIA)}: the committed text is not compared with its source`);
    return;
  }
  assert.deepEqual(GWANGSANGHUI_SOURCE.sentences.map((s) => s.text), sentencesOf(seedText()));
  assert.equal(sourceText(), seedText());
});

test('the sentence check can tell a whole sentence from a cut one', () => {
  const sentences = sentencesOf(sourceText());
  assert.ok(isWholeSentences('左右將如元帥，中軍有急，援之，不自出。', sentences));
  assert.ok(isWholeSentences('士行如將。車行縱橫前却無拘也。', sentences), 'two sentences in a row');
  assert.ok(isWholeSentences('騎行半日。騎與步可左右，不可却也。', sentences), 'two sentences apart');
  assert.ok(!isWholeSentences('騎行半日', sentences), 'without its 。');
  assert.ok(!isWholeSentences('左右將如元帥。', sentences), 'a cut sentence');
  assert.ok(!isWholeSentences('士行如將。', ['士行如將也。']));
  assert.ok(!isWholeSentences('車行縱橫前却無拘也。士行如將。', sentences), 'out of order');
});

test('every quote is whole sentences of the text, cited by id, and its focus is in it', () => {
  // The sentences of the seed file where it exists, else of the committed copy.
  const sentences = sentencesOf(SEED.wikipedia ? seedText() : sourceText());
  let count = 0;
  for (const variant of VARIANTS) {
    for (const { section, key, source } of entriesOf(variant)) {
      const where = `${variant} ${section} ${key}`;
      assert.ok(source, `${where}: no source`);
      assert.ok(source.sentences.length > 0, where);
      assert.ok(isWholeSentences(source.quote, sentences), `${where}: "${source.quote}" is not whole sentences of the text`);
      assert.equal(source.quote, sentencesText(source.sentences), `${where}: the quote is not the sentences ${source.sentences}`);
      for (const words of source.focus) assert.ok(words && source.quote.includes(words), `${where}: focus ${words}`);
      assert.equal(quoteSegments(source).map((s) => s.text).join(''), source.quote, where);
      assert.ok(source.says, `${where}: nothing said of what the text says`);
      if (source.literal) assert.ok(source.reading || source.convention, `${where}: a literal sense beside no reading`);
      count++;
    }
  }
  assert.ok(count >= 2 * (14 + 5 + 5), `only ${count} entries`);
});

const dlpQuotations = () => entriesOf('gwangsanghui-dlp').filter((e) => e.source.summary);

test('the dlp reading quotes the English evidence for at least five entries', () => {
  const summaries = dlpQuotations();
  assert.ok(summaries.length >= 5, `only ${summaries.length} quotations`);
});

test('every English quotation of the dlp reading is words of the DLP evidence', (t) => {
  if (!SEED.evidence) {
    t.skip(`${missing(EVIDENCE)}: the DLP quotations are not compared with the evidence`);
    return;
  }
  const summaries = dlpQuotations();
  const evidence = readFileSync(SEED.evidence, 'utf8').replace(/\s+/g, ' ');
  for (const e of summaries) assert.ok(evidence.includes(e.source.summary), `${e.key}: "${e.source.summary}" is not in the DLP evidence`);
});

test('what the rules file marks as a reading is a reading, not what the text says', () => {
  const classic = (section, key) => entry('gwangsanghui', section, key);
  // 無拘 read as one step for the Marshal, Generals and Advisors, with its literal sense.
  for (const letter of ['K', 'G', 'A']) {
    const s = classic('pieces', letter);
    assert.match(s.reading, letter === 'G' ? /like the Marshal/ : /one point at a time/i, letter);
    assert.doesNotMatch(s.says, /one (point|step)|wing palace/i, `${letter}: the text does not say it`);
  }
  assert.match(classic('pieces', 'K').literal, /無拘.*without restriction/);
  // The Generals' whole sentence, and their confinement as a reading.
  assert.deepEqual(classic('pieces', 'G').sentences, ['s22']);
  assert.equal(classic('pieces', 'G').quote, '左右將如元帥，中軍有急，援之，不自出。');
  assert.match(classic('pieces', 'G').reading, /wing palace/);
  // The Ambush's blocking points from the modern table; 外/內 and orthogonal-only moves.
  assert.match(classic('pieces', 'M').reading, /modern table/);
  for (const letter of ['V', 'W']) {
    assert.match(classic('pieces', letter).reading, /files and ranks only \(from the modern table\)/, letter);
    assert.match(classic('pieces', letter).literal, /外 and 內/, letter);
  }
  // The fallen general's details; prisoners cite the sentence for 俘 only; draw conventions.
  assert.ok(classic('ruleNotes', 'Fallen general').reading);
  const prisoners = classic('ruleNotes', 'Prisoners');
  assert.deepEqual([prisoners.sentences, prisoners.focus], [['s37'], ['俘']]);
  assert.ok(prisoners.convention && !prisoners.reading);
  assert.match(classic('ruleNotes', 'Draws').convention, /100 plies/);
  assert.doesNotMatch(classic('ruleNotes', 'Draws').says, /100|repetition|pass/);
  assert.match(classic('ruleNotes', 'Vanguard truce').reading, /first capture/);
  // The dlp Ambush: the return home is this project's, beside the summary's words.
  const ambush = entry('gwangsanghui-dlp', 'pieces', 'M');
  assert.match(ambush.summary, /remains on the board$/);
  assert.match(ambush.reading, /this project returns it/);
  // The notes on the classic reading, and the inner camp quoted with 而少北.
  const notes = entriesOf('gwangsanghui').filter((e) => e.section === 'readingNotes');
  for (const name of ['Measures (日)', 'After a capture (有殺復于伏)', 'Palace lines']) assert.ok(notes.some((n) => n.key === name), name);
  assert.match(classic('readingNotes', 'Palace lines').reading, /never includes the palace diagonals/);
  assert.ok(classic('readingNotes', 'Camps').quote.includes('經七緯三而少北'));
  assert.ok(classic('readingNotes', 'Camps').focus.includes('其二十一步爲內營，經七緯三而少北'));
});

test('each language gives every entry the same parts as the English, in its own script', () => {
  const script = { ko: /[\uac00-\ud7a3]/, zh: /[\u4e00-\u9fff]/ };
  for (const variant of VARIANTS) {
    const classic = entriesOf('gwangsanghui');
    for (const e of entriesOf(variant)) {
      const english = classic.find((c) => c.section === e.section && c.key === e.key)?.source;
      for (const lang of ['ko', 'zh']) {
        const where = `${lang} ${variant} ${e.section} ${e.key}`;
        const translation = rulesText(lang, variant, 'gwangsanghui').source(e.section, e.key);
        assert.ok(translation, `${where}: no translation`);
        assert.deepEqual(filled(translation, TRANSLATED), filled(e.source, TRANSLATED), `${where}: not the same parts as the English`);
        if (e.section !== 'pieces') assert.ok(script[lang].test(translation.name ?? ''), `${where}: no name`);
        for (const key of TRANSLATED) {
          if (!translation[key]) continue;
          assert.ok(script[lang].test(translation[key]), `${where}.${key} is not in its script`);
          assert.notEqual(translation[key], e.source[key], `${where}.${key} copies the English`);
        }
        // Where the dlp reading changes a part, its translation changes too.
        if (variant === 'gwangsanghui-dlp') {
          const classicWords = rulesText(lang, 'gwangsanghui', 'gwangsanghui').source(e.section, e.key);
          for (const key of TRANSLATED) {
            if (e.source[key] !== english?.[key]) assert.notEqual(translation[key], classicWords?.[key], `${where}.${key} keeps the classic words`);
          }
        }
      }
    }
  }
  // No words for an entry the engine does not cite, and no quote of a language's own: the
  // quotes are the engine's, checked above.
  for (const lang of LANGS) {
    for (const [variant, sections] of Object.entries(RULES_TEXTS[lang].sources)) {
      for (const section of Object.keys(sections)) {
        assert.ok(SECTIONS.includes(section), section);
        for (const [key, parts] of Object.entries(sections[section])) {
          assert.ok(entriesOf(variant).some((e) => e.section === section && e.key === key), `${lang} ${variant} ${section} ${key}: no such entry`);
          // English names no note (the engine's name is its key) and alone holds the DLP summary.
          const allowed = lang === 'en' ? [...TRANSLATED, 'summary'] : [...TRANSLATED, 'name'];
          for (const part of Object.keys(parts)) assert.ok(allowed.includes(part), `${lang} ${variant} ${section} ${key}.${part}`);
        }
      }
    }
  }
});

test('every reading, literal sense, convention and summary is shown with its label, in every language', () => {
  let labelled = 0;
  for (const lang of LANGS) {
    const t = createTranslator(lang);
    for (const kind of LABELLED) assert.ok(t(`label.${kind}`) !== `label.${kind}` && t(`label.${kind}`).trim(), `${lang}: no label for ${kind}`);
    if (lang !== 'en') for (const kind of LABELLED) assert.notEqual(t(`label.${kind}`), createTranslator('en')(`label.${kind}`), `${lang} label.${kind}`);
    for (const variant of VARIANTS) {
      for (const e of entriesOf(variant)) {
        const local = localSource(e.source, rulesText(lang, variant, 'gwangsanghui').source(e.section, e.key));
        const parts = sourceParts(local, t);
        const shown = sourcePlainText(local, t);
        for (const kind of LABELLED) {
          if (!e.source[kind]) continue;
          const part = parts.find((p) => p.kind === kind);
          const where = `${lang} ${variant} ${e.section} ${e.key} ${kind}`;
          assert.ok(part, `${where}: not shown`);
          assert.equal(part.label, t(`label.${kind}`), `${where}: no label`);
          assert.ok(shown.includes(`${t(`label.${kind}`)}${t('labelColon')}${part.text}`), where);
          labelled++;
        }
        // What the text says comes first and unlabelled.
        assert.deepEqual(parts[0], { kind: 'says', label: '', text: local.says });
      }
    }
  }
  assert.ok(labelled > 3 * 40, `only ${labelled} labelled parts`);
});

test('Show-moves captions that state a reading are marked, and shown with the label', () => {
  // The rules file's readings among the limits: the Generals' and Advisors' palaces, 外/內 of
  // the Vanguard and Rearguard, the Elite officer's own three ranks, and every dlp limit.
  const readings = { gwangsanghui: ['A', 'G', 'O', 'V', 'W'], 'gwangsanghui-dlp': ['O', 'V', 'W'] };
  for (const [variant, letters] of Object.entries(readings)) {
    const info = api.variantInfo(variant);
    const marked = info.pieces.map((p) => p.letter.toUpperCase()).filter((k) => pieceLimit(variant, info, k)?.reading).sort();
    assert.deepEqual(marked, letters, variant);
  }
  assert.ok(!pieceLimit('gwangsanghui', api.variantInfo('gwangsanghui'), 'K').reading, 'the Marshal never leaving its palace is the text (不出九宮)');
  for (const lang of LANGS) {
    const t = createTranslator(lang);
    const shown = partText({ label: t('label.reading'), text: t('limit.gwangsanghui.G') }, t);
    assert.ok(shown.startsWith(t('label.reading')) && shown.endsWith(t('limit.gwangsanghui.G')), lang);
  }
});

test('the notes on the measures: what the text says names no piece for 行二日; the Traveller is the reading\'s', () => {
  for (const variant of VARIANTS) {
    const measures = entry(variant, 'readingNotes', 'Measures (日)');
    assert.doesNotMatch(measures.says, /traveller/i, `${variant}: s32 names no piece`);
    assert.match(measures.says, /names no piece/);
    assert.match(measures.reading, /Traveller/);
    for (const lang of ['ko', 'zh']) {
      const local = rulesText(lang, variant, 'gwangsanghui').source('readingNotes', 'Measures (日)');
      assert.doesNotMatch(local.says, lang === 'ko' ? /유/ : /游/, `${lang} ${variant}: the Traveller in what the text says`);
      assert.match(local.reading, lang === 'ko' ? /유/ : /游/, `${lang} ${variant}`);
    }
  }
});

// Outside the rules panel too (lessons, the overview, the reader's captions, the example
// pages), wherever a rule stands beside the text's words, a part that is this project's
// reading or convention carries the panel's label, in each language the text is in.
const labelOf = (t, kind) => `${t(`label.${kind}`)}${t('labelColon')}`;
const classicEntries = entriesOf('gwangsanghui');
const readsBeyond = (source) => Boolean(source?.reading);
// The engine's entry a Gwangsanghui lesson step teaches: its piece, or the rule it is about.
const STEP_RULES = { victory: 'Victory', 'fallen-general': 'Fallen general', avenge: 'Fallen general' };
function stepEntry(step) {
  if (step.goal.piece) return entry('gwangsanghui', 'pieces', step.goal.piece);
  const rule = STEP_RULES[step.id];
  return rule ? entry('gwangsanghui', 'ruleNotes', rule) : null;
}
// The text's words a lesson quotes: runs of two or more Han characters in brackets (one
// character in brackets is a piece's name), each part between ; or ；.
function quotedWords(text) {
  return [...text.matchAll(/[(（]([^()（）]+)[)）]/g)]
    .flatMap((m) => m[1].split(/[;；]\s*/))
    .filter((q) => /^[\u4e00-\u9fff，]{2,}$/.test(q));
}

test('the Gwangsanghui lessons label this project\'s reading beside the text\'s words, in every language', () => {
  const course = COURSES.find((c) => c.variant === 'gwangsanghui');
  const text = sourceText();
  let labelled = 0;
  for (const step of course.steps) {
    const source = stepEntry(step);
    assert.ok(source, `${step.id}: which rule does it teach? (map it in STEP_RULES)`);
    for (const lang of LANGS) {
      const t = createTranslator(lang);
      const task = step.task[lang];
      if (readsBeyond(source)) {
        assert.ok(task.includes(labelOf(t, 'reading')), `${step.id} ${lang}: the reading is not labelled: ${task}`);
        labelled++;
      }
      if (lang !== 'zh') for (const q of quotedWords(task)) assert.ok(text.includes(q), `${step.id} ${lang}: "${q}" is not the text's words`);
    }
  }
  assert.ok(labelled >= 3 * 11, `only ${labelled} labelled tasks`);
});

test('the Gwangsanghui overview labels its reading and its conventions, in every language', () => {
  const claims = {
    reading: { en: /no check rule/, ko: /장군\(체크\) 규칙은 없/, zh: /没有将军规则/ },
    convention: { en: /moves first|side with no move passes/g, ko: /먼저 둡니다|한수쉼을 합니다/g, zh: /先走|无子可走的一方停着/g },
  };
  for (const lang of LANGS) {
    const t = createTranslator(lang);
    const lines = RULES_TEXTS[lang].overview.gwangsanghui;
    const victory = lines.find((l) => l.includes('獲其元帥者勝'));
    assert.ok(victory, `${lang}: the overview quotes 獲其元帥者勝`);
    const noCheck = victory.search(claims.reading[lang]);
    assert.ok(noCheck > 0 && victory.lastIndexOf(labelOf(t, 'reading'), noCheck) >= 0, `${lang}: "no check" is not labelled a reading: ${victory}`);
    let conventions = 0;
    for (const line of lines) {
      for (const m of line.matchAll(claims.convention[lang])) {
        assert.ok(line.lastIndexOf(labelOf(t, 'convention'), m.index) >= 0, `${lang}: "${m[0]}" is not labelled a convention: ${line}`);
        conventions++;
      }
    }
    assert.equal(conventions, 2, `${lang}: the first move and the forced pass`);
  }
});

test('the source reader\'s captions of a rule in play, and its set-up boards, carry the label', () => {
  let captions = 0;
  for (const [id, boards] of Object.entries(BOARDS)) {
    for (const board of boards.filter((b) => b.caption)) {
      const cites = entriesOf(board.variant).filter((e) => e.source.sentences.includes(id));
      if (!cites.some((e) => readsBeyond(e.source))) continue;
      for (const lang of LANGS) {
        const t = createTranslator(lang);
        assert.ok(t(board.caption).includes(t('label.reading')), `${id} ${board.caption} ${lang}: ${t(board.caption)}`);
        captions++;
      }
    }
  }
  assert.ok(captions >= 3 * 6, `only ${captions} captions`);
  for (const lang of LANGS) {
    const t = createTranslator(lang);
    assert.ok(t('reader.setup').startsWith(labelOf(t, 'reading')), `${lang}: the start position is this project's reading`);
  }
});

test('the example pages label this project\'s reading wherever they cite a sentence it reads beyond', () => {
  const dir = join(ROOT, 'web', 'examples');
  let checked = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8');
    const t = createTranslator(html.match(/<html lang="([a-z]+)"/)?.[1] ?? 'en');
    for (const [, block] of html.matchAll(/<(?:p|figcaption)\b[^>]*>([\s\S]*?)<\/(?:p|figcaption)>/g)) {
      const cited = [...block.matchAll(/reader\.html#(s\d+)/g)].map((m) => m[1]);
      const beyond = cited.filter((id) => classicEntries.some((e) => e.source.sentences.includes(id) && readsBeyond(e.source)));
      if (!beyond.length) continue;
      const words = block.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
      assert.ok(words.includes(labelOf(t, 'reading')), `${file}: cites ${beyond} without labelling the reading: ${words}`);
      checked++;
    }
  }
  assert.ok(checked >= 3, `only ${checked} passages cite the text`);
});
