// The network files built into this program (core/nnue/nets/<variant>.nnue, turned into
// arrays at build time by embed_networks.cmake; none in the wasm build, where the page loads
// the file of the game being played).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace sanggi {

// The bytes of the built-in network of a variant (by its UCI name); empty if none.
std::span<const uint8_t> builtin_network(std::string_view variant_name);

}  // namespace sanggi
