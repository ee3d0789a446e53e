// The computer opponent: iterative deepening principal-variation alpha-beta search.
// This header is the contract used by the command line (UCI, bench), the wasm bindings and
// the tests; the search touches the rules only through Position.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "position.h"

namespace sanggi {

constexpr int SCORE_INFINITE = 32000;
constexpr int SCORE_MATE = 31000;  // a win in n plies scores SCORE_MATE - n
constexpr int MAX_PLY = 128;

struct SearchLimits {
  int depth = 0;        // 0: no depth limit (MAX_PLY)
  uint64_t nodes = 0;   // 0: no node limit; with a node limit the result is deterministic
  int movetime_ms = 0;  // 0: no time limit
  // Clock-based (UCI wtime/btime/winc/binc): the search picks its own time; 0 = unused.
  int time_left_ms = 0;
  int increment_ms = 0;
  // Byo-yomi (UCI `byoyomi`): after the main time each move has a period of this length; the
  // search never runs past one period. 0 = none.
  int byoyomi_ms = 0;
  // Time counted in nodes instead of by the clock, when set (nodes per millisecond, UCI
  // NodesTime as Fairy-Stockfish's nodestime): clock-based searches then repeat exactly.
  int nodes_per_ms = 0;
  // Levels 1-10 for people: randomness in centipawns added to root move scores (0 = none),
  // with the seed that makes it reproducible.
  int randomness_cp = 0;
  uint64_t seed = 0;
  // Lines wanted (multi-PV): the best `multi_pv` distinct first moves, each searched to the
  // full depth. 1 is the ordinary search, node for node.
  int multi_pv = 1;
  // Resuming an analysis run in time slices (the page's worker must answer messages between
  // them): the transposition table holds the iterations before `start_depth`, so the search
  // begins there, its aspiration window around `start_score` (the last slice's), and may
  // stop on time before completing it. 0: from depth 1.
  int start_depth = 0;
  int start_score = 0;
};

struct SearchLine {      // one principal variation of a multi-PV search
  std::vector<Move> pv;  // starts with the line's first move
  int score = 0;         // as SearchInfo::score
  int depth = 0;
};

struct SearchInfo {  // reported after each completed iteration
  int depth = 0;
  int seldepth = 0;  // the deepest ply reached, quiescence included
  int score = 0;     // centipawns from the side to move; mate scores as SCORE_MATE - plies
  uint64_t nodes = 0;
  int time_ms = 0;
  std::vector<Move> pv;
  std::vector<SearchLine> lines;  // best first; lines[0] is pv and score
};

struct SearchResult {
  Move best = MOVE_NONE;  // MOVE_NONE only when the position has no legal move
  int score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  int time_ms = 0;
  std::vector<Move> pv;
  // The lines of the last completed iteration, best first, distinct first moves (as many as
  // multi_pv asked, or fewer when fewer moves are legal); lines[0] is best, pv and score.
  // A multi-PV search stopped in an iteration answers that iteration's predecessor.
  std::vector<SearchLine> lines;
};

// Search features that can be switched, to measure what each is worth in self-play (hidden
// UCI options such as `setoption name NullMove value false`). The defaults are the engine;
// features that measured no better at equal time were removed (docs/measurements/README.md,
// "Tried and not kept"). Continuation history, static-exchange ordering and internal
// reduction are used only in the games whose evaluation data ask for them
// (GameEval::continuation_history, exchange_ordering, internal_reduction).
struct SearchFeatures {
  bool transposition_table = true;
  bool aspiration_windows = true;
  bool null_move = true;
  bool late_move_reductions = true;
  bool check_extension = true;
  bool killers = true;
  bool history = true;
  bool continuation_history = true;   // quiet moves by the moves before (games that use it)
  bool futility_pruning = true;       // reverse futility, futility and late-move pruning
  bool see_ordering = true;           // losing captures told by static exchange (games that use it)
  bool internal_reduction = true;     // a ply less without a hash move (games that use it)
  bool prune_losing_captures = true;  // quiescence skips captures that lose material
  unsigned eval_terms = 15;           // EvalTerm bits (evaluate.h): all four terms
};

// Levels for people (levels.cpp): 1 (a beginner) to MAX_LEVEL (the best within its time).
constexpr int MAX_LEVEL = 10;
// The limits of a level (clamped to 1..MAX_LEVEL).
SearchLimits level_limits(int level);
// A level combined with a caller's own limits: the caller's depth, node and time limits
// add to the level's, and where both have one the stricter applies (so a caller can cap a
// level's time); the caller's clock and seed are kept. Level 0 (or less): the caller's
// limits alone, at full strength.
SearchLimits limits_with_level(int level, const SearchLimits& given);
// A decided score as plies to the game's end: positive when the side to move wins,
// negative when it loses; nothing for a score that is not decided.
std::optional<int> mate_plies(int score);

class Searcher {
 public:
  explicit Searcher(size_t hash_megabytes = 16);
  ~Searcher();
  void set_hash_size(size_t megabytes);
  void clear();  // forget the transposition table and history (new game)
  // Searches a copy of `pos`. on_info is called after each iteration (may be empty). What
  // the table and history learnt before counts, so a node-limited search repeats exactly
  // from the same state: a new Searcher, or after clear().
  SearchResult search(const Position& pos, const SearchLimits& limits,
                      const std::function<void(const SearchInfo&)>& on_info = {});
  // May be called from another thread while search() runs: it returns soon with the best
  // move found so far. A stop() that arrives before search() has begun is forgotten when it
  // begins, so a caller racing the start repeats stop() until search() has returned.
  void stop();
  void set_features(const SearchFeatures& features);
  const SearchFeatures& features() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Static evaluation in centipawns from the side to move's point of view.
int evaluate(const Position& pos);

}  // namespace sanggi
