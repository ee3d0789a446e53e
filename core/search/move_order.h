// Move ordering: the hash move first, then captures by victim and attacker value (captures
// that lose material, judged by a cheap exchange test, go last), killer moves, and quiet
// moves by their history of causing cut-offs.
#pragma once

#include <cstdint>

#include "evaluate.h"
#include "move_list.h"
#include "position.h"
#include "search.h"

namespace sanggi {

// What the search learns about quiet moves, kept across iterations (and searches).
struct OrderingTables {
  static constexpr int HISTORY_MAX = 16384;
  Move killers[MAX_PLY + 4][2];
  int16_t history[2][MAX_SQUARES][MAX_SQUARES];

  void clear();
  void age();  // halve the history at the start of a search
  void reset_killers();
  // `best` caused a cut-off at `depth`; `tried` are the quiet moves searched before it.
  void update(Color c, Move best, const Move* tried, int tried_count, int depth, int ply,
              bool use_history, bool use_killers);
  bool is_killer(Move m, int ply) const {
    return same_move(m, killers[ply][0]) || same_move(m, killers[ply][1]);
  }
};

// A capture that probably loses material: a dearer piece takes a cheaper one on a defended
// point. (A static exchange evaluation over hopping and lame pieces would cost more.)
bool losing_capture(const Position& pos, const EvalTables& eval, Move m);

class MovePicker {
 public:
  // Orders `moves` (all legal moves of `pos`). With `captures_only`, quiet moves are dropped
  // and so are losing captures when `skip_losing` is set.
  MovePicker(const Position& pos, MoveList& moves, int* scores, const EvalTables& eval,
             const OrderingTables& tables, Move tt_move, int ply, bool use_killers,
             bool use_history, bool captures_only = false, bool skip_losing = false);
  Move next();  // MOVE_NONE when done
  // The quiet moves not yet returned are dropped (once pruning has ruled them all out).
  void skip_quiets();

 private:
  MoveList& moves_;
  int* scores_;
  int count_ = 0;
  int index_ = 0;
};

}  // namespace sanggi
