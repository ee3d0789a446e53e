// The one position type: board, side to move, rule state and an undo stack. Copyable.
// Search and bindings touch the rules only through legal_moves(), make()/unmake() and
// game_end().
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "move_list.h"
#include "result.h"
#include "setup.h"
#include "accumulator.h"
#include "square_sums.h"
#include "types.h"
#include "variant.h"

namespace sanggi {

enum class Outcome : uint8_t { ONGOING, WHITE_WINS, BLACK_WINS, DRAW };
enum class EndReason : uint8_t {
  NONE,
  CHECKMATE,
  STALEMATE,
  BIKJANG,
  DOUBLE_PASS,
  REPETITION,
  PERPETUAL_CHECK,
  MOVE_LIMIT,
  MARSHAL_CAPTURED,
};
const char* end_reason_name(EndReason r);  // "checkmate", "double-pass"...
const char* outcome_name(Outcome o);       // "white", "black", "draw", "no"

struct GameEnd {
  Outcome outcome = Outcome::ONGOING;
  EndReason reason = EndReason::NONE;
  bool by_points = false;                                // decided by counting points (Janggi)
  int white_points_tenths = 0, black_points_tenths = 0;  // with black's bonus included
  bool over() const { return outcome != Outcome::ONGOING; }
};

// What changed in one ply, kept so that unmake() can restore it and rules that look back
// (double pass, repetition, perpetual check) can see it.
struct PlyState {
  Move move = MOVE_NONE;  // the move that led here; MOVE_NONE at the root
  uint64_t hash = 0;
  int rule50 = 0;           // plies since the last capture
  bool after_pass = false;  // the move that led here was a pass
  bool bikjang = false;     // the royal pieces face each other (Janggi)
  bool ended = false;       // the move that led here ended the game (double pass, bikjang)
  bool in_check = false;    // the side to move is in check
  int fallen_general_captor = NO_SQUARE;  // Gwangsanghui: pending avenge square, side to move
  // Pieces the fallen-general penalty removed by the move that led here, in removed_.
  uint32_t removed_first = 0, removed_count = 0;
  int returned_to = NO_SQUARE;  // dlp Ambush: where the captured Ambush was put back
};

class Position {
 public:
  // The one way to a position: a setup in which check_setup() finds no error (setup.cpp);
  // otherwise the errors, in one message.
  static Result<Position> from_setup(const Setup& setup);
  Setup to_setup() const;  // the position as a setup (board, side, counters, captor)

  const Variant& variant() const { return *variant_; }
  const Geometry& geometry() const { return variant_->geometry; }
  Piece at(Square s) const { return board_[s]; }
  const Piece* board() const { return board_; }  // by square, for the move tables' walks
  Color side_to_move() const { return side_; }
  int fullmove_number() const { return fullmove_; }
  const PlyState& state() const { return states_.back(); }
  const std::vector<PlyState>& history() const { return states_; }
  int ply() const { return int(states_.size()) - 1; }  // moves made since the root
  uint64_t hash() const { return states_.back().hash; }
  int count(Color c, PieceType t) const { return counts_[c][t]; }
  int piece_total() const { return piece_total_; }
  int royal_square(Color c) const;  // NO_SQUARE when the side has no royal piece
  // The squares of colour c's pieces, in no particular order.
  const Square* pieces(Color c) const { return piece_squares_[c]; }
  int piece_count(Color c) const { return piece_count_[c]; }
  int movement_set() const;  // 1 once liberation applies (Sin-yeon-sang-gi)

  // Legal moves; none once the game has ended by a rule the generator knows (royal piece
  // captured, double pass, bikjang answered by a pass). Repetition and the move limit are
  // judged by game_end(), not here.
  void legal_moves(MoveList& out) const;
  // Every move the pieces can make, before the check and bikjang filters and without the
  // pass (for tests that check the filters against a slow reference).
  void pseudo_legal_moves(MoveList& out) const {
    out.clear();
    generate(out);
  }
  // The points the piece on `from` moves to with movement set `set`, as move generation
  // walks them: visit(to, the captured piece or NO_PIECE). What the piece may not capture
  // or jump over (a Janggi cannon: cannons), and the Vanguard truce while it holds, apply.
  template <class Visit>
  void for_each_destination(Square from, int set, Visit&& visit) const {
    walk_destinations(
        from, set,
        [&](const PathSquare* squares, int count) {
          for (int i = 0; i < count; ++i) visit(squares[i].square, NO_PIECE);
        },
        visit);
  }
  // The same walk with the quiet destinations in runs (MoveTables::walk): quiet(squares,
  // count), capture(to, captured). The evaluation's mobility counts them this way.
  template <class Quiet, class Capture>
  void walk_destinations(Square from, int set, Quiet&& quiet, Capture&& capture) const {
    const PieceType type = type_of(board_[from]);
    tables_->walk(set, color_of(board_[from]), type, from, board_, lines_, cannot_capture(type),
                  variant_->cannot_hop_over[type], quiet, capture);
  }
  // The pieces a piece of `type` may not capture here: the variant's limit, and the
  // Vanguard's truce (docs/rules/gwangsanghui.md, special rule 2) while it holds.
  TypeMask cannot_capture(PieceType type) const;
  // For the search, legality tested lazily: candidate_moves() is legal_moves() with the
  // royal-safety and bikjang filters left to candidate_is_legal(), so a move the search
  // never tries is never tested. Candidates that pass the test are exactly legal_moves().
  void candidate_moves(MoveList& out) const;
  bool candidate_is_legal(Move m) const;
  // The captures among candidate_moves(), in the same order (for the quiescence search, which
  // tries only captures unless threatened), and whether candidate_moves() has any move.
  void candidate_captures(MoveList& out) const;
  bool has_candidate_move() const;
  bool is_legal(Move m) const;  // m as from/to; the captured piece field is ignored
  Move find_legal(Square from, Square to) const;  // MOVE_NONE if not legal
  bool in_check() const { return states_.back().in_check; }
  bool royals_facing() const;
  // True when `attacker` attacks target (with the given movement set).
  bool attacked(Square target, Color attacker, int set) const;
  // True when a piece of `side` could capture on target: attacked() without the moves
  // that only attack (an ATTACK_ONLY move threatens the enemy royal piece, takes nothing).
  bool can_capture_on(Square target, Color side, int set) const;

  // make() trusts that m is legal (from legal_moves()); play() checks and returns false
  // (changing nothing) when it is not.
  void make(Move m);
  void unmake();
  bool play(Move m);
  void make_null();  // search only
  void unmake_null();

  // How the game stands: over or not, who won and by which rule. Judged here for the game
  // and for the search (game_end.cpp), in parts so that the search, which generates moves
  // anyway, need not do it twice:
  //   end_by_last_move(): the royal piece captured; a second pass, or a pass answering
  //     bikjang;
  //   end_without_moves(): the verdict when the side to move has no legal move;
  //   end_by_history(search_root): repetition (with perpetual check) and the move limit.
  //     Inside a search, a position that occurred after history index `search_root`
  //     counts as repeated at once; the game passes ply().
  //   decided(reason, scoring): a draw, or the Janggi points count.
  // game_end() is end_by_last_move(), then end_without_moves() if no move is legal, else
  // end_by_history(ply()).
  GameEnd game_end() const;
  GameEnd end_by_last_move() const;
  GameEnd end_without_moves() const;
  GameEnd end_by_history(int search_root) const;
  GameEnd decided(EndReason reason, EndScoring scoring) const;
  // Janggi points on the board in tenths: piece points, plus black's bonus.
  int points_tenths(Color c) const;
  // From now on keeps the sums of `table`'s numbers over the pieces on the board (nullptr:
  // stops); square_sums() is their total, square_sum_table() the table kept.
  void keep_square_sums(const SquareSumTable* table);
  const SquareSumTable* square_sum_table() const { return sum_table_; }
  const SquareSums& square_sums() const { return sums_; }
  // The same sums added up now over the pieces on the board, for any table.
  SquareSums square_sums_from_scratch(const SquareSumTable& table) const;
  // From now on keeps the sums of `table`'s columns (a learned evaluation's first layer) over
  // the pieces on the board (nullptr: stops); accumulator() is their total.
  void keep_accumulator(const AccumulatorTable* table);
  const AccumulatorTable* accumulator_table() const { return acc_table_; }
  const Accumulator& accumulator() const { return acc_; }
  // The same sums added up now over the pieces on the board (acc_table_ must be set).
  void accumulator_from_scratch(Accumulator& out) const;
  // Self-checks for tests, the soak and the fuzzers: the hash computed from scratch, and a
  // description of any disagreement between the board and what is kept with it (piece
  // lists, counts, hash, line occupancy, square sums; "" if none).
  uint64_t hash_from_scratch() const;
  std::string consistency_error() const;
  // Pieces removed by the fallen-general penalty (square, piece), for the prisoner list.
  const std::vector<std::pair<Square, Piece>>& removed_pieces() const { return removed_; }

 private:
  // A position built from a setup without checking it: for check_setup(), which needs the
  // attacks and the game's end of the setup it judges.
  explicit Position(const Setup& setup);
  static Position unchecked(const Setup& setup) { return Position(setup); }
  friend SetupCheck check_setup(const Setup& setup, bool with_warnings);
  void add_piece(Square s, Piece p);
  template <bool kCapturing>
  bool reaches(Square target, Color attacker, int set) const;  // attacked(), can_capture_on()
  void remove_piece(Square s);
  void move_piece(Square from, Square to);
  void toggle_line_bits(Square s) { lines_.toggle(geometry().file_of(s), geometry().rank_of(s)); }
  void generate(MoveList& out) const;
  void generate_captures(MoveList& out) const;
  // candidate_moves() is legal_moves() in these games (no check rule, a pass when stuck, or
  // no royal piece), and empty when the game has ended by these rules.
  bool candidates_are_legal_moves() const;
  bool candidates_none() const;
  bool pass_is_candidate() const;  // Janggi's pass, allowed unless in check (or in bikjang)
  bool keeps_royal_safe(Move m, bool in_check) const;
  bool breaks_facing(Move m) const;
  void apply_fallen_general(Move m, PlyState& st);
  void apply_return(Move m, PlyState& st);
  void undo_hooks(const PlyState& st);
  GameEnd repetition_end(int first) const;

  const Variant* variant_;
  const MoveTables* tables_;
  Piece board_[MAX_SQUARES];
  LineOccupancy lines_;  // board_'s occupied points as bits, for the move tables' walks
  const SquareSumTable* sum_table_ = nullptr;
  SquareSums sums_;
  const AccumulatorTable* acc_table_ = nullptr;
  Accumulator acc_;
  void accumulate(Piece p, Square s, int sign);
  void accumulate_move(Piece p, Square from, Square to);
  Color side_ = WHITE;
  int fullmove_ = 1;
  int counts_[2][MAX_PIECE_TYPES + 1];
  int piece_total_ = 0;
  Square piece_squares_[2][MAX_SQUARES];
  uint8_t piece_index_[MAX_SQUARES];
  int piece_count_[2] = {0, 0};
  int royal_count_[2] = {0, 0};
  Square royal_[2] = {0, 0};
  std::vector<PlyState> states_;
  std::vector<std::pair<Square, Piece>> removed_;
};

// Inline: the evaluation's mobility and move generation call these once per piece.
inline int Position::movement_set() const {
  const PieceType pawn = variant_->liberation_type;
  return pawn && (!counts_[WHITE][pawn] || !counts_[BLACK][pawn]) ? 1 : 0;
}

inline TypeMask Position::cannot_capture(PieceType type) const {
  const Variant& v = *variant_;
  TypeMask no_capture = v.cannot_capture[type];
  // Vanguard truce, docs/rules/gwangsanghui.md special rule 2.
  if (v.truce_type && type == v.truce_type && piece_total_ == v.rules.truce_piece_count)
    no_capture |= type_bit(v.truce_type);
  return no_capture;
}

// Random numbers for hashing, the same on every platform.
namespace zobrist {
uint64_t piece_square(Piece p, Square s);
uint64_t side();
uint64_t fallen_general(int square);
}  // namespace zobrist

}  // namespace sanggi
