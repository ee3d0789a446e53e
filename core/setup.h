// A position as written down, before any rule is checked: the middle step of
// text -> Setup -> Position (design.md). The FEN reader, the tests and the position editor
// fill a Setup; Position::from_setup() is the only way from one to a Position, and it
// refuses a setup that no game can reach, with the reasons check_setup() finds.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "types.h"
#include "variant.h"

namespace sanggi {

struct Setup {
  explicit Setup(const Variant& v) : variant(&v) {}

  const Variant* variant;
  Piece board[MAX_SQUARES] = {};  // by square; NO_PIECE for an empty point
  Color side_to_move = WHITE;
  int rule50 = 0;    // plies since the last capture
  int fullmove = 1;  // the move number
  // Gwangsanghui: the captor of a fallen General, which the side to move must take now.
  int fallen_general_captor = NO_SQUARE;
};

// One problem with a setup: a code and named parameters, so that a page can say it in its
// own language, and the English text. Parameters name sides and pieces both ways: `color`
// ("w"/"b") and `side` ("Cho"), `letter` ("K") and `piece` ("general").
struct SetupProblem {
  std::string code;
  std::vector<std::pair<std::string, std::string>> params;
  std::string message;
};

struct SetupCheck {
  std::vector<SetupProblem> errors;    // no game reaches this position: it is refused
  std::vector<SetupProblem> warnings;  // reachable, but worth a word (the game is over...)
  bool ok() const { return errors.empty(); }
  std::string error_text() const;  // the errors in one line, for a FEN error
};

// Every problem of the setup: structure (pieces, squares and counters out of range), the
// royal pieces (one each; in Gwangsanghui a missing Marshal is a finished game), each piece
// on a point its kind can reach from the start (derived from the movement tables: a royal
// piece or guard outside its palace, a Xiangqi elephant off its seven points, a soldier
// behind its start), no more pieces of a kind than the start has, the fallen-general point,
// royals facing where the game forbids it, and the side not to move in check. Warnings
// (with_warnings): the game already over, bikjang, liberation in force.
SetupCheck check_setup(const Setup& setup, bool with_warnings = true);

}  // namespace sanggi
