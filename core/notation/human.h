// Notation for people, per game, printed and parsed:
//   Janggi: KJA (`79졸78`: from point, Hangul piece name, to point; `한수쉼` for a pass),
//           the same with Latin letters (`79P78`), and a Western form (`P i4-h4`).
//   Xiangqi and Sin-yeon-sang-gi: WXF (`H2+3`, `C2.5`, `+R.5` for the front one of two).
//   Gwangsanghui: piece letter, from, `-` or `x`, to (`Hf4-e6`, `Rk2xk13`); pass `pass`.
//   Xiangqi and Sin-yeon-sang-gi also in Chinese notation (`炮二平五`, `马8进7`).
// Parsing accepts every style of the game and machine notation, and only legal moves.
#pragma once

#include <string>
#include <string_view>

#include "../position.h"
#include "../result.h"

namespace sanggi {

enum class NotationStyle {
  MACHINE,  // b1c3, e2e2 for a pass
  NATIVE,   // the game's own: KJA with Hangul, WXF, Gwangsanghui letters
  LATIN,    // KJA with Latin piece letters (Janggi); elsewhere the same as NATIVE
  WESTERN,  // piece letter, from, - or x, to: `P i4-h4` (every game)
  // Chinese notation (`炮二平五`, `马8进7`; notation/chinese.h) in simplified or traditional
  // characters, for the games whose pieces have Chinese names; elsewhere the same as NATIVE.
  CHINESE_SIMPLIFIED,
  CHINESE_TRADITIONAL,
};

// `m` must be legal in `before`, the position the move is played from.
std::string move_text(const Position& before, Move m, NotationStyle style);
Result<Move> parse_move(const Position& pos, std::string_view text);

}  // namespace sanggi
