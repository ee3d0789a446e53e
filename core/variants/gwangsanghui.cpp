// Gwangsanghui (廣象戲), rules in ../shared/rules/gwangsanghui.md: the classic reading (the
// default) and the dlp reading, which is the classic one with a few pieces and rules changed.
#include "variants.h"

namespace sanggi {
namespace {

PieceKind piece(char letter, const char* name, const char* symbol, const char* hangul,
                std::vector<Movement> moves, const char* source, const char* reading) {
  PieceKind p;
  p.letter = letter;
  p.name = name;
  p.symbol[0] = p.symbol[1] = symbol;
  p.hangul[0] = p.hangul[1] = hangul;
  p.moves = std::move(moves);
  p.source_text = source;
  p.reading = reading;
  return p;
}

}  // namespace

Variant gwangsanghui_variant() {
  Variant v;
  v.name = "gwangsanghui";
  v.game = "gwangsanghui";
  v.title = "Gwangsanghui (廣象戲)";
  v.side_names[WHITE] = "South", v.side_names[BLACK] = "North";
  v.rule_set_note = "The classic reading of Nam Yu-yong's text.";
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
  const RegionId wing_palaces =
      v.add_region("wing palaces", g.rectangle(0, 1, 2, 3) | g.rectangle(12, 1, 14, 3));
  const RegionId three_ranks = v.add_region("three ranks", g.rectangle(0, 1, 14, 3));
  v.add_region("outer camp", g.rectangle(3, 0, 11, 4).without(g.rectangle(4, 1, 10, 3)));

  const Movement palace_step = step(ALL_EIGHT).on_lines();
  PieceKind marshal = piece('K', "Marshal", "帥", "원수", {palace_step.within(central_palace)},
                            "元帥行九宮之中無拘，然不出九宮也",
                            "The Marshal moves freely along the lines of the central palace "
                            "but never leaves it.");
  marshal.royal = true;
  PieceKind general =
      piece('G', "General", "將", "장", {palace_step.within(wing_palaces)}, "左右將如元帥…不自出",
            "The left and right Generals move like the Marshal, inside their "
            "own wing palace.");
  PieceKind advisor =
      piece('A', "Advisor", "士", "사", {palace_step.within(SOURCE_PALACE)}, "士行如將",
            "The Advisor moves like the General, inside the palace it "
            "stands in.");
  PieceKind elephant = piece('E', "Elephant", "象", "상", {lame_leap({2, 3}, {{0, 1}, {1, 2}})},
                             "象行三日…象有麗于肩若腹…不得行",
                             "The Elephant crosses three 日 (a 2x3 leap) and cannot move if "
                             "its shoulder or belly point is occupied.");
  PieceKind chariot = piece('R', "Chariot", "車", "차", {ride(ORTHOGONAL)}, "車行縱橫前却無拘也",
                            "The Chariot moves any distance along the lines, forward, back "
                            "and sideways.");
  PieceKind cannon =
      piece('C', "Cannon", "砲", "포", {hop(ORTHOGONAL)}, "砲行必有乘也，惟砲與砲不相乘，亦不相食",
            "The Cannon always moves by jumping one piece, never a cannon, and "
            "never captures a cannon.");
  cannon.cannot_capture = "C";
  cannon.cannot_hop_over = "C";
  PieceKind horse =
      piece('H', "Horse", "馬", "마", {lame_leap({1, 2}, {{0, 1}})}, "馬行一日…馬有麗于肩…不得行",
            "The Horse crosses one 日 (a 1x2 leap) and cannot move if its "
            "shoulder point is occupied.");
  PieceKind vanguard = piece('V', "Vanguard", "鋒", "전봉", {ride(ORTHOGONAL).not_to(central_army)},
                             "前鋒外而不內，然行於外也無拘",
                             "The Vanguard stays outside: it moves freely along the lines but "
                             "never stops inside its own central army.");
  PieceKind rearguard = piece('W', "Rearguard", "後", "후장", {ride(ORTHOGONAL).to(inner_camp)},
                              "後將內而不外，然行於內也無拘",
                              "The Rearguard stays inside: it moves freely along the lines "
                              "but always stops inside its own inner camp.");
  PieceKind officer = piece('O', "Elite officer", "奇", "기", {ride(DIAGONAL).within(three_ranks)},
                            "奇行方，貫穿諸宮無拘，然不出三道也",
                            "The Elite officer moves diagonally any distance, through the "
                            "palaces, but never leaves its three ranks.");
  PieceKind traveller =
      piece('T', "Traveller", "游", "유", {lame_leap({2, 2}, {{1, 1}})}, "行二日，有麗于心不行",
            "The Traveller crosses two 日 (two points diagonally) and cannot "
            "move if the heart point is occupied.");
  PieceKind ambush =
      piece('M', "Ambush", "伏", "복", {lame_leap({1, 3}, {{0, 1}, {0, 2}}).only(CAPTURE)},
            "伏之動日半，不殺不發，有殺復于伏",
            "The Ambush crosses one and a half 日 (a 1x3 leap) and moves only "
            "to capture; after capturing it waits in ambush again.");
  PieceKind infantry = piece('P', "Infantry", "步", "보", {step(join({FORWARD, SIDEWAYS}))},
                             "步行一步…可左右，不可却",
                             "The Infantry steps one point forward or sideways, never back.");
  PieceKind cavalry = piece('L', "Cavalry", "騎", "기병",
                            {step(join({FORWARD_DIAGONAL, SIDEWAYS}))}, "騎行半日…可左右，不可却",
                            "The Cavalry crosses half a 日 (one point diagonally forward) or "
                            "steps sideways, never back.");
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
  v.rule_notes = {
      {"Victory", "獲其元帥者勝",
       "Capturing the opponent's Marshal wins at once; there is no check rule."},
      {"Vanguard truce", "兩陣旣成，前鋒出兵未交，前鋒不相殺",
       "While no capture has been made (all 86 pieces stand), a Vanguard may not capture the "
       "other Vanguard."},
      {"Fallen general", "左右將陷，盡俘其屬之在營者，有能復讎者存之",
       "When a General falls, its side must take the captor with its next move, or every piece "
       "of that side in that wing army is captured."},
      {"Prisoners", "俘",
       "Captured pieces are kept beside the board by the capturer as prisoners; they never "
       "come back."},
      {"Draws", "不能相勝者平",
       "A game neither side can win is drawn: by agreement, by the same position a third time, "
       "after 100 plies without a capture, or when both sides pass in a row."},
  };
  v.finish();
  return v;
}

Variant gwangsanghui_dlp_variant() {
  Variant v = gwangsanghui_variant();
  v.name = "gwangsanghui-dlp";
  v.rule_set_note =
      "The reading of the English summary (Digital Ludeme Project evidence, Cazaux and "
      "Knowlton).";
  const Geometry& g = v.geometry;
  const RegionId first_four = v.add_region("ranks 1-4", g.rectangle(0, 0, 14, 3));
  const RegionId inner_camp = v.region_id("inner camp");
  const RegionId three_ranks = v.region_id("three ranks");
  auto set_piece = [&](char letter, std::vector<Movement> moves, const char* source,
                       const char* reading) {
    PieceKind& p = v.pieces[v.type_of_letter(letter) - 1];
    p.moves = std::move(moves);
    p.source_text = source;
    p.reading = reading;
  };
  set_piece('V', {ride(ALL_EIGHT).not_to(first_four)},
            "moves any distance orthogonally or diagonally, but cannot move to a rank at or "
            "behind the front of the palace",
            "The Vanguard moves like a queen but may not stop on its own ranks 1-4.");
  set_piece('W', {ride(ALL_EIGHT).to(inner_camp)},
            "moves any distance orthogonally or diagonally, cannot move beyond the back of the "
            "palace",
            "The Rearguard moves like a queen and always stops inside its own inner camp.");
  set_piece('O', {ride(ORTHOGONAL).within(three_ranks)},
            "moves orthogonally any distance, can enter the palaces but cannot move beyond the "
            "three ranks on which the palaces are located",
            "The Elite officer moves orthogonally any distance within its own ranks 2-4.");
  set_piece('L', {step(join({FORWARD, FORWARD_DIAGONAL, SIDEWAYS}))},
            "move one space orthogonally or diagonally forward or sideways",
            "The Cavalry steps one point forward, diagonally forward or sideways.");
  // A horse move to an empty point, then one more step in any direction to an empty point.
  std::vector<LeapShape> ambush_paths;
  for (const LeapShape& h : lame_leap({1, 2}, {{0, 1}}).leaps) {
    for (Offset d : ALL_EIGHT) {
      Offset target{h.target.file + d.file, h.target.rank + d.rank};
      ambush_paths.push_back({target, {h.blockers[0], h.target}});
    }
  }
  set_piece('M', {leaps(ambush_paths).only(QUIET).merged()},
            "moves one move of the Horse and then another diagonally or orthogonally, cannot "
            "capture; after being captured it remains on the board",
            "The Ambush makes a horse move and one more step, never captures, and when "
            "captured goes back to its start square.");
  v.rules.fallen_general_letter = 0;
  v.rules.wing_armies.clear();
  v.rules.returning_letter = 'M';
  v.rules.return_squares = {g.square(3, 0), g.square(11, 0)};  // d1 first: ties go to d1
  v.rule_notes[1].reading +=
      " (The English summary also says no capture at all can be made before the lines meet; "
      "this rule set keeps the Vanguard-only truce.)";
  v.rule_notes[2] = {"Fallen general", "左右將陷，盡俘其屬之在營者",
                     "Not applied in this reading: losing a General has no further effect."};
  v.rule_notes[3].reading += " The Ambush is the exception: it returns to the board.";
  v.finish();
  return v;
}

}  // namespace sanggi
