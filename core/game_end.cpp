// How a game ends: checkmate, stalemate, bikjang, double pass, repetition (with perpetual
// check), the move limit, and the captured Marshal; points decisions for Janggi.
#include "position.h"

namespace sanggi {

const char* end_reason_name(EndReason r) {
  switch (r) {
    case EndReason::NONE:
      return "none";
    case EndReason::CHECKMATE:
      return "checkmate";
    case EndReason::STALEMATE:
      return "stalemate";
    case EndReason::BIKJANG:
      return "bikjang";
    case EndReason::DOUBLE_PASS:
      return "double-pass";
    case EndReason::REPETITION:
      return "repetition";
    case EndReason::PERPETUAL_CHECK:
      return "perpetual-check";
    case EndReason::MOVE_LIMIT:
      return "move-limit";
    case EndReason::MARSHAL_CAPTURED:
      return "marshal-captured";
  }
  return "none";
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::ONGOING:
      return "no";
    case Outcome::WHITE_WINS:
      return "white";
    case Outcome::BLACK_WINS:
      return "black";
    case Outcome::DRAW:
      return "draw";
  }
  return "no";
}

int Position::points_tenths(Color c) const {
  int total = c == BLACK ? variant_->rules.black_bonus_tenths : 0;
  for (int i = 0; i < piece_count_[c]; ++i)
    total += 10 * variant_->piece(type_of(board_[piece_squares_[c][i]])).points;
  return total;
}

GameEnd Position::decided(EndReason reason, EndScoring scoring) const {
  GameEnd end;
  end.reason = reason;
  end.white_points_tenths = points_tenths(WHITE);
  end.black_points_tenths = points_tenths(BLACK);
  if (scoring == EndScoring::DRAW) {
    end.outcome = Outcome::DRAW;
  } else {
    // docs/rules/janggi.md: Cho wins if Cho - Han - 1.5 > 0, otherwise Han; never a draw.
    end.by_points = true;
    end.outcome = end.white_points_tenths > end.black_points_tenths ? Outcome::WHITE_WINS
                                                                    : Outcome::BLACK_WINS;
  }
  return end;
}

static Outcome loses(Color c) {
  return c == WHITE ? Outcome::BLACK_WINS : Outcome::WHITE_WINS;
}

GameEnd Position::game_end() const {
  if (GameEnd end = end_by_last_move(); end.over()) return end;
  MoveList moves;
  legal_moves(moves);
  if (moves.empty()) return end_without_moves();
  return end_by_history(ply());
}

GameEnd Position::end_by_last_move() const {
  const Rules& rules = variant_->rules;
  const PlyState& st = states_.back();
  if (rules.royal_capture_wins) {
    // docs/rules/gwangsanghui.md: capturing the Marshal wins.
    for (Color c : {WHITE, BLACK})
      if (royal_square(c) == NO_SQUARE) return {loses(c), EndReason::MARSHAL_CAPTURED};
  }
  if (st.ended) {
    // A second pass in a row, or a pass answering bikjang (docs/rules/janggi.md).
    const PlyState& before = states_[states_.size() - 2];
    if (rules.bikjang && before.bikjang) return decided(EndReason::BIKJANG, rules.bikjang_scoring);
    return decided(EndReason::DOUBLE_PASS, rules.double_pass);
  }
  return {};
}

GameEnd Position::end_without_moves() const {
  if (states_.back().in_check) return {loses(side_), EndReason::CHECKMATE};
  if (variant_->rules.stalemate_loses) return {loses(side_), EndReason::STALEMATE};
  return {Outcome::DRAW, EndReason::STALEMATE};
}

// Repetition: the same position (board, side, rule state) `repetition_count` times, looking
// back only to the last capture and never across a null move (which the search makes, and
// after which the same board is not the same game). Inside a search, a position that
// already occurred after `search_root` counts at its second occurrence.
GameEnd Position::end_by_history(int search_root) const {
  const Rules& rules = variant_->rules;
  const int n = int(states_.size()) - 1;
  const PlyState& st = states_[n];
  int occurrences = 1;
  for (int i = n - 2; i >= 0 && i >= n - st.rule50; i -= 2) {
    if (states_[i + 1].move == MOVE_NULL || states_[i + 2].move == MOVE_NULL) break;
    if (states_[i].hash != st.hash) continue;
    if (++occurrences >= rules.repetition_count || i > search_root) return repetition_end(i);
  }
  if (rules.move_limit_plies && st.rule50 >= rules.move_limit_plies)
    return decided(EndReason::MOVE_LIMIT, rules.move_limit);
  return {};
}

// The repetition's verdict, the cycle starting at history index `first`. docs/rules/xiangqi.md:
// perpetual check loses for the checking side. The subset applied: a side that gave check
// with every one of its moves in the cycle loses; if both did, or neither, the repetition
// is scored as the rules say (no chasing rules).
GameEnd Position::repetition_end(int first) const {
  const Rules& rules = variant_->rules;
  if (rules.perpetual_check_loses) {
    const int n = int(states_.size()) - 1;
    bool checked_always[2] = {true, true};
    for (int i = first + 1; i <= n; ++i) {
      Color mover = (n - i) % 2 == 0 ? ~side_ : side_;
      if (!states_[i].in_check) checked_always[mover] = false;
    }
    if (checked_always[WHITE] != checked_always[BLACK])
      return {loses(checked_always[WHITE] ? WHITE : BLACK), EndReason::PERPETUAL_CHECK};
  }
  return decided(EndReason::REPETITION, rules.repetition);
}

}  // namespace sanggi
