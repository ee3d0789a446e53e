// Iterative deepening principal-variation alpha-beta with aspiration windows, null-move
// pruning, late-move reductions, futility pruning, check extension and a quiescence search
// of captures. The rules are reached only through Position (legal moves, make/unmake) and
// the cheap end-of-game checks in search_rules.h. This file: the searches of a node below the
// root (search, qsearch); search_root.cpp: the root, the iterations and the Searcher API.
#include "search_impl.h"

namespace sanggi {

namespace {

// Mate scores are stored relative to the node, so that they mean the same at any ply.
int score_to_tt(int s, int ply) {
  return s >= SCORE_MATE_BOUND ? s + ply : s <= -SCORE_MATE_BOUND ? s - ply : s;
}
int score_from_tt(int s, int ply) {
  return s >= SCORE_MATE_BOUND ? s - ply : s <= -SCORE_MATE_BOUND ? s + ply : s;
}

}  // namespace

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
  int best = -SCORE_INFINITE, static_eval = EVAL_NONE;
  if (!threatened) {
    static_eval = e && e->eval != EVAL_NONE ? e->eval : evaluate_here();
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
  // Legality is tested per move, only for moves tried; only captures unless threatened.
  if (threatened)
    p.candidate_moves(moves);
  else
    p.candidate_captures(moves);
  if (moves.empty() && (threatened || !p.has_candidate_move())) return no_move_score(p, ply);
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
    tt.store(p.hash(), best_move, score_to_tt(best, ply), static_eval, 0, bound);
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

  int static_eval = EVAL_NONE;
  if (!threatened) static_eval = e && e->eval != EVAL_NONE ? e->eval : evaluate_here();
  frames[ply].eval = static_eval;
  const bool improving = static_eval != EVAL_NONE && ply >= 2 &&
                         frames[ply - 2].eval != EVAL_NONE && static_eval > frames[ply - 2].eval;

  if (!pv_node && !threatened) {
    // Reverse futility: far enough above beta that a quiet move will not lose it all.
    if (features.futility_pruning && depth <= 6 && !is_decided(beta) &&
        static_eval - eval->futility_margin * (depth - improving) >= beta)
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
  if (iir && depth >= 4 && tt_move == MOVE_NONE) --depth;

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
    if (!p.candidate_is_legal(m)) continue;
    make_move_at(ply, m);
    const bool gives_check = threatened_after_move();
    frames[ply + 1].threatened = gives_check;
    const int extension = gives_check && features.check_extension && ply < 2 * root_depth;
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
    tt.store(hash, best_move, score_to_tt(best, ply), static_eval, depth, bound);
  }
  return best;
}

}  // namespace sanggi
