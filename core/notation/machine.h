// Machine notation: from-square then to-square (`b1c3`, `a10a9`); a pass is the mover's
// royal square twice (`e2e2`). What Fairy-Stockfish reads and writes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../position.h"
#include "../result.h"

namespace sanggi {

std::string machine_move(const Geometry& g, Move m);
// The two squares a machine move's text names (`b1c3`, ` a10a9 `), or nothing.
std::optional<std::pair<Square, Square>> machine_squares(const Geometry& g, std::string_view text);
// A legal move of the position, or an error saying why the text is not one. Also accepts
// `pass`, `0000` and `@@@@` for a pass.
Result<Move> parse_machine_move(const Position& pos, std::string_view text);

}  // namespace sanggi
