// Which sentences of 〈廣象戱志〉 each Gwangsanghui piece and rule rests on (docs/rules/
// gwangsanghui.md, "What the text says, and what this reading adds"): the ids of whole
// sentences (web/texts/gwangsanghui.js), those sentences quoted, and the words the rule rests
// on. What the text says of each, and what this project's reading adds, are words for people:
// they are in web/rules/rules-text/ (en.js, ko.js, zh.js, under `sources`), by the same keys.
#include "gwangsanghui_text.h"

namespace sanggi {
namespace {

SourceNote& source_of(Variant& v, char letter) {
  return v.pieces[v.type_of_letter(letter) - 1].source;
}

// Sentences cited by more than one entry.
constexpr const char* S28 = "馬行一日，象行三日，然馬有麗于肩，象有麗于肩若腹，皆不得行。";
constexpr const char* S31 = "騎與步可左右，不可却也。";
constexpr const char* S33 = "伏之動日半，不殺不發，有殺復于伏。";
constexpr const char* S35 = "獲其元帥者勝，不能相勝者平。";
constexpr const char* S37 = "左右將陷，盡俘其屬之在營者，有能復讎者存之。";

void add_piece_text(Variant& v) {
  source_of(v, 'K') = {
      .sentences = {"s21"},
      .quote = "元帥行九宮之中無拘，然不出九宮也。",
  };
  source_of(v, 'G') = {
      .sentences = {"s22"},
      .quote = "左右將如元帥，中軍有急，援之，不自出。",
  };
  source_of(v, 'A') = {
      .sentences = {"s25"},
      .quote = "士行如將。",
  };
  source_of(v, 'E') = {
      .sentences = {"s28"},
      .quote = S28,
      .focus = {"象行三日", "象有麗于肩若腹"},
  };
  source_of(v, 'R') = {
      .sentences = {"s26"},
      .quote = "車行縱橫前却無拘也。",
  };
  source_of(v, 'C') = {
      .sentences = {"s27"},
      .quote = "砲行必有乘也，惟砲與砲不相乘，亦不相食。",
  };
  source_of(v, 'H') = {
      .sentences = {"s28"},
      .quote = S28,
      .focus = {"馬行一日", "馬有麗于肩"},
  };
  source_of(v, 'V') = {
      .sentences = {"s23"},
      .quote = "前鋒外而不內，然行於外也無拘。",
  };
  source_of(v, 'W') = {
      .sentences = {"s24"},
      .quote = "後將內而不外，然行於內也無拘。",
  };
  source_of(v, 'O') = {
      .sentences = {"s34"},
      .quote = "奇行方，貫穿諸宮無拘，然不出三道也。",
  };
  source_of(v, 'T') = {
      .sentences = {"s32"},
      .quote = "行二日，有麗于心不行。",
  };
  source_of(v, 'M') = {
      .sentences = {"s33"},
      .quote = S33,
  };
  source_of(v, 'P') = {
      .sentences = {"s30", "s31"},
      .quote = std::string("步行一步。") + S31,
  };
  source_of(v, 'L') = {
      .sentences = {"s29", "s31"},
      .quote = std::string("騎行半日。") + S31,
  };
}

void add_rule_notes(Variant& v) {
  v.rule_notes = {
      {"Victory",
       {.sentences = {"s35"},
        .quote = S35,
        .focus = {"獲其元帥者勝"}}},
      {"Vanguard truce",
       {.sentences = {"s38"},
        .quote = "兩陣旣成，前鋒出兵未交，前鋒不相殺，此又師律之一端也。"}},
      {"Fallen general",
       {.sentences = {"s37"},
        .quote = S37}},
      {"Prisoners",
       {.sentences = {"s37"},
        .quote = S37,
        .focus = {"俘"}}},
      {"Draws",
       {.sentences = {"s35"},
        .quote = S35,
        .focus = {"不能相勝者平"}}},
  };
}

// docs/rules/gwangsanghui.md, "Notes on the classic reading", and the board it sets up.
void add_reading_notes(Variant& v) {
  v.reading_notes = {
      {"Board and armies",
       {.sentences = {"s2", "s3"},
        .quote = "其爲局也，經十五道，緯十四道，合二百有十步。其布陣也，各據南北九十步，爲三軍焉。"}},
      {"Camps",
       {.sentences = {"s4", "s10"},
        .quote = "中軍四十五步，其二十一步爲內營，經七緯三而少北，又畫其中九步爲九宮，斜道而湊之"
                 "中，元帥位焉。環內營而二十四步爲外營，前鋒一，前茅也，居南。",
        .focus = {"其二十一步爲內營，經七緯三而少北", "環內營而二十四步爲外營"}}},
      {"Measures (日)",
       {.sentences = {"s28", "s29", "s32", "s33"},
        .quote = std::string(S28) + "騎行半日。行二日，有麗于心不行。" + S33,
        .focus = {"一日", "三日", "半日", "二日", "日半"}}},
      {"Palace lines",
       {.sentences = {"s26", "s27"},
        .quote = "車行縱橫前却無拘也。砲行必有乘也，惟砲與砲不相乘，亦不相食。",
        .focus = {"縱橫"}}},
      {"After a capture (有殺復于伏)",
       {.sentences = {"s33"},
        .quote = S33,
        .focus = {"有殺復于伏"}}},
  };
}

}  // namespace

void add_classic_text(Variant& v) {
  add_piece_text(v);
  add_rule_notes(v);
  add_reading_notes(v);
  // The regions these pieces are kept in are this reading's, not the text's words: the
  // Generals' wing palaces (不自出), the Advisors' palace (如將), the Vanguard's outside and
  // the Rearguard's inside (外, 內), the Elite officer's three ranks as ranks 2-4 (三道).
  for (char letter : {'G', 'A', 'V', 'W', 'O'}) source_of(v, letter).limit_is_reading = true;
}

// The dlp reading follows the English evidence of the Digital Ludeme Project (the summary,
// and the translation by Cazaux and Knowlton) where it differs from the classic reading; its
// words are the web's (web/rules/rules-text/, under `sources`), the sentences it rests on
// the same as the classic reading's.
void add_dlp_text(Variant& v) {
  // The summary states the Generals' and Advisors' palaces itself.
  for (char letter : {'G', 'A'}) source_of(v, letter).limit_is_reading = false;
}

}  // namespace sanggi
