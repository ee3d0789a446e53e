// The native command line: perft and divide, UCI (the default), bench, and the opening
// lines used by scripts/match.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "benchmarks.h"
#include "fen.h"
#include "notation/machine.h"
#include "openings.h"
#include "parse_number.h"
#include "perft.h"
#include "uci.h"
#include "version.h"

using namespace sanggi;

namespace {

int usage() {
  std::cerr << "usage:\n"
               "  sanggi [uci]                              the UCI engine (no arguments too)\n"
               "  sanggi perft VARIANT FEN|startpos DEPTH   leaf nodes of the move tree\n"
               "  sanggi divide VARIANT FEN|startpos DEPTH  the same, per root move\n"
               "  sanggi bench [DEPTH_OFFSET]               search signature and speed\n"
               "  sanggi multipvbench [LINES] [DEPTH_OFFSET] bench's time with LINES lines\n"
               "  sanggi depthbench [MILLISECONDS]          depth reached from each start\n"
               "  sanggi openings VARIANT COUNT PLIES SEED  varied opening lines (for matches)\n"
               "  sanggi --version                          the version\n"
               "variants: "
            << variant_names() << "\n";
  return 2;
}

// VARIANT FEN... DEPTH, the FEN given as one argument or as several words.
bool read_position_and_depth(const std::vector<std::string>& args, const Variant*& variant,
                             std::string& fen, int& depth) {
  if (args.size() < 3) {
    std::cerr << "error: expected VARIANT FEN|startpos DEPTH\n";
    return false;
  }
  variant = find_variant(args[0]);
  if (!variant) {
    std::cerr << "error: unknown variant '" << args[0] << "' (known: " << variant_names() << ")\n";
    return false;
  }
  const std::string& d = args.back();
  depth = int(parse_number(d, 20));
  if (depth < 1) {
    std::cerr << "error: depth must be a number from 1 to 20, not '" << d << "'\n";
    return false;
  }
  fen.clear();
  for (size_t i = 1; i + 1 < args.size(); ++i) fen += (i > 1 ? " " : "") + args[i];
  if (fen == "startpos") fen = variant->start_fen;
  return true;
}

int run_perft(const std::vector<std::string>& args, bool per_move) {
  const Variant* variant;
  std::string fen;
  int depth;
  if (!read_position_and_depth(args, variant, fen, depth)) return 2;
  auto parsed = parse_fen(*variant, fen);
  if (!parsed) {
    std::cerr << "error: bad FEN: " << parsed.error() << "\n";
    return 2;
  }
  Position pos = parsed.value();
  auto start = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (per_move) {
    for (auto& [move, count] : divide(pos, depth)) {
      std::cout << machine_move(pos.geometry(), move) << ": " << count << "\n";
      nodes += count;
    }
    std::cout << "\n";
  } else {
    nodes = perft(pos, depth);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("nodes %llu\ntime %.3f s\nleaf nodes per second %.0f\n",
              static_cast<unsigned long long>(nodes), seconds,
              seconds > 0 ? double(nodes) / seconds : 0.0);
  return 0;
}

// A small number argument, or `fallback` when absent; -1000 when malformed.
int number_arg(const std::vector<std::string>& args, size_t i, int fallback, int lo, int hi) {
  if (i >= args.size()) return fallback;
  const std::string& a = args[i];
  const bool negative = !a.empty() && a[0] == '-';
  const long long magnitude = parse_number(negative ? a.substr(1) : a, 1 << 30);
  if (magnitude < 0) return -1000;
  const long long v = negative ? -magnitude : magnitude;
  return v < lo || v > hi ? -1000 : int(v);
}

int run_openings(const std::vector<std::string>& args) {
  const Variant* variant = args.empty() ? nullptr : find_variant(args[0]);
  if (!variant) {
    std::cerr << "error: expected VARIANT COUNT PLIES SEED (variants: " << variant_names() << ")\n";
    return 2;
  }
  int count = number_arg(args, 1, 50, 1, 100000), plies = number_arg(args, 2, 8, 0, 40);
  int seed = number_arg(args, 3, 1, 0, 1 << 30);
  if (count < 0 || plies < 0 || seed < 0) {
    std::cerr << "error: COUNT 1-100000, PLIES 0-40, SEED a non-negative number\n";
    return 2;
  }
  for (const std::string& line : opening_lines(*variant, count, plies, uint64_t(seed)))
    std::cout << line << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return run_uci(std::cin, std::cout);
  std::string command = args[0];
  args.erase(args.begin());
  if (command == "uci") return run_uci(std::cin, std::cout);
  if (command == "perft") return run_perft(args, false);
  if (command == "divide") return run_perft(args, true);
  if (command == "bench") {
    int offset = number_arg(args, 0, 0, -8, 8);
    if (offset == -1000) {
      std::cerr << "error: DEPTH_OFFSET must be a number from -8 to 8\n";
      return 2;
    }
    print_bench(std::cout, offset);
    return 0;
  }
  if (command == "multipvbench") {
    int lines = number_arg(args, 0, 3, 2, 16), offset = number_arg(args, 1, 0, -8, 8);
    if (lines < 0 || offset == -1000) {
      std::cerr << "error: LINES must be a number from 2 to 16, DEPTH_OFFSET from -8 to 8\n";
      return 2;
    }
    print_multipv_bench(std::cout, lines, offset);
    return 0;
  }
  if (command == "depthbench") {
    int ms = number_arg(args, 0, 1000, 1, 600000);
    if (ms < 0) {
      std::cerr << "error: MILLISECONDS must be a number from 1 to 600000\n";
      return 2;
    }
    run_depth_bench(std::cout, ms);
    return 0;
  }
  if (command == "openings") return run_openings(args);
  if (command == "--version" || command == "version") {
    std::cout << "sanggi " << VERSION << "\n";
    return 0;
  }
  if (command == "help" || command == "--help" || command == "-h") {
    usage();
    return 0;
  }
  std::cerr << "error: unknown command '" << command << "'\n";
  return usage();
}
