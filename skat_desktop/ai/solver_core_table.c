/*
 * Skat solver core: the pool of reusable transposition tables
 * (see solver_core.h for why tables outlive a call).
 *
 * A call takes a table for itself under a plain OS lock (the GIL is released
 * while searching), stamps it, and gives it back; entries of the same context
 * stay valid from call to call.
 */
#include "solver_core.h"
#include "table_memory.h"

#define TABLE_BYTES (((size_t)1 << TT_BITS_MAX) * sizeof(TTEntry))

static Table pool[POOL_SIZE];
static PyThread_type_lock pool_lock = NULL;

/* Create the pool's lock once (module import, GIL held); 0 when out of memory. */
int sk_pool_init(void) {
    if (!pool_lock) pool_lock = PyThread_allocate_lock();
    return pool_lock != NULL;
}

/* Table entries used for a position: small searches stay in a small, cached
 * part of the table. */
static uint32_t tt_entries(const Ctx *c) {
    int cards = popc32(c->hand[0] | c->hand[1] | c->hand[2]) + c->tn;
    if (cards >= 27) return 1u << 20;
    if (cards >= 21) return 1u << 18;
    if (cards >= 15) return 1u << 14;
    return 1u << 10;
}

/*
 * Take a table for this call: a free pooled one that last served the same
 * context (its entries stay valid), else any free one, else a new one.  With
 * more threads than pool slots, ``spare`` is filled with a table of its own.
 * Called without the GIL; the pool lock is a plain OS lock.
 */
Table *sk_acquire_table(int context, Table *spare) {
    Table *t = NULL;
    int i;
    PyThread_acquire_lock(pool_lock, WAIT_LOCK);
    for (i = 0; i < POOL_SIZE && !t; i++)
        if (!pool[i].in_use && pool[i].e && pool[i].context == context) t = &pool[i];
    for (i = 0; i < POOL_SIZE && !t; i++)
        if (!pool[i].in_use && pool[i].e) t = &pool[i];
    for (i = 0; i < POOL_SIZE && !t; i++)
        if (!pool[i].in_use) t = &pool[i];
    if (t) t->in_use = 1;
    PyThread_release_lock(pool_lock);
    if (!t) {
        memset(spare, 0, sizeof(*spare));
        t = spare;
    }
    if (!t->e) {
        /* Zero slots are empty (stamp 0 is below every epoch). */
        t->e = (TTEntry *)table_memory_alloc(TABLE_BYTES);
        t->context = -1;
        t->stamp = 0;
        t->epoch = 1;
        t->dirty = 0;
        if (!t->e) {
            PyThread_acquire_lock(pool_lock, WAIT_LOCK);
            t->in_use = 0;
            PyThread_release_lock(pool_lock);
            return NULL;
        }
    }
    return t;
}

void sk_release_table(Table *t, Table *spare) {
    if (t == spare) {
        table_memory_free(t->e, TABLE_BYTES);
        t->e = NULL;
        return;
    }
    PyThread_acquire_lock(pool_lock, WAIT_LOCK);
    t->in_use = 0;
    PyThread_release_lock(pool_lock);
}

/* Start a call on table ``t``: a new stamp, a new epoch if the context changed. */
void sk_begin_call(Ctx *c, Table *t) {
    uint32_t entries = tt_entries(c);
    if (t->stamp >= TT_STAMP_MAX) {
        memset(t->e, 0, (size_t)t->dirty * sizeof(TTEntry));
        t->stamp = 0;
        t->dirty = 0;
        t->context = -1;
    }
    t->stamp++;
    if (t->context != c->context) {
        t->context = c->context;
        t->epoch = t->stamp;
    }
    if (entries > t->dirty) t->dirty = entries;
    c->tt = t->e;
    c->ttmask = entries - 1;
    c->stamp = t->stamp;
    c->epoch = t->epoch;
}

/* Forget every idle table's entries and its call count: the next call in any
 * context starts empty, and a full cycle of stamps lies ahead, so the clear
 * at the wrap cannot fall between two calls made soon after a reset (tests
 * and the bench compare fresh tables call by call). */
void sk_reset_tables(void) {
    int i;
    PyThread_acquire_lock(pool_lock, WAIT_LOCK);
    for (i = 0; i < POOL_SIZE; i++) {
        if (pool[i].e && !pool[i].in_use) {
            memset(pool[i].e, 0, (size_t)pool[i].dirty * sizeof(TTEntry));
            pool[i].dirty = 0;
            pool[i].stamp = 0;
            pool[i].epoch = 1;
            pool[i].context = -1;
        }
    }
    PyThread_release_lock(pool_lock);
}
