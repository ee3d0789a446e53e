// Move ordering: the hash move first, then captures by victim and attacker value (captures
// that lose material, judged by a cheap exchange test, go last), killer moves, and quiet
// moves by their history of causing cut-offs.
#pragma once

#include <cstdint>
#include <memory>

#include "evaluate.h"
#include "large_memory.h"
#include "move_list.h"
#include "position.h"
#include "search.h"

namespace sanggi {

// A quiet move in its context: the move, its continuation key (the piece and its
// destination, see OrderingTables::key) and the keys of the moves one and two plies before
// (-1: none, a null move or a pass).
struct QuietContext {
  int key_before[2] = {-1, -1};
};

// What the search learns about quiet moves, kept across iterations (and searches).
struct OrderingTables {
  static constexpr int HISTORY_MAX = 16384;
  // Continuation history: how well a quiet move (piece, destination) did after the move
  // (piece, destination) one or two plies before. Indexed by the pair of keys, folded into
  // a fixed table (exact for Janggi and Xiangqi; the larger games share some entries).
  static constexpr uint32_t CONTINUATION_SIZE = 1u << 21;
  Move killers[MAX_PLY + 4][2];
  int16_t history[2][MAX_SQUARES][MAX_SQUARES];
  // Allocated zeroed (allocate_large) when a search first uses it; `touched` once an entry
  // may be non-zero (clear and age skip it before: a whole pass over 4 MB at the first
  // search of a game cost tens of ms).
  std::unique_ptr<int16_t[], FreeLarge> continuation;
  bool continuation_touched = false;
  int key_types = 1, key_squares = MAX_SQUARES;  // the key's dimensions for the variant
  bool exchange_ordering = true;  // losing captures told by the static exchange (losing_capture)

  void clear();
  void age();  // halve the histories at the start of a search
  void reset_killers();
  // Sets the key's dimensions; returns whether the continuation table is there to use
  // (allocated now if need be).
  bool set_variant(int piece_types, int squares, bool use_continuation) {
    key_types = piece_types;
    key_squares = squares;
    if (use_continuation && !continuation)
      continuation.reset(
          static_cast<int16_t*>(allocate_large(CONTINUATION_SIZE * sizeof(int16_t))));
    return use_continuation && continuation;
  }
  // The continuation key of piece p arriving at `to`.
  int key(Piece p, Square to) const {
    return ((color_of(p) * key_types) + type_of(p) - 1) * key_squares + to;
  }
  // The continuation key of move m (not yet made) in pos; -1 for a pass, which moves no
  // piece (its from and to are the general's square: keyed as a piece, it would share the
  // history of the general stepping onto that point).
  int key(const Position& pos, Move m) const {
    return is_pass(m) ? -1 : key(pos.at(move_from(m)), move_to(m));
  }
  int16_t& continuation_at(int key_before, int key_now) const {
    return continuation[(uint32_t(key_before) * uint32_t(2 * key_types * key_squares) +
                         uint32_t(key_now)) &
                        (CONTINUATION_SIZE - 1)];
  }
  int continuation_score(const QuietContext& ctx, int key_now) const {
    if (key_now < 0) return 0;
    int s = 0;
    for (int k : ctx.key_before)
      if (k >= 0) s += continuation_at(k, key_now);
    return s;
  }
  // `best` caused a cut-off at `depth`; `tried` are the quiet moves searched before it, and
  // their keys (tried_keys, best_key).
  void update(Color c, Move best, int best_key, const Move* tried, const int* tried_keys,
              int tried_count, int depth, int ply, const QuietContext& ctx, bool use_history,
              bool use_killers, bool use_continuation);
  bool is_killer(Move m, int ply) const {
    return same_move(m, killers[ply][0]) || same_move(m, killers[ply][1]);
  }
};

// A capture that loses material by the static exchange evaluation (exchange.h), or, without
// `exchange`, a dearer piece taking a cheaper one on a defended point (cheaper to tell).
bool losing_capture(const Position& pos, const EvalTables& eval, Move m, bool exchange = true);

class MovePicker {
 public:
  // Orders `moves` (all legal moves of `pos`). With `captures_only`, quiet moves are dropped
  // and so are losing captures when `skip_losing` is set.
  MovePicker(const Position& pos, MoveList& moves, int* scores, const EvalTables& eval,
             const OrderingTables& tables, Move tt_move, int ply, bool use_killers,
             bool use_history, bool captures_only = false, bool skip_losing = false,
             const QuietContext* context = nullptr);
  Move next();  // MOVE_NONE when done
  // The quiet moves not yet returned are dropped (once pruning has ruled them all out).
  void skip_quiets();

 private:
  MoveList& moves_;
  int* scores_;
  const Position& pos_;
  const EvalTables& eval_;
  bool skip_losing_;
  int count_ = 0;
  int index_ = 0;
};

}  // namespace sanggi
