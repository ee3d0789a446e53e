// `sanggi bench`, `multipvbench` and `depthbench`: printing the search benchmark
// (core/search/bench.h), its cost with several lines, and the depth reached in a given time
// from every start position.
#pragma once

#include <ostream>

namespace sanggi {

// Prints one line per position and the totals.
void print_bench(std::ostream& out, int depth_offset = 0);

// The bench's positions to the same depths with one line and with `lines` (multi-PV):
// the time each took, and the totals.
void print_multipv_bench(std::ostream& out, int lines, int depth_offset = 0);

// Prints, per start position, the depth reached in `milliseconds` of search.
void run_depth_bench(std::ostream& out, int milliseconds);

}  // namespace sanggi
