// Chinese notation (core/notation/chinese.h). The expected texts below were written by hand
// from the conventions (files from the mover's right, red in Chinese numerals and black in
// digits; 前/后, 前/中/后, 一二三四五 for tandem pieces, numbered across files when two files
// hold several), not from the program's output.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "fen.h"
#include "notation/chinese.h"
#include "notation/human.h"
#include "notation/machine.h"
#include "notation/record.h"
#include "test_positions.h"

using namespace sanggi;
using sanggi::testing::position;

namespace {
constexpr auto SIMPLIFIED = NotationStyle::CHINESE_SIMPLIFIED;
constexpr auto TRADITIONAL = NotationStyle::CHINESE_TRADITIONAL;

Move legal(const Position& pos, const char* machine) {
  auto m = parse_machine_move(pos, machine);
  INFO(machine << ": " << m.error());
  REQUIRE(m.ok());
  return m.value();
}

std::string text(const Position& pos, const char* machine, NotationStyle style = SIMPLIFIED) {
  return move_text(pos, legal(pos, machine), style);
}

std::string parsed(const Position& pos, const std::string& human) {
  auto m = parse_move(pos, human);
  if (!m) return "error: " + m.error();
  return machine_move(pos.geometry(), m.value());
}

// Each case: a position, a move, and its text in simplified characters; every one must also
// read back as that move.
struct Case {
  const char* fen;
  const char* move;
  const char* simplified;
};

void check_cases(const char* variant, std::initializer_list<Case> cases) {
  for (const Case& c : cases) {
    Position pos = position(variant, c.fen);
    INFO(c.fen << " " << c.move);
    CHECK(text(pos, c.move) == c.simplified);
    CHECK(parsed(pos, c.simplified) == c.move);
  }
}
}  // namespace

TEST_CASE("Chinese notation: every Xiangqi piece from the start", "[notation][chinese]") {
  const char* start = nullptr;
  check_cases("xiangqi", {
                             {start, "h3e3", "炮二平五"},
                             {start, "b3e3", "炮八平五"},
                             {start, "h3h10", "炮二进七"},  // captures the horse: no mark
                             {start, "h1g3", "马二进三"},
                             {start, "b1c3", "马八进七"},
                             {start, "i1i2", "车一进一"},
                             {start, "a1a3", "车九进二"},
                             {start, "c1e3", "相七进五"},
                             {start, "g1e3", "相三进五"},
                             {start, "g1i3", "相三进一"},
                             {start, "f1e2", "仕四进五"},
                             {start, "d1e2", "仕六进五"},
                             {start, "e1e2", "帅五进一"},
                             {start, "g4g5", "兵三进一"},
                             {start, "c4c5", "兵七进一"},
                         });
  const char* black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
  check_cases("xiangqi", {
                             {black, "h8e8", "炮8平5"},
                             {black, "b8b1", "炮2进7"},
                             {black, "h10g8", "马8进7"},
                             {black, "b10c8", "马2进3"},
                             {black, "a10a8", "车1进2"},
                             {black, "g10e8", "象7进5"},
                             {black, "f10e9", "士6进5"},
                             {black, "e10e9", "将5进1"},
                             {black, "c7c6", "卒3进1"},
                         });
}

TEST_CASE("Chinese notation: back, sideways, and pieces across the river", "[notation][chinese]") {
  // Red chariot h6, horse c6, king e2, pawn c7 across the river; black king d10, chariot g9.
  const char* fen = "3k5/6r2/9/2P6/2N4R1/9/9/9/4K4/9 w - - 0 1";
  check_cases("xiangqi", {
                             {fen, "h6h2", "车二退四"},
                             {fen, "h6d6", "车二平六"},
                             {fen, "c6b4", "马七退八"},
                             {fen, "c6e5", "马七退五"},
                             {fen, "c6e7", "马七进五"},
                             {fen, "c7b7", "兵七平八"},
                             {fen, "e2e1", "帅五退一"},
                             {fen, "e2f2", "帅五平四"},
                         });
  const char* black = "3k5/6r2/9/2P6/2N4R1/9/9/9/4K4/9 b - - 0 1";
  check_cases("xiangqi", {
                             {black, "g9g2", "车7进7"},
                             {black, "g9g10", "车7退1"},
                             {black, "g9a9", "车7平1"},
                             {black, "d10d9", "将4进1"},
                         });
}

TEST_CASE("Chinese notation: two of a kind on one file", "[notation][chinese]") {
  const char* chariots = "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1";
  const char* horses = "3k5/9/9/9/9/2N6/9/2N6/9/4K4 w - - 0 1";
  const char* cannons = "3k5/9/1n7/9/1C7/9/9/1C7/9/4K4 w - - 0 1";
  const char* pawns = "3k5/9/9/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
  check_cases("xiangqi", {
                             {chariots, "e6a6", "前车平九"},
                             {chariots, "e6e10", "前车进四"},
                             {chariots, "e3e4", "后车进一"},
                             {chariots, "e3e1", "后车退二"},
                             {horses, "c5d7", "前马进六"},
                             {horses, "c5b3", "前马退八"},
                             {horses, "c3e2", "后马退五"},
                             {horses, "c3b5", "后马进八"},
                             {cannons, "b3b8", "后炮进五"},  // over the front one
                             {cannons, "b6b7", "前炮进一"},
                             {cannons, "b6e6", "前炮平五"},
                             {cannons, "b3b1", "后炮退二"},
                             {pawns, "e7e8", "前兵进一"},
                             {pawns, "e7d7", "前兵平六"},
                             {pawns, "e6f6", "后兵平四"},
                         });
  // Black: the front piece is the one nearer Red.
  const char* black_chariots = "5k3/9/4r4/9/9/4r4/9/9/9/3K5 b - - 0 1";
  const char* black_pawns = "5k3/9/9/9/9/9/4p4/4p4/9/3K5 b - - 0 1";
  check_cases("xiangqi", {
                             {black_chariots, "e5e4", "前车进1"},
                             {black_chariots, "e5i5", "前车平9"},
                             {black_chariots, "e8e9", "后车退1"},
                             {black_chariots, "e8a8", "后车平1"},
                             {black_pawns, "e3e2", "前卒进1"},
                             {black_pawns, "e3d3", "前卒平4"},
                             {black_pawns, "e4f4", "后卒平6"},
                         });
}

TEST_CASE("Chinese notation: three, four and five pawns on a file", "[notation][chinese]") {
  const char* three = "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
  const char* four = "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
  const char* five = "2P6/2P1k4/2P6/2P6/2P6/9/9/9/9/5K3 w - - 0 1";
  check_cases("xiangqi", {
                             {three, "e8e9", "前兵进一"},
                             {three, "e8f8", "前兵平四"},
                             {three, "e7d7", "中兵平六"},
                             {three, "e6f6", "后兵平四"},
                             {four, "e9e10", "一兵进一"},
                             {four, "e8d8", "二兵平六"},
                             {four, "e7f7", "三兵平四"},
                             {four, "e6d6", "四兵平六"},
                             {five, "c10b10", "一兵平八"},
                             {five, "c9d9", "二兵平六"},
                             {five, "c8b8", "三兵平八"},
                             {five, "c7d7", "四兵平六"},
                             {five, "c6b6", "五兵平八"},
                         });
  // Black writes the ordinal in Chinese too (it stands for 前/中/后), the files in digits.
  const char* black_four = "3k5/9/9/9/9/4p4/4p4/4p4/4p4/5K3 b - - 0 1";
  check_cases("xiangqi", {
                             {black_four, "e2e1", "一卒进1"},
                             {black_four, "e3d3", "二卒平4"},
                             {black_four, "e5f5", "四卒平6"},
                         });
}

TEST_CASE("Chinese notation: pawns doubled on two files are numbered across both",
          "[notation][chinese]") {
  // Red pawns c6 c7 (file 七), g6 g7 (file 三), and one alone on a6 (file 九): the file
  // nearest red's right comes first, each file front to back: g7 一, g6 二, c7 三, c6 四.
  const char* two_two = "3k5/9/9/2P3P2/P1P3P2/9/9/9/9/4K4 w - - 0 1";
  // A third pawn on c8: g7 一, g6 二, c8 三, c7 四, c6 五.
  const char* three_two = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
  check_cases("xiangqi", {
                             {two_two, "g7g8", "一兵进一"},
                             {two_two, "g6h6", "二兵平二"},
                             {two_two, "c7c8", "三兵进一"},
                             {two_two, "c6b6", "四兵平八"},
                             {two_two, "a6a7", "兵九进一"},  // alone on its file
                             {three_two, "c8c9", "三兵进一"},
                             {three_two, "c7d7", "四兵平六"},
                             {three_two, "g6f6", "二兵平四"},
                         });
  // Black pawns c3 c4 (its file 3) and g3 g4 (its file 7): c3 一, c4 二, g3 三, g4 四.
  const char* black = "5k3/9/9/9/9/9/2p3p2/2p3p2/9/3K5 b - - 0 1";
  check_cases("xiangqi", {
                             {black, "c3c2", "一卒进1"},
                             {black, "c4b4", "二卒平2"},
                             {black, "g3g2", "三卒进1"},
                             {black, "g4h4", "四卒平8"},
                         });
}

TEST_CASE("Chinese notation: advisors and elephants keep the file", "[notation][chinese]") {
  // Two on one file are told apart by the direction: the front one can only go back.
  const char* advisors = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";
  const char* elephants = "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1";
  const char* black_advisors = "3k1a3/9/5a3/9/9/9/9/9/9/4K4 b - - 0 1";
  check_cases("xiangqi", {
                             {advisors, "d1e2", "仕六进五"},
                             {advisors, "d3e2", "仕六退五"},
                             {elephants, "c1e3", "相七进五"},
                             {elephants, "c1a3", "相七进九"},
                             {elephants, "c5e3", "相七退五"},
                             {elephants, "c5a3", "相七退九"},
                             {black_advisors, "f10e9", "士6进5"},
                             {black_advisors, "f8e9", "士6退5"},
                         });
}

TEST_CASE("Chinese notation in traditional characters", "[notation][chinese]") {
  Position pos = position("xiangqi");
  CHECK(text(pos, "h3e3", TRADITIONAL) == "炮二平五");
  CHECK(text(pos, "i1i2", TRADITIONAL) == "車一進一");
  CHECK(text(pos, "h1g3", TRADITIONAL) == "馬二進三");
  CHECK(text(pos, "e1e2", TRADITIONAL) == "帥五進一");
  pos.play(legal(pos, "h3e3"));
  CHECK(text(pos, "h8e8", TRADITIONAL) == "砲8平5");
  CHECK(text(pos, "h10g8", TRADITIONAL) == "馬8進7");
  CHECK(text(pos, "e10e9", TRADITIONAL) == "將5進1");
  Position chariots = position("xiangqi", "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1");
  CHECK(text(chariots, "e3e1", TRADITIONAL) == "後車退二");
  CHECK(text(chariots, "e6a6", TRADITIONAL) == "前車平九");
}

TEST_CASE("Chinese notation is read in either script, with full-width digits",
          "[notation][chinese]") {
  Position pos = position("xiangqi");
  CHECK(parsed(pos, "炮二平五") == "h3e3");
  CHECK(parsed(pos, "砲二平五") == "h3e3");
  CHECK(parsed(pos, "炮 二 平 五") == "h3e3");
  CHECK(parsed(pos, "炮2平5") == "h3e3");  // red's files in digits are understood too
  CHECK(parsed(pos, "俥一進一") == "i1i2");
  CHECK(parsed(pos, "傌二進三") == "h1g3");
  CHECK(parsed(pos, "卒三进一") == "g4g5");  // either side's name for the piece
  CHECK_THAT(parsed(pos, "炮二平九"), Catch::Contains("not a legal move"));  // b3 is in the way
  CHECK_THAT(parsed(pos, "马二进四"), Catch::Contains("not a legal move"));
  // A run of numerals too long for any move is an error, not an overflow (found by fuzzing).
  std::string tens;
  for (int i = 0; i < 12; ++i) tens += "十";  // 10^12: beyond an int
  CHECK_THAT(parsed(pos, "炮" + tens + "平五"), Catch::Contains("not a legal move"));
  pos.play(legal(pos, "h3e3"));
  CHECK(parsed(pos, "马８进７") == "h10g8");
  CHECK(parsed(pos, "馬８進７") == "h10g8");
  CHECK(parsed(pos, "包８平５") == "h8e8");
  CHECK(parsed(pos, "炮8平5") == "h8e8");
  Position chariots = position("xiangqi", "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1");
  CHECK(parsed(chariots, "後車退二") == "e3e1");
  CHECK(parsed(chariots, "前车平九") == "e6a6");
  Position four = position("xiangqi", "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
  CHECK(parsed(four, "三兵平四") == "e7f7");
  // Janggi has no Chinese notation: its own texts still read, Chinese ones do not.
  Position janggi = position("janggi");
  CHECK_THAT(parsed(janggi, "炮二平五"), Catch::Contains("not a legal move"));
  CHECK(move_text(janggi, legal(janggi, "i4h4"), SIMPLIFIED) == "79졸78");
}

TEST_CASE("Chinese notation for Sin-yeon-sang-gi: 13 files and its own pieces",
          "[notation][chinese][sinyeonsanggi]") {
  const char* start = nullptr;
  check_cases("sinyeonsanggi", {
                                   {start, "a1a2", "车十三进一"},
                                   {start, "b3b10", "炮十二进七"},
                                   {start, "d1e3", "马十进九"},
                                   {start, "e1c3", "牛九进十一"},
                                   {start, "e1g3", "牛九进七"},
                                   {start, "f1g2", "仕八进七"},
                                   {start, "g1g2", "帅七进一"},
                                   {start, "c4c5", "兵十一进一"},
                                   {start, "k4k5", "兵三进一"},
                               });
  // A bear (2x3 leap) and a rhino (1x3 leap) in open play; black's files count from a.
  // (A rhino keeps the colour of its start points b1 and l1: d3, not c3.)
  const char* open = "5k7/13/13/13/13/13/13/3I9/13/4B1K6 w - - 0 1";
  check_cases("sinyeonsanggi", {
                                   {open, "e1g4", "熊九进七"},
                                   {open, "d3c6", "犀十进十一"},
                                   {open, "d3g2", "犀十退七"},
                               });
  // No pawns: liberated guards go anywhere, so the direction no longer tells two on a file
  // apart and they are front and rear like any other piece.
  const char* liberated = "5k7/13/13/13/13/13/2A10/13/2A10/6K6 w - - 0 1";
  check_cases("sinyeonsanggi", {
                                   {liberated, "c4d5", "前仕进十"},
                                   {liberated, "c4b3", "前仕退十二"},
                                   {liberated, "c2d3", "后仕进十"},
                                   {liberated, "c2b1", "后仕退十二"},
                               });
  Position pos = position("sinyeonsanggi");
  pos.play(legal(pos, "a1a2"));
  CHECK(text(pos, "m10m9") == "车13进1");
  CHECK(text(pos, "j10i8") == "马10进9");
  CHECK(text(pos, "l8l1", TRADITIONAL) == "砲12進7");
  CHECK(parsed(pos, "砲１２進７") == "l8l1");
  CHECK(parsed(pos, "马10进9") == "j10i8");
}

TEST_CASE("Chinese records: either script, full-width digits and spaces",
          "[notation][chinese][record]") {
  // Move numbers and moves separated by ideographic spaces, as Chinese texts often are.
  auto record = parse_record(
      "[Variant \"xiangqi\"]\n\n1.　炮二平五　马８进７\n2.　馬二進三　車9平8 *", nullptr);
  INFO(record.error());
  REQUIRE(record.ok());
  std::vector<std::string> moves;
  Position pos = start_position(*record->variant);
  for (Move m : record->moves) {
    moves.push_back(machine_move(pos.geometry(), m));
    pos.make(m);
  }
  CHECK(moves == std::vector<std::string>{"h3e3", "h10g8", "h1g3", "i10h10"});
  CHECK_THAT(write_record(record.value(), TRADITIONAL),
             Catch::Contains("1. 炮二平五 馬8進7 2. 馬二進三 車9平8 *"));
  CHECK_THAT(write_record(record.value(), SIMPLIFIED),
             Catch::Contains("1. 炮二平五 马8进7 2. 马二进三 车9平8 *"));
  // A move that is not legal names its number and side.
  auto bad = parse_record("[Variant \"xiangqi\"]\n\n1. 炮二平五 马8进6 *", nullptr);
  REQUIRE_FALSE(bad.ok());
  CHECK_THAT(bad.error(), Catch::Contains("move 2 (Black)"));
}

namespace {
// Plays random legal moves; in every position the Chinese texts of all legal moves must be
// distinct (one text, one move). Returns the moves.
std::vector<Move> random_game(const Variant& v, std::mt19937_64& rng, int max_plies,
                              int& tandem_moves, int& numbered_moves) {
  Position pos = start_position(v);
  std::vector<Move> played;
  for (int ply = 0; ply < max_plies; ++ply) {
    MoveList moves;
    pos.legal_moves(moves);
    std::vector<Move> candidates;
    for (Move m : moves)
      if (!is_pass(m)) candidates.push_back(m);
    if (candidates.empty() || pos.game_end().over()) break;
    std::set<std::string> texts;
    for (Move m : candidates) texts.insert(move_text(pos, m, SIMPLIFIED));
    if (texts.size() != candidates.size()) FAIL("two moves share a text in " << to_fen(pos));
    Move m = candidates[rng() % candidates.size()];
    std::string simplified = move_text(pos, m, SIMPLIFIED);
    if (simplified.rfind("前", 0) == 0 || simplified.rfind("中", 0) == 0 ||
        simplified.rfind("后", 0) == 0)
      ++tandem_moves;
    for (const char* ordinal : {"一", "二", "三", "四", "五"})
      if (simplified.rfind(ordinal, 0) == 0) ++numbered_moves;
    played.push_back(m);
    pos.make(m);
  }
  return played;
}

void round_trip_games(const char* variant, int games, int max_plies) {
  const Variant& v = *find_variant(variant);
  std::mt19937_64 rng(2024);
  int tandem = 0, numbered = 0, games_checked = 0;
  for (int game = 0; game < games; ++game, ++games_checked) {
    GameRecord record;
    record.variant = &v;
    record.start_fen = v.start_fen;
    record.moves = random_game(v, rng, max_plies, tandem, numbered);
    // Written in one script or the other, and read back: every move must come back.
    std::string text = write_record(record, game % 2 ? TRADITIONAL : SIMPLIFIED);
    auto back = parse_record(text, nullptr);
    if (!back) FAIL(back.error() << " reading back\n" << text);
    bool same = back->moves.size() == record.moves.size();
    for (size_t i = 0; same && i < record.moves.size(); ++i)
      same = same_move(back->moves[i], record.moves[i]);
    if (!same) FAIL("other moves read back from\n" << text);
  }
  CHECK(games_checked == games);
  // The random games must have met the tandem forms, or they tested little.
  CHECK(tandem > 0);
  CHECK(numbered > 0);
}
}  // namespace

TEST_CASE("Chinese records: 1,000 random Xiangqi games written and read back",
          "[notation][chinese][record]") {
  round_trip_games("xiangqi", 1000, 120);
}

TEST_CASE("Chinese records: random Sin-yeon-sang-gi games written and read back",
          "[notation][chinese][record][sinyeonsanggi]") {
  round_trip_games("sinyeonsanggi", 200, 120);
}
