// Time management: how long a search may think, from a fixed move time or a game clock
// (sudden death, Fischer increment, byo-yomi).
#pragma once

#include "search.h"

namespace sanggi {

struct TimeBudget {
  int soft_ms = 0;  // do not start another iteration after this (0: no limit)
  int hard_ms = 0;  // stop searching at this point (0: no limit)
};

// Byo-yomi: what is kept back of a period so that the move reaches the clock in time.
int byoyomi_margin_ms(int period_ms);

TimeBudget plan_time(const SearchLimits& limits);

}  // namespace sanggi
