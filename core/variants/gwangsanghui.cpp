// Gwangsanghui (廣象戲), rules in docs/rules/gwangsanghui.md: the classic reading (the
// default) and the dlp reading, which is the classic one with a few pieces and rules changed.
// What the text says for each piece and rule, and what each reading adds, is in
// gwangsanghui_text.cpp.
#include <utility>

#include "gwangsanghui_text.h"
#include "variants.h"

namespace sanggi {
namespace {

PieceKind piece(char letter, const char* name, const char* symbol, const char* hangul,
                std::vector<Movement> moves) {
  PieceKind p;
  p.letter = letter;
  p.name = name;
  p.symbol[0] = p.symbol[1] = symbol;
  p.hangul[0] = p.hangul[1] = hangul;
  p.moves = std::move(moves);
  return p;
}

}  // namespace

Variant gwangsanghui_variant() {
  Variant v;
  v.name = "gwangsanghui";
  v.game = "gwangsanghui";
  v.title = "Gwangsanghui (廣象戲)";
  v.rule_set = "classic", v.rule_set_label = "Reading of the classical text";
  v.side_names[WHITE] = "South", v.side_names[BLACK] = "North";
  v.notation = MoveNotation::LETTERS;
  v.evaluation = EvaluationData::GWANGSANGHUI;
  v.fen_fallen_general_field = true;  // kept by the dlp reading, where it is always `-`
  use_korean_set(v, 80);  // the Marshal and Generals larger, Advisors and troops smaller
  v.rule_set_note =
      "This project's reading of the classical text, Nam Yu-yong's 〈廣象戱志〉; what the text "
      "does not say is labelled as this project's reading.";
  // 經十五道，緯十四道，合二百有十步: 15 files, 14 ranks, 210 points.
  Geometry& g = v.geometry;
  g = Geometry(15, 14);
  for (int file : {6, 0, 12}) {  // central, left and right palaces of each side
    g.add_palace(file, 1);
    g.add_palace(file, 10);
  }
  const RegionId central_army = v.add_region("central army", g.rectangle(3, 0, 11, 4));
  const RegionId inner_camp = v.add_region("inner camp", g.rectangle(4, 1, 10, 3));
  const RegionId central_palace = v.add_region("central palace", g.rectangle(6, 1, 8, 3));
  const RegionId left_army = v.add_region("left army", g.rectangle(0, 0, 2, 4));
  const RegionId right_army = v.add_region("right army", g.rectangle(12, 0, 14, 4));
  // Left and right are each army's own. The text describes North's army facing south
  // (前鋒…居南), so North's right army is the west wing, where its Horse stands (右營車右而馬西):
  // each wing's view for North is the rank mirror of the other wing's for South.
  std::swap(v.regions[left_army].squares[BLACK], v.regions[right_army].squares[BLACK]);
  const RegionId wing_palaces =
      v.add_region("wing palaces", g.rectangle(0, 1, 2, 3) | g.rectangle(12, 1, 14, 3));
  const RegionId three_ranks = v.add_region("three ranks", g.rectangle(0, 1, 14, 3));
  v.add_region("outer camp", g.rectangle(3, 0, 11, 4).without(g.rectangle(4, 1, 10, 3)));
  // The board draws the three armies' camps, the inner camp shaded.
  for (RegionId army : {central_army, left_army, right_army}) v.regions[army].drawn = "outline";
  v.regions[inner_camp].drawn = "fill";

  const Movement palace_step = step(ALL_EIGHT).on_lines();
  PieceKind marshal = piece('K', "Marshal", "帥", "원수", {palace_step.within(central_palace)});
  marshal.royal = true;
  marshal.size_percent = 96;
  PieceKind general = piece('G', "General", "將", "장", {palace_step.within(wing_palaces)});
  general.size_percent = 88;
  PieceKind advisor = piece('A', "Advisor", "士", "사", {palace_step.within(SOURCE_PALACE)});
  advisor.size_percent = 66;
  PieceKind elephant = piece('E', "Elephant", "象", "상", {lame_leap({2, 3}, {{0, 1}, {1, 2}})});
  PieceKind chariot = piece('R', "Chariot", "車", "차", {ride(ORTHOGONAL)});
  PieceKind cannon = piece('C', "Cannon", "砲", "포", {hop(ORTHOGONAL)});
  cannon.cannot_capture = "C";
  cannon.cannot_hop_over = "C";
  PieceKind horse = piece('H', "Horse", "馬", "마", {lame_leap({1, 2}, {{0, 1}})});
  PieceKind vanguard =
      piece('V', "Vanguard", "鋒", "전봉", {ride(ORTHOGONAL).not_to(central_army)});
  PieceKind rearguard = piece('W', "Rearguard", "後", "후장", {ride(ORTHOGONAL).to(inner_camp)});
  PieceKind officer = piece('O', "Elite officer", "奇", "기", {ride(DIAGONAL).within(three_ranks)});
  PieceKind traveller = piece('T', "Traveller", "游", "유", {lame_leap({2, 2}, {{1, 1}})});
  PieceKind ambush =
      piece('M', "Ambush", "伏", "복", {lame_leap({1, 3}, {{0, 1}, {0, 2}}).only(CAPTURE)});
  PieceKind infantry = piece('P', "Infantry", "步", "보", {step(join({FORWARD, SIDEWAYS}))});
  infantry.size_percent = 66;
  PieceKind cavalry =
      piece('L', "Cavalry", "騎", "기병", {step(join({FORWARD_DIAGONAL, SIDEWAYS}))});
  cavalry.size_percent = 66;
  v.pieces = {marshal,  general,   advisor, elephant,  chariot, cannon,   horse,
              vanguard, rearguard, officer, traveller, ambush,  infantry, cavalry};
  v.start_fen =
      "3m3w3m3/rae1rea1aer1ear/1g1o3k3o1g1/h1c2hc1ch2c1h/3t3v3t3/lll1ppp1ppp1lll/15/15/"
      "LLL1PPP1PPP1LLL/3T3V3T3/H1C2HC1CH2C1H/1G1O3K3O1G1/RAE1REA1AER1EAR/3M3W3M3 w - - 0 1 -";

  Rules& r = v.rules;
  r.check_rule = false;
  r.royal_capture_wins = true;
  r.pass_when_stuck = true;
  r.truce_letter = 'V';
  r.truce_piece_count = 86;
  r.fallen_general_letter = 'G';
  r.wing_armies = {left_army, right_army};
  add_classic_text(v);
  v.finish();
  return v;
}

Variant gwangsanghui_dlp_variant() {
  Variant v = gwangsanghui_variant();
  v.name = "gwangsanghui-dlp";
  v.rule_set = "dlp", v.rule_set_label = "Digital Ludeme Project reading";
  v.aliases = {"gwangsanghuidlp"};
  v.evaluation = EvaluationData::GWANGSANGHUI_DLP;
  v.rule_set_note =
      "This project's reading of the English summary of the text (Digital Ludeme Project "
      "evidence, after the translation by Cazaux and Knowlton).";
  const Geometry& g = v.geometry;
  const RegionId first_four = v.add_region("ranks 1-4", g.rectangle(0, 0, 14, 3));
  const RegionId inner_camp = v.region_id("inner camp");
  const RegionId three_ranks = v.region_id("three ranks");
  auto set_piece = [&](char letter, std::vector<Movement> moves) {
    v.pieces[v.type_of_letter(letter) - 1].moves = std::move(moves);
  };
  set_piece('V', {ride(ALL_EIGHT).not_to(first_four)});
  set_piece('W', {ride(ALL_EIGHT).to(inner_camp)});
  set_piece('O', {ride(ORTHOGONAL).within(three_ranks)});
  set_piece('L', {step(join({FORWARD, FORWARD_DIAGONAL, SIDEWAYS}))});
  // A horse move to an empty point, then one more step in any direction to an empty point.
  std::vector<LeapShape> ambush_paths;
  for (const LeapShape& h : lame_leap({1, 2}, {{0, 1}}).leaps) {
    for (Offset d : ALL_EIGHT) {
      Offset target{h.target.file + d.file, h.target.rank + d.rank};
      ambush_paths.push_back({target, {h.blockers[0], h.target}});
    }
  }
  set_piece('M', {leaps(ambush_paths).only(QUIET).merged()});
  v.rules.fallen_general_letter = 0;
  v.rules.wing_armies.clear();
  v.rules.returning_letter = 'M';
  v.rules.return_squares = {g.square(3, 0), g.square(11, 0)};  // d1 first: ties go to d1
  add_dlp_text(v);
  v.finish();
  return v;
}

}  // namespace sanggi
