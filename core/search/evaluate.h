// The static evaluation: per-square tables built once per variant from eval_data.h, and the
// function that sums them with the mobility, threat and palace-safety terms.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>

#include "eval_data.h"
#include "position.h"

namespace sanggi {

// Terms that can be switched off (for measuring what each one is worth in self-play).
enum EvalTerm : unsigned {
  EVAL_PIECE_SQUARES = 1,  // the positional part of the tables (material always counts)
  EVAL_MOBILITY = 2,
  EVAL_PALACE_SAFETY = 4,
  EVAL_THREATS = 8,
  EVAL_ALL = 15,
};

// The lanes of EvalTables::sums: what the evaluation adds up over the pieces; + c: by colour.
constexpr int SUM_MG = 0;  // material and position, white's view
constexpr int SUM_EG = 1;
constexpr int SUM_PHASE = 2;      // the phase weights
constexpr int SUM_UNITS = 3;      // + c: attack weights of enemy pieces in c's palace zone
constexpr int SUM_ATTACKERS = 5;  // + c: how many enemy pieces with an attack weight stand there
constexpr int SUM_DEFENDERS = 7;  // + c: c's defenders in c's zone
constexpr int SUM_CAN_WIN = 9;    // + c: c's pieces of the attacker types
constexpr int SUM_LANES_USED = 11;
static_assert(SUM_LANES_USED <= SQUARE_SUM_LANES);

struct EvalTables {
  const Variant* variant = nullptr;
  // Material plus position, per piece (colour and type) and square, for white's view of the
  // score (black's entries are already negated).
  int16_t square_mg[PIECE_INDEX_COUNT][MAX_SQUARES] = {};
  int16_t square_eg[PIECE_INDEX_COUNT][MAX_SQUARES] = {};
  int16_t material_mg[PIECE_INDEX_COUNT][MAX_SQUARES] = {};  // material only, same layout
  int16_t material_eg[PIECE_INDEX_COUNT][MAX_SQUARES] = {};
  int value[MAX_PIECE_TYPES + 1] = {};  // middle-game value, for move ordering and pruning
  int phase_weight[MAX_PIECE_TYPES + 1] = {};
  int phase_total = 1;
  Phased mobility[MAX_PIECE_TYPES + 1] = {};
  int mobility_base[MAX_PIECE_TYPES + 1] = {};
  TypeMask mobile_types = 0;  // types with a mobility term
  int attack_weight[MAX_PIECE_TYPES + 1] = {};
  Phased threatened[MAX_PIECE_TYPES + 1] = {};  // per victim type (PieceEval::threatened)
  bool threats = false;                         // some type has a threat weight
  // Pieces that can help win: not bound to their palace or their own half.
  TypeMask attacker_types = 0;
  SquareSet zone[2];  // around each colour's royal palace
  // Defenders: pieces that can neither attack nor are royal (guards, advisors, Xiangqi's
  // elephants), counted in their own zone; how many stand there at the start.
  TypeMask defender_types = 0;
  int full_defence = 0;
  int safety_scale = 100;
  int tempo = 10;
  bool continuation_history = false;  // GameEval::continuation_history
  bool exchange_ordering = false;     // GameEval::exchange_ordering
  int futility_margin = 100;          // GameEval::futility_margin
  bool internal_reduction = false;    // GameEval::internal_reduction
  // A side with no attacker left cannot win (unless the game counts points at its end).
  bool scale_without_attackers = true;
  // Per piece and point, what it adds to each SUM_ lane (square_mg/eg for the first two):
  // the search's position keeps their sums (Position::keep_square_sums).
  std::unique_ptr<SquareSumTable> sums;
  // Palace shapes (GameEval::shapes), the types they name and each side's royal start point
  // (its home, the middle of its palace's rear side); shape_cannon 0: none.
  PalaceShapes shapes;
  PieceType shape_advisor = 0, shape_cannon = 0, shape_horse = 0, shape_chariot = 0;
  Square shape_home[2] = {};
};

// The tables of a variant, built on first use (thread-safe) and kept for the program's life.
const EvalTables& eval_tables(const Variant& variant);
// The evaluation data of a variant's game (eval_<game>.cpp), and tables built from any data
// (the tuner tries changed data this way).
GameEval game_eval(const Variant& variant);
std::unique_ptr<EvalTables> build_eval_tables(const Variant& variant, const GameEval& data);

// The place of point s, for a piece of colour c, in PieceEval::point_bonus: its rank counted
// from c's back rank, times the files from the centre outwards, plus its file from the centre
// (the two mirror files share one bonus).
inline size_t point_bonus_index(const Geometry& g, Color c, Square s) {
  const int rank = c == WHITE ? g.rank_of(s) : g.ranks() - 1 - g.rank_of(s);
  const int centre_file = (g.files() - 1) / 2;
  return size_t(rank * (centre_file + 1) + std::abs(g.file_of(s) - centre_file));
}
// How many bonuses PieceEval::point_bonus has for a whole board.
inline size_t point_bonus_count(const Geometry& g) {
  return size_t(g.ranks() * ((g.files() - 1) / 2 + 1));
}

// Centipawns from the side to move's point of view.
int evaluate(const Position& pos, const EvalTables& tables, unsigned terms = EVAL_ALL);

// What side d pays for the shape of its palace (EvalTables::shapes), in the units of
// PalaceShapes before its scale; nothing in games without palace shapes.
Phased palace_shape_penalty(const Position& pos, const EvalTables& tables, Color d);

// True when colour c still has a piece that can attack (not only palace or home pieces):
// the null-move observation is unsafe without one (zugzwang).
bool has_attackers(const Position& pos, const EvalTables& tables, Color c);

}  // namespace sanggi
