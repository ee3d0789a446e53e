// The search's contract: a legal best move in any position, deterministic under a node
// limit, prompt to stop, levels that differ; the evaluation symmetric between the sides.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "evaluate.h"
#include "fen.h"
#include "notation/machine.h"
#include "random_positions.h"
#include "same_search.h"
#include "search.h"
#include "test_positions.h"

using namespace sanggi;

namespace {

using testing::colour_flipped;
using testing::random_positions;  // of every length (some finished games too)

// A search from a fresh searcher with these features.
SearchResult search_with(const Position& pos, const SearchLimits& limits,
                         const SearchFeatures& features = {}) {
  Searcher searcher(8);
  searcher.set_features(features);
  return searcher.search(pos, limits);
}

}  // namespace

TEST_CASE("lazy legality: candidates that pass the test are exactly the legal moves", "[search]") {
  // Position::candidate_moves()/candidate_is_legal(), used by the search, against
  // legal_moves(), in random positions of every rule set.
  for (const Variant* v : all_variants()) {
    for (const Position& pos : random_positions(*v, 60, 3)) {
      MoveList legal, candidates;
      pos.legal_moves(legal);
      pos.candidate_moves(candidates);
      std::vector<Move> kept;
      for (Move m : candidates)
        if (pos.candidate_is_legal(m)) kept.push_back(m);
      INFO(v->name << " " << to_fen(pos));
      REQUIRE(std::vector<Move>(legal.begin(), legal.end()) == kept);
    }
  }
}

TEST_CASE("the best move is legal in random positions of every game", "[search]") {
  Searcher searcher(1);
  int searched = 0;
  for (const Variant* v : all_variants()) {
    for (const Position& pos : random_positions(*v, 150, 7 + uint32_t(searched))) {
      SearchLimits limits;
      limits.nodes = 400;
      const SearchResult r = searcher.search(pos, limits);
      MoveList moves;
      pos.legal_moves(moves);
      INFO(v->name << " " << to_fen(pos) << " best " << machine_move(pos.geometry(), r.best));
      if (moves.empty()) {
        CHECK(r.best == MOVE_NONE);
      } else {
        REQUIRE(moves.contains(r.best));
        CHECK(std::abs(r.score) <= SCORE_MATE);
        CHECK(r.nodes <= limits.nodes);
      }
      ++searched;
    }
  }
  CHECK(searched == 150 * int(all_variants().size()));
}

TEST_CASE("a node-limited search is deterministic", "[search]") {
  for (const char* name : {"janggi", "xiangqi", "sinyeonsanggi", "gwangsanghui"}) {
    const Variant& v = *find_variant(name);
    Position pos = random_positions(v, 1, 99).front();
    SearchLimits limits;
    limits.nodes = 20000;
    Searcher a(8), b(8);
    const SearchResult ra = a.search(pos, limits);
    const SearchResult rb = b.search(pos, limits);
    INFO(name);
    testing::check_same_search(ra, rb);
    // The same searcher, cleared, repeats itself too.
    a.clear();
    const SearchResult again = a.search(pos, limits);
    CHECK(again.best == ra.best);
    CHECK(again.nodes == ra.nodes);
  }
}

TEST_CASE("internal reduction acts only in the games whose data ask for it", "[search]") {
  // On by default as a switch, used where GameEval::internal_reduction says (Xiangqi): there
  // switching it off changes the search, elsewhere it changes nothing.
  for (const char* name : {"janggi", "xiangqi", "sinyeonsanggi", "gwangsanghui"}) {
    const Variant& v = *find_variant(name);
    const bool used = std::string(name) == "xiangqi";
    for (const Position& pos : random_positions(v, 3, 17, 20, true)) {
      SearchFeatures off;
      REQUIRE(off.internal_reduction);
      off.internal_reduction = false;
      SearchLimits limits;
      limits.depth = 7;
      INFO(name << " " << to_fen(pos));
      CHECK((search_with(pos, limits, off).nodes != search_with(pos, limits).nodes) == used);
    }
  }
}

TEST_CASE("stop() from another thread ends an infinite search promptly", "[search]") {
  for (const char* name : {"janggi", "gwangsanghui"}) {
    const Variant& v = *find_variant(name);
    Position pos = start_position(v);
    Searcher searcher(8);
    SearchLimits limits;
    limits.movetime_ms = 30000;  // only a safety net: the test fails long before it
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(150));
      searcher.stop();
    });
    const auto start = std::chrono::steady_clock::now();
    const SearchResult r = searcher.search(pos, limits);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    stopper.join();
    INFO(name << " stopped after " << ms << " ms");
    CHECK(ms < 1500);
    CHECK(pos.is_legal(r.best));
    CHECK(r.depth >= 1);
  }
}

TEST_CASE("search limits: depth, and the info callback per iteration", "[search]") {
  Position pos = start_position(*find_variant("xiangqi"));
  Searcher searcher(8);
  SearchLimits limits;
  limits.depth = 5;
  std::vector<int> depths;
  const SearchResult r = searcher.search(pos, limits, [&](const SearchInfo& info) {
    depths.push_back(info.depth);
    CHECK(!info.pv.empty());
  });
  CHECK(r.depth == 5);
  CHECK(depths == std::vector<int>{1, 2, 3, 4, 5});
  CHECK(pos.is_legal(r.best));
  CHECK(r.pv.front() == r.best);
}

TEST_CASE("a position with no legal move gives no best move", "[search]") {
  // Xiangqi: black is checkmated (mate in 1 played out).
  Position pos =
      parse_fen(*find_variant("xiangqi"), "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1").value();
  MoveList moves;
  pos.legal_moves(moves);
  REQUIRE(moves.empty());
  Searcher searcher(1);
  const SearchResult r = searcher.search(pos, SearchLimits{});
  CHECK(r.best == MOVE_NONE);
  CHECK(r.score == -SCORE_MATE);
}

TEST_CASE("levels: stronger levels look deeper with less randomness", "[search][levels]") {
  for (int level = 2; level <= 10; ++level) {
    const SearchLimits lower = level_limits(level - 1), higher = level_limits(level);
    auto depth = [](const SearchLimits& l) { return l.depth ? l.depth : 1000; };
    CHECK(depth(higher) >= depth(lower));
    CHECK(higher.randomness_cp <= lower.randomness_cp);
    CHECK(higher.movetime_ms >= lower.movetime_ms);
  }
  CHECK(level_limits(1).randomness_cp > 0);
  CHECK(level_limits(10).randomness_cp == 0);
  CHECK(level_limits(10).depth == 0);
  // Out-of-range levels are clamped.
  CHECK(level_limits(0).depth == level_limits(1).depth);
  CHECK(level_limits(42).movetime_ms == level_limits(10).movetime_ms);
}

TEST_CASE("a level combined with a caller's limits: the stricter of each applies",
          "[search][levels]") {
  SearchLimits given;
  given.nodes = 500;
  given.seed = 7;
  // {depth, move time, nodes, randomness} of limits, to compare at once.
  auto main = [](const SearchLimits& l) {
    return std::vector<long long>{l.depth, l.movetime_ms, (long long)l.nodes, l.randomness_cp};
  };
  // Level 0: the caller's limits alone.
  CHECK(main(limits_with_level(0, given)) == std::vector<long long>{0, 0, 500, 0});
  // Level 3 (depth 2, 400 ms, 180 cp): a shorter time given wins, a longer one does not.
  given.movetime_ms = 100;
  CHECK(main(limits_with_level(3, given)) == std::vector<long long>{2, 100, 500, 180});
  CHECK(limits_with_level(3, given).seed == 7);
  given.movetime_ms = 60000;
  CHECK(limits_with_level(3, given).movetime_ms == 400);
  // Level 9 has no depth limit: a given depth is the limit; the caller's clock is kept.
  SearchLimits deep;
  deep.depth = 4;
  deep.time_left_ms = 30000;
  deep.byoyomi_ms = 10000;
  deep.nodes_per_ms = 50;
  const SearchLimits nine = limits_with_level(9, deep);
  CHECK(std::vector<int>{nine.depth, nine.movetime_ms, nine.time_left_ms, nine.byoyomi_ms,
                         nine.nodes_per_ms} == std::vector<int>{4, 2500, 30000, 10000, 50});
}

TEST_CASE("mate scores as plies to the end", "[search][levels]") {
  CHECK(mate_plies(SCORE_MATE - 3) == 3);
  CHECK(mate_plies(-(SCORE_MATE - 4)) == -4);
  CHECK_FALSE(mate_plies(250).has_value());
  CHECK_FALSE(mate_plies(-(SCORE_MATE - MAX_PLY) + 1).has_value());
}

TEST_CASE("level randomness varies the move by seed and repeats with the same seed",
          "[search][levels]") {
  Position pos = start_position(*find_variant("janggi"));
  Searcher searcher(4);
  std::set<Move> chosen;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    SearchLimits limits = level_limits(1);
    limits.movetime_ms = 0;
    limits.seed = seed;
    const SearchResult r = searcher.search(pos, limits);
    REQUIRE(pos.is_legal(r.best));
    chosen.insert(r.best);
    const SearchResult again = searcher.search(pos, limits);
    CHECK(again.best == r.best);
  }
  CHECK(chosen.size() >= 3);  // level 1 does not always play the same opening move
  // Full strength with a fixed depth has no randomness: one move.
  SearchLimits strong;
  strong.depth = 3;
  Move first = MOVE_NONE;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    strong.seed = seed;
    searcher.clear();  // the same starting state each time: only the seed differs
    const Move m = searcher.search(pos, strong).best;
    if (first == MOVE_NONE) first = m;
    CHECK(m == first);
  }
}

TEST_CASE("a level-1 player still sees a capture worth far more than its randomness",
          "[search][levels]") {
  // Xiangqi: white's chariot can take an undefended black chariot (and has nothing better).
  Position pos = parse_fen(*find_variant("xiangqi"), "4k4/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1").value();
  Searcher searcher(1);
  int captures = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    SearchLimits limits = level_limits(1);
    limits.movetime_ms = 0;
    limits.seed = seed;
    const Move m = searcher.search(pos, limits).best;
    captures += is_capture(m);
  }
  CHECK(captures == 10);
}

TEST_CASE("evaluation is symmetric between the colours", "[search][eval]") {
  for (const Variant* v : all_variants()) {
    const EvalTables& tables = eval_tables(*v);
    // The start positions are symmetric: only the side to move's tempo remains.
    CHECK(evaluate(start_position(*v)) == tables.tempo);
    for (const Position& pos : random_positions(*v, 30, 5)) {
      // Every position of a game flipped is a position of the game: none is left out.
      auto flipped = Position::from_setup(colour_flipped(pos));
      INFO(v->name << " " << to_fen(pos) << " " << flipped.error());
      REQUIRE(flipped.ok());
      CHECK(evaluate(flipped.value()) == evaluate(pos));
    }
  }
}

TEST_CASE("evaluation counts material", "[search][eval]") {
  // Xiangqi, white to move, an extra chariot for white: far ahead.
  const Variant& x = *find_variant("xiangqi");
  CHECK(evaluate(parse_fen(x, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").value()) > 700);
  CHECK(evaluate(parse_fen(x, "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1").value()) < -700);
  // Janggi: as in the game's own counting, a cannon is worth more than a horse and a horse
  // more than an elephant in the evaluation's material (the middle-game values the search
  // orders and prunes by). Not shown by bare endings: there a cannon has nothing to jump over,
  // and the fitted data rightly rate a lone horse above a lone cannon.
  const Variant& j = *find_variant("janggi");
  const EvalTables& t = eval_tables(j);
  const auto value = [&](char letter) { return t.value[j.type_of_letter(letter)]; };
  CHECK(value('C') > value('N'));
  CHECK(value('N') > value('B'));
  CHECK(value('B') > 0);
  // A piece more is a position far better, each of the three.
  for (const char* fen : {"3k5/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1",
                          "3k5/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1",
                          "3k5/9/9/9/9/9/9/9/4B4/4K4 w - - 0 1"})
    CHECK(evaluate(parse_fen(j, fen).value()) > 150);
}
