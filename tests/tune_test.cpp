// The tuner's data and fit (core/tune): labelled lines are read or refused, an --only word
// that names no number is refused, and a fit to labels made by known evaluation data moves a
// number toward it, with its safeguards (the held-out share, mirror points kept equal,
// bounded moves).
#include <catch2/catch.hpp>

#include <cmath>
#include <sstream>

#include "evaluate.h"
#include "fen.h"
#include "fit.h"
#include "random_positions.h"

using namespace sanggi;

namespace {
const char* START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

int white_eval(const Position& pos, const EvalTables& t) {
  const int e = evaluate(pos, t);
  return pos.side_to_move() == WHITE ? e : -e;
}

// 600 random positions of `v`, each labelled with the score of `truth` and, as its result,
// that score's win probability (so the labels' fitted scale is 400).
std::vector<tune::Sample> labelled_by(const Variant& v, const GameEval& truth, uint64_t seed) {
  const auto tables = build_eval_tables(v, truth);
  std::vector<tune::Sample> samples;
  for (const Position& pos : testing::random_positions(v, 600, seed, 120, true)) {
    const int score = white_eval(pos, *tables);
    const float result = float(1 / (1 + std::pow(10.0, -score / 400.0)));
    samples.push_back({pos, result, true, score});
  }
  return samples;
}

int bonus(const PieceEval& p, int file_offset, int rank) {
  for (const PieceEval::PointBonus& b : p.palace_points)
    if (b.file_offset == file_offset && b.rank == rank) return b.bonus;
  FAIL("no palace point " << file_offset << "," << rank);
  return 0;
}
}  // namespace

TEST_CASE("tuner: result and Fairy-Stockfish score lines are read, bad ones skipped", "[tune]") {
  const Variant& v = *find_variant("xiangqi");
  std::istringstream in(std::string(START) + ";1\n" + START + ";0.5;-120\n" + START + ";x\n" +
                        START + ";1;\n" + START + ";1;12abc\n" + "nonsense;1\n" + "no separator\n");
  int skipped = 0;
  const auto samples = tune::load_samples(v, in, skipped);
  REQUIRE(samples.size() == 2);
  CHECK(skipped == 5);
  CHECK(samples[0].result == 1.0f);
  CHECK_FALSE(samples[0].labelled);
  CHECK(samples[1].result == 0.5f);
  CHECK(samples[1].labelled);
  CHECK(samples[1].score == -120);
}

TEST_CASE("tuner: a fit to labels from known data moves toward them, within its bounds", "[tune]") {
  const Variant& v = *find_variant("xiangqi");
  // The "truth": the chariot worth 120 more. 600 positions: the fit moves over a hundred
  // numbers at once, and with 300 the held-out error rose on every pass (too few positions
  // for that many numbers).
  GameEval truth = game_eval(v);
  for (PieceEval& p : truth.pieces)
    if (p.letter == 'R') p.value.mg += 120, p.value.eg += 120;
  std::vector<tune::Sample> samples = labelled_by(v, truth, 7);
  GameEval data = game_eval(v);
  // Mirror points that differ at the start are fitted as one (from their mean).
  for (PieceEval::PointBonus& b : data.pieces[0].palace_points)
    if (b.rank == 1 && b.file_offset != 0) b.bonus = b.file_offset < 0 ? -40 : 0;
  const int chariot_before = data.pieces[4].value.mg;
  REQUIRE(data.pieces[4].letter == 'R');
  tune::FitOptions o;
  o.passes = 3;
  o.quiet_only = false;
  o.max_shift = 40;
  std::ostringstream log;
  const tune::FitReport r = tune::fit(v, data, samples, o, log);
  CHECK(r.validation_positions == 60);
  CHECK(r.positions == 540);
  CHECK(r.label_scale == Approx(400).margin(10));
  CHECK(r.error_after < r.error_before);
  CHECK(r.validation_after < r.validation_before);
  const int chariot = data.pieces[4].value.mg;
  CHECK(chariot > chariot_before);
  CHECK(chariot <= chariot_before + std::max(40, chariot_before / 4));  // bounded
  REQUIRE(data.pieces[0].letter == 'K');
  CHECK(bonus(data.pieces[0], -1, 1) == bonus(data.pieces[0], 1, 1));
  CHECK(bonus(data.pieces[0], -1, 2) == bonus(data.pieces[0], 1, 2));
  // Without a held-out share (on the 540 positions the fit kept) it still moves: every
  // pass that moves a number counts.
  GameEval plain = game_eval(v);
  o.validation = 0;
  std::ostringstream log2;
  const tune::FitReport r2 = tune::fit(v, plain, samples, o, log2);
  CHECK(r2.validation_positions == 0);
  CHECK(plain.pieces[4].value.mg > chariot_before);
}

TEST_CASE("tuner: the per-point fit finds a bonus the labels have, held out by the caller",
          "[tune]") {
  const Variant& v = *find_variant("xiangqi");
  // The "truth": a chariot across the river worth 100 more.
  GameEval truth = game_eval(v);
  for (PieceEval& p : truth.pieces)
    if (p.letter == 'R') p.crossed.mg += 100, p.crossed.eg += 100;
  std::vector<tune::Sample> samples = labelled_by(v, truth, 11);
  int marked = 0;
  for (size_t i = 0; i < samples.size(); ++i) {
    samples[i].held = i % 5 == 4;  // as `fit --held-last` marks the last games
    marked += samples[i].held;
  }
  GameEval data = game_eval(v);
  tune::FitOptions o;
  o.passes = 10;
  o.quiet_only = false;
  o.max_shift = 150;
  o.points = true;
  std::ostringstream log;
  const tune::FitReport r = tune::fit(v, data, samples, o, log);
  CHECK(r.validation_positions == marked);  // exactly the marked ones, not a share
  CHECK(r.validation_after < r.validation_before);
  CHECK(r.error_after < r.error_before);
  REQUIRE(data.pieces[4].letter == 'R');
  const std::vector<Phased>& points = data.pieces[4].point_bonus;
  REQUIRE(points.size() == 50);  // 10 ranks, 5 files from the centre
  // Beyond the river (relative ranks 5-9) the chariot's points rose on average, and no
  // bonus left its bound.
  int across = 0, home = 0;
  for (int point = 0; point < 50; ++point) {
    CHECK(std::abs(points[size_t(point)].mg) <= 150);
    (point >= 25 ? across : home) += points[size_t(point)].mg + points[size_t(point)].eg;
  }
  CHECK(across / 50 > home / 50 + 20);
  // Without held-out positions (--validation 0) it fits all of them, judged on them.
  GameEval plain = game_eval(v);
  std::vector<tune::Sample> all = labelled_by(v, truth, 11);
  o.validation = 0;
  std::ostringstream log2;
  const tune::FitReport r2 = tune::fit(v, plain, all, o, log2);
  CHECK(r2.validation_positions == 0);
  CHECK(r2.error_after < r2.error_before);
  CHECK(r2.changed > 0);
}

TEST_CASE("tuner: an --only word must name some number of the game", "[tune]") {
  const Variant& v = *find_variant("xiangqi");
  const GameEval data = game_eval(v);
  CHECK(tune::unknown_only_word(v, data, {}) == "");
  CHECK(tune::unknown_only_word(v, data, {"tempo", "R.value", "rank_bonus"}) == "");
  // The first word that names nothing is the one reported.
  CHECK(tune::unknown_only_word(v, data, {"tempo", "nosuchword", "pair"}) == "nosuchword");
  // The general has a table but no value to fit: "K.centre" names a number, "K.value" none.
  CHECK(tune::unknown_only_word(v, data, {"K.centre"}) == "");
  CHECK(tune::unknown_only_word(v, data, {"K.value"}) == "K.value");
}
