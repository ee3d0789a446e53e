// Varied, reproducible opening lines for engine matches: short sequences of plausible moves
// (a small node-limited search with randomness added to the root moves), no two alike.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "variant.h"

namespace sanggi {

// `count` lines of `plies` machine moves each, separated by spaces, from the start position.
std::vector<std::string> opening_lines(const Variant& variant, int count, int plies, uint64_t seed);

}  // namespace sanggi
