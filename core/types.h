// Basic value types shared by every part of the engine: colours, squares, pieces, moves.
#pragma once

#include <cstdint>

namespace sanggi {

constexpr int MAX_FILES = 16;
constexpr int MAX_RANKS = 16;
constexpr int MAX_SQUARES = MAX_FILES * MAX_RANKS;
// Piece types are numbered 1..MAX_PIECE_TYPES inside one variant; 0 means "none".
constexpr int MAX_PIECE_TYPES = 15;

enum Color : uint8_t { WHITE = 0, BLACK = 1 };
constexpr Color operator~(Color c) {
  return Color(c ^ 1);
}

// A point of the board: rank_index * width + file_index (rank index 0 is rank 1).
// The width comes from the variant's geometry, so a square only means something together
// with its board.
using Square = uint8_t;
constexpr int NO_SQUARE = -1;  // where an int holds a square or none

using PieceType = uint8_t;  // 1..MAX_PIECE_TYPES, 0 = none

// A piece on the board: bits 0-3 the type, bit 4 the colour; 0 is an empty point.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr Piece make_piece(Color c, PieceType t) {
  return Piece((c << 4) | t);
}
constexpr PieceType type_of(Piece p) {
  return PieceType(p & 15);
}
constexpr Color color_of(Piece p) {
  return Color(p >> 4);
}
constexpr int PIECE_INDEX_COUNT = 32;  // every value a Piece can take

using TypeMask = uint16_t;  // one bit per piece type
constexpr TypeMask type_bit(PieceType t) {
  return TypeMask(1u << t);
}

// A move, 32 bits:
//   bits  0- 7  from square
//   bits  8-15  to square (equal to from for a pass)
//   bits 16-20  the captured piece (NO_PIECE for a quiet move or a pass)
//   bit  24     null move (search only: the side to move changes, nothing else)
// A move carries its capture so that search and notation need not look at the board.
using Move = uint32_t;
constexpr Move MOVE_NONE = 0xFFFFFFFFu;
constexpr Move MOVE_NULL = 1u << 24;

constexpr Move make_move(Square from, Square to, Piece captured = NO_PIECE) {
  return Move(from) | (Move(to) << 8) | (Move(captured) << 16);
}
constexpr Square move_from(Move m) {
  return Square(m & 0xFF);
}
constexpr Square move_to(Move m) {
  return Square((m >> 8) & 0xFF);
}
constexpr Piece move_captured(Move m) {
  return Piece((m >> 16) & 31);
}
constexpr bool is_capture(Move m) {
  return move_captured(m) != NO_PIECE;
}
constexpr bool is_pass(Move m) {
  return m != MOVE_NONE && !(m & MOVE_NULL) && move_from(m) == move_to(m);
}
// Two moves are the same move when they go between the same squares.
constexpr bool same_move(Move a, Move b) {
  return (a & 0xFFFF) == (b & 0xFFFF);
}

}  // namespace sanggi
