#include "transposition.h"

#include <algorithm>

namespace sanggi {

void TranspositionTable::resize(size_t megabytes) {
  megabytes = std::clamp<size_t>(megabytes, 1, 4096);
  const size_t count = std::max<size_t>(megabytes * 1024 * 1024 / sizeof(Bucket), 1);
  buckets_.reset();  // the old table goes before the new one is asked for
  count_ = 0;
  buckets_.reset(static_cast<Bucket*>(allocate_large(count * sizeof(Bucket))));
  if (buckets_) count_ = count;  // zero-filled: every entry empty (Bucket{})
}

void TranspositionTable::clear() {
  std::fill(buckets_.get(), buckets_.get() + count_, Bucket{});
}

const TTEntry* TranspositionTable::probe(uint64_t hash) const {
  if (!count_) return nullptr;
  const uint32_t key = uint32_t(hash >> 32);
  Bucket& b = bucket(hash);
  for (TTEntry& e : b.entries)
    if (e.key == key && e.bound() != BOUND_NONE) return &e;
  return nullptr;
}

void TranspositionTable::store(uint64_t hash, Move move, int score, int eval, int depth,
                               Bound bound) {
  if (!count_) return;
  const uint32_t key = uint32_t(hash >> 32);
  Bucket& b = bucket(hash);
  TTEntry* slot = nullptr;
  for (TTEntry& e : b.entries)
    if (e.key == key && e.bound() != BOUND_NONE) slot = &e;
  if (slot) {
    // Keep a deeper result of the same position unless the new one is exact.
    if (bound != BOUND_EXACT && depth + 2 < slot->depth &&
        (slot->generation_bound >> 2) == generation_)
      return;
    if (!tt_move16(move)) move = slot->move;  // keep the old best move
  } else {
    // Replace the least useful entry: old generations first, then the shallowest.
    int worst = 1 << 30;
    for (TTEntry& e : b.entries) {
      int age = (64 + generation_ - (e.generation_bound >> 2)) & 63;
      int worth = e.bound() == BOUND_NONE ? -1000 : e.depth - 8 * age;
      if (worth < worst) worst = worth, slot = &e;
    }
  }
  slot->key = key;
  slot->move = uint16_t(move == MOVE_NONE ? 0 : tt_move16(move));
  slot->score = int16_t(score);
  slot->eval = int16_t(std::clamp(eval, -32001, 32000));
  slot->depth = int8_t(std::clamp(depth, -1, 127));
  slot->generation_bound = uint8_t(generation_ << 2 | bound);
}

int TranspositionTable::permille_full() const {
  int used = 0, total = 0;
  for (size_t i = 0; i < count_ && i < 250; ++i)
    for (const TTEntry& e : buckets_[i].entries) {
      ++total;
      used += e.bound() != BOUND_NONE && (e.generation_bound >> 2) == generation_;
    }
  return total ? used * 1000 / total : 0;
}

}  // namespace sanggi
