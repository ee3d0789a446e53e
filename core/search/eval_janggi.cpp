// Evaluation data for Janggi (all four rule sets). Values follow the game's own counting
// (chariot 13, cannon 7, horse 5, elephant and guard 3, soldier 2) in hundredths, with the
// cannon weaker and the horse and soldier stronger once the board empties.
#include "eval_data.h"

namespace sanggi {

GameEval janggi_eval() {
  GameEval g;
  g.pieces = {
      // The general is safest on the palace centre, where every palace line meets.
      {.letter = 'K',
       .palace_points = {{0, 1, 20},
                         {0, 0, 5},
                         {-1, 1, -5},
                         {1, 1, -5},
                         {0, 2, -10},
                         {-1, 2, -15},
                         {1, 2, -15}}},
      {.letter = 'A', .value = {300, 280}},
      {.letter = 'B',
       .value = {300, 320},
       .advance = {6, 4},
       .advance_cap = 3,
       .centre = 4,
       .back_rank = -10,
       .attack_weight = 10},
      // A horse's legs are easily blocked: its worth is in the points it can reach.
      {.letter = 'N',
       .value = {500, 560},
       .advance = {8, 6},
       .advance_cap = 5,
       .near_palace = {25, 15},
       .centre = 6,
       .back_rank = -20,
       .mobility = {8, 8},
       .mobility_base = 6,
       .attack_weight = 20},
      {.letter = 'R',
       .value = {1300, 1350},
       .near_palace = {20, 10},
       .back_rank = -15,
       .mobility = {4, 6},
       .mobility_base = 7,
       .attack_weight = 35},
      // A cannon needs screens: its worth is in how many points it can reach.
      {.letter = 'C',
       .value = {700, 580},
       .near_palace = {15, 5},
       .mobility = {5, 4},
       .mobility_base = 3,
       .attack_weight = 25},
      // Soldiers step sideways from the start; they count most inside the enemy palace.
      {.letter = 'P',
       .value = {200, 260},
       .advance = {8, 12},
       .advance_cap = 7,
       .near_palace = {40, 60},
       .last_rank = {-40, -40},
       .centre = 3,
       .attack_weight = 10},
  };
  g.tempo = 15;
  return g;
}

}  // namespace sanggi
