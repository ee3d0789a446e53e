// A rule beside the words of the source text it rests on (Gwangsanghui's 〈廣象戱志〉): the
// sentences it cites (docs/rules/gwangsanghui.md, "What the text says, and what this reading
// adds"). The page shows its parts labelled (`literal`, `reading`, `convention`, `summary`),
// so that this project's reading never reads as the text's words; tests/node/
// source_notes.test.mjs checks the quotes and the labels.
#pragma once

#include <string>
#include <vector>

namespace sanggi {

struct SourceNote {
  // Ids of the whole sentences cited, in order (web/texts/gwangsanghui.js: s1, s2, ...).
  std::vector<std::string> sentences;
  std::string quote;               // those sentences, verbatim, one after the other
  std::vector<std::string> focus;  // the words the rule rests on, each a part of `quote`
  // What the text says, its literal sense, this project's reading, the conventions of play and
  // the English evidence a dlp reading follows are words for people, kept with their
  // translations in web/rules/rules-text/ (`sources`), by the piece's letter or the note's name.
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
