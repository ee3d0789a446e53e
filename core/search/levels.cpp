// Levels for people, 1 (a beginner) to 10 (the best within its time). Each level is a depth,
// a time cap, and randomness added to the root moves' scores; see "Levels for people" in README.md.
#include <algorithm>

#include "search.h"

namespace sanggi {

namespace {
struct Level {
  int depth;  // 0: no depth limit
  int movetime_ms;
  int randomness_cp;  // each root move gets a bonus drawn from [0, randomness_cp]
};
// Level 1 looks one move ahead (plus captures) and mixes in so much randomness that it
// often ignores a piece en prise; each level above looks further and guesses less.
constexpr Level LEVELS[10] = {
    {1, 300, 600}, {1, 300, 300}, {2, 400, 180}, {3, 500, 110}, {4, 600, 70},
    {5, 800, 40},  {6, 1000, 20}, {8, 1500, 8},  {0, 2500, 0},  {0, 5000, 0},
};
}  // namespace

SearchLimits level_limits(int level) {
  const Level& l = LEVELS[std::clamp(level, 1, 10) - 1];
  SearchLimits limits;
  limits.depth = l.depth;
  limits.movetime_ms = l.movetime_ms;
  limits.randomness_cp = l.randomness_cp;
  return limits;
}

}  // namespace sanggi
