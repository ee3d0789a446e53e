// Evaluation data for Sin-yeon-sang-gi. Fitted by the tuner to self-play games (scripts/tune
// fit, Texel method; report in core/tune/reports/sinyeonsanggi.txt) in two fits: the first
// from hand-made start values on Xiangqi's scale (the wider board making the chariot and
// cannon stronger, the bear, a 2x3 leap, and the rhino, a 1x3 leap, between the horse and the
// elephant-like bull), with a mobility term for the horse, bear and rhino added before it; the
// second from the first's numbers, on games of the engine playing with them (+88 Elo against
// the first fit in 600 games on three sets of openings). The fits made the chariot and
// cannon dearer, the guards and bulls cheaper, and a soldier at home worth almost nothing in the
// middle game (it gains its worth across the river). Quiet moves are ordered by continuation
// history, as in Xiangqi. Refit rather than edit by hand.
#include "eval_data.h"

namespace sanggi {

GameEval sinyeonsanggi_eval() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .centre = 24,
       .back_rank = 96,
       .palace_points = {{0, 0, 42},
                         {0, 1, 1},
                         {-1, 1, 12},
                         {1, 1, 12},
                         {0, 2, -99},
                         {-1, 2, -56},
                         {1, 2, -56}}},
      {.letter = 'A',
       .value = {152, 124},
       .near_palace = {96, 0},
       .centre = 16,
       .back_rank = -16,
       .home_palace = {96, -32},
       .palace_points = {{0, 1, 8}, {-1, 2, 11}, {1, 2, 11}},
       .attack_weight = -16},
      {.letter = 'U',
       .value = {104, 104},
       .crossed = {-96, -16},
       .centre = -2,
       .back_rank = 16,
       .attack_weight = 48},
      {.letter = 'H',
       .value = {400, 450},
       .advance = {32, 14},
       .advance_cap = 6,
       .crossed = {48, 48},
       .near_palace = {-34, -44},
       .last_rank = {-20, 28},
       .centre = 6,
       .back_rank = -25,
       .home_palace = {-96, 80},
       .mobility = {8, 12},
       .mobility_base = 4,
       .attack_weight = 20},
      {.letter = 'B',
       .value = {256, 286},
       .advance = {14, 4},
       .advance_cap = 5,
       .crossed = {-16, 16},
       .near_palace = {52, -54},
       .last_rank = {48, 16},
       .centre = -8,
       .back_rank = -31,
       .home_palace = {32, 0},
       .mobility = {4, 16},
       .mobility_base = 3,
       .attack_weight = -49},
      {.letter = 'I',
       .value = {302, 364},
       .advance = {6, 0},
       .advance_cap = 5,
       .crossed = {96, 48},
       .near_palace = {-7, -81},
       .last_rank = {-96, 0},
       .centre = 12,
       .back_rank = -63,
       .home_palace = {96, 96},
       .mobility = {28, -12},
       .mobility_base = 3,
       .attack_weight = 15},
      {.letter = 'R',
       .value = {1192, 1292},
       .crossed = {20, 32},
       .near_palace = {-28, 10},
       .last_rank = {80, -96},
       .centre = 20,
       .back_rank = -47,
       .home_palace = {-64, 96},
       .mobility = {8, 6},
       .mobility_base = 10,
       .attack_weight = 131},
      {.letter = 'C',
       .value = {644, 408},
       .crossed = {16, 0},
       .near_palace = {-86, -96},
       .last_rank = {16, 48},
       .centre = 30,
       .back_rank = -96,
       .home_palace = {0, -96},
       .mobility = {-2, -2},
       .mobility_base = 8,
       .attack_weight = -23},
      {.letter = 'P',
       .value = {4, 114},
       .crossed = {4, 94},
       .near_palace = {50, 120},
       .last_rank = {36, -50},
       .centre = 3,
       .attack_weight = 111},
  };
  g.tempo = -6;
  g.safety_scale = 180;
  g.continuation_history = true;
  return g;
}

}  // namespace sanggi
