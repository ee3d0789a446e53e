// The transposition table: positions already searched, by Zobrist hash, with their score,
// bound, depth and best move. Buckets of four entries; a new search ages the old entries.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "large_memory.h"
#include "types.h"

namespace sanggi {

enum Bound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

struct TTEntry {
  uint32_t key = 0;   // the hash's upper half (the lower half chose the bucket)
  uint16_t move = 0;  // from | to << 8; 0 = none (a real move never has from = to = 0
                      // unless it is a pass on a1, which no royal piece stands on)
  int16_t score = 0;
  int16_t eval = 0;
  int8_t depth = 0;
  uint8_t generation_bound = 0;  // generation << 2 | bound

  Bound bound() const { return Bound(generation_bound & 3); }
};

class TranspositionTable {
 public:
  void resize(size_t megabytes);
  void clear();
  void new_search() { generation_ = uint8_t((generation_ + 1) & 63); }
  // The entry for `hash`, or nullptr.
  const TTEntry* probe(uint64_t hash) const;
  void store(uint64_t hash, Move move, int score, int eval, int depth, Bound bound);
  // Starts loading the bucket of `hash` into the cache (called right after a move is made,
  // before the child node probes it).
  void prefetch(uint64_t hash) const {
#if defined(__GNUC__) || defined(__clang__)
    if (count_) __builtin_prefetch(&bucket(hash));
#else
    (void)hash;
#endif
  }
  int permille_full() const;  // UCI hashfull, from a sample

 private:
  struct Bucket {
    TTEntry entries[4];
  };
  Bucket& bucket(uint64_t hash) const {
    return buckets_[(uint64_t(uint32_t(hash)) * count_) >> 32];
  }
  std::unique_ptr<Bucket[], FreeLarge> buckets_;  // count_ buckets (allocate_large)
  size_t count_ = 0;
  uint8_t generation_ = 0;
};

// A 16-bit move as stored: from and to.
inline uint16_t tt_move16(Move m) {
  return m == MOVE_NONE || (m & MOVE_NULL) ? 0 : uint16_t(m & 0xFFFF);
}

}  // namespace sanggi
