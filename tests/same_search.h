// Test helper: two searches that must have been the same search, node for node (the same
// searcher cleared, two searchers, one-line multi-PV and the plain search).
#pragma once

#include <catch2/catch.hpp>

#include "search.h"

namespace sanggi::testing {

inline void check_same_search(const SearchResult& a, const SearchResult& b) {
  CHECK(a.best == b.best);
  CHECK(a.score == b.score);
  CHECK(a.nodes == b.nodes);
  CHECK(a.depth == b.depth);
  CHECK(a.pv == b.pv);
}

}  // namespace sanggi::testing
