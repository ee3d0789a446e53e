#include "fit.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
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
  int* twin = nullptr;  // the mirror palace point, kept equal
  int low = 0, high = 0;
  // Rates per point or rank (advance, centre, mobility) count up to ten times or more on the
  // board: FitOptions::rate_divisor shrinks their step and bounds.
  bool rate = false;

  void set(int v) {
    *value = v;
    if (twin) *twin = v;
  }
};

std::string index(size_t i) {
  std::string at = "[";
  at += std::to_string(i);
  return at + "]";
}

// Every number of the evaluation data that the fit may move.
std::vector<Number> numbers_of(const Variant& variant, GameEval& g) {
  std::vector<Number> out;
  auto add = [&](const std::string& name, int& value) { out.push_back({name, &value}); };
  auto add_rate = [&](const std::string& name, int& value) {
    out.push_back({name, &value});
    out.back().rate = true;
  };
  for (PieceEval& p : g.pieces) {
    const PieceType type = variant.type_of_letter(p.letter);
    if (!type) continue;
    const std::string n(1, p.letter);
    const bool royal = variant.piece(type).royal;
    if (!royal) add(n + ".value.mg", p.value.mg), add(n + ".value.eg", p.value.eg);
    if (p.advance_cap > 0)
      add_rate(n + ".advance.mg", p.advance.mg), add_rate(n + ".advance.eg", p.advance.eg);
    add(n + ".crossed.mg", p.crossed.mg), add(n + ".crossed.eg", p.crossed.eg);
    add(n + ".near_palace.mg", p.near_palace.mg), add(n + ".near_palace.eg", p.near_palace.eg);
    add(n + ".last_rank.mg", p.last_rank.mg), add(n + ".last_rank.eg", p.last_rank.eg);
    add_rate(n + ".centre", p.centre);
    add(n + ".back_rank", p.back_rank);
    add(n + ".home_palace.mg", p.home_palace.mg), add(n + ".home_palace.eg", p.home_palace.eg);
    for (size_t i = 0; i < p.palace_points.size(); ++i) {
      PieceEval::PointBonus& b = p.palace_points[i];
      PieceEval::PointBonus* mirror = nullptr;
      for (PieceEval::PointBonus& o : p.palace_points)
        if (b.file_offset != 0 && o.file_offset == -b.file_offset && o.rank == b.rank) mirror = &o;
      if (mirror && b.file_offset < 0) continue;  // fitted with its mirror
      add(n + ".palace_points[" + std::to_string(i) + "]", b.bonus);
      if (mirror) out.back().twin = &mirror->bonus;
    }
    for (size_t i = 0; i < p.rank_bonus.size(); ++i) {
      const std::string at = index(i);
      add(n + ".rank_bonus" + at + ".mg", p.rank_bonus[i].mg);
      add(n + ".rank_bonus" + at + ".eg", p.rank_bonus[i].eg);
    }
    for (size_t i = 0; i < p.file_bonus.size(); ++i) {
      const std::string at = index(i);
      add(n + ".file_bonus" + at + ".mg", p.file_bonus[i].mg);
      add(n + ".file_bonus" + at + ".eg", p.file_bonus[i].eg);
    }
    if (p.mobility.mg || p.mobility.eg)
      add_rate(n + ".mobility.mg", p.mobility.mg), add_rate(n + ".mobility.eg", p.mobility.eg);
    if (!royal) add(n + ".attack_weight", p.attack_weight);
    // Like mobility, threats are fitted where the data have them (set one to 1 to fit it).
    if (p.threatened.mg || p.threatened.eg)
      add(n + ".threatened.mg", p.threatened.mg), add(n + ".threatened.eg", p.threatened.eg);
  }
  add("tempo", g.tempo);
  add("safety_scale", g.safety_scale);
  return out;
}

// A word of FitOptions::only picks the numbers whose name contains it.
bool named_by(const Number& n, const std::string& word) {
  return n.name.find(word) != n.name.npos;
}

// Ties mirror points (their mean, where they differ) and sets each number's bounds.
void prepare(std::vector<Number>& numbers, int max_shift, int rate_divisor) {
  for (Number& n : numbers) {
    if (n.twin) n.set((*n.value + *n.twin) / 2);
    const int shift = std::max(max_shift / (n.rate ? rate_divisor : 1), std::abs(*n.value) / 4);
    n.low = *n.value - shift;
    n.high = *n.value + shift;
  }
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

// Fairy-Stockfish's labels: the scale that turns its score into the win probability that best
// predicts the game results, then each labelled position's target. Returns the scale, 0 when
// no position is labelled.
double apply_labels(std::vector<Sample>& samples, double lambda) {
  auto probability = [](int score, double scale) {
    return 1 / (1 + std::pow(10.0, -score / scale));
  };
  double best_scale = 0, best = 1e9;
  for (double scale = 50; scale <= 3000; scale += 10) {
    double sum = 0;
    int n = 0;
    for (const Sample& s : samples)
      if (s.labelled) {
        const double d = s.result - probability(s.score, scale);
        sum += d * d;
        ++n;
      }
    if (n == 0) return 0;
    if (sum / n < best) best = sum / n, best_scale = scale;
  }
  for (Sample& s : samples)
    if (s.labelled)
      s.result = float(lambda * s.result + (1 - lambda) * probability(s.score, best_scale));
  return best_scale;
}

// One pass of the local search over every number with `step`; returns how many moved.
int search_pass(const Variant& v, GameEval& data, std::vector<Number>& numbers,
                const std::vector<Sample>& samples, double k, int step, int rate_divisor,
                double& best) {
  int moved = 0;
  for (Number& n : numbers) {
    const int old = *n.value;
    const int s = n.rate ? std::max(1, step / rate_divisor) : step;
    for (int delta : {s, -s}) {
      if (old + delta < n.low || old + delta > n.high) continue;
      n.set(old + delta);
      const double e = error_of(v, data, samples, k);
      if (e < best) {
        best = e;
        ++moved;
        break;
      }
      n.set(old);
    }
  }
  return moved;
}

}  // namespace

std::string unknown_only_word(const Variant& variant, GameEval data,
                              const std::vector<std::string>& words) {
  const std::vector<Number> numbers = numbers_of(variant, data);
  for (const std::string& w : words)
    if (std::none_of(numbers.begin(), numbers.end(),
                     [&](const Number& n) { return named_by(n, w); }))
      return w;
  return "";
}

FitReport fit(const Variant& variant, GameEval& data, std::vector<Sample>& samples,
              const FitOptions& options, std::ostream& log) {
  FitReport report;
  report.label_scale = apply_labels(samples, options.lambda);
  // The per-point fit starts from none (and its "before" is the evaluation without them).
  if (options.points)
    for (PieceEval& p : data.pieces) p.point_bonus.clear();
  if (options.quiet_only) {
    const auto tables = build_eval_tables(variant, data);
    std::erase_if(samples, [&](const Sample& s) { return !quiet(s.position, *tables); });
  }
  // The held-out positions: those the caller marked, or else the last ones (the caller
  // shuffled them).
  std::vector<Sample> held;
  if (std::any_of(samples.begin(), samples.end(), [](const Sample& s) { return s.held; })) {
    for (Sample& s : samples)
      if (s.held) held.push_back(std::move(s));
    std::erase_if(samples, [](const Sample& s) { return s.held; });
  } else {
    const size_t held_count = size_t(double(samples.size()) * options.validation);
    held.assign(std::make_move_iterator(samples.end() - long(held_count)),
                std::make_move_iterator(samples.end()));
    samples.erase(samples.end() - long(held_count), samples.end());
  }

  const GameEval original = data;
  std::vector<Number> numbers = numbers_of(variant, data);
  if (!options.only.empty())  // only the numbers whose name contains one of the words
    std::erase_if(numbers, [&](const Number& n) {
      return std::none_of(options.only.begin(), options.only.end(),
                          [&](const std::string& w) { return named_by(n, w); });
    });
  prepare(numbers, options.max_shift, options.rate_divisor);
  report.positions = int(samples.size());
  report.validation_positions = int(held.size());
  report.k = fit_scale(variant, data, samples);
  report.error_before = error_of(variant, data, samples, report.k);
  report.validation_before = error_of(variant, data, held, report.k);
  log << "positions " << report.positions << " + " << held.size() << " held out, label scale "
      << report.label_scale << ", lambda " << options.lambda << ", scale k " << report.k
      << ", error " << report.error_before << ", held out " << report.validation_before
      << std::endl;

  if (options.points) {
    fit_points(variant, data, samples, held, report.k, options, report, log);
    report.error_after = error_of(variant, data, samples, report.k);
    report.validation_after = error_of(variant, data, held, report.k);
    return report;
  }
  std::mt19937_64 rng(options.seed);
  std::shuffle(numbers.begin(), numbers.end(), rng);
  report.numbers = int(numbers.size());
  auto snapshot = [&] {
    std::vector<int> values;
    for (const Number& n : numbers) values.push_back(*n.value);
    return values;
  };
  std::vector<int> kept = snapshot();
  double best = report.error_before, best_held = report.validation_before;
  int step = options.first_step;
  for (int pass = 0; pass < options.passes && step >= options.last_step; ++pass) {
    const int moved =
        search_pass(variant, data, numbers, samples, report.k, step, options.rate_divisor, best);
    const double e_held = error_of(variant, data, held, report.k);
    report.passes = pass + 1;
    log << "pass " << pass + 1 << ", step " << step << ": " << moved << " moved, error " << best
        << ", held out " << e_held << std::endl;
    // Without a held-out set (--validation 0) every pass that moves a number counts.
    const bool improved = held.empty() ? moved > 0 : e_held < best_held;
    if (improved) {
      best_held = e_held;
      kept = snapshot();
      if (!options.save_path.empty()) std::ofstream(options.save_path) << as_cpp(data);
    } else if (moved) {  // fitting noise: back to the best numbers for the held-out set
      for (size_t i = 0; i < numbers.size(); ++i) numbers[i].set(kept[i]);
      best = error_of(variant, data, samples, report.k);
      log << "  held-out error rose: back to the best numbers, step halved" << std::endl;
    }
    if (moved == 0 || !improved) step /= 2;
  }
  report.error_after = best;
  report.validation_after = best_held;
  // Matched by name: a mobility fitted to zero is no longer one of the numbers.
  GameEval start = original;
  std::map<std::string, int> after;
  for (const Number& n : numbers_of(variant, data)) after[n.name] = *n.value;
  for (const Number& n : numbers_of(variant, start)) {
    const auto it = after.find(n.name);
    const int now = it == after.end() ? 0 : it->second;
    if (now != *n.value) {
      ++report.changed;
      log << "  " << n.name << " " << *n.value << " -> " << now << "\n";
    }
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
    auto list = [&](const char* name, const std::vector<Phased>& v) {
      if (v.empty()) return;
      o << ", ." << name << " = {";
      // Long lists (the per-point bonuses) five to a line.
      for (size_t i = 0; i < v.size(); ++i)
        o << (i == 0                        ? ""
              : v.size() > 10 && i % 5 == 0 ? ",\n        "
                                            : ", ")
          << "{" << v[i].mg << ", " << v[i].eg << "}";
      o << "}";
    };
    list("rank_bonus", p.rank_bonus);
    list("file_bonus", p.file_bonus);
    list("point_bonus", p.point_bonus);
    phased("mobility", p.mobility);
    plain("mobility_base", p.mobility_base);
    plain("attack_weight", p.attack_weight);
    phased("threatened", p.threatened);
    o << "},\n";
  }
  o << "};\ng.tempo = " << g.tempo << ";\ng.safety_scale = " << g.safety_scale << ";\n";
  return o.str();
}

}  // namespace sanggi::tune
