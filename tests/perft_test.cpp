// Perft numbers of Fairy-Stockfish (its janggi and xiangqi variants, counted with it; the source
// [FSF] of docs/rules/janggi.md and docs/rules/xiangqi.md), up to depth 4.
#include <catch2/catch.hpp>

#include <vector>

#include "fen.h"
#include "perft.h"
#include "random_positions.h"

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

// The perft counts of depths first..last, to compare with a list at once.
std::vector<uint64_t> perfts(const char* variant, const char* fen, int first, int last) {
  std::vector<uint64_t> out;
  for (int depth = first; depth <= last; ++depth) out.push_back(perft_of(variant, fen, depth));
  return out;
}

const char* JANGGI_START =
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
const char* XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
}  // namespace

TEST_CASE("Janggi start position perft 1-4", "[perft][janggi]") {
  CHECK(perfts("janggi", JANGGI_START, 1, 4) == std::vector<uint64_t>{32, 1024, 33000, 1065277});
}

TEST_CASE("Janggi without bikjang (janggicasual) perft 3-4", "[perft][janggi]") {
  CHECK(perfts("janggicasual", JANGGI_START, 3, 4) == std::vector<uint64_t>{33316, 1083563});
}

TEST_CASE("Janggi positions from Fairy-Stockfish's test suite", "[perft][janggi]") {
  CHECK(perft_of("janggi",
                 "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
                 4) == 76763);
  CHECK(perft_of("janggi", "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", 4) == 151202);
}

TEST_CASE("Janggi outer-elephant setup perft 3-4", "[perft][janggi]") {
  const char* fen = "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1";
  CHECK(perfts("janggi", fen, 3, 4) == std::vector<uint64_t>{33336, 1087883});
}

TEST_CASE("Janggi bikjang at the root", "[perft][janggi][bikjang]") {
  const char* fen = "r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
  CHECK(perfts("janggi", fen, 1, 3) == std::vector<uint64_t>{7, 96, 1338});
}

TEST_CASE("Xiangqi start position perft 1-4", "[perft][xiangqi]") {
  CHECK(perfts("xiangqi", XIANGQI_START, 1, 4) == std::vector<uint64_t>{44, 1920, 79666, 3290240});
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
  CHECK(perfts("sinyeonsanggi", start, 1, 3) == std::vector<uint64_t>{54, 2922, 146164});
}

TEST_CASE("Gwangsanghui start position perft 1-3 (recorded)", "[perft][gwangsanghui]") {
  const char* start = find_variant("gwangsanghui")->start_fen.c_str();
  CHECK(perfts("gwangsanghui", start, 1, 3) == std::vector<uint64_t>{87, 7531, 661819});
  CHECK(perfts("gwangsanghui-dlp", start, 1, 3) == std::vector<uint64_t>{119, 14139, 1685759});
}

TEST_CASE("the quiescence search's captures are candidate_moves()'s, in every game", "[movegen]") {
  // candidate_captures(): the captures of candidate_moves(), in the same order (the search's
  // ties depend on it); has_candidate_move(): whether candidate_moves() has any.
  int with_captures = 0;
  for (const Variant* v : all_variants()) {
    for (Position& pos : testing::random_positions(*v, 60, 17)) {
      INFO(v->name << " " << to_fen(pos));
      MoveList all, captures;
      pos.candidate_moves(all);
      pos.candidate_captures(captures);
      std::vector<Move> expected, got(captures.begin(), captures.end());
      for (Move m : all)
        if (is_capture(m)) expected.push_back(m);
      CHECK(got == expected);
      CHECK(pos.has_candidate_move() == !all.empty());
      with_captures += !expected.empty();
    }
  }
  CHECK(with_captures >= 100);
}
