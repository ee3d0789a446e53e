// Evaluation data for Gwangsanghui, both readings. Nobody has played the game for two
// centuries: the numbers are fitted to self-play games (scripts/tune fit, Texel method;
// reports in core/tune/reports/gwangsanghui.txt and gwangsanghui-dlp.txt), starting from
// hand-made estimates of how far and how freely each piece moves. On this 15x14 board the
// fits made the long-range Chariot and Vanguard dearer and the short steppers and the pieces
// bound to a camp or palace (Generals, Advisors, Rearguard, Ambush) cheaper; the Marshal is
// weighted through palace safety, since its capture ends the game. Refit rather than edit by
// hand (the one exception, the classic reading's tempo, was set by matches: see there; a
// refit would bring back the fit's value). Both readings order quiet moves by continuation history
// (measured with the tables).
#include "eval_data.h"

namespace sanggi {

namespace {

// The classic reading: fitted twice (+76 +- 34 Elo against the hand-made data at equal time,
// 300 games), then twice more, each time from the numbers before on games of the engine
// playing with them (the fourth also on its games against the engine before any fit, main
// 59ab86b, on other openings): +141 +- 21 against that engine (1000 games on five opening
// sets; the third fit stood at +82). The tempo is the matches' +25, not the fit's -7.
GameEval classic_reading() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .centre = 26,
       .palace_points = {{0, 1, 114}, {0, 0, 45}, {-1, 2, -87}, {0, 2, -108}, {1, 2, -87}}},
      {.letter = 'G', .value = {156, 50}, .centre = 6},
      {.letter = 'A', .value = {30, 62}, .centre = 10, .home_palace = {40, -24}},
      {.letter = 'E',
       .value = {156, 162},
       .advance = {6, -6},
       .advance_cap = 4,
       .crossed = {40, 40},
       .near_palace = {40, -40},
       .last_rank = {24, 24},
       .centre = 13,
       .back_rank = 30,
       .home_palace = {-104, -56},
       .attack_weight = -30},
      {.letter = 'R',
       .value = {1132, 1216},
       .crossed = {104, -40},
       .near_palace = {124, -94},
       .last_rank = {64, -40},
       .centre = 14,
       .back_rank = 25,
       .home_palace = {40, 40},
       .mobility = {13, -1},
       .mobility_base = 10,
       .attack_weight = 139},
      {.letter = 'C',
       .value = {586, 296},
       .crossed = {-56, -24},
       .near_palace = {-9, 37},
       .last_rank = {-104, 24},
       .centre = 26,
       .back_rank = -24,
       .home_palace = {104, 40},
       .mobility = {22, -6},
       .mobility_base = 5,
       .attack_weight = 9},
      {.letter = 'H',
       .value = {342, 268},
       .advance = {0, -2},
       .advance_cap = 7,
       .crossed = {40, -8},
       .near_palace = {113, -25},
       .last_rank = {-72, -40},
       .centre = 11,
       .back_rank = -55,
       .home_palace = {-24, -8},
       .attack_weight = 60},
      {.letter = 'V',
       .value = {866, 820},
       .crossed = {40, 40},
       .near_palace = {70, 50},
       .last_rank = {40, 40},
       .centre = 6,
       .back_rank = 40,
       .mobility = {-5, -6},
       .mobility_base = 10,
       .attack_weight = 75},
      {.letter = 'W',
       .value = {214, 158},
       .centre = -2,
       .back_rank = 72,
       .home_palace = {-40, 24},
       .mobility_base = 5},
      {.letter = 'O',
       .value = {214, 114},
       .centre = -18,
       .home_palace = {-24, 24},
       .mobility = {-8, -8},
       .mobility_base = 4},
      {.letter = 'T',
       .value = {148, 72},
       .advance = {-5, 5},
       .advance_cap = 6,
       .crossed = {72, 40},
       .near_palace = {28, -30},
       .centre = 13,
       .back_rank = 104,
       .attack_weight = -9},
      {.letter = 'M',
       .value = {66, 82},
       .crossed = {-32, -32},
       .centre = -2,
       .back_rank = -24,
       .home_palace = {24, -72}},
      {.letter = 'P',
       .value = {220, 58},
       .advance = {-16, 10},
       .advance_cap = 8,
       .crossed = {12, -10},
       .near_palace = {112, 32},
       .last_rank = {24, -72},
       .centre = 4,
       .attack_weight = -30},
      {.letter = 'L',
       .value = {70, 108},
       .advance = {-4, -2},
       .advance_cap = 8,
       .crossed = {-20, 54},
       .near_palace = {134, 70},
       .centre = 14,
       .attack_weight = 50},
  };
  // Not the fit's value: a bonus for the side to move measured +47 +- 24 Elo in self-play (+25
  // against the fit's -6; +10 gave +32, +40 lost to +25). The fits keep pushing it below zero
  // (-7 in the third and fourth fits, -38 in a dlp-data fit).
  g.tempo = 25;
  g.safety_scale = 174;
  g.zone_margin = 1;
  g.continuation_history = true;
  return g;
}

// The dlp reading: the Vanguard and Rearguard move like queens, the Elite officer
// orthogonally, the Ambush never captures and comes back when taken. Fitted on games of an
// engine whose pieces that move as in the classic reading had its fourth fit's numbers and the
// other four the dlp fit's (commit 4c87d09): self-play and its matches against the engine
// before any fit (report gwangsanghui-dlp.txt). The fit's tempo (-22) is not taken; the
// earlier dlp fit's -6 stays. Against main 59ab86b at 3000 nodes +108 +- 16 Elo over 1400
// games on seven opening sets (that engine +71, main's dlp numbers before it +42).
GameEval dlp_reading() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .centre = 30,
       .palace_points = {{0, 1, 130}, {0, 0, 29}, {-1, 2, -103}, {0, 2, -124}, {1, 2, -103}}},
      {.letter = 'G', .value = {124, 34}, .centre = 10},
      {.letter = 'A', .value = {14, 46}, .centre = 14, .home_palace = {56, -8}},
      {.letter = 'E',
       .value = {188, 194},
       .advance = {2, -10},
       .advance_cap = 4,
       .crossed = {56, 40},
       .near_palace = {24, -56},
       .last_rank = {8, 24},
       .centre = 17,
       .back_rank = 46,
       .home_palace = {-120, -72},
       .attack_weight = -46},
      {.letter = 'R',
       .value = {1068, 1152},
       .crossed = {88, -56},
       .near_palace = {108, -110},
       .last_rank = {48, -56},
       .centre = 10,
       .back_rank = 25,
       .home_palace = {24, 24},
       .mobility = {9, -5},
       .mobility_base = 10,
       .attack_weight = 107},
      {.letter = 'C',
       .value = {650, 296},
       .crossed = {-72, -40},
       .near_palace = {-25, 21},
       .last_rank = {-120, 8},
       .centre = 30,
       .back_rank = -24,
       .home_palace = {120, 56},
       .mobility = {22, -2},
       .mobility_base = 5,
       .attack_weight = -7},
      {.letter = 'H',
       .value = {406, 204},
       .advance = {0, -6},
       .advance_cap = 7,
       .crossed = {56, -8},
       .near_palace = {129, -41},
       .last_rank = {-88, -56},
       .centre = 15,
       .back_rank = -71,
       .home_palace = {-40, -24},
       .attack_weight = 44},
      {.letter = 'V',
       .value = {1260, 1360},
       .crossed = {88, 88},
       .near_palace = {118, 98},
       .last_rank = {88, 88},
       .centre = 2,
       .back_rank = 40,
       .mobility = {14, 15},
       .mobility_base = 14,
       .attack_weight = 29},
      {.letter = 'W',
       .value = {518, 390},
       .centre = -14,
       .back_rank = -8,
       .home_palace = {8, 8},
       .mobility = {-4, -8},
       .mobility_base = 5},
      {.letter = 'O',
       .value = {198, 178},
       .centre = -22,
       .home_palace = {-88, 8},
       .mobility_base = 4},
      {.letter = 'T',
       .value = {180, 56},
       .advance = {-1, 1},
       .advance_cap = 6,
       .crossed = {56, 24},
       .near_palace = {12, -46},
       .centre = 9,
       .back_rank = 88,
       .attack_weight = -25},
      {.letter = 'M',
       .value = {84, 68},
       .crossed = {-48, -48},
       .near_palace = {48, 48},
       .last_rank = {48, 16},
       .centre = -22,
       .back_rank = -56,
       .home_palace = {-56, 8},
       .attack_weight = -16},
      {.letter = 'P',
       .value = {268, 74},
       .advance = {-12, 10},
       .advance_cap = 8,
       .crossed = {-4, -26},
       .near_palace = {96, 16},
       .last_rank = {8, -88},
       .centre = 8,
       .attack_weight = -46},
      {.letter = 'L',
       .value = {54, 124},
       .advance = {-4, 2},
       .advance_cap = 8,
       .crossed = {-20, 54},
       .near_palace = {166, 86},
       .last_rank = {-16, -16},
       .centre = 18,
       .attack_weight = 34},
  };
  g.tempo = -6;
  g.safety_scale = 174;
  g.zone_margin = 1;
  g.continuation_history = true;
  return g;
}

}  // namespace

GameEval gwangsanghui_eval(bool dlp) {
  return dlp ? dlp_reading() : classic_reading();
}

}  // namespace sanggi
