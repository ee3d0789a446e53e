#include "piece_type.h"

#include <algorithm>

namespace sanggi {

Directions join(std::initializer_list<Directions> parts) {
  Directions out;
  for (const Directions& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

Movement step(const Directions& directions) {
  Movement m;
  m.kind = Movement::LEAP;
  for (Offset d : directions) m.leaps.push_back({d, {}});
  return m;
}

Movement ride(const Directions& directions) {
  Movement m;
  m.kind = Movement::RIDE;
  m.directions = directions;
  return m;
}

Movement hop(const Directions& directions) {
  Movement m;
  m.kind = Movement::HOP;
  m.directions = directions;
  return m;
}

Movement lame_leap(Offset target, std::initializer_list<Offset> blockers) {
  Movement m;
  m.kind = Movement::LEAP;
  // The eight images of the leap: swap file and rank, then mirror each axis.
  for (int swap = 0; swap < 2; ++swap) {
    for (int fs : {1, -1}) {
      for (int rs : {1, -1}) {
        auto image = [&](Offset o) {
          Offset s = swap ? Offset{o.rank, o.file} : o;
          return Offset{s.file * fs, s.rank * rs};
        };
        LeapShape shape{image(target), {}};
        for (Offset b : blockers) shape.blockers.push_back(image(b));
        bool seen = std::any_of(m.leaps.begin(), m.leaps.end(), [&](const LeapShape& l) {
          return l.target == shape.target && l.blockers == shape.blockers;
        });
        if (!seen) m.leaps.push_back(shape);
      }
    }
  }
  return m;
}

Movement leaps(const std::vector<LeapShape>& shapes) {
  Movement m;
  m.kind = Movement::LEAP;
  m.leaps = shapes;
  return m;
}

}  // namespace sanggi
