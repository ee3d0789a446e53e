// Evaluation data for Gwangsanghui, both readings. Nobody has played the game for two
// centuries, so these values are estimates from how far and how freely each piece moves;
// the Marshal is weighted through palace safety, since its capture ends the game.
#include "eval_data.h"

namespace sanggi {

GameEval gwangsanghui_eval(bool dlp) {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .palace_points = {{0, 1, 10}, {0, 0, 5}, {-1, 2, -15}, {0, 2, -20}, {1, 2, -15}}},
      // A General's fall costs its whole wing army unless avenged (special rule 3).
      {.letter = 'G', .value = {300, 250}},
      {.letter = 'A', .value = {150, 150}},
      {.letter = 'E',
       .value = {300, 330},
       .advance = {4, 4},
       .advance_cap = 4,
       .centre = 3,
       .back_rank = -10,
       .attack_weight = 10},
      {.letter = 'R',
       .value = {900, 1000},
       .near_palace = {20, 10},
       .back_rank = -15,
       .mobility = {3, 5},
       .mobility_base = 10,
       .attack_weight = 35},
      {.letter = 'C',
       .value = {450, 400},
       .near_palace = {15, 5},
       .mobility = {2, 2},
       .mobility_base = 5,
       .attack_weight = 25},
      {.letter = 'H',
       .value = {350, 380},
       .advance = {6, 4},
       .advance_cap = 7,
       .near_palace = {25, 15},
       .centre = 5,
       .back_rank = -15,
       .attack_weight = 20},
      {.letter = 'V',
       .value = {650, 700},
       .near_palace = {30, 10},
       .mobility = {3, 4},
       .mobility_base = 10,
       .attack_weight = 35},
      {.letter = 'W', .value = {350, 350}, .mobility = {2, 2}, .mobility_base = 5},
      {.letter = 'O', .value = {350, 330}, .mobility = {2, 2}, .mobility_base = 4},
      {.letter = 'T',
       .value = {220, 240},
       .advance = {5, 5},
       .advance_cap = 6,
       .near_palace = {20, 10},
       .centre = 3,
       .attack_weight = 15},
      // The classic Ambush moves only to capture: worth keeping, hard to bring into play.
      {.letter = 'M', .value = {250, 250}},
      {.letter = 'P',
       .value = {100, 130},
       .advance = {6, 8},
       .advance_cap = 8,
       .crossed = {20, 30},
       .near_palace = {40, 40},
       .last_rank = {-40, -40},
       .centre = 2,
       .attack_weight = 10},
      {.letter = 'L',
       .value = {110, 140},
       .advance = {6, 8},
       .advance_cap = 8,
       .crossed = {20, 30},
       .near_palace = {30, 30},
       .last_rank = {-40, -40},
       .attack_weight = 10},
  };
  if (dlp) {
    // dlp: the Vanguard and Rearguard move like queens, the Elite officer orthogonally, the
    // Ambush never captures and comes back when taken.
    for (PieceEval& p : g.pieces) {
      if (p.letter == 'V')
        p.value = {1100, 1200}, p.mobility = {2, 3}, p.mobility_base = 14, p.attack_weight = 45;
      if (p.letter == 'W') p.value = {550, 550};
      if (p.letter == 'M') p.value = {100, 100};
      if (p.letter == 'L') p.value = {120, 150};
    }
  }
  g.safety_scale = 150;
  g.zone_margin = 1;
  g.tempo = 10;
  return g;
}

}  // namespace sanggi
