/* Memory for the solver cores' transposition tables (see table_memory.h). */
#include "table_memory.h"

#include <stdint.h>
#include <stdlib.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define HUGE_PAGE ((size_t)1 << 21)

void *table_memory_alloc(size_t bytes) {
    char *raw = mmap(NULL, bytes + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *start;
    if (raw == MAP_FAILED) return NULL;
    /* Keep the 2 MB-aligned part: only aligned pages can be huge. */
    start = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (start > raw) munmap(raw, (size_t)(start - raw));
    munmap(start + bytes, (size_t)(raw + HUGE_PAGE - start));
    madvise(start, bytes, MADV_HUGEPAGE); /* a hint: refused, the table still works */
    return start;
}

void table_memory_free(void *p, size_t bytes) {
    if (p) munmap(p, bytes);
}
#else
void *table_memory_alloc(size_t bytes) { return calloc(1, bytes); }

void table_memory_free(void *p, size_t bytes) {
    (void)bytes;
    free(p);
}
#endif
