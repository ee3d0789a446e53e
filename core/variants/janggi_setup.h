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
  // The name players give it: 원앙마 (horses inside), 양귀마 (horses on both edges), and the
  // two 귀마 (one horse on an edge), told apart as left and right from the player's side.
  std::string traditional;
};

// The four setups, in the order of janggi.md's table.
const std::vector<JanggiSetup>& janggi_setups();
// The index of a setup given by code, Korean or English name (case-insensitive), or -1.
int find_janggi_setup(std::string_view name);
// The start FEN with Han (black, top) and Cho (white, bottom) setups; nullopt for an
// unknown name.
std::optional<std::string> janggi_start_fen(std::string_view han, std::string_view cho);

}  // namespace sanggi
