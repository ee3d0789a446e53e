#include "chinese.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <utility>
#include <vector>

namespace sanggi {
namespace {

struct Words {
  const char *forward, *back, *sideways, *front, *middle, *rear;
};
constexpr Words SIMPLIFIED_WORDS{"进", "退", "平", "前", "中", "后"};
constexpr Words TRADITIONAL_WORDS{"進", "退", "平", "前", "中", "後"};

const char* const DIGITS[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
constexpr std::string_view TEN = "十";

// 1 -> 一, 10 -> 十, 13 -> 十三 (Sin-yeon-sang-gi has 13 files).
std::string chinese_numeral(int n) {
  if (n < 10) return DIGITS[n - 1];
  return std::string(TEN) + (n % 10 ? DIGITS[n % 10 - 1] : "");
}

const std::string& name_of(const PieceKind& kind, Color c, ChineseScript script) {
  return script == ChineseScript::SIMPLIFIED ? kind.chinese[c] : kind.chinese_traditional[c];
}

// Advisor and elephant: every movement is diagonal. Two of them on one file are told
// apart by the direction alone (the front one can only go back), so the books keep the file.
bool moves_only_diagonally(const PieceKind& kind) {
  auto diagonal = [](Offset o) { return o.file != 0 && (o.file == o.rank || o.file == -o.rank); };
  for (const Movement& mv : kind.moves) {
    for (const LeapShape& leap : mv.leaps)
      if (!diagonal(leap.target)) return false;
    for (Offset d : mv.directions)
      if (!diagonal(d)) return false;
  }
  return !kind.moves.empty();
}

class Writer {
 public:
  Writer(const Position& pos, Move m, ChineseScript script)
      : pos_(pos),
        g_(pos.geometry()),
        from_(move_from(m)),
        to_(move_to(m)),
        piece_(pos.at(from_)),
        color_(color_of(piece_)),
        script_(script),
        words_(script == ChineseScript::SIMPLIFIED ? SIMPLIFIED_WORDS : TRADITIONAL_WORDS) {}

  std::string text() const {
    int rank_change = forwardness(to_) - forwardness(from_);
    const char* direction = rank_change > 0   ? words_.forward
                            : rank_change < 0 ? words_.back
                                              : words_.sideways;
    // A move along the file says how far; any other says the destination file.
    int amount = g_.file_of(to_) == g_.file_of(from_) ? std::abs(rank_change) : own_file(to_);
    return origin() + direction + number(amount);
  }

 private:
  int own_file(Square s) const {
    return color_ == WHITE ? g_.files() - g_.file_of(s) : g_.file_of(s) + 1;
  }
  int forwardness(Square s) const { return color_ == WHITE ? g_.rank_of(s) : -g_.rank_of(s); }
  // Red writes Chinese numerals, Black Arabic digits.
  std::string number(int n) const {
    return color_ == WHITE ? chinese_numeral(n) : std::to_string(n);
  }
  std::string name() const {
    return name_of(pos_.variant().piece(type_of(piece_)), color_, script_);
  }

  // The piece and where it stands: `炮二`, `前车`, `中兵`, `三兵`.
  std::string origin() const {
    std::vector<Square> same;
    int per_file[MAX_FILES] = {};
    for (int i = 0; i < pos_.piece_count(color_); ++i) {
      Square s = pos_.pieces(color_)[i];
      if (pos_.at(s) != piece_) continue;
      same.push_back(s);
      ++per_file[g_.file_of(s)];
    }
    const int on_file = per_file[g_.file_of(from_)];
    if (on_file == 1) return name() + number(own_file(from_));
    if (moves_only_diagonally(pos_.variant().piece(type_of(piece_))) && direction_tells_apart())
      return name() + number(own_file(from_));
    const int several =
        int(std::count_if(per_file, per_file + g_.files(), [](int n) { return n > 1; }));
    // Pieces on the files that hold several, from the mover's right, each file front to back.
    std::vector<Square> ordered;
    for (Square s : same)
      if (per_file[g_.file_of(s)] > 1 && (several > 1 || g_.file_of(s) == g_.file_of(from_)))
        ordered.push_back(s);
    std::sort(ordered.begin(), ordered.end(), [&](Square a, Square b) {
      if (own_file(a) != own_file(b)) return own_file(a) < own_file(b);
      return forwardness(a) > forwardness(b);
    });
    const int index = int(std::find(ordered.begin(), ordered.end(), from_) - ordered.begin());
    if (several > 1 || on_file > 3) return chinese_numeral(index + 1) + name();
    if (index == 0) return words_.front + name();
    if (index == on_file - 1) return words_.rear + name();
    return words_.middle + name();
  }

  // No other piece of this kind on the file can go the same way to the same file.
  bool direction_tells_apart() const {
    MoveList moves;
    pos_.legal_moves(moves);
    auto way = [&](Square from, Square to) {
      return std::pair(forwardness(to) > forwardness(from), g_.file_of(to));
    };
    for (Move other : moves) {
      Square from = move_from(other);
      if (from == from_ || pos_.at(from) != piece_ || g_.file_of(from) != g_.file_of(from_))
        continue;
      if (way(from, move_to(other)) == way(from_, to_)) return false;
    }
    return true;
  }

  const Position& pos_;
  const Geometry& g_;
  Square from_, to_;
  Piece piece_;
  Color color_;
  ChineseScript script_;
  Words words_;
};

// Other spellings read as the common ones: the red pieces' own characters (俥 傌), the old
// 包, and the traditional words. (Traditional piece names are in the variant's data.)
const std::pair<std::string_view, std::string_view> OTHER_SPELLINGS[] = {
    {"俥", "车"}, {"傌", "马"}, {"包", "炮"}, {"進", "进"}, {"後", "后"}};

// The byte count of the UTF-8 character starting with `lead` (1 for a stray byte).
size_t utf8_length(unsigned char lead) {
  return lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
}

int numeral_value(std::string_view ch) {
  for (int d = 0; d < 9; ++d)
    if (ch == DIGITS[d]) return d + 1;
  return ch == TEN ? 10 : 0;
}

// A piece's name (any side, either script) as its FEN letter, or 0.
char piece_letter(const Variant& v, std::string_view ch) {
  for (const PieceKind& kind : v.pieces)
    for (Color c : {WHITE, BLACK})
      if (ch == kind.chinese[c] || ch == kind.chinese_traditional[c]) return kind.letter;
  return 0;
}

}  // namespace

bool has_chinese_notation(const Variant& v) {
  for (const PieceKind& kind : v.pieces)
    for (Color c : {WHITE, BLACK})
      if (kind.chinese[c].empty() || kind.chinese_traditional[c].empty()) return false;
  return !v.pieces.empty();
}

std::string chinese_move(const Position& before, Move m, ChineseScript script) {
  return Writer(before, m, script).text();
}

std::string chinese_folded(const Variant& v, std::string_view text) {
  std::string out;
  int number = 0;  // a run of Chinese numerals being read: 十三 is 13
  bool in_number = false;
  auto end_number = [&] {
    if (in_number) out += std::to_string(number);
    in_number = false, number = 0;
  };
  for (size_t i = 0; i < text.size();) {
    std::string_view ch = text.substr(i, utf8_length(static_cast<unsigned char>(text[i])));
    i += ch.size();
    if ((ch.size() == 1 && std::isspace(static_cast<unsigned char>(ch[0]))) || ch == "　") continue;
    if (int d = numeral_value(ch)) {
      // Capped: a run of numerals too long for any move (十十十...) must not overflow.
      number = std::min(d == 10 ? (number ? number : 1) * 10 : number + d, 100000);
      in_number = true;
      continue;
    }
    end_number();
    // Full-width digits ０-９ are EF BC 90-99.
    if (ch.size() == 3 && ch[0] == '\xEF' && ch[1] == '\xBC' && ch[2] >= '\x90' &&
        ch[2] <= '\x99') {
      out += char('0' + (ch[2] - '\x90'));
      continue;
    }
    for (auto [other, common] : OTHER_SPELLINGS)
      if (ch == other) ch = common;
    char letter = piece_letter(v, ch);
    if (letter)
      out += letter;
    else
      out += ch;
  }
  end_number();
  return out;
}

}  // namespace sanggi
