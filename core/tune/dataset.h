// The tuner's data: positions from finished games, each with the game's result. Made by
// self-play at a small node count (self_play) or read from scripts/match's game files
// (read_match_games), and kept as text: one line per position, "FEN;result" with the
// result from the first player's view (1, 0.5 or 0).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "position.h"

namespace sanggi::tune {

struct SelfPlayOptions {
  int games = 100;
  uint64_t nodes = 3000;    // per move
  int random_plies = 10;    // opening plies chosen with randomness, not recorded
  int randomness_cp = 120;  // for those plies
  int max_plies = 300;      // longer games are adjudicated a draw
  uint64_t seed = 1;
  std::vector<std::string> start_fens;  // chosen at random per game; empty: the start
};

// Plays games and writes the positions worth learning from: after the random opening, the
// side to move not in check, and the move played from it quiet (not a capture).
// Returns the number of positions written.
int self_play(const Variant& variant, const SelfPlayOptions& options, std::ostream& out);

// Reads games written by `scripts/match --pgn` (tags, then one line of machine moves and the
// result) and writes their positions the same way. Returns the number written, or -1 with
// `error` set.
int read_match_games(const Variant& variant, std::istream& in, std::ostream& out,
                     std::string& error);

struct Sample {
  Position position;
  float result;  // for the first player; the fit's target (see apply_labels)
  // Fairy-Stockfish's search score for the first player, in its centipawns (scripts/tune
  // label), when the line has one.
  bool labelled = false;
  int score = 0;
  // Held out of the fit by the caller (the last games of each file, `fit --held-last`): the fit
  // then holds out these instead of a share of all.
  bool held = false;
};

// Loads "FEN;result" or "FEN;result;score" lines of the variant (bad lines are counted in
// `skipped`).
std::vector<Sample> load_samples(const Variant& variant, std::istream& in, int& skipped);

}  // namespace sanggi::tune
