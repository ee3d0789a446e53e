#include "record.h"

#include <algorithm>
#include <cctype>

#include "../fen.h"
#include "../variants/janggi_setup.h"
#include "text.h"

namespace sanggi {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}

// The game .gib records are read as: the first variant that has them (Janggi).
const Variant* gib_variant() {
  for (const Variant* v : all_variants())
    if (v->gib_records) return v;
  return nullptr;
}

// .gib names of the setups: the four of docs/rules/janggi.md and the "inner"/"outer" elephant names.
int gib_setup(std::string_view name) {
  name = trimmed(name);
  if (name == "안상차림") return find_janggi_setup("NBBN");
  if (name == "바깥상차림") return find_janggi_setup("BNNB");
  return find_janggi_setup(name);
}

std::string gib_result(std::string_view value) {
  if (value.find("무승부") != std::string_view::npos) return "1/2-1/2";
  bool won = value.find("승") != std::string_view::npos;
  if (won && value.find("초") != std::string_view::npos) return "1-0";
  if (won && value.find("한") != std::string_view::npos) return "0-1";
  return "*";
}

// The tags the writers make themselves from the record (Variant, FEN, Result and the .gib
// set-up and result tags). They do not count against the limit of 100 other tags, so that a
// record read back after writing never has more tags than the one that was read.
bool made_by_writers(std::string_view name) {
  return name == "Variant" || name == "FEN" || name == "Result" || name == "초차림" ||
         name == "한차림" || name == "대국결과" || name == "총수";
}

struct Tag {
  std::string name, value;
};

// Reads `[Name "Value"]` at text[i] (i at '['); advances i past it.
Result<Tag> read_tag(std::string_view text, size_t& i) {
  size_t end = text.find(']', i);
  size_t line_end = text.find('\n', i);
  size_t open = text.find('"', i);
  if (open == std::string_view::npos || open > line_end) {
    return Result<Tag>::failure("tag " + quoted(text.substr(i, 30)) +
                                " must look like [Name \"value\"]");
  }
  std::string name(trimmed(text.substr(i + 1, open - i - 1)));
  std::string value;
  size_t k = open + 1;
  for (; k < text.size() && text[k] != '"' && text[k] != '\n'; ++k) {
    if (text[k] == '\\' && k + 1 < text.size()) ++k;
    value += text[k];
  }
  end = k < text.size() ? text.find(']', k) : std::string_view::npos;
  if (k >= text.size() || text[k] != '"' || end == std::string_view::npos || end > line_end ||
      name.empty())
    return Result<Tag>::failure("tag " + quoted(text.substr(i, 30)) +
                                " must look like [Name \"value\"]");
  for (char ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_' && !(ch & 0x80))
      return Result<Tag>::failure("tag name " + quoted(name) +
                                  " may hold only letters, digits and _");
  i = end + 1;
  return Tag{name, value};
}

// The length of the white space at text[i]: 1 for ASCII, 3 for the ideographic space U+3000
// that Chinese records put between moves, 0 for anything else.
size_t space_length(std::string_view text, size_t i) {
  if (std::isspace(static_cast<unsigned char>(text[i]))) return 1;
  return text.substr(i, 3) == "\u3000" ? 3 : 0;
}

bool is_result_token(std::string_view t) {
  return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

std::string escaped(std::string_view value) {
  std::string out;
  for (char ch : value) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += (ch == '\n' || ch == '\r') ? ' ' : ch;
  }
  return out;
}

// A comment's words added to `to`: each run of spaces and line breaks one space, so that a
// comment is one line (the page hands them to exportRecord one per line).
void add_comment(std::string& to, std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    if (size_t space = space_length(text, i)) {
      i += space;
      continue;
    }
    size_t start = i;
    while (i < text.size() && !space_length(text, i)) ++i;
    to += (to.empty() ? "" : " ") + std::string(text.substr(start, i - start));
  }
}

// `{comment}` for the record, without any '}' that would end it early.
std::string comment_text(std::string_view comment) {
  std::string out = " {";
  for (char ch : comment)
    if (ch != '}') out += ch;
  return out + "}";
}

// `[Name "value"]` with a name of letters, digits and _ (Hangul allowed) and an escaped value.
std::string tag_line(std::string_view name, std::string_view value) {
  std::string clean_name;
  for (char ch : name)
    if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || (ch & 0x80)) clean_name += ch;
  return clean_name.empty() ? "" : "[" + clean_name + " \"" + escaped(value) + "\"]\n";
}

}  // namespace

std::string GameRecord::tag(std::string_view name) const {
  for (const auto& [k, v] : tags)
    if (k == name) return v;
  return "";
}

Result<GameRecord> parse_record(std::string_view text, const Variant* default_variant) {
  using R = Result<GameRecord>;
  if (text.size() > MAX_RECORD_LENGTH) return R::failure("the record is longer than 1 MiB");
  GameRecord record;
  struct Token {
    std::string text;
    std::string comment;  // the main line's comments after it, joined by a space
  };
  std::vector<Token> tokens;
  // First pass: tags, move tokens and their comments (variations and NAGs skipped).
  int variation_depth = 0, own_tags = 0, other_tags = 0;
  for (size_t i = 0; i < text.size();) {
    char ch = text[i];
    if (size_t space = space_length(text, i)) {
      i += space;
    } else if (ch == '[' && variation_depth == 0) {
      auto tag = read_tag(text, i);
      if (!tag) return R::failure(tag.error());
      int& count = made_by_writers(tag->name) ? own_tags : other_tags;
      if (++count > 100) return R::failure("the record has more than 100 tags");
      record.tags.push_back({tag->name, tag->value});
    } else if (ch == '{') {
      size_t end = text.find('}', i);
      if (end == std::string_view::npos) return R::failure("a comment '{' is never closed");
      if (variation_depth == 0 && !tokens.empty())
        add_comment(tokens.back().comment, text.substr(i + 1, end - i - 1));
      i = end + 1;
    } else if (ch == ';') {
      size_t end = text.find('\n', i);
      i = end == std::string_view::npos ? text.size() : end + 1;
    } else if (ch == '(') {
      ++variation_depth, ++i;
    } else if (ch == ')') {
      if (variation_depth == 0) return R::failure("')' without a variation to close");
      --variation_depth, ++i;
    } else {
      size_t start = i;
      while (i < text.size() && !space_length(text, i) && text[i] != '{' && text[i] != '(' &&
             text[i] != ')' && text[i] != ';')
        ++i;
      if (variation_depth == 0) tokens.push_back({std::string(text.substr(start, i - start)), ""});
    }
  }
  if (variation_depth) return R::failure("a variation '(' is never closed");

  const bool gib = !record.tag("초차림").empty() || !record.tag("한차림").empty();
  const std::string variant_tag = record.tag("Variant");
  if (!variant_tag.empty()) {
    record.variant = find_variant(lower(trimmed(variant_tag)));
    if (!record.variant)
      return R::failure("unknown Variant " + quoted(variant_tag) + " (known: " + variant_names() +
                        ")");
  } else if (gib) {
    record.variant = gib_variant();
  } else {
    record.variant = default_variant;
  }
  if (!record.variant) return R::failure("the record has no Variant tag", "no-variant-tag");

  record.start_fen = record.variant->start_fen;
  if (std::string fen = record.tag("FEN"); !fen.empty()) {
    record.start_fen = fen;
  } else if (gib && record.variant->janggi_setups) {
    int han = gib_setup(record.tag("한차림")), cho = gib_setup(record.tag("초차림"));
    if (han < 0 || cho < 0)
      return R::failure("unknown setup in 초차림/한차림: " +
                            quoted(han < 0 ? record.tag("한차림") : record.tag("초차림")),
                        "unknown-setup",
                        {{"setup", han < 0 ? record.tag("한차림") : record.tag("초차림")}});
    record.start_fen = *janggi_start_fen(janggi_setups()[han].code, janggi_setups()[cho].code);
  }
  auto start = parse_fen(*record.variant, record.start_fen);
  if (!start)
    return R::failure("bad FEN tag: " + start.error(), "bad-fen", {{"detail", start.error()}});
  Position pos = start.value();
  record.start_fen = to_fen(pos);  // canonical, whatever spacing the tag had

  if (std::string r = record.tag("Result"); is_result_token(r)) record.result = r;
  if (gib) record.result = gib_result(record.tag("대국결과"));
  for (const Token& token : tokens) {
    std::string_view t = token.text;
    if (is_result_token(t)) {
      record.result = token.text;
      continue;
    }
    if (t[0] == '$') continue;  // NAG
    // Move numbers: "12." "12..." and "12.e2e3" glued.
    size_t digits = 0;
    while (digits < t.size() && std::isdigit(static_cast<unsigned char>(t[digits]))) ++digits;
    if (digits && digits < t.size() && t[digits] == '.') {
      while (digits < t.size() && t[digits] == '.') ++digits;
      t.remove_prefix(digits);
      if (t.empty()) continue;
    }
    // Annotations such as "!" "?" "+" "#" after a machine move are dropped.
    while (t.size() > 2 && (t.back() == '!' || t.back() == '?' || t.back() == '#'))
      t.remove_suffix(1);
    if (record.moves.size() >= size_t(MAX_RECORD_MOVES))
      return R::failure("the record has more than " + std::to_string(MAX_RECORD_MOVES) + " moves");
    auto move = parse_move(pos, t);
    if (!move) {
      int ply = int(record.moves.size());
      const Color side = pos.side_to_move();
      return R::failure_from(move,
                             "move " + std::to_string(ply + 1) + " (" +
                                 record.variant->side_names[side] + "): " + move.error(),
                             {{"move", std::to_string(ply + 1)},
                              {"side", side == WHITE ? "w" : "b"},
                              {"variant", record.variant->name}});
    }
    record.moves.push_back(move.value());
    record.comments.push_back(token.comment);
    pos.make(move.value());
  }
  return record;
}

std::string write_record(const GameRecord& record, NotationStyle style) {
  std::string out = "[Variant \"" + record.variant->name + "\"]\n";
  if (record.start_fen != record.variant->start_fen)
    out += "[FEN \"" + escaped(record.start_fen) + "\"]\n";
  for (const auto& [name, value] : record.tags) {
    if (name == "Variant" || name == "FEN" || name == "Result") continue;
    out += tag_line(name, value);
  }
  out += "[Result \"" + record.result + "\"]\n\n";
  auto parsed = parse_fen(*record.variant, record.start_fen);
  if (!parsed) return out + record.result + "\n";
  Position pos = parsed.value();
  std::string line;
  for (size_t i = 0; i < record.moves.size(); ++i) {
    std::string item;
    if (pos.side_to_move() == WHITE)
      item = std::to_string(pos.fullmove_number()) + ". ";
    else if (i == 0)
      item = std::to_string(pos.fullmove_number()) + "... ";
    // A move is one word in the record: "P a4-a5" is written "Pa4-a5".
    for (char ch : move_text(pos, record.moves[i], style))
      if (ch != ' ') item += ch;
    if (i < record.comments.size() && !record.comments[i].empty())
      item += comment_text(record.comments[i]);
    if (!pos.play(record.moves[i])) break;
    if (line.size() + item.size() > 78) out += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + item;
  }
  line += (line.empty() ? "" : " ") + record.result;
  return out + line + "\n";
}

Result<std::string> write_gib(const GameRecord& record) {
  using R = Result<std::string>;
  if (!record.variant || !record.variant->gib_records)
    return R::failure(".gib records are for Janggi only");
  int han = -1, cho = -1;
  const auto& setups = janggi_setups();
  for (size_t h = 0; h < setups.size(); ++h)
    for (size_t c = 0; c < setups.size(); ++c)
      if (*janggi_start_fen(setups[h].code, setups[c].code) == record.start_fen)
        han = int(h), cho = int(c);
  if (han < 0) return R::failure(".gib needs one of the sixteen Janggi start positions");
  // The tags a .gib names in Korean, as Korean Janggi sites write them: a PGN tag is written
  // under its .gib name unless the record has that tag itself; no time control without a clock.
  static constexpr std::pair<std::string_view, std::string_view> GIB_NAMES[] = {
      {"White", "초대국자"}, {"Black", "한대국자"}, {"Event", "대회명"}, {"Site", "대국장소"},
      {"Date", "대국일자"}, {"TimeControl", "제한시간"}};
  std::string out;
  for (const auto& [name, value] : record.tags) {
    if (made_by_writers(name)) continue;
    std::string_view written = name;
    for (auto [pgn, gib] : GIB_NAMES)
      if (name == pgn) written = gib;
    if (written != name && (!record.tag(written).empty() || (name == "TimeControl" && value == "-")))
      continue;
    out += tag_line(written, value);
  }
  out += "[초차림 \"" + setups[cho].korean + "\"]\n";
  out += "[한차림 \"" + setups[han].korean + "\"]\n";
  std::string result = record.result == "1-0"       ? "초 승"
                       : record.result == "0-1"     ? "한 승"
                       : record.result == "1/2-1/2" ? "무승부"
                                                    : "";
  if (!result.empty()) out += "[대국결과 \"" + result + "\"]\n";
  out += "[총수 \"" + std::to_string(record.moves.size()) + "\"]\n\n";
  Position pos = parse_fen(*record.variant, record.start_fen).value();
  std::string line;
  for (size_t i = 0; i < record.moves.size(); ++i) {
    std::string item =
        std::to_string(i + 1) + ". " + move_text(pos, record.moves[i], NotationStyle::NATIVE);
    if (!pos.play(record.moves[i]))
      return R::failure("move " + std::to_string(i + 1) + " is not legal");
    if (line.size() + item.size() > 78) out += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + item;
  }
  return out + line + "\n";
}

}  // namespace sanggi
