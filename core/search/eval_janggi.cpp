// Evaluation data for Janggi (all four rule sets). Fitted by the tuner (scripts/tune fit
// janggi, report in core/tune/reports/janggi.txt) from the hand-made start values (the
// game's own counting in hundredths: chariot 13, cannon 7, horse 5, elephant and guard 3,
// soldier 2). The fit made the chariot dearer, the cannon and soldier cheaper, and likes a
// general on the palace centre or its home point, guards at home, chariots across the
// board in the ending. Measured against the hand-made values: +374 +- 197 Elo (48 games,
// 10000 nodes a move, SPRT accepted); refit rather than edit by hand. On top, a bonus per
// point for every piece (point_bonus), fitted alone to Fairy-Stockfish's scores at 2000 nodes
// (scripts/tune fit janggi --points --held-last 0.1; core/tune/reports/janggi-points.txt):
// against Fairy-Stockfish at equal CPU time 54.5% over 400 games on two opening sets, where
// the engine without them scored 48.8%.
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
                         {1, 2, -47}},
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
            {-13, -38},     {8, 56},      {0, 0},      {0, 0},      {0, 0},  // rank 0
             {27, -78},   {-89, 92},      {0, 0},      {0, 0},      {0, 0},  // rank 1
            {-60, 100},   {-22, 79},      {0, 0},      {0, 0},      {0, 0},  // rank 2
       },
       // clang-format on
      },
      {.letter = 'A',
       .value = {332, 296},
       .centre = 16,
       .back_rank = -64,
       .home_palace = {80, -16},
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
             {-38, 50},   {82, -10},      {0, 0},      {0, 0},      {0, 0},  // rank 0
              {39, 49},    {-16, 7},      {0, 0},      {0, 0},      {0, 0},  // rank 1
             {-51, 65},   {-31, 28},      {0, 0},      {0, 0},      {0, 0},  // rank 2
       },
       // clang-format on
      },
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
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
            {68, -100},   {42, 100},    {60, 15},   {46, -39},   {31, -12},  // rank 0
              {34, 37},     {0, 39},  {-100, 85},   {19, -37}, {100, -100},  // rank 1
               {4, 56},   {84, -26},  {100, -85},   {21, -44},  {-13, 100},  // rank 2
             {49, -16},    {-6, 28},   {39, -59},  {100, -62},   {67, -36},  // rank 3
             {-46, 64},   {82, -16},    {100, 5},    {-6, 33},   {96, -98},  // rank 4
            {-50, -28},   {-4, -54},  {-12, -30},    {7, -67},   {30, -96},  // rank 5
            {-35, -67},   {34, -14},  {100, -35},   {63, -69},   {94, -78},  // rank 6
           {-100, -100},  {-75, -38}, {-100, -48},  {-88, -87},   {67, -73},  // rank 7
           {-79, -100}, {-67, -100}, {-100, -64}, {-100, -75},    {5, -18},  // rank 8
           {-100, 100},   {100, 35},  {100, 100},    {70, 61},  {100, 100},  // rank 9
       },
       // clang-format on
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
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
            {-74, 100},  {-92, 100},  {-55, 100},   {-41, 95},  {-82, -12},  // rank 0
               {6, 83},   {22, 100},   {-41, 89},   {-10, 40},   {-34, 24},  // rank 1
            {-12, 100},   {72, 100},    {79, 47},    {49, 53},   {-29, 77},  // rank 2
              {80, 71},    {36, 78},   {86, -14},    {21, 39},     {23, 1},  // rank 3
             {-6, 100},   {23, 100},     {7, 96},  {-34, 100},      {0, 1},  // rank 4
              {77, 42},    {53, 49},   {-19, 71},  {-78, 100},   {-96, 81},  // rank 5
              {67, 37},   {100, 12},   {97, -52},    {38, 53},  {-100, 70},  // rank 6
             {100, 61},  {-95, 100},    {16, -4},   {-80, 54},    {11, 56},  // rank 7
           {-100, 100}, {-100, -28},    {20, -9},  {-21, -19},   {-60, 50},  // rank 8
            {-100, 43},  {-100, 60},   {27, 100},  {-100, 68},   {-33, 52},  // rank 9
       },
       // clang-format on
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
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
           {-100, -100}, {-21, -100},   {8, -100},  {-14, -28},  {-40, -39},  // rank 0
            {-100, 60}, {-51, -100},   {-83, 28},   {-68, -4},   {-86, 36},  // rank 1
            {-36, 100},  {-68, -43},    {-56, 9},   {-56, 11},   {-78, 18},  // rank 2
             {40, 100},    {24, 53},  {-80, 100},  {-66, 100},  {-90, 100},  // rank 3
             {-90, 49},   {-18, 77},  {-26, 100},     {1, 18},   {-33, 45},  // rank 4
            {-100, 89},  {-100, -1},  {-63, -36}, {-100, -40}, {-100, -56},  // rank 5
             {-60, 75},   {-73, 34},    {-85, 9},  {-61, -69},  {-55, -54},  // rank 6
            {100, 100},    {61, 97},  {-100, 67},   {-82, 47},  {-61, -19},  // rank 7
                {0, 0},    {50, 50},  {-100, 99},   {17, -39},  {-38, -28},  // rank 8
            {-100, 84},   {59, -89},   {2, -100}, {-20, -100},   {5, -100},  // rank 9
       },
       // clang-format on
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
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
            {-12, -43},   {26, -95},  {100, -35},   {71, -67},  {100, -93},  // rank 0
           {-37, -100},  {25, -100},  {100, -48},   {87, -55},   {77, -10},  // rank 1
             {-38, 19},  {-33, -54},   {96, -38},   {76, -63},  {100, -63},  // rank 2
             {100, -4},    {38, 68},  {100, -75}, {100, -100}, {-14, -100},  // rank 3
              {88, 98},    {87, 10},   {42, -79},   {92, -98},     {59, 4},  // rank 4
              {24, 53},  {100, -64},  {76, -100},  {58, -100}, {100, -100},  // rank 5
             {100, 49},  {100, -11},  {100, -80},   {61, -88},  {69, -100},  // rank 6
            {100, 100}, {100, -100},  {83, -100},  {92, -100}, {-11, -100},  // rank 7
              {80, -5},   {48, -79},   {85, -75},  {84, -100},   {48, -57},  // rank 8
            {100, -28},  {46, -100},    {100, 2},  {100, -65},   {100, 41},  // rank 9
       },
       // clang-format on
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
       // clang-format off: a relative rank a line (none after the last), files from the centre
       .point_bonus = {
                {0, 0},      {0, 0},      {0, 0},      {0, 0},      {0, 0},  // rank 0
                {0, 0},      {0, 0},      {0, 0},      {0, 0},      {0, 0},  // rank 1
                {0, 0},      {0, 0},      {0, 0},      {0, 0},      {0, 0},  // rank 2
              {45, 44},    {28, 79},    {79, -1},   {100, 14},  {100, -17},  // rank 3
               {69, 7},    {75, 11},   {95, -20},    {100, 2},   {82, -54},  // rank 4
               {57, 4},   {98, -29},  {100, -47},   {90, -43},  {100, -74},  // rank 5
               {78, 7},   {100, 14},     {52, 4},   {96, -60},  {70, -100},  // rank 6
            {100, 100},  {100, 100},    {21, 18},  {100, -60},   {23, -28},  // rank 7
             {100, 24},    {94, 72},   {10, -35},  {100, -63}, {100, -100},  // rank 8
            {100, -11},  {100, 100},  {100, 100},    {51, -4},    {100, 2},  // rank 9
       },
       // clang-format on
       .attack_weight = 42},
  };
  g.tempo = -1;
  g.safety_scale = 84;
  g.exchange_ordering = true;
  return g;
}

}  // namespace sanggi
