// FEN reading and writing: round trips, and malformed input returned as errors that name
// the bad field.
#include <catch2/catch.hpp>

#include "fen.h"

using namespace sanggi;

TEST_CASE("Every variant's start FEN reads and writes back unchanged", "[fen]") {
  for (const Variant* v : all_variants()) {
    auto pos = parse_fen(*v, v->start_fen);
    INFO(v->name << ": " << pos.error());
    REQUIRE(pos.ok());
    CHECK(to_fen(pos.value()) == v->start_fen);
  }
}

TEST_CASE("FEN round trips of set-up positions", "[fen]") {
  struct Case {
    const char* variant;
    const char* fen;
  };
  const Case cases[] = {
      {"janggi", "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1"},
      {"janggi", "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 7 23"},
      {"xiangqi", "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1"},
      {"sinyeonsanggi", "5k7/13/13/13/13/13/13/13/13/6K6 b - - 12 40"},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/1G5K7/15/15 w - - 3 9 -"},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/1r5K7/15/15 w - - 0 9 b3"},
      {"gwangsanghui-dlp", "15/15/7k7/15/15/15/15/15/15/15/15/7K7/15/15 b - - 0 1 -"},
  };
  for (const Case& c : cases) {
    auto pos = parse_fen(*find_variant(c.variant), c.fen);
    INFO(c.fen << " " << pos.error());
    REQUIRE(pos.ok());
    CHECK(to_fen(pos.value()) == c.fen);
  }
}

TEST_CASE("FEN accepts Janggi's E and H letters and writes B and N", "[fen]") {
  auto pos = parse_fen(*find_variant("janggi"),
                       "rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w - - 0 1");
  REQUIRE(pos.ok());
  CHECK(to_fen(pos.value()) ==
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1");
}

TEST_CASE("FEN with only board and side takes default counters", "[fen]") {
  auto pos = parse_fen(*find_variant("xiangqi"), "3k5/9/9/9/9/9/9/9/9/4K4 w");
  REQUIRE(pos.ok());
  CHECK(to_fen(pos.value()) == "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
}

TEST_CASE("Malformed FENs are errors naming what is wrong", "[fen][errors]") {
  struct Case {
    const char* variant;
    std::string fen;
    const char* error;  // a part of the expected message
  };
  const std::string janggi_board =
      "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR";
  const Case cases[] = {
      {"janggi", "", "FEN is empty"},
      {"janggi", "   \t ", "FEN is empty"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4 w - - 0 1",
       "board has 9 ranks; janggi needs 10"},
      {"janggi", janggi_board + "/9 w - - 0 1", "board has 11 ranks; janggi needs 10"},
      {"xiangqi", "4k4 w - - 0 1", "board has 1 rank; xiangqi needs 10"},
      {"janggi", "rnba1abn/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
       "rank 10 has 8 points; janggi needs 9"},
      {"janggi", "rnba1abnrr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
       "rank 10 has more than 9 points"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/10/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
       "rank 6 has more than 9 points"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/09/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
       "rank 6: '0' is not a number of empty points"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBQ1ABNR w - - 0 1",
       "rank 1: unknown piece letter 'Q' (janggi uses K A B N R C P)"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA*ABNR w - - 0 1",
       "rank 1: unknown piece letter '*'"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
       "Cho has no General"},
      {"janggi", "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
       "Han has no General"},
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3KK4/RNBA1ABNR w - - 0 1",
       "Cho has 2 Generals; one is allowed"},
      {"janggi", janggi_board, "FEN has no side to move"},
      {"janggi", janggi_board + " x - - 0 1", "side to move must be 'w' or 'b', not 'x'"},
      {"janggi", janggi_board + " white - - 0 1", "side to move must be 'w' or 'b', not 'white'"},
      {"janggi", janggi_board + " w KQ - 0 1", "castling field must be '-', not 'KQ'"},
      {"janggi", janggi_board + " w - e3 0 1", "en-passant field must be '-', not 'e3'"},
      {"janggi", janggi_board + " w - - -5 1", "plies-since-capture field must be a number"},
      {"janggi", janggi_board + " w - - x 1", "plies-since-capture field must be a number"},
      {"janggi", janggi_board + " w - - 0 0", "move-number field must be a number from 1"},
      {"janggi", janggi_board + " w - - 0 1 b3", "FEN has 7 fields; janggi has at most 6"},
      {"xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
       "Red's general on e1 and Black's general on e10 face each other on an open file"},
      {"xiangqi", "3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "the side not to move (Black) is in check"},
      {"janggi", "4k4/9/9/9/9/9/9/9/3K5/4R4 w - - 0 1", "the side not to move (Han) is in check"},
      {"gwangsanghui", "15/15/15/15/15/15/15/15/15/15/15/15/15/15 w - - 0 1",
       "both sides have no Marshal"},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/7K7/15/15 w - - 0 1 h3",
       "fallen-general field must be '-' or a point of a wing palace"},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/7K7/15/15 w - - 0 1 z99",
       "fallen-general field must be '-' or a point of a wing palace"},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/7K7/15/15 w - - 0 1 b3",
       "must hold the opponent's piece that took the General"},
      {"gwangsanghui-dlp", "15/15/7k7/15/15/15/15/15/15/15/15/1r5K7/15/15 w - - 0 1 b3",
       "fallen-general field must be '-'"},
      {"sinyeonsanggi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
       "rank 10 has 9 points; sinyeonsanggi needs 13"},
      {"janggi", std::string(2000, '1'), "FEN is longer than 1024 characters"},
  };
  for (const Case& c : cases) {
    auto pos = parse_fen(*find_variant(c.variant), c.fen);
    INFO(c.variant << ": " << c.fen.substr(0, 100));
    REQUIRE_FALSE(pos.ok());
    CHECK_THAT(pos.error(), Catch::Contains(c.error));
  }
}
