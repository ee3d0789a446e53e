#include "human.h"

#include <algorithm>
#include <cctype>

#include "../fen.h"
#include "chinese.h"
#include "machine.h"
#include "text.h"

namespace sanggi {
namespace {

MoveNotation notation_of(const Position& pos) {
  return pos.variant().notation;
}

// Janggi KJA, docs/rules/janggi.md "Notation shown to people": rank digit first (1-9 then 0, from the
// top as Cho sees the board), then the file digit (1-9 from the left).
std::string kja_square(const Geometry& g, Square s) {
  int rank = g.rank_of(s) + 1;
  return std::to_string((11 - rank) % 10) + std::to_string(g.file_of(s) + 1);
}

std::string kja_move(const Position& pos, Move m, bool latin) {
  const Geometry& g = pos.geometry();
  if (is_pass(m)) return latin ? "pass" : "한수쉼";
  Piece p = pos.at(move_from(m));
  const PieceKind& kind = pos.variant().piece(type_of(p));
  std::string name;
  if (latin)
    name = std::string(1, kind.letter);
  else
    name = kind.royal ? "장" : kind.hangul[color_of(p)];
  return kja_square(g, move_from(m)) + name + kja_square(g, move_to(m));
}

// WXF letters: the piece's notation letter where it has one (Xiangqi's H and E), else its
// FEN letter (Sin-yeon-sang-gi keeps its FEN letters).
char wxf_letter(const Position& pos, PieceType t, bool fen_letters) {
  const PieceKind& kind = pos.variant().piece(t);
  return kind.notation_letter && !fen_letters ? kind.notation_letter : kind.letter;
}

// WXF (docs/rules/xiangqi.md): piece, file counted from the mover's right, then + forward, - backward,
// . sideways, then the destination file (a move changing file) or the number of ranks.
// Two or more pieces of one kind on the file: + front / - rear (numbers 1.. from the front
// for three or more) instead of the file; when another file also has several, the file
// number follows the letter.
std::string wxf_move(const Position& pos, Move m, bool fen_letters = false) {
  const Geometry& g = pos.geometry();
  Square from = move_from(m), to = move_to(m);
  Piece p = pos.at(from);
  Color c = color_of(p);
  auto file_number = [&](Square s) {
    return c == WHITE ? g.files() - g.file_of(s) : g.file_of(s) + 1;
  };
  auto forwardness = [&](Square s) { return c == WHITE ? g.rank_of(s) : -g.rank_of(s); };

  std::string prefix, letter(1, wxf_letter(pos, type_of(p), fen_letters)), file;
  int same_file = 0, ahead = 0;
  bool other_file_has_several = false;
  int per_file[MAX_FILES] = {};
  for (int i = 0; i < pos.piece_count(c); ++i) {
    Square s = pos.pieces(c)[i];
    if (pos.at(s) != p) continue;
    ++per_file[g.file_of(s)];
    if (g.file_of(s) == g.file_of(from)) {
      ++same_file;
      if (forwardness(s) > forwardness(from)) ++ahead;
    }
  }
  for (int f = 0; f < g.files(); ++f)
    if (f != g.file_of(from) && per_file[f] > 1) other_file_has_several = true;
  if (same_file == 1) {
    file = std::to_string(file_number(from));
  } else {
    if (same_file == 2)
      prefix = ahead == 0 ? "+" : "-";
    else
      prefix = std::to_string(ahead + 1);
    if (other_file_has_several) file = std::to_string(file_number(from));
  }
  int rank_change = forwardness(to) - forwardness(from);
  char direction = rank_change > 0 ? '+' : rank_change < 0 ? '-' : '.';
  std::string amount = g.file_of(to) == g.file_of(from)
                           ? std::to_string(rank_change > 0 ? rank_change : -rank_change)
                           : std::to_string(file_number(to));
  return prefix + letter + file + direction + amount;
}

std::string western_move(const Position& pos, Move m, bool spaced, bool hanja) {
  const Geometry& g = pos.geometry();
  if (is_pass(m)) return "pass";
  Piece p = pos.at(move_from(m));
  const PieceKind& kind = pos.variant().piece(type_of(p));
  std::string name = hanja ? kind.symbol[color_of(p)] : std::string(1, kind.letter);
  return name + (spaced ? " " : "") + g.square_name(move_from(m)) + (is_capture(m) ? "x" : "-") +
         g.square_name(move_to(m));
}

// Text compared loosely: no spaces, ASCII lower case, `=` as `.`, `x` as `-`, 궁 as 장.
std::string normalized(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char ch = static_cast<unsigned char>(text[i]);
    if (std::isspace(ch)) continue;
    if (ch == '=')
      ch = '.';
    else if (ch == 'x' || ch == 'X' || ch == ':')
      ch = '-';
    else if (ch < 128)
      ch = static_cast<unsigned char>(std::tolower(ch));
    out += char(ch);
  }
  const std::string gung = "궁", jang = "장";
  for (size_t at; (at = out.find(gung)) != std::string::npos;) out.replace(at, gung.size(), jang);
  return out;
}

}  // namespace

std::string move_text(const Position& before, Move m, NotationStyle style) {
  const Geometry& g = before.geometry();
  if (style == NotationStyle::MACHINE) return machine_move(g, m);
  if (style == NotationStyle::WESTERN) return western_move(before, m, true, false);
  if ((style == NotationStyle::CHINESE_SIMPLIFIED || style == NotationStyle::CHINESE_TRADITIONAL) &&
      has_chinese_notation(before.variant()) && !is_pass(m))
    return chinese_move(before, m,
                        style == NotationStyle::CHINESE_SIMPLIFIED ? ChineseScript::SIMPLIFIED
                                                                   : ChineseScript::TRADITIONAL);
  switch (notation_of(before)) {
    case MoveNotation::KJA:
      return kja_move(before, m, style == NotationStyle::LATIN);
    case MoveNotation::LETTERS:
      return western_move(before, m, false, style == NotationStyle::NATIVE);
    case MoveNotation::WXF:
      break;
  }
  if (is_pass(m)) return "pass";
  return wxf_move(before, m);
}

std::vector<NotationStyle> notation_styles(const Variant& v) {
  std::vector<NotationStyle> styles = {NotationStyle::NATIVE, NotationStyle::LATIN,
                                       NotationStyle::WESTERN, NotationStyle::MACHINE};
  if (v.notation == MoveNotation::WXF) styles.erase(styles.begin() + 1);
  if (has_chinese_notation(v))
    styles.insert(styles.end(),
                  {NotationStyle::CHINESE_SIMPLIFIED, NotationStyle::CHINESE_TRADITIONAL});
  return styles;
}

const char* notation_style_name(NotationStyle style) {
  switch (style) {
    case NotationStyle::MACHINE:
      return "machine";
    case NotationStyle::NATIVE:
      return "native";
    case NotationStyle::LATIN:
      return "latin";
    case NotationStyle::WESTERN:
      return "western";
    case NotationStyle::CHINESE_SIMPLIFIED:
      return "chinese";
    case NotationStyle::CHINESE_TRADITIONAL:
      return "chineseTraditional";
  }
  return "machine";
}

namespace {

// A text read as a move of the position: does move `m` (any move of a piece of the side to
// move, legal or not) read as it in one of the game's notations?
struct MoveReader {
  MoveReader(const Position& position, std::string_view text)
      : pos(position), wanted(normalized(text)) {
    // Chinese notation, in either script, is compared in its folded spelling.
    chinese = has_chinese_notation(pos.variant()) &&
              std::any_of(text.begin(), text.end(), [](char ch) { return ch & 0x80; });
    if (chinese) chinese_wanted = chinese_folded(pos.variant(), text);
  }

  bool matches(Move m) const {
    // The game's other notations are ASCII: Chinese text can only be Chinese notation.
    if (chinese) {
      if (is_pass(m)) return false;
      // The folded text names the piece by its letter: skip the other pieces' moves quickly.
      char letter = pos.variant().piece(type_of(pos.at(move_from(m)))).letter;
      if (chinese_wanted.find(letter) == std::string::npos) return false;
      std::string written = chinese_move(pos, m, ChineseScript::SIMPLIFIED);
      return chinese_folded(pos.variant(), written) == chinese_wanted;
    }
    for (NotationStyle style :
         {NotationStyle::NATIVE, NotationStyle::LATIN, NotationStyle::WESTERN})
      if (normalized(move_text(pos, m, style)) == wanted) return true;
    // WXF is also understood with the FEN letters (N and B for Xiangqi's horse and elephant).
    if (!is_pass(m) && notation_of(pos) == MoveNotation::WXF &&
        normalized(wxf_move(pos, m, true)) == wanted)
      return true;
    // Janggi's soldier is 졸 for Cho and 병 for Han; accept either name for either side.
    if (notation_of(pos) == MoveNotation::KJA) {
      std::string kja = normalized(move_text(pos, m, NotationStyle::NATIVE));
      for (auto [a, b] : {std::pair<std::string, std::string>{"졸", "병"}, {"병", "졸"}}) {
        size_t at = kja.find(a);
        if (at != std::string::npos) kja.replace(at, a.size(), b);
      }
      return kja == wanted;
    }
    return false;
  }

  const Position& pos;
  std::string wanted;
  bool chinese = false;
  std::string chinese_wanted;
};

// Whether the move from -> to is one the piece makes on a board cleared of every piece that
// can be taken off (all but the royal pieces, the piece itself, and any whose removal would
// make a position no game reaches, such as Xiangqi's generals facing): then, in the real
// position, something stands in its way (a leg, an eye, a line).
bool moves_on_open_board(const Position& pos, Move m) {
  auto read = read_fen(pos.variant(), to_fen(pos));
  if (!read) return false;
  Setup setup = read.value();
  setup.fallen_general_captor = NO_SQUARE;
  for (int s = 0; s < pos.geometry().square_count(); ++s) {
    Piece p = setup.board[s];
    if (p == NO_PIECE || s == int(move_from(m)) || pos.variant().piece(type_of(p)).royal) continue;
    setup.board[s] = NO_PIECE;
    if (!Position::from_setup(setup)) setup.board[s] = p;  // needed: it stays
  }
  auto open = Position::from_setup(setup);
  if (!open) return false;
  MoveList moves;
  open.value().pseudo_legal_moves(moves);
  return std::any_of(moves.begin(), moves.end(), [&](Move o) {
    return move_from(o) == move_from(m) && move_to(o) == move_to(m);
  });
}

// Whether the text has the shape of a move in the game's notation: a number and a piece's
// name (its letter, Hangul or Hanja name, or in Chinese notation its character).
bool names_a_piece(const Position& pos, const MoveReader& reader) {
  const std::string& text = reader.chinese ? reader.chinese_wanted : reader.wanted;
  if (std::none_of(text.begin(), text.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }))
    return false;
  for (const PieceKind& kind : pos.variant().pieces) {
    if (reader.chinese) {
      if (text.find(kind.letter) != std::string::npos) return true;
      continue;
    }
    if (text.find(char(std::tolower(static_cast<unsigned char>(kind.letter)))) != std::string::npos) return true;
    for (Color c : {WHITE, BLACK})
      for (const std::string& name : {kind.hangul[c], kind.symbol[c]})
        if (!name.empty() && text.find(name) != std::string::npos) return true;
  }
  return text.find("장") != std::string::npos;
}

// Why no legal move reads as `text` (a move of the game's notations, but not one that can be
// played): it would leave the royal piece in check, the way is blocked, or the piece named
// does not move so; else no piece of the side stands where the text says, or the text is no
// move at all. The example is written in the game's own notation.
Result<Move> why_not(const Position& pos, std::string_view text, const MoveReader& reader,
                     const MoveList& legal) {
  using R = Result<Move>;
  const std::string example =
      legal.empty() ? "" : move_text(pos, legal[0], NotationStyle::NATIVE);
  MoveList pseudo;
  pos.pseudo_legal_moves(pseudo);
  const Variant& v = pos.variant();
  const PieceKind* royal_kind = nullptr;
  for (const PieceKind& kind : v.pieces)
    if (kind.royal && !royal_kind) royal_kind = &kind;
  const std::string royal = royal_kind ? royal_kind->name : "king";
  const std::string royal_letter(1, royal_kind ? royal_kind->letter : 'K');
  for (Move m : pseudo)
    if (reader.matches(m))
      return R::failure(quoted(text) + " is not a legal move here: it would leave your " + royal + " in check",
                        "move-leaves-check",
                        {{"text", std::string(text)}, {"royal", royal}, {"letter", royal_letter}});
  // Every point each piece of the side could be sent to, read in the notations.
  Color us = pos.side_to_move();
  bool named = false, open = false;
  std::string piece, letter;
  for (int i = 0; i < pos.piece_count(us); ++i) {
    Square from = pos.pieces(us)[i];
    for (int to = 0; to < pos.geometry().square_count(); ++to) {
      if (Square(to) == from) continue;
      Piece there = pos.at(Square(to));
      if (there != NO_PIECE && color_of(there) == us) continue;
      Move m = make_move(from, Square(to), there);
      if (!reader.matches(m)) continue;
      named = true;
      piece = v.piece(type_of(pos.at(from))).name;
      letter = std::string(1, v.piece(type_of(pos.at(from))).letter);
      if (moves_on_open_board(pos, m)) open = true;
    }
  }
  if (open)
    return R::failure(quoted(text) + " is not a legal move here: a piece stands in the " + piece +
                          "'s way (on its leg or its line)",
                      "move-blocked", {{"text", std::string(text)}, {"piece", piece}, {"letter", letter}});
  if (named)
    return R::failure(quoted(text) + " is not a legal move here: the " + piece + " does not move that way",
                      "move-not-possible", {{"text", std::string(text)}, {"piece", piece}, {"letter", letter}});
  if (names_a_piece(pos, reader))
    return R::failure(quoted(text) + " is not a legal move here: none of your pieces stands where it says",
                      "move-no-piece", {{"text", std::string(text)}, {"example", example}});
  return R::failure(quoted(text) + " is not a legal move here, nor a move in any notation of this game (write it like " +
                        example + ")",
                    "illegal-move", {{"text", std::string(text)}, {"example", example}});
}

}  // namespace

Result<Move> parse_move(const Position& pos, std::string_view text) {
  using R = Result<Move>;
  if (text.size() > 64) return R::failure("move text is too long", "move-too-long");
  auto machine = parse_machine_move(pos, text);
  if (machine) return machine;
  MoveReader reader(pos, text);
  if (reader.wanted.empty()) return R::failure("empty move", "empty-move");
  if (reader.wanted == "pass" || reader.wanted == normalized("한수쉼"))
    return parse_machine_move(pos, "pass");
  MoveList moves;
  pos.legal_moves(moves);
  Move found = MOVE_NONE;
  int matches = 0;
  for (Move m : moves)
    if (reader.matches(m) && !same_move(found, m)) found = m, ++matches;
  if (matches == 1) return found;
  if (matches > 1)
    return R::failure("the move " + quoted(text) + " is ambiguous", "ambiguous-move",
                      {{"text", std::string(text)}});
  // A text that names two squares gets the machine parser's precise message.
  if (machine.code() != "not-a-move") return machine;
  return why_not(pos, text, reader, moves);
}

}  // namespace sanggi
