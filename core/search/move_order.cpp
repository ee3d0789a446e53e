#include "move_order.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "exchange.h"

namespace sanggi {

namespace {
constexpr int HASH_MOVE_SCORE = 1 << 30;
constexpr int GOOD_CAPTURE_SCORE = 1 << 28;
constexpr int KILLER_SCORE = 1 << 27;
constexpr int LOSING_CAPTURE_SCORE = -(1 << 28);
// Capture scores are GOOD/LOSING_CAPTURE_SCORE + 2 * MVV-LVA; the low bit marks a capture
// whose static exchange is still to be told (MovePicker::next).
constexpr int UNCHECKED = 1;
}  // namespace

void OrderingTables::clear() {
  std::memset(history, 0, sizeof history);
  if (continuation && continuation_touched)
    std::memset(continuation.get(), 0, CONTINUATION_SIZE * sizeof(int16_t));
  continuation_touched = false;
  reset_killers();
}

void OrderingTables::reset_killers() {
  for (auto& k : killers) k[0] = k[1] = MOVE_NONE;
}

void OrderingTables::age() {
  for (auto& side : history)
    for (auto& row : side)
      for (int16_t& h : row) h = int16_t(h / 2);
  if (continuation && continuation_touched)
    for (uint32_t i = 0; i < CONTINUATION_SIZE; ++i) continuation[i] = int16_t(continuation[i] / 2);
}

void OrderingTables::update(Color c, Move best, int best_key, const Move* tried,
                            const int* tried_keys, int tried_count, int depth, int ply,
                            const QuietContext& ctx, bool use_history, bool use_killers,
                            bool use_continuation) {
  if (use_killers && !same_move(killers[ply][0], best)) {
    killers[ply][1] = killers[ply][0];
    killers[ply][0] = best;
  }
  if (!use_history) return;
  const int bonus = std::min(depth * depth + depth, 1600);
  // Gravity: entries saturate at HISTORY_MAX instead of overflowing.
  auto saturate = [](int16_t& h, int delta) {
    h = int16_t(h + delta - h * std::abs(delta) / HISTORY_MAX);
  };
  auto add = [&](Move m, int key, int delta) {
    saturate(history[c][move_from(m)][move_to(m)], delta);
    if (!use_continuation || key < 0) return;
    continuation_touched = true;
    for (int before : ctx.key_before)
      if (before >= 0) saturate(continuation_at(before, key), delta);
  };
  add(best, best_key, bonus);
  for (int i = 0; i < tried_count; ++i) add(tried[i], tried_keys[i], -bonus);
}

bool losing_capture(const Position& pos, const EvalTables& eval, Move m, bool exchange) {
  const PieceType attacker = type_of(pos.at(move_from(m)));
  const PieceType victim = type_of(move_captured(m));
  if (!exchange) {  // the cheaper test: a dearer piece takes a cheaper one on a defended point
    if (eval.value[attacker] <= eval.value[victim] + 50) return false;
    return pos.attacked(move_to(m), ~pos.side_to_move(), pos.movement_set());
  }
  if (eval.value[attacker] <= eval.value[victim]) return false;  // it cannot lose
  return static_exchange(pos, eval, m) < 0;
}

MovePicker::MovePicker(const Position& pos, MoveList& moves, int* scores, const EvalTables& eval,
                       const OrderingTables& tables, Move tt_move, int ply, bool use_killers,
                       bool use_history, bool captures_only, bool skip_losing,
                       const QuietContext* context)
    : moves_(moves), scores_(scores), pos_(pos), eval_(eval), skip_losing_(skip_losing) {
  const Color us = pos.side_to_move();
  int kept = 0;
  for (int i = 0; i < moves.size(); ++i) {
    const Move m = moves[i];
    int score;
    if (captures_only && !is_capture(m)) continue;
    if (tt_move != MOVE_NONE && same_move(m, tt_move)) {
      score = HASH_MOVE_SCORE;
    } else if (is_capture(m)) {
      const int victim = eval.value[type_of(move_captured(m))];
      const int attacker = eval.value[type_of(pos.at(move_from(m)))];
      const int mvv_lva = victim * 16 - attacker / 16;
      if (tables.exchange_ordering && attacker > victim) {
        score = GOOD_CAPTURE_SCORE + 2 * mvv_lva + UNCHECKED;  // told when it comes up
      } else if (losing_capture(pos, eval, m, tables.exchange_ordering)) {
        if (skip_losing) continue;
        score = LOSING_CAPTURE_SCORE + 2 * mvv_lva;
      } else {
        score = GOOD_CAPTURE_SCORE + 2 * mvv_lva;
      }
    } else {
      if (use_killers && same_move(m, tables.killers[ply][0]))
        score = KILLER_SCORE + 1;
      else if (use_killers && same_move(m, tables.killers[ply][1]))
        score = KILLER_SCORE;
      else if (use_history)
        score = tables.history[us][move_from(m)][move_to(m)] +
                (context ? tables.continuation_score(*context, tables.key(pos, m)) : 0);
      else
        score = 0;
    }
    moves[kept] = m;
    scores[kept++] = score;
  }
  count_ = kept;
}

void MovePicker::skip_quiets() {
  int kept = index_;
  for (int i = index_; i < count_; ++i)
    if (is_capture(moves_[i])) {
      moves_[kept] = moves_[i];
      scores_[kept++] = scores_[i];
    }
  count_ = kept;
}

Move MovePicker::next() {
  for (;;) {
    if (index_ >= count_) return MOVE_NONE;
    // The first of the best-scored moves left: the best score in a loop the compiler turns
    // into vector instructions, then its first place.
    int top = scores_[index_];
    for (int i = index_ + 1; i < count_; ++i) top = std::max(top, scores_[i]);
    int best = index_;
    while (scores_[best] != top) ++best;
    std::swap(moves_[index_], moves_[best]);
    std::swap(scores_[index_], scores_[best]);
    int& score = scores_[index_];
    // A capture that may lose material is told by the static exchange only now that it
    // would be tried: most nodes are cut off by an earlier move, and the exchange is costly.
    if (score >= GOOD_CAPTURE_SCORE && (score & UNCHECKED)) {
      score -= UNCHECKED;
      if (static_exchange(pos_, eval_, moves_[index_]) < 0) {
        if (skip_losing_) {
          moves_[index_] = moves_[--count_];
          scores_[index_] = scores_[count_];
        } else {
          score += LOSING_CAPTURE_SCORE - GOOD_CAPTURE_SCORE;
        }
        continue;
      }
    }
    return moves_[index_++];
  }
}

}  // namespace sanggi
