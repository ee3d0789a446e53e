// Sin-yeon-sang-gi (新演象棋), rules in docs/rules/sinyeonsanggi.md: Xiangqi on 13x10
// with rhino, bear and bull, the pawn's backward step, and liberation.
#include "variants.h"

namespace sanggi {

Variant sinyeonsanggi_variant() {
  Variant v;
  v.name = "sinyeonsanggi";
  v.game = "sinyeonsanggi";
  v.title = "Sin-yeon-sang-gi (新演象棋)";
  v.rule_set = "standard", v.rule_set_label = "Standard";
  v.aliases = {"sin-yeon-sang-gi"};
  v.side_names[WHITE] = "Red", v.side_names[BLACK] = "Black";
  v.notation = MoveNotation::WXF;  // with its own FEN letters
  v.evaluation = EvaluationData::SINYEONSANGGI;
  use_chinese_set(v);
  v.rule_set_note = "As Xiangqi, with the pawn's backward step and liberation.";
  v.geometry = Geometry(13, 10);
  v.geometry.add_palace(5, 0);
  v.geometry.add_palace(5, 7);
  v.river_rank = 4;
  const RegionId palace = v.add_region("palace", v.geometry.rectangle(5, 0, 7, 2));
  const RegionId own_half = v.add_region("own half", v.geometry.rectangle(0, 0, 12, 4));
  const RegionId enemy_half = v.add_region("enemy half", v.geometry.rectangle(0, 5, 12, 9));
  const RegionId last_two =
      v.add_region("own 9th and 10th ranks", v.geometry.rectangle(0, 8, 12, 9));

  const Movement flying_king = ride(FILE_LINE).only(ATTACK_ONLY);  // see xiangqi.cpp
  // Chinese notation names as in Xiangqi; the king is written 帅/将 like the Xiangqi general
  // it moves as (its piece shows the side's colour, 紅 and 黑, which reads as no piece name
  // in a move), and the bull, bear and rhino keep their own characters 牛 熊 犀.
  // One piece per line or two reads better than one field per line:
  // clang-format off
  PieceKind king{.letter = 'K', .name = "King", .symbol = {"紅", "黑"},
                 .chinese = {"帅", "将"}, .chinese_traditional = {"帥", "將"}, .royal = true,
                 .moves = {step(ORTHOGONAL).within(palace), flying_king}};
  // Liberation (rule 2): guards and bulls leave the palace and cross the river.
  PieceKind guard{.letter = 'A', .alt_letters = "G", .name = "Guard", .symbol = {"仕", "士"},
                  .chinese = {"仕", "士"}, .chinese_traditional = {"仕", "士"},
                  .moves = {step(DIAGONAL).within(palace)}, .liberated_moves = {step(DIAGONAL)}};
  const Movement bull_leap = lame_leap({2, 2}, {{1, 1}});
  PieceKind bull{.letter = 'U', .name = "Bull", .symbol = {"牛", "牛"},
                 .chinese = {"牛", "牛"}, .chinese_traditional = {"牛", "牛"},
                 .moves = {bull_leap.to(own_half)}, .liberated_moves = {bull_leap}};
  PieceKind horse{.letter = 'H', .alt_letters = "N", .name = "Horse", .symbol = {"傌", "馬"},
                  .chinese = {"马", "马"}, .chinese_traditional = {"馬", "馬"},
                  .moves = {lame_leap({1, 2}, {{0, 1}})}};
  PieceKind bear{.letter = 'B', .name = "Bear", .symbol = {"熊", "熊"},
                 .chinese = {"熊", "熊"}, .chinese_traditional = {"熊", "熊"},
                 .moves = {lame_leap({2, 3}, {{0, 1}, {1, 2}})}};
  // "Two orthogonal steps then one diagonal step outward; blocked at either orthogonal point."
  PieceKind rhino{.letter = 'I', .name = "Rhino", .symbol = {"犀", "犀"},
                  .chinese = {"犀", "犀"}, .chinese_traditional = {"犀", "犀"},
                  .moves = {lame_leap({1, 3}, {{0, 1}, {0, 2}})}};
  PieceKind chariot{.letter = 'R', .name = "Chariot", .symbol = {"俥", "車"},
                    .chinese = {"车", "车"}, .chinese_traditional = {"車", "車"},
                    .moves = {ride(ORTHOGONAL)}};
  PieceKind cannon{.letter = 'C', .name = "Cannon", .symbol = {"炮", "砲"},
                   .chinese = {"炮", "炮"}, .chinese_traditional = {"炮", "砲"},
                   .moves = {ride(ORTHOGONAL).only(QUIET), hop(ORTHOGONAL).only(CAPTURE)}};
  // Rule 1: "while it stands on its 9th or 10th rank also one step backward".
  PieceKind pawn{.letter = 'P', .name = "Pawn", .symbol = {"兵", "卒"},
                 .chinese = {"兵", "卒"}, .chinese_traditional = {"兵", "卒"},
                 .moves = {step(FORWARD), step(SIDEWAYS).from(enemy_half),
                           step(BACKWARD).from(last_two)}};
  v.pieces = {king, guard, bull, horse, bear, rhino, chariot, cannon, pawn};
  // clang-format on
  v.start_fen =
      "ribhuakauhbir/13/1c9c1/p1p1p1p1p1p1p/13/13/P1P1P1P1P1P1P/1C9C1/13/RIBHUAKAUHBIR w - - 0 1";
  v.rules.perpetual_check_loses = true;
  v.rules.liberation_letter = 'P';
  v.finish();
  return v;
}

}  // namespace sanggi
