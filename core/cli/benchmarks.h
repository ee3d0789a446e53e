// `sanggi bench` and `sanggi depthbench`: printing the search benchmark (core/search/bench.h)
// and the depth reached in a given time from every start position.
#pragma once

#include <ostream>

namespace sanggi {

// Prints one line per position and the totals.
void print_bench(std::ostream& out, int depth_offset = 0);

// Prints, per start position, the depth reached in `milliseconds` of search.
void run_depth_bench(std::ostream& out, int milliseconds);

}  // namespace sanggi
