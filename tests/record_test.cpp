// Game records: the PGN-like form with a Variant tag, Janggi's .gib form, and errors.
#include <catch2/catch.hpp>

#include "fen.h"
#include "notation/machine.h"
#include "notation/record.h"

using namespace sanggi;

namespace {
std::string machine_moves(const GameRecord& r) {
  Position pos = parse_fen(*r.variant, r.start_fen).value();
  std::string out;
  for (Move m : r.moves) {
    out += (out.empty() ? "" : " ") + machine_move(pos.geometry(), m);
    pos.make(m);
  }
  return out;
}

// "variant: machine moves result" of a record, to compare at once.
std::string game_of(const GameRecord& r) {
  return r.variant->name + ": " + machine_moves(r) + " " + r.result;
}

// A record that must read: its game, or the test stops with the reader's error.
GameRecord read(const std::string& text) {
  auto r = parse_record(text, nullptr);
  INFO(r.error());
  REQUIRE(r.ok());
  return r.value();
}
}  // namespace

TEST_CASE("A PGN-like record is read, with comments, variations and move numbers", "[record]") {
  const char* text =
      "[Event \"Club \\\"final\\\"\"]\n"
      "[Variant \"xiangqi\"]\n"
      "[Result \"*\"]\n\n"
      "1. H2+3 {a comment} h10g8 2. C8.5 (2. R9+1 R1+1) R9.8 *\n";
  const GameRecord r = read(text);
  CHECK(game_of(r) == "xiangqi: h1g3 h10g8 b3e3 i10h10 *");
  CHECK(r.tag("Event") == "Club \"final\"");
  // The main line's comments stay with their moves; the variation's are dropped.
  CHECK(r.comments == std::vector<std::string>{"a comment", "", "", ""});
}

TEST_CASE("Move comments such as clocks are written after their moves and read back", "[record]") {
  auto r = parse_record(
      "[Variant \"xiangqi\"]\n\n"
      "1. h3e3 {[%clk 0:04:58]} h10g8 {[%clk\n  0:04:59]} {second} 2. h1g3 *\n",
      nullptr);
  REQUIRE(r.ok());
  // Line breaks and runs of spaces become one space; two comments join.
  CHECK(r->comments == std::vector<std::string>{"[%clk 0:04:58]", "[%clk 0:04:59] second", ""});
  GameRecord record = r.value();
  record.comments[2] = "a } brace";
  std::string text = write_record(record, NotationStyle::MACHINE);
  CHECK(text.find("1. h3e3 {[%clk 0:04:58]} h10g8 {[%clk 0:04:59] second} 2. h1g3 {a  brace} *") !=
        std::string::npos);
  auto back = parse_record(text, nullptr);
  REQUIRE(back.ok());
  CHECK(back->moves == record.moves);
  CHECK(back->comments ==
        std::vector<std::string>{"[%clk 0:04:58]", "[%clk 0:04:59] second", "a brace"});
}

TEST_CASE("A record written and read back gives the same game", "[record]") {
  for (const char* variant : {"janggi", "xiangqi", "sinyeonsanggi", "gwangsanghui"}) {
    GameRecord record;
    record.variant = find_variant(variant);
    record.start_fen = record.variant->start_fen;
    Position pos = parse_fen(*record.variant, record.start_fen).value();
    // Eight plies of the first legal move each time.
    for (int i = 0; i < 8; ++i) {
      MoveList moves;
      pos.legal_moves(moves);
      REQUIRE_FALSE(moves.empty());
      Move m = moves[i % moves.size()];
      record.moves.push_back(m);
      pos.make(m);
    }
    record.tags = {{"White", "Kim <script>alert(1)</script>"}, {"Black", "Lee"}};
    for (NotationStyle style :
         {NotationStyle::NATIVE, NotationStyle::MACHINE, NotationStyle::WESTERN}) {
      std::string text = write_record(record, style);
      auto back = parse_record(text, nullptr);
      INFO(variant << "\n" << text << "\n" << back.error());
      REQUIRE(back.ok());
      CHECK(back->moves == record.moves);
      CHECK(back->tag("White") == "Kim <script>alert(1)</script>");
    }
  }
}

TEST_CASE("Janggi .gib records", "[record][janggi]") {
  const char* gib =
      "[대회명 \"친선\"]\n"
      "[초차림 \"마상마상\"]\n"
      "[한차림 \"상마상마\"]\n"
      "[대국결과 \"한 승\"]\n\n"
      "1. 79졸78 2. 41병51 3. 한수쉼\n";
  const GameRecord r = read(gib);
  CHECK(game_of(r) == "janggi: i4h4 a7a6 e2e2 0-1");
  CHECK(r.start_fen == "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1");
  auto written = write_gib(r);
  REQUIRE(written.ok());
  auto back = parse_record(written.value(), nullptr);
  REQUIRE(back.ok());
  CHECK(back->moves == r.moves);
  CHECK(back->start_fen == r.start_fen);
  CHECK(back->result == "0-1");
}

TEST_CASE("A .gib names the PGN tags in Korean, as Korean sites write them", "[record][janggi]") {
  const GameRecord r = read(
      "[Variant \"janggi\"]\n[White \"Kim\"]\n[Black \"Lee\"]\n[Event \"club\"]\n"
      "[Date \"2026.12.01\"]\n[TimeControl \"-\"]\n[대회명 \"친선\"]\n\n1. a4a5 *\n");
  const std::string gib = write_gib(r).value();
  CHECK_THAT(gib, Catch::Contains("[초대국자 \"Kim\"]"));
  CHECK_THAT(gib, Catch::Contains("[한대국자 \"Lee\"]"));
  CHECK_THAT(gib, Catch::Contains("[대국일자 \"2026.12.01\"]"));
  // The record's own 대회명 wins over its Event; no time control without a clock.
  CHECK_THAT(gib, Catch::Contains("[대회명 \"친선\"]"));
  CHECK_THAT(gib, !Catch::Contains("club"));
  CHECK_THAT(gib, !Catch::Contains("제한시간"));
  for (const char* english : {"[White", "[Black", "[Event", "[Date", "[TimeControl"})
    CHECK_THAT(gib, !Catch::Contains(english));
  // Read back, the players are there under their .gib names.
  const GameRecord back = read(gib);
  CHECK(back.tag("초대국자") == "Kim");
}

TEST_CASE("A record with the most tags allowed is written and read back in both forms",
          "[record]") {
  // 100 tags of the players' own, plus the .gib set-up tags: the writers add Variant, FEN,
  // Result (and the .gib tags), which must not push the written record over the limit.
  std::string text = "[초차림 \"마상마상\"]\n[한차림 \"상마상마\"]\n";
  for (int i = 0; i < 100; ++i) text += "[Note" + std::to_string(i) + " \"x\"]\n";
  auto r = parse_record(text + "1. 79졸78\n", nullptr);
  INFO(r.error());
  REQUIRE(r.ok());
  auto pgn = parse_record(write_record(r.value(), NotationStyle::MACHINE), nullptr);
  INFO(pgn.error());
  CHECK(pgn.ok());
  auto gib = write_gib(r.value());
  REQUIRE(gib.ok());
  CHECK(parse_record(gib.value(), nullptr).ok());
  auto over = parse_record(text + "[Note100 \"x\"]\n", nullptr);
  REQUIRE_FALSE(over.ok());
  CHECK_THAT(over.error(), Catch::Contains("more than 100 tags"));
}

TEST_CASE("Bad records are errors that say where", "[record][errors]") {
  struct Case {
    std::string text;
    const char* error;
  };
  const Case cases[] = {
      {"1. b1c3", "the record has no Variant tag"},
      {"[Variant \"chess\"]\n1. e2e4", "unknown Variant 'chess'"},
      {"[Variant \"janggi\"]\n1. b1c3 b10c8 2. b1c3", "move 3 (Cho): "},
      {"[Variant \"janggi\"]\n1. b1c3 zz", "move 2 (Han): "},
      {"[Variant \"janggi\"]\n[FEN \"9/9 w\"]\n", "bad FEN tag: board has 2 ranks"},
      {"[Variant \"janggi\"\n1. b1c3", "must look like [Name \"value\"]"},
      {"[Variant \"janggi\"]\n1. b1c3 {never closed", "a comment '{' is never closed"},
      {"[Variant \"janggi\"]\n1. b1c3 (b10c8", "a variation '(' is never closed"},
      {"[Variant \"janggi\"]\n1. b1c3 )", "')' without a variation to close"},
      {"[초차림 \"말말\"]\n[한차림 \"마상마상\"]\n", "unknown setup"},
      {std::string(2 << 20, ' '), "longer than 1 MiB"},
  };
  for (const Case& c : cases) {
    auto r = parse_record(c.text, nullptr);
    INFO(c.text.substr(0, 80));
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains(c.error));
  }
}

TEST_CASE("A record without a Variant tag uses the default variant", "[record]") {
  auto r = parse_record("1. e2e2 e9e9", find_variant("janggi"));
  REQUIRE(r.ok());
  CHECK(r->moves.size() == 2);
}

TEST_CASE("Record errors carry a code and parameters for other languages", "[record][errors]") {
  auto bad_move = parse_record("[Variant \"xiangqi\"]\n1. h3e3 졸57-47", nullptr);
  REQUIRE_FALSE(bad_move.ok());
  CHECK(bad_move.code() == "illegal-move");
  REQUIRE(bad_move.params().size() == 5);
  const ErrorParams expected = {{"text", "졸57-47"}, {"example", bad_move.params()[1].second},
                                {"move", "2"}, {"side", "b"}, {"variant", "xiangqi"}};
  CHECK(bad_move.params() == expected);
  CHECK(parse_record("1. b1c3", nullptr).code() == "no-variant-tag");
  auto setup = parse_record("[초차림 \"말말\"]\n[한차림 \"마상마상\"]\n", nullptr);
  CHECK(setup.code() == "unknown-setup");
  CHECK(setup.params() == ErrorParams{{"setup", "말말"}});
  CHECK(parse_record("[Variant \"janggi\"]\n[FEN \"9/9 w\"]\n", nullptr).code() == "bad-fen");
}
