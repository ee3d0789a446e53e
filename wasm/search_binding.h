// The computer opponent for the page: one Searcher kept for the life of the module, so its
// transposition table is allocated once and memory stays flat across games.
#pragma once

#include <string>

#include "game.h"

namespace sanggi::wasm {

constexpr int MAX_MULTI_PV = 10;

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
  int multi_pv = 1;     // lines wanted, 1 to MAX_MULTI_PV
};

std::string search_json(const Game& game, const SearchRequest& request);

// One time slice of an analysis (web/engine/host.js runs them one after another, answering
// messages in between): searches for `slice_ms`, resuming at `start_depth` (0: from the
// start) with the table the earlier slices filled.
struct AnalyseRequest {
  int multi_pv = 1;
  int slice_ms = 100;
  int start_depth = 0;
  int start_score = 0;  // the last slice's score, centre of the first aspiration window
  int max_depth = 0;    // 0: no limit
};

// {iterations: [{depth, seldepth, nodes, timeMs, best, score, mate, pv, lines}, ...] (each
//  iteration completed in this slice; nodes and timeMs counted from the slice's start),
//  nodes, timeMs, finished: true when searching on would teach nothing (every line a
//  forced mate the depth covers, or the depth limit reached)} | {error}
std::string analyse_json(const Game& game, const AnalyseRequest& request);

}  // namespace sanggi::wasm
