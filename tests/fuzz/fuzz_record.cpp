// Game records (PGN-like and .gib): a record that reads writes back to one with the same
// game, in every notation style.
#include "fuzz_common.h"
#include "notation/record.h"

using namespace sanggi;

int sanggi::fuzz::fuzz_record(const uint8_t* data, size_t size) {
  const Variant& variant = fuzz::pick_variant(data, size);
  auto record = parse_record(fuzz::text_after_first_byte(data, size), &variant);
  if (!record) {
    fuzz::require(!record.error().empty(), "an error has a message");
    return 0;
  }
  for (NotationStyle style :
       {NotationStyle::MACHINE, NotationStyle::NATIVE, NotationStyle::WESTERN}) {
    std::string text = write_record(record.value(), style);
    auto back = parse_record(text, nullptr);
    fuzz::require(back.ok(), "a written record reads back", back.error() + "\n" + text);
    fuzz::require(back->moves == record->moves, "record round trip keeps the moves", text);
    fuzz::require(back->start_fen == record->start_fen, "record round trip keeps the start", text);
  }
  if (record->variant->game == "janggi") {
    auto gib = write_gib(record.value());
    if (gib) {
      auto back = parse_record(gib.value(), nullptr);
      fuzz::require(back.ok() && back->moves == record->moves, "gib round trip", gib.value());
    }
  }
  return 0;
}

#ifndef SANGGI_FUZZ_NO_MAIN
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return sanggi::fuzz::fuzz_record(data, size);
}
#endif
