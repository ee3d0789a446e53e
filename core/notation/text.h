// Small text helpers shared by the parsers.
#pragma once

#include <string>
#include <string_view>

namespace sanggi {

// Leading and trailing white space removed.
std::string_view trimmed(std::string_view text);
// `text` quoted for an error message: at most `limit` bytes (cut on a UTF-8 character
// boundary, with "..." when cut), control characters shown as '?'.
std::string quoted(std::string_view text, size_t limit = 24);

}  // namespace sanggi
