#include "evaluate.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>

#include "fen.h"
#include "search.h"

namespace sanggi {

GameEval game_eval(const Variant& v) {
  switch (v.evaluation) {
    case EvaluationData::JANGGI:
      return janggi_eval();
    case EvaluationData::XIANGQI:
      return xiangqi_eval();
    case EvaluationData::SINYEONSANGGI:
      return sinyeonsanggi_eval();
    case EvaluationData::GWANGSANGHUI:
      return gwangsanghui_eval(false);
    case EvaluationData::GWANGSANGHUI_DLP:
      return gwangsanghui_eval(true);
    case EvaluationData::NONE:
      break;
  }
  return GameEval{};  // material 0: the search plays by the rules alone
}

namespace {

// The points around `palace` (grown by `margin` in every direction).
SquareSet grown(const Geometry& g, const SquareSet& palace, int margin) {
  SquareSet out;
  palace.for_each([&](Square s) {
    for (int df = -margin; df <= margin; ++df)
      for (int dr = -margin; dr <= margin; ++dr) {
        int f = g.file_of(s) + df, r = g.rank_of(s) + dr;
        if (g.on_board(f, r)) out.insert(g.square(f, r));
      }
  });
  return out;
}

// A type can help to win when some move of it ends in the enemy half.
bool reaches_enemy_half(const Variant& v, PieceType t) {
  const Geometry& g = v.geometry;
  bool reaches = false;
  for (int s = 0; s < g.square_count(); ++s)
    v.tables().for_each_stop(0, WHITE, t, Square(s), [&](Square to) {
      reaches = reaches || g.rank_of(to) >= g.ranks() / 2;
    });
  return reaches;
}

int clamp16(int x) {
  return std::clamp(x, -32000, 32000);
}

}  // namespace

std::unique_ptr<EvalTables> build_eval_tables(const Variant& v, const GameEval& data) {
  auto t = std::make_unique<EvalTables>();
  t->variant = &v;
  const Geometry& g = v.geometry;
  t->tempo = data.tempo;
  t->continuation_history = data.continuation_history;
  t->exchange_ordering = data.exchange_ordering;
  t->futility_margin = data.futility_margin;
  t->internal_reduction = data.internal_reduction;
  t->safety_scale = data.safety_scale;
  t->scale_without_attackers = v.rules.move_limit != EndScoring::POINTS;

  // The palaces the royal pieces start in, and the zones around them.
  Position start = start_position(v);
  SquareSet palace[2];
  for (Color c : {WHITE, BLACK}) {
    int royal = start.royal_square(c);
    if (royal == NO_SQUARE) continue;
    palace[c] = g.palace_of(Square(royal));
    t->zone[c] = grown(g, palace[c], data.zone_margin);
  }
  const SquareSet near_palace[2] = {grown(g, palace[BLACK], 1), grown(g, palace[WHITE], 1)};

  for (PieceType type = 1; type <= v.pieces.size(); ++type) {
    const PieceKind& kind = v.piece(type);
    const PieceEval* e = nullptr;
    for (const PieceEval& p : data.pieces)
      if (p.letter == kind.letter) e = &p;
    static const PieceEval NONE;
    if (!e) e = &NONE;
    t->value[type] = kind.royal ? 20000 : e->value.mg;
    if (!kind.royal && e->value.mg >= 250) t->phase_weight[type] = e->value.mg / 100;
    if (!kind.royal && reaches_enemy_half(v, type)) t->attacker_types |= type_bit(type);
    if (e->mobility.mg || e->mobility.eg) {
      t->mobile_types |= type_bit(type);
      t->mobility[type] = e->mobility;
      t->mobility_base[type] = e->mobility_base;
    }
    t->attack_weight[type] = e->attack_weight;
    t->threatened[type] = e->threatened;
    if (e->threatened.mg || e->threatened.eg) t->threats = true;

    for (Color c : {WHITE, BLACK}) {
      const Piece piece = make_piece(c, type);
      const int sign = c == WHITE ? 1 : -1;
      int palace_low = g.ranks();
      palace[c].for_each([&](Square s) {
        int rr = c == WHITE ? g.rank_of(s) : g.ranks() - 1 - g.rank_of(s);
        palace_low = std::min(palace_low, rr);
      });
      for (int s = 0; s < g.square_count(); ++s) {
        const int file = g.file_of(Square(s));
        const int rr = c == WHITE ? g.rank_of(Square(s)) : g.ranks() - 1 - g.rank_of(Square(s));
        const bool crossed = v.river_rank >= 0 ? rr > v.river_rank : rr >= g.ranks() / 2;
        const int centre_file = (g.files() - 1) / 2;
        int mg = 0, eg = 0;
        const int forward = std::min(rr, e->advance_cap);
        mg += e->advance.mg * forward;
        eg += e->advance.eg * forward;
        if (crossed) mg += e->crossed.mg, eg += e->crossed.eg;
        if (near_palace[c].contains(Square(s))) mg += e->near_palace.mg, eg += e->near_palace.eg;
        if (rr == g.ranks() - 1) mg += e->last_rank.mg, eg += e->last_rank.eg;
        mg += e->centre * (centre_file - std::abs(file - centre_file));
        if (rr == 0) mg += e->back_rank;
        if (size_t(rr) < e->rank_bonus.size())
          mg += e->rank_bonus[rr].mg, eg += e->rank_bonus[rr].eg;
        const size_t from_centre = size_t(std::abs(file - centre_file));
        if (from_centre < e->file_bonus.size())
          mg += e->file_bonus[from_centre].mg, eg += e->file_bonus[from_centre].eg;
        const size_t point = point_bonus_index(g, c, Square(s));
        if (point < e->point_bonus.size())
          mg += e->point_bonus[point].mg, eg += e->point_bonus[point].eg;
        if (palace[c].contains(Square(s))) {
          mg += e->home_palace.mg, eg += e->home_palace.eg;
          // The palace's centre file is the royal's start file.
          int royal = start.royal_square(c);
          int offset = royal == NO_SQUARE ? 0 : file - g.file_of(Square(royal));
          for (const PieceEval::PointBonus& b : e->palace_points)
            if (b.file_offset == offset && b.rank == rr - palace_low) mg += b.bonus, eg += b.bonus;
        }
        t->material_mg[piece][s] = int16_t(clamp16(sign * e->value.mg));
        t->material_eg[piece][s] = int16_t(clamp16(sign * e->value.eg));
        t->square_mg[piece][s] = int16_t(clamp16(sign * (e->value.mg + mg)));
        t->square_eg[piece][s] = int16_t(clamp16(sign * (e->value.eg + eg)));
      }
    }
  }
  int total = 0;
  for (Color c : {WHITE, BLACK})
    for (int i = 0; i < start.piece_count(c); ++i)
      total += t->phase_weight[type_of(start.at(start.pieces(c)[i]))];
  t->phase_total = std::max(total, 1);
  for (PieceType type = 1; type <= v.pieces.size(); ++type)
    if (!v.piece(type).royal && !(t->attacker_types & type_bit(type)))
      t->defender_types |= type_bit(type);
  for (int i = 0; i < start.piece_count(WHITE); ++i) {
    const Square s = start.pieces(WHITE)[i];
    if ((t->defender_types & type_bit(type_of(start.at(s)))) && t->zone[WHITE].contains(s))
      ++t->full_defence;
  }
  if (data.shapes.scale) {
    t->shapes = data.shapes;
    for (PieceType type = 1; type <= v.pieces.size(); ++type) {
      const char letter = v.piece(type).letter;
      if (letter == data.shapes.advisor) t->shape_advisor = type;
      if (letter == data.shapes.cannon) t->shape_cannon = type;
      if (letter == data.shapes.horse) t->shape_horse = type;
      if (letter == data.shapes.chariot) t->shape_chariot = type;
    }
    // The shapes stand on the royal's start point, which must be the middle of its palace's
    // rear side (palace points beside it and ahead of it, none behind): a game without one
    // of the four pieces, or whose royal pieces start elsewhere, has none.
    for (Color c : {WHITE, BLACK}) {
      const int royal = start.royal_square(c);
      const int up = c == WHITE ? 1 : -1;
      const auto in_palace = [&](int df, int dr) {
        const int f = g.file_of(Square(royal)) + df, r = g.rank_of(Square(royal)) + dr;
        return g.on_board(f, r) && palace[c].contains(g.square(f, r));
      };
      if (royal == NO_SQUARE || !in_palace(-1, 0) || !in_palace(1, 0) || !in_palace(0, up) ||
          in_palace(0, -up))
        t->shape_cannon = 0;
      else
        t->shape_home[c] = Square(royal);
    }
    if (!t->shape_advisor || !t->shape_horse || !t->shape_chariot) t->shape_cannon = 0;
  }
  t->sums = std::make_unique<SquareSumTable>();
  for (PieceType type = 1; type <= v.pieces.size(); ++type)
    for (Color c : {WHITE, BLACK})
      for (int s = 0; s < g.square_count(); ++s) {
        const Piece p = make_piece(c, type);
        int32_t* lane = t->sums->at[p][s].lane;
        lane[SUM_MG] = t->square_mg[p][s];
        lane[SUM_EG] = t->square_eg[p][s];
        lane[SUM_PHASE] = t->phase_weight[type];
        if (t->attack_weight[type] && t->zone[~c].contains(Square(s))) {
          lane[SUM_UNITS + ~c] = t->attack_weight[type];
          lane[SUM_ATTACKERS + ~c] = 1;
        }
        if ((t->defender_types & type_bit(type)) && t->zone[c].contains(Square(s)))
          lane[SUM_DEFENDERS + c] = 1;
        if (t->attacker_types & type_bit(type)) lane[SUM_CAN_WIN + c] = 1;
      }
  return t;
}

const EvalTables& eval_tables(const Variant& variant) {
  static std::mutex mutex;
  static std::map<const Variant*, std::unique_ptr<EvalTables>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[&variant];
  if (!slot) slot = build_eval_tables(variant, game_eval(variant));
  return *slot;
}

namespace {

// The sums of t.sums over the pieces of pos, with material alone for SUM_MG and SUM_EG
// unless `piece_squares`: what the search's position keeps as it goes (keep_square_sums).
SquareSums sums_from_scratch(const Position& pos, const EvalTables& t, bool piece_squares) {
  SquareSums sums = pos.square_sums_from_scratch(*t.sums);
  if (piece_squares) return sums;
  for (Color c : {WHITE, BLACK})
    for (int i = 0, n = pos.piece_count(c); i < n; ++i) {
      const Square s = pos.pieces(c)[i];
      const Piece p = pos.at(s);
      sums.lane[SUM_MG] += t.material_mg[p][s] - t.square_mg[p][s];
      sums.lane[SUM_EG] += t.material_eg[p][s] - t.square_eg[p][s];
    }
  return sums;
}

}  // namespace

int evaluate(const Position& pos, const EvalTables& t, unsigned terms) {
  const bool piece_squares = terms & EVAL_PIECE_SQUARES;
  const SquareSums sums = piece_squares && pos.square_sum_table() == t.sums.get()
                              ? pos.square_sums()
                              : sums_from_scratch(pos, t, piece_squares);
  const int* lane = sums.lane;
  int mg = lane[SUM_MG], eg = lane[SUM_EG];
  const bool mobility = (terms & EVAL_MOBILITY) && t.mobile_types;
  const bool threats = (terms & EVAL_THREATS) && t.threats;
  if (mobility || threats) {
    const int set = pos.movement_set();
    for (Color c : {WHITE, BLACK}) {
      const Square* squares = pos.pieces(c);
      const int sign = c == WHITE ? 1 : -1;
      for (int i = 0, n = pos.piece_count(c); i < n; ++i) {
        const Square s = squares[i];
        const PieceType type = type_of(pos.at(s));
        if (!(t.mobile_types & type_bit(type))) continue;
        // One walk over the moves of a long-range piece: its reach (exactly the destinations
        // move generation gives), and the dearer pieces it could take (threats).
        int reach = -t.mobility_base[type];
        const int value = t.value[type];
        pos.walk_destinations(
            s, set, [&](const PathSquare*, int count) { reach += count; },
            [&](Square, Piece victim) {
              ++reach;
              if (threats && t.value[type_of(victim)] > value) {
                mg += sign * t.threatened[type_of(victim)].mg;
                eg += sign * t.threatened[type_of(victim)].eg;
              }
            });
        if (mobility) {
          mg += sign * reach * t.mobility[type].mg;
          eg += sign * reach * t.mobility[type].eg;
        }
      }
    }
  }
  // Palace safety: attackers standing around the enemy palace, and the palace's shape.
  for (Color c : {WHITE, BLACK}) {
    if ((terms & EVAL_PALACE_SAFETY) && t.shape_cannon) {
      const Phased p = palace_shape_penalty(pos, t, c);
      const int sign = c == WHITE ? -t.shapes.scale : t.shapes.scale;
      mg += sign * p.mg;
      eg += sign * p.eg;
    }
    const int attackers = lane[SUM_ATTACKERS + c];
    if (!(terms & EVAL_PALACE_SAFETY) || attackers < 2) continue;
    // Attackers count for more the fewer defenders are left at home: from a third of the
    // weight with the full defence to all of it with none.
    const int missing = std::max(t.full_defence - lane[SUM_DEFENDERS + c], 0);
    int danger = lane[SUM_UNITS + c] * std::min(attackers, 4) * t.safety_scale / 200 *
                 (missing + 2) / (t.full_defence + 2);
    int sign = c == WHITE ? -1 : 1;
    mg += sign * danger;
    eg += sign * danger / 2;
  }
  const int phase = std::min(lane[SUM_PHASE], t.phase_total);
  int score = (mg * phase + eg * (t.phase_total - phase)) / t.phase_total;
  if (t.scale_without_attackers) {
    if (score > 0 && !lane[SUM_CAN_WIN + WHITE]) score /= 8;
    if (score < 0 && !lane[SUM_CAN_WIN + BLACK]) score /= 8;
  }
  return (pos.side_to_move() == WHITE ? score : -score) + t.tempo;
}

bool has_attackers(const Position& pos, const EvalTables& t, Color c) {
  const Square* squares = pos.pieces(c);
  for (int i = 0, n = pos.piece_count(c); i < n; ++i)
    if ((t.attacker_types & type_bit(type_of(pos.at(squares[i])))) &&
        t.phase_weight[type_of(pos.at(squares[i]))])
      return true;
  return false;
}

int evaluate(const Position& pos) {
  return evaluate(pos, eval_tables(pos.variant()));
}

}  // namespace sanggi
