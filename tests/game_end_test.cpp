// How games end: pass and double pass, bikjang, points, repetition, perpetual check, the
// move limit (docs/rules/janggi.md and docs/rules/xiangqi.md "end of the game").
#include <catch2/catch.hpp>

#include "fen.h"
#include "notation/machine.h"
#include "test_positions.h"

using namespace sanggi;
using sanggi::testing::position;

namespace {
void play(Position& pos, std::initializer_list<const char*> moves) {
  for (const char* text : moves) {
    auto m = parse_machine_move(pos, text);
    INFO(text << ": " << m.error());
    REQUIRE(m.ok());
    pos.make(m.value());
  }
}

std::string end_of(const Position& pos) {
  GameEnd end = pos.game_end();
  if (!end.over()) return "no";
  return std::string(outcome_name(end.outcome)) + " " + end_reason_name(end.reason);
}
}  // namespace

TEST_CASE("Janggi: a pass is legal when not in check, and two passes end the game", "[janggi]") {
  Position pos = position("janggi");
  play(pos, {"e2e2"});
  CHECK(end_of(pos) == "no");
  play(pos, {"e9e9"});
  MoveList moves;
  pos.legal_moves(moves);
  CHECK(moves.empty());
  // 72 points each, and Han's 1.5: Han wins on points.
  GameEnd end = pos.game_end();
  CHECK(end_of(pos) == "black double-pass");
  CHECK(end.by_points);
  CHECK(end.white_points_tenths == 720);
  CHECK(end.black_points_tenths == 735);
}

TEST_CASE("Janggi traditional: a double pass is a draw", "[janggi]") {
  Position pos = position("janggitraditional");
  play(pos, {"e2e2", "e9e9"});
  CHECK(end_of(pos) == "draw double-pass");
  CHECK_FALSE(pos.game_end().by_points);
}

TEST_CASE("Janggi: no pass when in check", "[janggi]") {
  // Han's chariot on e8 checks Cho's general on e2 along the open file.
  Position pos = position("janggi", "3k5/9/4r4/9/9/9/9/9/4K4/9 w - - 0 1");
  CHECK(pos.in_check());
  MoveList moves;
  pos.legal_moves(moves);
  CHECK_FALSE(moves.contains(make_move(pos.geometry().square(4, 1), pos.geometry().square(4, 1))));
}

TEST_CASE("Janggi: bikjang answered by a pass ends the game on points", "[janggi][bikjang]") {
  Position pos = position("janggi", "r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1");
  CHECK(pos.state().bikjang);
  play(pos, {"e2e2"});
  CHECK(end_of(pos) == "black bikjang");  // 13 against 13 + 1.5
  Position traditional = position("janggitraditional", "r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1");
  play(traditional, {"e2e2"});
  CHECK(end_of(traditional) == "draw bikjang");
}

TEST_CASE("Janggi: Cho wins on points only with more than Han's 1.5", "[janggi]") {
  // Cho has a chariot and a soldier (15), Han a chariot (13 + 1.5 = 14.5).
  Position pos = position("janggi", "r3k4/9/9/9/9/9/P8/9/4K4/R8 w - - 0 1");
  play(pos, {"e2e2"});
  CHECK(end_of(pos) == "white bikjang");
  GameEnd end = pos.game_end();
  CHECK(end.white_points_tenths == 150);
  CHECK(end.black_points_tenths == 145);
}

TEST_CASE("Janggi casual: facing generals is an ordinary position", "[janggi]") {
  Position pos = position("janggicasual", "r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1");
  CHECK_FALSE(pos.state().bikjang);
  play(pos, {"e2e2"});
  CHECK(end_of(pos) == "no");
}

TEST_CASE("Janggi: the third repetition is decided on points", "[janggi][repetition]") {
  Position pos = position("janggi");
  play(pos, {"b1c3", "b10c8", "c3b1", "c8b10", "b1c3", "b10c8", "c3b1"});
  CHECK(end_of(pos) == "no");
  play(pos, {"c8b10"});
  CHECK(end_of(pos) == "black repetition");
  Position casual = position("janggicasual");
  play(casual, {"b1c3", "b10c8", "c3b1", "c8b10", "b1c3", "b10c8", "c3b1", "c8b10"});
  CHECK(end_of(casual) == "draw repetition");
}

TEST_CASE("Janggi: 100 plies without a capture end the game", "[janggi]") {
  Position pos = position("janggi", "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 99 80");
  CHECK(end_of(pos) == "no");
  play(pos, {"a1a2"});
  CHECK(end_of(pos) == "white move-limit");  // 13 against 1.5
}

TEST_CASE("Xiangqi: perpetual check loses for the checking side", "[xiangqi][repetition]") {
  Position pos = position("xiangqi", "4k4/7R1/9/9/9/9/9/9/9/3K5 w - - 0 1");
  play(pos, {"h9h10", "e10e9", "h10h9", "e9e10", "h9h10", "e10e9", "h10h9"});
  CHECK(end_of(pos) == "no");
  play(pos, {"e9e10"});
  CHECK(end_of(pos) == "black perpetual-check");
}

TEST_CASE("Xiangqi: a repetition without perpetual check is a draw", "[xiangqi][repetition]") {
  Position pos = position("xiangqi");
  play(pos, {"b1c3", "b10c8", "c3b1", "c8b10", "b1c3", "b10c8", "c3b1", "c8b10"});
  CHECK(end_of(pos) == "draw repetition");
}

TEST_CASE("Xiangqi: the flying general makes a move illegal", "[xiangqi]") {
  // The red horse on e5 is the only piece between the generals: every horse move would
  // leave them facing, so it has none.
  Position pos = position("xiangqi", "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
  MoveList moves;
  pos.legal_moves(moves);
  const Geometry& g = pos.geometry();
  int horse_moves = 0;
  for (Move m : moves) horse_moves += move_from(m) == g.square(4, 4);
  CHECK(horse_moves == 0);
  CHECK(moves.size() == 3);  // the general: d1, f1, e2
}

TEST_CASE("Xiangqi: stalemate loses", "[xiangqi]") {
  // Black's general on d10 is not attacked, but e10 is (chariot e8) and d9 is (horse b8).
  Position pos = position("xiangqi", "3k5/9/1N2R4/9/9/9/9/9/9/4K4 b - - 0 1");
  MoveList moves;
  pos.legal_moves(moves);
  CHECK(moves.empty());
  CHECK_FALSE(pos.in_check());
  CHECK(end_of(pos) == "white stalemate");
}
