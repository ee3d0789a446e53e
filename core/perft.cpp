#include "perft.h"

namespace sanggi {

uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  pos.legal_moves(moves);
  if (depth == 1) return uint64_t(moves.size());  // bulk counting at the last ply
  uint64_t nodes = 0;
  for (Move m : moves) {
    pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake();
  }
  return nodes;
}

std::vector<std::pair<Move, uint64_t>> divide(Position& pos, int depth) {
  std::vector<std::pair<Move, uint64_t>> out;
  MoveList moves;
  pos.legal_moves(moves);
  for (Move m : moves) {
    pos.make(m);
    out.push_back({m, perft(pos, depth - 1)});
    pos.unmake();
  }
  return out;
}

}  // namespace sanggi
