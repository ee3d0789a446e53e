#include "time_manager.h"

#include <algorithm>

namespace sanggi {

namespace {
constexpr int MOVE_OVERHEAD_MS = 20;  // reading the answer, process switches
}

int byoyomi_margin_ms(int period_ms) {
  return std::min(period_ms / 2, 100 + period_ms / 20);
}

TimeBudget plan_time(const SearchLimits& limits) {
  TimeBudget b;
  // Byo-yomi: once the main time is out each move has one period, never more (running past
  // it would lose it, and the last one the game). So a move may always use the main time
  // left and one period, less a margin.
  const int period =
      limits.byoyomi_ms > 0 ? limits.byoyomi_ms - byoyomi_margin_ms(limits.byoyomi_ms) : 0;
  if (limits.time_left_ms > 0 || limits.increment_ms > 0 || period > 0) {
    // A sudden-death-with-increment plan: a thirtieth of the clock plus most of the
    // increment, and up to four times that when an iteration is under way. With byo-yomi
    // the main time need not last the game (each move after it has a period), so it is
    // spread over fewer moves, and no move is planned shorter than a period.
    const int left = std::max(limits.time_left_ms - MOVE_OVERHEAD_MS, 1);
    const int base = std::min(left / (period ? 20 : 30) + limits.increment_ms * 3 / 4, left / 2);
    b.soft_ms = std::max({base, period, 1});
    b.hard_ms = std::max(std::min(base * 4, left / 3), b.soft_ms);
    if (period) b.hard_ms = std::min(b.hard_ms, (limits.time_left_ms > 0 ? left : 0) + period);
    b.soft_ms = std::min(b.soft_ms, b.hard_ms);
  }
  if (limits.movetime_ms > 0) {
    // A fixed move time is all spent: time left over is lost, while an unfinished iteration
    // still fills the table and may find a better root move. UCI's movetime is the time to
    // search, so only a millisecond is kept back for the answer (it was ten: at 200 ms a move
    // ours answered in 191 ms, Fairy-Stockfish in 202).
    const int hard = std::max(limits.movetime_ms - (limits.movetime_ms > 100 ? 1 : 0), 1);
    b.hard_ms = b.hard_ms ? std::min(b.hard_ms, hard) : hard;
    b.soft_ms = b.soft_ms ? std::min(b.soft_ms, hard) : hard;
  }
  return b;
}

}  // namespace sanggi
