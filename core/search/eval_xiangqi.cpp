// Evaluation data for Xiangqi. Fitted by the tuner (scripts/tune label xiangqi, then
// scripts/tune fit xiangqi; report in core/tune/reports/xiangqi.txt) to Fairy-Stockfish's
// search scores at 2000 nodes on 45,000 positions of our games, from the hand-made start
// values (the players' rough scale: chariot 9, cannon 4.5, horse 4, advisor and elephant 2,
// soldier 1, 2 once across the river). Refit rather than edit by hand.
#include "eval_data.h"

namespace sanggi {

GameEval xiangqi_eval() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .centre = 100,
       .back_rank = 100,
       .palace_points =
           {{0, 0, 2}, {0, 1, 9}, {-1, 1, 0}, {1, 1, 0}, {0, 2, -99}, {-1, 2, -108}, {1, 2, -108}}},
      {.letter = 'A',
       .value = {200, 184},
       .centre = 68,
       .back_rank = -36,
       .home_palace = {36, -36},
       .palace_points = {{0, 1, -8}, {-1, 2, -13}, {1, 2, -13}}},
      {.letter = 'B', .value = {168, 124}, .centre = 51, .back_rank = -8, .home_palace = {-20, -8}},
      {.letter = 'N',
       .value = {400, 422},
       .advance = {10, 6},
       .advance_cap = 6,
       .crossed = {44, 0},
       .near_palace = {-18, -52},
       .last_rank = {-120, 40},
       .centre = 24,
       .back_rank = -53,
       .home_palace = {-48, -32},
       .mobility = {28, 8},
       .mobility_base = 4,
       .attack_weight = 100},
      {.letter = 'R',
       .value = {1052, 948},
       .crossed = {40, 24},
       .near_palace = {-20, -38},
       .last_rank = {92, -96},
       .centre = 44,
       .back_rank = -39,
       .home_palace = {-40, -12},
       .mobility = {4, 6},
       .mobility_base = 8,
       .attack_weight = 75},
      {.letter = 'C',
       .value = {562, 448},
       .crossed = {48, 0},
       .near_palace = {-66, -52},
       .last_rank = {80, 8},
       .centre = 64,
       .back_rank = -32,
       .home_palace = {-32, -12},
       .mobility = {6, 2},
       .mobility_base = 6,
       .attack_weight = -51},
      {.letter = 'P',
       .value = {76, 120},
       .crossed = {96, 68},
       .near_palace = {-30, 20},
       .last_rank = {-68, -108},
       .centre = 32,
       .attack_weight = 87},
  };
  g.tempo = 58;
  g.continuation_history = true;
  g.safety_scale = 112;
  return g;
}

}  // namespace sanggi
