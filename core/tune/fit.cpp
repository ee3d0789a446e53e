#include "fit.h"

#include <algorithm>
#include <cmath>
#include <ostream>
#include <random>
#include <sstream>

#include "evaluate.h"
#include "exchange.h"

namespace sanggi::tune {

namespace {

struct Number {
  std::string name;
  int* value;
};

// Every number of the evaluation data that the fit may move.
std::vector<Number> numbers_of(const Variant& variant, GameEval& g) {
  std::vector<Number> out;
  auto add = [&](const std::string& name, int& value) { out.push_back({name, &value}); };
  for (PieceEval& p : g.pieces) {
    const PieceType type = variant.type_of_letter(p.letter);
    if (!type) continue;
    const std::string n(1, p.letter);
    const bool royal = variant.piece(type).royal;
    if (!royal) add(n + ".value.mg", p.value.mg), add(n + ".value.eg", p.value.eg);
    if (p.advance_cap > 0)
      add(n + ".advance.mg", p.advance.mg), add(n + ".advance.eg", p.advance.eg);
    add(n + ".crossed.mg", p.crossed.mg), add(n + ".crossed.eg", p.crossed.eg);
    add(n + ".near_palace.mg", p.near_palace.mg), add(n + ".near_palace.eg", p.near_palace.eg);
    add(n + ".last_rank.mg", p.last_rank.mg), add(n + ".last_rank.eg", p.last_rank.eg);
    add(n + ".centre", p.centre);
    add(n + ".back_rank", p.back_rank);
    add(n + ".home_palace.mg", p.home_palace.mg), add(n + ".home_palace.eg", p.home_palace.eg);
    for (size_t i = 0; i < p.palace_points.size(); ++i)
      add(n + ".palace_points[" + std::to_string(i) + "]", p.palace_points[i].bonus);
    if (p.mobility.mg || p.mobility.eg)
      add(n + ".mobility.mg", p.mobility.mg), add(n + ".mobility.eg", p.mobility.eg);
    if (!royal) add(n + ".attack_weight", p.attack_weight);
  }
  add("tempo", g.tempo);
  add("safety_scale", g.safety_scale);
  return out;
}

int white_eval(const Position& pos, const EvalTables& t) {
  const int e = evaluate(pos, t);
  return pos.side_to_move() == WHITE ? e : -e;
}

// A position is quiet when no capture wins material by the static exchange: its static
// evaluation is then what a capture search would say, near enough.
bool quiet(const Position& pos, const EvalTables& t) {
  if (pos.in_check()) return false;
  MoveList moves;
  pos.candidate_moves(moves);
  for (int i = 0; i < moves.size(); ++i)
    if (is_capture(moves[i]) && pos.candidate_is_legal(moves[i]) &&
        static_exchange(pos, t, moves[i]) > 0)
      return false;
  return true;
}

double mean_error(const std::vector<Sample>& samples, const EvalTables& t, double k) {
  double sum = 0;
  for (const Sample& s : samples) {
    const double p = 1 / (1 + std::pow(10.0, -k * white_eval(s.position, t) / 400));
    sum += (s.result - p) * (s.result - p);
  }
  return samples.empty() ? 0 : sum / double(samples.size());
}

double error_of(const Variant& v, const GameEval& g, const std::vector<Sample>& samples, double k) {
  const auto tables = build_eval_tables(v, g);
  return mean_error(samples, *tables, k);
}

// The scale k that fits the current evaluation best (a scan, then a finer one).
double fit_scale(const Variant& v, const GameEval& g, const std::vector<Sample>& samples) {
  const auto tables = build_eval_tables(v, g);
  double best_k = 1, best = 1e9;
  for (double step : {0.1, 0.01}) {
    const double from = step == 0.1 ? 0.1 : best_k - 0.1, to = step == 0.1 ? 3.0 : best_k + 0.1;
    for (double k = from; k <= to + 1e-9; k += step) {
      const double e = mean_error(samples, *tables, k);
      if (e < best) best = e, best_k = k;
    }
  }
  return best_k;
}

}  // namespace

FitReport fit(const Variant& variant, GameEval& data, std::vector<Sample>& samples,
              const FitOptions& options, std::ostream& log) {
  FitReport report;
  if (options.quiet_only) {
    const auto tables = build_eval_tables(variant, data);
    std::erase_if(samples, [&](const Sample& s) { return !quiet(s.position, *tables); });
  }
  report.positions = int(samples.size());
  report.k = fit_scale(variant, data, samples);
  report.error_before = error_of(variant, data, samples, report.k);
  log << "positions " << report.positions << ", scale k " << report.k << ", error "
      << report.error_before << "\n";

  std::vector<Number> numbers = numbers_of(variant, data);
  const GameEval original = data;
  std::mt19937_64 rng(options.seed);
  std::shuffle(numbers.begin(), numbers.end(), rng);
  report.numbers = int(numbers.size());
  double best = report.error_before;
  int step = options.first_step;
  for (int pass = 0; pass < options.passes && step >= options.last_step; ++pass) {
    int moved = 0;
    for (Number& n : numbers) {
      const int old = *n.value;
      for (int delta : {step, -step}) {
        *n.value = old + delta;
        const double e = error_of(variant, data, samples, report.k);
        if (e < best) {
          best = e;
          ++moved;
          break;
        }
        *n.value = old;
      }
    }
    report.passes = pass + 1;
    log << "pass " << pass + 1 << ", step " << step << ": " << moved << " moved, error " << best
        << "\n";
    if (moved == 0) step /= 2;
  }
  report.error_after = best;
  std::vector<Number> before = numbers_of(variant, const_cast<GameEval&>(original));
  std::vector<Number> after = numbers_of(variant, data);
  for (size_t i = 0; i < after.size(); ++i)
    if (*after[i].value != *before[i].value) {
      ++report.changed;
      log << "  " << after[i].name << " " << *before[i].value << " -> " << *after[i].value << "\n";
    }
  return report;
}

std::string as_cpp(const GameEval& g) {
  std::ostringstream o;
  auto phased = [&](const char* name, const Phased& p) {
    if (p.mg || p.eg) o << ", ." << name << " = {" << p.mg << ", " << p.eg << "}";
  };
  auto plain = [&](const char* name, int v) {
    if (v) o << ", ." << name << " = " << v;
  };
  o << "g.pieces = {\n";
  for (const PieceEval& p : g.pieces) {
    o << "    {.letter = '" << p.letter << "'";
    phased("value", p.value);
    phased("advance", p.advance);
    plain("advance_cap", p.advance_cap);
    phased("crossed", p.crossed);
    phased("near_palace", p.near_palace);
    phased("last_rank", p.last_rank);
    plain("centre", p.centre);
    plain("back_rank", p.back_rank);
    phased("home_palace", p.home_palace);
    if (!p.palace_points.empty()) {
      o << ", .palace_points = {";
      for (size_t i = 0; i < p.palace_points.size(); ++i)
        o << (i ? ", " : "") << "{" << p.palace_points[i].file_offset << ", "
          << p.palace_points[i].rank << ", " << p.palace_points[i].bonus << "}";
      o << "}";
    }
    phased("mobility", p.mobility);
    plain("mobility_base", p.mobility_base);
    plain("attack_weight", p.attack_weight);
    o << "},\n";
  }
  o << "};\ng.tempo = " << g.tempo << ";\ng.safety_scale = " << g.safety_scale << ";\n";
  return o.str();
}

}  // namespace sanggi::tune
