#include "game.h"

#include "json_writer.h"
#include "notation/machine.h"

namespace sanggi::wasm {

std::string excerpt(std::string_view text, size_t limit) {
  if (text.size() <= limit) return std::string(text);
  size_t end = limit;
  // Step back over UTF-8 continuation bytes so no character is cut in half.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end)) + "...";
}

const Variant* variant_named(std::string_view name, std::string& error) {
  const Variant* variant = find_variant(name);
  if (!variant) error = "unknown variant '" + excerpt(name) + "' (known: " + variant_names() + ")";
  return variant;
}

std::optional<Game> replay(std::string_view variant_name, std::string_view fen,
                           std::string_view moves, GameError& error) {
  const Variant* variant = variant_named(variant_name, error.message);
  if (!variant) {
    error.code = "unknown-variant";
    error.params = {{"name", excerpt(variant_name)}};
    return std::nullopt;
  }
  if (moves.size() > MAX_MOVES_TEXT) {
    error.message = "too many moves (at most " + std::to_string(MAX_MOVES) + ")";
    return std::nullopt;
  }
  std::optional<Game> game;
  if (fen.empty()) {
    game.emplace(Game{variant, start_position(*variant), start_position(*variant), {}});
  } else {
    auto parsed = parse_fen(*variant, fen);
    if (!parsed) {
      error.message = "bad FEN: " + parsed.error();
      error.code = "bad-fen";
      error.params = {{"detail", parsed.error()}};
      return std::nullopt;
    }
    game.emplace(Game{variant, parsed.value(), parsed.value(), {}});
  }
  size_t i = 0;
  while (i < moves.size()) {
    while (i < moves.size() && moves[i] == ' ') ++i;
    size_t begin = i;
    while (i < moves.size() && moves[i] != ' ') ++i;
    if (i == begin) break;
    std::string_view text = moves.substr(begin, i - begin);
    const int index = int(game->moves.size());
    if (game->moves.size() >= MAX_MOVES) {
      error = {"too many moves (at most " + std::to_string(MAX_MOVES) + ")", index, "", {}};
      return std::nullopt;
    }
    auto move = parse_machine_move(game->current, text);
    if (!move) {
      ErrorParams params = move.params();
      params.emplace_back("move", std::to_string(index + 1));
      error = {"move " + std::to_string(index + 1) + ": " + move.error(), index, move.code(),
               std::move(params)};
      return std::nullopt;
    }
    game->current.make(move.value());
    game->moves.push_back(move.value());
  }
  return game;
}

std::string game_error_json(const GameError& error) {
  JsonWriter json;
  json.begin_object();
  write_error(json, error.message, error.code, error.params);
  if (error.move_index >= 0) json.field("moveIndex", error.move_index);
  return json.end_object().take();
}

}  // namespace sanggi::wasm
