#include "dataset.h"

#include <cstdlib>
#include <istream>
#include <ostream>
#include <random>
#include <sstream>

#include "fen.h"
#include "notation/machine.h"
#include "search.h"

namespace sanggi::tune {

namespace {

const char* result_text(Outcome o) {
  return o == Outcome::WHITE_WINS ? "1" : o == Outcome::BLACK_WINS ? "0" : "0.5";
}

// A game's positions, written once its result is known.
struct GameRecord {
  std::vector<std::string> fens;
  void note(const Position& pos, Move next) {
    if (!pos.in_check() && !is_capture(next) && !is_pass(next)) fens.push_back(to_fen(pos));
  }
  int write(std::ostream& out, Outcome o) const {
    for (const std::string& fen : fens) out << fen << ';' << result_text(o) << '\n';
    return int(fens.size());
  }
};

}  // namespace

int self_play(const Variant& variant, const SelfPlayOptions& options, std::ostream& out) {
  std::mt19937_64 rng(options.seed);
  Searcher searcher(16);
  int written = 0;
  for (int game = 0; game < options.games; ++game) {
    Position pos = start_position(variant);
    if (!options.start_fens.empty()) {
      auto parsed = parse_fen(variant, options.start_fens[rng() % options.start_fens.size()]);
      if (parsed) pos = parsed.value();
    }
    searcher.clear();
    GameRecord record;
    Outcome outcome = Outcome::DRAW;
    // Games whose score stays decisive for a while are adjudicated, to spend the nodes on
    // positions that still teach something.
    int decisive_plies = 0, decisive_sign = 0;
    for (int ply = 0; ply < options.max_plies; ++ply) {
      const GameEnd end = pos.game_end();
      if (end.over()) {
        outcome = end.outcome;
        break;
      }
      SearchLimits limits;
      limits.nodes = options.nodes;
      if (ply < options.random_plies) {
        limits.randomness_cp = options.randomness_cp;
        limits.seed = rng();
      }
      const SearchResult r = searcher.search(pos, limits);
      if (r.best == MOVE_NONE) break;
      const int white_score = pos.side_to_move() == WHITE ? r.score : -r.score;
      const int sign = white_score > 1500 ? 1 : white_score < -1500 ? -1 : 0;
      decisive_plies = sign && sign == decisive_sign ? decisive_plies + 1 : sign ? 1 : 0;
      decisive_sign = sign;
      if (decisive_plies >= 8) {
        outcome = sign > 0 ? Outcome::WHITE_WINS : Outcome::BLACK_WINS;
        break;
      }
      if (ply >= options.random_plies) record.note(pos, r.best);
      pos.make(r.best);
    }
    written += record.write(out, outcome);
    out.flush();
  }
  return written;
}

int read_match_games(const Variant& variant, std::istream& in, std::ostream& out,
                     std::string& error) {
  int written = 0, opening = 0, line_number = 0;
  std::string line;
  while (std::getline(in, line)) {
    ++line_number;
    if (line.empty()) continue;
    if (line[0] == '[') {
      if (line.rfind("[Opening \"", 0) == 0) opening = std::atoi(line.c_str() + 10);
      continue;
    }
    // The moves, then the result.
    std::istringstream words(line);
    std::vector<std::string> moves;
    for (std::string w; words >> w;) moves.push_back(w);
    if (moves.empty()) continue;
    const std::string result = moves.back();
    moves.pop_back();
    Outcome outcome = result == "1-0"       ? Outcome::WHITE_WINS
                      : result == "0-1"     ? Outcome::BLACK_WINS
                      : result == "1/2-1/2" ? Outcome::DRAW
                                            : Outcome::ONGOING;
    if (outcome == Outcome::ONGOING) {
      error = "line " + std::to_string(line_number) + ": no result at the end";
      return -1;
    }
    Position pos = start_position(variant);
    GameRecord record;
    for (size_t i = 0; i < moves.size(); ++i) {
      auto m = parse_machine_move(pos, moves[i]);
      if (!m) {
        error = "line " + std::to_string(line_number) + ": " + m.error();
        return -1;
      }
      if (int(i) >= opening) record.note(pos, m.value());
      pos.make(m.value());
    }
    written += record.write(out, outcome);
    opening = 0;
  }
  return written;
}

std::vector<Sample> load_samples(const Variant& variant, std::istream& in, int& skipped) {
  std::vector<Sample> samples;
  skipped = 0;
  std::string line;
  while (std::getline(in, line)) {
    const size_t semicolon = line.find(';');
    if (semicolon == std::string::npos) {
      ++skipped;
      continue;
    }
    auto pos = parse_fen(variant, std::string_view(line).substr(0, semicolon));
    if (!pos) {
      ++skipped;
      continue;
    }
    // The result, then perhaps Fairy-Stockfish's score.
    const char* text = line.c_str() + semicolon + 1;
    char* end = nullptr;
    Sample sample{std::move(pos.value()), std::strtof(text, &end)};
    if (end == text || (*end && *end != ';')) {
      ++skipped;
      continue;
    }
    if (*end == ';') {
      text = end + 1;
      sample.score = int(std::strtol(text, &end, 10));
      sample.labelled = end != text && !*end;
      if (!sample.labelled) {
        ++skipped;
        continue;
      }
    }
    samples.push_back(std::move(sample));
  }
  return samples;
}

}  // namespace sanggi::tune
