// The computer opponent for the page: one Searcher kept for the life of the module, so its
// transposition table is allocated once and memory stays flat across games.
#pragma once

#include <string>

#include "game.h"

namespace sanggi::wasm {

struct SearchRequest {
  int level = 0;        // 1-10, 0: none given
  int depth = 0;        // 0: no limit
  double nodes = 0;     // 0: no limit (a double: JS numbers exceed 32 bits)
  int movetime_ms = 0;  // 0: no limit
  double seed = 0;      // randomness of the levels, reproducible for a given seed
  // The mover's clock, when the game has one: main time left, increment, byo-yomi period.
  int time_left_ms = 0;
  int increment_ms = 0;
  int byoyomi_ms = 0;
};

std::string search_json(const Game& game, const SearchRequest& request);

}  // namespace sanggi::wasm
