// The UCI protocol driven through streams: the handshake, options, positions with moves
// (including Janggi's pass), searches with info lines and bestmove, stop and isready while
// searching, the referee's gameend, and bad input answered with an error line that leaves
// the position as it was.
#include <catch2/catch.hpp>

#include <chrono>
#include <sstream>
#include <string>
#include <thread>

#include "fen.h"
#include "notation/machine.h"
#include "uci.h"
#include "version.h"

using namespace sanggi;

namespace {

// The lines written since the last call. The output stream is read only while no search
// thread can write to it (before `go`, or after wait_for_search() or `stop`).
struct Session {
  std::ostringstream out;
  UciEngine engine{out};
  size_t seen = 0;

  std::string send(const std::string& line) {
    engine.handle(line);
    return take();
  }
  std::string take() {
    std::string all = out.str();
    std::string fresh = all.substr(seen);
    seen = all.size();
    return fresh;
  }
  // What a search writes: `go` sent and waited for.
  std::string search(const std::string& go) {
    engine.handle(go);
    engine.wait_for_search();
    return take();
  }
  std::string fen() {
    std::string answer = send("fen");
    const std::string prefix = "info string fen ";
    REQUIRE(answer.rfind(prefix, 0) == 0);
    return answer.substr(prefix.size(), answer.size() - prefix.size() - 1);
  }
};

// A session playing Xiangqi from `position` (a UCI position command).
void xiangqi_at(Session& s, const std::string& position) {
  s.send("setoption name UCI_Variant value xiangqi");
  s.send(position);
}

std::string last_word_after(const std::string& text, const std::string& key) {
  size_t at = text.rfind(key);
  if (at == std::string::npos) return "";
  std::istringstream in(text.substr(at + key.size()));
  std::string word;
  in >> word;
  return word;
}

}  // namespace

TEST_CASE("uci handshake and options", "[uci]") {
  Session s;
  const std::string hello = s.send("uci");
  CHECK(hello.find(std::string("id name sanggi ") + VERSION + "\n") != std::string::npos);
  CHECK(hello.find("option name UCI_Variant type combo default janggi") != std::string::npos);
  CHECK(hello.find("var gwangsanghui-dlp") != std::string::npos);
  CHECK(hello.find("option name Hash") != std::string::npos);
  CHECK(hello.find("option name Level") != std::string::npos);
  CHECK(hello.substr(hello.size() - 6) == "uciok\n");
  CHECK(s.send("isready") == "readyok\n");
  CHECK(s.send("setoption name Hash value 8").empty());
  CHECK(s.send("setoption name Level value 5").empty());
  CHECK(s.send("setoption name NullMove value false").empty());
  CHECK(s.send("setoption name Level value 11").find("info string error") == 0);
  CHECK(s.send("setoption name NoSuchThing value 3").find("info string error") == 0);
  CHECK(s.send("setoption name UCI_Variant value chess").find("info string error") == 0);
  CHECK(s.send("frobnicate").find("info string error: unknown command") == 0);
}

TEST_CASE("uci positions: variants, FEN, moves and the Janggi pass", "[uci]") {
  Session s;
  CHECK(s.fen() == find_variant("janggi")->start_fen);
  // Cho passes (its general's square twice, as Fairy-Stockfish writes it).
  CHECK(s.send("position startpos moves e2e2").empty());
  CHECK(s.fen() == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1");
  CHECK(s.send("setoption name UCI_Variant value xiangqi").empty());
  CHECK(s.fen() == find_variant("xiangqi")->start_fen);
  CHECK(s.send("position startpos moves h3e3 h8e8").empty());
  const std::string after = s.fen();
  CHECK(after == "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
  // Bad input: an error line, and the position stays as it was.
  CHECK(s.send("position fen this is not a fen").find("info string error: bad FEN") == 0);
  CHECK(s.fen() == after);
  CHECK(s.send("position startpos moves h3e3 a1a9").find("info string error: move 2") == 0);
  CHECK(s.fen() == after);
  CHECK(s.send("position sideways").find("info string error") == 0);
  CHECK(s.fen() == after);
  CHECK(s.send("position fen 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").empty());
  CHECK(s.fen() == "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
}

TEST_CASE("uci eval: the static evaluation, with the evaluation switches", "[uci]") {
  Session s;
  // Han's horse c8 attacks Cho's chariot b6: the threat term counts (its sign is the fitted
  // weights', which in this bare ending favour the chariot's side).
  CHECK(s.send("position fen 3k5/9/2n6/9/1R7/9/9/9/4K4/9 w - - 0 1").empty());
  const std::string all = s.send("eval");
  REQUIRE(all.find("info string eval ") == 0);
  const int with_threats = std::stoi(all.substr(17));
  CHECK(s.send("setoption name EvalThreats value false").empty());
  const int without = std::stoi(s.send("eval").substr(17));
  CHECK(with_threats != without);
  CHECK(s.send("setoption name EvalThreats value maybe").find("info string error") == 0);
  CHECK(std::stoi(s.send("eval").substr(17)) == without);  // a bad value changes nothing
}

TEST_CASE("uci go: info lines and a legal bestmove", "[uci]") {
  Session s;
  xiangqi_at(s, "position startpos moves h3e3");
  const std::string out = s.search("go depth 4");
  CHECK(out.find("info depth 4 ") != std::string::npos);
  CHECK(out.find(" score cp ") != std::string::npos);
  CHECK(out.find(" nodes ") != std::string::npos);
  CHECK(out.find(" nps ") != std::string::npos);
  CHECK(out.find(" pv ") != std::string::npos);
  const std::string best = last_word_after(out, "bestmove ");
  Position pos = start_position(*find_variant("xiangqi"));
  pos.play(parse_machine_move(pos, "h3e3").value());
  CHECK(parse_machine_move(pos, best).ok());
  CHECK(s.send("go wibble").find("info string error") == 0);  // no search starts
  // The last info line counts every node, the unfinished iteration's too: all 5000 here.
  CHECK(s.search("go nodes 5000").find("\ninfo nodes 5000 nps ") != std::string::npos);
  // A move time of 0 or below is the least time, not a search until stop: the search has
  // long ended (its last line's time) when stop comes a second later. (The least time is a
  // few ms in a release build; under the sanitizers on a loaded machine it was 300 ms, so
  // the bound is well clear of that and still well before the stop.)
  for (const char* go : {"go movetime 0", "go movetime -5"}) {
    s.engine.handle(go);
    std::this_thread::sleep_for(std::chrono::milliseconds(1000));
    s.engine.handle("stop");
    const std::string out = s.take();
    INFO(go << ": " << out);
    CHECK(parse_machine_move(pos, last_word_after(out, "bestmove ")).ok());
    const std::string time = last_word_after(out, " time ");
    REQUIRE(!time.empty());  // the last info line says how long the search took
    CHECK(std::stoi(time) < 700);
  }
}

TEST_CASE("uci go: a mate is reported as mate", "[uci]") {
  Session s;
  xiangqi_at(s, "position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  const std::string out = s.search("go depth 3");
  CHECK(out.find("score mate 1 ") != std::string::npos);
  CHECK(last_word_after(out, "bestmove ") == "b1b10");
}

TEST_CASE("uci: isready and stop while searching", "[uci]") {
  Session s;
  s.send("setoption name UCI_Variant value gwangsanghui");
  s.send("position startpos");
  s.engine.handle("go infinite");
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  s.engine.handle("isready");
  const auto start = std::chrono::steady_clock::now();
  s.engine.handle("stop");
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  CHECK(ms < 1000);
  const std::string out = s.take();
  // readyok came while the search was still running, before its bestmove.
  REQUIRE(out.find("readyok") != std::string::npos);
  CHECK(out.find("readyok") < out.find("bestmove"));
  const std::string best = last_word_after(out, "bestmove ");
  CHECK(parse_machine_move(start_position(*find_variant("gwangsanghui")), best).ok());
  // A stop with no search running is harmless, and the next search runs normally.
  CHECK(s.send("stop").empty());
  CHECK(s.search("go depth 2").find("info depth 2 ") != std::string::npos);
}

TEST_CASE("uci: go infinite holds its bestmove until stop", "[uci]") {
  Session s;
  xiangqi_at(s, "position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
  s.engine.handle("go infinite");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  // The mate is found at once (the search ends), but bestmove waits for stop: the search
  // thread is done writing, so the output can be read here.
  CHECK(s.out.str().find("score mate 1") != std::string::npos);
  CHECK(s.out.str().find("bestmove") == std::string::npos);
  s.engine.handle("stop");
  CHECK(last_word_after(s.take(), "bestmove ") == "b1b10");
}

TEST_CASE("uci gameend: the referee's view of the rules", "[uci]") {
  Session s;
  CHECK(s.send("gameend") == "info string gameend none none\n");
  // Janggi: bikjang answered by a pass ends the game on points (Cho 26, Han 6 + 1.5).
  s.send("position fen 3aka3/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1 moves e1e1");
  CHECK(s.send("gameend") == "info string gameend white bikjang points 260 75\n");
  s.send("setoption name UCI_Variant value xiangqi");
  s.send("position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1 moves b1b10");
  CHECK(s.send("gameend") == "info string gameend white checkmate\n");
  CHECK(s.send("legalmoves") == "info string legalmoves\n");
}

TEST_CASE("uci levels: a level search answers within its time", "[uci]") {
  Session s;
  s.send("setoption name Level value 1");
  s.send("setoption name Seed value 7");
  s.send("position startpos");
  const auto start = std::chrono::steady_clock::now();
  s.engine.handle("go wtime 600000 btime 600000");
  s.engine.wait_for_search();
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  const std::string out = s.take();
  CHECK(out.find("info depth 1 ") != std::string::npos);
  CHECK(out.find("info depth 2 ") == std::string::npos);  // level 1 looks one move ahead
  CHECK(ms < 1000);
  CHECK(
      parse_machine_move(start_position(*find_variant("janggi")), last_word_after(out, "bestmove "))
          .ok());
}
