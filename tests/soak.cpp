// Self-play soak: many complete games per variant, with the position's invariants checked
// after every move. Prints games, plies and violations (which must be zero).
//
//   sanggi_soak [GAMES_PER_VARIANT] [SEED] [VARIANT...]
//
// Checked at every ply: the incremental hash equals the hash from scratch and the piece lists
// agree with the board; FEN out then in gives the same position (FEN, hash, legal moves);
// the legal-move list equals a slow reference (every pseudo-legal move made in full and its
// royal-safety and bikjang tested without shortcuts) and perft(1); every move's make/unmake
// restores the position exactly; and the game ends by a rule of its variant within
// MAX_PLIES plies.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "fen.h"
#include "notation/machine.h"
#include "perft.h"
#include "search/search.h"
#include "variants/janggi_setup.h"

using namespace sanggi;

namespace {

constexpr int MAX_PLIES = 20000;

struct Soak {
  long games = 0, plies = 0, violations = 0;
  std::map<std::string, long> endings;

  void violation(const Position& pos, const std::string& what) {
    if (++violations <= 20)
      std::printf("VIOLATION %s: %s\n  at %s\n", pos.variant().name.c_str(), what.c_str(),
                  to_fen(pos).c_str());
  }
};

std::set<uint32_t> as_set(const MoveList& moves) {
  std::set<uint32_t> out;
  for (Move m : moves) out.insert(m & 0xFFFF);
  return out;
}

// The legal moves worked out the slow way, from the rules of rules.h alone.
std::set<uint32_t> reference_moves(Position& pos) {
  const Rules& rules = pos.variant().rules;
  std::set<uint32_t> out;
  if (pos.state().ended) return out;
  int royal = pos.royal_square(pos.side_to_move());
  if (rules.royal_capture_wins &&
      (royal == NO_SQUARE || pos.royal_square(~pos.side_to_move()) == NO_SQUARE))
    return out;
  // Check and bikjang worked out here, not read from the position's own flags.
  const bool in_check = rules.check_rule && royal != NO_SQUARE &&
                        pos.attacked(Square(royal), ~pos.side_to_move(), pos.movement_set());
  const bool bikjang = rules.bikjang && pos.royals_facing();
  MoveList pseudo;
  pos.pseudo_legal_moves(pseudo);
  for (Move m : pseudo) {
    Color mover = pos.side_to_move();
    pos.make(m);
    bool legal = true;
    if (rules.check_rule) {
      int own = pos.royal_square(mover);
      legal =
          own != NO_SQUARE && !pos.attacked(Square(own), pos.side_to_move(), pos.movement_set());
      if (bikjang && pos.royals_facing()) legal = false;
    }
    pos.unmake();
    if (legal) out.insert(m & 0xFFFF);
  }
  // Passing, docs/rules/janggi.md: "a side that is not in check may pass instead of moving", and "the
  // side facing [bikjang] may pass (even when in check)"; docs/rules/gwangsanghui.md: "A side with no
  // legal move passes".
  if (royal != NO_SQUARE) {
    Move pass = make_move(Square(royal), Square(royal));
    if (rules.pass_anytime && (!in_check || bikjang)) out.insert(pass & 0xFFFF);
    if (rules.pass_when_stuck && out.empty()) out.insert(pass & 0xFFFF);
  }
  return out;
}

void check_fen_round_trip(const Position& pos, const std::string& fen, const MoveList& legal,
                          Soak& soak) {
  auto again = parse_fen(pos.variant(), fen);
  if (!again) {
    soak.violation(pos, "FEN does not read back: " + again.error());
    return;
  }
  if (to_fen(again.value()) != fen) soak.violation(pos, "FEN round trip changes the FEN");
  if (again->hash() != pos.hash()) soak.violation(pos, "FEN round trip changes the hash");
  // A FEN cannot say that the previous move was a pass, so after a pass the legal moves
  // may differ (Janggi: the game may have ended); compare only when it cannot matter.
  if (!pos.state().after_pass) {
    MoveList from_fen;
    again->legal_moves(from_fen);
    if (as_set(from_fen) != as_set(legal))
      soak.violation(pos, "FEN round trip changes the legal moves");
  }
}

void check_position(Position& pos, const MoveList& legal, Soak& soak) {
  if (std::string error = pos.consistency_error(); !error.empty()) soak.violation(pos, error);

  const std::string fen = to_fen(pos);
  // A FEN cannot say that the game has ended (Janggi: a pass answering bikjang, which may be
  // made in check and so leaves a position no FEN may hold); such positions are not re-read.
  if (!pos.state().ended) check_fen_round_trip(pos, fen, legal, soak);

  if (reference_moves(pos) != as_set(legal))
    soak.violation(pos, "legal moves differ from the slow reference");
  if (perft(pos, 1) != uint64_t(legal.size()))
    soak.violation(pos, "perft(1) differs from the legal-move count");

  const uint64_t hash = pos.hash();
  for (Move m : legal) {
    pos.make(m);
    if (std::string error = pos.consistency_error(); !error.empty())
      soak.violation(pos, "after " + machine_move(pos.geometry(), m) + ": " + error);
    pos.unmake();
    if (pos.hash() != hash || to_fen(pos) != fen) {
      soak.violation(pos, "unmake of " + machine_move(pos.geometry(), m) + " does not restore");
      break;
    }
  }
}

// Every fourth game is played by the search at depth 1-2 with some randomness (the way the
// weak levels play); the others by random moves with a random preference for captures.
void play_game(const Variant& variant, std::mt19937_64& rng, Soak& soak, Searcher& searcher) {
  const bool searched = soak.games % 4 == 3;
  std::string start = variant.start_fen;
  if (variant.game == "janggi") {
    const auto& setups = janggi_setups();
    start = *janggi_start_fen(setups[rng() % 4].code, setups[rng() % 4].code);
  }
  Position pos = parse_fen(variant, start).value();
  // Captures are preferred with this probability, so that games reach their endings.
  const double capture_bias = std::uniform_real_distribution<double>(0.0, 0.9)(rng);
  for (int ply = 0;; ++ply) {
    MoveList legal;
    pos.legal_moves(legal);
    check_position(pos, legal, soak);
    GameEnd end = pos.game_end();
    if (end.over()) {
      ++soak.endings[variant.name + " " + outcome_name(end.outcome) + " " +
                     end_reason_name(end.reason)];
      if (std::getenv("SOAK_SHOW_ENDINGS"))
        std::printf("%s %s: %s\n", variant.name.c_str(), end_reason_name(end.reason),
                    to_fen(pos).c_str());
      break;
    }
    if (legal.empty()) {
      soak.violation(pos, "no legal move but the game is not over");
      break;
    }
    if (ply >= MAX_PLIES) {
      soak.violation(pos, "the game did not end within " + std::to_string(MAX_PLIES) + " plies");
      break;
    }
    Move m;
    if (searched) {
      SearchLimits limits;
      limits.depth = 1 + int(rng() % 2);
      limits.randomness_cp = 60;
      limits.seed = rng();
      const Move best = searcher.search(pos, limits).best;
      const Move* found = std::find_if(legal.begin(), legal.end(),
                                       [&](Move candidate) { return same_move(candidate, best); });
      if (found == legal.end()) {
        soak.violation(pos, "the search chose a move that is not legal");
        break;
      }
      m = *found;
    } else {
      std::vector<Move> captures;
      for (Move candidate : legal)
        if (is_capture(candidate)) captures.push_back(candidate);
      m = !captures.empty() && std::uniform_real_distribution<double>(0, 1)(rng) < capture_bias
              ? captures[rng() % captures.size()]
              : legal[int(rng() % legal.size())];
    }
    pos.make(m);
    ++soak.plies;
  }
  ++soak.games;
}

}  // namespace

int main(int argc, char** argv) {
  long games = argc > 1 ? std::atol(argv[1]) : 50;
  uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  std::vector<const Variant*> variants;
  for (int i = 3; i < argc; ++i) {
    const Variant* v = find_variant(argv[i]);
    if (!v) {
      std::fprintf(stderr, "error: unknown variant '%s' (known: %s)\n", argv[i],
                   variant_names().c_str());
      return 2;
    }
    variants.push_back(v);
  }
  if (variants.empty()) variants = all_variants();
  if (games < 1) {
    std::fprintf(stderr, "error: GAMES_PER_VARIANT must be a positive number\n");
    return 2;
  }
  auto begin = std::chrono::steady_clock::now();
  Soak soak;
  Searcher searcher(1);
  std::mt19937_64 rng(seed);
  for (const Variant* v : variants) {
    long before_games = soak.games, before_plies = soak.plies;
    for (long g = 0; g < games; ++g) play_game(*v, rng, soak, searcher);
    std::printf("%-18s games %ld, plies %ld\n", v->name.c_str(), soak.games - before_games,
                soak.plies - before_plies);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  std::printf("\nendings:\n");
  for (auto& [name, count] : soak.endings) std::printf("  %-50s %ld\n", name.c_str(), count);
  std::printf("\ngames %ld, plies %ld, violations %ld (%.1f s, seed %llu)\n", soak.games,
              soak.plies, soak.violations, seconds, static_cast<unsigned long long>(seed));
  return soak.violations ? 1 : 0;
}
