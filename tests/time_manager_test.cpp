// The computer's own clock (core/search/time_manager.cpp): the plan for each kind of time
// control, that no plan can run past the time the clock allows, and the time a search really
// uses under each control. Time is counted in nodes there (NodesTime), so nothing depends on
// the machine's speed or load.
#include <catch2/catch.hpp>

#include <sstream>

#include "fen.h"
#include "notation/machine.h"
#include "search.h"
#include "time_manager.h"
#include "uci.h"

using namespace sanggi;

namespace {
SearchLimits clock(int main_ms, int increment_ms = 0, int byoyomi_ms = 0) {
  SearchLimits limits;
  limits.time_left_ms = main_ms;
  limits.increment_ms = increment_ms;
  limits.byoyomi_ms = byoyomi_ms;
  return limits;
}
}  // namespace

TEST_CASE("time plan: sudden death, increment, byo-yomi", "[time]") {
  // Sudden death, 5 minutes: a thirtieth of the time left (after 20 ms for the answer to
  // travel), up to four times that while an iteration is under way.
  TimeBudget b = plan_time(clock(300000));
  CHECK(b.soft_ms == 299980 / 30);
  CHECK(b.hard_ms == 4 * (299980 / 30));
  // Fischer, 1 minute + 5 s: a thirtieth plus three quarters of the increment; never more
  // than a third of the time left.
  b = plan_time(clock(60000, 5000));
  CHECK(b.soft_ms == 59980 / 30 + 3750);
  CHECK(b.hard_ms == 59980 / 3);
  // Byo-yomi, main time out, 30 s periods: the period less its margin (100 ms and a
  // twentieth: 1.6 s), all of it, since an unfinished iteration still helps.
  CHECK(byoyomi_margin_ms(30000) == 1600);
  b = plan_time(clock(0, 0, 30000));
  CHECK(b.soft_ms == 28400);
  CHECK(b.hard_ms == 28400);
  // Short periods keep at least half.
  CHECK(byoyomi_margin_ms(1000) == 150);
  CHECK(byoyomi_margin_ms(100) == 50);
  CHECK(plan_time(clock(0, 0, 1000)).hard_ms == 850);
  // Byo-yomi with 10 minutes of main time: a twentieth of it (the periods follow), up to
  // four times that.
  b = plan_time(clock(600000, 0, 30000));
  CHECK(b.soft_ms == 599980 / 20);
  CHECK(b.hard_ms == 4 * (599980 / 20));
  // With 2 s of main time left a move still gets a whole period: the main time runs out
  // and the period starts.
  b = plan_time(clock(2000, 0, 30000));
  CHECK(b.soft_ms == 28400);
  CHECK(b.hard_ms == 28400);
  // A level's move time still caps the clock's plan.
  SearchLimits capped = clock(0, 0, 30000);
  capped.movetime_ms = 400;
  CHECK(plan_time(capped).hard_ms == 399);
  // A move time alone is spent whole, less a millisecond for the answer.
  SearchLimits fixed;
  fixed.movetime_ms = 200;
  CHECK(plan_time(fixed).hard_ms == 199);
  CHECK(plan_time(fixed).soft_ms == 199);
}

TEST_CASE("time plan: never beyond what the clock allows", "[time]") {
  int plans = 0;
  for (int main : {0, 1, 15, 50, 500, 5000, 60000, 600000, 3600000})
    for (int increment : {0, 100, 1000, 10000})
      for (int byoyomi : {0, 100, 1000, 10000, 30000, 60000}) {
        if (!main && !increment && !byoyomi) continue;
        TimeBudget b = plan_time(clock(main, increment, byoyomi));
        INFO(main << " + " << increment << " inc, byo-yomi " << byoyomi << ": " << b.soft_ms << "/"
                  << b.hard_ms);
        CHECK(b.soft_ms > 0);
        CHECK(b.soft_ms <= b.hard_ms);
        if (byoyomi) {
          // The main time, then one period less its margin: the period is never overrun.
          CHECK(b.hard_ms <= main + byoyomi - byoyomi_margin_ms(byoyomi));
          CHECK(b.hard_ms >= (byoyomi - byoyomi_margin_ms(byoyomi)));
        } else {
          // Sudden death and increment: at most half of the time left (the increment only
          // comes after the move).
          CHECK(b.hard_ms <= std::max(main / 2, 1));
        }
        ++plans;
      }
  CHECK(plans == 9 * 4 * 6 - 1);
}

TEST_CASE("time use: the search keeps to each control", "[time][search]") {
  const Variant& v = *find_variant("xiangqi");
  Position pos = start_position(v);
  // One node is a millisecond: a 30 s period is 30000 nodes, whatever the machine.
  struct Control {
    const char* name;
    SearchLimits limits;
  };
  for (const Control& c : {Control{"sudden death 10 min", clock(600000)},
                           Control{"Fischer 1 min + 5 s", clock(60000, 5000)},
                           Control{"byo-yomi, main time out, 30 s", clock(0, 0, 30000)},
                           Control{"byo-yomi, 3 s left and 10 s periods", clock(3000, 0, 10000)},
                           Control{"byo-yomi, 10 min and 30 s", clock(600000, 0, 30000)}}) {
    SearchLimits limits = c.limits;
    limits.nodes_per_ms = 1;
    const TimeBudget plan = plan_time(limits);
    Searcher searcher(1);
    SearchResult r = searcher.search(pos, limits);
    INFO(c.name << ": used " << r.time_ms << " of " << plan.soft_ms << "/" << plan.hard_ms);
    CHECK(r.best != MOVE_NONE);
    // It thinks at least its planned time and stops by the hard limit (the clock is read
    // every 1024 nodes).
    CHECK(r.time_ms >= plan.soft_ms);
    CHECK(r.time_ms <= plan.hard_ms + 1024);
    if (limits.byoyomi_ms) CHECK(r.time_ms < limits.time_left_ms + limits.byoyomi_ms);
  }
}

TEST_CASE("uci: go with byo-yomi answers within the period", "[time][uci]") {
  std::ostringstream out;
  UciEngine engine(out);
  engine.handle("setoption name UCI_Variant value janggi");
  engine.handle("setoption name NodesTime value 1");
  engine.handle("position startpos moves b1c3");
  // Main time out, 10 s periods: the search stops inside the period, less its margin.
  engine.handle("go wtime 0 btime 0 byoyomi 10000");
  engine.wait_for_search();
  std::string text = out.str();
  size_t at = text.rfind(" time ");
  REQUIRE(at != std::string::npos);
  int used = std::stoi(text.substr(at + 6));
  CHECK(used < 10000 - byoyomi_margin_ms(10000) + 1024);
  size_t best = text.rfind("bestmove ");
  REQUIRE(best != std::string::npos);
  Position pos = parse_fen(*find_variant("janggi"), find_variant("janggi")->start_fen).value();
  pos.make(parse_machine_move(pos, "b1c3").value());
  std::string move = text.substr(best + 9, text.find('\n', best) - best - 9);
  CHECK(parse_machine_move(pos, move).ok());
  // Unknown values are refused as before; byoyomi needs a number.
  out.str("");
  engine.handle("go byoyomi soon");
  CHECK_THAT(out.str(), Catch::Contains("byoyomi needs a number"));
}
