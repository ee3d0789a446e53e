#include "search_binding.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "json_writer.h"
#include "notation/machine.h"
#include "search/search.h"

namespace sanggi::wasm {

namespace {

constexpr size_t HASH_MEGABYTES = 16;
constexpr int MAX_MOVETIME_MS = 10 * 60 * 1000;
constexpr int MAX_CLOCK_MS = 24 * 60 * 60 * 1000;
constexpr double MAX_NODES = 1e12;
constexpr int DEFAULT_LEVEL = 5;  // a search request with neither a level nor a limit
constexpr int MAX_DEPTH = MAX_PLY - 4;  // the search's own deepest iteration

Searcher& searcher() {
  static Searcher instance(HASH_MEGABYTES);
  return instance;
}

// The same start position and a longer move list is the same game going on: keep what the
// table learnt. Anything else is a new game and starts from a clear table, which also makes
// a node-limited search of a fresh game reproducible.
bool continues_last_game(const Game& game) {
  static const Variant* last_variant = nullptr;
  static std::string last_start;
  static std::vector<Move> last_moves;
  std::string start = to_fen(game.start);
  bool same = game.variant == last_variant && start == last_start &&
              game.moves.size() >= last_moves.size() &&
              std::equal(last_moves.begin(), last_moves.end(), game.moves.begin());
  last_variant = game.variant;
  last_start = std::move(start);
  last_moves = game.moves;
  return same;
}

// "score" and "mate": a forced win or loss as how many plies until mate, negative when the
// mover is mated; null otherwise.
void write_score(JsonWriter& json, int score) {
  json.field("score", score).key("mate");
  if (const std::optional<int> plies = mate_plies(score))
    json.number(*plies);
  else
    json.null();
}

void write_moves(JsonWriter& json, const Geometry& g, const std::vector<Move>& moves) {
  json.begin_array();
  for (Move m : moves) json.string(machine_move(g, m));
  json.end_array();
}

// "best", "score", "mate", "pv" and "lines": [{pv, score, mate, depth}, ...] best first.
void write_lines(JsonWriter& json, const Geometry& g, Move best, int score,
                 const std::vector<Move>& pv, const std::vector<SearchLine>& lines) {
  json.field("best", machine_move(g, best));
  write_score(json, score);
  json.key("pv");
  write_moves(json, g, pv);
  json.key("lines").begin_array();
  for (const SearchLine& line : lines) {
    json.begin_object().key("pv");
    write_moves(json, g, line.pv);
    write_score(json, line.score);
    json.field("depth", line.depth).end_object();
  }
  json.end_array();
}

std::string game_over_error(const Game& game) {
  GameEnd end = game.current.game_end();
  if (!end.over()) return "";
  return error_json(std::string("the game is over (") + end_reason_name(end.reason) + ")",
                    "game-over", {{"reason", end_reason_name(end.reason)}});
}

}  // namespace

std::string search_json(const Game& game, const SearchRequest& request) {
  if (request.level < 0 || request.level > MAX_LEVEL)
    return error_json("level must be 1 to " + std::to_string(MAX_LEVEL) + ", or 0 for none");
  if (request.depth < 0 || request.depth > MAX_PLY)
    return error_json("depth must be 0 to " + std::to_string(MAX_PLY));
  if (!(request.nodes >= 0 && request.nodes <= MAX_NODES))
    return error_json("nodes must be 0 to 1e12");
  if (request.movetime_ms < 0 || request.movetime_ms > MAX_MOVETIME_MS)
    return error_json("movetimeMs must be 0 to " + std::to_string(MAX_MOVETIME_MS));
  for (int clock : {request.time_left_ms, request.increment_ms, request.byoyomi_ms})
    if (clock < 0 || clock > MAX_CLOCK_MS)
      return error_json("clock times must be 0 to " + std::to_string(MAX_CLOCK_MS) + " ms");
  if (request.multi_pv < 1 || request.multi_pv > MAX_MULTI_PV)
    return error_json("multiPV must be 1 to " + std::to_string(MAX_MULTI_PV));
  if (std::string over = game_over_error(game); !over.empty()) return over;

  SearchLimits given;
  given.depth = request.depth;
  given.nodes = uint64_t(request.nodes);
  given.movetime_ms = request.movetime_ms;
  if (request.seed > 0 && std::isfinite(request.seed)) given.seed = uint64_t(request.seed);
  // A clock adds its own plan (core/search/time_manager.cpp); a level's cap still applies.
  given.time_left_ms = request.time_left_ms;
  given.increment_ms = request.increment_ms;
  given.byoyomi_ms = request.byoyomi_ms;
  // No level and no limit of its own: the page's default level.
  const bool own_limits = request.depth || request.nodes || request.movetime_ms ||
                          request.time_left_ms || request.increment_ms || request.byoyomi_ms;
  const int level = request.level || own_limits ? request.level : DEFAULT_LEVEL;
  SearchLimits limits = limits_with_level(level, given);
  limits.multi_pv = request.multi_pv;

  // A node-limited search is reproducible (the page's hint): it starts from a clear table too.
  const bool continues = continues_last_game(game);
  if (!continues || request.nodes > 0) searcher().clear();
  SearchResult result = searcher().search(game.current, limits);
  if (result.best == MOVE_NONE) return error_json("no legal move");

  JsonWriter json;
  json.begin_object()
      .field("depth", result.depth)
      .field("nodes", int64_t(result.nodes))
      .field("timeMs", result.time_ms);
  write_lines(json, game.current.geometry(), result.best, result.score, result.pv, result.lines);
  return json.end_object().take();
}

std::string analyse_json(const Game& game, const AnalyseRequest& request) {
  if (request.multi_pv < 1 || request.multi_pv > MAX_MULTI_PV)
    return error_json("multiPV must be 1 to " + std::to_string(MAX_MULTI_PV));
  if (request.slice_ms < 1 || request.slice_ms > 10000)
    return error_json("sliceMs must be 1 to 10000");
  if (request.start_depth < 0 || request.start_depth > MAX_DEPTH)
    return error_json("startDepth must be 0 to " + std::to_string(MAX_DEPTH));
  if (std::abs(request.start_score) > SCORE_INFINITE) return error_json("bad startScore");
  if (request.max_depth < 0 || request.max_depth > MAX_DEPTH)
    return error_json("depth must be 0 to " + std::to_string(MAX_DEPTH));
  if (std::string over = game_over_error(game); !over.empty()) return over;

  SearchLimits limits;
  limits.movetime_ms = request.slice_ms;
  limits.multi_pv = request.multi_pv;
  limits.start_depth = request.start_depth;
  limits.start_score = request.start_score;
  limits.depth = request.max_depth;
  // A resumed slice must find the earlier slices' work in the table.
  if (!continues_last_game(game) && request.start_depth == 0) searcher().clear();

  const Geometry& g = game.current.geometry();
  JsonWriter json;
  json.begin_object().key("iterations").begin_array();
  bool finished = false;
  SearchResult result = searcher().search(game.current, limits, [&](const SearchInfo& info) {
    json.begin_object()
        .field("depth", info.depth)
        .field("seldepth", info.seldepth)
        .field("nodes", int64_t(info.nodes))
        .field("timeMs", info.time_ms);
    write_lines(json, g, info.pv.front(), info.score, info.pv, info.lines);
    json.end_object();
    // As the search's own rule: a forced mate in every line, with the depth to spare.
    finished = info.depth >= (request.max_depth ? request.max_depth : MAX_DEPTH) ||
               std::all_of(info.lines.begin(), info.lines.end(), [&](const SearchLine& l) {
                 return mate_plies(l.score) && info.depth >= SCORE_MATE - std::abs(l.score) + 4;
               });
  });
  if (result.best == MOVE_NONE) return error_json("no legal move");
  json.end_array()
      .field("nodes", int64_t(result.nodes))
      .field("timeMs", result.time_ms)
      .field("finished", finished);
  return json.end_object().take();
}

}  // namespace sanggi::wasm
