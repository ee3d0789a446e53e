// Game records for the page: import (PGN-like with a Variant tag, or Janggi .gib), export,
// and Janggi's sixteen start positions.
#pragma once

#include <string>
#include <string_view>

#include "game.h"

namespace sanggi::wasm {

std::string import_record_json(std::string_view text, std::string_view default_variant);
// `tags`: one "Name\tValue" per line. `format`: pgn or gib; `style`: native or machine.
// `tags`: one "name\tvalue" a line; `comments`: one a line, the nth after the nth move.
std::string export_record_json(const Game& game, std::string_view tags, std::string_view comments,
                               std::string_view result, std::string_view format,
                               std::string_view style);
std::string janggi_start_fen_json(std::string_view han, std::string_view cho);

}  // namespace sanggi::wasm
