#include "search_binding.h"

#include <algorithm>
#include <cmath>

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
  GameEnd end = game.current.game_end();
  if (end.over())
    return error_json(std::string("the game is over (") + end_reason_name(end.reason) + ")");

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
  const SearchLimits limits = limits_with_level(level, given);

  if (!continues_last_game(game)) searcher().clear();
  SearchResult result = searcher().search(game.current, limits);
  if (result.best == MOVE_NONE) return error_json("no legal move");

  const Geometry& g = game.current.geometry();
  JsonWriter json;
  json.begin_object()
      .field("best", machine_move(g, result.best))
      .field("score", result.score)
      .field("depth", result.depth)
      .field("nodes", int64_t(result.nodes))
      .field("timeMs", result.time_ms);
  // A forced win or loss: how many plies until mate, negative when the mover is mated.
  // A forced win or loss: how many plies until mate, negative when the mover is mated.
  json.key("mate");
  if (const std::optional<int> plies = mate_plies(result.score))
    json.number(*plies);
  else
    json.null();
  json.key("pv").begin_array();
  for (Move m : result.pv) json.string(machine_move(g, m));
  json.end_array();
  return json.end_object().take();
}

}  // namespace sanggi::wasm
