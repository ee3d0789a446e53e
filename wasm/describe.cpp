#include "describe.h"

#include <algorithm>

#include "json_writer.h"
#include "notation/chinese.h"
#include "notation/human.h"
#include "notation/machine.h"
#include "variants/janggi_setup.h"

namespace sanggi::wasm {
namespace {

void write_squares(JsonWriter& json, const Geometry& g, const SquareSet& set) {
  json.begin_array();
  set.for_each([&](Square s) { json.string(g.square_name(s)); });
  json.end_array();
}

bool has_points(const Variant& v) {
  for (const PieceKind& p : v.pieces)
    if (p.points) return true;
  return false;
}

std::string letter_of(const Variant& v, Piece p) {
  char letter = v.piece(type_of(p)).letter;
  if (color_of(p) == BLACK) letter = char(letter - 'A' + 'a');
  return std::string(1, letter);
}

const char* color_name(Color c) {
  return c == WHITE ? "w" : "b";
}

// A rule beside the sentences of the source text it rests on (core/source_note.h), or null.
void write_source(JsonWriter& json, const SourceNote& s) {
  if (s.empty()) {
    json.null();
    return;
  }
  json.begin_object().strings("sentences", s.sentences).field("quote", s.quote);
  json.strings("focus", s.focus);
  json.end_object();
}

void write_notes(JsonWriter& json, std::string_view key, const std::vector<RuleNote>& notes) {
  json.key(key).begin_array();
  for (const RuleNote& note : notes) {
    json.begin_object().field("name", note.name).key("source");
    write_source(json, note.source);
    json.end_object();
  }
  json.end_array();
}

const char* region_name(const Variant& v, RegionId r) {
  return r == SOURCE_PALACE ? "palace" : v.regions[r].name.c_str();
}

// The regions that limit a piece, from its movements (those it plays): "in" when every
// movement ends inside the region, "out" when none may end inside it, "rule" when the
// region changes how it moves (only some movements are limited, or one needs the piece to
// stand there).
void write_limits(JsonWriter& json, const Variant& v, const std::vector<Movement>& moves) {
  std::vector<const Movement*> played;
  std::vector<RegionId> regions;
  for (const Movement& m : moves) {
    if (m.modes & ATTACK_ONLY) continue;
    played.push_back(&m);
    for (RegionId r : {m.path_in, m.to_in, m.to_not_in, m.from_in})
      if (r != ANYWHERE && r != NOWHERE &&
          std::find(regions.begin(), regions.end(), r) == regions.end())
        regions.push_back(r);
  }
  auto every = [&](auto test) { return std::all_of(played.begin(), played.end(), test); };
  json.begin_array();
  for (RegionId r : regions) {
    const char* keeps = every([&](const Movement* m) { return m->path_in == r || m->to_in == r; })
                            ? "in"
                        : every([&](const Movement* m) { return m->to_not_in == r; }) ? "out"
                                                                                      : "rule";
    json.begin_object().field("keeps", keeps).field("region", region_name(v, r)).end_object();
  }
  json.end_array();
}

void write_piece(JsonWriter& json, const Variant& v, const PieceKind& p) {
  json.begin_object()
      .field("letter", std::string(1, p.letter))
      .field("name", p.name)
      .key("symbol")
      .begin_array()
      .string(p.symbol[0])
      .string(p.symbol[1])
      .end_array()
      .key("hangul")
      .begin_array()
      .string(p.hangul[0])
      .string(p.hangul[1])
      .end_array()
      .key("chinese")
      .begin_array()
      .string(p.chinese[0])
      .string(p.chinese[1])
      .end_array()
      .key("chineseTraditional")
      .begin_array()
      .string(p.chinese_traditional[0])
      .string(p.chinese_traditional[1])
      .end_array()
      .field("points", p.points)
      .field("royal", p.royal)
      .field("sizePercent", p.size_percent)
      .key("source");
  write_source(json, p.source);
  json.key("limits");
  write_limits(json, v, p.moves);
  json.field("limitIsReading", p.source.limit_is_reading);
  json.key("liberatedLimits");
  if (p.liberated_moves.empty())
    json.null();
  else
    write_limits(json, v, p.liberated_moves);
  json.end_object();
}

// Names, game family and rule set: what the variant list and variantInfo both give.
void write_identity(JsonWriter& json, const Variant& v) {
  json.field("name", v.name)
      .field("game", v.game)
      .field("title", v.title)
      .field("ruleSet", v.rule_set)
      .field("ruleSetLabel", v.rule_set_label)
      .field("ruleSetNote", v.rule_set_note)
      .strings("aliases", v.aliases);
}

const char* notation_name(MoveNotation n) {
  switch (n) {
    case MoveNotation::KJA:
      return "kja";
    case MoveNotation::WXF:
      return "wxf";
    case MoveNotation::LETTERS:
      return "letters";
  }
  return "letters";
}

void write_rules(JsonWriter& json, const Variant& v) {
  const Rules& r = v.rules;
  json.key("rules").begin_object();
  json.field("checkRule", r.check_rule)
      .field("royalCaptureWins", r.royal_capture_wins)
      .field("passing", r.pass_anytime      ? "anytime"
                        : r.pass_when_stuck ? "when-stuck"
                                            : "none")
      .field("bikjang", r.bikjang)
      .field("bikjangScoring", r.bikjang_scoring == EndScoring::POINTS ? "points" : "draw")
      .field("perpetualCheckLoses", r.perpetual_check_loses)
      .field("repetitionCount", r.repetition_count)
      .field("moveLimitPlies", r.move_limit_plies);
  json.key("blackBonus").tenths(r.black_bonus_tenths);
  for (auto [name, letter] : {std::pair<const char*, char>{"liberation", r.liberation_letter},
                              {"truce", r.truce_letter},
                              {"fallenGeneral", r.fallen_general_letter},
                              {"returning", r.returning_letter}}) {
    json.key(name);
    if (letter)
      json.string(std::string(1, letter));
    else
      json.null();
  }
  json.end_object();
}

void write_notation_facts(JsonWriter& json, const Variant& v) {
  json.field("notation", notation_name(v.notation));
  json.key("notationStyles").begin_array();
  for (NotationStyle style : notation_styles(v)) json.string(notation_style_name(style));
  json.end_array();
  json.field("chineseNotation", has_chinese_notation(v));
  json.field("gibRecords", v.gib_records).field("fallenGeneralField", v.fen_fallen_general_field);
}

void write_board(JsonWriter& json, const Variant& v) {
  const Geometry& g = v.geometry;
  json.field("files", g.files()).field("ranks", g.ranks()).field("riverRank", v.river_rank);
  json.key("palaces").begin_array();
  for (const SquareSet& palace : g.palaces()) write_squares(json, g, palace);
  json.end_array();
  json.key("regions").begin_array();
  for (const Region& r : v.regions) {
    json.begin_object().field("name", r.name).field("drawn", r.drawn);
    json.key("white");
    write_squares(json, g, r.squares[WHITE]);
    json.key("black");
    write_squares(json, g, r.squares[BLACK]);
    json.end_object();
  }
  json.end_array();
}

}  // namespace

std::string variants_json() {
  JsonWriter json;
  json.begin_array();
  for (const Variant* v : all_variants()) {
    json.begin_object();
    write_identity(json, *v);
    json.end_object();
  }
  return json.end_array().take();
}

std::string variant_info_json(std::string_view name) {
  std::string error;
  const Variant* v = variant_named(name, error);
  if (!v) return error_json(error);
  JsonWriter json;
  json.begin_object();
  write_identity(json, *v);
  json.strings("sideNames", {v->side_names[WHITE], v->side_names[BLACK]});
  const PieceSet& set = v->set;
  json.field("pieceShape", set.piece_shape)
      .strings("sideColors", {set.side_colors[WHITE], set.side_colors[BLACK]})
      .field("pieceSizePercent", set.piece_size_percent)
      .field("startMarks", set.start_marks);
  write_board(json, *v);
  json.key("pieces").begin_array();
  for (const PieceKind& p : v->pieces) write_piece(json, *v, p);
  json.end_array();
  json.field("startFen", v->start_fen);
  write_rules(json, *v);
  write_notation_facts(json, *v);
  write_notes(json, "ruleNotes", v->rule_notes);
  write_notes(json, "readingNotes", v->reading_notes);
  json.key("setups").begin_array();
  if (v->janggi_setups)
    for (const JanggiSetup& s : janggi_setups())
      json.begin_object()
          .field("code", s.code)
          .field("korean", s.korean)
          .field("english", s.english)
          .field("traditional", s.traditional)
          .end_object();
  json.end_array();
  return json.end_object().take();
}

namespace {

void write_end(JsonWriter& json, const Position& pos) {
  GameEnd end = pos.game_end();
  json.key("end").begin_object().field("over", end.over());
  if (end.over()) {
    bool points = has_points(pos.variant());
    json.field("outcome", outcome_name(end.outcome))
        .field("reason", end_reason_name(end.reason))
        .field("byPoints", end.by_points);
    json.key("whitePoints")
        .tenths(end.by_points ? end.white_points_tenths
                : points      ? pos.points_tenths(WHITE)
                              : 0);
    json.key("blackPoints")
        .tenths(end.by_points ? end.black_points_tenths
                : points      ? pos.points_tenths(BLACK)
                              : 0);
  }
  json.end_object();
}

// Move lists in every notation: one entry per move, each written from the position before it.
void write_notation(JsonWriter& json, const Game& game) {
  std::vector<std::string> machine, native, latin, western, chinese, traditional;
  const bool has_chinese = has_chinese_notation(*game.variant);
  Position pos = game.start;
  for (Move m : game.moves) {
    machine.push_back(machine_move(pos.geometry(), m));
    native.push_back(move_text(pos, m, NotationStyle::NATIVE));
    latin.push_back(move_text(pos, m, NotationStyle::LATIN));
    western.push_back(move_text(pos, m, NotationStyle::WESTERN));
    if (has_chinese) {
      chinese.push_back(move_text(pos, m, NotationStyle::CHINESE_SIMPLIFIED));
      traditional.push_back(move_text(pos, m, NotationStyle::CHINESE_TRADITIONAL));
    }
    pos.make(m);
  }
  json.key("notation").begin_object();
  json.strings("native", native).strings("latin", latin).strings("western", western);
  // Chinese notation only for the games that have it (Xiangqi, Sin-yeon-sang-gi).
  if (has_chinese) json.strings("chinese", chinese).strings("chineseTraditional", traditional);
  json.strings("machine", machine).end_object();
}

// Pieces each side has taken: captures, less the dlp Ambush that returns to the board, plus
// the troops the fallen-general penalty removes (docs/rules/gwangsanghui.md special rule 3), which
// become prisoners of the other side.
void write_captured(JsonWriter& json, const Game& game) {
  const Variant& v = *game.variant;
  std::vector<std::string> taken[2];
  const auto& history = game.current.history();
  const size_t first = history.size() - game.moves.size();
  for (size_t i = 0; i < game.moves.size(); ++i) {
    Piece captured = move_captured(game.moves[i]);
    if (captured == NO_PIECE || history[first + i].returned_to != NO_SQUARE) continue;
    taken[~color_of(captured)].push_back(letter_of(v, captured));
  }
  for (const auto& [square, piece] : game.current.removed_pieces())
    taken[~color_of(piece)].push_back(letter_of(v, piece));
  json.key("captured").begin_object();
  json.strings("white", taken[WHITE]).strings("black", taken[BLACK]).end_object();
}

}  // namespace

std::string state_json(const Game& game) {
  const Position& pos = game.current;
  const Geometry& g = pos.geometry();
  const Variant& v = *game.variant;
  JsonWriter json;
  json.begin_object()
      .field("fen", to_fen(pos))
      .field("side", color_name(pos.side_to_move()))
      .field("ply", int(game.moves.size()))
      .field("fullmove", pos.fullmove_number());
  json.key("board").begin_array();
  for (int s = 0; s < g.square_count(); ++s) {
    Piece p = pos.at(Square(s));
    if (p == NO_PIECE) continue;
    json.begin_object()
        .field("square", g.square_name(Square(s)))
        .field("letter", std::string(1, v.piece(type_of(p)).letter))
        .field("color", color_name(color_of(p)))
        .end_object();
  }
  json.end_array();
  MoveList moves;
  pos.legal_moves(moves);
  bool can_pass = false;
  json.key("legalMoves").begin_array();
  for (Move m : moves) {
    can_pass = can_pass || is_pass(m);
    json.string(machine_move(g, m));
  }
  json.end_array();
  json.field("canPass", can_pass).field("inCheck", pos.in_check());
  // Bikjang (docs/rules/janggi.md): the side to move faces the other general on an open file.
  json.field("bikjang", pos.state().bikjang);
  json.key("royalSquares").begin_object();
  for (Color c : {WHITE, BLACK}) {
    int royal = pos.royal_square(c);
    json.key(color_name(c));
    if (royal == NO_SQUARE)
      json.null();
    else
      json.string(g.square_name(Square(royal)));
  }
  json.end_object();
  json.key("lastMove");
  if (game.moves.empty())
    json.null();
  else
    json.string(machine_move(g, game.moves.back()));
  write_end(json, pos);
  json.key("points");
  if (has_points(v)) {
    json.begin_object();
    json.key("white").tenths(pos.points_tenths(WHITE));
    json.key("black").tenths(pos.points_tenths(BLACK));
    json.end_object();
  } else {
    json.null();
  }
  write_notation(json, game);
  write_captured(json, game);
  // The pieces the last move's rule took off the board besides a capture (Gwangsanghui: the
  // wing army of a side that did not take the fallen General's captor back), by square.
  json.key("removedByRule").begin_array();
  const PlyState& last = pos.state();
  for (uint32_t i = 0; i < last.removed_count; ++i)
    json.string(g.square_name(pos.removed_pieces()[last.removed_first + i].first));
  json.end_array();
  json.key("fallenGeneral");
  int captor = pos.state().fallen_general_captor;
  if (captor == NO_SQUARE)
    json.null();
  else
    json.string(g.square_name(Square(captor)));
  return json.end_object().take();
}

}  // namespace sanggi::wasm
