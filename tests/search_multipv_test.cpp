// Multi-PV: the N best distinct first moves, each with its own line, sorted best first; one
// line is the ordinary search exactly; and UCI reports the lines as `info ... multipv K`.
#include <catch2/catch.hpp>

#include <chrono>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include "fen.h"
#include "notation/machine.h"
#include "random_positions.h"
#include "same_search.h"
#include "search.h"
#include "uci.h"

using namespace sanggi;

namespace {

// Positions a few random moves from the start, every game (none finished).
std::vector<Position> playout_positions(const Variant& v, int count, uint32_t seed) {
  return testing::random_positions(v, count, seed, 40, true);
}

// Every move of the line is legal where it is played.
bool playable(Position pos, const std::vector<Move>& line) {
  for (Move m : line)
    if (!pos.play(m)) return false;
  return true;
}

size_t legal_count(const Position& pos) {
  MoveList moves;
  pos.legal_moves(moves);
  return moves.size();
}

}  // namespace

TEST_CASE("multi-PV lines are distinct, legal and sorted, in every game", "[search][multipv]") {
  for (const Variant* v : all_variants()) {
    for (const Position& pos : playout_positions(*v, 3, 17)) {
      Searcher searcher(8);
      SearchLimits limits;
      limits.depth = 3;
      limits.multi_pv = 3;
      const SearchResult r = searcher.search(pos, limits);
      INFO(v->name << " " << to_fen(pos));
      REQUIRE(r.lines.size() == std::min<size_t>(3, legal_count(pos)));
      std::set<Move> firsts;
      for (size_t k = 0; k < r.lines.size(); ++k) {
        const SearchLine& line = r.lines[k];
        REQUIRE(!line.pv.empty());
        CHECK(playable(pos, line.pv));
        CHECK(line.depth == 3);
        firsts.insert(line.pv.front());
        if (k > 0) CHECK(line.score <= r.lines[k - 1].score);
      }
      CHECK(firsts.size() == r.lines.size());
      // The single-line fields are the first line.
      CHECK(r.best == r.lines[0].pv.front());
      CHECK(r.pv == r.lines[0].pv);
      CHECK(r.score == r.lines[0].score);
    }
  }
}

TEST_CASE("multi-PV over every legal move lists each once", "[search][multipv]") {
  const Position pos = start_position(*find_variant("xiangqi"));
  const size_t all = legal_count(pos);
  Searcher searcher(8);
  SearchLimits limits;
  limits.depth = 2;
  limits.multi_pv = 500;  // more than there are moves: every move gets a line
  const SearchResult r = searcher.search(pos, limits);
  REQUIRE(r.lines.size() == all);
  std::set<Move> firsts;
  for (const SearchLine& line : r.lines) firsts.insert(line.pv.front());
  CHECK(firsts.size() == all);
  for (size_t k = 1; k < r.lines.size(); ++k) CHECK(r.lines[k].score <= r.lines[k - 1].score);
}

TEST_CASE("multi-PV 1 is the ordinary search at a fixed node count", "[search][multipv]") {
  for (const char* name : {"janggi", "xiangqi", "sinyeonsanggi", "gwangsanghui"}) {
    const Position pos = playout_positions(*find_variant(name), 1, 5).front();
    SearchLimits plain;
    plain.nodes = 30000;
    SearchLimits one = plain;
    one.multi_pv = 1;
    SearchLimits three = plain;
    three.multi_pv = 3;
    Searcher a(8), b(8), c(8);
    const SearchResult ra = a.search(pos, plain);
    const SearchResult rb = b.search(pos, one);
    const SearchResult rc = c.search(pos, three);
    INFO(name);
    testing::check_same_search(rb, ra);
    REQUIRE(ra.lines.size() == 1);
    CHECK(ra.lines[0].pv == ra.pv);
    // Three lines cost more nodes per depth: at the same node count they are shallower.
    CHECK(rc.depth <= ra.depth);
    CHECK(rc.lines.size() == 3);
  }
}

TEST_CASE("multi-PV: the mate comes first and is scored as a mate", "[search][multipv]") {
  const Position pos =
      parse_fen(*find_variant("xiangqi"), "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1").value();
  Searcher searcher(8);
  SearchLimits limits;
  limits.depth = 4;
  limits.multi_pv = 3;
  const SearchResult r = searcher.search(pos, limits);
  REQUIRE(r.lines.size() == 3);
  // Two moves mate at once (b1b10, and a9f9 with the flying general guarding d10); the
  // third line is a slower mate.
  CHECK(r.lines[0].score == SCORE_MATE - 1);
  CHECK(r.lines[1].score == SCORE_MATE - 1);
  std::set<std::string> mates = {machine_move(pos.geometry(), r.lines[0].pv.front()),
                                 machine_move(pos.geometry(), r.lines[1].pv.front())};
  CHECK(mates == std::set<std::string>{"a9f9", "b1b10"});
  CHECK(r.lines[2].score < r.lines[1].score);
}

TEST_CASE("uci MultiPV: every iteration prints its lines with multipv 1..N", "[uci][multipv]") {
  std::ostringstream out;
  UciEngine engine(out);
  engine.handle("uci");
  CHECK(out.str().find("option name MultiPV type spin default 1 min 1 max 500") !=
        std::string::npos);
  engine.handle("setoption name UCI_Variant value xiangqi");
  engine.handle("setoption name MultiPV value 3");
  engine.handle("position startpos moves h3e3");
  const size_t before = out.str().size();
  engine.handle("go depth 4");
  engine.wait_for_search();
  std::istringstream lines(out.str().substr(before));
  Position pos = start_position(*find_variant("xiangqi"));
  pos.play(parse_machine_move(pos, "h3e3").value());
  int last_depth = 0, expected_k = 1;
  std::set<std::string> firsts;
  std::string best_line_move, bestmove;
  bool node_count = false;  // the search's last info line: every node it searched
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("info nodes ", 0) == 0) {
      CHECK_FALSE(node_count);
      node_count = true;
      continue;
    }
    CHECK((!node_count || line.rfind("bestmove ", 0) == 0));
    std::istringstream words(line);
    std::string w, first;
    int depth = 0, k = 0;
    bool in_pv = false;
    words >> w;
    if (w == "bestmove") {
      words >> bestmove;
      continue;
    }
    REQUIRE(w == "info");
    while (words >> w) {
      if (in_pv) {
        if (first.empty()) first = w;
      } else if (w == "depth") {
        words >> depth;
      } else if (w == "multipv") {
        words >> k;
      } else if (w == "pv") {
        in_pv = true;
      }
    }
    INFO(line);
    CHECK(k == expected_k);
    CHECK(parse_machine_move(pos, first).ok());
    if (k == 1) firsts.clear(), last_depth = depth, best_line_move = first;
    CHECK(depth == last_depth);
    firsts.insert(first);
    CHECK(firsts.size() == size_t(k));  // a new first move in each line
    expected_k = k == 3 ? 1 : k + 1;
  }
  CHECK(last_depth == 4);
  CHECK(expected_k == 1);  // each iteration printed all three
  CHECK(node_count);
  CHECK(bestmove == best_line_move);
  // Bad values are refused and leave the setting as it was.
  out.str("");
  engine.handle("setoption name MultiPV value 0");
  CHECK(out.str().find("info string error: MultiPV") == 0);
}

TEST_CASE("an analysis resumed at a depth begins there and may stop before completing it",
          "[search][multipv]") {
  const Position pos = start_position(*find_variant("janggi"));
  Searcher searcher(8);
  SearchLimits first;
  first.depth = 5;
  first.multi_pv = 2;
  const SearchResult r5 = searcher.search(pos, first);
  SearchLimits resumed = first;
  resumed.depth = 6;
  resumed.start_depth = 6;
  resumed.start_score = r5.score;
  std::vector<int> depths;
  const SearchResult r6 =
      searcher.search(pos, resumed, [&](const SearchInfo& info) { depths.push_back(info.depth); });
  CHECK(depths == std::vector<int>{6});
  CHECK(r6.lines.size() == 2);
  // A slice far too short for its depth ends on time with nothing completed.
  SearchLimits slice;
  slice.start_depth = 40;
  slice.movetime_ms = 20;
  const auto start = std::chrono::steady_clock::now();
  const SearchResult cut = searcher.search(pos, slice);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  CHECK(ms < 1000);
  CHECK(cut.depth == 0);
  CHECK(pos.is_legal(cut.best));
}
