// Human notation (docs/rules/janggi.md and docs/rules/xiangqi.md "Notation shown to people"), machine moves,
// game records and Janggi setups.
#include <catch2/catch.hpp>
#include <set>

#include "fen.h"
#include "notation/human.h"
#include "notation/machine.h"
#include "notation/record.h"
#include "test_positions.h"
#include "variants/janggi_setup.h"

using namespace sanggi;
using sanggi::testing::position;

namespace {
std::string text(const Position& pos, const char* machine, NotationStyle style) {
  auto m = parse_machine_move(pos, machine);
  INFO(machine << ": " << m.error());
  REQUIRE(m.ok());
  return move_text(pos, m.value(), style);
}

std::string parsed(const Position& pos, const std::string& human) {
  auto m = parse_move(pos, human);
  if (!m) return "error: " + m.error();
  return machine_move(pos.geometry(), m.value());
}

// Each {machine move, its native text}: written so, and read back as the same move.
void check_native(const Position& pos,
                  std::initializer_list<std::pair<const char*, const char*>> moves) {
  for (const auto& [machine, native] : moves) {
    CHECK(text(pos, machine, NotationStyle::NATIVE) == native);
    CHECK(parsed(pos, native) == machine);
  }
}
}  // namespace

TEST_CASE("Janggi KJA notation", "[notation][janggi]") {
  Position pos = position("janggi");
  // The example of docs/rules/janggi.md: Cho's soldier from i4 (rank digit 7, file 9) to h4.
  CHECK(text(pos, "i4h4", NotationStyle::NATIVE) == "79졸78");
  CHECK(text(pos, "i4h4", NotationStyle::LATIN) == "79P78");
  CHECK(text(pos, "i4h4", NotationStyle::WESTERN) == "P i4-h4");
  CHECK(text(pos, "b1c3", NotationStyle::NATIVE) == "02마83");  // rank 1 is digit 0
  CHECK(text(pos, "e2e2", NotationStyle::NATIVE) == "한수쉼");
  CHECK(text(pos, "e2e2", NotationStyle::MACHINE) == "e2e2");
  CHECK(text(pos, "e2e1", NotationStyle::NATIVE) == "95장05");
  pos.play(parse_machine_move(pos, "i4h4").value());
  CHECK(text(pos, "a7a6", NotationStyle::NATIVE) == "41병51");
  CHECK(parsed(pos, "41병51") == "a7a6");
  CHECK(parsed(pos, "41졸51") == "a7a6");  // either soldier name is understood
  CHECK(parsed(pos, "41P51") == "a7a6");
  CHECK(parsed(pos, "P a7-a6") == "a7a6");
  CHECK(parsed(pos, "한수쉼") == "e9e9");
  CHECK(parsed(pos, "pass") == "e9e9");
  CHECK(parsed(pos, "42병52").rfind("error:", 0) == 0);
}

TEST_CASE("Xiangqi WXF notation", "[notation][xiangqi]") {
  Position pos = position("xiangqi");
  CHECK(text(pos, "h1g3", NotationStyle::NATIVE) == "H2+3");  // docs/rules/xiangqi.md's example
  CHECK(text(pos, "h3e3", NotationStyle::NATIVE) == "C2.5");
  CHECK(text(pos, "a1a2", NotationStyle::NATIVE) == "R9+1");
  CHECK(text(pos, "c1e3", NotationStyle::NATIVE) == "E7+5");
  CHECK(text(pos, "h3h10", NotationStyle::NATIVE) == "C2+7");
  CHECK(parsed(pos, "H2+3") == "h1g3");
  CHECK(parsed(pos, "h2+3") == "h1g3");
  CHECK(parsed(pos, "C2=5") == "h3e3");
  CHECK(parsed(pos, "N2+3") == "h1g3");  // N and B for horse and elephant are accepted too
  pos.play(parse_machine_move(pos, "h1g3").value());
  // Black counts files from its own right: b10 is its file 2.
  CHECK(text(pos, "b10c8", NotationStyle::NATIVE) == "H2+3");
  CHECK(text(pos, "h8e8", NotationStyle::NATIVE) == "C8.5");
  CHECK(text(pos, "a10a9", NotationStyle::NATIVE) == "R1+1");
}

TEST_CASE("WXF with two pieces on one file", "[notation][xiangqi]") {
  // Red chariots on e3 and e6: the front one is +R, the rear one -R.
  Position pos = position("xiangqi", "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1");
  check_native(pos, {{"e6a6", "+R.9"}, {"e3e4", "-R+1"}, {"e3e1", "-R-2"}});
}

TEST_CASE("Sin-yeon-sang-gi WXF notation counts 13 files", "[notation][sinyeonsanggi]") {
  Position pos = position("sinyeonsanggi");
  check_native(pos, {{"a1a2", "R13+1"}, {"b3b10", "C12+7"}, {"d1e3", "H10+9"}});
}

TEST_CASE("Gwangsanghui notation", "[notation][gwangsanghui]") {
  Position pos = position("gwangsanghui");
  CHECK(text(pos, "e6e7", NotationStyle::NATIVE) == "步e6-e7");
  CHECK(text(pos, "e6e7", NotationStyle::LATIN) == "Pe6-e7");
  CHECK(text(pos, "e6e7", NotationStyle::WESTERN) == "P e6-e7");
  CHECK(parsed(pos, "Pe6-e7") == "e6e7");
  CHECK(parsed(pos, "步e6-e7") == "e6e7");
}

TEST_CASE("Machine moves: errors say what is wrong", "[notation]") {
  Position pos = position("janggi");
  CHECK(parsed(pos, "b1c3") == "b1c3");
  CHECK(parsed(pos, "  b1c3 ") == "b1c3");
  CHECK_THAT(parsed(pos, "b1c4"), Catch::Contains("not a legal move"));
  CHECK_THAT(parsed(pos, "d5d6"), Catch::Contains("there is no piece on d5"));
  CHECK_THAT(parsed(pos, "z9z9"), Catch::Contains("not a legal move"));
  CHECK_THAT(parsed(pos, ""), Catch::Contains("empty move"));
  CHECK_THAT(parsed(pos, std::string(500, 'a')), Catch::Contains("too long"));
}

TEST_CASE("Move errors carry a code and the text's parameters", "[notation][errors]") {
  Position pos = position("janggi");
  auto illegal = parse_move(pos, "b1c4");
  CHECK(illegal.code() == "illegal-move");
  CHECK(illegal.params() == ErrorParams{{"text", "b1c4"}});
  auto empty_point = parse_move(pos, "d5d6");
  CHECK(empty_point.code() == "no-piece");
  CHECK(empty_point.params() == ErrorParams{{"text", "d5d6"}, {"square", "d5"}});
  // Cho's soldiers stand on rank 7 (points 71, 73...): none on 57.
  auto unknown = parse_move(pos, "졸57-47");
  CHECK(unknown.code() == "move-no-piece");
  REQUIRE(unknown.params().size() == 2);
  CHECK(unknown.params()[0] == std::pair<std::string, std::string>{"text", "졸57-47"});
  CHECK(unknown.params()[1].first == "example");
  CHECK(parse_move(pos, "").code() == "empty-move");
  CHECK(parse_move(position("xiangqi"), "pass").code() == "pass-not-allowed");
}

TEST_CASE("Janggi: the sixteen setups", "[janggi][setup]") {
  CHECK(janggi_setups().size() == 4);
  // Both sides 마상상마 is the usual start; both 상마마상 the outer-elephant FEN of
  // perft_test.cpp.
  CHECK(*janggi_start_fen("NBBN", "NBBN") == find_variant("janggi")->start_fen);
  CHECK(*janggi_start_fen("상마마상", "elephant-horse-horse-elephant") ==
        "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1");
  // Han's setup is read from Han's own left, so it is mirrored on rank 10.
  CHECK(*janggi_start_fen("마상마상", "EHEH") ==
        "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1");
  CHECK(*janggi_start_fen("상마상마", "NBNB") ==
        "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1");
  // The formation names players use are read too: 원앙마 starts from 마상상마, 양귀마 (both
  // horses reach the palace's top corners) from 상마마상, 왼귀마 from 상마상마 (the horse on
  // the player's own left is on file c).
  CHECK(*janggi_start_fen("원앙마", "양귀마") ==
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1");
  CHECK(*janggi_start_fen("왼귀마", "왼귀마") == *janggi_start_fen("BNBN", "BNBN"));
  CHECK(*janggi_start_fen("오른귀마", "오른귀마") == *janggi_start_fen("NBNB", "NBNB"));
  CHECK_FALSE(janggi_start_fen("귀마", "NBNB"));  // two setups are 귀마: say which
  CHECK_FALSE(janggi_start_fen("NNBB", "NBNB"));
  CHECK_FALSE(janggi_start_fen("", "NBNB"));
  std::set<std::string> fens;
  for (const auto& han : janggi_setups())
    for (const auto& cho : janggi_setups()) {
      auto fen = janggi_start_fen(han.code, cho.code);
      REQUIRE(fen);
      CHECK(parse_fen(*find_variant("janggi"), *fen).ok());
      fens.insert(*fen);
    }
  CHECK(fens.size() == 16);
}

// Issue 59, item 7: a typed move that cannot be played says why, and its example is in the
// game's own notation (never only machine moves).
TEST_CASE("Typed moves: why a move of the notation cannot be played", "[notation][errors]") {
  // Xiangqi: Red's horse on b1 (WXF file 8) with its leg on b2 blocked by Red's own cannon.
  Position blocked = position("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/1C7/RNBAKABNR w - - 0 1");
  for (const char* text : {"马8进7", "马八进七", "H8+7", "N8+7"}) {
    INFO(text);
    auto r = parse_move(blocked, text);
    CHECK(r.code() == "move-blocked");
    CHECK_THAT(r.error(), Catch::Contains("the Horse's way is blocked"));
  }
  // The same move with the leg free is played.
  CHECK(parsed(position("xiangqi"), "马8进7") == "b1c3");
  // Red's chariot on e2 stands between its general and Black's chariot: moving it aside
  // would leave the general in check.
  Position pinned = position("xiangqi", "4k4/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
  auto exposed = parse_move(pinned, "车五平四");
  CHECK(exposed.code() == "move-leaves-check");
  CHECK_THAT(exposed.error(), Catch::Contains("in check"));
  // No horse on file 5 at the start.
  auto none = parse_move(position("xiangqi"), "马5进7");
  CHECK(none.code() == "move-no-piece");
  // Not a move in any notation: the example is the game's own notation (WXF), not machine.
  auto nonsense = parse_move(position("xiangqi"), "xyz");
  CHECK(nonsense.code() == "illegal-move");
  REQUIRE(nonsense.params().size() == 2);
  CHECK(nonsense.params()[1].second.find_first_of("+-.") != std::string::npos);
  CHECK_THAT(nonsense.error(), Catch::Contains("nor a move in any notation"));
  // Janggi: Cho's chariot on 01 (a1) cannot go up the file through its own soldier on 71 (a4).
  auto through = parse_move(position("janggi"), "01차51");
  CHECK(through.code() == "move-blocked");
  // Cho's cannon on 82 (b3) needs a piece to jump over: b4 and b5 are empty, so 82포52 (to
  // b6) is a cannon's move with its screen missing.
  auto screenless = parse_move(position("janggi"), "82포52");
  CHECK(screenless.code() == "move-blocked");
  CHECK_THAT(screenless.error(), Catch::Contains("no screen"));
  // Machine moves get the same reasons.
  CHECK(parse_move(position("janggi"), "a1a6").code() == "move-blocked");  // through a4's soldier
  CHECK(parse_move(position("janggi"), "b1c2").code() == "move-not-possible");
  CHECK(parse_move(pinned, "e2d2").code() == "move-leaves-check");
  CHECK(parse_move(position("janggi"), "b1c4").code() == "illegal-move");  // onto its own soldier
  // A horse does not move one point straight ahead: 02 (b1) to 92 (b2).
  auto straight = parse_move(position("janggi"), "02마92");
  CHECK(straight.code() == "move-not-possible");
  CHECK_THAT(straight.error(), Catch::Contains("does not move that way"));
}
