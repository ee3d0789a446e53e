// Positions no game can reach are refused: the checks of a Setup before it becomes a
// Position. Where a piece may stand is not listed by hand: it is every point its kind can
// reach from the game's start positions along the paths of the movement tables, so a
// palace-bound general, a Xiangqi elephant's seven points or a soldier that never steps
// back follow from the pieces' own movement data.
#include "setup.h"

#include <map>
#include <memory>
#include <mutex>

#include "fen.h"
#include "variants/janggi_setup.h"

namespace sanggi {
namespace {

// Where each kind of piece can ever stand, and how many of it a side can have.
struct Reach {
  SquareSet squares[2][2][MAX_PIECE_TYPES + 1];  // [liberated][colour][type]
  int most[2][MAX_PIECE_TYPES + 1] = {};
};

// Every start position of the game (Janggi: the sixteen setups).
std::vector<std::string> start_fens(const Variant& v) {
  if (!v.janggi_setups) return {v.start_fen};
  std::vector<std::string> fens;
  for (const JanggiSetup& han : janggi_setups())
    for (const JanggiSetup& cho : janggi_setups())
      fens.push_back(*janggi_start_fen(han.code, cho.code));
  return fens;
}

// The points reachable from `from` by any number of moves of the given movement sets.
SquareSet closure(const MoveTables& mt, int last_set, Color c, PieceType t, SquareSet from) {
  std::vector<Square> todo;
  from.for_each([&](Square s) { todo.push_back(s); });
  while (!todo.empty()) {
    const Square s = todo.back();
    todo.pop_back();
    for (int set = 0; set <= last_set; ++set)
      mt.for_each_stop(set, c, t, s, [&](Square to) {
        if (from.contains(to)) return;
        from.insert(to);
        todo.push_back(to);
      });
  }
  return from;
}

std::unique_ptr<Reach> build_reach(const Variant& v) {
  auto reach = std::make_unique<Reach>();
  const Geometry& g = v.geometry;
  SquareSet seeds[2][MAX_PIECE_TYPES + 1];
  for (const std::string& fen : start_fens(v)) {
    const Setup start = read_fen(v, fen).value();
    int counts[2][MAX_PIECE_TYPES + 1] = {};
    for (int s = 0; s < g.square_count(); ++s) {
      if (Piece p = start.board[s]) {
        seeds[color_of(p)][type_of(p)].insert(Square(s));
        ++counts[color_of(p)][type_of(p)];
      }
    }
    for (int c = 0; c < 2; ++c)
      for (int t = 0; t <= MAX_PIECE_TYPES; ++t)
        reach->most[c][t] = std::max(reach->most[c][t], counts[c][t]);
  }
  // The dlp Ambush: a captured one comes back on one of these points.
  for (Square home : v.rules.return_squares) {
    seeds[WHITE][v.returning_type].insert(home);
    seeds[BLACK][v.returning_type].insert(g.mirror_rank(home));
  }
  for (int liberated = 0; liberated < 2; ++liberated)
    for (Color c : {WHITE, BLACK})
      for (PieceType t = 1; t <= v.pieces.size(); ++t)
        reach->squares[liberated][c][t] = closure(v.tables(), liberated, c, t, seeds[c][t]);
  return reach;
}

const Reach& reach_of(const Variant& v) {
  static std::mutex mutex;
  static std::map<const Variant*, std::unique_ptr<Reach>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[&v];
  if (!slot) slot = build_reach(v);
  return *slot;
}

std::string lower(std::string text) {
  for (char& ch : text)
    if (ch >= 'A' && ch <= 'Z') ch = char(ch - 'A' + 'a');
  return text;
}

// English plural of a piece name: soldiers, infantries, ambushes.
std::string plural(const std::string& name) {
  const size_t n = name.size();
  if (n > 1 && name[n - 1] == 'y' && std::string("aeiou").find(name[n - 2]) == std::string::npos)
    return name.substr(0, n - 1) + "ies";
  if (n > 1 && (name.ends_with("sh") || name.ends_with("ch") || name.ends_with('s')))
    return name + "es";
  return name + "s";
}

using Params = std::vector<std::pair<std::string, std::string>>;

// Collects the problems of one setup.
struct Checker {
  const Setup& setup;
  const Variant& v;
  const Geometry& g;
  SetupCheck& result;

  void error(std::string code, Params params, std::string message) {
    result.errors.push_back({std::move(code), std::move(params), std::move(message)});
  }
  void warning(std::string code, Params params, std::string message) {
    result.warnings.push_back({std::move(code), std::move(params), std::move(message)});
  }
  const std::string& side(Color c) const { return v.side_names[c]; }
  Params side_params(Color c) const {
    return {{"color", c == WHITE ? "w" : "b"}, {"side", side(c)}};
  }
  Params piece_params(Color c, PieceType t) const {
    Params p = side_params(c);
    p.push_back({"letter", std::string(1, v.piece(t).letter)});
    p.push_back({"piece", lower(v.piece(t).name)});
    return p;
  }
  // "Cho's general on e2", with its parameters.
  std::string piece_on(Square s, Params& params) const {
    const Piece p = setup.board[s];
    params = piece_params(color_of(p), type_of(p));
    params.push_back({"square", g.square_name(s)});
    return side(color_of(p)) + "'s " + lower(v.piece(type_of(p)).name) + " on " + g.square_name(s);
  }

  bool structure();
  void royals(const int (&counts)[2][MAX_PIECE_TYPES + 1]);
  void placement(const int (&counts)[2][MAX_PIECE_TYPES + 1]);
  void fallen_general();
  void attacks(const Position& pos);
  void remarks(const Position& pos, const int (&counts)[2][MAX_PIECE_TYPES + 1]);
};

// What only a setup filled by a program can get wrong: unknown pieces, points off the
// board, counters out of range. Nothing else is checked before these are right.
bool Checker::structure() {
  for (int s = 0; s < MAX_SQUARES; ++s) {
    const Piece p = setup.board[s];
    if (!p) continue;
    if (s >= g.square_count())
      error("off-board", {}, "a piece stands outside the " + v.name + " board");
    else if ((p & ~31) || !type_of(p) || type_of(p) > v.pieces.size())
      error("unknown-piece", {{"square", g.square_name(Square(s))}},
            "the piece on " + g.square_name(Square(s)) + " is not a piece of " + v.name);
  }
  if (setup.side_to_move != WHITE && setup.side_to_move != BLACK)
    error("side-to-move", {}, "the side to move must be white or black");
  if (setup.rule50 < 0 || setup.rule50 > 100000 || setup.fullmove < 1 || setup.fullmove > 100000)
    error("counters", {}, "the move counters must be 0 to 100000 plies and move 1 to 100000");
  const int captor = setup.fallen_general_captor;
  if (captor != NO_SQUARE && (captor < 0 || captor >= g.square_count()))
    error("fallen-general-point", {}, "the fallen-general point is outside the board");
  return result.errors.empty();
}

// One royal piece a side; none only where capturing it has ended the game (Gwangsanghui).
void Checker::royals(const int (&counts)[2][MAX_PIECE_TYPES + 1]) {
  const PieceType royal = v.royal;
  const std::string& name = v.piece(royal).name;
  if (v.rules.royal_capture_wins && !counts[WHITE][royal] && !counts[BLACK][royal]) {
    error("royals-missing",
          {{"letter", std::string(1, v.piece(royal).letter)}, {"piece", lower(name)}},
          "both sides have no " + name);
    return;
  }
  for (Color c : {WHITE, BLACK}) {
    Params params = piece_params(c, royal);
    const int n = counts[c][royal];
    if (n > 1) {
      params.push_back({"count", std::to_string(n)});
      error("royal-count", params,
            side(c) + " has " + std::to_string(n) + " " + plural(name) + "; one is allowed");
    } else if (n == 0 && !v.rules.royal_capture_wins) {
      error("royal-missing", params,
            side(c) + " has no " + name + " (" + v.piece(royal).letter + ")");
    }
  }
}

// Every piece on a point its kind can reach; no more of a kind than the start has.
void Checker::placement(const int (&counts)[2][MAX_PIECE_TYPES + 1]) {
  const Reach& reach = reach_of(v);
  const PieceType freer = v.liberation_type;
  const int liberated = freer && (!counts[WHITE][freer] || !counts[BLACK][freer]);
  SquareSet palaces;
  for (const SquareSet& palace : g.palaces()) palaces |= palace;
  for (int s = 0; s < g.square_count(); ++s) {
    const Piece p = setup.board[s];
    if (!p) continue;
    const SquareSet& allowed = reach.squares[liberated][color_of(p)][type_of(p)];
    if (allowed.contains(Square(s))) continue;
    // Confined to palaces (its own ones): say so; otherwise the point is out of its reach.
    SquareSet own_palaces;
    for (const SquareSet& palace : g.palaces())
      if (!(palace & allowed).empty()) own_palaces |= palace;
    Params params;
    const std::string who = piece_on(Square(s), params);
    if (allowed.without(own_palaces).empty() && !own_palaces.contains(Square(s)))
      error("outside-palace", params, who + " is outside its palace");
    else
      error("unreachable-point", params, who + " is on a point it can never reach");
  }
  for (Color c : {WHITE, BLACK}) {
    for (PieceType t = 1; t <= v.pieces.size(); ++t) {
      if (t == v.royal || counts[c][t] <= reach.most[c][t]) continue;
      Params params = piece_params(c, t);
      params.push_back({"count", std::to_string(counts[c][t])});
      params.push_back({"most", std::to_string(reach.most[c][t])});
      error("too-many", params,
            side(c) + " has " + std::to_string(counts[c][t]) + " " +
                lower(plural(v.piece(t).name)) + "; a side has at most " +
                std::to_string(reach.most[c][t]));
    }
  }
}

// Fallen general, docs/rules/gwangsanghui.md special rule 3: the pending captor stands on a point of
// a wing palace of the side to move, and is the opponent's piece.
void Checker::fallen_general() {
  const int captor = setup.fallen_general_captor;
  if (captor == NO_SQUARE) return;
  const Color mover = setup.side_to_move;
  const Square square = Square(captor);
  const std::string name = g.square_name(square);
  bool in_wing_palace = false;
  if (v.fallen_general_type)
    for (RegionId r : v.rules.wing_armies)
      if (v.regions[r].squares[mover].contains(square) && !g.palace_of(square).empty())
        in_wing_palace = true;
  if (!in_wing_palace) {
    error("fallen-general-point", {{"square", name}},
          "fallen-general field must be '-' or a point of a wing palace of the side to move, "
          "not '" +
              name + "'");
    return;
  }
  const Piece p = setup.board[square];
  if (!p || color_of(p) == mover)
    error(
        "fallen-general-captor", {{"square", name}},
        "fallen-general field '" + name + "' must hold the opponent's piece that took the General");
}

// Royals facing where the game forbids it (Xiangqi's flying general), else the side not to
// move in check.
void Checker::attacks(const Position& pos) {
  const Color mover = pos.side_to_move(), waiting = ~mover;
  if (pos.royal_square(WHITE) == NO_SQUARE || pos.royal_square(BLACK) == NO_SQUARE) return;
  bool facing_forbidden = false;
  for (const Movement& m : v.piece(v.royal).moves)
    if (m.modes & ATTACK_ONLY) facing_forbidden = true;
  if (facing_forbidden && pos.royals_facing()) {
    Params params, other;
    const std::string white = piece_on(Square(pos.royal_square(WHITE)), params);
    const std::string black = piece_on(Square(pos.royal_square(BLACK)), other);
    params = {{"square", g.square_name(Square(pos.royal_square(WHITE)))},
              {"otherSquare", g.square_name(Square(pos.royal_square(BLACK)))},
              {"letter", std::string(1, v.piece(v.royal).letter)},
              {"piece", lower(v.piece(v.royal).name)}};
    error("royals-facing", params, white + " and " + black + " face each other on an open file");
    return;
  }
  if (v.rules.check_rule &&
      pos.attacked(Square(pos.royal_square(waiting)), mover, pos.movement_set()))
    error("waiting-side-in-check", side_params(waiting),
          "the side not to move (" + side(waiting) + ") is in check");
}

// Legal but worth a word: the game is already over, bikjang, liberation in force.
void Checker::remarks(const Position& pos, const int (&counts)[2][MAX_PIECE_TYPES + 1]) {
  const GameEnd end = pos.game_end();
  if (end.over()) {
    const std::string reason = end_reason_name(end.reason);
    Params params = {{"reason", reason}, {"outcome", outcome_name(end.outcome)}};
    const std::string verdict =
        end.outcome == Outcome::DRAW
            ? "a draw"
            : side(end.outcome == Outcome::WHITE_WINS ? WHITE : BLACK) + " wins";
    warning("game-over", params, "the game is already over here (" + reason + ": " + verdict + ")");
  } else if (pos.state().bikjang) {
    warning("bikjang", side_params(pos.side_to_move()),
            "the " + lower(plural(v.piece(v.royal).name)) + " face each other (bikjang): " +
                side(pos.side_to_move()) + " must break the facing or pass");
  }
  const PieceType freer = v.liberation_type;
  for (Color c : {WHITE, BLACK}) {
    if (!freer || counts[c][freer]) continue;
    warning("liberation", piece_params(c, freer),
            side(c) + " has no " + lower(plural(v.piece(freer).name)) +
                " left: the liberated moves apply to both sides");
    break;
  }
}

}  // namespace

std::string SetupCheck::error_text() const {
  std::string text;
  for (size_t i = 0; i < errors.size() && i < 3; ++i) text += (i ? "; " : "") + errors[i].message;
  if (errors.size() > 3) text += "; and " + std::to_string(errors.size() - 3) + " more";
  return text;
}

Result<Position> Position::from_setup(const Setup& setup) {
  const SetupCheck check = check_setup(setup, false);
  if (!check.ok()) return Result<Position>::failure(check.error_text());
  return Position(setup);
}

SetupCheck check_setup(const Setup& setup, bool with_warnings) {
  SetupCheck result;
  const Variant& v = *setup.variant;
  Checker checker{setup, v, v.geometry, result};
  if (!checker.structure()) return result;
  int counts[2][MAX_PIECE_TYPES + 1] = {};
  for (int s = 0; s < v.geometry.square_count(); ++s)
    if (Piece p = setup.board[s]) ++counts[color_of(p)][type_of(p)];
  checker.royals(counts);
  checker.placement(counts);
  checker.fallen_general();
  const Position pos = Position::unchecked(setup);
  checker.attacks(pos);
  if (with_warnings && result.ok()) checker.remarks(pos, counts);
  return result;
}

}  // namespace sanggi
