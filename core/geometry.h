// The board as runtime data: its size, square names, drawn palace diagonals and regions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "square_set.h"
#include "types.h"

namespace sanggi {

// A displacement on the board. `rank` grows toward higher ranks (toward black).
struct Offset {
  int file = 0;
  int rank = 0;
  constexpr bool operator==(const Offset&) const = default;
};

class Geometry {
 public:
  Geometry() = default;
  Geometry(int files, int ranks);

  int files() const { return files_; }
  int ranks() const { return ranks_; }
  int square_count() const { return files_ * ranks_; }

  // file and rank are 0-based indexes (file 0 is `a`, rank 0 is rank 1).
  Square square(int file, int rank) const { return Square(rank * files_ + file); }
  int file_of(Square s) const { return file_[s]; }
  int rank_of(Square s) const { return rank_[s]; }
  bool on_board(int file, int rank) const {
    return file >= 0 && file < files_ && rank >= 0 && rank < ranks_;
  }
  std::optional<Square> shifted(Square s, Offset o) const;

  // Square names: file letter then rank number, e.g. "e2", "a10", "o14".
  std::string square_name(Square s) const;
  std::optional<Square> parse_square(std::string_view text) const;

  // The same point seen from the other side: rank r becomes rank (ranks+1-r).
  Square mirror_rank(Square s) const { return square(file_of(s), ranks_ - 1 - rank_of(s)); }
  SquareSet mirror_rank(const SquareSet& set) const;

  // Every point with file in [f0, f1] and rank in [r0, r1] (0-based, inclusive).
  SquareSet rectangle(int f0, int r0, int f1, int r1) const;
  const SquareSet& all() const { return all_; }

  // A palace: the 3x3 points whose lower-left corner is given, with both diagonals drawn
  // through its centre. Diagonal moves that follow "the lines" exist only between a
  // corner and the centre.
  void add_palace(int file, int rank);
  const std::vector<SquareSet>& palaces() const { return palaces_; }
  // The palace containing s, or an empty set.
  SquareSet palace_of(Square s) const;
  // True when a drawn diagonal joins s to s + o (o a one-point diagonal step).
  bool diagonal_drawn(Square s, Offset o) const;

 private:
  static int diagonal_index(Offset o);
  int files_ = 0;
  int ranks_ = 0;
  uint8_t file_[MAX_SQUARES] = {};  // file_of and rank_of without a division
  uint8_t rank_[MAX_SQUARES] = {};
  SquareSet all_;
  std::vector<SquareSet> palaces_;
  uint8_t drawn_diagonals_[MAX_SQUARES] = {};  // bit i: diagonal_index direction drawn
};

}  // namespace sanggi
