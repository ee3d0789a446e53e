#include "fen.h"

#include <cctype>
#include <vector>

#include "notation/text.h"
#include "parse_number.h"

namespace sanggi {
namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::vector<std::string_view> fields_of(std::string_view text) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

std::string piece_letter_list(const Variant& v) {
  std::string out;
  for (char ch : v.letters()) out += (out.empty() ? "" : " ") + std::string(1, ch);
  return out;
}

// The board field, rank by rank from the top, into setup.board.
std::string read_board(const Variant& v, std::string_view field, Setup& setup) {
  const Geometry& g = v.geometry;
  std::vector<std::string_view> ranks = split(field, '/');
  if (int(ranks.size()) != g.ranks())
    return "board has " + std::to_string(ranks.size()) +
           (ranks.size() == 1 ? " rank; " : " ranks; ") + v.name + " needs " +
           std::to_string(g.ranks());
  for (int i = 0; i < g.ranks(); ++i) {
    const int rank = g.ranks() - 1 - i;
    const std::string where = "rank " + std::to_string(rank + 1);
    std::string_view text = ranks[i];
    int file = 0;
    for (size_t k = 0; k < text.size(); ++k) {
      char ch = text[k];
      if (std::isdigit(static_cast<unsigned char>(ch))) {
        if (ch == '0') return where + ": '0' is not a number of empty points";
        int run = ch - '0';
        if (k + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[k + 1])))
          run = run * 10 + (text[++k] - '0');
        file += run;
        if (file > g.files()) break;
        continue;
      }
      PieceType t = std::isalpha(static_cast<unsigned char>(ch))
                        ? v.type_of_letter(char(std::toupper(static_cast<unsigned char>(ch))))
                        : 0;
      if (!t)
        return where + ": unknown piece letter " +
               (static_cast<unsigned char>(ch) < 128 ? quoted(std::string_view(&ch, 1))
                                                     : std::string("(not ASCII)")) +
               " (" + v.name + " uses " + piece_letter_list(v) + ")";
      if (file >= g.files()) {
        ++file;
        break;
      }
      Color c = std::isupper(static_cast<unsigned char>(ch)) ? WHITE : BLACK;
      setup.board[g.square(file, rank)] = make_piece(c, t);
      ++file;
    }
    if (file != g.files())
      return where + " has " + (file > g.files() ? "more than " : "") +
             std::to_string(file > g.files() ? g.files() : file) + " points; " + v.name +
             " needs " + std::to_string(g.files());
  }
  return "";
}

// The fields after the board: side, castling and en passant (always `-`), the counters and
// the fallen-general point.
std::string read_state(const Variant& v, const std::vector<std::string_view>& fields,
                       Setup& setup) {
  if (fields.size() < 2) return "FEN has no side to move (w or b)";
  if (fields[1] != "w" && fields[1] != "b")
    return "side to move must be 'w' or 'b', not " + quoted(fields[1]);
  setup.side_to_move = fields[1] == "w" ? WHITE : BLACK;
  for (size_t f = 2; f < 4 && f < fields.size(); ++f)
    if (fields[f] != "-")
      return std::string(f == 2 ? "castling" : "en-passant") + " field must be '-', not " +
             quoted(fields[f]);
  long long rule50 = 0, fullmove = 1;
  if (fields.size() > 4 && (rule50 = parse_number(fields[4], 100000)) < 0)
    return "plies-since-capture field must be a number from 0 to 100000, not " + quoted(fields[4]);
  if (fields.size() > 5 && ((fullmove = parse_number(fields[5], 100000)) < 1))
    return "move-number field must be a number from 1 to 100000, not " + quoted(fields[5]);
  setup.rule50 = int(rule50);
  setup.fullmove = int(fullmove);
  if (fields.size() > 6 && fields[6] != "-") {
    auto square = v.geometry.parse_square(fields[6]);
    if (!square)
      return "fallen-general field must be '-' or a point of a wing palace of the side to "
             "move, not " +
             quoted(fields[6]);
    setup.fallen_general_captor = *square;
  }
  return "";
}

}  // namespace

Result<Setup> read_fen(const Variant& v, std::string_view fen) {
  using R = Result<Setup>;
  if (fen.size() > MAX_FEN_LENGTH)
    return R::failure("FEN is longer than " + std::to_string(MAX_FEN_LENGTH) + " characters");
  std::vector<std::string_view> fields = fields_of(fen);
  if (fields.empty()) return R::failure("FEN is empty");
  const size_t max_fields = v.fen_fallen_general_field ? 7 : 6;
  if (fields.size() > max_fields)
    return R::failure("FEN has " + std::to_string(fields.size()) + " fields; " + v.name +
                      " has at most " + std::to_string(max_fields));
  Setup setup(v);
  if (std::string error = read_board(v, fields[0], setup); !error.empty()) return R::failure(error);
  if (std::string error = read_state(v, fields, setup); !error.empty()) return R::failure(error);
  return setup;
}

Result<Position> parse_fen(const Variant& v, std::string_view fen) {
  auto setup = read_fen(v, fen);
  if (!setup) return Result<Position>::failure(setup.error());
  return Position::from_setup(setup.value());
}

std::string to_fen(const Setup& setup) {
  const Variant& v = *setup.variant;
  const Geometry& g = v.geometry;
  std::string out;
  for (int rank = g.ranks() - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < g.files(); ++file) {
      Piece p = setup.board[g.square(file, rank)];
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty), empty = 0;
      char letter = v.piece(type_of(p)).letter;
      out += color_of(p) == WHITE ? letter : char(std::tolower(letter));
    }
    if (empty) out += std::to_string(empty);
    if (rank) out += '/';
  }
  out += setup.side_to_move == WHITE ? " w - - " : " b - - ";
  out += std::to_string(setup.rule50) + " " + std::to_string(setup.fullmove);
  if (v.fen_fallen_general_field) {
    int captor = setup.fallen_general_captor;
    out += " " + (captor == NO_SQUARE ? std::string("-") : g.square_name(Square(captor)));
  }
  return out;
}

std::string to_fen(const Position& pos) {
  return to_fen(pos.to_setup());
}

Position start_position(const Variant& variant) {
  return parse_fen(variant, variant.start_fen).value();
}

}  // namespace sanggi
