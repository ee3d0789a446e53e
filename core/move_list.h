// A fixed-capacity list of moves, kept on the stack by the generator and the search.
#pragma once

#include <cstddef>

#include "types.h"

namespace sanggi {

class MoveList {
 public:
  // Far above any real position (Gwangsanghui openings have about 100 moves). A set-up
  // position with more moves than this has the excess dropped, never written out of bounds.
  static constexpr int CAPACITY = 2048;

  void push(Move m) {
    if (size_ < CAPACITY) moves_[size_++] = m;
  }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return moves_[i]; }
  Move& operator[](int i) { return moves_[i]; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  Move* begin() { return moves_; }
  Move* end() { return moves_ + size_; }
  void truncate(int n) { size_ = n; }
  bool contains(Move m) const {
    for (int i = 0; i < size_; ++i)
      if (same_move(moves_[i], m)) return true;
    return false;
  }

 private:
  Move moves_[CAPACITY];
  int size_ = 0;
};

}  // namespace sanggi
