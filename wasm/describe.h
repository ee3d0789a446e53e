// What the page needs to draw a game and explain it: the variant list, one variant's board,
// regions, pieces and rules, and the state of a game in progress. All as JSON text.
#pragma once

#include <string>
#include <string_view>

#include "game.h"

namespace sanggi::wasm {

std::string variants_json();
std::string variant_info_json(std::string_view name);
std::string state_json(const Game& game);

}  // namespace sanggi::wasm
