// The search's root (every move searched with PVS, the level's randomness, multi-PV lines),
// iterative deepening with aspiration windows, and the Searcher API (search.h).
#include "search_impl.h"

namespace sanggi {

namespace {

uint64_t mix(uint64_t x) {  // splitmix64 finaliser
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// Best first; among equals, the better in the previous iteration.
bool better_root_move(const RootMove& x, const RootMove& y) {
  return x.score != y.score ? x.score > y.score : x.previous > y.previous;
}

}  // namespace

// The root: every move searched with PVS, each shifted by its share of the level's
// randomness (a window moved by `noise` makes the comparison score + noise > alpha exact).
int Searcher::Impl::search_root(int alpha, int beta, int depth, size_t first) {
  // Only the moves from root_moves[first] on: those before are the earlier lines of a
  // multi-PV search.
  pv_length[0] = 0;
  Position& p = *pos;
  const bool threatened = frames[0].threatened;
  int best = -SCORE_INFINITE;
  for (size_t i = first; i < root_moves.size(); ++i) {
    const size_t n = i - first;  // the move's place among those searched
    RootMove& rm = root_moves[i];
    const Move m = rm.move;
    make_move_at(0, m);
    const bool gives_check = threatened_after_move();
    frames[1].threatened = gives_check;
    const int new_depth = depth - 1 + (gives_check && features.check_extension);
    const int a = alpha - rm.noise, b = beta - rm.noise;
    int v;
    if (n == 0) {
      v = -search(-b, -a, new_depth, 1, true);
    } else {
      int r = 0;
      if (features.late_move_reductions && depth >= 3 && n >= 4 && !is_capture(m) && !gives_check &&
          !threatened)
        r = std::clamp(LMR.r[std::min(depth, 63)][std::min(int(n), 63)] - 1, 0, new_depth - 1);
      v = -search(-a - 1, -a, new_depth - r, 1, false);
      if (v > a && r > 0) v = -search(-a - 1, -a, new_depth, 1, false);
      if (v > a && v < b) v = -search(-b, -a, new_depth, 1, true);
    }
    p.unmake();
    if (stopped) break;
    const int adjusted = is_decided(v) ? v : v + rm.noise;
    rm.score = n == 0 || adjusted > alpha ? adjusted : -SCORE_INFINITE;
    if (adjusted > best) {
      best = adjusted;
      if (adjusted > alpha) {
        update_pv(0, m);
        rm.pv.assign(pv[0], pv[0] + pv_length[0]);
        if (first == 0) partial_pv = rm.pv;
        if (adjusted >= beta) break;
        alpha = adjusted;
      }
    }
  }
  return best;
}

// One line of an iteration: the moves from root_moves[first] on, in an aspiration window
// around `centre` (the line's score in the previous iteration), widened until the score is
// inside it; then those moves are sorted best first.
int Searcher::Impl::search_line(int depth, size_t first, int centre) {
  int delta = 30 + limits.randomness_cp / 4;
  int alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
  if (features.aspiration_windows && depth >= 4 && !is_decided(centre)) {
    alpha = std::max(centre - delta, -SCORE_INFINITE);
    beta = std::min(centre + delta, int(SCORE_INFINITE));
  }
  int v;
  for (;;) {
    v = search_root(alpha, beta, depth, first);
    if (stopped) break;
    if (v <= alpha) {
      beta = (alpha + beta) / 2;
      alpha = std::max(v - delta, -SCORE_INFINITE);
    } else if (v >= beta) {
      beta = std::min(v + delta, int(SCORE_INFINITE));
    } else {
      break;
    }
    delta += delta;
  }
  std::stable_sort(root_moves.begin() + first, root_moves.end(), better_root_move);
  return v;
}

// The result's lines from the sorted root moves: line 0 is the result's own best line.
void Searcher::Impl::take_lines(SearchResult& result, size_t count, int depth) const {
  result.lines.resize(count);
  for (size_t k = 0; k < count; ++k) {
    const RootMove& rm = root_moves[k];
    SearchLine& line = result.lines[k];
    line.pv = k == 0 ? result.pv : rm.pv;
    if (line.pv.empty()) line.pv.push_back(rm.move);
    line.score = k == 0 ? result.score : is_decided(rm.score) ? rm.score : rm.score - rm.noise;
    line.depth = depth;
  }
}

SearchResult Searcher::Impl::run(const Position& root, const SearchLimits& search_limits,
                                 const std::function<void(const SearchInfo&)>& on_info) {
  Position position = root;
  pos = &position;
  eval = &eval_tables(position.variant());
  position.keep_square_sums(eval->sums.get());  // the evaluation reads the sums kept
  network = network_for(position.variant());
  if (network) position.keep_accumulator(&network->table());  // and the network's
  continuation = features.continuation_history && eval->continuation_history;
  iir = features.internal_reduction && eval->internal_reduction;
  limits = search_limits;
  budget = plan_time(limits);
  start = Clock::now();
  nodes = 0;
  stopped = false;
  stop_requested = false;  // a stop() before this search began belonged to an earlier one
  seldepth = 0;
  root_index = position.ply();
  royal_capture = position.variant().rules.royal_capture_wins;
  pass_anytime = position.variant().rules.pass_anytime;
  tt.new_search();
  continuation = ordering->set_variant(int(position.variant().pieces.size()),
                                       position.geometry().square_count(), continuation);
  ordering->age();
  ordering->exchange_ordering = features.see_ordering && eval->exchange_ordering;
  ordering->reset_killers();
  frames[0] = Frame{};
  frames[0].threatened = position.in_check() || position.state().bikjang ||
                         (royal_capture && royal_threatened(position));

  SearchResult result;
  MoveList& moves = lists[0];
  position.legal_moves(moves);
  if (moves.empty()) {
    result.score = no_move_score(position, 0);
    return result;
  }
  // Root moves in the order of the move picker (hash move, captures...), with their noise.
  const TTEntry* e = features.transposition_table ? tt.probe(position.hash()) : nullptr;
  MovePicker picker(position, moves, scores[0].data(), *eval, *ordering,
                    e && e->move ? Move(e->move) : MOVE_NONE, 0, features.killers,
                    features.history);
  root_moves.clear();
  for (Move m; (m = picker.next()) != MOVE_NONE;) {
    RootMove rm;
    rm.move = m;
    if (limits.randomness_cp > 0)
      rm.noise = int(mix(limits.seed ^ (uint64_t(m & 0xFFFF) * 0x9E3779B97F4A7C15ULL)) %
                     uint64_t(limits.randomness_cp + 1));
    root_moves.push_back(rm);
  }
  result.best = root_moves[0].move;
  partial_pv.clear();

  const int max_depth = limits.depth > 0 ? std::min(limits.depth, MAX_PLY - 4) : MAX_PLY - 4;
  // A resumed analysis (see SearchLimits::start_depth) may stop in its first iteration.
  const int first_depth = std::clamp(limits.start_depth, 1, max_depth);
  completed_depth = first_depth - 1;
  const size_t line_count =
      std::clamp<size_t>(size_t(std::max(limits.multi_pv, 1)), 1, root_moves.size());
  int score = first_depth > 1 ? limits.start_score : 0;
  for (int depth = first_depth; depth <= max_depth; ++depth) {
    root_depth = depth;
    seldepth = 0;
    partial_pv.clear();
    for (RootMove& rm : root_moves) rm.previous = rm.score, rm.score = -SCORE_INFINITE;
    // Line k searches the moves left after the k best: its best is the k+1-th best move.
    int v = search_line(depth, 0, score);
    for (size_t line = 1; line < line_count && !stopped; ++line)
      search_line(depth, line, root_moves[line].previous);
    if (stopped) {
      // A move proved better than the previous best before the stop is taken (one line
      // only: with several, the lines stay those of the last completed iteration).
      if (!partial_pv.empty() && line_count == 1) {
        result.best = partial_pv[0];
        result.pv = partial_pv;
        result.lines.assign(1, SearchLine{partial_pv, result.score, result.depth});
      }
      break;
    }
    // A later line can come out above an earlier one (its window was its own).
    if (line_count > 1) {
      std::stable_sort(root_moves.begin(), root_moves.begin() + line_count, better_root_move);
      v = root_moves[0].score;
    }
    completed_depth = depth;
    score = v;
    const RootMove& best = root_moves[0];
    if (line_count == 1) {
      result.best = pv_length[0] > 0 ? pv[0][0] : best.move;
      result.pv.assign(pv[0], pv[0] + pv_length[0]);
    } else {
      result.best = best.move;
      result.pv = best.pv;
    }
    if (result.pv.empty()) result.pv.push_back(result.best);
    result.score = is_decided(v) ? v : v - best.noise;
    result.depth = depth;
    take_lines(result, line_count, depth);
    if (on_info) {
      SearchInfo info;
      info.depth = depth;
      info.seldepth = seldepth;
      info.score = result.score;
      info.nodes = nodes;
      info.time_ms = elapsed_ms();
      info.pv = result.pv;
      info.lines = result.lines;
      on_info(info);
    }
    if (stop_requested.load()) break;
    // A decided game needs no deeper look once the depth covers it with room to spare (in
    // every line asked for).
    const bool covered =
        std::all_of(result.lines.begin(), result.lines.end(), [&](const SearchLine& l) {
          return is_decided(l.score) && depth >= SCORE_MATE - std::abs(l.score) + 4;
        });
    if (covered && limits.depth == 0) break;
    if (budget.soft_ms && elapsed_ms() >= budget.soft_ms) break;
    if (budget.soft_ms && root_moves.size() == 1 && depth >= 4) break;
  }
  result.nodes = nodes;
  result.time_ms = elapsed_ms();
  return result;
}

Searcher::Searcher(size_t hash_megabytes) : impl_(std::make_unique<Impl>()) {
  impl_->tt.resize(hash_megabytes);
  impl_->ordering->clear();
}

Searcher::~Searcher() = default;

void Searcher::set_hash_size(size_t megabytes) {
  impl_->tt.resize(megabytes);
}

void Searcher::clear() {
  impl_->tt.clear();
  impl_->ordering->clear();
}

SearchResult Searcher::search(const Position& pos, const SearchLimits& limits,
                              const std::function<void(const SearchInfo&)>& on_info) {
  return impl_->run(pos, limits, on_info);
}

void Searcher::stop() {
  impl_->stop_requested = true;
}

void Searcher::set_features(const SearchFeatures& features) {
  impl_->features = features;
}

const SearchFeatures& Searcher::features() const {
  return impl_->features;
}

}  // namespace sanggi
