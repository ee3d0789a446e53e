// Janggi's sixteen start positions: each side chooses one of four horse/elephant setups.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sanggi {

struct JanggiSetup {
  std::string code;     // pieces on files b c g h from the player's own left: "NBNB"
  std::string korean;   // 마상마상
  std::string english;  // horse-elephant-horse-elephant
  // The opening formation players name the setup after. 귀 is a top corner of the palace
  // (84, 86); a horse next to a guard (file c or g) reaches it in one move: 양귀마 both
  // horses (상마마상), 왼귀마 / 오른귀마 the one on the player's own left / right (상마상마 /
  // 마상마상); 원앙마, the horses guarding each other, starts from 마상상마 (안상차림).
  // docs/rules/janggi.md names the setups by their order only; these follow the Korean formation names.
  std::string traditional;
};

// The four setups, in the order of docs/rules/janggi.md's table.
const std::vector<JanggiSetup>& janggi_setups();
// The index of a setup given by code, Korean or English name (case-insensitive), or -1.
int find_janggi_setup(std::string_view name);
// The start FEN with Han (black, top) and Cho (white, bottom) setups; nullopt for an
// unknown name.
std::optional<std::string> janggi_start_fen(std::string_view han, std::string_view cho);

}  // namespace sanggi
