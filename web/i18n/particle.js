// Korean particles that depend on the word before them: 이/가, 은/는, 을/를, 과/와, 으로/로
// are chosen by whether the word's last syllable ends in a consonant (받침), as Korean
// software does. A Korean string is written with the paired form after its {word}
// ("{side}이(가)", "{piece}을(를)", "{square}와(과)", "{square}(으)로"); resolveParticles()
// puts the right one in once the words are filled in. By the usual rule a part in brackets
// is skipped ("궁(장)은", "초 (파랑)가": the particle agrees with the word before it).

const FORMS = Object.freeze({
  '이(가)': ['이', '가'], '가(이)': ['이', '가'],
  '은(는)': ['은', '는'], '는(은)': ['은', '는'],
  '을(를)': ['을', '를'], '를(을)': ['을', '를'],
  '과(와)': ['과', '와'], '와(과)': ['과', '와'],
  '(으)로': ['으로', '로'],
});
const FORM_RE = /이\(가\)|가\(이\)|은\(는\)|는\(은\)|을\(를\)|를\(을\)|과\(와\)|와\(과\)|\(으\)로/g;

// Digits and Latin letters as they are read aloud in Korean: 0 영, 1 일, 3 삼, 6 육, 7 칠,
// 8 팔 end in a consonant (1, 7, 8 in ㄹ); l 엘, m 엠, n 엔, r 알 too.
const DIGIT_FINAL = { 0: 'ㅇ', 1: 'ㄹ', 2: '', 3: 'ㅁ', 4: '', 5: '', 6: 'ㄱ', 7: 'ㄹ', 8: 'ㄹ', 9: '' };
const LETTER_FINAL = { l: 'ㄹ', m: 'ㅁ', n: 'ㄴ', r: 'ㄹ' };
// The Hanja of the pieces and sides, by their Korean reading (a name written in Hanja alone).
const HANJA_READING = {
  楚: '초', 漢: '한', 汉: '한', 將: '장', 将: '장', 帥: '수', 帅: '수', 車: '차', 车: '차', 包: '포', 砲: '포', 炮: '포',
  馬: '마', 马: '마', 象: '상', 相: '상', 士: '사', 仕: '사', 卒: '졸', 兵: '병',
};
const FINALS = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ', 'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];
const isHanja = (c) => /\p{Script=Han}/u.test(c);

// The final consonant of a word as read ('' for none), or null when it cannot be told.
export function finalConsonant(word) {
  let text = String(word);
  // Skip what is read apart from the word: a trailing part in brackets, quotes, spaces,
  // punctuation; Hanja after a Hangul name ("초 楚") are the name written again.
  for (;;) {
    const before = text;
    text = text.replace(/\s*[(（[［][^()（）[\]［］]*[)）\]］]\s*$/u, '').replace(/[\s"'“”‘’「」.,!?:;]+$/u, '');
    text = text.replace(/(?<=[가-힣]\s*)\p{Script=Han}+$/u, '');
    if (text === before) break;
  }
  const last = text.at(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return FINALS[(code - 0xac00) % 28];
  if (last in DIGIT_FINAL) return DIGIT_FINAL[last];
  if (/[a-z]/i.test(last)) return LETTER_FINAL[last.toLowerCase()] ?? '';
  if (isHanja(last) && HANJA_READING[last]) return finalConsonant(HANJA_READING[last]);
  return null;
}

// The particle for `word`: form is one of the paired forms ('이(가)', '(으)로', ...).
// A word whose sound cannot be told keeps the paired form.
export function particle(word, form) {
  const pair = FORMS[form];
  if (!pair) return form;
  const final = finalConsonant(word);
  if (final === null) return form;
  // 으로 after a consonant other than ㄹ; 로 after a vowel or ㄹ.
  if (form === '(으)로') return final && final !== 'ㄹ' ? pair[0] : pair[1];
  return final ? pair[0] : pair[1];
}

// Every paired form in a Korean text, chosen by the text before it.
export function resolveParticles(text) {
  return String(text).replace(FORM_RE, (form, offset, whole) => particle(whole.slice(0, offset), form));
}
