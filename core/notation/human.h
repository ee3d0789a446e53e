// Notation for people, per game, printed and parsed:
//   Janggi: KJA (`79졸78`: from point, Hangul piece name, to point; `한수쉼` for a pass),
//           the same with Latin letters (`79P78`), and a Western form (`P i4-h4`).
//   Xiangqi and Sin-yeon-sang-gi: WXF (`H2+3`, `C2.5`, `+R.5` for the front one of two).
//   Gwangsanghui: piece, from, `-` or `x`, to: the Hanja natively (`馬f4-e6`), the letter in
//           the Latin style (`Hf4-e6`, `Rk2xk13`); pass `pass`.
// Which of these a game uses is its Variant::notation.
//   Xiangqi and Sin-yeon-sang-gi also in Chinese notation (`炮二平五`, `马8进7`).
// Parsing accepts every style of the game and machine notation, and only legal moves.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../position.h"
#include "../result.h"

namespace sanggi {

enum class NotationStyle {
  MACHINE,  // b1c3, e2e2 for a pass
  NATIVE,   // the game's own: KJA with Hangul, WXF, Gwangsanghui Hanja
  LATIN,    // the same with Latin piece letters (Janggi, Gwangsanghui); WXF: as NATIVE
  WESTERN,  // piece letter, from, - or x, to: `P i4-h4` (every game)
  // Chinese notation (`炮二平五`, `马8进7`; notation/chinese.h) in simplified or traditional
  // characters, for the games whose pieces have Chinese names; elsewhere the same as NATIVE.
  CHINESE_SIMPLIFIED,
  CHINESE_TRADITIONAL,
};

// `m` must be legal in `before`, the position the move is played from.
std::string move_text(const Position& before, Move m, NotationStyle style);
// The styles that differ from one another in this game (LATIN only where the native style
// has non-Latin piece names), and their names for the page: "native", "latin"...
std::vector<NotationStyle> notation_styles(const Variant& v);
const char* notation_style_name(NotationStyle style);
Result<Move> parse_move(const Position& pos, std::string_view text);

}  // namespace sanggi
