// The search's state and its helpers for one node, shared by search.cpp (the node searches:
// search and qsearch) and search_root.cpp (the root, the iterations and Searcher's API).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <vector>

#include "evaluate.h"
#include "network.h"
#include "move_order.h"
#include "search.h"
#include "search_rules.h"
#include "time_manager.h"
#include "transposition.h"

namespace sanggi {

using Clock = std::chrono::steady_clock;
constexpr int EVAL_NONE = -32001;  // no static evaluation (the side to move is threatened)

struct ReductionTable {
  int8_t r[64][64];
  ReductionTable() {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        r[d][m] = d && m ? int8_t(0.75 + std::log(d) * std::log(m) / 2.25) : 0;
  }
};
inline const ReductionTable LMR;

struct Frame {
  Move move = MOVE_NONE;
  int key = -1;  // the move's continuation key (OrderingTables::key); -1 for a null move, pass
  int eval = EVAL_NONE;
  bool threatened = false;  // in check, royal piece attacked (no check rule), or bikjang
};

struct RootMove {
  Move move = MOVE_NONE;
  int score = -SCORE_INFINITE;
  int previous = -SCORE_INFINITE;
  int noise = 0;         // the level's randomness for this move
  std::vector<Move> pv;  // its line, when its score is exact or a lower bound
};

struct Searcher::Impl {
  TranspositionTable tt;
  std::unique_ptr<OrderingTables> ordering = std::make_unique<OrderingTables>();
  SearchFeatures features;
  std::atomic<bool> stop_requested{false};

  // The state of one search.
  Position* pos = nullptr;
  const EvalTables* eval = nullptr;
  const Network* network = nullptr;  // the learned evaluation, when the game has one
  SearchLimits limits;
  TimeBudget budget;
  Clock::time_point start;
  uint64_t nodes = 0;
  bool stopped = false;
  int root_index = 0, root_depth = 0, completed_depth = 0, seldepth = 0;
  bool royal_capture = false;  // Gwangsanghui: no check rule, the royal piece can be taken
  bool pass_anytime = false;   // Janggi: a side not in check may always pass
  bool continuation = false;   // continuation history: switched on, and used by this game
  bool iir = false;            // internal reduction: switched on, and used by this game
  std::vector<MoveList> lists = std::vector<MoveList>(MAX_PLY + 4);
  std::vector<std::array<int, MoveList::CAPACITY>> scores =
      std::vector<std::array<int, MoveList::CAPACITY>>(MAX_PLY + 4);
  Frame frames[MAX_PLY + 4];
  Move pv[MAX_PLY + 4][MAX_PLY + 4];
  int pv_length[MAX_PLY + 4] = {};
  std::vector<RootMove> root_moves;
  std::vector<Move> partial_pv;  // a better root move found in an unfinished iteration

  int elapsed_ms() const {
    if (limits.nodes_per_ms > 0) return int(nodes / uint64_t(limits.nodes_per_ms));
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
  }

  // Counts a node; true once the search must stop. The node limit is exact, so a
  // node-limited search is deterministic; the clock and the stop flag are read every 1024.
  bool count_node() {
    if (stopped) return true;
    ++nodes;
    if (limits.nodes && nodes >= limits.nodes) {
      stopped = true;
    } else if ((nodes & 1023) == 0) {
      if (stop_requested.load(std::memory_order_relaxed)) stopped = true;
      if (budget.hard_ms && completed_depth >= 1 && elapsed_ms() >= budget.hard_ms) stopped = true;
    }
    return stopped;
  }

  int evaluate_here() const {
    if (!network) return evaluate(*pos, *eval, features.eval_terms);
    // A network's output has no bound of its own: keep it clear of the decided scores.
    return std::clamp(network->evaluate(pos->accumulator(), pos->side_to_move()),
                      -SCORE_MATE_BOUND + 1, SCORE_MATE_BOUND - 1);
  }

  bool threatened_after_move() const {
    return pos->in_check() || (royal_capture && royal_threatened(*pos)) || pos->state().bikjang;
  }

  // Makes m at `ply`, noting it for the continuation history of the plies below.
  void make_move_at(int ply, Move m) {
    frames[ply].move = m;
    frames[ply].key = ordering->key(*pos, m);
    pos->make(m);
    tt.prefetch(pos->hash());
  }
  QuietContext quiet_context(int ply) const {
    QuietContext ctx;
    if (!continuation) return ctx;
    for (int i = 0; i < 2; ++i) ctx.key_before[i] = ply > i ? frames[ply - 1 - i].key : -1;
    return ctx;
  }

  // How much shallower `us`'s late quiet move m (the searched-th of its node, just made) is
  // searched: more the later it comes, less in a PV node, for a killer, with good history,
  // or when the position improves.
  int late_move_reduction(Color us, Move m, int depth, int searched, int ply, bool pv_node,
                          bool improving, const QuietContext& context) const {
    int r = LMR.r[std::min(depth, 63)][std::min(searched, 63)];
    r -= pv_node;
    r -= ordering->is_killer(m, ply);
    r += !improving;
    const int history = ordering->history[us][move_from(m)][move_to(m)];
    r -= continuation ? (history + ordering->continuation_score(context, frames[ply].key)) / 8000
                      : history / 6000;
    return r;
  }

  // Entering a node at `ply`: true with its score when it ends here (the search stopped, the
  // game is over, or the ply is as deep as the stack goes).
  bool node_ends(int ply, int& score) {
    pv_length[ply] = ply;
    score = 0;
    if (count_node()) return true;
    seldepth = std::max(seldepth, ply);
    if (ended_in_search(*pos, root_index, ply, score)) return true;
    if (ply < MAX_PLY - 2) return false;
    score = evaluate_here();
    return true;
  }

  // A move's score v against the node's best and alpha (the principal variation follows a
  // new best inside the window): true when it refutes the node (v >= beta).
  bool raises(int v, Move m, int ply, bool pv_node, int beta, int& best, int& alpha,
              Move& best_move) {
    if (v <= best) return false;
    best = v;
    if (v <= alpha) return false;
    best_move = m;
    if (pv_node) update_pv(ply, m);
    if (v >= beta) return true;
    alpha = v;
    return false;
  }

  void update_pv(int ply, Move m) {
    pv[ply][ply] = m;
    for (int i = ply + 1; i < pv_length[ply + 1]; ++i) pv[ply][i] = pv[ply + 1][i];
    pv_length[ply] = std::max(pv_length[ply + 1], ply + 1);
  }

  // Null-move pruning assumes that doing nothing is never better than the best move.
  // Janggi: a side not in check may always pass, so there is no zugzwang and the null move
  // is allowed in every phase - but not after a pass (a second pass ends the game) and not
  // when facing bikjang. It is a plain null move rather than the real pass: after a real
  // pass the opponent could pass back and end the game on points, which refutes the null
  // move whenever the mover is behind on points (Cho at equal material) and would disable
  // the pruning for that side. Gwangsanghui: off (no check rule; the fallen-general state
  // belongs to the side to move). Elsewhere: only with a piece that can attack, since bare
  // endings are zugzwang-prone.
  bool null_move_allowed() const {
    if (royal_capture) return false;
    const PlyState& st = pos->state();
    if (st.bikjang || st.after_pass || st.move == MOVE_NULL) return false;
    if (pass_anytime) return pos->royal_square(pos->side_to_move()) != NO_SQUARE;
    return has_attackers(*pos, *eval, pos->side_to_move());
  }
  void make_null(int ply) {
    frames[ply].move = MOVE_NULL;
    pos->make_null();
    frames[ply].key = -1;
    frames[ply + 1].threatened = false;
  }
  void unmake_null() { pos->unmake_null(); }

  int qsearch(int alpha, int beta, int ply, bool pv_node);
  int search(int alpha, int beta, int depth, int ply, bool pv_node);
  int search_root(int alpha, int beta, int depth, size_t first);
  int search_line(int depth, size_t first, int centre);
  void take_lines(SearchResult& result, size_t count, int depth) const;
  SearchResult run(const Position& root, const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& on_info);
};

}  // namespace sanggi
