// Janggi (장기), rules in ../shared/rules/janggi.md, and its four rule sets.
#include "variants.h"

namespace sanggi {

Variant janggi_variant() {
  Variant v;
  v.name = "janggi";
  v.game = "janggi";
  v.title = "Janggi (장기)";
  v.rule_set_note = "Bikjang, double pass, repetition and the move limit are decided on points.";
  v.geometry = Geometry(9, 10);
  v.geometry.add_palace(3, 0);
  v.geometry.add_palace(3, 7);
  const RegionId palace = v.add_region("palace", v.geometry.rectangle(3, 0, 5, 2));

  // "General and guards: one step along a line of their own palace."
  const Movement palace_step = step(ALL_EIGHT).on_lines().within(palace);
  PieceKind general{'K', "", "General", {"楚", "漢"}, {"초", "한"}, 0, true, {palace_step}};
  PieceKind guard{'A', "", "Guard", {"士", "士"}, {"사", "사"}, 3, false, {palace_step}};
  // "One orthogonal step then two diagonal steps outward; blocked if either point is occupied."
  PieceKind elephant{'B',          "E", "Elephant", {"象", "象"},
                     {"상", "상"}, 3,   false,      {lame_leap({2, 3}, {{0, 1}, {1, 2}})}};
  PieceKind horse{'N',          "H", "Horse", {"馬", "馬"},
                  {"마", "마"}, 5,   false,   {lame_leap({1, 2}, {{0, 1}})}};
  // "Any distance orthogonally; inside either palace also along the drawn diagonals."
  PieceKind chariot{'R',          "", "Chariot", {"車", "車"},
                    {"차", "차"}, 13, false,     {ride(ORTHOGONAL), ride(DIAGONAL).on_lines()}};
  // "Moves and captures only by jumping exactly one piece, never a cannon."
  PieceKind cannon{'C',          "", "Cannon", {"包", "包"},
                   {"포", "포"}, 7,  false,    {hop(ORTHOGONAL), hop(DIAGONAL).on_lines()}};
  cannon.cannot_capture = "C";
  cannon.cannot_hop_over = "C";
  // "One step forward or sideways; inside the enemy palace also diagonally forward along a
  // drawn diagonal."
  Directions forward_and_sideways = FORWARD;
  forward_and_sideways.insert(forward_and_sideways.end(), SIDEWAYS.begin(), SIDEWAYS.end());
  PieceKind soldier{
      'P',          "", "Soldier", {"卒", "兵"},
      {"졸", "병"}, 2,  false,     {step(forward_and_sideways), step(FORWARD_DIAGONAL).on_lines()}};
  v.pieces = {general, guard, elephant, horse, chariot, cannon, soldier};
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

static Variant janggi_rule_set(const char* name, const char* note, bool bikjang, bool points) {
  Variant v = janggi_variant();
  v.name = name;
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
  return janggi_rule_set("janggitraditional",
                         "Bikjang, double pass, repetition and the move limit are draws.", true,
                         false);
}

Variant janggi_casual_variant() {
  return janggi_rule_set("janggicasual",
                         "No bikjang rule: facing generals is an ordinary position; no points.",
                         false, false);
}

Variant janggi_modern_variant() {
  return janggi_rule_set("janggimodern",
                         "No bikjang rule; double pass, repetition and the move limit are "
                         "decided on points.",
                         false, true);
}

}  // namespace sanggi
