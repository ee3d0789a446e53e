// Test helper: a rules-only solver. Can the side to move force a win within n of its own
// moves? It uses only legal_moves(), make()/unmake() and game_end() - never the search - so
// it checks the search's answers independently. Exponential: for small positions only.
#pragma once

#include "position.h"

namespace sanggi::testing {

inline bool winner_is(const GameEnd& end, Color c) {
  return end.outcome == (c == WHITE ? Outcome::WHITE_WINS : Outcome::BLACK_WINS);
}

bool forced_win(Position& pos, int n);

// After `attacker` has moved: does every reply leave `attacker` a forced win within n moves
// (n = 0: the game must already be won)?
inline bool wins_against_every_reply(Position& pos, Color attacker, int n) {
  const GameEnd end = pos.game_end();
  if (end.over()) return winner_is(end, attacker);
  if (n == 0) return false;
  MoveList replies;
  pos.legal_moves(replies);
  for (Move r : replies) {
    pos.make(r);
    const GameEnd e = pos.game_end();
    const bool ok = e.over() ? winner_is(e, attacker) : forced_win(pos, n);
    pos.unmake();
    if (!ok) return false;
  }
  return true;
}

inline bool forced_win(Position& pos, int n) {
  const Color attacker = pos.side_to_move();
  MoveList moves;
  pos.legal_moves(moves);
  for (Move m : moves) {
    pos.make(m);
    const bool wins = wins_against_every_reply(pos, attacker, n - 1);
    pos.unmake();
    if (wins) return true;
  }
  return false;
}

// The fewest moves in which the side to move forces a win, up to max_n; 0 if none.
inline int win_distance(Position& pos, int max_n) {
  for (int n = 1; n <= max_n; ++n)
    if (forced_win(pos, n)) return n;
  return 0;
}

}  // namespace sanggi::testing
