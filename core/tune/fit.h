// The Texel method: the evaluation's numbers (eval_data.h) are fitted so that a logistic
// function of the static evaluation predicts the results of the games the positions come
// from, by a local search over each number in turn.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "dataset.h"
#include "eval_data.h"

namespace sanggi::tune {

struct FitOptions {
  int passes = 30;      // at most; it stops earlier when no number moves
  int first_step = 16;  // centipawns; halved when a pass with it changes nothing
  int last_step = 2;
  uint64_t seed = 1;       // the order numbers are tried in
  bool quiet_only = true;  // drop positions with a capture that wins material
  // Positions with Fairy-Stockfish's score (scripts/tune label) are fitted to
  // lambda * game result + (1 - lambda) * the score's win probability.
  double lambda = 0;
  // Held out of the fit: each pass reports their error too, and the fit stops (keeping the
  // best numbers for them) when a pass makes it worse at the smallest step.
  double validation = 0.1;
  // A number moves at most this far from its start (or a quarter of its start, if more).
  int max_shift = 100;
  // Rates (advance, centre, mobility: per rank, file or point) step by first_step / this and
  // move at most max_shift / this; 1 treats them like any number.
  int rate_divisor = 1;
  // Fit only the numbers whose name (as in the report, e.g. "R.value.mg") contains one of these
  // words; empty: every number.
  std::vector<std::string> only;
  // When set, the best numbers so far (as_cpp) are written here after each pass that
  // improves the held-out error, so a long fit can be stopped and still used.
  std::string save_path;
  // Fit every piece's bonus per point (fit_points) instead of the numbers above; `passes`
  // times 20 sweeps at most, the rate first_step / 8 centipawns.
  bool points = false;
};

struct FitReport {
  int positions = 0;
  double k = 1;  // the logistic scale: P(first player wins) = 1 / (1 + 10^(-k * eval / 400))
  double error_before = 0, error_after = 0;
  // The held-out positions (FitOptions::validation) and their error.
  int validation_positions = 0;
  double validation_before = 0, validation_after = 0;
  // Fairy-Stockfish's scale for its labels: P(win) = 1 / (1 + 10^(-score / label_scale)),
  // fitted to the game results; 0 without labels.
  double label_scale = 0;
  int numbers = 0, changed = 0, passes = 0;
};

// Fits `data` (the variant's evaluation data, changed in place) to the samples. Progress and
// the report go to `log`, flushed after each pass. Mirror points of a palace (file offsets
// -f and f, same rank) are fitted as one number.
FitReport fit(const Variant& variant, GameEval& data, std::vector<Sample>& samples,
              const FitOptions& options, std::ostream& log);

// Sets every piece's point_bonus (from none) to fit `train`, keeping the bonuses that predict
// `held` best; k is the logistic scale (FitReport::k). Counts the bonuses, those set and the
// sweeps in `report` (numbers, changed, passes); progress goes to `log`.
void fit_points(const Variant& variant, GameEval& data, const std::vector<Sample>& train,
                const std::vector<Sample>& held, double k, const FitOptions& options,
                FitReport& report, std::ostream& log);

// The first of `words` (FitOptions::only) that is part of no fitted number's name in `data`
// ("R.value.mg", "C.rank_bonus[2].eg", "tempo", ...), or "" when each names some.
std::string unknown_only_word(const Variant& variant, GameEval data,
                              const std::vector<std::string>& words);

// The evaluation data as C++ for eval_<game>.cpp: the body of the `g.pieces = {...}` list and
// the game-wide numbers.
std::string as_cpp(const GameEval& data);

}  // namespace sanggi::tune
