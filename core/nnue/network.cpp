#include "network.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>

#include "builtin_networks.h"

namespace sanggi {

namespace {

constexpr char MAGIC[4] = {'S', 'G', 'N', 'N'};
constexpr size_t NAME_BYTES = 24;

// A little-endian reader over the file that remembers the first thing missing.
struct Reader {
  std::span<const uint8_t> bytes;
  size_t at = 0;
  bool short_file = false;
  uint32_t u32() {
    if (at + 4 > bytes.size()) return short_file = true, 0;
    uint32_t v = uint32_t(bytes[at]) | uint32_t(bytes[at + 1]) << 8 |
                 uint32_t(bytes[at + 2]) << 16 | uint32_t(bytes[at + 3]) << 24;
    at += 4;
    return v;
  }
  void i16s(std::vector<int16_t>& out, size_t n) {
    if (at + 2 * n > bytes.size()) return void(short_file = true);
    out.resize(n);
    for (size_t i = 0; i < n; ++i, at += 2)
      out[i] = int16_t(uint16_t(bytes[at] | bytes[at + 1] << 8));
  }
};

}  // namespace

uint32_t crc32(std::span<const uint8_t> bytes) {
  static const auto table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  uint32_t c = 0xFFFFFFFFu;
  for (uint8_t b : bytes) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

int Network::feature_count(const Variant& variant) {
  return 2 * int(variant.pieces.size()) * variant.geometry.square_count();
}

int Network::feature(const Variant& variant, Color view, Piece p, Square s) {
  const Geometry& g = variant.geometry;
  const int side = color_of(p) == view ? 0 : 1;
  const int point = view == WHITE ? s : g.mirror_rank(s);
  return (side * int(variant.pieces.size()) + type_of(p) - 1) * g.square_count() + point;
}

std::unique_ptr<Network> Network::read(std::span<const uint8_t> bytes, const Variant& variant,
                                       std::string& error) {
  if (bytes.size() < 4 || std::memcmp(bytes.data(), MAGIC, 4) != 0) {
    error = "not a sanggi network file (it does not start with SGNN)";
    return nullptr;
  }
  if (bytes.size() < 4 + 4 + NAME_BYTES + 8 + 4) {
    error = "the network file is cut short";
    return nullptr;
  }
  const size_t body = bytes.size() - 4;
  Reader tail{bytes, body};
  if (crc32(bytes.first(body)) != tail.u32()) {
    error = "the network file is damaged (its checksum does not match)";
    return nullptr;
  }
  Reader r{bytes.first(body), 4};
  const uint32_t version = r.u32();
  if (version != NNUE_VERSION) {
    error = "network file version " + std::to_string(version) + ", this program reads " +
            std::to_string(NNUE_VERSION);
    return nullptr;
  }
  const char* name_at = reinterpret_cast<const char*>(bytes.data() + r.at);
  const std::string game(name_at, strnlen(name_at, NAME_BYTES));
  r.at += NAME_BYTES;
  // A game's network serves each of its rule sets (the rules differ, the board does not).
  if (game != variant.name && game != variant.game) {
    error = "this network is for " + game + ", not " + variant.name;
    return nullptr;
  }
  const uint32_t features = r.u32(), width = r.u32();
  if (int(features) != feature_count(variant)) {
    error = "the network has " + std::to_string(features) + " inputs; " + variant.name +
            " has " + std::to_string(feature_count(variant));
    return nullptr;
  }
  if (width == 0 || width > MAX_ACCUMULATOR_WIDTH || width % 16) {
    error = "the network's width " + std::to_string(width) + " is not a multiple of 16 up to " +
            std::to_string(MAX_ACCUMULATOR_WIDTH);
    return nullptr;
  }
  std::unique_ptr<Network> net(new Network);
  r.i16s(net->bias_, width);
  r.i16s(net->weights_, size_t(features) * width);
  r.i16s(net->output_, 2 * size_t(width));
  net->output_bias_ = int32_t(r.u32());
  if (r.short_file || r.at != body) {
    error = "the network file's size does not match its header";
    return nullptr;
  }
  for (int16_t w : net->output_)
    if (w < -127 || w > 127) {
      error = "the network's output weights go past 127 (the sum could overflow)";
      return nullptr;
    }
  AccumulatorTable& t = net->table_;
  t.width = int(width);
  t.bias = net->bias_.data();
  for (int c = 0; c < 2; ++c)
    for (PieceType type = 1; type <= variant.pieces.size(); ++type)
      for (int s = 0; s < variant.geometry.square_count(); ++s) {
        const Piece p = make_piece(Color(c), type);
        for (Color view : {WHITE, BLACK})
          t.column[view][p][s] =
              net->weights_.data() + size_t(feature(variant, view, p, Square(s))) * width;
      }
  return net;
}

// Each view's sums clipped to 0..QA and squared, times the output weights: x*w fits 16 bits
// (x <= 255, |w| <= 127), the products of a view fit 32 bits, as they do in the trainer's check.
int Network::evaluate(const Accumulator& acc, Color side_to_move) const {
  const int width = table_.width;
  int64_t total = 0;
  for (int half = 0; half < 2; ++half) {
    const int16_t* x = acc.view[half == 0 ? side_to_move : ~side_to_move];
    const int16_t* w = output_.data() + half * width;
    int32_t sum = 0;
    for (int i = 0; i < width; ++i) {
      const int16_t v = std::clamp<int16_t>(x[i], 0, NNUE_QA);
      sum += int32_t(int16_t(v * w[i])) * v;
    }
    total += sum;
  }
  const int64_t raw = total / NNUE_QA + output_bias_;
  return int(raw * NNUE_SCALE / (NNUE_QA * NNUE_QB));
}

int Network::evaluate(const Position& pos) const {
  Position copy = pos;
  copy.keep_accumulator(&table_);
  return evaluate(copy.accumulator(), pos.side_to_move());
}

namespace {

struct Registry {
  std::mutex mutex;
  bool used = true;
  std::map<std::string, const Network*> chosen;       // by variant name
  std::vector<std::unique_ptr<Network>> kept;         // every network ever read
  std::map<std::string, bool> builtin_tried;
};

Registry& registry() {
  static Registry r;
  return r;
}

}  // namespace

const Network* network_for(const Variant& variant) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  if (!r.used) return nullptr;
  if (!r.builtin_tried[variant.name]) {
    r.builtin_tried[variant.name] = true;
    std::span<const uint8_t> bytes = builtin_network(variant.name);
    if (bytes.empty()) bytes = builtin_network(variant.game);
    std::string error;
    if (!bytes.empty() && !r.chosen.count(variant.name)) {
      std::unique_ptr<Network> net = Network::read(bytes, variant, error);
      if (net) {
        r.chosen[variant.name] = net.get();
        r.kept.push_back(std::move(net));
      }
    }
  }
  auto it = r.chosen.find(variant.name);
  return it == r.chosen.end() ? nullptr : it->second;
}

bool set_network(const Variant& variant, std::span<const uint8_t> bytes, std::string& error) {
  std::unique_ptr<Network> net = Network::read(bytes, variant, error);
  if (!net) return false;
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.builtin_tried[variant.name] = true;
  r.chosen[variant.name] = net.get();
  r.kept.push_back(std::move(net));
  return true;
}

void use_networks(bool on) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.used = on;
}

bool networks_used() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.used;
}

}  // namespace sanggi
