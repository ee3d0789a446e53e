// A rule shown beside the words of the source text it rests on (Gwangsanghui's 〈廣象戱志〉),
// split by what each part is, so that the app never shows this project's reading as if the
// text said it (docs/rules/gwangsanghui.md, "What the text says, and what this reading
// adds"). The page labels `literal`, `reading`, `convention` and `summary` in every
// language; tests/node/source_notes.test.mjs checks the quotes and the labels.
#pragma once

#include <string>
#include <vector>

namespace sanggi {

struct SourceNote {
  // Ids of the whole sentences cited, in order (web/texts/gwangsanghui.js: s1, s2, ...).
  std::vector<std::string> sentences;
  std::string quote;               // those sentences, verbatim, one after the other
  std::vector<std::string> focus;  // the words the rule rests on, each a part of `quote`
  std::string says;                // what the text says, in plain English
  std::string literal;             // the literal sense of words the reading goes beyond
  std::string reading;             // what this project's reading decides beyond the words
  std::string convention;          // rules of play the text does not address at all
  std::string summary;             // the words of the English evidence (DLP) a dlp reading follows
  // The region the piece is kept in (or out of) is this project's reading, not the words of
  // the text or summary (the page labels the limit's sentence a reading).
  bool limit_is_reading = false;

  bool empty() const { return sentences.empty(); }
};

// A rule of the game that is not a movement, or a note on how a rule set reads its text.
struct RuleNote {
  std::string name;
  SourceNote source;
};

}  // namespace sanggi
