// Feature columns summed over the pieces on the board, once from each side's point of view:
// the first layer of a learned evaluation (an "efficiently updatable" network). Like the
// square sums, the position keeps them as pieces come, go and move (Position::keep_accumulator)
// so that the evaluation finds them ready at every node. The rules know nothing of networks:
// a table here is only numbers per piece and point.
#pragma once

#include <cstdint>

#include "types.h"

namespace sanggi {

constexpr int MAX_ACCUMULATOR_WIDTH = 256;

// The sums from each side's view (index: the Color whose view it is). Arithmetic wraps at 16
// bits (defined in C++20), so adding and taking away the same column always restores the sums
// exactly, and the kept sums equal those added up from scratch on every platform.
struct Accumulator {
  alignas(64) int16_t view[2][MAX_ACCUMULATOR_WIDTH];
};

// What a piece standing on a point adds to each view: a column of `width` numbers (nullptr:
// nothing), and the numbers every sum starts from.
struct AccumulatorTable {
  int width = 0;
  const int16_t* bias = nullptr;
  const int16_t* column[2][PIECE_INDEX_COUNT][MAX_SQUARES] = {};
};

}  // namespace sanggi
