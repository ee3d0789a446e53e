// How a game's set looks, for the page: a presentation record beside the rules (Variant::set),
// which no rule and no search reads. The engine hands it to the page in variantInfo
// (pieceShape, sideColors, pieceSizePercent, startMarks); core/variants/variants.h fills it
// for a Korean or a Chinese set.
#pragma once

#include <string>

namespace sanggi {

struct PieceSet {
  std::string piece_shape = "octagon";            // "octagon" or "disc"
  std::string side_colors[2] = {"red", "black"};  // the inks of white (first) and black
  // The pieces' size in percent of the point spacing (a piece's own size_percent where the
  // set sizes them by rank).
  int piece_size_percent = 88;
  // The letters of the pieces whose start points the board marks (the Xiangqi board's cannon
  // and soldier points).
  std::string start_marks;
};

}  // namespace sanggi
