// Checking a position as written (the position editor's live validation): every error and
// warning of core/setup.h, each with a code, parameters and the English text.
#pragma once

#include <string>
#include <string_view>

namespace sanggi::wasm {

// {ok, errors:[{code, params:{...}, message}], warnings:[...]} for a variant and a FEN; a
// FEN that cannot be read is the one error {code:'fen', params:{}, message}.
std::string validate_json(std::string_view variant, std::string_view fen);

}  // namespace sanggi::wasm
