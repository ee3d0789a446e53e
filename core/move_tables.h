// Movements compiled for one variant: for every movement set, colour, piece type and square,
// the paths a piece can take (for move generation), and for every target square the places
// an attacker could strike it from (for check detection). Built once when a variant loads.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "piece_type.h"
#include "square_set.h"
#include "types.h"

namespace sanggi {

struct Variant;

// A movement set: 0 normally; 1 once the variant's liberation hook has fired
// (Sin-yeon-sang-gi). Variants without liberation have identical sets.
constexpr int MOVEMENT_SETS = 2;

struct PathSquare {
  Square square;
  bool can_end;  // false: the piece may pass over this point but not stop on it
};

// Points in a straight line along a rank or a file from a point, one step at a time: the
// bits above `origin` in one word of the position's occupancy (LineOccupancy), so that the
// pieces on them are found with a few bit operations instead of looking at every point.
struct LineBits {
  uint16_t mask = 0;  // the line's points in word `word`; 0: the points are not such a line
  uint8_t word = 0;
  uint8_t origin = 0;  // the bit of the point the line starts from
  // The distance (1 = the first point) of the nearest occupied point in `occupied` (the
  // word's bits on the line, nearer ones cleared), or length + 1 with none.
  int nearest(unsigned occupied, int length) const {
    return std::countr_zero(occupied | (2u << (origin + length))) - origin;
  }
};

// One way of moving from a square.
//   LEAP: squares[0..length-2] must be empty, squares[length-1] is the destination.
//   RIDE: each square in turn is a destination until one is occupied.
//   HOP:  the first occupied square is the screen; the squares after it are destinations
//         until the next occupied one (which may be captured).
// A ride or hop straight along a rank or a file, every point a stop, not merged, is also a
// `line`, which the walk reads from the occupancy bits.
struct Path {
  uint8_t kind;    // Movement::Kind
  uint8_t modes;   // MoveMode bits (never ATTACK_ONLY here)
  uint8_t length;  // number of squares
  bool merge;      // destinations reached by several paths are one move
  uint32_t first;  // index of the first square in MoveTables::path_squares
  LineBits line;
};

// Which points are occupied, as bits, in four words per rank and file so that every line
// runs toward higher bits: RANKS_EAST + r has bit f for file f of rank r, RANKS_WEST + r bit
// 15 - f; FILES_NORTH + f has bit r for rank r of file f, FILES_SOUTH + f bit 15 - r. The
// position keeps it with its board.
struct LineOccupancy {
  static constexpr int RANKS_EAST = 0, RANKS_WEST = 16, FILES_NORTH = 32, FILES_SOUTH = 48;
  uint16_t words[64] = {};
  void toggle(int file, int rank) {
    words[RANKS_EAST + rank] ^= uint16_t(1u << file);
    words[RANKS_WEST + rank] ^= uint16_t(0x8000u >> file);
    words[FILES_NORTH + file] ^= uint16_t(1u << rank);
    words[FILES_SOUTH + file] ^= uint16_t(0x8000u >> rank);
  }
};
static_assert(MAX_FILES <= 16 && MAX_RANKS <= 16, "a rank or a file must fit in 16 bits");

// A leap that could capture on the target: the attacker's square, the points that must be
// empty, and the attacker types (bits) that make it. `capture_types`: those of them whose
// leap captures there; the others' is an ATTACK_ONLY move, which only forbids a royal piece
// the point (Xiangqi's flying general).
struct LeapAttack {
  Square source;
  uint8_t blocker_count;
  Square blockers[3];
  TypeMask types;
  TypeMask capture_types;
};

// A line going out from the target. Walking it, the first piece attacks the target if its
// type is in `slide` of that point; the next piece after it attacks if its type is in `hop`.
struct RayAttack {
  uint32_t first;  // index into MoveTables::ray_squares
  uint8_t length;
  TypeMask slide_types;  // union over the ray, to skip rays quickly
  TypeMask hop_types;
};
struct RaySquare {
  Square square;
  TypeMask slide;
  TypeMask hop;
  TypeMask capture;  // the types of slide and hop whose move captures here (not ATTACK_ONLY)
};

struct Range {
  uint32_t first = 0;
  uint32_t count = 0;
};

class MoveTables {
 public:
  void build(const Variant& variant);

  const Range& paths_of(int set, Color c, PieceType t, Square s) const {
    return path_ranges_[((set * 2 + c) * 16 + t) * MAX_SQUARES + s];
  }
  const Path& path(uint32_t i) const { return paths_[i]; }
  const PathSquare* path_squares(const Path& p) const { return &path_squares_[p.first]; }

  // The moves of a piece of colour `us` and type `type` standing on `from`, on `board`
  // (indexed by square, its occupancy in `lines`): calls quiet(squares, count) for each run
  // of `count` consecutive path squares that are quiet destinations (count >= 1), and
  // capture(to, captured) for each capture, in path order. A capture takes a piece of the
  // other colour whose type is not in `no_capture`; a hop never uses a screen whose type is
  // in `no_screen`. Move generation and the evaluation's mobility both walk the board
  // through this one loop.
  template <class Quiet, class Capture>
  void walk(int set, Color us, PieceType type, Square from, const Piece* board,
            const LineOccupancy& lines, TypeMask no_capture, TypeMask no_screen, Quiet&& quiet,
            Capture&& capture) const;
  // Every point a piece could stop on from `from` on some board (the paths' end points,
  // ignoring blockers and screens): visit(to).
  template <class Visit>
  void for_each_stop(int set, Color c, PieceType type, Square from, Visit&& visit) const {
    const Range& range = paths_of(set, c, type, from);
    for (uint32_t k = 0; k < range.count; ++k) {
      const Path& p = path(range.first + k);
      const PathSquare* sq = path_squares(p);
      for (int j = p.kind == Movement::LEAP ? p.length - 1 : 0; j < p.length; ++j)
        if (sq[j].can_end) visit(sq[j].square);
    }
  }

  // Attacks on `target` by pieces of colour `attacker`.
  const Range& leap_attacks_on(int set, Color attacker, Square target) const {
    return leap_ranges_[(set * 2 + attacker) * MAX_SQUARES + target];
  }
  const Range& ray_attacks_on(int set, Color attacker, Square target) const {
    return ray_ranges_[(set * 2 + attacker) * MAX_SQUARES + target];
  }
  const LeapAttack& leap_attack(uint32_t i) const { return leap_attacks_[i]; }
  const RayAttack& ray_attack(uint32_t i) const { return ray_attacks_[i]; }
  const RaySquare* ray_squares(const RayAttack& r) const { return &ray_squares_[r.first]; }

  // Every point whose emptying or filling can change whether `target` is attacked by
  // `attacker` (blocking points, lines): a move touching none of them cannot give or
  // remove such an attack except by capturing the attacker itself.
  const SquareSet& sensitive(int set, Color attacker, Square target) const {
    return sensitive_[(set * 2 + attacker) * MAX_SQUARES + target];
  }

 private:
  void build_paths(const Variant& v, int set);
  void build_attacks(const Variant& v, int set);

  std::vector<Range> path_ranges_;
  std::vector<Path> paths_;
  std::vector<PathSquare> path_squares_;

  std::vector<Range> leap_ranges_;
  std::vector<LeapAttack> leap_attacks_;
  std::vector<Range> ray_ranges_;
  std::vector<RayAttack> ray_attacks_;
  std::vector<RaySquare> ray_squares_;
  std::vector<SquareSet> sensitive_;
};

template <class Quiet, class Capture>
void MoveTables::walk(int set, Color us, PieceType type, Square from, const Piece* board,
                      const LineOccupancy& lines, TypeMask no_capture, TypeMask no_screen,
                      Quiet&& quiet, Capture&& capture) const {
  auto capturable = [&](Piece target) {
    return color_of(target) != us && !(no_capture & type_bit(type_of(target)));
  };
  const Range& range = paths_of(set, us, type, from);
  SquareSet merged;  // destinations already visited through a merging path
  for (uint32_t k = 0; k < range.count; ++k) {
    const Path& p = path(range.first + k);
    const PathSquare* sq = path_squares(p);
    const int length = p.length;
    if (p.line.mask) {
      // The pieces on the line are its set bits, the nearest lowest.
      unsigned occupied = lines.words[p.line.word] & p.line.mask;
      int start = 0, blocker = p.line.nearest(occupied, length);
      if (p.kind == Movement::HOP) {
        if (blocker > length || (no_screen & type_bit(type_of(board[sq[blocker - 1].square]))))
          continue;
        occupied &= occupied - 1;
        start = blocker;
        blocker = p.line.nearest(occupied, length);
      }
      if ((p.modes & QUIET) && blocker - 1 > start) quiet(sq + start, blocker - 1 - start);
      if (blocker <= length && (p.modes & CAPTURE)) {
        const Square to = sq[blocker - 1].square;
        if (capturable(board[to])) capture(to, board[to]);
      }
      continue;
    }
    if (p.kind == Movement::LEAP) {
      // The points to leap over must be empty (most leaps have none or one).
      if (length > 1 && board[sq[0].square]) continue;
      bool open = true;
      for (int b = 1; b < length - 1; ++b)
        if (board[sq[b].square]) open = false;
      if (!open) continue;
      const Square to = sq[length - 1].square;
      const Piece target = board[to];
      if (p.merge) {
        if (merged.contains(to)) continue;
        merged.insert(to);
      }
      if (!target) {
        if (p.modes & QUIET) quiet(sq + length - 1, 1);
      } else if ((p.modes & CAPTURE) && capturable(target)) {
        capture(to, target);
      }
      continue;
    }
    int j = 0;
    if (p.kind == Movement::HOP) {
      while (j < length && !board[sq[j].square]) ++j;
      if (j == length || (no_screen & type_bit(type_of(board[sq[j].square])))) continue;
      ++j;
    }
    for (; j < length; ++j) {
      const Square to = sq[j].square;
      const Piece target = board[to];
      if (!target) {
        if (sq[j].can_end && (p.modes & QUIET)) quiet(sq + j, 1);
        continue;
      }
      if (sq[j].can_end && (p.modes & CAPTURE) && capturable(target)) capture(to, target);
      break;
    }
  }
}

}  // namespace sanggi
