// Move parsers (machine and every human notation): a parsed move is legal and its text in
// every style parses back to it. The position is the start, or a short random walk from it
// chosen by the second input byte.
#include "fen.h"
#include "fuzz_common.h"
#include "notation/human.h"
#include "notation/machine.h"

using namespace sanggi;

int sanggi::fuzz::fuzz_move(const uint8_t* data, size_t size) {
  const Variant& variant = fuzz::pick_variant(data, size);
  Position pos = start_position(variant);
  std::string_view text = fuzz::text_after_first_byte(data, size);
  int walk = text.empty() ? 0 : static_cast<uint8_t>(text[0]) % 16;
  for (int i = 0; i < walk; ++i) {
    MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) break;
    pos.make(moves[(i * 7 + walk) % moves.size()]);
  }
  for (auto parsed : {parse_move(pos, text), parse_machine_move(pos, text)}) {
    if (!parsed) {
      fuzz::require(!parsed.error().empty(), "an error has a message");
      continue;
    }
    fuzz::require(pos.is_legal(parsed.value()), "a parsed move is legal");
    for (NotationStyle style : {NotationStyle::MACHINE, NotationStyle::NATIVE, NotationStyle::LATIN,
                                NotationStyle::WESTERN, NotationStyle::CHINESE_SIMPLIFIED,
                                NotationStyle::CHINESE_TRADITIONAL}) {
      std::string written = move_text(pos, parsed.value(), style);
      auto back = parse_move(pos, written);
      fuzz::require(back.ok() && same_move(back.value(), parsed.value()), "notation round trip",
                    written);
    }
  }
  return 0;
}

#ifndef SANGGI_FUZZ_NO_MAIN
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return sanggi::fuzz::fuzz_move(data, size);
}
#endif
