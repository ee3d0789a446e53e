#include "benchmarks.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include "bench.h"  // core/search: the benchmark itself
#include "fen.h"
#include "search.h"

namespace sanggi {

void print_bench(std::ostream& out, int depth_offset) {
  const BenchReport report = run_bench(depth_offset);
  char line[256];
  for (const BenchEntry& e : report.entries) {
    std::snprintf(line, sizeof line, "%-17s depth %2d  nodes %10llu  nps %9.0f  best %s\n",
                  e.variant.c_str(), e.depth, static_cast<unsigned long long>(e.nodes),
                  e.seconds > 0 ? double(e.nodes) / e.seconds : 0.0, e.best.c_str());
    out << line;
  }
  std::snprintf(line, sizeof line, "total nodes %llu\ntime %.3f s\nnodes per second %.0f\n",
                static_cast<unsigned long long>(report.total_nodes), report.seconds,
                report.nodes_per_second());
  out << line;
}

void print_multipv_bench(std::ostream& out, int lines, int depth_offset) {
  const BenchReport one = run_bench(depth_offset, 1);
  const BenchReport many = run_bench(depth_offset, lines);
  char line[256];
  for (size_t i = 0; i < one.entries.size() && i < many.entries.size(); i++) {
    const BenchEntry &a = one.entries[i], &b = many.entries[i];
    std::snprintf(line, sizeof line,
                  "%-17s depth %2d  1 line %7.3f s %9llu nodes  %d lines %7.3f s %9llu nodes  "
                  "x%.2f the time, x%.2f the nodes\n",
                  a.variant.c_str(), a.depth, a.seconds, static_cast<unsigned long long>(a.nodes),
                  lines, b.seconds, static_cast<unsigned long long>(b.nodes),
                  a.seconds > 0 ? b.seconds / a.seconds : 0.0,
                  a.nodes > 0 ? double(b.nodes) / double(a.nodes) : 0.0);
    out << line;
  }
  std::snprintf(line, sizeof line,
                "total: 1 line %.3f s (%llu nodes), %d lines %.3f s (%llu nodes): x%.2f the time, "
                "x%.2f the nodes\n",
                one.seconds, static_cast<unsigned long long>(one.total_nodes), lines, many.seconds,
                static_cast<unsigned long long>(many.total_nodes),
                one.seconds > 0 ? many.seconds / one.seconds : 0.0,
                one.total_nodes > 0 ? double(many.total_nodes) / double(one.total_nodes) : 0.0);
  out << line;
}

void run_depth_bench(std::ostream& out, int milliseconds) {
  char line[256];
  for (const Variant* v : all_variants()) {
    Searcher searcher(16);
    int depth = 0;
    uint64_t nodes = 0;
    int time_ms = 0;
    // An unlimited search stopped from outside after the given time: the completed
    // iterations are the depth reached (a movetime search would not start an iteration it
    // expects not to finish).
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
      searcher.stop();
    });
    SearchResult r =
        searcher.search(start_position(*v), SearchLimits{}, [&](const SearchInfo& info) {
          depth = info.depth;
          nodes = info.nodes;
          time_ms = info.time_ms;
        });
    stopper.join();
    std::snprintf(line, sizeof line,
                  "%-17s depth %2d in %d ms (last iteration done at %d ms, %llu nodes; %.0f nps)\n",
                  v->name.c_str(), depth, milliseconds, time_ms,
                  static_cast<unsigned long long>(nodes),
                  r.time_ms > 0 ? r.nodes * 1000.0 / r.time_ms : 0.0);
    out << line;
  }
}

}  // namespace sanggi
