// A game as the page holds it (variant name, start FEN, machine moves) replayed into a
// Position. Every binding that takes a game goes through here, so every one validates the
// same way and names the bad part (variant, FEN, or the index of the bad move).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fen.h"
#include "position.h"
#include "result.h"

namespace sanggi::wasm {

constexpr size_t MAX_MOVES = 10000;               // as many as a game record may hold
constexpr size_t MAX_MOVES_TEXT = MAX_MOVES * 9;  // "a10b10" plus a space, with room
constexpr size_t MAX_TEXT = 1 << 20;              // any other text argument

struct Game {
  const Variant* variant = nullptr;
  Position start;
  Position current;
  std::vector<Move> moves;
};

struct GameError {
  std::string message;
  int move_index = -1;  // the 0-based index of the bad move, or -1
  std::string code;     // as Result's: a stable name and parameters for the page's words
  ErrorParams params;
};

// The variant of that name, or an error naming the known ones.
const Variant* variant_named(std::string_view name, std::string& error);

// `fen` empty means the variant's start; `moves` are machine moves separated by spaces.
// Returns nothing and fills `error` when something is wrong.
std::optional<Game> replay(std::string_view variant, std::string_view fen, std::string_view moves,
                           GameError& error);

// The JSON error value for a GameError: {"error": "...", "moveIndex": n, "code", "params"}.
std::string game_error_json(const GameError& error);

// At most `limit` bytes of user text for an error message, cut on a character boundary.
std::string excerpt(std::string_view text, size_t limit = 40);

}  // namespace sanggi::wasm
