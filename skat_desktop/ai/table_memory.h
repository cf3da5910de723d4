/*
 * Memory for the solver cores' transposition tables (both cores build it in).
 *
 * About a fifth of a search's time waits on table slots that are not in the
 * cache, spread over tens of megabytes.  On Linux a table sits on 2 MB pages
 * where the kernel allows it (madvise), so such a load rarely adds a walk of
 * the page tables to its miss; elsewhere it is plain calloc.  Either way a
 * fresh table reads as zeros, which both cores take for empty slots.
 */
#ifndef SKAT_TABLE_MEMORY_H
#define SKAT_TABLE_MEMORY_H

#include <stddef.h>

#if defined(__GNUC__) && !defined(_WIN32)
#define TABLE_MEMORY_INTERNAL __attribute__((visibility("hidden")))
#else
#define TABLE_MEMORY_INTERNAL
#endif

/* ``bytes`` of zeroed memory, or NULL when there is none. */
TABLE_MEMORY_INTERNAL void *table_memory_alloc(size_t bytes);
/* Give back what table_memory_alloc(bytes) returned (NULL is ignored). */
TABLE_MEMORY_INTERNAL void table_memory_free(void *p, size_t bytes);

#endif /* SKAT_TABLE_MEMORY_H */
