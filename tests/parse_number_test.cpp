// The one parser of whole numbers typed by people (FEN counters, UCI values, arguments).
#include <catch2/catch.hpp>

#include "parse_number.h"

using sanggi::parse_number;

TEST_CASE("parse_number reads plain digits up to the limit", "[parse]") {
  CHECK(parse_number("0", 10) == 0);
  CHECK(parse_number("10", 10) == 10);
  CHECK(parse_number("007", 10) == 7);
  CHECK(parse_number("4611686018427387904", 1LL << 62) == (1LL << 62));
}

TEST_CASE("parse_number refuses what is not a whole number in range", "[parse]") {
  for (const char* bad : {"", "11", "-1", "+1", "2.5", "1e3", "12x", " 1", "1 ", "٣"})
    CHECK(parse_number(bad, 10) == -1);
  // No overflow on long input: refused, not wrapped around.
  CHECK(parse_number("99999999999999999999999", 1LL << 62) == -1);
  CHECK(parse_number("4611686018427387905", 1LL << 62) == -1);
  // A limit below 9: one digit above it is refused too.
  CHECK(parse_number("5", 5) == 5);
  CHECK(parse_number("7", 5) == -1);
  CHECK(parse_number("1", 0) == -1);
  CHECK(parse_number("0", 0) == 0);
}
