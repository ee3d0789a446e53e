// The learned evaluation (core/nnue): the file is checked before it is used, the position
// keeps the first layer's sums exactly through moves and their undoing, and the search plays
// with the built-in networks.
#include <catch2/catch.hpp>

#include <cstring>
#include <random>

#include "fen.h"
#include "network.h"
#include "random_positions.h"
#include "search.h"

using namespace sanggi;

namespace {

void put(std::vector<uint8_t>& out, uint32_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(uint8_t(v >> (8 * i)));
}

// A network file of random weights for `v` (the trainer writes the same layout).
std::vector<uint8_t> random_network(const Variant& v, int width, uint32_t seed,
                                    const std::string& name = "") {
  std::mt19937 rng(seed);
  std::vector<uint8_t> out = {'S', 'G', 'N', 'N'};
  put(out, NNUE_VERSION, 4);
  std::string game = name.empty() ? v.name : name;
  game.resize(24, '\0');
  out.insert(out.end(), game.begin(), game.end());
  const int features = Network::feature_count(v);
  put(out, uint32_t(features), 4);
  put(out, uint32_t(width), 4);
  for (int i = 0; i < width; ++i) put(out, uint32_t(int(rng() % 200)), 2);  // biases
  for (long i = 0; i < long(features) * width; ++i) put(out, uint32_t(int(rng() % 61) - 30), 2);
  for (int i = 0; i < 2 * width; ++i) put(out, uint32_t(int(rng() % 255) - 127), 2);
  put(out, uint32_t(-1234), 4);
  put(out, crc32(out), 4);
  return out;
}

std::string read_error(const std::vector<uint8_t>& bytes, const Variant& v) {
  std::string error;
  auto net = Network::read(bytes, v, error);
  return net ? "" : error;
}

void fix_checksum(std::vector<uint8_t>& bytes) {
  bytes.resize(bytes.size() - 4);
  put(bytes, crc32(bytes), 4);
}

}  // namespace

TEST_CASE("a network file is read only when its header, sizes and checksum are right") {
  const Variant& j = *find_variant("janggi");
  const std::vector<uint8_t> good = random_network(j, 32, 1);
  CHECK(read_error(good, j).empty());

  CHECK(read_error({}, j).find("not a sanggi network") != std::string::npos);
  std::vector<uint8_t> text(good.size(), 'x');
  CHECK(read_error(text, j).find("not a sanggi network") != std::string::npos);
  CHECK(read_error({good.begin(), good.begin() + 20}, j).find("cut short") != std::string::npos);

  std::vector<uint8_t> damaged = good;
  damaged[damaged.size() / 2] ^= 1;
  CHECK(read_error(damaged, j).find("checksum") != std::string::npos);

  std::vector<uint8_t> version = good;
  version[4] = 9;
  fix_checksum(version);
  CHECK(read_error(version, j).find("version 9") != std::string::npos);

  CHECK(read_error(random_network(j, 32, 1, "xiangqi"), j).find("for xiangqi, not janggi") !=
        std::string::npos);
  // A Xiangqi network has as many inputs as Janggi's (7 types, 90 points), so the name is
  // what tells them apart; a Gwangsanghui board has more.
  const Variant& g = *find_variant(all_variants().back()->name);
  CHECK(read_error(random_network(j, 32, 1, g.name), g).find("inputs") != std::string::npos);

  std::vector<uint8_t> width = random_network(j, 40, 1);
  CHECK(read_error(width, j).find("multiple of 16") != std::string::npos);

  std::vector<uint8_t> longer = good;
  longer.insert(longer.end() - 4, {0, 0});
  fix_checksum(longer);
  CHECK(read_error(longer, j).find("size does not match") != std::string::npos);
}

TEST_CASE("set_network keeps the network it had when the file is bad") {
  const Variant& x = *find_variant("xiangqi");
  std::string error;
  const Network* before = network_for(x);
  std::vector<uint8_t> bad = random_network(x, 32, 2);
  bad[40] ^= 0xFF;
  CHECK_FALSE(set_network(x, bad, error));
  CHECK(error.find("checksum") != std::string::npos);
  CHECK(network_for(x) == before);
}

TEST_CASE("the position keeps a network's sums exactly as moves are made and unmade") {
  for (const Variant* v : all_variants()) {
    std::string error;
    auto net = Network::read(random_network(*v, 64, 3), *v, error);
    REQUIRE(net);
    for (const Position& start : testing::random_positions(*v, 20, 7)) {
      Position pos = start;
      pos.keep_accumulator(&net->table());
      const Accumulator before = pos.accumulator();
      const int eval_before = net->evaluate(pos.accumulator(), pos.side_to_move());
      CHECK(eval_before == net->evaluate(start));
      MoveList moves;
      pos.legal_moves(moves);
      for (Move m : moves) {
        pos.make(m);
        INFO(v->name << " " << to_fen(start) << " after a move");
        REQUIRE(pos.consistency_error().empty());
        CHECK(net->evaluate(pos.accumulator(), pos.side_to_move()) == net->evaluate(pos));
        pos.unmake();
      }
      CHECK(std::memcmp(&before.view[0][0], &pos.accumulator().view[0][0], 64 * 2) == 0);
      CHECK(std::memcmp(&before.view[1][0], &pos.accumulator().view[1][0], 64 * 2) == 0);
    }
  }
}

TEST_CASE("a network's score is the same for a position and its colours swapped") {
  // Features are seen from each side with the ranks flipped for the second player, so the
  // mirror position (colours swapped, board turned) has the same score from the side to move.
  const Variant& x = *find_variant("xiangqi");
  std::string error;
  auto net = Network::read(random_network(x, 32, 4), x, error);
  REQUIRE(net);
  auto a = parse_fen(x, "3k5/4a4/9/9/2c6/9/9/4B4/4A4/3AK1R2 w - - 0 1");
  auto b = parse_fen(x, "3ak1r2/4a4/4b4/9/9/2C6/9/9/4A4/3K5 b - - 0 1");
  REQUIRE(a);
  REQUIRE(b);
  CHECK(net->evaluate(a.value()) == net->evaluate(b.value()));
}

TEST_CASE("Janggi and Xiangqi have built-in networks, and the search plays with them") {
  for (const char* name : {"janggi", "xiangqi"}) {
    const Variant& v = *find_variant(name);
    const Network* net = network_for(v);
    INFO(name);
    REQUIRE(net);
    Searcher searcher(16);
    SearchLimits limits;
    limits.nodes = 20000;
    const SearchResult r = searcher.search(start_position(v), limits);
    CHECK(!r.pv.empty());
    CHECK(std::abs(r.score) < 300);  // neither side is far ahead at the start
    use_networks(false);
    CHECK(network_for(v) == nullptr);
    use_networks(true);
    CHECK(network_for(v) == net);
  }
}
