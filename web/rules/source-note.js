// A Gwangsanghui rule beside the source text (variantInfo's `source`: the sentences it cites,
// core/source_note.h) in the page's language: what the text says, then each part this project
// adds, labelled, so a reading is never shown as if the text said it (docs/rules/
// gwangsanghui.md, "What the text says, and what this reading adds"). The labels are strings
// of strings/*.js ('label.reading'...), the words in rules/rules-text/en.js, ko.js and zh.js.

// The parts a translation gives, and the order the parts are shown in (after what the text
// says: the English evidence a dlp reading follows, the reading and the literal sense of the
// words it goes beyond, the conventions of play).
export const TRANSLATED = ['says', 'literal', 'reading', 'convention'];
export const LABELLED = ['summary', 'reading', 'literal', 'convention'];

// The entry in a language: the translation's parts over the engine's English ones. The
// summary is a quotation of the English evidence and stays in English.
export function localSource(source, translation) {
  if (!source) return null;
  const local = { ...source };
  for (const key of TRANSLATED) if (translation?.[key]) local[key] = translation[key];
  return local;
}

// The parts to show, in order: [{kind, label, text}]; label is '' for what the text says.
export function sourceParts(source, t) {
  if (!source) return [];
  const parts = [];
  if (source.says) parts.push({ kind: 'says', label: '', text: source.says });
  for (const kind of LABELLED) {
    if (!source[kind]) continue;
    const text = kind === 'summary' ? `“${source.summary}”` : source[kind];
    parts.push({ kind, label: t(`label.${kind}`), text });
  }
  return parts;
}

// One part as words: its label, the language's colon, the text.
export function partText(part, t) {
  return part.label ? `${part.label}${t('labelColon')}${part.text}` : part.text;
}

// The whole entry as one string (for tests and for places without markup).
export function sourcePlainText(source, t) {
  return sourceParts(source, t).map((p) => partText(p, t)).join(' ');
}

// The quote split at the words the rule rests on: [{text, focus}], in order.
export function quoteSegments(source) {
  const quote = source?.quote ?? '';
  const marks = [];
  for (const words of source?.focus ?? []) {
    for (let at = quote.indexOf(words); at >= 0 && words; at = quote.indexOf(words, at + words.length)) {
      marks.push([at, at + words.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  const segments = [];
  let pos = 0;
  for (const [start, end] of marks) {
    if (start < pos) continue;  // overlapping focus: the first one wins
    if (start > pos) segments.push({ text: quote.slice(pos, start), focus: false });
    segments.push({ text: quote.slice(start, end), focus: true });
    pos = end;
  }
  if (pos < quote.length) segments.push({ text: quote.slice(pos), focus: false });
  return segments;
}

// The entry's parts as elements, each labelled part in a span of class `label-KIND`.
export function renderSourceParts(document, source, t) {
  const box = document.createElement('div');
  box.className = 'source-parts';
  for (const part of sourceParts(source, t)) {
    const p = document.createElement('p');
    p.className = `part part-${part.kind}`;
    if (part.label) {
      const label = document.createElement('span');
      label.className = `part-label label-${part.kind}`;
      label.textContent = part.label + t('labelColon');
      p.append(label);
    }
    const words = document.createElement('span');
    words.textContent = part.text;
    if (part.kind === 'summary') words.lang = 'en';
    p.append(words);
    box.append(p);
  }
  return box;
}

// The quoted sentences, the words the rule rests on marked; the sentence ids are kept in
// data-sentences. With hrefOf(id), the quote comes in a box with a link (§22) to each of its
// sentences in the source reader, below it.
export function renderQuote(document, source, hrefOf = null) {
  const box = document.createElement('blockquote');
  box.className = 'quote';
  box.lang = 'zh-Hant';
  box.dataset.sentences = (source?.sentences ?? []).join(' ');
  for (const seg of quoteSegments(source)) {
    if (!seg.focus) { box.append(seg.text); continue; }
    const mark = document.createElement('mark');
    mark.textContent = seg.text;
    box.append(mark);
  }
  if (!hrefOf) return box;
  const links = document.createElement('p');
  links.className = 'sentence-links';
  for (const id of source?.sentences ?? []) {
    const link = document.createElement('a');
    link.className = 'sentence-link';
    link.href = hrefOf(id);
    link.textContent = `§${id.slice(1)}`;
    links.append(link, ' ');
  }
  const quoted = document.createElement('div');
  quoted.className = 'quoted';
  quoted.append(box, links);
  return quoted;
}
