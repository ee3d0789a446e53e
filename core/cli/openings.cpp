#include "openings.h"

#include <set>

#include "fen.h"
#include "notation/machine.h"
#include "search.h"

namespace sanggi {

std::vector<std::string> opening_lines(const Variant& variant, int count, int plies,
                                       uint64_t seed) {
  std::vector<std::string> lines;
  std::set<std::string> seen;
  Searcher searcher(4);
  // Give up after many duplicates (a game with few sensible openings, or very short lines).
  for (uint64_t attempt = 0; int(lines.size()) < count && attempt < uint64_t(count) * 20;
       ++attempt) {
    Position pos = start_position(variant);
    std::string line;
    bool ok = true;
    for (int ply = 0; ply < plies; ++ply) {
      SearchLimits limits;
      limits.nodes = 3000;
      limits.randomness_cp = 150;  // among moves within about a pawn and a half of the best
      limits.seed = seed * 1000003 + attempt * 1009 + uint64_t(ply);
      searcher.clear();
      SearchResult r = searcher.search(pos, limits);
      if (r.best == MOVE_NONE || pos.game_end().over()) {
        ok = false;
        break;
      }
      if (!line.empty()) line += ' ';
      line += machine_move(pos.geometry(), r.best);
      pos.make(r.best);
    }
    if (ok && !pos.game_end().over() && seen.insert(line).second) lines.push_back(line);
  }
  return lines;
}

}  // namespace sanggi
