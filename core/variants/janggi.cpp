// Janggi (장기), rules in docs/rules/janggi.md, and its four rule sets.
#include "variants.h"

namespace sanggi {

Variant janggi_variant() {
  Variant v;
  v.name = "janggi";
  v.game = "janggi";
  v.title = "Janggi (장기)";
  v.rule_set = "standard", v.rule_set_label = "Standard";
  v.aliases = {"korean-chess"};
  v.side_names[WHITE] = "Cho", v.side_names[BLACK] = "Han";
  v.notation = MoveNotation::KJA;
  v.evaluation = EvaluationData::JANGGI;
  v.janggi_setups = true;
  v.gib_records = true;
  use_korean_set(v, 82);  // the general larger, guards and soldiers smaller
  v.rule_set_note = "Bikjang, double pass, repetition and the move limit are decided on points.";
  v.geometry = Geometry(9, 10);
  v.geometry.add_palace(3, 0);
  v.geometry.add_palace(3, 7);
  const RegionId palace = v.add_region("palace", v.geometry.rectangle(3, 0, 5, 2));

  // "General and guards: one step along a line of their own palace."
  const Movement palace_step = step(ALL_EIGHT).on_lines().within(palace);
  // One piece per line or two reads better than one field per line:
  // clang-format off
  PieceKind general{.letter = 'K', .name = "General", .symbol = {"楚", "漢"},
                    .hangul = {"초", "한"}, .royal = true, .size_percent = 96,
                    .moves = {palace_step}};
  PieceKind guard{.letter = 'A', .name = "Guard", .symbol = {"士", "士"}, .hangul = {"사", "사"},
                  .points = 3, .size_percent = 66, .moves = {palace_step}};
  // "One orthogonal step then two diagonal steps outward; blocked if either point is occupied."
  PieceKind elephant{.letter = 'B', .alt_letters = "E", .name = "Elephant",
                     .symbol = {"象", "象"}, .hangul = {"상", "상"}, .points = 3,
                     .moves = {lame_leap({2, 3}, {{0, 1}, {1, 2}})}};
  PieceKind horse{.letter = 'N', .alt_letters = "H", .name = "Horse", .symbol = {"馬", "馬"},
                  .hangul = {"마", "마"}, .points = 5, .moves = {lame_leap({1, 2}, {{0, 1}})}};
  // "Any distance orthogonally; inside either palace also along the drawn diagonals."
  PieceKind chariot{.letter = 'R', .name = "Chariot", .symbol = {"車", "車"},
                    .hangul = {"차", "차"}, .points = 13,
                    .moves = {ride(ORTHOGONAL), ride(DIAGONAL).on_lines()}};
  // "Moves and captures only by jumping exactly one piece, never a cannon."
  PieceKind cannon{.letter = 'C', .name = "Cannon", .symbol = {"包", "包"}, .hangul = {"포", "포"},
                   .points = 7, .moves = {hop(ORTHOGONAL), hop(DIAGONAL).on_lines()},
                   .cannot_capture = "C", .cannot_hop_over = "C"};
  // "One step forward or sideways; inside the enemy palace also diagonally forward along a
  // drawn diagonal."
  PieceKind soldier{.letter = 'P', .name = "Soldier", .symbol = {"卒", "兵"},
                    .hangul = {"졸", "병"}, .points = 2, .size_percent = 66,
                    .moves = {step(join({FORWARD, SIDEWAYS})), step(FORWARD_DIAGONAL).on_lines()}};
  v.pieces = {general, guard, elephant, horse, chariot, cannon, soldier};
  // clang-format on
  v.start_fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

  Rules& r = v.rules;
  r.pass_anytime = true;
  r.bikjang = true;
  r.bikjang_scoring = EndScoring::POINTS;
  r.double_pass = EndScoring::POINTS;
  r.repetition = EndScoring::POINTS;
  r.move_limit = EndScoring::POINTS;
  r.black_bonus_tenths = 15;
  v.finish();
  return v;
}

static Variant janggi_rule_set(const char* rule_set, const char* label, const char* note,
                               bool bikjang, bool points) {
  Variant v = janggi_variant();
  v.name = std::string("janggi") + rule_set;
  v.rule_set = rule_set, v.rule_set_label = label;
  v.aliases = {std::string("janggi-") + rule_set};
  v.rule_set_note = note;
  EndScoring scoring = points ? EndScoring::POINTS : EndScoring::DRAW;
  v.rules.bikjang = bikjang;
  v.rules.bikjang_scoring = v.rules.double_pass = scoring;
  v.rules.repetition = v.rules.move_limit = scoring;
  v.rules.black_bonus_tenths = points ? 15 : 0;
  v.finish();
  return v;
}

Variant janggi_traditional_variant() {
  return janggi_rule_set("traditional", "Traditional",
                         "Bikjang, double pass, repetition and the move limit are draws.", true,
                         false);
}

Variant janggi_casual_variant() {
  return janggi_rule_set("casual", "Casual",
                         "No bikjang rule: facing generals is an ordinary position; no points.",
                         false, false);
}

Variant janggi_modern_variant() {
  return janggi_rule_set("modern", "Modern",
                         "No bikjang rule; double pass, repetition and the move limit are "
                         "decided on points.",
                         false, true);
}

}  // namespace sanggi
