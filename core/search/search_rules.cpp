#include "search_rules.h"

namespace sanggi {

int scored_end(const Position& pos, EndScoring scoring, int ply) {
  if (scoring == EndScoring::DRAW) return SCORE_DRAW;
  // janggi.md: Cho (white) wins if its points exceed Han's with the 1.5 bonus; never a draw.
  const bool white_wins = pos.points_tenths(WHITE) > pos.points_tenths(BLACK);
  return white_wins == (pos.side_to_move() == WHITE) ? win_score(ply) : loss_score(ply);
}

namespace {

// Repetition, with xiangqi.md's perpetual check: in the cycle from history index `first` to
// the present, a side that gave check with every one of its moves loses.
int repetition_score(const Position& pos, int first, int ply) {
  const Rules& rules = pos.variant().rules;
  const auto& h = pos.history();
  const int n = int(h.size()) - 1;
  if (rules.perpetual_check_loses) {
    bool checked_always[2] = {true, true};
    const Color stm = pos.side_to_move();
    for (int i = first + 1; i <= n; ++i) {
      const Color mover = (n - i) % 2 == 0 ? ~stm : stm;
      if (!h[i].in_check) checked_always[mover] = false;
    }
    if (checked_always[WHITE] != checked_always[BLACK])
      return checked_always[stm] ? loss_score(ply) : win_score(ply);
  }
  return scored_end(pos, rules.repetition, ply);
}

}  // namespace

bool ended_in_search(const Position& pos, int root_index, int ply, int& score) {
  const Rules& rules = pos.variant().rules;
  const auto& h = pos.history();
  const int n = int(h.size()) - 1;
  const PlyState& st = h[n];
  if (rules.royal_capture_wins) {
    // Gwangsanghui victory: the royal piece was captured by the move that led here.
    if (pos.royal_square(pos.side_to_move()) == NO_SQUARE) return score = loss_score(ply), true;
    if (pos.royal_square(~pos.side_to_move()) == NO_SQUARE) return score = win_score(ply), true;
  }
  if (st.ended) {
    // A second pass in a row, or a pass answering bikjang (janggi.md).
    const bool bikjang = rules.bikjang && n >= 1 && h[n - 1].bikjang;
    score = scored_end(pos, bikjang ? rules.bikjang_scoring : rules.double_pass, ply);
    return true;
  }
  // Repetition: the same hash with the same side to move, back to the last capture.
  int occurrences = 1, first = -1;
  for (int i = n - 2; i >= 0 && i >= n - st.rule50; i -= 2) {
    if (h[i + 1].move == MOVE_NULL || h[i + 2].move == MOVE_NULL) break;
    if (h[i].hash != st.hash) continue;
    ++occurrences;
    first = i;
    if (i > root_index || occurrences >= rules.repetition_count) {
      score = repetition_score(pos, first, ply);
      return true;
    }
  }
  if (rules.move_limit_plies && st.rule50 >= rules.move_limit_plies) {
    score = scored_end(pos, rules.move_limit, ply);
    return true;
  }
  return false;
}

int no_move_score(const Position& pos, int ply) {
  const Rules& rules = pos.variant().rules;
  if (pos.in_check() || rules.stalemate_loses) return loss_score(ply);
  return SCORE_DRAW;
}

bool royal_threatened(const Position& pos) {
  const int royal = pos.royal_square(pos.side_to_move());
  return royal != NO_SQUARE && pos.attacked(Square(royal), ~pos.side_to_move(), pos.movement_set());
}

bool can_capture_royal(const Position& pos) {
  const int royal = pos.royal_square(~pos.side_to_move());
  return royal != NO_SQUARE && pos.attacked(Square(royal), pos.side_to_move(), pos.movement_set());
}

}  // namespace sanggi
