// The rules of the game's end as the search sees them: the verdicts of the position's own
// judge (Position::end_by_last_move(), end_by_history(), end_without_moves(), game_end.cpp)
// turned into scores. The search asks for them without generating moves at every node.
#pragma once

#include "position.h"
#include "search.h"

namespace sanggi {

constexpr int SCORE_MATE_BOUND = SCORE_MATE - MAX_PLY;  // scores beyond it are decided games
constexpr int SCORE_DRAW = 0;

inline int win_score(int ply) {
  return SCORE_MATE - ply;
}
inline int loss_score(int ply) {
  return -(SCORE_MATE - ply);
}
inline bool is_decided(int score) {
  return score >= SCORE_MATE_BOUND || score <= -SCORE_MATE_BOUND;
}

// The score of a finished game for the side to move at `ply`.
int end_score(const Position& pos, const GameEnd& end, int ply);
// The score, for the side to move at `ply`, of a game end by `scoring` (a draw, or the
// Janggi points count).
int scored_end(const Position& pos, EndScoring scoring, int ply);

// If the game is already over at this node by a rule that needs no move generation (the
// move that led here was a second pass or answered bikjang; the royal piece was captured;
// repetition; the move limit), sets `score` and returns true. A repetition counts once the
// position occurred before inside the search (after `root_index` in the history), or often
// enough in the game before it.
bool ended_in_search(const Position& pos, int root_index, int ply, int& score);

// The score when the side to move has no legal move (checkmate or stalemate).
int no_move_score(const Position& pos, int ply);

// Gwangsanghui-like games (the royal piece can be captured): is the side to move's royal
// piece attacked, and can the side to move capture the enemy's?
bool royal_threatened(const Position& pos);
bool can_capture_royal(const Position& pos);

}  // namespace sanggi
