// The native command line: perft and divide (and, from the search, UCI and bench).
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "fen.h"
#include "notation/machine.h"
#include "perft.h"

using namespace sanggi;

namespace {

int usage() {
  std::cerr << "usage:\n"
               "  sanggi perft VARIANT FEN|startpos DEPTH   leaf nodes of the move tree\n"
               "  sanggi divide VARIANT FEN|startpos DEPTH  the same, per root move\n"
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
    std::cerr << "error: unknown variant '" << args[0] << "' (known: " << variant_names()
              << ")\n";
    return false;
  }
  const std::string& d = args.back();
  if (d.empty() || d.size() > 2 || d.find_first_not_of("0123456789") != std::string::npos ||
      std::stoi(d) < 1 || std::stoi(d) > 20) {
    std::cerr << "error: depth must be a number from 1 to 20, not '" << d << "'\n";
    return false;
  }
  depth = std::stoi(d);
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
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("nodes %llu\ntime %.3f s\nleaf nodes per second %.0f\n",
              static_cast<unsigned long long>(nodes), seconds,
              seconds > 0 ? double(nodes) / seconds : 0.0);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  std::string command = args[0];
  args.erase(args.begin());
  if (command == "perft") return run_perft(args, false);
  if (command == "divide") return run_perft(args, true);
  if (command == "help" || command == "--help" || command == "-h") {
    usage();
    return 0;
  }
  std::cerr << "error: unknown command '" << command << "'\n";
  return usage();
}
