// Sums over the pieces on the board of numbers given per piece and point. The position keeps
// them as pieces come, go and move (Position::keep_square_sums), for an owner that wants them
// at every node without adding them up each time: the evaluation's piece-square tables and
// its palace counts.
#pragma once

#include <cstdint>

#include "types.h"

namespace sanggi {

constexpr int SQUARE_SUM_LANES = 12;

struct SquareSums {
  int32_t lane[SQUARE_SUM_LANES] = {};
  void add(const SquareSums& o) {
    for (int i = 0; i < SQUARE_SUM_LANES; ++i) lane[i] += o.lane[i];
  }
  void subtract(const SquareSums& o) {
    for (int i = 0; i < SQUARE_SUM_LANES; ++i) lane[i] -= o.lane[i];
  }
  bool operator==(const SquareSums&) const = default;
};

// The numbers of a piece standing on a point, by piece (colour and type) and point.
struct SquareSumTable {
  SquareSums at[PIECE_INDEX_COUNT][MAX_SQUARES];
};

}  // namespace sanggi
