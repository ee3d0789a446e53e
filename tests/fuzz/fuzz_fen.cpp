// FEN parser: any input gives a position or an error; a position writes back to a FEN that
// reads to the same position, and its moves make and unmake cleanly.
#include "fen.h"
#include "fuzz_common.h"

using namespace sanggi;

int sanggi::fuzz::fuzz_fen(const uint8_t* data, size_t size) {
  const Variant& variant = fuzz::pick_variant(data, size);
  auto pos = parse_fen(variant, fuzz::text_after_first_byte(data, size));
  if (!pos) {
    fuzz::require(!pos.error().empty(), "an error has a message");
    return 0;
  }
  std::string fen = to_fen(pos.value());
  auto again = parse_fen(variant, fen);
  fuzz::require(again.ok(), "written FEN reads back", fen + " : " + again.error());
  fuzz::require(to_fen(again.value()) == fen, "FEN round trip", fen);
  fuzz::require(again->hash() == pos->hash(), "FEN round trip keeps the hash", fen);
  fuzz::exercise_moves(pos.value());
  return 0;
}

#ifndef SANGGI_FUZZ_NO_MAIN
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return sanggi::fuzz::fuzz_fen(data, size);
}
#endif
