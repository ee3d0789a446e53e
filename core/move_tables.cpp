#include "move_tables.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <stdexcept>

#include "variant.h"

namespace sanggi {
namespace {

bool is_diagonal_step(Offset o) {
  return (o.file == 1 || o.file == -1) && (o.rank == 1 || o.rank == -1);
}

// One path in white-or-black coordinates, before it is stored.
struct RawPath {
  uint8_t kind;
  uint8_t modes;
  bool merge;
  std::vector<PathSquare> squares;
};

// Expands movement m of a piece of colour c standing on s into paths.
std::vector<RawPath> expand(const Variant& v, const Movement& m, Color c, Square s) {
  const Geometry& g = v.geometry;
  std::vector<RawPath> out;
  if (!v.region(m.from_in, c, s).contains(s)) return out;
  const SquareSet to_ok = v.region(m.to_in, c, s);
  const SquareSet to_bad = v.region(m.to_not_in, c, s);
  const SquareSet path_ok = v.region(m.path_in, c, s);
  auto orient = [&](Offset o) { return c == WHITE ? o : Offset{o.file, -o.rank}; };
  auto can_end = [&](Square t) { return to_ok.contains(t) && !to_bad.contains(t); };

  if (m.kind == Movement::LEAP) {
    for (const LeapShape& shape : m.leaps) {
      Offset target_offset = orient(shape.target);
      auto target = g.shifted(s, target_offset);
      if (!target || !path_ok.contains(*target) || !can_end(*target)) continue;
      if (m.diagonals_on_lines && is_diagonal_step(target_offset) &&
          !g.diagonal_drawn(s, target_offset))
        continue;
      RawPath p{Movement::LEAP, m.modes, m.merge_paths, {}};
      bool fits = true;
      for (Offset b : shape.blockers) {
        auto blocker = g.shifted(s, orient(b));
        if (!blocker || !path_ok.contains(*blocker))
          fits = false;
        else
          p.squares.push_back({*blocker, false});
      }
      if (!fits) continue;
      p.squares.push_back({*target, true});
      out.push_back(std::move(p));
    }
    return out;
  }
  for (Offset d : m.directions) {
    Offset od = orient(d);
    RawPath p{m.kind, m.modes, false, {}};
    Square cur = s;
    for (int distance = 1;; ++distance) {
      auto next = g.shifted(cur, od);
      if (!next || !path_ok.contains(*next)) break;
      if (m.diagonals_on_lines && is_diagonal_step(od) && !g.diagonal_drawn(cur, od)) break;
      p.squares.push_back({*next, can_end(*next)});
      if (m.max_distance && distance == m.max_distance) break;
      cur = *next;
    }
    while (!p.squares.empty() && !p.squares.back().can_end) p.squares.pop_back();
    if (!p.squares.empty()) out.push_back(std::move(p));
  }
  return out;
}

// The line bits of a path (LineBits) when it rides or hops straight along a rank or a file
// from s, one step at a time, every point a stop, not merged; otherwise none (mask 0).
LineBits path_line(const Geometry& g, Square s, const RawPath& raw) {
  LineBits line;
  if (raw.kind == Movement::LEAP || raw.merge) return line;
  const int file = g.file_of(s), rank = g.rank_of(s);
  const int df = g.file_of(raw.squares[0].square) - file;
  const int dr = g.rank_of(raw.squares[0].square) - rank;
  if (std::abs(df) + std::abs(dr) != 1) return line;
  for (size_t k = 0; k < raw.squares.size(); ++k) {
    const int step = int(k) + 1;
    const PathSquare& q = raw.squares[k];
    if (!q.can_end || q.square != g.square(file + step * df, rank + step * dr)) return line;
  }
  // Bit i of the word is the point i steps from the low end of the line, counted in the
  // direction of the path (LineOccupancy).
  int origin = 0;
  if (df > 0) line.word = uint8_t(LineOccupancy::RANKS_EAST + rank), origin = file;
  if (df < 0) line.word = uint8_t(LineOccupancy::RANKS_WEST + rank), origin = 15 - file;
  if (dr > 0) line.word = uint8_t(LineOccupancy::FILES_NORTH + file), origin = rank;
  if (dr < 0) line.word = uint8_t(LineOccupancy::FILES_SOUTH + file), origin = 15 - rank;
  line.origin = uint8_t(origin);
  line.mask = uint16_t(((1u << raw.squares.size()) - 1) << (origin + 1));
  return line;
}

const std::vector<Movement>& movements_of(const PieceKind& p, int set) {
  return set == 1 && !p.liberated_moves.empty() ? p.liberated_moves : p.moves;
}

}  // namespace

void MoveTables::build(const Variant& v) {
  if (v.pieces.size() > size_t(MAX_PIECE_TYPES)) throw std::logic_error("too many piece types");
  if (v.geometry.files() > MAX_FILES || v.geometry.ranks() > MAX_RANKS)
    throw std::logic_error("board too large");
  path_ranges_.assign(MOVEMENT_SETS * 2 * 16 * MAX_SQUARES, Range{});
  leap_ranges_.assign(MOVEMENT_SETS * 2 * MAX_SQUARES, Range{});
  ray_ranges_.assign(MOVEMENT_SETS * 2 * MAX_SQUARES, Range{});
  sensitive_.assign(MOVEMENT_SETS * 2 * MAX_SQUARES, SquareSet{});
  build_paths(v, 0);
  build_attacks(v, 0);
  if (v.liberation_type) {
    build_paths(v, 1);
    build_attacks(v, 1);
    return;
  }
  // Without liberation both movement sets are the same: set 1 shares set 0's entries.
  const size_t paths_per_set = path_ranges_.size() / MOVEMENT_SETS;
  std::copy_n(path_ranges_.begin(), paths_per_set, path_ranges_.begin() + paths_per_set);
  const size_t attacks_per_set = leap_ranges_.size() / MOVEMENT_SETS;
  std::copy_n(leap_ranges_.begin(), attacks_per_set, leap_ranges_.begin() + attacks_per_set);
  std::copy_n(ray_ranges_.begin(), attacks_per_set, ray_ranges_.begin() + attacks_per_set);
  std::copy_n(sensitive_.begin(), attacks_per_set, sensitive_.begin() + attacks_per_set);
}

void MoveTables::build_paths(const Variant& v, int set) {
  for (int c = 0; c < 2; ++c) {
    for (size_t i = 0; i < v.pieces.size(); ++i) {
      PieceType t = PieceType(i + 1);
      for (int s = 0; s < v.geometry.square_count(); ++s) {
        Range& range = path_ranges_[((set * 2 + c) * 16 + t) * MAX_SQUARES + s];
        range.first = uint32_t(paths_.size());
        for (const Movement& m : movements_of(v.pieces[i], set)) {
          if (m.modes & ATTACK_ONLY) continue;
          for (RawPath& raw : expand(v, m, Color(c), Square(s))) {
            Path p{raw.kind, raw.modes, uint8_t(raw.squares.size()), raw.merge,
                   uint32_t(path_squares_.size())};
            p.line = path_line(v.geometry, Square(s), raw);
            path_squares_.insert(path_squares_.end(), raw.squares.begin(), raw.squares.end());
            paths_.push_back(p);
          }
        }
        range.count = uint32_t(paths_.size()) - range.first;
      }
    }
  }
}

void MoveTables::build_attacks(const Variant& v, int set) {
  const int n = v.geometry.square_count();
  for (int c = 0; c < 2; ++c) {
    // Collected per target square, then stored contiguously.
    std::vector<std::vector<LeapAttack>> leaps(n);
    std::vector<std::map<Square, std::vector<RaySquare>>> rays(n);  // keyed by first square

    auto add_ray = [&](Square target, const std::vector<Square>& line, int attacker_index,
                       TypeMask slide, TypeMask hop, TypeMask capture) {
      std::vector<RaySquare>& ray = rays[target][line[0]];
      for (size_t k = 0; k < line.size(); ++k) {
        if (k < ray.size()) {
          if (ray[k].square != line[k]) throw std::logic_error("inconsistent attack ray");
        } else {
          ray.push_back({line[k], 0, 0, 0});
        }
      }
      ray[attacker_index].slide |= slide;
      ray[attacker_index].hop |= hop;
      ray[attacker_index].capture |= capture;
    };

    for (size_t i = 0; i < v.pieces.size(); ++i) {
      TypeMask bit = type_bit(PieceType(i + 1));
      for (int s = 0; s < n; ++s) {
        for (const Movement& m : movements_of(v.pieces[i], set)) {
          if (!(m.modes & (CAPTURE | ATTACK_ONLY))) continue;
          const TypeMask capture = m.modes & CAPTURE ? bit : 0;
          for (const RawPath& p : expand(v, m, Color(c), Square(s))) {
            const auto& sq = p.squares;
            if (p.kind == Movement::LEAP) {
              Square target = sq.back().square;
              LeapAttack a{Square(s), uint8_t(sq.size() - 1), {0, 0, 0}, bit, capture};
              if (a.blocker_count > 3) throw std::logic_error("leap with more than 3 blockers");
              for (size_t k = 0; k + 1 < sq.size(); ++k) a.blockers[k] = sq[k].square;
              bool merged = false;
              for (LeapAttack& e : leaps[target]) {
                if (e.source == a.source && e.blocker_count == a.blocker_count &&
                    std::equal(e.blockers, e.blockers + e.blocker_count, a.blockers)) {
                  e.types |= bit;
                  e.capture_types |= capture;
                  merged = true;
                }
              }
              if (!merged) leaps[target].push_back(a);
              continue;
            }
            // Ride or hop: the line from the target back to the attacker.
            for (size_t k = 0; k < sq.size(); ++k) {
              if (!sq[k].can_end) continue;
              if (p.kind == Movement::HOP && k == 0) continue;  // no room for a screen
              std::vector<Square> line;
              for (size_t j = k; j-- > 0;) line.push_back(sq[j].square);
              line.push_back(Square(s));
              bool slide = p.kind == Movement::RIDE;
              add_ray(sq[k].square, line, int(k), slide ? bit : 0, slide ? 0 : bit, capture);
            }
          }
        }
      }
    }

    for (int t = 0; t < n; ++t) {
      size_t index = (set * 2 + c) * MAX_SQUARES + t;
      SquareSet& sensitive = sensitive_[index];
      Range& lr = leap_ranges_[index];
      lr.first = uint32_t(leap_attacks_.size());
      for (const LeapAttack& a : leaps[t]) {
        leap_attacks_.push_back(a);
        for (int k = 0; k < a.blocker_count; ++k) sensitive.insert(a.blockers[k]);
      }
      lr.count = uint32_t(leaps[t].size());
      Range& rr = ray_ranges_[index];
      rr.first = uint32_t(ray_attacks_.size());
      for (auto& [first, squares] : rays[t]) {
        RayAttack r{uint32_t(ray_squares_.size()), uint8_t(squares.size()), 0, 0};
        for (const RaySquare& q : squares) {
          r.slide_types |= q.slide;
          r.hop_types |= q.hop;
          sensitive.insert(q.square);
        }
        ray_squares_.insert(ray_squares_.end(), squares.begin(), squares.end());
        ray_attacks_.push_back(r);
      }
      rr.count = uint32_t(rays[t].size());
    }
  }
}

}  // namespace sanggi
