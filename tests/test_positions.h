// Positions for the Catch2 tests: a variant's start or a FEN, required to be valid.
#pragma once

#include <catch2/catch.hpp>

#include "fen.h"

namespace sanggi::testing {

inline Position position(const char* variant, const char* fen = nullptr) {
  const Variant* v = find_variant(variant);
  REQUIRE(v);
  auto pos = parse_fen(*v, fen ? fen : v->start_fen.c_str());
  INFO(pos.error());
  REQUIRE(pos.ok());
  return pos.value();
}

}  // namespace sanggi::testing
