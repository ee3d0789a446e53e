// The functions the page calls, registered with embind. Strings and numbers in, JSON text
// out: no C++ object reaches JS, and every failure is the value {"error": "..."}.
// web/engine/api.js wraps these (checking JS types first) into the API of web/engine/API.md.
#include <emscripten/bind.h>

#include <malloc.h>

#include <chrono>

#include "describe.h"
#include "game.h"
#include "json_writer.h"
#include "network.h"
#include "notation/human.h"
#include "notation/machine.h"
#include "perft.h"
#include "record_binding.h"
#include "search.h"
#include "search_binding.h"
#include "setup_binding.h"

namespace sanggi::wasm {
namespace {

bool too_long(const std::string& text, size_t limit, std::string& error) {
  if (text.size() <= limit) return false;
  error = error_json("argument longer than " + std::to_string(limit) + " bytes");
  return true;
}

std::string variants() {
  return variants_json();
}

std::string variant_info(std::string name) {
  std::string error;
  if (too_long(name, MAX_TEXT, error)) return error;
  return variant_info_json(name);
}

// Replays {variant, fen, moves}, or sets `out` to the error value.
std::optional<Game> load_game(const std::string& variant, const std::string& fen,
                              const std::string& moves, std::string& out) {
  if (too_long(variant, MAX_TEXT, out) || too_long(fen, MAX_TEXT, out) ||
      too_long(moves, MAX_MOVES_TEXT, out))
    return std::nullopt;
  GameError error;
  auto game = replay(variant, fen, moves, error);
  if (!game) out = game_error_json(error);
  return game;
}

std::string state(std::string variant, std::string fen, std::string moves) {
  std::string out;
  auto game = load_game(variant, fen, moves, out);
  if (!game) return out;
  return state_json(*game);
}

std::string parse_move_text(std::string variant, std::string fen, std::string moves,
                            std::string text) {
  std::string out;
  auto game = load_game(variant, fen, moves, out);
  if (!game) return out;
  if (too_long(text, 256, out)) return out;
  auto move = parse_move(game->current, text);
  if (!move) return error_json(move);
  JsonWriter json;
  return json.begin_object()
      .field("move", machine_move(game->current.geometry(), move.value()))
      .end_object()
      .take();
}

std::string search(std::string variant, std::string fen, std::string moves, int level, int depth,
                   double nodes, int movetime_ms, double seed, int time_left_ms, int increment_ms,
                   int byoyomi_ms, int multi_pv) {
  std::string out;
  auto game = load_game(variant, fen, moves, out);
  if (!game) return out;
  return search_json(*game, {level, depth, nodes, movetime_ms, seed, time_left_ms, increment_ms,
                             byoyomi_ms, multi_pv});
}

std::string analyse(std::string variant, std::string fen, std::string moves, int multi_pv,
                    int slice_ms, int start_depth, int start_score, int max_depth) {
  std::string out;
  auto game = load_game(variant, fen, moves, out);
  if (!game) return out;
  return analyse_json(*game, {multi_pv, slice_ms, start_depth, start_score, max_depth});
}

std::string import_record(std::string text, std::string default_variant) {
  std::string out;
  if (too_long(text, MAX_TEXT, out) || too_long(default_variant, MAX_TEXT, out)) return out;
  return import_record_json(text, default_variant);
}

std::string export_record(std::string variant, std::string fen, std::string moves, std::string tags,
                          std::string comments, std::string result, std::string format,
                          std::string style) {
  std::string out;
  auto game = load_game(variant, fen, moves, out);
  if (!game) return out;
  if (too_long(tags, MAX_TEXT, out) || too_long(comments, MAX_TEXT, out)) return out;
  return export_record_json(*game, tags, comments, result, format, style);
}

std::string validate(std::string variant, std::string fen) {
  std::string out;
  if (too_long(variant, MAX_TEXT, out) || too_long(fen, MAX_TEXT, out)) return out;
  return validate_json(variant, fen);
}

std::string janggi_start_fen(std::string han, std::string cho) {
  std::string out;
  if (too_long(han, 256, out) || too_long(cho, 256, out)) return out;
  return janggi_start_fen_json(han, cho);
}

// A network file for a variant (its bytes: a Uint8Array), used from the next search on; on a
// bad file {"error"} and the game keeps the evaluation it had. The page loads the file of the
// game being played (none is built into the wasm).
std::string load_network(std::string variant_name, std::string bytes) {
  const Variant* v = find_variant(variant_name);
  if (!v) return error_json("unknown variant '" + variant_name + "'");
  std::string error;
  const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
  if (!set_network(*v, std::span<const uint8_t>(data, bytes.size()), error))
    return error_json("network file: " + error);
  JsonWriter json;
  return json.begin_object().field("variant", v->name).end_object().take();
}

// The static evaluations of a position, side to move's view: the hand-set one and the
// network's (null without a network): the tests compare them with the native build's.
std::string static_eval(std::string variant, std::string fen, std::string moves) {
  std::string out;
  auto game = load_game(variant, fen, moves, out);
  if (!game) return out;
  JsonWriter json;
  json.begin_object().field("hand", int64_t(evaluate(game->current)));
  if (const Network* net = network_for(game->current.variant()))
    json.field("network", int64_t(net->evaluate(game->current)));
  else
    json.key("network").null();
  return json.end_object().take();
}

// For scripts/bench-wasm.mjs: the move generator's speed in this build.
std::string run_perft(std::string variant, std::string fen, int depth) {
  std::string out;
  auto game = load_game(variant, fen, "", out);
  if (!game) return out;
  if (depth < 1 || depth > 8) return error_json("depth must be 1 to 8");
  auto start = std::chrono::steady_clock::now();
  uint64_t nodes = perft(game->current, depth);
  auto microseconds = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
  JsonWriter json;
  return json.begin_object()
      .field("nodes", int64_t(nodes))
      .field("microseconds", int64_t(microseconds))
      .end_object()
      .take();
}

// Bytes the C++ heap holds now: the memory tests check it does not creep up across games
// (the wasm memory itself only ever grows, and has slack that would hide a leak).
double heap_in_use() {
  return double(mallinfo().uordblks);
}

}  // namespace
}  // namespace sanggi::wasm

EMSCRIPTEN_BINDINGS(sanggi) {
  using namespace sanggi::wasm;
  emscripten::function("variants", &variants);
  emscripten::function("variantInfo", &variant_info);
  emscripten::function("state", &state);
  emscripten::function("parseMove", &parse_move_text);
  emscripten::function("search", &search);
  emscripten::function("analyse", &analyse);
  emscripten::function("importRecord", &import_record);
  emscripten::function("exportRecord", &export_record);
  emscripten::function("validate", &validate);
  emscripten::function("janggiStartFen", &janggi_start_fen);
  emscripten::function("perft", &run_perft);
  emscripten::function("loadNetwork", &load_network);
  emscripten::function("staticEval", &static_eval);
  emscripten::function("heapInUse", &heap_in_use);
}
