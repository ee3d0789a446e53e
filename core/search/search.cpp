// Iterative deepening principal-variation alpha-beta with aspiration windows, null-move
// pruning, late-move reductions, futility pruning, check extension and a quiescence search
// of captures. The rules are reached only through Position (legal moves, make/unmake) and
// the cheap end-of-game checks in search_rules.h.
#include "search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include "correction.h"
#include "evaluate.h"
#include "exchange.h"
#include "move_order.h"
#include "search_rules.h"
#include "time_manager.h"
#include "transposition.h"

namespace sanggi {

namespace {

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
const ReductionTable LMR;

// Mate scores are stored relative to the node, so that they mean the same at any ply.
int score_to_tt(int s, int ply) {
  return s >= SCORE_MATE_BOUND ? s + ply : s <= -SCORE_MATE_BOUND ? s - ply : s;
}
int score_from_tt(int s, int ply) {
  return s >= SCORE_MATE_BOUND ? s - ply : s <= -SCORE_MATE_BOUND ? s + ply : s;
}

uint64_t mix(uint64_t x) {  // splitmix64 finaliser
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

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

// Best first; among equals, the better in the previous iteration.
bool better_root_move(const RootMove& x, const RootMove& y) {
  return x.score != y.score ? x.score > y.score : x.previous > y.previous;
}

}  // namespace

struct Searcher::Impl {
  TranspositionTable tt;
  std::unique_ptr<OrderingTables> ordering = std::make_unique<OrderingTables>();
  std::unique_ptr<CorrectionHistory> correction = std::make_unique<CorrectionHistory>();
  PieceType soldier_type = 0;  // the cheapest piece, whose squares key the correction
  SearchFeatures features;
  std::atomic<bool> stop_requested{false};

  // The state of one search.
  Position* pos = nullptr;
  const EvalTables* eval = nullptr;
  SearchLimits limits;
  TimeBudget budget;
  Clock::time_point start;
  uint64_t nodes = 0;
  bool stopped = false;
  int root_index = 0, root_depth = 0, completed_depth = 0, seldepth = 0;
  bool royal_capture = false;  // Gwangsanghui: no check rule, the royal piece can be taken
  bool pass_anytime = false;   // Janggi: a side not in check may always pass
  bool null_is_pass = false;   // ... and the null move is that real pass (a feature switch)
  bool continuation = false;   // continuation history: switched on, and used by this game
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

  int evaluate_here() const { return evaluate(*pos, *eval, features.eval_terms); }
  // The static evaluation corrected by what searches of similar positions found.
  int corrected(int raw, const CorrectionHistory::Keys& keys) const {
    if (!features.correction_history || is_decided(raw)) return raw;
    return std::clamp(raw + correction->correction(pos->side_to_move(), keys),
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

  // After m: the piece that moved cannot be captured where it stands, or took at least as
  // much as it is worth.
  bool safe_arrival(Move m) const {
    const Square to = move_to(m);
    const PieceType moved = type_of(pos->at(to));
    if (is_capture(m) && eval->value[type_of(move_captured(m))] >= eval->value[moved]) return true;
    return !pos->attacked(to, pos->side_to_move(), pos->movement_set());
  }

  // Moves that lose material by the static exchange, more of it the deeper the node. The
  // exchange never loses more than the mover for what it took, so a move whose worst case
  // stays within the margin needs no exchange (most quiet moves of cheap pieces: it is the
  // costly part of this test). `known`: the exchange if the move picker has told it already.
  bool loses_exchange(Move m, bool capture, int depth, std::optional<int> known) const {
    const int margin = capture ? -110 * depth : -25 * depth * depth;
    const int taken = capture ? eval->value[type_of(move_captured(m))] : 0;
    if (taken - eval->value[type_of(pos->at(move_from(m)))] >= margin) return false;
    return (known ? *known : static_exchange(*pos, *eval, m)) < margin;
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
    if (null_is_pass) {
      const Square royal = Square(pos->royal_square(pos->side_to_move()));
      frames[ply].move = make_move(royal, royal);
      pos->make(frames[ply].move);
    } else {
      frames[ply].move = MOVE_NULL;
      pos->make_null();
    }
    frames[ply].key = -1;
    frames[ply + 1].threatened = false;
  }
  void unmake_null() {
    if (null_is_pass)
      pos->unmake();
    else
      pos->unmake_null();
  }

  int qsearch(int alpha, int beta, int ply, bool pv_node);
  int search(int alpha, int beta, int depth, int ply, bool pv_node);
  int search_root(int alpha, int beta, int depth, size_t first);
  int search_line(int depth, size_t first, int centre);
  void take_lines(SearchResult& result, size_t count, int depth) const;
  SearchResult run(const Position& root, const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& on_info);
};

int Searcher::Impl::qsearch(int alpha, int beta, int ply, bool pv_node) {
  int score;
  if (node_ends(ply, score)) return score;
  Position& p = *pos;
  if (royal_capture && can_capture_royal(p)) return win_score(ply + 1);
  const bool threatened = frames[ply].threatened;

  const TTEntry* e = features.transposition_table ? tt.probe(p.hash()) : nullptr;
  const Move tt_move = e && e->move ? Move(e->move) : MOVE_NONE;
  if (e && !pv_node) {
    const int s = score_from_tt(e->score, ply);
    if ((e->bound() & BOUND_LOWER && s >= beta) || (e->bound() & BOUND_UPPER && s <= alpha))
      return s;
  }
  // Stand pat: the side to move may decline every capture, unless it is threatened.
  int best = -SCORE_INFINITE, static_eval = EVAL_NONE, raw_eval = EVAL_NONE;
  if (!threatened) {
    raw_eval = e && e->eval != EVAL_NONE ? e->eval : evaluate_here();
    static_eval = features.correction_history
                      ? corrected(raw_eval, CorrectionHistory::keys_of(p, soldier_type))
                      : raw_eval;
    best = static_eval;
    // Janggi: right after a pass, passing back ends the game (double pass) - an outcome the
    // side to move can always choose, so it bounds the value from below like the stand pat.
    // Without it a shallow search would pass into a lost points count.
    if (pass_anytime && p.state().after_pass)
      best = std::max(best, scored_end(p, p.variant().rules.double_pass, ply + 1));
    if (best >= beta) return best;
    alpha = std::max(alpha, best);
  }
  MoveList& moves = lists[ply];
  p.candidate_moves(moves);  // legality is tested per move, only for moves tried
  if (moves.empty()) return no_move_score(p, ply);
  MovePicker picker(p, moves, scores[ply].data(), *eval, *ordering, tt_move, ply, false, false,
                    !threatened, !threatened && features.prune_losing_captures);
  Move best_move = MOVE_NONE;
  for (Move m; (m = picker.next()) != MOVE_NONE;) {
    if (!threatened) {
      // Delta pruning: even winning this piece for nothing would not reach alpha.
      const int victim = eval->value[type_of(move_captured(m))];
      if (victim < 20000 && static_eval + victim + 200 <= alpha) continue;
    }
    if (!p.candidate_is_legal(m)) continue;
    make_move_at(ply, m);
    frames[ply + 1].threatened = threatened_after_move();
    const int v = -qsearch(-beta, -alpha, ply + 1, pv_node);
    p.unmake();
    if (stopped) return 0;
    if (raises(v, m, ply, pv_node, beta, best, alpha, best_move)) break;
  }
  // Threatened with no legal move: checkmate (or a stalemate that loses).
  if (best == -SCORE_INFINITE) return no_move_score(p, ply);
  if (features.transposition_table) {
    const Bound bound = best >= beta             ? BOUND_LOWER
                        : best_move != MOVE_NONE ? BOUND_EXACT
                                                 : BOUND_UPPER;
    tt.store(p.hash(), best_move, score_to_tt(best, ply), raw_eval, 0, bound);
  }
  return best;
}

int Searcher::Impl::search(int alpha, int beta, int depth, int ply, bool pv_node) {
  if (depth <= 0) return qsearch(alpha, beta, ply, pv_node);
  int score;
  if (node_ends(ply, score)) return score;
  Position& p = *pos;
  // Mate distance pruning: no result here can beat a mate already found nearer the root.
  alpha = std::max(alpha, loss_score(ply));
  beta = std::min(beta, win_score(ply + 1));
  if (alpha >= beta) return alpha;
  // No check rule (Gwangsanghui): a side that can take the enemy Marshal has won.
  if (royal_capture && can_capture_royal(p)) return win_score(ply + 1);
  const bool threatened = frames[ply].threatened;
  const Color us = p.side_to_move();

  const uint64_t hash = p.hash();
  const TTEntry* e = features.transposition_table ? tt.probe(hash) : nullptr;
  const Move tt_move = e && e->move ? Move(e->move) : MOVE_NONE;
  if (e && !pv_node && e->depth >= depth) {
    const int s = score_from_tt(e->score, ply);
    if ((e->bound() & BOUND_LOWER && s >= beta) || (e->bound() & BOUND_UPPER && s <= alpha))
      return s;
  }

  int static_eval = EVAL_NONE, raw_eval = EVAL_NONE;
  CorrectionHistory::Keys keys;
  if (!threatened) {
    raw_eval = e && e->eval != EVAL_NONE ? e->eval : evaluate_here();
    if (features.correction_history) keys = CorrectionHistory::keys_of(p, soldier_type);
    static_eval = corrected(raw_eval, keys);
  }
  frames[ply].eval = static_eval;
  const bool improving = static_eval != EVAL_NONE && ply >= 2 &&
                         frames[ply - 2].eval != EVAL_NONE && static_eval > frames[ply - 2].eval;

  if (!pv_node && !threatened) {
    // Reverse futility: far enough above beta that a quiet move will not lose it all.
    if (features.futility_pruning && depth <= 6 && !is_decided(beta) &&
        static_eval - 100 * (depth - improving) >= beta)
      return static_eval;
    if (features.null_move && depth >= 3 && static_eval >= beta && !is_decided(beta) &&
        null_move_allowed()) {
      const int r = 3 + depth / 4 + std::min((static_eval - beta) / 200, 2);
      make_null(ply);
      const int v = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
      unmake_null();
      if (stopped) return 0;
      if (v >= beta) return is_decided(v) ? beta : v;
    }
  }

  // Internal iterative reduction: a node the table knows nothing about is probably not
  // important enough for its full depth (and a shallower search will fill the table).
  if (features.internal_reduction && depth >= 4 && tt_move == MOVE_NONE) --depth;

  MoveList& moves = lists[ply];
  p.candidate_moves(moves);  // legality is tested per move, only for moves tried
  const QuietContext context = quiet_context(ply);
  MovePicker picker(p, moves, scores[ply].data(), *eval, *ordering, tt_move, ply, features.killers,
                    features.history, false, false, &context);

  int best = -SCORE_INFINITE;
  Move best_move = MOVE_NONE;
  Move quiets[64];
  int quiet_keys[64];
  int quiet_count = 0, searched = 0;
  for (Move m; (m = picker.next()) != MOVE_NONE;) {
    const bool capture = is_capture(m);
    if (features.futility_pruning && !pv_node && !threatened && !capture &&
        best > -SCORE_MATE_BOUND && !is_decided(alpha)) {
      // Late-move pruning, and futility pruning of quiet moves that cannot reach alpha. Both
      // conditions only grow truer as the node goes on, so every later quiet move goes too.
      if ((depth <= 4 && searched >= 3 + depth * depth * (improving ? 2 : 1)) ||
          (depth <= 3 && static_eval + 150 + 120 * depth <= alpha)) {
        picker.skip_quiets();
        continue;
      }
    }
    if ((capture ? features.see_pruning : features.see_quiet_pruning) && !pv_node && !threatened &&
        depth <= 6 && searched > 0 && best > -SCORE_MATE_BOUND && !is_decided(alpha) &&
        !same_move(m, tt_move) && loses_exchange(m, capture, depth, picker.exchange()))
      continue;
    if (!p.candidate_is_legal(m)) continue;
    make_move_at(ply, m);
    const bool gives_check = threatened_after_move();
    frames[ply + 1].threatened = gives_check;
    // Checks are extended unless the checking piece can simply be taken for less.
    const int extension = gives_check && features.check_extension && ply < 2 * root_depth &&
                          (is_pass(m) || !features.safe_check_extension || safe_arrival(m));
    const int new_depth = depth - 1 + extension;
    int v;
    if (searched == 0) {
      v = -search(-beta, -alpha, new_depth, ply + 1, pv_node);
    } else {
      int r = 0;
      if (features.late_move_reductions && depth >= 3 && !capture && !gives_check && !threatened)
        r = std::clamp(
            late_move_reduction(us, m, depth, searched, ply, pv_node, improving, context), 0,
            std::max(new_depth - 1, 0));
      v = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, false);
      if (v > alpha && r > 0) v = -search(-alpha - 1, -alpha, new_depth, ply + 1, false);
      if (pv_node && v > alpha && v < beta) v = -search(-beta, -alpha, new_depth, ply + 1, true);
    }
    p.unmake();
    if (stopped) return 0;
    ++searched;
    if (raises(v, m, ply, pv_node, beta, best, alpha, best_move)) break;
    if (!capture && quiet_count < 64) {
      quiet_keys[quiet_count] = frames[ply].key;
      quiets[quiet_count++] = m;
    }
  }
  // No legal move (pruning needs a searched move first, so none was pruned).
  if (searched == 0) return no_move_score(p, ply);
  if (best >= beta && !is_capture(best_move)) {
    ordering->update(us, best_move, ordering->key(p, best_move), quiets, quiet_keys, quiet_count,
                     depth, ply, context, features.history, features.killers, continuation);
  }
  if (features.transposition_table) {
    const Bound bound = best >= beta                        ? BOUND_LOWER
                        : pv_node && best_move != MOVE_NONE ? BOUND_EXACT
                                                            : BOUND_UPPER;
    tt.store(hash, best_move, score_to_tt(best, ply), raw_eval, depth, bound);
  }
  // What the search found, against the static evaluation, where the bound says enough.
  if (features.correction_history && !threatened && !is_decided(best) &&
      (best_move == MOVE_NONE || !is_capture(best_move)) &&
      !(best >= beta && best <= static_eval) && !(best_move == MOVE_NONE && best >= static_eval))
    correction->update(us, keys, depth, best, raw_eval);
  return best;
}

// The root: every move searched with PVS, each shifted by its share of the level's
// randomness (a window moved by `noise` makes the comparison score + noise > alpha exact).
int Searcher::Impl::search_root(int alpha, int beta, int depth, size_t first) {
  // Only the moves from root_moves[first] on: those before are the earlier lines of a
  // multi-PV search.
  pv_length[0] = 0;
  Position& p = *pos;
  const bool threatened = frames[0].threatened;
  int best = -SCORE_INFINITE;
  for (size_t i = first; i < root_moves.size(); ++i) {
    const size_t n = i - first;  // the move's place among those searched
    RootMove& rm = root_moves[i];
    const Move m = rm.move;
    make_move_at(0, m);
    const bool gives_check = threatened_after_move();
    frames[1].threatened = gives_check;
    const int new_depth = depth - 1 + (gives_check && features.check_extension);
    const int a = alpha - rm.noise, b = beta - rm.noise;
    int v;
    if (n == 0) {
      v = -search(-b, -a, new_depth, 1, true);
    } else {
      int r = 0;
      if (features.late_move_reductions && depth >= 3 && n >= 4 && !is_capture(m) && !gives_check &&
          !threatened)
        r = std::clamp(LMR.r[std::min(depth, 63)][std::min(int(n), 63)] - 1, 0, new_depth - 1);
      v = -search(-a - 1, -a, new_depth - r, 1, false);
      if (v > a && r > 0) v = -search(-a - 1, -a, new_depth, 1, false);
      if (v > a && v < b) v = -search(-b, -a, new_depth, 1, true);
    }
    p.unmake();
    if (stopped) break;
    const int adjusted = is_decided(v) ? v : v + rm.noise;
    rm.score = n == 0 || adjusted > alpha ? adjusted : -SCORE_INFINITE;
    if (adjusted > best) {
      best = adjusted;
      if (adjusted > alpha) {
        update_pv(0, m);
        rm.pv.assign(pv[0], pv[0] + pv_length[0]);
        if (first == 0) partial_pv = rm.pv;
        if (adjusted >= beta) break;
        alpha = adjusted;
      }
    }
  }
  return best;
}

// One line of an iteration: the moves from root_moves[first] on, in an aspiration window
// around `centre` (the line's score in the previous iteration), widened until the score is
// inside it; then those moves are sorted best first.
int Searcher::Impl::search_line(int depth, size_t first, int centre) {
  int delta = 30 + limits.randomness_cp / 4;
  int alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
  if (features.aspiration_windows && depth >= 4 && !is_decided(centre)) {
    alpha = std::max(centre - delta, -SCORE_INFINITE);
    beta = std::min(centre + delta, int(SCORE_INFINITE));
  }
  int v;
  for (;;) {
    v = search_root(alpha, beta, depth, first);
    if (stopped) break;
    if (v <= alpha) {
      beta = (alpha + beta) / 2;
      alpha = std::max(v - delta, -SCORE_INFINITE);
    } else if (v >= beta) {
      beta = std::min(v + delta, int(SCORE_INFINITE));
    } else {
      break;
    }
    delta += delta;
  }
  std::stable_sort(root_moves.begin() + first, root_moves.end(), better_root_move);
  return v;
}

// The result's lines from the sorted root moves: line 0 is the result's own best line.
void Searcher::Impl::take_lines(SearchResult& result, size_t count, int depth) const {
  result.lines.resize(count);
  for (size_t k = 0; k < count; ++k) {
    const RootMove& rm = root_moves[k];
    SearchLine& line = result.lines[k];
    line.pv = k == 0 ? result.pv : rm.pv;
    if (line.pv.empty()) line.pv.push_back(rm.move);
    line.score = k == 0 ? result.score : is_decided(rm.score) ? rm.score : rm.score - rm.noise;
    line.depth = depth;
  }
}

SearchResult Searcher::Impl::run(const Position& root, const SearchLimits& search_limits,
                                 const std::function<void(const SearchInfo&)>& on_info) {
  Position position = root;
  pos = &position;
  eval = &eval_tables(position.variant());
  continuation = features.continuation_history && eval->continuation_history;
  limits = search_limits;
  budget = plan_time(limits);
  start = Clock::now();
  nodes = 0;
  stopped = false;
  stop_requested = false;  // a stop() before this search began belonged to an earlier one
  seldepth = 0;
  root_index = position.ply();
  royal_capture = position.variant().rules.royal_capture_wins;
  pass_anytime = position.variant().rules.pass_anytime;
  null_is_pass = pass_anytime && features.null_move_as_pass;
  tt.new_search();
  continuation = ordering->set_variant(int(position.variant().pieces.size()),
                                       position.geometry().square_count(), continuation);
  ordering->age();
  ordering->exchange_ordering = features.see_ordering && eval->exchange_ordering;
  soldier_type = 0;
  for (PieceType t = 1; t <= position.variant().pieces.size(); ++t)
    if (eval->value[t] > 0 && (!soldier_type || eval->value[t] < eval->value[soldier_type]))
      soldier_type = t;
  ordering->reset_killers();
  frames[0] = Frame{};
  frames[0].threatened = position.in_check() || position.state().bikjang ||
                         (royal_capture && royal_threatened(position));

  SearchResult result;
  MoveList& moves = lists[0];
  position.legal_moves(moves);
  if (moves.empty()) {
    result.score = no_move_score(position, 0);
    return result;
  }
  // Root moves in the order of the move picker (hash move, captures...), with their noise.
  const TTEntry* e = features.transposition_table ? tt.probe(position.hash()) : nullptr;
  MovePicker picker(position, moves, scores[0].data(), *eval, *ordering,
                    e && e->move ? Move(e->move) : MOVE_NONE, 0, features.killers,
                    features.history);
  root_moves.clear();
  for (Move m; (m = picker.next()) != MOVE_NONE;) {
    RootMove rm;
    rm.move = m;
    if (limits.randomness_cp > 0)
      rm.noise = int(mix(limits.seed ^ (uint64_t(m & 0xFFFF) * 0x9E3779B97F4A7C15ULL)) %
                     uint64_t(limits.randomness_cp + 1));
    root_moves.push_back(rm);
  }
  result.best = root_moves[0].move;
  partial_pv.clear();

  const int max_depth = limits.depth > 0 ? std::min(limits.depth, MAX_PLY - 4) : MAX_PLY - 4;
  // A resumed analysis (see SearchLimits::start_depth) may stop in its first iteration.
  const int first_depth = std::clamp(limits.start_depth, 1, max_depth);
  completed_depth = first_depth - 1;
  const size_t line_count =
      std::clamp<size_t>(size_t(std::max(limits.multi_pv, 1)), 1, root_moves.size());
  int score = first_depth > 1 ? limits.start_score : 0;
  for (int depth = first_depth; depth <= max_depth; ++depth) {
    root_depth = depth;
    seldepth = 0;
    partial_pv.clear();
    for (RootMove& rm : root_moves) rm.previous = rm.score, rm.score = -SCORE_INFINITE;
    // Line k searches the moves left after the k best: its best is the k+1-th best move.
    int v = search_line(depth, 0, score);
    for (size_t line = 1; line < line_count && !stopped; ++line)
      search_line(depth, line, root_moves[line].previous);
    if (stopped) {
      // A move proved better than the previous best before the stop is taken (one line
      // only: with several, the lines stay those of the last completed iteration).
      if (!partial_pv.empty() && line_count == 1) {
        result.best = partial_pv[0];
        result.pv = partial_pv;
        result.lines.assign(1, SearchLine{partial_pv, result.score, result.depth});
      }
      break;
    }
    // A later line can come out above an earlier one (its window was its own).
    if (line_count > 1) {
      std::stable_sort(root_moves.begin(), root_moves.begin() + line_count, better_root_move);
      v = root_moves[0].score;
    }
    completed_depth = depth;
    score = v;
    const RootMove& best = root_moves[0];
    if (line_count == 1) {
      result.best = pv_length[0] > 0 ? pv[0][0] : best.move;
      result.pv.assign(pv[0], pv[0] + pv_length[0]);
    } else {
      result.best = best.move;
      result.pv = best.pv;
    }
    if (result.pv.empty()) result.pv.push_back(result.best);
    result.score = is_decided(v) ? v : v - best.noise;
    result.depth = depth;
    take_lines(result, line_count, depth);
    if (on_info) {
      SearchInfo info;
      info.depth = depth;
      info.seldepth = seldepth;
      info.score = result.score;
      info.nodes = nodes;
      info.time_ms = elapsed_ms();
      info.pv = result.pv;
      info.lines = result.lines;
      on_info(info);
    }
    if (stop_requested.load()) break;
    // A decided game needs no deeper look once the depth covers it with room to spare (in
    // every line asked for).
    const bool covered =
        std::all_of(result.lines.begin(), result.lines.end(), [&](const SearchLine& l) {
          return is_decided(l.score) && depth >= SCORE_MATE - std::abs(l.score) + 4;
        });
    if (covered && limits.depth == 0) break;
    if (budget.soft_ms && elapsed_ms() >= budget.soft_ms) break;
    if (budget.soft_ms && root_moves.size() == 1 && depth >= 4) break;
  }
  result.nodes = nodes;
  result.time_ms = elapsed_ms();
  return result;
}

Searcher::Searcher(size_t hash_megabytes) : impl_(std::make_unique<Impl>()) {
  impl_->tt.resize(hash_megabytes);
  impl_->ordering->clear();
  impl_->correction->clear();
}

Searcher::~Searcher() = default;

void Searcher::set_hash_size(size_t megabytes) {
  impl_->tt.resize(megabytes);
}

void Searcher::clear() {
  impl_->tt.clear();
  impl_->ordering->clear();
  impl_->correction->clear();
}

SearchResult Searcher::search(const Position& pos, const SearchLimits& limits,
                              const std::function<void(const SearchInfo&)>& on_info) {
  return impl_->run(pos, limits, on_info);
}

void Searcher::stop() {
  impl_->stop_requested = true;
}

void Searcher::set_features(const SearchFeatures& features) {
  impl_->features = features;
}

const SearchFeatures& Searcher::features() const {
  return impl_->features;
}

}  // namespace sanggi
