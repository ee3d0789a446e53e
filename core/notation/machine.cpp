#include "machine.h"

#include <cctype>

#include "text.h"

namespace sanggi {

std::string machine_move(const Geometry& g, Move m) {
  if (m == MOVE_NONE) return "(none)";
  if (m & MOVE_NULL) return "0000";
  return g.square_name(move_from(m)) + g.square_name(move_to(m));
}

std::optional<std::pair<Square, Square>> machine_squares(const Geometry& g, std::string_view text) {
  text = trimmed(text);
  if (text.empty()) return std::nullopt;
  // Square names are a letter and one or two digits: split before the second letter.
  size_t split = 1;
  while (split < text.size() && std::isdigit(static_cast<unsigned char>(text[split]))) ++split;
  auto from = g.parse_square(text.substr(0, split));
  auto to = g.parse_square(text.substr(split));
  if (!from || !to) return std::nullopt;
  return std::pair{*from, *to};
}

Result<Move> parse_machine_move(const Position& pos, std::string_view text) {
  using R = Result<Move>;
  const Geometry& g = pos.geometry();
  text = trimmed(text);
  if (text.empty()) return R::failure("empty move", "empty-move");
  if (text == "pass" || text == "0000" || text == "@@@@") {
    int royal = pos.royal_square(pos.side_to_move());
    if (royal == NO_SQUARE) return R::failure("no pass: the side to move has no royal piece", "pass-not-allowed");
    text = {};
    Move pass = pos.find_legal(Square(royal), Square(royal));
    if (pass == MOVE_NONE) return R::failure("passing is not allowed here", "pass-not-allowed");
    return pass;
  }
  auto squares = machine_squares(g, text);
  if (!squares) {
    std::string example = g.square_name(g.square(1, 0)) + g.square_name(g.square(2, 2));
    return R::failure(
        "not a move: " + quoted(text) + " (write from and to squares, like " + example + ")",
        "not-a-move", {{"text", std::string(text)}, {"example", example}});
  }
  auto [from, to] = *squares;
  if (!pos.at(from))
    return R::failure(quoted(text) + ": there is no piece on " + g.square_name(from), "no-piece",
                      {{"text", std::string(text)}, {"square", g.square_name(from)}});
  Move m = pos.find_legal(from, to);
  if (m == MOVE_NONE)
    return R::failure(quoted(text) + " is not a legal move here", "illegal-move",
                      {{"text", std::string(text)}});
  return m;
}

}  // namespace sanggi
