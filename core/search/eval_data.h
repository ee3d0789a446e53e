// Evaluation as data: for every game, per piece letter, a material value and the few numbers
// from which its piece-square table is built, plus the weights of the cheap positional terms
// (mobility of the long-range pieces, palace safety). The tables for each game live in
// eval_<game>.cpp; evaluate.cpp turns them into per-square arrays when a variant is first used.
#pragma once

#include <string>
#include <vector>

namespace sanggi {

// Middle-game and end-game centipawns; the evaluation blends them by the material left.
struct Phased {
  int mg = 0;
  int eg = 0;
};

struct PieceEval {
  char letter = '?';
  Phased value;  // material
  // Piece-square shape. "Relative rank" counts from the owner's back rank (0) forward.
  Phased advance;  // per relative rank moved forward, up to advance_cap ranks
  int advance_cap = 0;
  Phased crossed;      // standing beyond the middle of the board (the river)
  Phased near_palace;  // inside or next to the enemy royal's palace
  Phased last_rank;    // on the enemy's back rank (where steppers get stuck)
  int centre = 0;      // per file closer to the centre file (middle game only)
  int back_rank = 0;   // still on its own back rank (undeveloped), middle game only
  Phased home_palace;  // standing inside its own palace (defenders)
  // Palace-bound royal pieces: preferred points, as (relative file offset from the centre,
  // relative rank) -> bonus; anything else in the palace scores 0.
  struct PointBonus {
    int file_offset, rank, bonus;
  };
  std::vector<PointBonus> palace_points;
  // Fitted shape (the tuner's finer tables; empty for games that have none): a bonus per
  // relative rank, and per file counted from the centre file outwards (0 = centre).
  std::vector<Phased> rank_bonus;
  std::vector<Phased> file_bonus;
  // The finest fitted shape: a bonus per point, the two mirror files from the centre as one
  // (index: relative rank * (centre file + 1) + files from the centre); empty: none.
  std::vector<Phased> point_bonus;
  // Mobility: per reachable point beyond `mobility_base` (long-range pieces).
  Phased mobility;
  int mobility_base = 0;
  // Palace safety: what this piece adds to the danger of the enemy royal when it stands in
  // the zone around the enemy palace.
  int attack_weight = 0;
  // Threats: what the enemy gains while this piece stands where one of the enemy's cheaper
  // long-range pieces (those with a mobility term) could take it.
  Phased threatened;
};

// Palace shapes (Xiangqi): what a side pays when its general stands on its home point with
// both advisors in one of the usual shapes and an enemy cannon aims through it. The idea and
// the numbers are ElephantEye's advisor-shape evaluation (Morning Yellow, 2004-2012), in its
// units; `scale` turns them into this evaluation's centipawns. Distances count ranks from the
// defender's back rank.
struct PalaceShapes {
  int scale = 0;  // 0: no palace shapes in this game
  // Both advisors beside the general: an enemy cannon on the centre file with nothing between
  // it and the general (a "hollow cannon"; the end game takes half), by distance;
  std::vector<int> hollow;
  // ... or with only the defender's horse between, on the palace centre, by distance.
  std::vector<int> central;
  // One advisor on the palace centre and one beside the general: an enemy cannon behind that
  // advisor on the centre file costs a quarter of `central`, and `blocked_chariot` more for
  // each of the defender's chariots beside the general on the back rank; an enemy cannon on
  // the back rank with nothing between it and the general costs `bottom` by its file (the
  // end game takes half).
  std::vector<int> bottom;
  int blocked_chariot = 0;
  // The general on the palace centre with both advisors beside its home point.
  int general_centre = 0;
  char advisor = 'A', cannon = 'C', horse = 'N', chariot = 'R';
};

struct GameEval {
  std::vector<PieceEval> pieces;  // by letter; letters the game lacks are ignored
  int tempo = 10;                 // for the side to move
  // Palace safety: danger = (sum of attack weights) * min(attackers, 4) * scale / 200,
  // counted only with at least two attackers in the zone.
  int safety_scale = 100;
  int zone_margin = 1;  // the zone is the royal's palace grown by this many points
  // The search orders quiet moves by the moves before them (continuation history) in the
  // games where that measured a gain at equal time (Xiangqi; Janggi lost with it).
  bool continuation_history = false;
  // The search orders captures that lose material by static exchange last (instead of a
  // cheaper test) in the games where that measured a gain at equal time (Janggi).
  bool exchange_ordering = false;
  // Reverse futility pruning: a node of depth d whose static evaluation is this much per ply
  // above beta is cut without searching it. Xiangqi's is wider: at the node counts of 200 ms
  // at the clock it gained some 6 points against Fairy-Stockfish, at the clock itself none
  // (docs/measurements/search-against-fairy-stockfish.md, 6 December 2026); 200 lost.
  int futility_margin = 100;
  // Internal iterative reduction: a node of depth 4 or more without a hash move is searched a
  // ply shallower, in the games where that measured a gain against Fairy-Stockfish at the
  // node counts of 200 ms at the clock (Xiangqi; docs/measurements/search-against-fairy-stockfish.md, 6 December 2026, evening).
  bool internal_reduction = false;
  PalaceShapes shapes;  // scale 0: none
};

// Data per game, chosen by Variant::evaluation.
GameEval janggi_eval();
GameEval xiangqi_eval();
GameEval sinyeonsanggi_eval();
GameEval gwangsanghui_eval(bool dlp);

}  // namespace sanggi
