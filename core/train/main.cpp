// sanggi-train: makes the learned evaluation's training data (scripts/train drives it).
//   sanggi-train generate VARIANT DIR CHUNKS [--games N] [--nodes N] [--seed N]
//       self-play in CHUNKS chunks of N games (default 50 games, 8000 nodes a move, seed 1):
//       DIR/VARIANT-SEED-CHUNK.txt each, written to a .part file and renamed when complete,
//       so a run stopped and started again goes on with the first chunk that is missing;
//       beside each, DIR/VARIANT-SEED-CHUNK.games: the games themselves, one a line
//   sanggi-train label VARIANT NODES   "FEN;result" lines from stdin scored, to stdout
//   sanggi-train features VARIANT OUT FILE...   the positions of FILEs (generate's .txt) as
//       the trainer's records (features.h), in one file OUT
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "features.h"
#include "generate.h"
#include "parse_number.h"
#include "variants/janggi_setup.h"

using namespace sanggi;

namespace {

int usage() {
  std::cerr << "usage:\n"
               "  sanggi-train generate VARIANT DIR CHUNKS [--games N] [--nodes N] [--seed N]\n"
               "  sanggi-train label VARIANT NODES   (FEN;result lines on stdin)\n"
               "  sanggi-train features VARIANT OUT FILE...\n";
  return 2;
}

long long whole(const std::string& flag, const std::string& text, long long lo, long long hi) {
  const long long value = parse_number(text, hi);
  if (value < lo)
    throw std::invalid_argument(flag + ": '" + text + "' is not a whole number from " +
                                std::to_string(lo) + " to " + std::to_string(hi));
  return value;
}

// Janggi games start from any of the sixteen horse/elephant setups.
std::vector<std::string> start_fens(const Variant& v) {
  std::vector<std::string> fens;
  if (std::string(v.name).rfind("janggi", 0) != 0) return fens;
  for (const JanggiSetup& han : janggi_setups())
    for (const JanggiSetup& cho : janggi_setups())
      if (auto fen = janggi_start_fen(han.code, cho.code)) fens.push_back(*fen);
  return fens;
}

int run_generate(const Variant& v, const std::vector<std::string>& args) {
  if (args.size() < 4) return usage();
  const std::filesystem::path dir = args[2];
  const long long chunks = whole("CHUNKS", args[3], 1, 1000000);
  train::GenerateOptions o;
  for (size_t i = 4; i + 1 < args.size(); i += 2) {
    if (args[i] == "--games")
      o.games = int(whole("--games", args[i + 1], 1, 100000));
    else if (args[i] == "--nodes")
      o.nodes = uint64_t(whole("--nodes", args[i + 1], 1, 1LL << 40));
    else if (args[i] == "--seed")
      o.seed = uint64_t(whole("--seed", args[i + 1], 0, 1LL << 40));
    else
      return usage();
  }
  o.start_fens = start_fens(v);
  std::filesystem::create_directories(dir);
  const uint64_t seed = o.seed;
  for (long long chunk = 0; chunk < chunks; ++chunk) {
    const std::string name =
        std::string(v.name) + "-" + std::to_string(seed) + "-" + std::to_string(chunk) + ".txt";
    const std::filesystem::path file = dir / name;
    if (std::filesystem::exists(file)) continue;
    const std::filesystem::path part = dir / (name + ".part");
    const std::string games_name = name.substr(0, name.size() - 4) + ".games";
    const std::filesystem::path games_part = dir / (games_name + ".part");
    train::GenerateCounts counts;
    {
      std::ofstream out(part), games(games_part);
      if (!out || !games) {
        std::cerr << "error: cannot write " << part << "\n";
        return 1;
      }
      // Each chunk has its own seed, so a chunk is the same whether or not the run stopped.
      o.seed = seed * 1000003 + uint64_t(chunk);
      counts = train::generate(v, o, out, &games);
      if (!out || !games) {
        std::cerr << "error: writing " << part << " failed\n";
        return 1;
      }
    }
    std::filesystem::rename(games_part, dir / games_name);
    std::filesystem::rename(part, file);
    std::cerr << name << ": " << counts.games << " games (+" << counts.white_wins << " ="
              << counts.draws << " -" << counts.black_wins << "), " << counts.positions
              << " positions\n";
  }
  return 0;
}

int run_features(const Variant& v, const std::vector<std::string>& args) {
  if (args.size() < 4) return usage();
  std::ofstream out(args[2], std::ios::binary);
  if (!out) {
    std::cerr << "error: cannot write " << args[2] << "\n";
    return 1;
  }
  train::FeatureCounts total;
  for (size_t i = 3; i < args.size(); ++i) {
    std::ifstream in(args[i]);
    if (!in) {
      std::cerr << "error: cannot read " << args[i] << "\n";
      return 1;
    }
    const train::FeatureCounts c = train::write_features(v, in, out, i == 3);
    total.written += c.written;
    total.skipped += c.skipped;
  }
  if (!out.flush()) {
    std::cerr << "error: writing " << args[2] << " failed\n";
    return 1;
  }
  std::cerr << total.written << " positions written, " << total.skipped << " left out\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() < 2) return usage();
  const Variant* v = find_variant(args[1]);
  if (!v) {
    std::cerr << "error: unknown variant (variants: " << variant_names() << ")\n";
    return 2;
  }
  try {
    if (args[0] == "generate") return run_generate(*v, args);
    if (args[0] == "features") return run_features(*v, args);
    if (args[0] == "label" && args.size() == 3) {
      const uint64_t nodes = uint64_t(whole("NODES", args[2], 1, 1LL << 40));
      const int n = train::label(*v, nodes, std::cin, std::cout);
      std::cerr << n << " positions scored\n";
      return 0;
    }
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  return usage();
}
