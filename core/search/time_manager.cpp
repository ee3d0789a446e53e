#include "time_manager.h"

#include <algorithm>

namespace sanggi {

namespace {
constexpr int MOVE_OVERHEAD_MS = 20;  // reading the answer, process switches
}

TimeBudget plan_time(const SearchLimits& limits) {
  TimeBudget b;
  if (limits.time_left_ms > 0 || limits.increment_ms > 0) {
    // A sudden-death-with-increment plan: a thirtieth of the clock plus most of the
    // increment, and up to four times that when an iteration is under way.
    const int left = std::max(limits.time_left_ms - MOVE_OVERHEAD_MS, 1);
    const int base = std::min(left / 30 + limits.increment_ms * 3 / 4, left / 2);
    b.soft_ms = std::max(base, 1);
    b.hard_ms = std::max(std::min(base * 4, left / 3), b.soft_ms);
  }
  if (limits.movetime_ms > 0) {
    // A fixed move time is all spent: time left over is lost, while an unfinished iteration
    // still fills the table and may find a better root move.
    const int hard = std::max(limits.movetime_ms - (limits.movetime_ms > 100 ? 10 : 0), 1);
    b.hard_ms = b.hard_ms ? std::min(b.hard_ms, hard) : hard;
    b.soft_ms = b.soft_ms ? std::min(b.soft_ms, hard) : hard;
  }
  return b;
}

}  // namespace sanggi
