// sanggi-tune: makes the tuner's data and fits the evaluation to it (scripts/tune drives it).
//   sanggi-tune selfplay VARIANT GAMES NODES SEED [START_FENS_FILE]   positions to stdout
//   sanggi-tune games VARIANT MATCH_PGN                               positions to stdout
//   sanggi-tune fit VARIANT DATA_FILE... [--passes N] [--seed N] [--limit N] [--lambda L]
//                   [--validation FRACTION] [--max-shift CP] [--tables] [--points] [--rate-divisor N]
//                   [--only WORD]... [--save FILE] [--held-last FRACTION]
//   sanggi-tune janggi-setups                                         the 16 start FENs
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "dataset.h"
#include "evaluate.h"
#include "fit.h"
#include "parse_number.h"
#include "variants/janggi_setup.h"

using namespace sanggi;

namespace {

int usage() {
  std::cerr
      << "usage:\n"
         "  sanggi-tune selfplay VARIANT GAMES NODES SEED [START_FENS_FILE]\n"
         "  sanggi-tune games VARIANT MATCH_PGN\n"
         "  sanggi-tune fit VARIANT DATA_FILE... [--passes N] [--seed N] [--limit N]\n"
         "                  [--lambda L] [--validation FRACTION] [--max-shift CP] [--tables] [--points]\n"
         "                  [--rate-divisor N] [--only WORD]... [--save FILE] [--held-last FRACTION]\n"
         "  sanggi-tune janggi-setups\n";
  return 2;
}

const Variant* variant_arg(const std::vector<std::string>& args) {
  const Variant* v = args.size() > 1 ? find_variant(args[1]) : nullptr;
  if (!v) std::cerr << "error: unknown variant (variants: " << variant_names() << ")\n";
  return v;
}

// A whole-number argument from `lo` to `hi`, read as every other number is (parse_number);
// anything else ("12x", "-1", "2.5") is refused with its flag named (main() prints it).
long long whole(const std::string& flag, const std::string& text, long long lo, long long hi) {
  const long long value = parse_number(text, hi);
  if (value < lo)
    throw std::invalid_argument(flag + ": '" + text + "' is not a whole number from " +
                                std::to_string(lo) + " to " + std::to_string(hi));
  return value;
}

// A fraction argument from 0 to `hi` (lambda, the held-out share).
double fraction(const std::string& flag, const std::string& text, double hi) {
  size_t used = 0;
  double value = -1;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || !(value >= 0 && value <= hi))  // NaN fails too
  {
    char upper[32];
    std::snprintf(upper, sizeof upper, "%g", hi);
    throw std::invalid_argument(flag + ": '" + text + "' is not a number from 0 to " + upper);
  }
  return value;
}

int run_selfplay(const std::vector<std::string>& args) {
  const Variant* v = variant_arg(args);
  if (!v || args.size() < 5) return usage();
  tune::SelfPlayOptions o;
  o.games = int(whole("GAMES", args[2], 1, 1000000));
  o.nodes = uint64_t(whole("NODES", args[3], 1, 1LL << 40));
  o.seed = uint64_t(whole("SEED", args[4], 0, 1LL << 62));
  if (args.size() > 5) {
    std::ifstream in(args[5]);
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) o.start_fens.push_back(line);
  }
  const int n = tune::self_play(*v, o, std::cout);
  std::cerr << n << " positions from " << o.games << " games\n";
  return 0;
}

int run_games(const std::vector<std::string>& args) {
  const Variant* v = variant_arg(args);
  if (!v || args.size() < 3) return usage();
  std::ifstream in(args[2]);
  if (!in) {
    std::cerr << "error: cannot read " << args[2] << "\n";
    return 2;
  }
  std::string error;
  const int n = tune::read_match_games(*v, in, std::cout, error);
  if (n < 0) {
    std::cerr << "error: " << args[2] << ": " << error << "\n";
    return 2;
  }
  std::cerr << n << " positions\n";
  return 0;
}

// --tables: every non-royal piece gets a bonus per relative rank and per file from the centre
// (zero where it had none) for the fit to fill in.
void add_tables(const Variant& v, GameEval& data) {
  for (PieceEval& p : data.pieces) {
    const PieceType type = v.type_of_letter(p.letter);
    if (!type || v.piece(type).royal) continue;
    p.rank_bonus.resize(size_t(v.geometry.ranks()));
    p.file_bonus.resize(size_t(v.geometry.files() / 2 + 1));
  }
}

int run_fit(const std::vector<std::string>& args) {
  const Variant* v = variant_arg(args);
  if (!v) return usage();
  tune::FitOptions o;
  size_t limit = 0;
  bool tables = false;
  double held_last = 0;
  std::vector<std::string> paths;
  std::vector<std::vector<tune::Sample>> files;
  std::vector<tune::Sample> samples, held;
  for (size_t i = 2; i < args.size(); ++i) {
    if (args[i] == "--passes" && i + 1 < args.size()) {
      o.passes = int(whole(args[i], args[i + 1], 0, 1000)), ++i;
    } else if (args[i] == "--seed" && i + 1 < args.size()) {
      o.seed = uint64_t(whole(args[i], args[i + 1], 0, 1LL << 62)), ++i;
    } else if (args[i] == "--limit" && i + 1 < args.size()) {
      limit = size_t(whole(args[i], args[i + 1], 0, 1LL << 40)), ++i;
    } else if (args[i] == "--lambda" && i + 1 < args.size()) {
      o.lambda = fraction(args[i], args[i + 1], 1), ++i;
    } else if (args[i] == "--validation" && i + 1 < args.size()) {
      o.validation = fraction(args[i], args[i + 1], 0.5), ++i;
    } else if (args[i] == "--max-shift" && i + 1 < args.size()) {
      o.max_shift = int(whole(args[i], args[i + 1], 1, 10000)), ++i;
    } else if (args[i] == "--rate-divisor" && i + 1 < args.size()) {
      o.rate_divisor = int(whole(args[i], args[i + 1], 1, 1000)), ++i;
    } else if (args[i] == "--only" && i + 1 < args.size()) {
      o.only.push_back(args[++i]);
    } else if (args[i] == "--save" && i + 1 < args.size()) {
      o.save_path = args[++i];
    } else if (args[i] == "--tables") {
      tables = true;
    } else if (args[i] == "--points") {
      o.points = true;
    } else if (args[i] == "--held-last" && i + 1 < args.size()) {
      held_last = fraction(args[i], args[i + 1], 0.5), ++i;
    } else if (args[i].rfind("--", 0) == 0) {
      std::cerr << "error: " << args[i] << ": unknown option, or its value is missing\n";
      return 2;
    } else {
      paths.push_back(args[i]);
    }
  }
  if (o.points && !o.only.empty()) {
    std::cerr << "error: --only does not go with --points (the per-point fit fits every "
                 "piece's bonus per point)\n";
    return 2;
  }
  GameEval data = game_eval(*v);
  if (tables) add_tables(*v, data);
  // A word that names no number would fit nothing: said before the data are read.
  if (const std::string w = tune::unknown_only_word(*v, data, o.only); !w.empty()) {
    std::cerr << "error: --only " << w << ": no number of " << v->name
              << "'s evaluation has it in its name (names look like R.value.mg, "
                 "C.rank_bonus[2].eg, tempo; see a report)\n";
    return 2;
  }
  for (const std::string& path : paths) {
    std::ifstream in(path);
    if (!in) {
      std::cerr << "error: cannot read " << path << "\n";
      return 2;
    }
    int skipped = 0;
    auto more = tune::load_samples(*v, in, skipped);
    std::cerr << path << ": " << more.size() << " positions, " << skipped << " skipped\n";
    files.push_back(std::move(more));
  }
  // --held-last: the last share of each file (its last games: the files keep their games in
  // order) is held out, whole games the fit never sees; --limit counts only the others.
  for (auto& file : files) {
    const size_t first_held = file.size() - size_t(double(file.size()) * held_last);
    for (size_t k = 0; k < file.size(); ++k) {
      file[k].held = held_last > 0 && k >= first_held;
      (file[k].held ? held : samples).push_back(std::move(file[k]));
    }
  }
  // A reproducible subset when asked for fewer positions than were read.
  std::mt19937_64 rng(o.seed);
  std::shuffle(samples.begin(), samples.end(), rng);
  if (limit && samples.size() > limit) samples.erase(samples.begin() + long(limit), samples.end());
  for (auto& s : held) samples.push_back(std::move(s));
  if (samples.empty()) {
    std::cerr << "error: no positions to fit (give data files of \"FEN;result\" lines)\n";
    return 2;
  }
  const tune::FitReport r = tune::fit(*v, data, samples, o, std::cout);
  std::cout << "report: " << v->name << ", " << r.positions << " quiet positions, k " << r.k
            << ", error " << r.error_before << " -> " << r.error_after << "; "
            << r.validation_positions << " held out, error " << r.validation_before << " -> "
            << r.validation_after << "; label scale " << r.label_scale << ", lambda " << o.lambda
            << "; " << r.changed << " of " << r.numbers << " numbers changed in " << r.passes
            << " passes (seed " << o.seed << ")\n"
            << tune::as_cpp(data);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  try {
    if (args[0] == "selfplay") return run_selfplay(args);
    if (args[0] == "games") return run_games(args);
    if (args[0] == "fit") return run_fit(args);
    if (args[0] == "janggi-setups") {
      for (const JanggiSetup& han : janggi_setups())
        for (const JanggiSetup& cho : janggi_setups())
          std::cout << *janggi_start_fen(han.code, cho.code) << "\n";
      return 0;
    }
  } catch (const std::exception& e) {  // a number argument that is not one (whole, fraction)
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  return usage();
}
