// Shared by the fuzz targets: the first input byte picks a variant, the rest is the text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "position.h"
#include "variant.h"

namespace sanggi::fuzz {

inline const Variant& pick_variant(const uint8_t* data, size_t size) {
  const auto& all = all_variants();
  return *all[size ? data[0] % all.size() : 0];
}

inline std::string_view text_after_first_byte(const uint8_t* data, size_t size) {
  return size ? std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1)
              : std::string_view();
}

// A broken invariant is a finding: print it and abort so libFuzzer saves the input.
inline void require(bool condition, const char* what, const std::string& detail = "") {
  if (condition) return;
  std::fprintf(stderr, "invariant broken: %s %s\n", what, detail.c_str());
  std::abort();
}

// Every legal move made and unmade restores the position; the position stays consistent.
inline void exercise_moves(Position& pos) {
  require(pos.consistency_error().empty(), "consistency", pos.consistency_error());
  MoveList moves;
  pos.legal_moves(moves);
  const uint64_t hash = pos.hash();
  for (Move m : moves) {
    pos.make(m);
    require(pos.consistency_error().empty(), "consistency after make", pos.consistency_error());
    (void)pos.game_end();
    pos.unmake();
    require(pos.hash() == hash, "unmake restores the hash");
  }
}

// The targets, callable from the regression test as well as from libFuzzer.
int fuzz_fen(const uint8_t* data, size_t size);
int fuzz_move(const uint8_t* data, size_t size);
int fuzz_record(const uint8_t* data, size_t size);
int fuzz_uci(const uint8_t* data, size_t size);

}  // namespace sanggi::fuzz
