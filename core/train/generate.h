// Training data for the learned evaluation (core/nnue): positions of self-play games, each
// with the score of the search that chose its move (a search much deeper than the static
// evaluation it teaches) and the game's result. Written in chunks of games so that a long
// run can stop and go on where it stopped (scripts/train data).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "position.h"

namespace sanggi::train {

struct GenerateOptions {
  int games = 50;            // in this chunk
  uint64_t nodes = 8000;     // per move, varied per game between half and one and a half times
  int min_random_plies = 6;  // the opening: this many plies or more chosen with randomness
  int max_random_plies = 14;
  int randomness_cp = 150;  // for those plies (as a level's randomness)
  int max_plies = 400;      // longer games are adjudicated a draw
  uint64_t seed = 1;
  std::vector<std::string> start_fens;  // one chosen at random per game; empty: the start
};

struct GenerateCounts {
  int games = 0, positions = 0;
  int white_wins = 0, black_wins = 0, draws = 0;
};

// Plays options.games games and writes, for each, the positions after its random opening in
// which the side to move is not in check and the search's move is quiet, one line each:
//   FEN;score;result
// score: the search's centipawns from the side to move's view (decided scores as +-SCORE_MATE
// - plies); result: the game's result for the first player (1, 0.5, 0).
// `games`, when given, gets each game as one line: its start FEN, then its moves in machine
// notation, then the result (1-0, 0-1, 1/2-1/2), separated by ';' (the puzzles' source games).
GenerateCounts generate(const Variant& variant, const GenerateOptions& options,
                        std::ostream& out, std::ostream* games = nullptr);

// Scores positions given as "FEN;result" lines (games against other engines, scripts/tune's
// data) with a search of `nodes` nodes each, writing "FEN;score;result" as generate() does
// (lines that do not parse, and positions in check or already over, are left out).
// Returns the number written.
int label(const Variant& variant, uint64_t nodes, std::istream& in, std::ostream& out);

}  // namespace sanggi::train
