// Static exchange evaluation: what a capture (or a quiet move) wins or loses on its
// destination if both sides then capture there, cheapest piece first, as long as it pays.
// It works for every movement the games have (steps, rides, lame leaps, cannon hops): the
// attackers are found with the compiled attack tables, and each capture may open a line
// (or take away a cannon's screen) for the next.
#pragma once

#include "evaluate.h"
#include "position.h"

namespace sanggi {

// The material balance of the exchange started by m, in centipawns, for the side making m
// (pins, checks and the game's special rules are ignored, as usual for this estimate).
int static_exchange(const Position& pos, const EvalTables& eval, Move m);

}  // namespace sanggi
