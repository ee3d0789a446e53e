#include "text.h"

#include <cctype>

namespace sanggi {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  return text;
}

std::string quoted(std::string_view text, size_t limit) {
  size_t end = text.size() <= limit ? text.size() : limit;
  // Do not cut a multi-byte UTF-8 character: back up over continuation bytes.
  while (end < text.size() && end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
    --end;
  std::string out(text.substr(0, end));
  for (char& ch : out)
    if (static_cast<unsigned char>(ch) < 32 || ch == 127) ch = '?';
  return "'" + out + (end < text.size() ? "...'" : "'");
}

}  // namespace sanggi
