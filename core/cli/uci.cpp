#include "uci.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iterator>
#include <cstdlib>
#include <sstream>

#include "evaluate.h"
#include "fen.h"
#include "network.h"
#include "notation/machine.h"
#include "parse_number.h"
#include "version.h"

namespace sanggi {

namespace {

constexpr int MAX_MULTI_PV = 500;

std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string score_text(int score) {
  const std::optional<int> plies = mate_plies(score);
  if (!plies) return "cp " + std::to_string(score);
  // UCI counts mates in moves: plies rounded up to whole moves.
  return "mate " + std::string(score < 0 ? "-" : "") + std::to_string((std::abs(*plies) + 1) / 2);
}

// Printable: control characters from the input are not echoed back.
std::string shown(const std::string& s) {
  std::string out = s.substr(0, 60);
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) c = '?';
  return out;
}

struct FeatureOption {
  const char* name;
  bool SearchFeatures::*flag;
};
constexpr FeatureOption FEATURE_OPTIONS[] = {
    {"transpositiontable", &SearchFeatures::transposition_table},
    {"aspiration", &SearchFeatures::aspiration_windows},
    {"nullmove", &SearchFeatures::null_move},
    {"latemovereductions", &SearchFeatures::late_move_reductions},
    {"checkextension", &SearchFeatures::check_extension},
    {"killers", &SearchFeatures::killers},
    {"history", &SearchFeatures::history},
    {"continuationhistory", &SearchFeatures::continuation_history},
    {"futilitypruning", &SearchFeatures::futility_pruning},
    {"seeordering", &SearchFeatures::see_ordering},
    {"internalreduction", &SearchFeatures::internal_reduction},
    {"prunelosingcaptures", &SearchFeatures::prune_losing_captures},
};
struct EvalOption {
  const char* name;
  unsigned bit;
};
constexpr EvalOption EVAL_OPTIONS[] = {
    {"evalpiecesquares", EVAL_PIECE_SQUARES},
    {"evalmobility", EVAL_MOBILITY},
    {"evalpalacesafety", EVAL_PALACE_SAFETY},
    {"evalthreats", EVAL_THREATS},
};

}  // namespace

UciEngine::UciEngine(std::ostream& out)
    : out_(out), seed_(uint64_t(std::chrono::steady_clock::now().time_since_epoch().count())) {
  set_variant(all_variants().front());  // the first game of the registry: Janggi
}

UciEngine::~UciEngine() {
  stop_search();
}

void UciEngine::send(const std::string& line) {
  std::lock_guard<std::mutex> lock(out_mutex_);
  out_ << line << std::endl;
}

void UciEngine::set_variant(const Variant* v) {
  variant_ = v;
  position_ = std::make_unique<Position>(start_position(*v));
}

void UciEngine::stop_search() {
  if (!searching_) return;
  {
    std::lock_guard<std::mutex> lock(infinite_mutex_);
    release_ = true;
  }
  infinite_cv_.notify_all();
  // Repeated, because a stop() that arrives before the thread has begun its search is lost.
  while (!done_) {
    searcher_.stop();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  thread_.join();
  searching_ = false;
}

void UciEngine::wait_for_search() {
  if (!searching_) return;
  if (infinite_) return stop_search();  // it would never end by itself
  thread_.join();
  searching_ = false;
}

bool UciEngine::handle(const std::string& line) {
  const std::vector<std::string> words = split(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  if (cmd == "uci") {
    cmd_uci();
  } else if (cmd == "isready") {
    send("readyok");
  } else if (cmd == "ucinewgame") {
    stop_search();
    searcher_.clear();
    position_ = std::make_unique<Position>(start_position(*variant_));
  } else if (cmd == "setoption") {
    stop_search();
    cmd_setoption(words);
  } else if (cmd == "position") {
    stop_search();
    cmd_position(words);
  } else if (cmd == "go") {
    stop_search();
    cmd_go(words);
  } else if (cmd == "stop") {
    stop_search();
  } else if (cmd == "quit") {
    stop_search();
    return false;
  } else if (cmd == "gameend") {
    cmd_gameend();
  } else if (cmd == "legalmoves") {
    MoveList moves;
    position_->legal_moves(moves);
    std::string text = "info string legalmoves";
    for (Move m : moves) text.append(" ").append(machine_move(position_->geometry(), m));
    send(text);
  } else if (cmd == "fen" || cmd == "d") {
    send("info string fen " + to_fen(*position_));
  } else if (cmd == "eval") {
    // The static evaluation with the evaluation switches (EvalMobility, ...) as set.
    const unsigned terms = searcher_.features().eval_terms;
    send("info string eval " +
         std::to_string(evaluate(*position_, eval_tables(position_->variant()), terms)));
    if (const Network* net = network_for(position_->variant()))
      send("info string nnue " + std::to_string(net->evaluate(*position_)));
  } else {
    error("unknown command '" + shown(cmd) + "'");
  }
  return true;
}

void UciEngine::cmd_uci() {
  send(std::string("id name sanggi ") + VERSION);
  send("id author the sanggi authors");
  std::string variants =
      "option name UCI_Variant type combo default " + all_variants().front()->name;
  for (const Variant* v : all_variants()) variants += " var " + v->name;
  send(variants);
  send("option name Hash type spin default 16 min 1 max 4096");
  send("option name Clear Hash type button");
  send("option name Level type spin default 0 min 0 max 10");
  send("option name Seed type spin default 0 min 0 max 2147483647");
  send("option name NodesTime type spin default 0 min 0 max 1000000");
  send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MAX_MULTI_PV));
  send(std::string("option name Use NNUE type check default ") +
       (networks_used() ? "true" : "false"));
  send("option name EvalFile type string default <built-in>");
  send("uciok");
}

void UciEngine::cmd_setoption(const std::vector<std::string>& words) {
  // setoption name <words...> [value <words...>]
  std::string name, value;
  std::string* target = nullptr;
  for (size_t i = 1; i < words.size(); ++i) {
    if (words[i] == "name")
      target = &name;
    else if (words[i] == "value")
      target = &value;
    else if (target)
      *target += (target->empty() ? "" : " ") + words[i];
  }
  const std::string key = lower(name);
  if (key == "uci_variant") {
    const Variant* v = find_variant(lower(value));
    if (!v) return error("unknown variant '" + shown(value) + "' (known: " + variant_names() + ")");
    set_variant(v);
  } else if (key == "hash") {
    long long mb = parse_number(value, 4096);
    if (mb < 1) return error("Hash must be a number of megabytes from 1 to 4096");
    searcher_.set_hash_size(size_t(mb));
  } else if (key == "clear hash") {
    searcher_.clear();
  } else if (key == "level") {
    long long level = parse_number(value, MAX_LEVEL);
    if (level < 0)
      return error("Level must be 0 (full strength) or 1 to " + std::to_string(MAX_LEVEL));
    level_ = int(level);
  } else if (key == "seed") {
    long long seed = parse_number(value, (1LL << 62));
    if (seed < 0) return error("Seed must be a non-negative number");
    // 0, the default, draws the levels' randomness from the clock; any other value repeats.
    seed_ = seed ? uint64_t(seed)
                 : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
    searches_ = 0;
  } else if (key == "nodestime") {
    long long rate = parse_number(value, 1LL << 30);
    if (rate < 0) return error("NodesTime must be 0 (the clock) or nodes per millisecond");
    nodes_per_ms_ = int(rate);
  } else if (key == "multipv") {
    long long lines = parse_number(value, MAX_MULTI_PV);
    if (lines < 1)
      return error("MultiPV must be a number of lines from 1 to " + std::to_string(MAX_MULTI_PV));
    multi_pv_ = int(lines);
  } else if (key == "use nnue") {
    const std::string v = lower(value);
    if (v != "true" && v != "false") return error("Use NNUE must be true or false");
    use_networks(v == "true");
  } else if (key == "evalfile") {
    load_network_file(value);
  } else if (key == "uci_chess960" || key == "ponder" || key == "threads") {
    // Accepted and ignored: one thread, no pondering.
  } else {
    const std::string v = lower(value);
    const bool on = v == "true" || v == "1" || v == "on";
    if (!on && v != "false" && v != "0" && v != "off")
      return error("unknown option '" + shown(name) + "' or value '" + shown(value) + "'");
    SearchFeatures features = searcher_.features();
    for (const FeatureOption& f : FEATURE_OPTIONS)
      if (key == f.name) {
        features.*(f.flag) = on;
        return searcher_.set_features(features);
      }
    for (const EvalOption& e : EVAL_OPTIONS)
      if (key == e.name) {
        features.eval_terms = on ? features.eval_terms | e.bit : features.eval_terms & ~e.bit;
        return searcher_.set_features(features);
      }
    error("unknown option '" + shown(name) + "'");
  }
}

// EvalFile: a network file for the game being played (its name in the file must match).
void UciEngine::load_network_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error("cannot read the network file '" + shown(path) + "'");
  const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
  std::string why;
  if (!set_network(*variant_, bytes, why)) return error("network file '" + shown(path) + "': " + why);
  send("info string network " + shown(path) + " loaded for " + variant_->name);
}

void UciEngine::cmd_position(const std::vector<std::string>& words) {
  size_t i = 1;
  std::string fen;
  if (i < words.size() && words[i] == "startpos") {
    fen = variant_->start_fen;
    ++i;
  } else if (i < words.size() && words[i] == "fen") {
    for (++i; i < words.size() && words[i] != "moves"; ++i)
      fen += (fen.empty() ? "" : " ") + words[i];
  } else {
    return error("expected 'position startpos' or 'position fen FEN', optionally with 'moves ...'");
  }
  auto parsed = parse_fen(*variant_, fen);
  if (!parsed) return error("bad FEN: " + parsed.error());
  auto pos = std::make_unique<Position>(std::move(parsed).value());
  if (i < words.size() && words[i] != "moves") return error("expected 'moves' after the position");
  for (++i; i < words.size(); ++i) {
    auto move = parse_machine_move(*pos, words[i]);
    if (!move) return error("move " + std::to_string(pos->ply() + 1) + ": " + move.error());
    pos->make(move.value());
  }
  position_ = std::move(pos);
}

void UciEngine::cmd_go(const std::vector<std::string>& words) {
  SearchLimits limits;
  bool infinite = false;
  long long wtime = 0, btime = 0, winc = 0, binc = 0, byoyomi = 0;
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "infinite") {
      infinite = true;
      continue;
    }
    if (w == "ponder") continue;
    if (w != "depth" && w != "nodes" && w != "movetime" && w != "wtime" && w != "btime" &&
        w != "winc" && w != "binc" && w != "byoyomi" && w != "movestogo" && w != "mate")
      return error("unknown go parameter '" + shown(w) + "'");
    // Clocks can run below zero in some GUIs: a negative time counts as none left.
    std::string text = i + 1 < words.size() ? words[++i] : "";
    bool negative = !text.empty() && text[0] == '-';
    long long v = parse_number(negative ? text.substr(1) : text, 1LL << 40);
    if (v < 0) return error("go " + w + " needs a number, not '" + shown(text) + "'");
    if (negative) v = 0;
    if (w == "depth")
      limits.depth = int(std::min<long long>(v, MAX_PLY));
    else if (w == "nodes")
      limits.nodes = uint64_t(v);
    else if (w == "movetime")  // 0 or below: the least time, not a search until `stop`
      limits.movetime_ms = int(std::clamp<long long>(v, 1, 1LL << 30));
    else if (w == "wtime")
      wtime = std::max<long long>(v, 1);
    else if (w == "btime")
      btime = std::max<long long>(v, 1);
    else if (w == "winc")
      winc = v;
    else if (w == "binc")
      binc = v;
    else if (w == "byoyomi")  // as Fairy-Stockfish and USI: one period, both sides, in ms
      byoyomi = v;
  }
  const bool white = position_->side_to_move() == WHITE;
  limits.time_left_ms = int(std::min<long long>(white ? wtime : btime, 1LL << 30));
  limits.increment_ms = int(std::min<long long>(white ? winc : binc, 1LL << 30));
  limits.byoyomi_ms = int(std::min<long long>(byoyomi, 1LL << 30));
  limits.nodes_per_ms = nodes_per_ms_;
  if (level_ > 0) limits.seed = seed_ * 0x9E3779B97F4A7C15ULL + ++searches_;
  limits = limits_with_level(level_, limits);
  limits.multi_pv = multi_pv_;
  // `go` alone, like `go infinite`, searches until `stop`.
  if (!limits.depth && !limits.nodes && !limits.movetime_ms && !limits.time_left_ms &&
      !limits.increment_ms && !limits.byoyomi_ms)
    infinite = true;

  release_ = false;
  infinite_ = infinite;
  done_ = false;
  searching_ = true;
  Position pos = *position_;
  thread_ = std::thread([this, pos = std::move(pos), limits]() {
    // Every line of the iteration together, best first, as UCI's multi-PV mode has it.
    auto on_info = [&](const SearchInfo& info) {
      const std::string counts =
          " nodes " + std::to_string(info.nodes) + " nps " +
          std::to_string(info.nodes * 1000 / uint64_t(std::max(info.time_ms, 1))) + " time " +
          std::to_string(info.time_ms) + " pv";
      for (size_t k = 0; k < info.lines.size(); ++k) {
        const SearchLine& l = info.lines[k];
        std::string line = "info depth " + std::to_string(l.depth) + " seldepth " +
                           std::to_string(info.seldepth) + " multipv " + std::to_string(k + 1) +
                           " score " + score_text(l.score) + counts;
        for (Move m : l.pv) line.append(" ").append(machine_move(pos.geometry(), m));
        send(line);
      }
    };
    SearchResult result = searcher_.search(pos, limits, on_info);
    // Every node searched, the unfinished last iteration's too (the iterations' lines count
    // only up to the last completed one): what a node-limited search really cost.
    send("info nodes " + std::to_string(result.nodes) + " nps " +
         std::to_string(result.nodes * 1000 / uint64_t(std::max(result.time_ms, 1))) + " time " +
         std::to_string(result.time_ms));
    if (infinite_) {
      std::unique_lock<std::mutex> lock(infinite_mutex_);
      infinite_cv_.wait(lock, [&] { return release_; });
    }
    send("bestmove " + machine_move(pos.geometry(), result.best));
    done_ = true;
  });
}

void UciEngine::cmd_gameend() {
  const GameEnd end = position_->game_end();
  std::string outcome = end.over() ? outcome_name(end.outcome) : "none";
  std::string text = "info string gameend " + outcome + " " + end_reason_name(end.reason);
  if (end.by_points)
    text += " points " + std::to_string(end.white_points_tenths) + " " +
            std::to_string(end.black_points_tenths);
  send(text);
}

int run_uci(std::istream& in, std::ostream& out) {
  UciEngine engine(out);
  for (std::string line; std::getline(in, line);)
    if (!engine.handle(line)) return 0;
  // The end of the input: let a bounded search finish and print its move (scripts pipe
  // "go depth N" in); an infinite one is stopped.
  engine.wait_for_search();
  return 0;
}

}  // namespace sanggi
