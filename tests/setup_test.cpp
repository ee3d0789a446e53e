// Positions no game can reach are refused (issue 13): the checks of a Setup, game by game,
// with the messages a player reads. Each expectation is worked out from the rules in
// docs/rules/: where a piece starts and how it moves decides where it can stand.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "fen.h"

using namespace sanggi;

namespace {

struct Case {
  const char* variant;
  const char* fen;
  std::vector<std::string> errors;
  std::vector<std::string> warnings;
};

std::vector<std::string> messages(const std::vector<SetupProblem>& problems) {
  std::vector<std::string> out;
  for (const SetupProblem& p : problems) out.push_back(p.message);
  return out;
}

void check_cases(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    const Variant* v = find_variant(c.variant);
    REQUIRE(v);
    auto setup = read_fen(*v, c.fen);
    INFO(c.variant << " " << c.fen << " " << setup.error());
    REQUIRE(setup.ok());
    const SetupCheck check = check_setup(setup.value());
    CHECK(messages(check.errors) == c.errors);
    CHECK(messages(check.warnings) == c.warnings);
    // FEN reading refuses exactly the setups with errors, and says the first of them.
    auto position = parse_fen(*v, c.fen);
    CHECK(position.ok() == c.errors.empty());
    if (!c.errors.empty()) CHECK_THAT(position.error(), Catch::StartsWith(c.errors[0]));
  }
}

}  // namespace

TEST_CASE("setup checks: Janggi", "[setup][janggi]") {
  check_cases({
      // The example: Cho's general on a2.
      {"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1",
       {"Cho's general on a2 is outside its palace"},
       {}},
      {"janggi", "4k4/9/9/9/9/9/4A4/9/4K4/9 w - - 0 1",
       {"Cho's guard on e4 is outside its palace"},
       {}},
      // Han's general in Cho's palace (f1 is a corner: Cho's general does not reach d3).
      {"janggi", "9/9/9/9/9/9/9/3k5/9/5K3 w - - 0 1",
       {"Han's general on d3 is outside its palace"},
       {}},
      // Soldiers never step back: behind their start rank (Cho's is 4, Han's 7).
      {"janggi", "4k4/9/4p4/9/9/9/9/4P4/9/3K5 w - - 0 1",
       {"Cho's soldier on e3 is on a point it can never reach",
        "Han's soldier on e8 is on a point it can never reach"},
       {}},
      {"janggi", "4k4/9/9/9/9/PPPPPP3/9/9/4K4/9 w - - 0 1",
       {"Cho has 6 soldiers; a side has at most 5"},
       {}},
      {"janggi", "4k4/9/9/9/9/9/9/9/3KK4/9 w - - 0 1", {"Cho has 2 Generals; one is allowed"}, {}},
      {"janggi", "4k4/9/9/9/9/9/9/9/3K5/4R4 w - - 0 1",
       {"the side not to move (Han) is in check"},
       {}},
      // Facing generals are bikjang, a position of the game (a warning), or nothing at all
      // in the rule sets without bikjang.
      {"janggi", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1",
       {},
       {"the generals face each other (bikjang): Cho must break the facing or pass"}},
      {"janggicasual", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", {}, {}},
      // Every start of the sixteen setups is fine.
      {"janggi", "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1",
       {},
       {}},
  });
}

TEST_CASE("setup checks: Xiangqi", "[setup][xiangqi]") {
  check_cases({
      {"xiangqi", "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1",
       {"Red's general on a1 is outside its palace"},
       {}},
      // Advisors stand on d1 f1 e2 d3 f3 only.
      {"xiangqi", "4k4/9/9/9/9/9/9/9/3K5/4A4 w - - 0 1",
       {"Red's advisor on e1 is on a point it can never reach"},
       {}},
      // Elephants stand on their seven points of their own half.
      {"xiangqi", "4k4/9/9/9/9/4b4/9/9/4B4/3K5 w - - 0 1",
       {"Red's elephant on e2 is on a point it can never reach",
        "Black's elephant on e5 is on a point it can never reach"},
       {}},
      // Soldiers: never behind their start; sideways only after the river (b6 is fine).
      {"xiangqi", "4k4/9/9/9/1P7/9/1P7/4P4/9/3K5 w - - 0 1",
       {"Red's soldier on e3 is on a point it can never reach",
        "Red's soldier on b4 is on a point it can never reach"},
       {}},
      {"xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1",
       {"Red's general on e1 and Black's general on e10 face each other on an open file"},
       {}},
      {"xiangqi", "4k4/9/9/9/9/9/9/9/9/RRRK5 w - - 0 1",
       {"Red has 3 chariots; a side has at most 2"},
       {}},
      {"xiangqi", "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1",
       {},
       {"the game is already over here (checkmate: Red wins)"}},
  });
}

TEST_CASE("setup checks: Sin-yeon-sang-gi", "[setup][sinyeonsanggi]") {
  check_cases({
      {"sinyeonsanggi", "5k7/13/13/13/13/13/13/13/13/K12 w - - 0 1",
       {"Red's king on a1 is outside its palace"},
       {}},
      // Guards leave the palace only once liberated (a side without pawns).
      {"sinyeonsanggi", "5k7/13/13/p12/13/13/P12/13/2A10/6K6 w - - 0 1",
       {"Red's guard on c2 is outside its palace"},
       {}},
      {"sinyeonsanggi", "5k7/13/13/13/13/13/P12/13/2A10/6K6 w - - 0 1",
       {},
       {"Black has no pawns left: the liberated moves apply to both sides"}},
      // A guard steps diagonally, liberated or not: c3 is not a point of its colour.
      {"sinyeonsanggi", "5k7/13/13/13/13/13/P12/2A10/13/6K6 w - - 0 1",
       {"Red's guard on c3 is on a point it can never reach"},
       {}},
      {"sinyeonsanggi", "5k7/13/13/p12/13/13/13/P12/13/6K6 w - - 0 1",
       {"Red's pawn on a3 is on a point it can never reach"},
       {}},
      // A bull crosses the river only once liberated.
      {"sinyeonsanggi", "5k7/13/13/p12/4U8/13/P12/13/13/6K6 w - - 0 1",
       {"Red's bull on e6 is on a point it can never reach"},
       {}},
      {"sinyeonsanggi", "6k6/13/13/p12/13/13/P12/13/13/6K6 w - - 0 1",
       {"Red's king on g1 and Black's king on g10 face each other on an open file"},
       {}},
  });
}

TEST_CASE("setup checks: Gwangsanghui", "[setup][gwangsanghui]") {
  check_cases({
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/15/15/K14 w - - 0 1",
       {"South's marshal on a1 is outside its palace"},
       {}},
      // A General never leaves its wing palace, not even for the central one.
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/7G7/7K7/15 w - - 0 1",
       {"South's general on h3 is outside its palace"},
       {}},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/W14/15/15/15/7K7/15 w - - 0 1",
       {"South's rearguard on a6 is on a point it can never reach"},
       {}},
      // The Vanguard never stops in its own central army once it has left h5.
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/7V7/7K7/15 w - - 0 1",
       {"South's vanguard on h3 is on a point it can never reach"},
       {}},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/4P10/15/15/7K7/15 w - - 0 1",
       {"South's infantry on e5 is on a point it can never reach"},
       {}},
      // The Elite officer moves diagonally from d3 and l3: e3 is not of their colour.
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/4O10/7K7/15 w - - 0 1",
       {"South's elite officer on e3 is on a point it can never reach"},
       {}},
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/15/7K7/RRRRR10 w - - 0 1",
       {"South has 5 chariots; a side has at most 4"},
       {}},
      // No Marshal for North: the game is over, a position the game reaches.
      {"gwangsanghui", "15/15/15/15/15/15/15/15/15/15/15/15/7K7/15 w - - 0 1",
       {},
       {"the game is already over here (marshal-captured: South wins)"}},
      // a3 is outside the classic Vanguard's central army, but inside the dlp one's ranks 1-4.
      {"gwangsanghui", "15/15/7k7/15/15/15/15/15/15/15/15/V14/7K7/15 w - - 0 1", {}, {}},
      {"gwangsanghui-dlp", "15/15/7k7/15/15/15/15/15/15/15/15/V14/7K7/15 w - - 0 1",
       {"South's vanguard on a3 is on a point it can never reach"},
       {}},
  });
}

TEST_CASE("every start position passes its own checks", "[setup]") {
  for (const Variant* v : all_variants()) {
    const SetupCheck check = check_setup(read_fen(*v, v->start_fen).value());
    INFO(v->name);
    CHECK(check.errors.empty());
    CHECK(check.warnings.empty());
  }
}

TEST_CASE("setup problems carry a code and parameters for translation", "[setup]") {
  const Variant& v = *find_variant("janggi");
  auto setup = read_fen(v, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w");
  REQUIRE(setup.ok());
  const SetupCheck check = check_setup(setup.value());
  REQUIRE(check.errors.size() == 1);
  CHECK(check.errors[0].code == "outside-palace");
  using Params = std::vector<std::pair<std::string, std::string>>;
  CHECK(check.errors[0].params == Params{{"color", "w"},
                                         {"side", "Cho"},
                                         {"letter", "K"},
                                         {"piece", "general"},
                                         {"square", "a2"}});
}

TEST_CASE("a setup filled by a program is checked before it is used", "[setup]") {
  const Variant& v = *find_variant("xiangqi");
  Setup setup = read_fen(v, v.start_fen).value();
  setup.board[v.geometry.square(4, 4)] = make_piece(WHITE, 9);  // xiangqi has 7 piece types
  setup.board[200] = make_piece(BLACK, 1);                       // beyond the 90 points
  setup.rule50 = -3;
  const SetupCheck check = check_setup(setup);
  std::vector<std::string> codes;
  for (const SetupProblem& p : check.errors) codes.push_back(p.code);
  CHECK(codes == std::vector<std::string>{"unknown-piece", "off-board", "counters"});
  CHECK_FALSE(Position::from_setup(setup).ok());
  // The FEN of a position read back is the same setup.
  const Position start = start_position(v);
  CHECK(to_fen(start.to_setup()) == v.start_fen);
}
