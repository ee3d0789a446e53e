// Perft: the number of leaf nodes of the legal-move tree, the standard check of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "position.h"

namespace sanggi {

uint64_t perft(Position& pos, int depth);
// Perft below each legal move of the root.
std::vector<std::pair<Move, uint64_t>> divide(Position& pos, int depth);

}  // namespace sanggi
