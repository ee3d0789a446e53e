#include "geometry.h"

namespace sanggi {

Geometry::Geometry(int files, int ranks) : files_(files), ranks_(ranks) {
  for (int s = 0; s < files * ranks && s < MAX_SQUARES; ++s) {
    file_[s] = uint8_t(s % files);
    rank_[s] = uint8_t(s / files);
  }
  all_ = rectangle(0, 0, files - 1, ranks - 1);
}

std::optional<Square> Geometry::shifted(Square s, Offset o) const {
  int f = file_of(s) + o.file, r = rank_of(s) + o.rank;
  if (!on_board(f, r)) return std::nullopt;
  return square(f, r);
}

std::string Geometry::square_name(Square s) const {
  return std::string(1, char('a' + file_of(s))) + std::to_string(rank_of(s) + 1);
}

std::optional<Square> Geometry::parse_square(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  int file = text[0] - 'a';
  int rank = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    rank = rank * 10 + (text[i] - '0');
  }
  if (text[1] == '0') return std::nullopt;  // no leading zero: "a01" is not a square
  if (!on_board(file, rank - 1)) return std::nullopt;
  return square(file, rank - 1);
}

SquareSet Geometry::mirror_rank(const SquareSet& set) const {
  SquareSet out;
  set.for_each([&](Square s) { out.insert(mirror_rank(s)); });
  return out;
}

SquareSet Geometry::rectangle(int f0, int r0, int f1, int r1) const {
  SquareSet out;
  for (int r = r0; r <= r1; ++r)
    for (int f = f0; f <= f1; ++f)
      if (on_board(f, r)) out.insert(square(f, r));
  return out;
}

int Geometry::diagonal_index(Offset o) {
  if (o.file == 1 && o.rank == 1) return 0;
  if (o.file == -1 && o.rank == 1) return 1;
  if (o.file == 1 && o.rank == -1) return 2;
  if (o.file == -1 && o.rank == -1) return 3;
  return -1;
}

void Geometry::add_palace(int file, int rank) {
  palaces_.push_back(rectangle(file, rank, file + 2, rank + 2));
  Square centre = square(file + 1, rank + 1);
  for (Offset d : {Offset{1, 1}, Offset{-1, 1}, Offset{1, -1}, Offset{-1, -1}}) {
    Square corner = square(file + 1 + d.file, rank + 1 + d.rank);
    drawn_diagonals_[centre] |= uint8_t(1 << diagonal_index(d));
    drawn_diagonals_[corner] |= uint8_t(1 << diagonal_index(Offset{-d.file, -d.rank}));
  }
}

SquareSet Geometry::palace_of(Square s) const {
  for (const SquareSet& p : palaces_)
    if (p.contains(s)) return p;
  return {};
}

bool Geometry::diagonal_drawn(Square s, Offset o) const {
  int i = diagonal_index(o);
  return i >= 0 && (drawn_diagonals_[s] >> i) & 1;
}

}  // namespace sanggi
