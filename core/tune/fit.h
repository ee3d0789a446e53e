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
};

struct FitReport {
  int positions = 0;
  double k = 1;  // the logistic scale: P(first player wins) = 1 / (1 + 10^(-k * eval / 400))
  double error_before = 0, error_after = 0;
  int numbers = 0, changed = 0, passes = 0;
};

// Fits `data` (the variant's evaluation data, changed in place) to the samples. Progress and
// the report go to `log`.
FitReport fit(const Variant& variant, GameEval& data, std::vector<Sample>& samples,
              const FitOptions& options, std::ostream& log);

// The evaluation data as C++ for eval_<game>.cpp: the body of the `g.pieces = {...}` list and
// the game-wide numbers.
std::string as_cpp(const GameEval& data);

}  // namespace sanggi::tune
