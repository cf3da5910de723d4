/*
 * Spitzer solver core: the pool of reusable transposition tables.
 *
 * Tables are taken and returned with the GIL held, so no lock is needed and
 * two threads never share one while they search without the GIL.  A table
 * keeps its entries between calls (keys carry the whole context); its
 * generation byte counts calls so entries of earlier ones make room first.
 */
#include "spitzer_core.h"
#include "table_memory.h"

#define TT_BITS 20
#define TABLE_BYTES (((size_t)1 << TT_BITS) * sizeof(TTEntry))
#define POOL_MAX 8

static Table *pool[POOL_MAX];
static int pool_n = 0;

Table *spz_take_table(void) {
    Table *t;
    if (pool_n > 0) {
        t = pool[--pool_n];
    } else {
        t = (Table *)malloc(sizeof(Table));
        if (!t) return NULL;
        t->e = (TTEntry *)table_memory_alloc(TABLE_BYTES);
        if (!t->e) { free(t); return NULL; }
        t->mask = (1u << TT_BITS) - 1u;
        t->gen = 0;
    }
    t->gen = (uint8_t)(t->gen + 1);
    return t;
}

void spz_give_table(Table *t) {
    if (pool_n < POOL_MAX) {
        pool[pool_n++] = t;
    } else {
        table_memory_free(t->e, TABLE_BYTES);
        free(t);
    }
}

/* Free the pooled tables: the next call starts cold (benchmarks, tests). */
void spz_free_tables(void) {
    while (pool_n > 0) {
        Table *t = pool[--pool_n];
        table_memory_free(t->e, TABLE_BYTES);
        free(t);
    }
}
