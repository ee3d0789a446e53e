// Xiangqi (象棋), rules in docs/rules/xiangqi.md.
#include "variants.h"

namespace sanggi {

Variant xiangqi_variant() {
  Variant v;
  v.name = "xiangqi";
  v.game = "xiangqi";
  v.title = "Xiangqi (象棋)";
  v.rule_set = "standard", v.rule_set_label = "Standard";
  v.aliases = {"chinese-chess"};
  v.side_names[WHITE] = "Red", v.side_names[BLACK] = "Black";
  v.notation = MoveNotation::WXF;
  v.evaluation = EvaluationData::XIANGQI;
  use_chinese_set(v);
  v.rule_set_note = "Perpetual check loses; other repetitions and the move limit are draws.";
  v.geometry = Geometry(9, 10);
  v.geometry.add_palace(3, 0);
  v.geometry.add_palace(3, 7);
  v.river_rank = 4;
  const RegionId palace = v.add_region("palace", v.geometry.rectangle(3, 0, 5, 2));
  const RegionId own_half = v.add_region("own half", v.geometry.rectangle(0, 0, 8, 4));
  const RegionId enemy_half = v.add_region("enemy half", v.geometry.rectangle(0, 5, 8, 9));

  // Flying general: the generals may never face each other on an open file. Written as a
  // ride along the file that attacks but is never played, so "may not leave the general
  // attacked" covers it.
  const Movement flying_general = ride(FILE_LINE).only(ATTACK_ONLY);
  // Chinese notation names: simplified as mainland books write them (车 马 炮 for both
  // sides), traditional as Hong Kong and Taiwan books (black's cannon 砲).
  // One piece per line or two reads better than one field per line:
  // clang-format off
  PieceKind general{.letter = 'K', .name = "General", .symbol = {"帥", "將"},
                    .chinese = {"帅", "将"}, .chinese_traditional = {"帥", "將"}, .royal = true,
                    .moves = {step(ORTHOGONAL).within(palace), flying_general}};
  PieceKind advisor{.letter = 'A', .name = "Advisor", .symbol = {"仕", "士"},
                    .chinese = {"仕", "士"}, .chinese_traditional = {"仕", "士"},
                    .moves = {step(DIAGONAL).within(palace)}};
  // "Exactly two points diagonally; blocked at the point between; may not cross the river."
  // WXF writes the elephant E and the horse H.
  PieceKind elephant{.letter = 'B', .alt_letters = "E", .notation_letter = 'E', .name = "Elephant",
                     .symbol = {"相", "象"}, .chinese = {"相", "象"},
                     .chinese_traditional = {"相", "象"},
                     .moves = {lame_leap({2, 2}, {{1, 1}}).to(own_half)}};
  PieceKind horse{.letter = 'N', .alt_letters = "H", .notation_letter = 'H', .name = "Horse",
                  .symbol = {"傌", "馬"}, .chinese = {"马", "马"},
                  .chinese_traditional = {"馬", "馬"}, .moves = {lame_leap({1, 2}, {{0, 1}})}};
  PieceKind chariot{.letter = 'R', .name = "Chariot", .symbol = {"俥", "車"},
                    .chinese = {"车", "车"}, .chinese_traditional = {"車", "車"},
                    .moves = {ride(ORTHOGONAL)}};
  // "Moves like a chariot without capturing; captures only by jumping exactly one piece."
  PieceKind cannon{.letter = 'C', .name = "Cannon", .symbol = {"炮", "砲"},
                   .chinese = {"炮", "炮"}, .chinese_traditional = {"炮", "砲"},
                   .moves = {ride(ORTHOGONAL).only(QUIET), hop(ORTHOGONAL).only(CAPTURE)}};
  // "One step forward; after crossing the river also one step sideways."
  PieceKind soldier{.letter = 'P', .name = "Soldier", .symbol = {"兵", "卒"},
                    .chinese = {"兵", "卒"}, .chinese_traditional = {"兵", "卒"},
                    .moves = {step(FORWARD), step(SIDEWAYS).from(enemy_half)}};
  v.pieces = {general, advisor, elephant, horse, chariot, cannon, soldier};
  // clang-format on
  v.start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  v.rules.perpetual_check_loses = true;
  v.finish();
  return v;
}

}  // namespace sanggi
