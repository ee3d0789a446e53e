#include "generate.h"

#include <istream>
#include <ostream>
#include <random>
#include <string_view>

#include "fen.h"
#include "notation/machine.h"
#include "search.h"

namespace sanggi::train {

namespace {

const char* result_text(Outcome o) {
  return o == Outcome::WHITE_WINS ? "1" : o == Outcome::BLACK_WINS ? "0" : "0.5";
}

struct Line {
  std::string fen;
  int score;
};

}  // namespace

GenerateCounts generate(const Variant& variant, const GenerateOptions& options,
                        std::ostream& out, std::ostream* games) {
  std::mt19937_64 rng(options.seed);
  Searcher searcher(16);
  GenerateCounts counts;
  for (int game = 0; game < options.games; ++game) {
    Position pos = start_position(variant);
    if (!options.start_fens.empty()) {
      auto parsed = parse_fen(variant, options.start_fens[rng() % options.start_fens.size()]);
      if (parsed) pos = parsed.value();
    }
    searcher.clear();
    const std::string start_fen = to_fen(pos);
    std::string moves;
    const uint64_t nodes = options.nodes / 2 + rng() % (options.nodes + 1);
    const int span = options.max_random_plies - options.min_random_plies + 1;
    const int random_plies = options.min_random_plies + int(rng() % uint64_t(std::max(span, 1)));
    std::vector<Line> lines;
    // A game that reaches max_plies is a draw, or in Janggi decided on points.
    Outcome outcome = Outcome::DRAW;
    bool ended = false;
    // A game whose score stays decided or far from level is adjudicated: its last positions
    // would teach little that the ones before do not.
    int decisive_plies = 0, decisive_sign = 0;
    for (int ply = 0; ply < options.max_plies; ++ply) {
      const GameEnd end = pos.game_end();
      if (end.over()) {
        outcome = end.outcome;
        ended = true;
        break;
      }
      SearchLimits limits;
      limits.nodes = nodes;
      if (ply < random_plies) {
        limits.randomness_cp = options.randomness_cp;
        limits.seed = rng();
      }
      const SearchResult r = searcher.search(pos, limits);
      if (r.best == MOVE_NONE) break;
      const int white_score = pos.side_to_move() == WHITE ? r.score : -r.score;
      const int sign = white_score > 2000 ? 1 : white_score < -2000 ? -1 : 0;
      decisive_plies = sign && sign == decisive_sign ? decisive_plies + 1 : sign ? 1 : 0;
      decisive_sign = sign;
      if (decisive_plies >= 6) {
        outcome = sign > 0 ? Outcome::WHITE_WINS : Outcome::BLACK_WINS;
        ended = true;
        break;
      }
      if (ply >= random_plies && !pos.in_check() && !is_capture(r.best) && !is_pass(r.best))
        lines.push_back({to_fen(pos), r.score});
      moves += ' ';
      moves += machine_move(pos.geometry(), r.best);
      pos.make(r.best);
    }
    if (!ended && variant.rules.move_limit == EndScoring::POINTS)
      outcome = pos.decided(EndReason::MOVE_LIMIT, EndScoring::POINTS).outcome;
    ++counts.games;
    counts.white_wins += outcome == Outcome::WHITE_WINS;
    counts.black_wins += outcome == Outcome::BLACK_WINS;
    counts.draws += outcome == Outcome::DRAW;
    for (const Line& line : lines)
      out << line.fen << ';' << line.score << ';' << result_text(outcome) << '\n';
    counts.positions += int(lines.size());
    if (games)
      *games << start_fen << ';' << moves.substr(moves.empty() ? 0 : 1) << ';'
             << (outcome == Outcome::WHITE_WINS   ? "1-0"
                 : outcome == Outcome::BLACK_WINS ? "0-1"
                                                  : "1/2-1/2")
             << '\n';
  }
  out.flush();
  return counts;
}

int label(const Variant& variant, uint64_t nodes, std::istream& in, std::ostream& out) {
  Searcher searcher(16);
  int written = 0;
  std::string text;
  while (std::getline(in, text)) {
    const size_t semicolon = text.find(';');
    if (semicolon == std::string::npos) continue;
    auto pos = parse_fen(variant, std::string_view(text).substr(0, semicolon));
    if (!pos || pos.value().in_check() || pos.value().game_end().over()) continue;
    SearchLimits limits;
    limits.nodes = nodes;
    const SearchResult r = searcher.search(pos.value(), limits);
    if (r.best == MOVE_NONE) continue;
    out << text.substr(0, semicolon) << ';' << r.score << ';'
        << std::string_view(text).substr(semicolon + 1) << '\n';
    ++written;
  }
  return written;
}

}  // namespace sanggi::train
