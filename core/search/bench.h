// The search benchmark: a fixed set of positions from every game searched to fixed depths,
// each with a fresh 16 MB searcher. The total node count is a signature that changes only
// when the search's behaviour changes, and is the same natively and in WebAssembly, so the
// wasm bindings can expose this function as their benchmark hook.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "types.h"

namespace sanggi {

struct BenchEntry {
  std::string variant;
  std::string fen;
  int depth = 0;
  uint64_t nodes = 0;
  double seconds = 0;
  std::string best;  // machine notation
};

struct BenchReport {
  std::vector<BenchEntry> entries;
  uint64_t total_nodes = 0;
  double seconds = 0;
  double nodes_per_second() const { return seconds > 0 ? double(total_nodes) / seconds : 0; }
};

// depth_offset is added to every position's depth (at least 1). multi_pv > 1 searches that
// many lines (SearchLimits::multi_pv), to compare their cost; the signature is with 1.
BenchReport run_bench(int depth_offset = 0, int multi_pv = 1);

}  // namespace sanggi
