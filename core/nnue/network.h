// A learned evaluation: a small network of the "efficiently updatable" kind. Its first layer
// is a sum of columns, one per piece on the board (its owner seen as "mine" or "theirs", its
// type, its point seen from that side), kept by the position as moves are made
// (Position::keep_accumulator); the rest runs at each evaluation. All arithmetic is in
// integers, so native and wasm builds give the same score to the centipawn.
//
// The file (little-endian), written by scripts/train:
//   "SGNN"  magic            u32 version (1)
//   char[24] game name (the variant's UCI name, or its game's for all of the game's rule sets)
//   u32 feature count (2 x piece types x points)   u32 width (hidden size per view, <= 256)
//   i16 bias[width]   i16 weight[features][width]   i16 output[2 x width]   i32 output bias
//   u32 CRC-32 of everything before it
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "accumulator.h"
#include "position.h"

namespace sanggi {

// The quantisation the trainer uses: first-layer outputs clipped to 0..1 are kept as 0..QA,
// output weights as w x QB (at most 127, so a sum of 256 terms fits 32 bits), and the net's
// output times NNUE_SCALE is centipawns.
constexpr int NNUE_QA = 255;
constexpr int NNUE_QB = 256;
constexpr int NNUE_SCALE = 400;
constexpr uint32_t NNUE_VERSION = 1;

class Network {
 public:
  // The network in `bytes` for `variant`, or nullptr with the reason in `error` (wrong magic,
  // version, game, sizes or checksum).
  static std::unique_ptr<Network> read(std::span<const uint8_t> bytes, const Variant& variant,
                                       std::string& error);

  const AccumulatorTable& table() const { return table_; }
  // Centipawns from the side to move's view, from the sums kept for this network's table.
  int evaluate(const Accumulator& acc, Color side_to_move) const;
  // The same for any position (the sums added up now).
  int evaluate(const Position& pos) const;
  int width() const { return table_.width; }

  // The number of first-layer features of a variant: mine/theirs x piece type x point.
  static int feature_count(const Variant& variant);
  // The feature of piece p on point s seen from side `view`.
  static int feature(const Variant& variant, Color view, Piece p, Square s);

 private:
  Network() = default;
  std::vector<int16_t> bias_, weights_, output_;
  int32_t output_bias_ = 0;
  AccumulatorTable table_;
};

uint32_t crc32(std::span<const uint8_t> bytes);

// The network each game plays with: the one built in (core/nnue/nets/<variant or game>.nnue,
// native builds), the one loaded by set_network (the page loads it for the game being
// played), or none (nullptr: the
// hand-set evaluation). Networks are kept for the program's life, so a pointer stays valid.
const Network* network_for(const Variant& variant);
// Reads `bytes` as the network of `variant` and uses it from the next search on; on a bad
// file returns false with the reason and keeps what was used before.
bool set_network(const Variant& variant, std::span<const uint8_t> bytes, std::string& error);
// Turns the built-in and loaded networks off (false) or on for every game (UCI "Use NNUE").
void use_networks(bool on);
bool networks_used();

}  // namespace sanggi
