#include "features.h"

#include <algorithm>
#include <istream>
#include <ostream>
#include <string_view>

#include "fen.h"
#include "network.h"
#include "parse_number.h"
#include "search.h"

namespace sanggi::train {

namespace {

void put16(std::ostream& out, uint16_t v) {
  const char b[2] = {char(v & 0xFF), char(v >> 8)};
  out.write(b, 2);
}
void put32(std::ostream& out, uint32_t v) {
  put16(out, uint16_t(v & 0xFFFF));
  put16(out, uint16_t(v >> 16));
}

}  // namespace

int feature_slots(const Variant& variant) {
  return std::max(FEATURE_SLOTS_MIN, start_position(variant).piece_total());
}

FeatureCounts write_features(const Variant& variant, std::istream& in, std::ostream& out,
                             bool header) {
  const int slots = feature_slots(variant);
  if (header) {
    out.write("SGFD", 4);
    put32(out, 1);
    put32(out, uint32_t(slots));
    put32(out, uint32_t(Network::feature_count(variant)));
    put32(out, uint32_t(variant.geometry.files()));
    put32(out, uint32_t(variant.geometry.ranks()));
  }
  FeatureCounts counts;
  std::string line;
  while (std::getline(in, line)) {
    const size_t a = line.find(';'), b = line.rfind(';');
    if (a == std::string::npos || a == b) {
      ++counts.skipped;
      continue;
    }
    const std::string_view score_text = std::string_view(line).substr(a + 1, b - a - 1);
    const std::string_view result = std::string_view(line).substr(b + 1);
    const bool negative = !score_text.empty() && score_text[0] == '-';
    const long long magnitude = parse_number(score_text.substr(negative ? 1 : 0), SCORE_INFINITE);
    auto pos = parse_fen(variant, std::string_view(line).substr(0, a));
    // Decided scores (a mate found) teach nothing about the board's worth in centipawns.
    if (magnitude < 0 || magnitude >= SCORE_MATE - MAX_PLY || !pos ||
        pos.value().piece_total() > slots || (result != "1" && result != "0" && result != "0.5")) {
      ++counts.skipped;
      continue;
    }
    const Position& p = pos.value();
    put16(out, uint16_t(int16_t(negative ? -magnitude : magnitude)));
    const char head[2] = {char(p.side_to_move()), char(result == "1" ? 2 : result == "0" ? 0 : 1)};
    out.write(head, 2);
    put16(out, uint16_t(p.piece_total()));
    for (Color view : {WHITE, BLACK}) {
      int used = 0;
      for (Color c : {WHITE, BLACK})
        for (int i = 0; i < p.piece_count(c); ++i, ++used) {
          const Square s = p.pieces(c)[i];
          put16(out, uint16_t(Network::feature(variant, view, p.at(s), s)));
        }
      for (; used < slots; ++used) put16(out, 0xFFFF);
    }
    ++counts.written;
  }
  return counts;
}

}  // namespace sanggi::train
