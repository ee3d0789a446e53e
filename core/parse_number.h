// Whole numbers typed by people (FEN counters, UCI option values, command-line arguments): plain
// ASCII digits only, no sign, no spaces, no fraction, no overflow. One parser for every place
// that reads one, so "12x", "-1", "2.5" and "99999999999999999999" are refused alike.
#pragma once

#include <string_view>

namespace sanggi {

// The number `text` writes if it is a whole number from 0 to `max` (max >= 0), otherwise -1.
constexpr long long parse_number(std::string_view text, long long max) {
  if (text.empty()) return -1;
  long long value = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return -1;
    const int digit = ch - '0';
    // value * 10 + digit would pass max (digit > max first: (max - digit) / 10 rounds toward 0)
    if (digit > max || value > (max - digit) / 10) return -1;
    value = value * 10 + digit;
  }
  return value;
}

}  // namespace sanggi
