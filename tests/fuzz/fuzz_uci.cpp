// The UCI command reader: any sequence of lines is answered without a crash or a hang, and
// the engine keeps answering `isready`. Every `go` gets a small node limit added (so a fuzzed
// `go movetime 99999999` cannot stall the run) and is waited for.
#include <sstream>

#include "fuzz_common.h"
#include "uci.h"

using namespace sanggi;

int sanggi::fuzz::fuzz_uci(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::ostringstream out;
  {
    UciEngine engine(out);
    int lines = 0;
    size_t start = 0;
    while (start <= text.size() && lines < 64) {
      size_t end = text.find('\n', start);
      std::string line(text.substr(start, end == std::string_view::npos ? text.npos : end - start));
      start = end == std::string_view::npos ? text.size() + 1 : end + 1;
      ++lines;
      bool go = line.rfind("go", 0) == 0;
      if (go) line += " nodes 300";
      if (!engine.handle(line)) break;
      if (go) engine.wait_for_search();
    }
    engine.handle("isready");
    engine.wait_for_search();
  }
  require(out.str().find("readyok") != std::string::npos, "isready is answered");
  return 0;
}

#ifndef SANGGI_FUZZ_NO_MAIN
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return sanggi::fuzz::fuzz_uci(data, size);
}
#endif
