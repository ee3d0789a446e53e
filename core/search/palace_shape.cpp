// Palace shapes (PalaceShapes in eval_data.h): a general at home with both advisors, and the
// enemy cannons that aim through the shape along the centre file or the back rank.
#include <cstdlib>

#include "evaluate.h"

namespace sanggi {

namespace {

// The first and second pieces met from `from` stepping (df, dr); NO_SQUARE where none.
void first_two(const Position& pos, Square from, int df, int dr, int& first, int& second) {
  const Geometry& g = pos.geometry();
  first = second = NO_SQUARE;
  for (int f = g.file_of(from) + df, r = g.rank_of(from) + dr; g.on_board(f, r); f += df, r += dr) {
    const Square s = g.square(f, r);
    if (pos.at(s) == NO_PIECE) continue;
    if (first != NO_SQUARE) {
      second = s;
      return;
    }
    first = s;
  }
}

// The entry of `table` for index i, 0 past its end.
int entry(const std::vector<int>& table, int i) {
  return i >= 0 && size_t(i) < table.size() ? table[size_t(i)] : 0;
}

}  // namespace

Phased palace_shape_penalty(const Position& pos, const EvalTables& t, Color d) {
  const PalaceShapes& shapes = t.shapes;
  if (!t.shape_cannon) return {};
  const Geometry& g = pos.geometry();
  const Square home = t.shape_home[d];
  const int centre = g.file_of(home), back = g.rank_of(home), up = d == WHITE ? 1 : -1;
  const Square middle = g.square(centre, back + up);
  const Piece advisor = make_piece(d, t.shape_advisor), cannon = make_piece(~d, t.shape_cannon);
  const bool left = pos.at(g.square(centre - 1, back)) == advisor;
  const bool right = pos.at(g.square(centre + 1, back)) == advisor;
  const int general = pos.royal_square(d);
  if (general == middle)
    return left && right ? Phased{shapes.general_centre, shapes.general_centre} : Phased{};
  if (general != home) return {};
  const bool advisors_home = left && right;
  const bool advisor_up = pos.at(middle) == advisor && left != right;
  if (!advisors_home && !advisor_up) return {};

  Phased p;
  int first, second;  // up the centre file from the general
  first_two(pos, home, 0, up, first, second);
  auto distance = [&](int s) { return std::abs(g.rank_of(Square(s)) - back); };
  auto is = [&](int s, Piece piece) { return s != NO_SQUARE && pos.at(Square(s)) == piece; };
  if (advisors_home) {
    if (is(first, cannon)) {
      const int v = entry(shapes.hollow, distance(first));
      p.mg += v, p.eg += v / 2;
    } else if (first == middle && is(first, make_piece(d, t.shape_horse)) && is(second, cannon)) {
      const int v = entry(shapes.central, distance(second));
      p.mg += v, p.eg += v;
    }
    return p;
  }
  // One advisor on the palace centre: the cannon behind it pins it to the general.
  const bool pinned = is(second, cannon);
  if (pinned) {
    const int v = entry(shapes.central, distance(second)) / 4;
    p.mg += v, p.eg += v;
  }
  for (int df : {-1, 1}) {  // along the back rank from the general
    int beside, behind;
    first_two(pos, home, df, 0, beside, behind);
    if (pinned && is(beside, make_piece(d, t.shape_chariot)))
      p.mg += shapes.blocked_chariot, p.eg += shapes.blocked_chariot;
    if (is(beside, cannon)) {
      const int v = entry(shapes.bottom, g.file_of(Square(beside)));
      p.mg += v, p.eg += v / 2;
    }
  }
  return p;
}

}  // namespace sanggi
