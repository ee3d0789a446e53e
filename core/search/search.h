// The computer opponent: iterative deepening principal-variation alpha-beta search.
// This header is the contract used by the command line (UCI, bench), the wasm bindings and
// the tests; the search touches the rules only through Position.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "position.h"

namespace sanggi {

constexpr int SCORE_INFINITE = 32000;
constexpr int SCORE_MATE = 31000;  // a win in n plies scores SCORE_MATE - n
constexpr int MAX_PLY = 128;

struct SearchLimits {
  int depth = 0;          // 0: no depth limit (MAX_PLY)
  uint64_t nodes = 0;     // 0: no node limit; with a node limit the result is deterministic
  int movetime_ms = 0;    // 0: no time limit
  // Clock-based (UCI wtime/btime/winc/binc): the search picks its own time; 0 = unused.
  int time_left_ms = 0;
  int increment_ms = 0;
  // Levels 1-10 for people: randomness in centipawns added to root move scores (0 = none),
  // with the seed that makes it reproducible.
  int randomness_cp = 0;
  uint64_t seed = 0;
};

struct SearchInfo {  // reported after each completed iteration
  int depth = 0;
  int score = 0;  // centipawns from the side to move; mate scores as SCORE_MATE - plies
  uint64_t nodes = 0;
  int time_ms = 0;
  std::vector<Move> pv;
};

struct SearchResult {
  Move best = MOVE_NONE;  // MOVE_NONE only when the position has no legal move
  int score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  int time_ms = 0;
  std::vector<Move> pv;
};

// The limits of a level for people, 1 (a beginner) to 10 (the best within its time).
SearchLimits level_limits(int level);

class Searcher {
 public:
  explicit Searcher(size_t hash_megabytes = 16);
  ~Searcher();
  void set_hash_size(size_t megabytes);
  void clear();  // forget the transposition table and history (new game)
  // Searches a copy of `pos`. on_info is called after each iteration (may be empty).
  SearchResult search(const Position& pos, const SearchLimits& limits,
                      const std::function<void(const SearchInfo&)>& on_info = {});
  // May be called from another thread while search() runs: it returns soon with the best
  // move found so far.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Static evaluation in centipawns from the side to move's point of view.
int evaluate(const Position& pos);

}  // namespace sanggi
