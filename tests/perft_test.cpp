// Perft numbers from ../shared/reference/perft.md (Fairy-Stockfish), up to depth 4.
#include <catch2/catch.hpp>

#include "fen.h"
#include "perft.h"

using namespace sanggi;

namespace {
uint64_t perft_of(const char* variant, const char* fen, int depth) {
  const Variant* v = find_variant(variant);
  REQUIRE(v);
  auto pos = parse_fen(*v, fen);
  INFO(pos.error());
  REQUIRE(pos.ok());
  return perft(pos.value(), depth);
}

const char* JANGGI_START =
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
const char* XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
}  // namespace

TEST_CASE("Janggi start position perft 1-4", "[perft][janggi]") {
  CHECK(perft_of("janggi", JANGGI_START, 1) == 32);
  CHECK(perft_of("janggi", JANGGI_START, 2) == 1024);
  CHECK(perft_of("janggi", JANGGI_START, 3) == 33000);
  CHECK(perft_of("janggi", JANGGI_START, 4) == 1065277);
}

TEST_CASE("Janggi without bikjang (janggicasual) perft 3-4", "[perft][janggi]") {
  CHECK(perft_of("janggicasual", JANGGI_START, 3) == 33316);
  CHECK(perft_of("janggicasual", JANGGI_START, 4) == 1083563);
}

TEST_CASE("Janggi positions from Fairy-Stockfish's test suite", "[perft][janggi]") {
  CHECK(perft_of("janggi",
                 "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
                 4) == 76763);
  CHECK(perft_of("janggi", "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", 4) == 151202);
}

TEST_CASE("Janggi outer-elephant setup perft 3-4", "[perft][janggi]") {
  const char* fen = "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1";
  CHECK(perft_of("janggi", fen, 3) == 33336);
  CHECK(perft_of("janggi", fen, 4) == 1087883);
}

TEST_CASE("Janggi bikjang at the root", "[perft][janggi][bikjang]") {
  const char* fen = "r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
  CHECK(perft_of("janggi", fen, 1) == 7);
  CHECK(perft_of("janggi", fen, 2) == 96);
  CHECK(perft_of("janggi", fen, 3) == 1338);
}

TEST_CASE("Xiangqi start position perft 1-4", "[perft][xiangqi]") {
  CHECK(perft_of("xiangqi", XIANGQI_START, 1) == 44);
  CHECK(perft_of("xiangqi", XIANGQI_START, 2) == 1920);
  CHECK(perft_of("xiangqi", XIANGQI_START, 3) == 79666);
  CHECK(perft_of("xiangqi", XIANGQI_START, 4) == 3290240);
}

TEST_CASE("Xiangqi positions from Fairy-Stockfish's test suite", "[perft][xiangqi]") {
  CHECK(perft_of("xiangqi",
                 "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
                 4) == 4485547);
  CHECK(perft_of("xiangqi", "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 4) == 92741);
}

// The two large games have no public oracle. These numbers were recorded from this engine
// once the hand-built cases in tests/cases passed; they guard against silent changes.
TEST_CASE("Sin-yeon-sang-gi start position perft 1-3 (recorded)", "[perft][sinyeonsanggi]") {
  const char* start = find_variant("sinyeonsanggi")->start_fen.c_str();
  CHECK(perft_of("sinyeonsanggi", start, 1) == 54);
  CHECK(perft_of("sinyeonsanggi", start, 2) == 2922);
  CHECK(perft_of("sinyeonsanggi", start, 3) == 146164);
}

TEST_CASE("Gwangsanghui start position perft 1-3 (recorded)", "[perft][gwangsanghui]") {
  const char* start = find_variant("gwangsanghui")->start_fen.c_str();
  CHECK(perft_of("gwangsanghui", start, 1) == 87);
  CHECK(perft_of("gwangsanghui", start, 2) == 7531);
  CHECK(perft_of("gwangsanghui", start, 3) == 661819);
  CHECK(perft_of("gwangsanghui-dlp", start, 1) == 119);
  CHECK(perft_of("gwangsanghui-dlp", start, 2) == 14139);
  CHECK(perft_of("gwangsanghui-dlp", start, 3) == 1685759);
}
