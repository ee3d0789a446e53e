// The search solves hand-made wins in 1, 2 and 3 moves in every game: checkmates, the
// captured Marshal (Gwangsanghui), and Janggi's bikjang and double-pass decisions. Each
// position is first checked by a rules-only solver (search_solver.h), so a test fails if the
// position is not what it claims as well as if the search misses the win.
#include <catch2/catch.hpp>
#include <string>

#include "fen.h"
#include "notation/machine.h"
#include "search.h"
#include "search_solver.h"

using namespace sanggi;

namespace {

struct WinCase {
  const char* name;
  const char* variant;
  const char* fen;
  const char* moves;  // played from the FEN first (space separated), or ""
  int n;              // the side to move wins in exactly n moves
};

const WinCase CASES[] = {
    // Xiangqi: chariots with the flying-general rule confining the king.
    {"xiangqi mate in 1", "xiangqi", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", "", 1},
    {"xiangqi mate in 2", "xiangqi", "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1", "", 2},
    {"xiangqi mate in 3", "xiangqi", "5k3/9/9/9/9/9/9/9/4A4/R2AK4 w - - 0 1", "", 3},
    // Janggi: checkmates, and wins through bikjang and the points count (Han's general
    // walking into bikjang lets Cho pass and win on points).
    {"janggi mate in 1", "janggi", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", "", 1},
    {"janggi mate in 2", "janggi", "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1", "", 2},
    {"janggi win in 3", "janggi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "", 3},
    {"janggi bikjang at the root: pass wins on points", "janggi",
     "3aka3/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1", "", 1},
    {"janggi double pass wins on points", "janggi", "3k5/9/9/9/9/9/9/9/3A1A3/4K4 b - - 0 1",
     "d10d10", 1},
    // Sin-yeon-sang-gi: the same chariot patterns on the 13-file board.
    {"sinyeonsanggi mate in 1", "sinyeonsanggi", "6k6/R12/13/13/13/13/13/13/13/1R3K7 w - - 0 1", "",
     1},
    {"sinyeonsanggi mate in 2", "sinyeonsanggi", "6k6/13/13/13/13/13/13/13/13/RR3K7 w - - 0 1", "",
     2},
    {"sinyeonsanggi mate in 3", "sinyeonsanggi", "7k5/13/13/13/13/13/13/13/6A6/R4AK6 w - - 0 1", "",
     3},
    // Gwangsanghui: no check rule; capturing the Marshal wins. A Marshal boxed in by its
    // advisors, and one hunted in its palace by two chariots.
    {"gwangsanghui Marshal capture", "gwangsanghui",
     "15/15/7k7/15/15/15/15/15/15/7R7/15/7K7/15/15 w - - 0 1", "", 1},
    {"gwangsanghui Marshal capture in 2", "gwangsanghui",
     "15/6ka7/6aa7/15/15/15/15/15/15/15/15/7K7/15/R14 w - - 0 1", "", 2},
    {"gwangsanghui Marshal capture in 3", "gwangsanghui",
     "15/15/7k7/15/15/15/15/15/15/15/15/7K7/15/RR13 w - - 0 1", "", 3},
    {"gwangsanghui-dlp Marshal capture in 2", "gwangsanghui-dlp",
     "15/6ka7/6aa7/15/15/15/15/15/15/15/15/7K7/15/R14 w - - 0 1", "", 2},
};

Position load(const WinCase& c) {
  const Variant* v = find_variant(c.variant);
  REQUIRE(v);
  auto parsed = parse_fen(*v, c.fen);
  INFO(parsed.error());
  REQUIRE(parsed.ok());
  Position pos = parsed.value();
  std::string moves = c.moves;
  for (size_t start = 0; start < moves.size();) {
    size_t end = moves.find(' ', start);
    if (end == std::string::npos) end = moves.size();
    auto m = parse_machine_move(pos, moves.substr(start, end - start));
    INFO(m.error());
    REQUIRE(m.ok());
    pos.make(m.value());
    start = end + 1;
  }
  return pos;
}

// The best move and score of a search of `pos` to `depth`.
SearchResult search_to(const Position& pos, int depth) {
  Searcher searcher(4);
  SearchLimits limits;
  limits.depth = depth;
  return searcher.search(pos, limits);
}

}  // namespace

TEST_CASE("search finds the shortest forced win in every game", "[search][mate]") {
  for (const WinCase& c : CASES) {
    SECTION(c.name) {
      Position pos = load(c);
      // The position is what it claims: a win in exactly n, by the rules alone.
      REQUIRE(testing::win_distance(pos, c.n) == c.n);
      const SearchResult r = search_to(pos, 2 * c.n + 2);
      INFO("best " << machine_move(pos.geometry(), r.best) << " score " << r.score);
      CHECK(r.score == SCORE_MATE - (2 * c.n - 1));
      REQUIRE(pos.is_legal(r.best));
      // The chosen move keeps the win in n - 1 against every defence.
      const Color us = pos.side_to_move();
      pos.make(r.best);
      CHECK(testing::wins_against_every_reply(pos, us, c.n - 1));
    }
  }
}

TEST_CASE("the losing side sees the forced loss", "[search][mate]") {
  // Xiangqi mate in 2 after White's first move: Black is lost in every line.
  Position pos = load({"", "xiangqi", "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1", "a1a9", 0});
  const SearchResult r = search_to(pos, 5);
  CHECK(r.score == -(SCORE_MATE - 2));
}

TEST_CASE("janggi bikjang: pass or break it, by rule set and points", "[search][janggi]") {
  // Cho (white) faces bikjang and Han is far ahead on points.
  const char* fen = "rr1aka3/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
  SECTION("janggi: passing ends the game on points and loses, so Cho breaks the facing") {
    Position pos = parse_fen(*find_variant("janggi"), fen).value();
    REQUIRE(pos.state().bikjang);
    const SearchResult r = search_to(pos, 4);
    CHECK_FALSE(is_pass(r.best));
    REQUIRE(pos.is_legal(r.best));
    pos.make(r.best);
    CHECK_FALSE(pos.royals_facing());
  }
  SECTION("janggitraditional: bikjang is a draw, better than the lost ending, so Cho passes") {
    Position pos = parse_fen(*find_variant("janggitraditional"), fen).value();
    const SearchResult r = search_to(pos, 4);
    CHECK(is_pass(r.best));
    CHECK(r.score == 0);
  }
}

TEST_CASE("janggi: no pass when it would hand over a lost points count", "[search][janggi]") {
  // Han passed; Cho is behind on points (two chariots against a guard), so passing back
  // would end the game and lose it.
  Position pos = load({"", "janggi", "rr1k5/9/9/9/9/9/9/9/9/3AK4 b - - 0 1", "d10d10", 0});
  const SearchResult r = search_to(pos, 3);
  CHECK_FALSE(is_pass(r.best));
  CHECK(pos.is_legal(r.best));
}

TEST_CASE("janggi: even a one-ply search does not pass into a lost points count",
          "[search][janggi]") {
  // Cho is far behind on points. A pass would let Han pass back and end the game on points,
  // which the quiescence search must see; a level-2 player (one ply, much randomness) never
  // passes here, whatever its seed.
  Position pos = parse_fen(*find_variant("janggi"), "rr1k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1").value();
  Searcher searcher(1);
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    SearchLimits limits = level_limits(2);
    limits.movetime_ms = 0;
    limits.seed = seed;
    const SearchResult r = searcher.search(pos, limits);
    INFO("seed " << seed);
    REQUIRE(pos.is_legal(r.best));
    CHECK_FALSE(is_pass(r.best));
  }
}

TEST_CASE("gwangsanghui: an attacked Marshal is defended before anything else",
          "[search][gwangsanghui]") {
  // South's Marshal on h3 is attacked down the h-file; a free elephant on a14 is bait.
  for (const char* variant : {"gwangsanghui", "gwangsanghui-dlp"}) {
    Position pos = parse_fen(*find_variant(variant),
                             "e14/15/7k7/15/7r7/15/15/15/15/15/15/7K7/15/R14 w - - 0 1")
                       .value();
    const SearchResult r = search_to(pos, 4);
    REQUIRE(pos.is_legal(r.best));
    pos.make(r.best);
    INFO(variant << ": " << machine_move(pos.geometry(), r.best));
    // North to move must not be able to take the Marshal.
    CHECK_FALSE(pos.attacked(Square(pos.royal_square(WHITE)), BLACK, pos.movement_set()));
    CHECK(r.score > -(SCORE_MATE - MAX_PLY));
  }
}
