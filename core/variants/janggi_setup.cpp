#include "janggi_setup.h"

#include <algorithm>
#include <cctype>

namespace sanggi {

const std::vector<JanggiSetup>& janggi_setups() {
  static const std::vector<JanggiSetup> setups = {
      {"NBNB", "마상마상", "horse-elephant-horse-elephant", "오른귀마"},
      {"BNBN", "상마상마", "elephant-horse-elephant-horse", "왼귀마"},
      {"NBBN", "마상상마", "horse-elephant-elephant-horse", "원앙마"},
      {"BNNB", "상마마상", "elephant-horse-horse-elephant", "양귀마"},
  };
  return setups;
}

int find_janggi_setup(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  const auto& setups = janggi_setups();
  for (size_t i = 0; i < setups.size(); ++i) {
    std::string code = setups[i].code;
    std::transform(code.begin(), code.end(), code.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    // E and H are accepted for elephant and horse, as in FEN.
    std::string alternative = code;
    std::replace(alternative.begin(), alternative.end(), 'b', 'e');
    std::replace(alternative.begin(), alternative.end(), 'n', 'h');
    if (lower == code || lower == alternative || lower == setups[i].english ||
        name == setups[i].korean || name == setups[i].traditional)
      return int(i);
  }
  return -1;
}

// docs/rules/janggi.md, "Start position and the four setups": Cho's setup is read from Cho's left
// (files b c g h); Han's from Han's own left, so it is mirrored when written on rank 10.
std::optional<std::string> janggi_start_fen(std::string_view han, std::string_view cho) {
  int h = find_janggi_setup(han), c = find_janggi_setup(cho);
  if (h < 0 || c < 0) return std::nullopt;
  auto back_rank = [](const std::string& code, bool mirrored) {
    std::string s = mirrored ? std::string(code.rbegin(), code.rend()) : code;
    // files a..i: chariot, b, c, guard, empty, guard, g, h, chariot
    return std::string("R") + s[0] + s[1] + "A1A" + s[2] + s[3] + "R";
  };
  std::string han_rank = back_rank(janggi_setups()[h].code, true);
  std::transform(han_rank.begin(), han_rank.end(), han_rank.begin(),
                 [](unsigned char ch) { return char(std::tolower(ch)); });
  std::string cho_rank = back_rank(janggi_setups()[c].code, false);
  return han_rank + "/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/" + cho_rank + " w - - 0 1";
}

}  // namespace sanggi
