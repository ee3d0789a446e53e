// FEN: text -> setup -> position (with a precise error), and back to text.
#pragma once

#include <string>
#include <string_view>

#include "position.h"
#include "result.h"

namespace sanggi {

constexpr size_t MAX_FEN_LENGTH = 1024;

// Fields: board, side (w/b), `-`, `-`, plies since the last capture, move number, and for
// Gwangsanghui the fallen-general square (or `-`). Missing trailing fields take defaults.
// read_fen() reads the text only (an error names the bad field); parse_fen() also checks
// the setup (Position::from_setup: the position must be one a game can reach).
Result<Setup> read_fen(const Variant& variant, std::string_view fen);
Result<Position> parse_fen(const Variant& variant, std::string_view fen);
std::string to_fen(const Setup& setup);
std::string to_fen(const Position& position);

// The variant's start position.
Position start_position(const Variant& variant);

}  // namespace sanggi
