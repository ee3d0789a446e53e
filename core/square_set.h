// A set of squares of a board of up to 256 points: regions (palace, camp, half) are these.
#pragma once

#include <bit>
#include <cstdint>

#include "types.h"

namespace sanggi {

class SquareSet {
 public:
  constexpr SquareSet() = default;

  constexpr bool contains(Square s) const { return (words_[s >> 6] >> (s & 63)) & 1; }
  constexpr void insert(Square s) { words_[s >> 6] |= uint64_t(1) << (s & 63); }
  constexpr void erase(Square s) { words_[s >> 6] &= ~(uint64_t(1) << (s & 63)); }

  constexpr bool empty() const { return !(words_[0] | words_[1] | words_[2] | words_[3]); }
  constexpr int size() const {
    return std::popcount(words_[0]) + std::popcount(words_[1]) + std::popcount(words_[2]) +
           std::popcount(words_[3]);
  }

  constexpr SquareSet operator|(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 4; ++i) r.words_[i] = words_[i] | o.words_[i];
    return r;
  }
  constexpr SquareSet operator&(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 4; ++i) r.words_[i] = words_[i] & o.words_[i];
    return r;
  }
  constexpr SquareSet without(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 4; ++i) r.words_[i] = words_[i] & ~o.words_[i];
    return r;
  }
  constexpr SquareSet& operator|=(const SquareSet& o) { return *this = *this | o; }
  constexpr bool operator==(const SquareSet&) const = default;

  // Calls f(square) for every member, in increasing order.
  template <class F>
  void for_each(F&& f) const {
    for (int i = 0; i < 4; ++i) {
      uint64_t w = words_[i];
      while (w) {
        f(Square(i * 64 + std::countr_zero(w)));
        w &= w - 1;
      }
    }
  }

 private:
  uint64_t words_[4] = {0, 0, 0, 0};
};

}  // namespace sanggi
