// Legal move generation and attack detection, driven entirely by the compiled move tables.
#include "position.h"

namespace sanggi {

void Position::generate(MoveList& out) const {
  const int set = movement_set();
  for (int i = 0; i < piece_count_[side_]; ++i) {
    const Square from = piece_squares_[side_][i];
    for_each_destination(
        from, set, [&](Square to, Piece captured) { out.push(make_move(from, to, captured)); });
  }
}

void Position::generate_captures(MoveList& out) const {
  const int set = movement_set();
  for (int i = 0; i < piece_count_[side_]; ++i) {
    const Square from = piece_squares_[side_][i];
    walk_destinations(
        from, set, [](const PathSquare*, int) {},
        [&](Square to, Piece captured) { out.push(make_move(from, to, captured)); });
  }
}

// kCapturing: only the moves that capture count, not the ATTACK_ONLY ones (Xiangqi's flying
// general attacks the enemy general along its file but takes nothing there).
template <bool kCapturing>
bool Position::reaches(Square target, Color attacker, int set) const {
  const Range& leaps = tables_->leap_attacks_on(set, attacker, target);
  for (uint32_t k = 0; k < leaps.count; ++k) {
    const LeapAttack& a = tables_->leap_attack(leaps.first + k);
    const Piece p = board_[a.source];
    const TypeMask types = kCapturing ? a.capture_types : a.types;
    if (!p || color_of(p) != attacker || !(types & type_bit(type_of(p)))) continue;
    bool open = true;
    for (int b = 0; b < a.blocker_count; ++b)
      if (board_[a.blockers[b]]) open = false;
    if (open) return true;
  }
  const Range& rays = tables_->ray_attacks_on(set, attacker, target);
  for (uint32_t k = 0; k < rays.count; ++k) {
    const RayAttack& ray = tables_->ray_attack(rays.first + k);
    const RaySquare* sq = tables_->ray_squares(ray);
    int j = 0;
    while (j < ray.length && !board_[sq[j].square]) ++j;
    if (j == ray.length) continue;
    const Piece first = board_[sq[j].square];
    const TypeMask slide = kCapturing ? sq[j].slide & sq[j].capture : sq[j].slide;
    if (color_of(first) == attacker && (slide & type_bit(type_of(first)))) return true;
    if (!ray.hop_types) continue;
    for (++j; j < ray.length && !board_[sq[j].square];) ++j;
    if (j == ray.length) continue;
    const Piece hopper = board_[sq[j].square];
    const TypeMask hop = kCapturing ? sq[j].hop & sq[j].capture : sq[j].hop;
    if (color_of(hopper) == attacker && (hop & type_bit(type_of(hopper))) &&
        !(variant_->cannot_hop_over[type_of(hopper)] & type_bit(type_of(first))))
      return true;
  }
  return false;
}

bool Position::attacked(Square target, Color attacker, int set) const {
  return reaches<false>(target, attacker, set);
}

bool Position::can_capture_on(Square target, Color side, int set) const {
  return reaches<true>(target, side, set);
}

namespace {
// Nothing but empty points between a and b on one file.
bool open_file_between(const Piece* board, const Geometry& g, int a, int b) {
  if (a == NO_SQUARE || b == NO_SQUARE || g.file_of(Square(a)) != g.file_of(Square(b)))
    return false;
  int lo = a < b ? a : b, hi = a < b ? b : a;
  for (int s = lo + g.files(); s < hi; s += g.files())
    if (board[s]) return false;
  return true;
}
}  // namespace

bool Position::royals_facing() const {
  return open_file_between(board_, geometry(), royal_square(WHITE), royal_square(BLACK));
}

// The move is tried on the board only (no hash, no hooks): enough for attacks and facing.
struct BoardTrial {
  Piece* board;
  Square from, to;
  Piece moved, captured;
  BoardTrial(Piece* b, Move m) : board(b), from(move_from(m)), to(move_to(m)) {
    moved = board[from];
    captured = board[to];
    board[to] = moved;
    board[from] = NO_PIECE;
  }
  ~BoardTrial() {
    board[from] = moved;
    board[to] = captured;
  }
};

bool Position::keeps_royal_safe(Move m, bool in_check) const {
  const Color us = side_;
  const Square royal = royal_[us];
  const Square from = move_from(m), to = move_to(m);
  const int set = movement_set();
  int set_after = set;
  // Liberation, docs/rules/sinyeonsanggi.md rule 2: taking the last pawn frees the guards and bulls
  // at once, and their freed moves count for this check.
  const Piece captured = board_[to];
  const PieceType pawn = variant_->liberation_type;
  if (pawn && captured && type_of(captured) == pawn && counts_[color_of(captured)][pawn] == 1)
    set_after = 1;
  if (!in_check && from != royal && set_after == set) {
    const SquareSet& sensitive = tables_->sensitive(set, ~us, royal);
    if (!sensitive.contains(from) && !sensitive.contains(to)) return true;
  }
  BoardTrial trial(const_cast<Piece*>(board_), m);
  return !attacked(from == royal ? to : royal, ~us, set_after);
}

bool Position::breaks_facing(Move m) const {
  const Square from = move_from(m), to = move_to(m);
  int white = royal_square(WHITE), black = royal_square(BLACK);
  if (white == from) white = to;
  if (black == from) black = to;
  BoardTrial trial(const_cast<Piece*>(board_), m);
  return !open_file_between(board_, geometry(), white, black);
}

void Position::legal_moves(MoveList& out) const {
  out.clear();
  const Rules& rules = variant_->rules;
  const PlyState& st = states_.back();
  if (st.ended) return;
  const int royal = royal_square(side_);
  if (rules.royal_capture_wins && (royal == NO_SQUARE || royal_square(~side_) == NO_SQUARE)) return;
  generate(out);
  if (rules.check_rule && royal != NO_SQUARE) {
    int kept = 0;
    for (int i = 0; i < out.size(); ++i) {
      Move m = out[i];
      if (!keeps_royal_safe(m, st.in_check)) continue;
      // Bikjang, docs/rules/janggi.md: the side facing it must break the facing (or pass).
      if (st.bikjang && !breaks_facing(m)) continue;
      out[kept++] = m;
    }
    out.truncate(kept);
  }
  if (royal == NO_SQUARE) return;
  const Move pass = make_move(Square(royal), Square(royal));
  // Janggi pass (한수쉼): allowed when not in check, and always when facing bikjang.
  if (rules.pass_anytime && (!st.in_check || st.bikjang)) out.push(pass);
  // Gwangsanghui special rule 5: a side with no legal move passes.
  if (rules.pass_when_stuck && out.empty()) out.push(pass);
}

Move Position::find_legal(Square from, Square to) const {
  MoveList moves;
  legal_moves(moves);
  for (Move m : moves)
    if (move_from(m) == from && move_to(m) == to) return m;
  return MOVE_NONE;
}

bool Position::is_legal(Move m) const {
  return find_legal(move_from(m), move_to(m)) != MOVE_NONE;
}

}  // namespace sanggi
