#include "exchange.h"

#include <algorithm>
#include <cstring>

namespace sanggi {

namespace {

// The board as the exchange changes it: pieces that have captured have left their square,
// and the target holds the last capturer. A copy (one block of bytes) keeps the attacker
// walks as cheap as Position::attacked's (the move ordering tells many captures by it).
struct ExchangeBoard {
  Square target;
  Piece board[MAX_SQUARES];
  ExchangeBoard(const Position& pos, Move m) : target(move_to(m)) {
    std::memcpy(board, pos.board(), sizeof board);
    board[target] = board[move_from(m)];
    board[move_from(m)] = NO_PIECE;
  }
  Piece at(Square s) const { return board[s]; }
  Piece on_target() const { return board[target]; }
  void capture_from(Square s) {  // the piece on s takes the one on the target
    board[target] = board[s];
    board[s] = NO_PIECE;
  }
};

// The square of `side`'s cheapest piece that can capture on the target, or -1.
int cheapest_attacker(const ExchangeBoard& b, const MoveTables& mt, int set, Color side,
                      const EvalTables& eval, const Variant& v) {
  const TypeMask victim = type_bit(type_of(b.on_target()));
  // The moves that capture; on a royal piece also the ATTACK_ONLY ones (Xiangqi's flying
  // general takes nothing, but the enemy general, having captured, may not stand there).
  const bool royal_target = type_of(b.on_target()) == v.royal;
  auto reaches = [&](TypeMask types, TypeMask capture_types, Piece p) {
    const TypeMask bit = type_bit(type_of(p));
    return (types & bit) && (royal_target || (capture_types & bit));
  };
  int best = -1, best_value = 1 << 30;
  auto consider = [&](Square s, Piece p) {
    const PieceType t = type_of(p);
    if (v.cannot_capture[t] & victim) return;
    if (eval.value[t] < best_value) best_value = eval.value[t], best = s;
  };
  const Range& leaps = mt.leap_attacks_on(set, side, b.target);
  for (uint32_t k = 0; k < leaps.count; ++k) {
    const LeapAttack& a = mt.leap_attack(leaps.first + k);
    const Piece p = b.at(a.source);
    if (!p || color_of(p) != side || !reaches(a.types, a.capture_types, p)) continue;
    bool open = true;
    for (int i = 0; i < a.blocker_count; ++i)
      if (b.at(a.blockers[i])) open = false;
    if (open) consider(a.source, p);
  }
  const Range& rays = mt.ray_attacks_on(set, side, b.target);
  for (uint32_t k = 0; k < rays.count; ++k) {
    const RayAttack& ray = mt.ray_attack(rays.first + k);
    const RaySquare* sq = mt.ray_squares(ray);
    int j = 0;
    while (j < ray.length && !b.at(sq[j].square)) ++j;
    if (j == ray.length) continue;
    const Piece first = b.at(sq[j].square);
    if (color_of(first) == side && reaches(sq[j].slide, sq[j].capture, first))
      consider(sq[j].square, first);
    if (!ray.hop_types) continue;
    int h = j + 1;
    while (h < ray.length && !b.at(sq[h].square)) ++h;
    if (h == ray.length) continue;
    const Piece hopper = b.at(sq[h].square);
    if (color_of(hopper) == side && reaches(sq[h].hop, sq[h].capture, hopper) &&
        !(v.cannot_hop_over[type_of(hopper)] & type_bit(type_of(first))))
      consider(sq[h].square, hopper);
  }
  return best;
}

// The exchange on b's target once a piece stands there worth gain0 to the side that put it
// there, `side` capturing next: what that first side keeps, cheapest piece first.
int swap_off(ExchangeBoard& b, const MoveTables& mt, int set, Color side, const EvalTables& eval,
             const Variant& v, int gain0) {
  // gain[d]: what the side capturing at depth d has won if the exchange stops there.
  int gain[40];
  gain[0] = gain0;
  int d = 0;
  while (d < 39) {
    const int s = cheapest_attacker(b, mt, set, side, eval, v);
    if (s < 0) break;
    ++d;
    // Capturing the piece on the target; then it stands there to be captured in turn.
    gain[d] = eval.value[type_of(b.on_target())] - gain[d - 1];
    if (std::max(-gain[d - 1], gain[d]) < 0) break;  // neither choice can change the outcome
    b.capture_from(Square(s));
    side = ~side;
  }
  for (; d > 0; --d) gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
  return gain[0];
}

}  // namespace

int static_exchange(const Position& pos, const EvalTables& eval, Move m) {
  if (is_pass(m) || (m & MOVE_NULL)) return 0;
  const Variant& v = pos.variant();
  ExchangeBoard b(pos, m);
  const int gain0 = move_captured(m) ? eval.value[type_of(move_captured(m))] : 0;
  return swap_off(b, v.tables(), pos.movement_set(), ~pos.side_to_move(), eval, v, gain0);
}

}  // namespace sanggi
