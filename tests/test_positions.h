// Positions for the Catch2 tests: a variant's start or a FEN, required to be valid.
#pragma once

#include <catch2/catch.hpp>

#include "fen.h"

namespace sanggi::testing {

inline Position position(const char* variant, const char* fen = nullptr) {
  const Variant* v = find_variant(variant);
  REQUIRE(v);
  auto pos = parse_fen(*v, fen ? fen : v->start_fen.c_str());
  INFO(pos.error());
  REQUIRE(pos.ok());
  return pos.value();
}

// The same position with the colours exchanged: ranks mirrored, each piece given to the
// other side, the other side to move, and Gwangsanghui's fallen-general point mirrored too.
inline Setup colour_flipped(const Position& pos) {
  const Geometry& g = pos.geometry();
  const Setup original = pos.to_setup();
  Setup flipped = original;
  for (int s = 0; s < g.square_count(); ++s) {
    const Piece p = original.board[g.mirror_rank(Square(s))];
    flipped.board[s] = p ? make_piece(~color_of(p), type_of(p)) : NO_PIECE;
  }
  flipped.side_to_move = ~original.side_to_move;
  if (original.fallen_general_captor != NO_SQUARE)
    flipped.fallen_general_captor = g.mirror_rank(Square(original.fallen_general_captor));
  return flipped;
}

}  // namespace sanggi::testing
