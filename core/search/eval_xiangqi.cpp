// Evaluation data for Xiangqi. Fitted by the tuner (scripts/tune label xiangqi, then
// scripts/tune fit xiangqi --tables; report in core/tune/reports/xiangqi.txt) to
// Fairy-Stockfish's search scores at 2000 nodes on 45,000 positions of our games, from the
// hand-made start values (the players' rough scale: chariot 9, cannon 4.5, horse 4, advisor
// and elephant 2, soldier 1, 2 once across the river), with a fitted bonus per rank and per
// file from the centre for each piece. Refit rather than edit by hand (the palace shapes at
// the end are another engine's hand-set numbers, not fitted).
#include "eval_data.h"

namespace sanggi {

GameEval xiangqi_eval() {
  GameEval g;
  g.pieces = {
      {.letter = 'K',
       .centre = 100,
       .back_rank = 100,
       .palace_points = {{0, 0, -2},
                         {0, 1, 1},
                         {-1, 1, -4},
                         {1, 1, -4},
                         {0, 2, -103},
                         {-1, 2, -108},
                         {1, 2, -108}}},
      {.letter = 'A',
       .value = {236, 152},
       .centre = 32,
       .back_rank = -36,
       .home_palace = {68, 0},
       .palace_points = {{0, 1, 8}, {-1, 2, -21}, {1, 2, -21}},
       .rank_bonus =
           {{72, -36}, {72, -8}, {-76, 16}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},
       .file_bonus = {{32, -32}, {8, 16}, {0, 0}, {0, 0}, {0, 0}}},
      {.letter = 'B',
       .value = {236, 184},
       .centre = 19,
       .back_rank = 32,
       .home_palace = {48, -12},
       .rank_bonus =
           {{8, -32}, {0, 0}, {12, -32}, {0, 0}, {24, -32}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},
       .file_bonus = {{20, -36}, {0, 0}, {-12, -36}, {0, 0}, {12, -60}}},
      {.letter = 'N',
       .value = {500, 442},
       .advance = {10, -10},
       .advance_cap = 6,
       .crossed = {48, 64},
       .near_palace = {-6, -48},
       .last_rank = {-76, 24},
       .centre = -8,
       .back_rank = -21,
       .home_palace = {-32, -28},
       .rank_bonus = {{28, -76},
                      {-8, -48},
                      {44, 8},
                      {0, 32},
                      {20, 16},
                      {-16, -36},
                      {-8, -8},
                      {20, -16},
                      {16, 40},
                      {-80, 48}},
       .file_bonus = {{64, -4}, {80, -4}, {12, -36}, {-36, 28}, {-68, -20}},
       .mobility = {24, 16},
       .mobility_base = 4,
       .attack_weight = 100},
      {.letter = 'R',
       .value = {1080, 932},
       .crossed = {72, 32},
       .near_palace = {16, -62},
       .last_rank = {48, -60},
       .centre = 16,
       .back_rank = 9,
       .home_palace = {-32, -24},
       .rank_bonus = {{28, -88},
                      {40, 4},
                      {52, 52},
                      {80, 24},
                      {76, 20},
                      {12, 16},
                      {16, 16},
                      {20, 44},
                      {60, 8},
                      {68, -12}},
       .file_bonus = {{12, 48}, {68, -16}, {4, -20}, {20, -36}, {-12, -40}},
       .mobility = {4, 6},
       .mobility_base = 8,
       .attack_weight = 75,
       .threatened = {248, -136}},
      {.letter = 'C',
       .value = {562, 432},
       .crossed = {92, -12},
       .near_palace = {-30, 0},
       .last_rank = {8, 12},
       .centre = 52,
       .back_rank = 48,
       .home_palace = {-24, 12},
       .rank_bonus = {{8, -12},
                      {64, -8},
                      {100, -12},
                      {100, 4},
                      {100, 0},
                      {-12, 32},
                      {28, 0},
                      {-16, -8},
                      {-28, -24},
                      {24, 8}},
       .file_bonus = {{72, -28}, {32, -40}, {76, -80}, {84, -24}, {100, 12}},
       .mobility = {6, 2},
       .mobility_base = 6,
       .attack_weight = -55,
       .threatened = {264, 152}},
      {.letter = 'P',
       .value = {76, 120},
       .crossed = {100, 104},
       .near_palace = {26, 8},
       .last_rank = {-92, -92},
       .centre = 20,
       .rank_bonus = {{0, 0},
                      {0, 0},
                      {0, 0},
                      {0, 28},
                      {20, 40},
                      {20, -16},
                      {-12, -48},
                      {-36, 32},
                      {100, 8},
                      {28, -28}},
       .file_bonus = {{36, 28}, {8, 8}, {8, -40}, {-20, -24}, {12, -32}},
       .attack_weight = 99},
  };
  g.tempo = 58;
  g.continuation_history = true;
  g.futility_margin = 150;
  g.internal_reduction = true;
  g.safety_scale = 96;
  // ElephantEye's numbers (its chariot is worth about 210, ours 1080: about a fifth), times
  // 4: measured against Fairy-Stockfish in docs/measurements/evaluation-terms.md (6 December 2026, morning).
  g.shapes.scale = 4;
  g.shapes.hollow = {0, 0, 0, 60, 65, 70, 75, 80, 80, 80};
  g.shapes.central = {0, 0, 0, 50, 45, 40, 35, 30, 30, 30};
  g.shapes.bottom = {40, 30, 0, 0, 0, 0, 0, 30, 40};
  g.shapes.blocked_chariot = 80;
  g.shapes.general_centre = 20;
  return g;
}

}  // namespace sanggi
