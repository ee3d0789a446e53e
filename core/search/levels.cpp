// Levels for people, 1 (a beginner) to 10 (the best within its time). Each level is a depth,
// a time cap, and randomness added to the root moves' scores; the README's "Levels for
// people" tells them. Also the one place that combines a level with a caller's limits and
// turns mate scores into plies, for UCI and the wasm bindings alike.
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

// A limit where 0 means none: the stricter of the two.
template <class T>
void tighten(T& limit, T value) {
  if (value && (!limit || value < limit)) limit = value;
}
}  // namespace

SearchLimits level_limits(int level) {
  const Level& l = LEVELS[std::clamp(level, 1, MAX_LEVEL) - 1];
  SearchLimits limits;
  limits.depth = l.depth;
  limits.movetime_ms = l.movetime_ms;
  limits.randomness_cp = l.randomness_cp;
  return limits;
}

SearchLimits limits_with_level(int level, const SearchLimits& given) {
  if (level <= 0) return given;
  SearchLimits limits = level_limits(level);
  tighten(limits.depth, given.depth);
  tighten(limits.nodes, given.nodes);
  tighten(limits.movetime_ms, given.movetime_ms);
  // A clock's own plan (time_manager.cpp) still runs inside the level's caps.
  limits.time_left_ms = given.time_left_ms;
  limits.increment_ms = given.increment_ms;
  limits.byoyomi_ms = given.byoyomi_ms;
  limits.nodes_per_ms = given.nodes_per_ms;
  limits.seed = given.seed;
  return limits;
}

std::optional<int> mate_plies(int score) {
  if (score >= SCORE_MATE - MAX_PLY) return SCORE_MATE - score;
  if (score <= -(SCORE_MATE - MAX_PLY)) return -(SCORE_MATE + score);
  return std::nullopt;
}

}  // namespace sanggi
