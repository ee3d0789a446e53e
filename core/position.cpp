#include "position.h"

#include <cstring>

namespace sanggi {

namespace zobrist {
namespace {
struct Keys {
  uint64_t piece_square[PIECE_INDEX_COUNT][MAX_SQUARES];
  uint64_t fallen_general[MAX_SQUARES];
  uint64_t side;
  Keys() {
    uint64_t state = 0x5A17C0DE2026ULL;  // splitmix64: the same keys on every platform
    auto next = [&] {
      uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& row : piece_square)
      for (auto& k : row) k = next();
    for (auto& k : fallen_general) k = next();
    side = next();
  }
};
const Keys& keys() {
  static const Keys k;
  return k;
}
}  // namespace
uint64_t piece_square(Piece p, Square s) {
  return keys().piece_square[p][s];
}
uint64_t side() {
  return keys().side;
}
uint64_t fallen_general(int square) {
  return square == NO_SQUARE ? 0 : keys().fallen_general[square];
}
}  // namespace zobrist

Position::Position(const Setup& setup)
    : variant_(setup.variant), tables_(&setup.variant->tables()) {
  std::memset(board_, 0, sizeof board_);
  std::memset(counts_, 0, sizeof counts_);
  std::memset(piece_index_, 0, sizeof piece_index_);
  side_ = setup.side_to_move;
  fullmove_ = setup.fullmove;
  states_.assign(1, PlyState{});
  // Pieces listed in FEN order (top rank first): the order moves are generated in, which
  // the search's ties depend on.
  const Geometry& g = geometry();
  for (int rank = g.ranks() - 1; rank >= 0; --rank)
    for (int file = 0; file < g.files(); ++file)
      if (Piece p = setup.board[g.square(file, rank)]) add_piece(g.square(file, rank), p);
  PlyState& st = states_.back();
  st.rule50 = setup.rule50;
  st.fallen_general_captor = setup.fallen_general_captor;
  st.hash = hash_from_scratch();
  st.bikjang = variant_->rules.bikjang && royals_facing();
  const int royal = royal_square(side_);
  st.in_check = variant_->rules.check_rule && royal != NO_SQUARE &&
                attacked(Square(royal), ~side_, movement_set());
}

Setup Position::to_setup() const {
  Setup setup(*variant_);
  for (int s = 0; s < geometry().square_count(); ++s) setup.board[s] = board_[s];
  setup.side_to_move = side_;
  setup.rule50 = states_.back().rule50;
  setup.fullmove = fullmove_;
  setup.fallen_general_captor = states_.back().fallen_general_captor;
  return setup;
}

int Position::royal_square(Color c) const {
  return royal_count_[c] ? royal_[c] : NO_SQUARE;
}

void Position::add_piece(Square s, Piece p) {
  Color c = color_of(p);
  board_[s] = p;
  toggle_line_bits(s);
  if (sum_table_) sums_.add(sum_table_->at[p][s]);
  if (acc_table_) accumulate(p, s, 1);
  piece_index_[s] = uint8_t(piece_count_[c]);
  piece_squares_[c][piece_count_[c]++] = s;
  ++counts_[c][type_of(p)];
  ++piece_total_;
  if (type_of(p) == variant_->royal) {
    royal_[c] = s;
    ++royal_count_[c];
  }
}

void Position::remove_piece(Square s) {
  Piece p = board_[s];
  Color c = color_of(p);
  Square last = piece_squares_[c][--piece_count_[c]];
  piece_squares_[c][piece_index_[s]] = last;
  piece_index_[last] = piece_index_[s];
  board_[s] = NO_PIECE;
  toggle_line_bits(s);
  if (sum_table_) sums_.subtract(sum_table_->at[p][s]);
  if (acc_table_) accumulate(p, s, -1);
  --counts_[c][type_of(p)];
  --piece_total_;
  if (type_of(p) == variant_->royal) --royal_count_[c];
}

void Position::move_piece(Square from, Square to) {
  Piece p = board_[from];
  Color c = color_of(p);
  board_[to] = p;
  board_[from] = NO_PIECE;
  toggle_line_bits(from);
  toggle_line_bits(to);
  if (sum_table_) {
    sums_.subtract(sum_table_->at[p][from]);
    sums_.add(sum_table_->at[p][to]);
  }
  if (acc_table_) accumulate_move(p, from, to);
  piece_index_[to] = piece_index_[from];
  piece_squares_[c][piece_index_[to]] = to;
  if (type_of(p) == variant_->royal) royal_[c] = to;
}

uint64_t Position::hash_from_scratch() const {
  uint64_t h = side_ == BLACK ? zobrist::side() : 0;
  for (int c = 0; c < 2; ++c)
    for (int i = 0; i < piece_count_[c]; ++i)
      h ^= zobrist::piece_square(board_[piece_squares_[c][i]], piece_squares_[c][i]);
  return h ^ zobrist::fallen_general(states_.back().fallen_general_captor);
}

SquareSums Position::square_sums_from_scratch(const SquareSumTable& table) const {
  SquareSums sums;
  for (int c = 0; c < 2; ++c)
    for (int i = 0; i < piece_count_[c]; ++i)
      sums.add(table.at[board_[piece_squares_[c][i]]][piece_squares_[c][i]]);
  return sums;
}

void Position::keep_square_sums(const SquareSumTable* table) {
  sum_table_ = table;
  sums_ = table ? square_sums_from_scratch(*table) : SquareSums{};
}

// The loops below run over plain arrays of a width set at run time; compilers turn them into
// vector instructions (SSE2 natively, SIMD128 in wasm) with the same 16-bit wrapping results.
void Position::accumulate(Piece p, Square s, int sign) {
  const int width = acc_table_->width;
  for (int v = 0; v < 2; ++v) {
    const int16_t* col = acc_table_->column[v][p][s];
    if (!col) continue;
    int16_t* sum = acc_.view[v];
    if (sign > 0)
      for (int i = 0; i < width; ++i) sum[i] = int16_t(sum[i] + col[i]);
    else
      for (int i = 0; i < width; ++i) sum[i] = int16_t(sum[i] - col[i]);
  }
}

void Position::accumulate_move(Piece p, Square from, Square to) {
  const int width = acc_table_->width;
  for (int v = 0; v < 2; ++v) {
    const int16_t* gone = acc_table_->column[v][p][from];
    const int16_t* come = acc_table_->column[v][p][to];
    int16_t* sum = acc_.view[v];
    if (gone && come) {
      for (int i = 0; i < width; ++i) sum[i] = int16_t(sum[i] - gone[i] + come[i]);
    } else {
      if (gone)
        for (int i = 0; i < width; ++i) sum[i] = int16_t(sum[i] - gone[i]);
      if (come)
        for (int i = 0; i < width; ++i) sum[i] = int16_t(sum[i] + come[i]);
    }
  }
}

void Position::accumulator_from_scratch(Accumulator& out) const {
  const AccumulatorTable& t = *acc_table_;
  for (int v = 0; v < 2; ++v) {
    for (int i = 0; i < t.width; ++i) out.view[v][i] = t.bias[i];
    for (int c = 0; c < 2; ++c)
      for (int k = 0; k < piece_count_[c]; ++k) {
        const Square s = piece_squares_[c][k];
        const int16_t* col = t.column[v][board_[s]][s];
        if (col)
          for (int i = 0; i < t.width; ++i) out.view[v][i] = int16_t(out.view[v][i] + col[i]);
      }
  }
}

void Position::keep_accumulator(const AccumulatorTable* table) {
  acc_table_ = table;
  if (table) accumulator_from_scratch(acc_);
}

std::string Position::consistency_error() const {
  int counts[2][MAX_PIECE_TYPES + 1] = {};
  int total = 0;
  for (int s = 0; s < geometry().square_count(); ++s) {
    Piece p = board_[s];
    if (!p) continue;
    ++counts[color_of(p)][type_of(p)], ++total;
    Color c = color_of(p);
    if (piece_index_[s] >= piece_count_[c] || piece_squares_[c][piece_index_[s]] != s)
      return "piece list does not hold " + geometry().square_name(Square(s));
  }
  if (total != piece_total_ || total != piece_count_[0] + piece_count_[1])
    return "piece total is wrong";
  for (int c = 0; c < 2; ++c) {
    for (int t = 1; t <= MAX_PIECE_TYPES; ++t)
      if (counts[c][t] != counts_[c][t]) return "piece count is wrong";
    if (royal_count_[c] != counts[c][variant_->royal]) return "royal count is wrong";
    if (royal_count_[c] && board_[royal_[c]] != make_piece(Color(c), variant_->royal))
      return "royal square is wrong";
  }
  if (hash_from_scratch() != hash()) return "incremental hash differs from the hash from scratch";
  if (sum_table_ && !(square_sums_from_scratch(*sum_table_) == sums_))
    return "kept square sums differ from the sums from scratch";
  if (acc_table_) {
    Accumulator fresh;
    accumulator_from_scratch(fresh);
    for (int v = 0; v < 2; ++v)
      for (int i = 0; i < acc_table_->width; ++i)
        if (fresh.view[v][i] != acc_.view[v][i])
          return "kept accumulator differs from the sums from scratch";
  }
  LineOccupancy lines;
  for (int s = 0; s < geometry().square_count(); ++s)
    if (board_[s]) lines.toggle(geometry().file_of(Square(s)), geometry().rank_of(Square(s)));
  for (int w = 0; w < 64; ++w)
    if (lines.words[w] != lines_.words[w]) return "line occupancy differs from the board";
  return "";
}

void Position::make(Move m) {
  const Rules& rules = variant_->rules;
  const PlyState& prev = states_.back();
  PlyState st;
  st.move = m;
  st.hash = prev.hash ^ zobrist::side() ^ zobrist::fallen_general(prev.fallen_general_captor);
  st.rule50 = prev.rule50 + 1;
  st.removed_first = uint32_t(removed_.size());
  if (is_pass(m)) {
    st.after_pass = true;
    st.ended = prev.after_pass || (rules.bikjang && prev.bikjang);
  } else {
    Square from = move_from(m), to = move_to(m);
    Piece p = board_[from];
    if (Piece captured = board_[to]) {
      st.hash ^= zobrist::piece_square(captured, to);
      remove_piece(to);
      st.rule50 = 0;
    }
    st.hash ^= zobrist::piece_square(p, from) ^ zobrist::piece_square(p, to);
    move_piece(from, to);
  }
  if (variant_->fallen_general_type) apply_fallen_general(m, st);
  if (variant_->returning_type) apply_return(m, st);
  st.hash ^= zobrist::fallen_general(st.fallen_general_captor);
  if (side_ == BLACK) ++fullmove_;
  side_ = ~side_;
  st.bikjang = rules.bikjang && royals_facing();
  int royal = royal_square(side_);
  st.in_check =
      rules.check_rule && royal != NO_SQUARE && attacked(Square(royal), ~side_, movement_set());
  states_.push_back(st);
}

void Position::unmake() {
  const PlyState st = states_.back();
  states_.pop_back();
  side_ = ~side_;
  if (side_ == BLACK) --fullmove_;
  undo_hooks(st);
  if (is_pass(st.move)) return;
  Square from = move_from(st.move), to = move_to(st.move);
  move_piece(to, from);
  if (Piece captured = move_captured(st.move)) add_piece(to, captured);
}

bool Position::play(Move m) {
  Move legal = find_legal(move_from(m), move_to(m));
  if (legal == MOVE_NONE) return false;
  make(legal);
  return true;
}

void Position::make_null() {
  PlyState st = states_.back();
  st.move = MOVE_NULL;
  st.hash ^= zobrist::side();
  st.after_pass = false;
  st.ended = false;
  st.removed_first = uint32_t(removed_.size());
  st.removed_count = 0;
  st.returned_to = NO_SQUARE;
  side_ = ~side_;
  st.in_check = false;  // search makes a null move only when not in check
  states_.push_back(st);
}

void Position::unmake_null() {
  states_.pop_back();
  side_ = ~side_;
}

// Fallen general, docs/rules/gwangsanghui.md special rule 3. The pending state belongs to the side
// that just moved (it was to move in `prev`).
void Position::apply_fallen_general(Move m, PlyState& st) {
  const PlyState& prev = states_.back();
  Piece captured = is_pass(m) ? NO_PIECE : move_captured(m);
  bool royal_taken = captured && type_of(captured) == variant_->royal;
  Color mover = side_;
  if (prev.fallen_general_captor != NO_SQUARE && !royal_taken) {
    Square captor = Square(prev.fallen_general_captor);
    bool avenged = captured && move_to(m) == captor;
    if (!avenged) {
      // "盡俘其屬之在營者": every piece of the mover standing in that wing army is taken.
      for (RegionId r : variant_->rules.wing_armies) {
        const SquareSet& army = variant_->regions[r].squares[mover];
        if (!army.contains(captor)) continue;
        army.for_each([&](Square s) {
          Piece p = board_[s];
          if (!p || color_of(p) != mover) return;
          removed_.push_back({s, p});
          st.hash ^= zobrist::piece_square(p, s);
          remove_piece(s);
          st.rule50 = 0;
        });
        break;
      }
    }
  }
  st.removed_count = uint32_t(removed_.size()) - st.removed_first;
  if (captured && type_of(captured) == variant_->fallen_general_type && !royal_taken &&
      royal_count_[~mover])
    st.fallen_general_captor = move_to(m);
}

// dlp Ambush: "after being captured it remains on the board" - it goes back to the nearer
// of its side's start squares, or is removed if that point is occupied.
void Position::apply_return(Move m, PlyState& st) {
  Piece captured = is_pass(m) ? NO_PIECE : move_captured(m);
  if (!captured || type_of(captured) != variant_->returning_type) return;
  Color owner = color_of(captured);
  const Geometry& g = geometry();
  int file = g.file_of(move_to(m));
  int best = NO_SQUARE, best_distance = 1 << 20;
  for (Square home : variant_->rules.return_squares) {
    Square s = owner == WHITE ? home : g.mirror_rank(home);
    int distance = std::abs(g.file_of(s) - file);
    if (distance < best_distance) best = s, best_distance = distance;
  }
  if (best == NO_SQUARE || board_[best]) return;
  add_piece(Square(best), captured);
  st.hash ^= zobrist::piece_square(captured, Square(best));
  st.returned_to = best;
}

void Position::undo_hooks(const PlyState& st) {
  if (st.returned_to != NO_SQUARE) remove_piece(Square(st.returned_to));
  for (uint32_t i = st.removed_first + st.removed_count; i-- > st.removed_first;)
    add_piece(removed_[i].first, removed_[i].second);
  removed_.resize(st.removed_first);
}

// The lazy form of legal_moves() (movegen.cpp) for the search: the same moves and passes,
// with the per-move filter deferred. Rule sets whose pass depends on the filtered list
// (pass_when_stuck with a check rule) and rule sets without a check rule filter nothing,
// so they simply use legal_moves().
bool Position::candidates_are_legal_moves() const {
  const Rules& rules = variant_->rules;
  return !rules.check_rule || rules.pass_when_stuck || royal_square(side_) == NO_SQUARE;
}

bool Position::pass_is_candidate() const {
  const PlyState& st = states_.back();
  return variant_->rules.pass_anytime && (!st.in_check || st.bikjang);
}

bool Position::candidates_none() const {
  return states_.back().ended ||
         (variant_->rules.royal_capture_wins && royal_square(~side_) == NO_SQUARE);
}

void Position::candidate_moves(MoveList& out) const {
  if (candidates_are_legal_moves()) {
    legal_moves(out);
    return;
  }
  out.clear();
  if (candidates_none()) return;
  generate(out);
  if (pass_is_candidate())
    out.push(make_move(Square(royal_square(side_)), Square(royal_square(side_))));
}

void Position::candidate_captures(MoveList& out) const {
  if (candidates_are_legal_moves()) {
    legal_moves(out);
    int kept = 0;
    for (int i = 0; i < out.size(); ++i)
      if (is_capture(out[i])) out[kept++] = out[i];
    out.truncate(kept);
    return;
  }
  out.clear();
  if (!candidates_none()) generate_captures(out);
}

bool Position::has_candidate_move() const {
  if (candidates_are_legal_moves()) {
    MoveList moves;
    legal_moves(moves);
    return !moves.empty();
  }
  if (candidates_none()) return false;
  if (pass_is_candidate()) return true;
  const int set = movement_set();
  bool found = false;
  for (int i = 0; i < piece_count_[side_] && !found; ++i)
    walk_destinations(
        piece_squares_[side_][i], set, [&](const PathSquare*, int) { found = true; },
        [&](Square, Piece) { found = true; });
  return found;
}

bool Position::candidate_is_legal(Move m) const {
  const Rules& rules = variant_->rules;
  const int royal = royal_square(side_);
  if (!rules.check_rule || rules.pass_when_stuck || royal == NO_SQUARE || is_pass(m)) return true;
  const PlyState& st = states_.back();
  return keeps_royal_safe(m, st.in_check) && (!st.bikjang || breaks_facing(m));
}

}  // namespace sanggi
