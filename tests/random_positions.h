// Test helper: positions from random playouts from the start of a variant, reproducible from
// a seed.
#pragma once

#include <random>
#include <vector>

#include "position.h"

namespace sanggi::testing {

// `count` positions, each after a random number (below `max_length`) of random legal moves.
// `unfinished`: only positions where the game goes on (otherwise finished games count too).
inline std::vector<Position> random_positions(const Variant& v, int count, uint32_t seed,
                                              int max_length = 120, bool unfinished = false) {
  std::mt19937 rng(seed);
  std::vector<Position> out;
  while (int(out.size()) < count) {
    Position pos = start_position(v);
    const int length = int(rng() % uint32_t(max_length));
    for (int ply = 0; ply < length; ++ply) {
      MoveList moves;
      pos.legal_moves(moves);
      if (moves.empty()) break;
      pos.make(moves[int(rng() % uint32_t(moves.size()))]);
    }
    if (unfinished && pos.game_end().over()) continue;
    out.push_back(pos);
  }
  return out;
}

}  // namespace sanggi::testing
