// Evaluation data for Xiangqi: chariot 9, cannon 4.5, horse 4, advisor and elephant 2,
// soldier 1 (2 once across the river), the usual rough scale of Xiangqi players.
#include "eval_data.h"

namespace sanggi {

GameEval xiangqi_eval() {
  GameEval g;
  g.pieces = {
      // A general that has left its back rank is exposed.
      {.letter = 'K',
       .palace_points = {{0, 0, 10},
                         {0, 1, -15},
                         {-1, 1, -20},
                         {1, 1, -20},
                         {0, 2, -35},
                         {-1, 2, -40},
                         {1, 2, -40}}},
      {.letter = 'A', .value = {200, 200}, .palace_points = {{0, 1, 8}, {-1, 2, -5}, {1, 2, -5}}},
      {.letter = 'B', .value = {200, 200}, .centre = 3},
      // A horse's legs are easily blocked: its worth is in the points it can reach.
      {.letter = 'N',
       .value = {400, 450},
       .advance = {10, 6},
       .advance_cap = 6,
       .near_palace = {30, 20},
       .last_rank = {-20, -20},
       .centre = 8,
       .back_rank = -25,
       .mobility = {8, 8},
       .mobility_base = 4,
       .attack_weight = 20},
      {.letter = 'R',
       .value = {900, 1000},
       .crossed = {20, 0},
       .near_palace = {20, 10},
       .back_rank = -15,
       .mobility = {4, 6},
       .mobility_base = 8,
       .attack_weight = 35},
      // The central cannon is the classic opening; cannons lose worth as screens vanish.
      {.letter = 'C',
       .value = {450, 400},
       .near_palace = {10, 0},
       .centre = 8,
       .mobility = {2, 2},
       .mobility_base = 6,
       .attack_weight = 25},
      // Across the river a soldier doubles in worth; stuck on the last rank it is weak.
      {.letter = 'P',
       .value = {100, 120},
       .crossed = {100, 120},
       .near_palace = {50, 40},
       .last_rank = {-80, -60},
       .centre = 4,
       .attack_weight = 15},
  };
  g.tempo = 10;
  g.continuation_history = true;
  return g;
}

}  // namespace sanggi
