// The training data as the trainer reads it: each position's pieces as the network's input
// features (Network::feature, so the trainer and the engine number them the same way), with
// its score and result, in fixed-size records numpy can map straight from the file.
//
// File: "SGFD", u32 version (1), u32 slots (features per view and record), u32 feature count,
// u32 files, u32 ranks (features are (side x type + type) x points + rank x files + file),
// then records of: i16 score (side to move's view), u8 side to move (0 first player),
// u8 result (first player's: 0 loss, 1 draw, 2 win), u16 piece count, then u16 features[slots]
// seen from the first player, u16 features[slots] from the second (unused slots 0xFFFF).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "variant.h"

namespace sanggi::train {

constexpr int FEATURE_SLOTS_MIN = 32;

struct FeatureCounts {
  int written = 0, skipped = 0;  // skipped: lines that do not parse or have a decided score
};

// Reads "FEN;score;result" lines from `in` (as generate() writes them) and appends their
// records to `out`, which starts with the header if `header` (slots: the variant's most pieces).
FeatureCounts write_features(const Variant& variant, std::istream& in, std::ostream& out,
                             bool header);
// The slots a variant's records have: enough for every piece of its start position, at least
// FEATURE_SLOTS_MIN (positions with more pieces are left out).
int feature_slots(const Variant& variant);

}  // namespace sanggi::train
