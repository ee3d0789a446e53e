// Static exchange evaluation on hand-made positions: lame leaps, cannon screens that vanish
// or appear as pieces leave, and Janggi's cannon that may not capture a cannon.
#include <catch2/catch.hpp>

#include "evaluate.h"
#include "exchange.h"
#include "fen.h"
#include "notation/machine.h"

using namespace sanggi;

namespace {
int exchange(const char* variant, const char* fen, const char* move) {
  const Variant& v = *find_variant(variant);
  auto pos = parse_fen(v, fen);
  INFO(fen << ": " << pos.error());
  REQUIRE(pos.ok());
  const auto m = parse_machine_move(pos.value(), move);
  REQUIRE(m.ok());
  return static_exchange(pos.value(), eval_tables(v), m.value());
}
// A piece's middle-game value in the game's evaluation data (the exchange counts in them).
int value(const char* variant, char letter) {
  const Variant& v = *find_variant(variant);
  return eval_tables(v).value[v.type_of_letter(letter)];
}
}  // namespace

TEST_CASE("static exchange: a chariot taking a soldier a horse defends", "[search][exchange]") {
  const int soldier = value("xiangqi", 'P'), chariot = value("xiangqi", 'R');
  const int horse = value("xiangqi", 'N');
  // The soldier on d5 has crossed the river (a black soldier on d7 is one no game reaches).
  CHECK(exchange("xiangqi", "4k4/9/9/2n6/9/3p5/9/9/9/3R1K3 w - - 0 1", "d1d5") ==
        soldier - chariot);
  // A second chariot behind the first takes the horse back.
  CHECK(exchange("xiangqi", "4k4/9/9/2n6/9/3p5/9/9/3R5/3R1K3 w - - 0 1", "d2d5") ==
        soldier - chariot + horse);
  // The horse's leg (c6) is blocked: the soldier is free.
  CHECK(exchange("xiangqi", "4k4/9/9/2n6/2c6/3p5/9/9/9/3R1K3 w - - 0 1", "d1d5") == soldier);
}

TEST_CASE("static exchange: a cannon defends over a screen", "[search][exchange]") {
  const int soldier = value("xiangqi", 'P'), chariot = value("xiangqi", 'R');
  // The black cannon on d10 jumps its horse on d9 to recapture on d5.
  CHECK(exchange("xiangqi", "3ck4/3n5/9/9/9/3p5/9/9/9/3R1K3 w - - 0 1", "d1d5") ==
        soldier - chariot);
  // Without the screen it cannot.
  CHECK(exchange("xiangqi", "3ck4/9/9/9/9/3p5/9/9/9/3R1K3 w - - 0 1", "d1d5") == soldier);
}

TEST_CASE("static exchange: in Janggi a cannon may not capture a cannon", "[search][exchange]") {
  // The red cannon takes the soldier over its own soldier on d4; the black cannon on d9
  // would recapture over its horse, but not a cannon.
  const int soldier = value("janggi", 'P'), chariot = value("janggi", 'R');
  CHECK(exchange("janggi", "9/3ck4/3n5/9/3p5/9/3PP4/9/4K4/3C5 w - - 0 1", "d1d6") == soldier);
  // A chariot taking the same soldier is recaptured.
  CHECK(exchange("janggi", "9/3ck4/3n5/9/3p5/9/4P4/9/4K4/3R5 w - - 0 1", "d1d6") ==
        soldier - chariot);
}

TEST_CASE("static exchange: a quiet move onto a defended point loses the piece",
          "[search][exchange]") {
  CHECK(exchange("xiangqi", "4k4/2n6/9/9/9/9/9/9/9/3R1K3 w - - 0 1", "d1d7") ==
        -value("xiangqi", 'R'));
  CHECK(exchange("xiangqi", "4k4/2n6/9/9/9/9/9/9/9/3R1K3 w - - 0 1", "d1d6") == 0);
}

TEST_CASE("static exchange: Xiangqi's flying general", "[search][exchange]") {
  const int advisor = value("xiangqi", 'A'), chariot = value("xiangqi", 'R');
  const int horse = value("xiangqi", 'N');
  // The black chariot takes the advisor on f1 with check. The red general cannot take it
  // back: on f1 it would face the black general on f10 across an open file.
  CHECK(exchange("xiangqi", "5k3/9/9/9/9/5r3/9/9/9/4KA3 b - - 0 1", "f5f1") == advisor);
  // With the black general on d10 it can.
  CHECK(exchange("xiangqi", "3k5/9/9/9/9/5r3/9/9/9/4KA3 b - - 0 1", "f5f1") ==
        advisor - chariot);
  // The general's long "attack" forbids facing; it takes nothing: the horse on e8 is free.
  CHECK(exchange("xiangqi", "4k4/9/4n4/9/9/9/9/9/9/4RK3 w - - 0 1", "e1e8") == horse);
}

TEST_CASE("static exchange: a general retakes only where it may step", "[search][exchange]") {
  // The black general on e8, its palace's edge, guards e7 only by its flying "attack" along
  // the file, which takes nothing; it may not step out of the palace to retake.
  CHECK(exchange("xiangqi", "9/9/4k4/R3p4/9/9/9/9/9/3K5 w - - 0 1", "a7e7") ==
        value("xiangqi", 'P'));
  // From e9 it steps to e8, inside the palace, and retakes.
  CHECK(exchange("xiangqi", "9/4k4/R3n4/9/9/9/9/9/9/3K5 w - - 0 1", "a8e8") ==
        value("xiangqi", 'N') - value("xiangqi", 'R'));
}

TEST_CASE("attacked and can_capture_on: Xiangqi's flying general attacks the enemy general only",
          "[search][exchange]") {
  const Variant& v = *find_variant("xiangqi");
  // A red horse on e5 on the red general's open file; a black chariot on a5 can take it.
  auto pos = parse_fen(v, "3k5/9/9/9/9/r3N4/9/9/9/4K4 b - - 0 1");
  REQUIRE(pos.ok());
  const Square e5 = *v.geometry.parse_square("e5");
  const int set = pos.value().movement_set();
  // The general's ride along the file is an attack (it would forbid the black general e5)...
  CHECK(pos.value().attacked(e5, WHITE, set));
  // ...but it takes nothing there: the horse is not defended.
  CHECK_FALSE(pos.value().can_capture_on(e5, WHITE, set));
  // A red chariot on e3 defends it for real (and blocks the general's file).
  auto defended = parse_fen(v, "3k5/9/9/9/9/r3N4/9/4R4/9/4K4 b - - 0 1");
  REQUIRE(defended.ok());
  CHECK(defended.value().can_capture_on(e5, WHITE, set));
}
