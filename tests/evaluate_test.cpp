// The evaluation's mobility counts exactly the moves move generation gives each piece
// (issue 10: it used to count a Janggi cannon's hops over cannons); its threats are exactly
// the captures of a dearer piece that move generation gives the long-range pieces.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <random>

#include "evaluate.h"
#include "fen.h"
#include "random_positions.h"
#include "test_positions.h"

using namespace sanggi;

namespace {

// Calls f(move, sign) for every move move generation gives either side (the side not to
// move after a null move, which changes nothing on the board); sign is 1 for white's moves.
template <class F>
void for_both_sides_moves(Position& pos, F f) {
  for (int side = 0; side < 2; ++side) {
    MoveList moves;
    pos.pseudo_legal_moves(moves);
    const int sign = pos.side_to_move() == WHITE ? 1 : -1;
    for (Move m : moves) f(m, sign);
    if (side == 0) pos.make_null();
  }
  pos.unmake_null();
}

// Middle game and end game blended by the position's phase, as the evaluation blends them.
int blended(const Position& pos, const EvalTables& t, int mg, int eg) {
  int phase = 0;
  for (Color c : {WHITE, BLACK})
    for (int i = 0; i < pos.piece_count(c); ++i)
      phase += t.phase_weight[type_of(pos.at(pos.pieces(c)[i]))];
  phase = std::min(phase, t.phase_total);
  return (mg * phase + eg * (t.phase_total - phase)) / t.phase_total;
}

// Moves from each square by move generation, for both sides.
std::vector<int> moves_per_square(Position& pos) {
  std::vector<int> count(MAX_SQUARES, 0);
  for_both_sides_moves(pos, [&](Move m, int) { ++count[move_from(m)]; });
  return count;
}

// The mobility term as the tables weigh it, from the moves move generation gives, in white's
// view.
int expected_mobility(Position& pos, const EvalTables& t) {
  const std::vector<int> count = moves_per_square(pos);
  int mg = 0, eg = 0;
  for (Color c : {WHITE, BLACK}) {
    for (int i = 0; i < pos.piece_count(c); ++i) {
      const Square s = pos.pieces(c)[i];
      const PieceType type = type_of(pos.at(s));
      if (!(t.mobile_types & type_bit(type))) continue;
      const int reach = (c == WHITE ? 1 : -1) * (count[s] - t.mobility_base[type]);
      mg += reach * t.mobility[type].mg;
      eg += reach * t.mobility[type].eg;
    }
  }
  return blended(pos, t, mg, eg);
}

// The threat term as the tables weigh it, from the captures move generation gives: each
// capture of a dearer piece by a piece with a mobility term, in white's view.
int expected_threats(Position& pos, const EvalTables& t) {
  int mg = 0, eg = 0;
  for_both_sides_moves(pos, [&](Move m, int sign) {
    if (!is_capture(m)) return;
    const PieceType attacker = type_of(pos.at(move_from(m)));
    const PieceType victim = type_of(move_captured(m));
    if (!(t.mobile_types & type_bit(attacker)) || t.value[victim] <= t.value[attacker]) return;
    mg += sign * t.threatened[victim].mg;
    eg += sign * t.threatened[victim].eg;
  });
  return blended(pos, t, mg, eg);
}

// One term of the evaluation (an EvalTerm bit), from white's view: with it and without it.
int evaluated_term(const Position& pos, const EvalTables& t, unsigned term) {
  const int sign = pos.side_to_move() == WHITE ? 1 : -1;
  return sign * (evaluate(pos, t, term) - evaluate(pos, t, 0));
}
int evaluated_mobility(const Position& pos, const EvalTables& t) {
  return evaluated_term(pos, t, EVAL_MOBILITY);
}
int evaluated_threats(const Position& pos, const EvalTables& t) {
  return evaluated_term(pos, t, EVAL_THREATS);
}

// A side without attackers has its score divided (scale_without_attackers), which blurs a
// term; the random-position tests leave those positions out.
bool blurred(const Position& pos, const EvalTables& t) {
  return t.scale_without_attackers &&
         (!has_attackers(pos, t, WHITE) || !has_attackers(pos, t, BLACK));
}

}  // namespace

TEST_CASE("mobility: a Janggi cannon neither jumps nor takes a cannon", "[evaluate]") {
  // Cho's cannon a1 looks up the a file at Han's cannon a5: no move (it may not jump it);
  // rank 1 is empty, so no screen there. Han's cannon a5 meets Cho's cannon first down the a
  // file and has no screen elsewhere: no move either.
  const Variant& v = *find_variant("janggi");
  auto pos = parse_fen(v, "3k5/9/9/9/9/c8/9/9/4K4/C8 w - - 0 1");
  INFO(pos.error());
  REQUIRE(pos.ok());
  const EvalTables& t = eval_tables(v);
  REQUIRE(t.mobile_types);
  const std::vector<int> count = moves_per_square(pos.value());
  CHECK(count[*v.geometry.parse_square("a1")] == 0);
  CHECK(count[*v.geometry.parse_square("a5")] == 0);
  CHECK(std::abs(evaluated_mobility(pos.value(), t) - expected_mobility(pos.value(), t)) <= 1);
}

TEST_CASE("threats: a Janggi chariot a horse attacks is a threat", "[evaluate]") {
  // Han's horse c8 attacks Cho's chariot b6 (c8-c7 is empty, then b6); Cho's chariot cannot
  // take the horse (c6 is not on its lines). Moving the horse to i9 removes the threat.
  const Variant& v = *find_variant("janggi");
  const EvalTables& t = eval_tables(v);
  REQUIRE(t.threats);
  auto threatened = parse_fen(v, "3k5/9/2n6/9/1R7/9/9/9/4K4/9 w - - 0 1");
  auto safe = parse_fen(v, "3k5/8n/9/9/1R7/9/9/9/4K4/9 w - - 0 1");
  INFO(threatened.error() << safe.error());
  REQUIRE((threatened.ok() && safe.ok()));
  CHECK(evaluated_threats(safe.value(), t) == 0);
  const int expected = expected_threats(threatened.value(), t);
  CHECK(expected != 0);
  CHECK(std::abs(evaluated_threats(threatened.value(), t) - expected) <= 1);
}

TEST_CASE("mobility and threats are what move generation gives, in every game", "[evaluate]") {
  int mobility_compared = 0, threats_compared = 0, threats_nonzero = 0;
  for (const Variant* v : all_variants()) {
    const EvalTables& t = eval_tables(*v);
    if (!t.mobile_types) continue;
    for (Position& pos : testing::random_positions(*v, 40, 11)) {
      if (blurred(pos, t)) continue;
      INFO(v->name << " " << to_fen(pos));
      // Within one for the rounding of the two evaluations.
      CHECK(std::abs(evaluated_mobility(pos, t) - expected_mobility(pos, t)) <= 1);
      ++mobility_compared;
      if (!t.threats) continue;
      const int expected = expected_threats(pos, t);
      CHECK(std::abs(evaluated_threats(pos, t) - expected) <= 1);
      ++threats_compared;
      threats_nonzero += expected != 0;
    }
  }
  CHECK(mobility_compared >= 150);
  CHECK(threats_compared >= 60);
  CHECK(threats_nonzero >= 10);
}

TEST_CASE("the square sums a position keeps are the sums from scratch, in every game",
          "[evaluate]") {
  // Random games with make and unmake: the sums kept move by move (and the line occupancy
  // the move tables' walks read) agree with the board (consistency_error), and the
  // evaluation reading them gives what it gives adding them up itself.
  std::mt19937 rng(5);
  int compared = 0;
  for (const Variant* v : all_variants()) {
    const EvalTables& t = eval_tables(*v);
    for (Position pos : testing::random_positions(*v, 12, 23)) {
      pos.keep_square_sums(t.sums.get());
      for (int ply = 0; ply < 30; ++ply) {
        INFO(v->name << " " << to_fen(pos));
        REQUIRE(pos.consistency_error() == "");
        Position fresh = pos;
        fresh.keep_square_sums(nullptr);
        REQUIRE(evaluate(pos, t) == evaluate(fresh, t));
        ++compared;
        MoveList moves;
        pos.legal_moves(moves);
        if (moves.empty()) break;
        pos.make(moves[int(rng() % uint32_t(moves.size()))]);
        if (ply % 3 == 2) pos.unmake();
      }
    }
  }
  CHECK(compared >= 1000);
}

namespace {

// What each side pays for its palace's shape in the Xiangqi position `fen`, as {white's mg,
// white's eg, black's mg, black's eg} in PalaceShapes' units; checked the same with the
// colours exchanged (ranks mirrored, pieces given to the other side).
std::vector<int> shape_penalties(const char* fen) {
  const Position pos = testing::position("xiangqi", fen);
  const EvalTables& t = eval_tables(pos.variant());
  const Phased w = palace_shape_penalty(pos, t, WHITE);
  const Phased b = palace_shape_penalty(pos, t, BLACK);
  auto mirrored = Position::from_setup(testing::colour_flipped(pos));
  REQUIRE(mirrored.ok());
  const Phased mw = palace_shape_penalty(mirrored.value(), t, WHITE);
  const Phased mb = palace_shape_penalty(mirrored.value(), t, BLACK);
  CHECK(mw.mg == b.mg);
  CHECK(mw.eg == b.eg);
  CHECK(mb.mg == w.mg);
  CHECK(mb.eg == w.eg);
  return {w.mg, w.eg, b.mg, b.eg};
}

}  // namespace

TEST_CASE("palace shapes: the cannons aimed through a general's palace (Xiangqi)", "[evaluate]") {
  // The start position with the centre soldiers gone and Red's cannon on e3: nothing
  // between it and Black's general on e10, whose advisors stand beside it - a hollow cannon,
  // 7 ranks from Black's back rank.
  CHECK(shape_penalties("rnbakabnr/9/1c5c1/p1p3p1p/9/9/P1P3P1P/1C2C4/9/RNBAKABNR b - - 0 1") ==
        std::vector<int>{0, 0, 80, 40});
  // A soldier between: no longer hollow, and not a horse on the palace centre either.
  CHECK(shape_penalties("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C2C4/9/RNBAKABNR b - - 0 1") ==
        std::vector<int>{0, 0, 0, 0});
  // Black's horse on the palace centre e9, the only piece between: the central threat.
  CHECK(shape_penalties("rnbakab1r/4n4/1c5c1/p1p3p1p/9/9/P1P3P1P/1C2C4/9/RNBAKABNR b - - 0 1") ==
        std::vector<int>{0, 0, 30, 30});
  // An advisor on e9 and one on f10, the cannon behind the e9 advisor: a quarter of the
  // central threat (30 / 4), and Black's chariot on c10 beside the general (d10 empty) is
  // blocked in: 80 more.
  CHECK(shape_penalties("2r1kab2/4a4/1c5c1/p1p3p1p/9/9/P1P3P1P/1C2C4/9/RNBAKABNR b - - 0 1") ==
        std::vector<int>{0, 0, 87, 87});
  // The same shape with Red's cannon on Black's back rank at b10, nothing between it and the
  // general: the bottom cannon, 30 on the b file (half in the end game); the e-file cannon
  // gone.
  CHECK(shape_penalties("1C2kab2/4a4/1c5c1/p1p3p1p/9/9/P1P3P1P/9/9/RNBAKABNR b - - 0 1") ==
        std::vector<int>{0, 0, 30, 15});
  // Black's general on the palace centre with both advisors at home: 20; without both
  // advisors nothing is counted.
  CHECK(
      shape_penalties("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") ==
      std::vector<int>{0, 0, 20, 20});
  CHECK(shape_penalties("rnb1kabnr/9/1c5c1/p1p3p1p/9/9/P1P3P1P/1C2C4/9/RNBAKABNR b - - 0 1") ==
        std::vector<int>{0, 0, 0, 0});
}

TEST_CASE("palace shapes are Xiangqi's alone", "[evaluate]") {
  for (const Variant* v : all_variants())
    CHECK((eval_tables(*v).shape_cannon != 0) == (v->name == std::string("xiangqi")));
}
