#include "large_memory.h"

#include <cstring>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define SANGGI_HUGE_PAGES 1
#endif

namespace sanggi {

void* allocate_large(size_t bytes) {
#ifdef SANGGI_HUGE_PAGES
  constexpr size_t HUGE_PAGE = size_t(2) << 20;
  if (bytes >= HUGE_PAGE) {
    const size_t rounded = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    if (void* p = std::aligned_alloc(HUGE_PAGE, rounded)) {
      madvise(p, rounded, MADV_HUGEPAGE);  // a hint: without it the table works the same
      std::memset(p, 0, bytes);
      return p;
    }
  }
#endif
  return std::calloc(bytes, 1);
}

}  // namespace sanggi
