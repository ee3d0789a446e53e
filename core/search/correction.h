// Correction history: what the searches of positions with the same soldiers (and, apart,
// the same material) found compared with the static evaluation, as a running average. The
// static evaluation used for pruning is corrected by it: an evaluation that keeps misjudging
// a structure or an imbalance is pulled towards what the searches said.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "position.h"

namespace sanggi {

struct CorrectionHistory {
  static constexpr int SIZE = 16384;  // entries per side and table
  static constexpr int GRAIN = 16;    // an entry is in 1/16 centipawn
  static constexpr int LIMIT = 400 * GRAIN;
  int16_t soldiers[2][SIZE];
  int16_t material[2][SIZE];

  void clear() {
    std::memset(soldiers, 0, sizeof soldiers);
    std::memset(material, 0, sizeof material);
  }

  // The two keys of a position: the squares of the soldier type, and the piece counts.
  struct Keys {
    uint32_t soldiers = 0, material = 0;
  };
  static Keys keys_of(const Position& pos, PieceType soldier) {
    uint64_t s = 0, m = 0;
    for (Color c : {WHITE, BLACK}) {
      const Square* squares = pos.pieces(c);
      for (int i = 0, n = pos.piece_count(c); i < n; ++i) {
        const Piece p = pos.at(squares[i]);
        if (type_of(p) == soldier) s ^= zobrist::piece_square(p, squares[i]);
        m += zobrist::piece_square(p, 0);  // a sum: the same counts give the same key
      }
    }
    return {uint32_t(s >> 40) % SIZE, uint32_t((m ^ (m >> 29)) * 0x9E3779B1u >> 8) % SIZE};
  }

  int correction(Color c, const Keys& k) const {
    return (soldiers[c][k.soldiers] + material[c][k.material]) / (2 * GRAIN);
  }

  // A search at `depth` found `score` where the raw static evaluation said `raw`.
  void update(Color c, const Keys& k, int depth, int score, int raw) {
    const int target = std::clamp((score - raw) * GRAIN, -LIMIT, LIMIT);
    const int weight = std::min(depth + 1, 16);
    for (int16_t* e : {&soldiers[c][k.soldiers], &material[c][k.material]})
      *e = int16_t((*e * (256 - weight) + target * weight) / 256);
  }
};

}  // namespace sanggi
