// The UCI protocol (as Fairy-Stockfish speaks it for Janggi and Xiangqi), reading commands
// from a stream and writing answers to another, so tests can drive it without a process.
// The search runs in its own thread, so `stop` and `isready` are answered while it thinks.
//
// Beyond standard UCI:
//   setoption name Level value 1..10   levels for people (0 = full strength, the default)
//   setoption name Seed value N        the levels' random choices repeat (0: from the clock)
// (standard: setoption name MultiPV value N reports the N best lines, `info ... multipv K`)
//   setoption name NullMove|LateMoveReductions|Aspiration|CheckExtension|
//     Killers|History|FutilityPruning|InternalReduction|PruneLosingCaptures|
//     TranspositionTable|EvalPieceSquares|EvalMobility|EvalPalaceSafety value true|false
//                                      hidden switches, for self-play tests
//   gameend      -> info string gameend <white|black|draw|none> <reason>  (for match referees)
//   legalmoves   -> info string legalmoves m1 m2 ...
//   fen          -> info string fen <the current position>
//   eval         -> info string eval <centipawns for the side to move>
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <istream>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "position.h"
#include "search.h"

namespace sanggi {

class UciEngine {
 public:
  explicit UciEngine(std::ostream& out);
  ~UciEngine();
  // Handles one command line; false after `quit`.
  bool handle(const std::string& line);
  // Waits until a running search has printed its bestmove; an infinite one is stopped.
  void wait_for_search();

 private:
  void send(const std::string& line);
  void error(const std::string& message) { send("info string error: " + message); }
  void stop_search();
  void cmd_uci();
  void cmd_setoption(const std::vector<std::string>& words);
  void cmd_position(const std::vector<std::string>& words);
  void cmd_go(const std::vector<std::string>& words);
  void cmd_gameend();
  void set_variant(const Variant* v);
  void load_network_file(const std::string& path);

  std::ostream& out_;
  std::mutex out_mutex_;
  const Variant* variant_;
  std::unique_ptr<Position> position_;
  Searcher searcher_;
  int level_ = 0;
  int multi_pv_ = 1;  // lines to report (UCI MultiPV)
  uint64_t seed_ = 0;
  uint64_t searches_ = 0;
  int nodes_per_ms_ = 0;  // NodesTime: time counted in nodes (0: the clock)
  std::thread thread_;
  bool searching_ = false;        // a search thread exists (not yet joined)
  std::atomic<bool> done_{true};  // that thread has printed its bestmove
  // `go infinite` holds its bestmove until `stop`.
  std::mutex infinite_mutex_;
  std::condition_variable infinite_cv_;
  bool infinite_ = false;
  bool release_ = false;
};

// Reads commands until `quit` or the end of the input.
int run_uci(std::istream& in, std::ostream& out);

}  // namespace sanggi
