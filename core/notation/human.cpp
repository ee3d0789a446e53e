#include "human.h"

#include <algorithm>
#include <cctype>

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

// Whether the piece could stop on `to` from `from` on some board (the movement tables' paths,
// blockers and screens ignored): then, in this position, something stands in its way (a leg,
// an eye, a line) or a screen is missing.
bool reachable_on_some_board(const Position& pos, Move m) {
  const Piece p = pos.at(move_from(m));
  bool found = false;
  pos.variant().tables().for_each_stop(pos.movement_set(), color_of(p), type_of(p), move_from(m),
                                       [&](Square to) { found = found || to == move_to(m); });
  return found;
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

// Why `m`, a move of a piece of the side to move that is not legal, cannot be played: it would
// leave the royal piece attacked, the way is blocked (or a screen missing), or the piece does
// not move so. Kinds in order of precedence (the first that holds for any reading wins).
enum class Fault { LEAVES_CHECK, BLOCKED, NOT_POSSIBLE };

Fault fault_of(const Position& pos, Move m, const MoveList& pseudo) {
  for (Move o : pseudo)
    if (move_from(o) == move_from(m) && move_to(o) == move_to(m)) return Fault::LEAVES_CHECK;
  return reachable_on_some_board(pos, m) ? Fault::BLOCKED : Fault::NOT_POSSIBLE;
}

Result<Move> fault_failure(const Position& pos, std::string_view text, Move m, Fault fault) {
  using R = Result<Move>;
  const Variant& v = pos.variant();
  const std::string said = quoted(text) + " is not a legal move here: ";
  if (fault == Fault::LEAVES_CHECK) {
    const PieceKind& royal = v.piece(v.royal);
    return R::failure(said + "it would leave your " + royal.name + " in check", "move-leaves-check",
                      {{"text", std::string(text)}, {"royal", royal.name}, {"letter", std::string(1, royal.letter)}});
  }
  const PieceKind& kind = v.piece(type_of(pos.at(move_from(m))));
  const ErrorParams params = {{"text", std::string(text)}, {"piece", kind.name}, {"letter", std::string(1, kind.letter)}};
  if (fault == Fault::BLOCKED)
    return R::failure(said + "the " + kind.name + "'s way is blocked (a piece on its leg or its line, or no screen)",
                      "move-blocked", params);
  return R::failure(said + "the " + kind.name + " does not move that way", "move-not-possible", params);
}

// Why no legal move reads as `text`: the fault of the moves it reads as (fault_of), else no
// piece of the side stands where the text says, or the text is no move at all. The example is
// written in the game's own notation.
Result<Move> why_not(const Position& pos, std::string_view text, const MoveReader& reader,
                     const MoveList& legal) {
  using R = Result<Move>;
  // (A move, not a pass, as the example of how to write one.)
  const auto first = std::find_if(legal.begin(), legal.end(), [](Move m) { return !is_pass(m); });
  const std::string example = first == legal.end() ? "" : move_text(pos, *first, NotationStyle::NATIVE);
  MoveList pseudo;
  pos.pseudo_legal_moves(pseudo);
  // Every point each piece of the side could be sent to, read in the notations.
  const Color us = pos.side_to_move();
  Move worst = MOVE_NONE;
  Fault fault = Fault::NOT_POSSIBLE;
  for (int i = 0; i < pos.piece_count(us); ++i) {
    const Square from = pos.pieces(us)[i];
    for (int to = 0; to < pos.geometry().square_count(); ++to) {
      const Piece there = pos.at(Square(to));
      if (Square(to) == from || (there != NO_PIECE && color_of(there) == us)) continue;
      const Move m = make_move(from, Square(to), there);
      if (!reader.matches(m)) continue;
      const Fault f = fault_of(pos, m, pseudo);
      if (worst == MOVE_NONE || f < fault) worst = m, fault = f;
    }
  }
  if (worst != MOVE_NONE) return fault_failure(pos, text, worst, fault);
  if (names_a_piece(pos, reader))
    return R::failure(quoted(text) + " is not a legal move here: none of your pieces stands where it says",
                      "move-no-piece", {{"text", std::string(text)}, {"example", example}});
  return R::failure(quoted(text) + " is not a legal move here, nor a move in any notation of this game (write it like " +
                        example + ")",
                    "illegal-move", {{"text", std::string(text)}, {"example", example}});
}

// A machine move of a piece of the side to move that is not legal: why (fault_of), or the
// machine parser's own answer for anything else (a piece of the other side, a pass).
Result<Move> why_not_machine(const Position& pos, std::string_view text, const Result<Move>& machine) {
  if (machine.code() != "illegal-move") return machine;
  const auto squares = machine_squares(pos.geometry(), text);
  if (!squares || squares->first == squares->second) return machine;
  const auto [from, to] = *squares;
  const Piece p = pos.at(from), there = pos.at(to);
  if (p == NO_PIECE || color_of(p) != pos.side_to_move()) return machine;
  if (there != NO_PIECE && color_of(there) == color_of(p)) return machine;
  MoveList pseudo;
  pos.pseudo_legal_moves(pseudo);
  const Move m = make_move(from, to, there);
  return fault_failure(pos, text, m, fault_of(pos, m, pseudo));
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
  // A text that names two squares gets the machine parser's precise message, with why.
  if (machine.code() != "not-a-move") return why_not_machine(pos, text, machine);
  return why_not(pos, text, reader, moves);
}

}  // namespace sanggi
