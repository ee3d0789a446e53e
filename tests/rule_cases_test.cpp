// Runs the hand-built rule cases in tests/cases/*.txt (format in tests/cases/README.md):
// positions whose legal moves were worked out by hand from the rules text.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "fen.h"
#include "notation/machine.h"

using namespace sanggi;

namespace {

struct RuleCase {
  std::string file;
  int line = 0;
  std::string name, rule, variant, fen, from, fen_after, ended;
  std::vector<std::string> play;
  std::set<std::string> moves;
  bool has_moves = false;
};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::vector<RuleCase> read_cases() {
  std::vector<RuleCase> cases;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(SANGGI_CASES_DIR))
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::ifstream in(path);
    std::string line;
    RuleCase current;
    bool open = false;
    for (int number = 1; std::getline(in, line); ++number) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      size_t space = line.find(' ');
      std::string key = line.substr(0, space);
      std::string rest = space == std::string::npos ? "" : line.substr(space + 1);
      if (key.empty() || key[0] == '#') continue;
      if (key == "case") {
        current = RuleCase{path.filename().string(), number, rest};
        open = true;
      } else if (!open) {
        FAIL(path.filename().string() << ":" << number << ": directive outside a case: " << line);
      } else if (key == "rule") {
        current.rule = rest;
      } else if (key == "variant") {
        current.variant = rest;
      } else if (key == "fen") {
        current.fen = rest;
      } else if (key == "play") {
        for (auto& w : words(rest)) current.play.push_back(w);
      } else if (key == "from") {
        current.from = rest;
      } else if (key == "moves") {
        current.has_moves = true;
        for (auto& w : words(rest)) current.moves.insert(w);
      } else if (key == "fen-after") {
        current.fen_after = rest;
      } else if (key == "ended") {
        current.ended = rest;
      } else if (key == "end") {
        cases.push_back(current);
        open = false;
      } else {
        FAIL(path.filename().string() << ":" << number << ": unknown directive " << key);
      }
    }
    if (open) FAIL(path.filename().string() << ": case '" << current.name << "' has no end");
  }
  return cases;
}

}  // namespace

TEST_CASE("Hand-built rule cases", "[rules][cases]") {
  std::vector<RuleCase> cases = read_cases();
  REQUIRE(cases.size() >= 50);
  for (const RuleCase& c : cases) {
    INFO(c.file << ":" << c.line << " case '" << c.name << "' (" << c.rule << ")");
    CHECK_FALSE(c.rule.empty());
    CHECK((c.has_moves || !c.fen_after.empty() || !c.ended.empty()));
    const Variant* v = find_variant(c.variant);
    REQUIRE(v);
    auto parsed = parse_fen(*v, c.fen);
    INFO("FEN error: " << parsed.error());
    REQUIRE(parsed.ok());
    Position pos = parsed.value();
    for (const std::string& text : c.play) {
      auto move = parse_machine_move(pos, text);
      INFO("playing " << text << ": " << move.error());
      REQUIRE(move.ok());
      pos.make(move.value());
    }
    if (c.has_moves) {
      MoveList list;
      pos.legal_moves(list);
      std::set<std::string> actual;
      for (Move m : list) {
        if (!c.from.empty() && (is_pass(m) || pos.geometry().square_name(move_from(m)) != c.from))
          continue;
        actual.insert(machine_move(pos.geometry(), m));
      }
      std::string missing, extra;
      for (auto& m : c.moves)
        if (!actual.count(m)) missing += " " + m;
      for (auto& m : actual)
        if (!c.moves.count(m)) extra += " " + m;
      INFO("expected but not generated:" << missing);
      INFO("generated but not expected:" << extra);
      CHECK(actual == c.moves);
    }
    if (!c.fen_after.empty()) CHECK(to_fen(pos) == c.fen_after);
    if (!c.ended.empty()) {
      GameEnd end = pos.game_end();
      std::string actual =
          end.over() ? std::string(outcome_name(end.outcome)) + " " + end_reason_name(end.reason)
                     : "no";
      CHECK(actual == c.ended);
    }
  }
}
