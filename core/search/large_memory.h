// Memory for the search's large tables (the transposition table, the continuation history).
// Their probes land anywhere in megabytes; with the usual 4 KB pages nearly every probe also
// misses the TLB. Where the system has transparent huge pages (Linux), the block is aligned
// to 2 MB and asked for in huge pages; elsewhere (WebAssembly) it is an ordinary allocation.
// Only where the memory lies changes, never what the tables hold.
#pragma once

#include <cstddef>
#include <cstdlib>

namespace sanggi {

// `bytes` of zero-filled memory, or nullptr; release with std::free.
void* allocate_large(size_t bytes);

struct FreeLarge {
  void operator()(void* p) const { std::free(p); }
};

}  // namespace sanggi
