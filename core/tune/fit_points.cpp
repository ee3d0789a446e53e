// The per-point fit (sanggi-tune fit --points): every piece's bonus per point
// (PieceEval::point_bonus) by gradient descent on the same logistic error as the Texel fit,
// the evaluation's other numbers fixed. The evaluation is linear in these bonuses (each piece
// adds its point's bonus, blended by the game phase), so one sweep over the positions gives
// every bonus's gradient at once, where the number-by-number search of fit.cpp would need a
// whole evaluation of the data per bonus and step.
#include <algorithm>
#include <cmath>
#include <ostream>

#include "evaluate.h"
#include "fit.h"

namespace sanggi::tune {

namespace {

// A position as the fit sees it: its evaluation without the bonuses (first player's view),
// its target, and per piece on the board which bonus it adds with what weight.
struct Row {
  float base = 0, target = 0;
  uint32_t first = 0, count = 0;  // its terms in Rows::index / Rows::weight
};

struct Rows {
  std::vector<Row> rows;
  std::vector<uint32_t> index;  // into the bonuses: (type * points + point) * 2 + (0 mg, 1 eg)
  std::vector<float> weight;
};

Rows rows_of(const Variant& v, const EvalTables& t, const std::vector<Sample>& samples) {
  const size_t points = point_bonus_count(v.geometry);
  Rows out;
  for (const Sample& s : samples) {
    const Position& pos = s.position;
    Row row;
    const int e = evaluate(pos, t);
    row.base = float(pos.side_to_move() == WHITE ? e : -e);
    row.target = s.result;
    row.first = uint32_t(out.index.size());
    int phase = 0;
    bool can_win[2] = {false, false};
    for (Color c : {WHITE, BLACK})
      for (int i = 0; i < pos.piece_count(c); ++i) {
        const PieceType type = type_of(pos.at(pos.pieces(c)[i]));
        phase += t.phase_weight[type];
        if (t.attacker_types & type_bit(type)) can_win[c] = true;
      }
    phase = std::min(phase, t.phase_total);
    // A side that cannot win has its advantage divided by 8 (evaluate); taken as it stands.
    const bool scaled = t.scale_without_attackers &&
                        ((row.base > 0 && !can_win[WHITE]) || (row.base < 0 && !can_win[BLACK]));
    const float mg = float(phase) / float(t.phase_total) / (scaled ? 8.f : 1.f);
    const float eg = float(t.phase_total - phase) / float(t.phase_total) / (scaled ? 8.f : 1.f);
    for (Color c : {WHITE, BLACK})
      for (int i = 0; i < pos.piece_count(c); ++i) {
        const Square sq = pos.pieces(c)[i];
        const size_t point = point_bonus_index(v.geometry, c, sq);
        const uint32_t at = uint32_t((type_of(pos.at(sq)) * points + point) * 2);
        const float sign = c == WHITE ? 1.f : -1.f;
        out.index.push_back(at), out.weight.push_back(sign * mg);
        out.index.push_back(at + 1), out.weight.push_back(sign * eg);
      }
    row.count = uint32_t(out.index.size()) - row.first;
    out.rows.push_back(row);
  }
  return out;
}

// The mean squared error of the rows with the bonuses `b`; with `gradient`, adds each
// bonus's derivative of it there.
double error_and_gradient(const Rows& r, const std::vector<double>& b, double k,
                          std::vector<double>* gradient) {
  const double c = k * std::log(10.0) / 400;
  double sum = 0;
  for (const Row& row : r.rows) {
    double e = row.base;
    for (uint32_t i = row.first; i < row.first + row.count; ++i) e += r.weight[i] * b[r.index[i]];
    const double p = 1 / (1 + std::exp(-c * e));
    const double d = p - row.target;
    sum += d * d;
    if (!gradient) continue;
    const double g = 2 * d * p * (1 - p) * c / double(r.rows.size());
    for (uint32_t i = row.first; i < row.first + row.count; ++i)
      (*gradient)[r.index[i]] += g * r.weight[i];
  }
  return r.rows.empty() ? 0 : sum / double(r.rows.size());
}

}  // namespace

void fit_points(const Variant& v, GameEval& data, const std::vector<Sample>& train,
                const std::vector<Sample>& held, double k, const FitOptions& options,
                FitReport& report, std::ostream& log) {
  const size_t points = point_bonus_count(v.geometry);
  const size_t types = v.pieces.size() + 1;
  // Measured from no bonus: the rows' base is the evaluation without them.
  for (PieceEval& p : data.pieces) p.point_bonus.assign(points, Phased{});
  const auto tables = build_eval_tables(v, data);
  const Rows fit_rows = rows_of(v, *tables, train);
  const Rows held_rows = rows_of(v, *tables, held);

  // Adam on the bonuses, each kept within max_shift; the best for the held-out rows is kept
  // (without any, --validation 0, the best for the fitted rows).
  const Rows& judge = held_rows.rows.empty() ? fit_rows : held_rows;
  const size_t n = types * points * 2;
  std::vector<double> b(n, 0), m(n, 0), s(n, 0), best = b;
  double best_held = error_and_gradient(judge, b, k, nullptr);
  const double rate = options.first_step / 8.0, beta1 = 0.9, beta2 = 0.999;
  const int epochs = std::max(options.passes, 1) * 20;
  int since_best = 0, epoch = 1;
  for (; epoch <= epochs && since_best < 100; ++epoch) {
    std::vector<double> grad(n, 0);
    const double e = error_and_gradient(fit_rows, b, k, &grad);
    for (size_t i = 0; i < n; ++i) {
      if (grad[i] == 0) continue;
      m[i] = beta1 * m[i] + (1 - beta1) * grad[i];
      s[i] = beta2 * s[i] + (1 - beta2) * grad[i] * grad[i];
      const double step = rate * (m[i] / (1 - std::pow(beta1, epoch))) /
                          (std::sqrt(s[i] / (1 - std::pow(beta2, epoch))) + 1e-12);
      b[i] = std::clamp(b[i] - step, double(-options.max_shift), double(options.max_shift));
    }
    const double h = error_and_gradient(judge, b, k, nullptr);
    if (h < best_held)
      best_held = h, best = b, since_best = 0;
    else
      ++since_best;
    if (epoch % 20 == 0)
      log << "epoch " << epoch << ": error " << e << ", held out " << h << std::endl;
  }
  for (PieceEval& p : data.pieces) {
    const PieceType type = v.type_of_letter(p.letter);
    if (!type) continue;
    for (size_t point = 0; point < points; ++point) {
      const size_t at = (type * points + point) * 2;
      Phased& bonus = p.point_bonus[point];
      bonus = {int(std::lround(best[at])), int(std::lround(best[at + 1]))};
      report.numbers += 2;
      report.changed += (bonus.mg != 0) + (bonus.eg != 0);
    }
  }
  report.passes = epoch - 1;  // sweeps over the positions
}

}  // namespace sanggi::tune
