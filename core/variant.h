// A game as data: board, regions, pieces, start position and rule flags. Rule sets derive
// from one another by copying and changing fields (Janggi rule sets from Janggi, dlp from
// classic Gwangsanghui). Each game is built in its own file under core/variants/.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "geometry.h"
#include "move_tables.h"
#include "piece_set.h"
#include "piece_type.h"

namespace sanggi {

struct Region {
  std::string name;
  SquareSet squares[2];  // as seen by white, and for black (the rank mirror unless set)
  std::string drawn;     // drawn on the board: "outline", "fill" (a camp) or "" (not drawn)
};

// How a game ends that is not a checkmate: who wins, or a draw.
enum class EndScoring : uint8_t {
  DRAW,    // the game is drawn
  POINTS,  // decided by counting piece points (Janggi), black gets `black_bonus_tenths`
};

struct Rules {
  // A move may not leave one's own royal piece attacked. Off in Gwangsanghui, where
  // capturing the Marshal wins instead.
  bool check_rule = true;
  bool royal_capture_wins = false;  // capturing the royal piece ends the game
  bool stalemate_loses = true;      // a side with no legal move and not in check loses

  // Passing: `pass_anytime` when not in check (Janggi); `pass_when_stuck` only when there
  // is no other move (Gwangsanghui). Two passes in a row end the game.
  bool pass_anytime = false;
  bool pass_when_stuck = false;
  EndScoring double_pass = EndScoring::DRAW;

  // Bikjang (Janggi): facing royals on an open file; the side facing it must break it or
  // pass, and a pass ends the game.
  bool bikjang = false;
  EndScoring bikjang_scoring = EndScoring::DRAW;

  // Flying general (Xiangqi): the royals may never face each other. Implemented as an
  // ATTACK_ONLY ride of the royal piece, so it needs no flag here.

  EndScoring repetition = EndScoring::DRAW;
  bool perpetual_check_loses = false;  // the side giving check in every move of the cycle loses
  EndScoring move_limit = EndScoring::DRAW;
  int move_limit_plies = 100;  // plies without a capture
  int repetition_count = 3;    // the same position this many times

  int black_bonus_tenths = 0;  // Janggi 덤: 1.5 points for Han

  // Liberation (Sin-yeon-sang-gi rule 2): once either side has no piece of this type, the
  // pieces' liberated_moves apply for both sides.
  char liberation_letter = 0;
  // Vanguard truce (Gwangsanghui special rule 2): while `truce_piece_count` pieces stand on
  // the board, this piece type may not capture its counterpart.
  char truce_letter = 0;
  int truce_piece_count = 0;
  // Fallen general (Gwangsanghui special rule 3): when this piece is captured its side has
  // one move to take the captor, or loses its pieces standing in that wing army.
  char fallen_general_letter = 0;
  std::vector<RegionId> wing_armies;  // regions holding a General's troops
  // dlp Ambush: when captured it returns to the nearer of these squares (white's view).
  char returning_letter = 0;
  std::vector<Square> return_squares;
};

// How a game writes moves for people (core/notation/human.h).
enum class MoveNotation : uint8_t {
  KJA,      // Janggi: `79졸78`, and with Latin piece letters `79P78`
  WXF,      // Xiangqi and Sin-yeon-sang-gi: `H2+3`
  LETTERS,  // Gwangsanghui: piece letter, from, - or x, to: `Hf4-e6`
};

// Which evaluation data the computer opponent uses (core/search/eval_*.cpp).
enum class EvaluationData : uint8_t {
  NONE,  // material 0: the search plays by the rules alone
  JANGGI,
  XIANGQI,
  SINYEONSANGGI,
  GWANGSANGHUI,
  GWANGSANGHUI_DLP,
};

struct Variant {
  std::string name;            // as in UCI_Variant: janggi, xiangqi, gwangsanghui-dlp...
  std::string game;            // the game family: janggi, xiangqi, sinyeonsanggi, gwangsanghui
  std::string title;           // for people: "Janggi (장기)"
  std::string rule_set;        // the rule set within the game: standard, traditional, classic...
  std::string rule_set_label;  // for people: "Traditional", "Classic reading"
  std::string rule_set_note;   // what this rule set changes, one line
  std::vector<std::string> aliases;  // other names people give it (for the page's URLs)
  std::string side_names[2] = {"white", "black"};  // for messages: Cho and Han, Red and Black
  MoveNotation notation = MoveNotation::LETTERS;
  EvaluationData evaluation = EvaluationData::NONE;
  // FEN: a seventh field holds the square of the captor a fallen General must take (or `-`).
  bool fen_fallen_general_field = false;
  bool janggi_setups = false;  // each side picks one of the four setups of janggi_setup.h
  bool gib_records = false;    // game records also in the Korean .gib form
  // How the game's set looks, for the page only (no rule reads it): piece_set.h.
  PieceSet set;
  Geometry geometry;
  int river_rank = -1;  // the river lies between rank index river_rank and river_rank + 1
  std::vector<Region> regions;
  std::vector<PieceKind> pieces;  // piece type t is pieces[t - 1]
  std::string start_fen;
  Rules rules;
  // Gwangsanghui, for the app's rules panel: the rules that are not movements, and notes on
  // how this rule set reads its source text, each beside the sentences it rests on.
  std::vector<RuleNote> rule_notes;
  std::vector<RuleNote> reading_notes;

  // Filled by finish(): lookups derived from the data above.
  PieceType royal = 0;
  PieceType liberation_type = 0, truce_type = 0, fallen_general_type = 0, returning_type = 0;
  TypeMask cannot_capture[MAX_PIECE_TYPES + 1] = {};
  TypeMask cannot_hop_over[MAX_PIECE_TYPES + 1] = {};
  // The movement tables, compiled on first use (so that listing the variants costs nothing).
  const MoveTables& tables() const;

  const PieceKind& piece(PieceType t) const { return pieces[t - 1]; }
  PieceType type_of_letter(char upper) const;  // 0 if unknown
  RegionId add_region(std::string name, const SquareSet& white_view);
  RegionId region_id(std::string_view name) const;  // -> NOWHERE if missing
  // The squares of region r seen by colour c (ANYWHERE = whole board, NOWHERE = none).
  SquareSet region(RegionId r, Color c, Square source) const;
  std::string letters() const;  // every FEN letter, upper case

  // Resolves letters to types and prepares the movement tables. Call once, last.
  void finish();

 private:
  struct CompiledTables;
  std::shared_ptr<CompiledTables> compiled_;
};

// The registry: every variant by name. Variants are built once, on first use.
const Variant* find_variant(std::string_view name);
const std::vector<const Variant*>& all_variants();
std::string variant_names();  // "janggi, janggitraditional, ..." for error messages

}  // namespace sanggi
