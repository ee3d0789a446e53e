#include "search_rules.h"

namespace sanggi {

int end_score(const Position& pos, const GameEnd& end, int ply) {
  if (end.outcome == Outcome::DRAW) return SCORE_DRAW;
  const bool white_wins = end.outcome == Outcome::WHITE_WINS;
  return white_wins == (pos.side_to_move() == WHITE) ? win_score(ply) : loss_score(ply);
}

int scored_end(const Position& pos, EndScoring scoring, int ply) {
  if (scoring == EndScoring::DRAW) return SCORE_DRAW;
  return end_score(pos, pos.decided(EndReason::DOUBLE_PASS, scoring), ply);
}

bool ended_in_search(const Position& pos, int root_index, int ply, int& score) {
  GameEnd end = pos.end_by_last_move();
  if (!end.over()) end = pos.end_by_history(root_index);
  if (!end.over()) return false;
  score = end_score(pos, end, ply);
  return true;
}

int no_move_score(const Position& pos, int ply) {
  return end_score(pos, pos.end_without_moves(), ply);
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
