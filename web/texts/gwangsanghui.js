// 〈廣象戱志〉 (an account of Gwangsanghui), from 《䨓淵集》 (雷淵集), the collected writings of Nam Yu-yong
// (南有容, 1698–1773: Kim Gu-jin, "남유용(南有容)", 조선왕조실록사전, Academy of Korean Studies,
// online 2018), of 1783 (the Digital Ludeme Project's date): the whole text, one entry per
// sentence. The classical text is in the public domain. Copied verbatim, with its modern
// punctuation, from the copy in Chinese Wikipedia's article 廣象戲 (朝鮮) (section
// 《䨓淵集》〈廣象戱志〉全文), which cites the Korean Classics DB (韓國古典綜合DB);
// tests/node/source_notes.test.mjs compares this copy with a saved copy of that article where
// one is found (docs/rules/README.md, "Where the source texts are").
//
// A sentence ends with 。 (the copy's own punctuation). The ids (s1, s2, ...) are stable:
// the engine's rule entries cite them (SourceNote::sentences in core/variants/gwangsanghui.cpp)
// and a reader of the text can use them as anchors. Never renumber; a correction to a
// sentence keeps its id.
export const GWANGSANGHUI_SOURCE = {
  title: '廣象戱志',
  book: '䨓淵集',
  author: 'Nam Yu-yong (南有容, 1698–1773)',
  sentences: [
    { id: 's1', text: '廣象戱者，本乎谿谷所志象戱者而廣之也。' },
    { id: 's2', text: '其爲局也，經十五道，緯十四道，合二百有十步。' },
    { id: 's3', text: '其布陣也，各據南北九十步，爲三軍焉。' },
    { id: 's4', text: '中軍四十五步，其二十一步爲內營，經七緯三而少北，又畫其中九步爲九宮，斜道而湊之中，元帥位焉。' },
    { id: 's5', text: '士二，謀士也，居元帥之後而左右焉。' },
    { id: 's6', text: '象二，威遠者也，居士之左右。' },
    { id: 's7', text: '車二，擣虗者也，居象之左右。' },
    { id: 's8', text: '砲二，衝堅者也，列于九宮之兩角焉。' },
    { id: 's9', text: '馬二，執銳者也，居象之前間一步焉。' },
    { id: 's10', text: '環內營而二十四步爲外營，前鋒一，前茅也，居南。' },
    { id: 's11', text: '後將一，斷後也，居北。' },
    { id: 's12', text: '奇二，奇門也，一東而一西。' },
    { id: 's13', text: '東南、西南置二游焉，游擊也；東北、西北設二伏焉，埋伏也。' },
    { id: 's14', text: '虗前鋒之前一步爲營門，步與騎相間，三三爲隊，列于門之左右，以竟東西。' },
    { id: 's15', text: '騎者，騎兵也；步者，步卒也，各六。' },
    { id: 's16', text: '左右軍各十五步，畫其中九步爲九宮，斜道而湊之中，將之位也。' },
    { id: 's17', text: '士一，居將之後。' },
    { id: 's18', text: '車與象各一，居士之左右。' },
    { id: 's19', text: '馬與砲各一，居九宮之角而東西焉。' },
    { id: 's20', text: '右營車右而馬西，其行師也。' },
    { id: 's21', text: '元帥行九宮之中無拘，然不出九宮也。' },
    { id: 's22', text: '左右將如元帥，中軍有急，援之，不自出。' },
    { id: 's23', text: '前鋒外而不內，然行於外也無拘。' },
    { id: 's24', text: '後將內而不外，然行於內也無拘。' },
    { id: 's25', text: '士行如將。' },
    { id: 's26', text: '車行縱橫前却無拘也。' },
    { id: 's27', text: '砲行必有乘也，惟砲與砲不相乘，亦不相食。' },
    { id: 's28', text: '馬行一日，象行三日，然馬有麗于肩，象有麗于肩若腹，皆不得行。' },
    { id: 's29', text: '騎行半日。' },
    { id: 's30', text: '步行一步。' },
    { id: 's31', text: '騎與步可左右，不可却也。' },
    { id: 's32', text: '行二日，有麗于心不行。' },
    { id: 's33', text: '伏之動日半，不殺不發，有殺復于伏。' },
    { id: 's34', text: '奇行方，貫穿諸宮無拘，然不出三道也。' },
    { id: 's35', text: '獲其元帥者勝，不能相勝者平。' },
    { id: 's36', text: '此其大勢也。' },
    { id: 's37', text: '左右將陷，盡俘其屬之在營者，有能復讎者存之。' },
    { id: 's38', text: '兩陣旣成，前鋒出兵未交，前鋒不相殺，此又師律之一端也。' },
    { id: 's39', text: '若夫奇正合變之竗，存乎其人。' },
  ],
};

// The whole text, as one string.
export function sourceText(source = GWANGSANGHUI_SOURCE) {
  return source.sentences.map((s) => s.text).join('');
}

// The sentences with these ids, joined, or null if an id is unknown.
export function sentencesText(ids, source = GWANGSANGHUI_SOURCE) {
  const parts = ids.map((id) => source.sentences.find((s) => s.id === id)?.text);
  return parts.length && parts.every((p) => p !== undefined) ? parts.join('') : null;
}
