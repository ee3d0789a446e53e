// Evaluation data for Janggi (all four rule sets). Fitted by the tuner (scripts/tune fit
// janggi, report in core/tune/reports/janggi.txt) from the hand-made start values (the
// game's own counting in hundredths: chariot 13, cannon 7, horse 5, elephant and guard 3,
// soldier 2). The fit made the chariot dearer, the cannon and soldier cheaper, and likes a
// general on the palace centre or its home point, guards at home, chariots across the
// board in the ending. Measured against the hand-made values: +374 +- 197 Elo (48 games,
// 10000 nodes a move, SPRT accepted); refit rather than edit by hand.
#include "eval_data.h"

namespace sanggi {

GameEval janggi_eval() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .back_rank = 128,
       .palace_points = {{0, 1, 100},
                         {0, 0, 69},
                         {-1, 1, -5},
                         {1, 1, 43},
                         {0, 2, -42},
                         {-1, 2, -31},
                         {1, 2, -47}}},
      {.letter = 'A',
       .value = {332, 296},
       .centre = 16,
       .back_rank = -64,
       .home_palace = {80, -16}},
      {.letter = 'B',
       .value = {236, 272},
       .advance = {6, 36},
       .advance_cap = 3,
       .crossed = {16, 48},
       .near_palace = {-32, -16},
       .last_rank = {-160, -64},
       .centre = 20,
       .back_rank = -10,
       .home_palace = {-48, 32},
       .attack_weight = 10},
      {.letter = 'N',
       .value = {516, 608},
       .advance = {8, 22},
       .advance_cap = 5,
       .crossed = {0, 16},
       .near_palace = {-87, 31},
       .last_rank = {-144, -32},
       .centre = 6,
       .back_rank = 60,
       .home_palace = {16, -16},
       .mobility = {8, 8},
       .mobility_base = 6,
       .attack_weight = 116},
      {.letter = 'R',
       .value = {1460, 1510},
       .crossed = {48, 96},
       .near_palace = {68, -86},
       .last_rank = {-48, 160},
       .back_rank = 1,
       .home_palace = {-16, 112},
       .mobility = {4, 22},
       .mobility_base = 7,
       .attack_weight = 51,
       .threatened = {144, -56}},
      {.letter = 'C',
       .value = {588, 564},
       .crossed = {-48, 48},
       .near_palace = {-81, 5},
       .last_rank = {16, -32},
       .centre = 32,
       .back_rank = 32,
       .home_palace = {80, 96},
       .mobility = {5, 4},
       .mobility_base = 3,
       .attack_weight = -55,
       .threatened = {64, 88}},
      {.letter = 'P',
       .value = {136, 244},
       .advance = {-8, 12},
       .advance_cap = 7,
       .crossed = {0, 32},
       .near_palace = {88, -52},
       .last_rank = {-200, -136},
       .centre = 35,
       .attack_weight = 42},
  };
  g.tempo = -1;
  g.safety_scale = 84;
  g.exchange_ordering = true;
  return g;
}

}  // namespace sanggi
