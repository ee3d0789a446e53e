// Game records: a PGN-like text with tags (a `Variant` tag names the game, `FEN` a set-up
// start) and numbered moves in any notation the game accepts; and for Janggi the Korean
// .gib style (tags such as [초차림 "마상마상"], moves in KJA).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../position.h"
#include "../result.h"
#include "human.h"

namespace sanggi {

constexpr size_t MAX_RECORD_LENGTH = 1 << 20;  // 1 MiB of text
constexpr int MAX_RECORD_MOVES = 10000;

struct GameRecord {
  const Variant* variant = nullptr;
  std::string start_fen;    // always filled: the variant's start unless the record set one
  std::vector<Move> moves;  // legal from the start, in order
  // One per move, "" for none: the comment written after it (a clock such as
  // "[%clk 0:04:58]"); a record read back keeps the comments of its main line.
  std::vector<std::string> comments;
  std::vector<std::pair<std::string, std::string>> tags;  // as read, in order
  std::string result = "*";                               // "1-0", "0-1", "1/2-1/2" or "*"

  std::string tag(std::string_view name) const;  // "" if absent
};

// `default_variant` is used when the record has no Variant tag (nullptr: the tag is required).
Result<GameRecord> parse_record(std::string_view text, const Variant* default_variant);
// The PGN-like form, moves in `style`.
std::string write_record(const GameRecord& record, NotationStyle style);
// The .gib form (Janggi only; the start must be one of the sixteen setups).
Result<std::string> write_gib(const GameRecord& record);

}  // namespace sanggi
