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
// orthogonally, the Ambush never captures and comes back when taken. The pieces that move as
// in the classic reading take its numbers (fitted four times, the last on games against the
// engine before any fit); the four that move differently keep the numbers fitted to dlp games
// (report gwangsanghui-dlp.txt), as do the tempo and the palace-safety scale. Against main
// 59ab86b this measured +71 Elo over 1200 games where the dlp reading's own full fit scored +42.
GameEval dlp_reading() {
  GameEval g = classic_reading();
  const PieceEval own[] = {
      {.letter = 'V',
       .value = {1196, 1296},
       .crossed = {72, 72},
       .near_palace = {102, 82},
       .last_rank = {72, 72},
       .centre = -2,
       .back_rank = 40,
       .mobility = {10, 11},
       .mobility_base = 14,
       .attack_weight = 13},
      {.letter = 'W',
       .value = {454, 454},
       .centre = -18,
       .back_rank = 8,
       .home_palace = {-8, -8},
       .mobility = {0, -12},
       .mobility_base = 5},
      {.letter = 'O',
       .value = {246, 146},
       .centre = -18,
       .home_palace = {-72, -8},
       .mobility_base = 4},
      {.letter = 'M',
       .value = {68, 84},
       .crossed = {-32, -32},
       .near_palace = {32, 32},
       .last_rank = {32, 32},
       .centre = -18,
       .back_rank = -40,
       .home_palace = {-72, -8},
       .attack_weight = -32},
  };
  for (const PieceEval& e : own)
    for (PieceEval& p : g.pieces)
      if (p.letter == e.letter) p = e;
  g.tempo = -6;
  g.safety_scale = 222;
  return g;
}

}  // namespace

GameEval gwangsanghui_eval(bool dlp) {
  return dlp ? dlp_reading() : classic_reading();
}

}  // namespace sanggi
