// Every seed input and every input a fuzzer once found (tests/fuzz/regressions/TARGET/*)
// goes through its fuzz target's checks on each test run.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "fuzz/fuzz_common.h"

namespace {
using Target = int (*)(const uint8_t*, size_t);

int run_directory(const std::filesystem::path& dir, Target target) {
  if (!std::filesystem::exists(dir)) return 0;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    INFO(entry.path().string());
    target(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
    ++count;
  }
  return count;
}
}  // namespace

TEST_CASE("Fuzz seeds and found inputs pass the fuzz targets' checks", "[fuzz]") {
  const std::filesystem::path root = SANGGI_FUZZ_DIR;
  struct {
    const char* name;
    Target target;
  } targets[] = {{"fen", sanggi::fuzz::fuzz_fen},
                 {"move", sanggi::fuzz::fuzz_move},
                 {"record", sanggi::fuzz::fuzz_record},
                 {"uci", sanggi::fuzz::fuzz_uci}};
  for (auto& t : targets) {
    int seeds = run_directory(root / "corpus" / t.name, t.target);
    run_directory(root / "regressions" / t.name, t.target);
    CHECK(seeds > 0);
  }
}
