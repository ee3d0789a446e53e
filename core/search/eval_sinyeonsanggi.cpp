// Evaluation data for Sin-yeon-sang-gi: Xiangqi's scale, with the wider board making the
// chariot and cannon stronger, and the bear (a 2x3 leap) and rhino (a 1x3 leap) between
// the horse and the elephant-like bull.
#include "eval_data.h"

namespace sanggi {

GameEval sinyeonsanggi_eval() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .palace_points = {{0, 0, 10},
                         {0, 1, -15},
                         {-1, 1, -20},
                         {1, 1, -20},
                         {0, 2, -35},
                         {-1, 2, -40},
                         {1, 2, -40}}},
      {.letter = 'A', .value = {200, 220}, .palace_points = {{0, 1, 8}, {-1, 2, -5}, {1, 2, -5}}},
      {.letter = 'U', .value = {200, 200}, .centre = 2},
      {.letter = 'H',
       .value = {400, 450},
       .advance = {8, 6},
       .advance_cap = 6,
       .near_palace = {30, 20},
       .last_rank = {-20, -20},
       .centre = 6,
       .back_rank = -25,
       .attack_weight = 20},
      {.letter = 'B',
       .value = {320, 350},
       .advance = {6, 4},
       .advance_cap = 5,
       .near_palace = {20, 10},
       .centre = 4,
       .back_rank = -15,
       .attack_weight = 15},
      {.letter = 'I',
       .value = {350, 380},
       .advance = {6, 4},
       .advance_cap = 5,
       .near_palace = {25, 15},
       .centre = 4,
       .back_rank = -15,
       .attack_weight = 15},
      {.letter = 'R',
       .value = {1000, 1100},
       .crossed = {20, 0},
       .near_palace = {20, 10},
       .back_rank = -15,
       .mobility = {4, 6},
       .mobility_base = 10,
       .attack_weight = 35},
      {.letter = 'C',
       .value = {500, 440},
       .near_palace = {10, 0},
       .centre = 6,
       .mobility = {2, 2},
       .mobility_base = 8,
       .attack_weight = 25},
      {.letter = 'P',
       .value = {100, 130},
       .crossed = {100, 110},
       .near_palace = {50, 40},
       .last_rank = {-60, -50},
       .centre = 3,
       .attack_weight = 15},
  };
  g.tempo = 10;
  return g;
}

}  // namespace sanggi
