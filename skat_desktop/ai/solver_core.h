/*
 * Double-dummy solver core for Skat (CPython extension skat_desktop.ai._solver).
 *
 * The Python module skat_desktop/ai/solver.py holds the public API, the input
 * validation and a pure-Python twin of this search; these C files are the
 * fast path.  Both implement the same algorithm so the twin can serve as
 * oracle.
 *
 * The core is split by job, this header declaring what the files share:
 *   solver_core_cards.c   per-game card renumbering (follow groups, points)
 *   solver_core_search.c  move ordering, static bounds, the alpha-beta search
 *   solver_core_table.c   the pool of reusable transposition tables (their memory
 *                         from table_memory.c, which the Spitzer core shares)
 *   solver_core.c         the Python module: argument checks and calls
 * Everything the search calls per node lives in solver_core_search.c or is
 * `static inline` here, so splitting the files costs no speed.
 *
 * Why the design looks the way it does:
 *
 * - Cards are renumbered per game ("internal index") so that every follow
 *   group (a plain suit, or the trump group) is a contiguous bit range ordered
 *   weakest to strongest, with the trump group on top.  Following suit is then
 *   one AND, and the winner of a trick is simply the highest internal index
 *   among the cards that are trump or of the led group.
 * - Cards of one hand that are adjacent in that order once the cards of the
 *   other seats (and the cards on the table) are taken into account, and that
 *   carry the same card points, are interchangeable: only the lowest of such a
 *   run is searched.  Cards of different point value are *not* merged because
 *   that would change the exact value.
 * - Alpha-beta (fail-soft) with a transposition table probed at trick
 *   boundaries.  Values stored are the declarer's points still to come, so an
 *   entry is valid whatever happened before; entries keep a lower and an upper
 *   bound, which is what null-window searches produce.
 * - Exact values come from a sequence of null-window searches (bisection on
 *   the fail-soft bounds, sharing one table); threshold questions are a single
 *   null-window search.
 * - No allocation per call: transposition tables come from a small pool and
 *   are reused across calls.  An entry stores bounds on the points still to
 *   come from a trick boundary, which depend only on the hands, the leader and
 *   the search context (game, mode, declarer); so entries stay valid across
 *   calls in the same context (the worlds and moves of one decision reuse each
 *   other's work) and are invalidated in O(1) by a generation stamp when the
 *   context changes.  The stamps wrap after TT_STAMP_MAX calls, when the used
 *   part of the table is cleared once.
 * - A call takes a table from the pool for itself (under a lock), so two
 *   threads never share one; the GIL is released while searching, so threads
 *   solve concurrently.
 * - An optional node limit per call: past it the search unwinds at once and
 *   stores nothing more in the table (bounds from an unfinished search would
 *   be wrong), and the call reports that it gave up.  The computer players
 *   use it to drop the rare sampled world that would take seconds to solve.
 * - Static bounds first: a threshold at or below 0 or above the points left is
 *   answered before any table is taken, and the root's table entry (from an
 *   earlier call in the same context) answers repeated questions without a
 *   search.
 */
#ifndef SKAT_SOLVER_CORE_H
#define SKAT_SOLVER_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Functions shared between the core's files stay out of the module's exported
 * symbols (only PyInit__solver is public), which also lets the compiler treat
 * them as ordinary local calls. */
#if defined(__GNUC__) && !defined(_WIN32)
#define SK_INTERNAL __attribute__((visibility("hidden")))
#else
#define SK_INTERNAL
#endif

#define GAME_GRAND 4
#define GAME_NULL 5
#define GAME_RAMSCH 6

#define MODE_POINTS 0  /* value = points taken by the declarer (focal seat) */
#define MODE_NULL 1    /* value = 1 if the declarer is forced to win a trick */
#define MODE_SCHWARZ 2 /* value = 1 if the defenders can win a trick */

#define NO_CARD 255

#if defined(_MSC_VER)
#include <intrin.h>
static inline int ctz32(uint32_t x) { unsigned long i; _BitScanForward(&i, x); return (int)i; }
static inline int msb32(uint32_t x) { unsigned long i; _BitScanReverse(&i, x); return (int)i; }
static inline int popc32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
#else
static inline int ctz32(uint32_t x) { return __builtin_ctz(x); }
static inline int msb32(uint32_t x) { return 31 - __builtin_clz(x); }
static inline int popc32(uint32_t x) { return __builtin_popcount(x); }
#endif

#define TT_BITS_MAX 20
#define TT_STAMP_MAX 1023u /* stamps are 10 bits; 0 marks an empty slot */
#define TT_NO_BEST 63u
#define POOL_SIZE 8

typedef struct {
    uint64_t k1;          /* hand0 | hand1 << 32 */
    uint32_t k2;          /* hand2 */
    uint32_t leader : 2;  /* 0..2 */
    uint32_t lo : 7;      /* lower bound on the value still to come */
    uint32_t hi : 7;      /* upper bound */
    uint32_t best : 6;    /* best lead found (internal index) or TT_NO_BEST */
    uint32_t stamp : 10;  /* call that last wrote or used it; valid if >= the epoch */
} TTEntry;

/*
 * One reusable table.  Entries with a stamp at or above ``epoch`` belong to
 * the current context (game, mode, declarer); older ones are free slots.
 */
typedef struct {
    TTEntry *e;        /* 1 << TT_BITS_MAX entries, allocated once */
    int in_use;
    int context;       /* game * 16 + mode * 4 + declarer, or -1 */
    uint32_t stamp;    /* stamp of the current call */
    uint32_t epoch;    /* first stamp of the current context */
    uint32_t dirty;    /* entries written since the last clear (a prefix bound) */
} Table;

typedef struct {
    int mode;
    int declarer;
    uint32_t trump;        /* internal mask of trumps (0 in Null) */
    uint32_t group[32];    /* follow group of each internal card */
    uint8_t pts[32];       /* card points of each internal card */
    uint8_t eqpts[32];     /* points used for the equivalence test */
    uint8_t to_ext[32];    /* internal index -> card */
    uint8_t to_int[32];    /* card -> internal index */
    int desire[3];         /* +1: seat wants the declarer to win this trick */
    int maxside[3];        /* 1: seat maximises the value */
    uint32_t hand[3];      /* internal masks */
    int hand_pts;          /* card points in the hands, kept as cards are played: a trick
                            * boundary's bound without summing the hands there */
    int leader;
    int tn;                /* cards on the table */
    int tc[3];             /* internal cards on the table */
    TTEntry *tt;
    uint32_t ttmask;       /* number of entries - 1 (a power of two minus 1) */
    uint32_t stamp;        /* this call's stamp */
    uint32_t epoch;        /* entries with a smaller stamp are stale */
    int context;
    uint64_t nodes;
    uint64_t limit;        /* nodes after which the search gives up (0: none) */
    int aborted;           /* the limit was hit: the result means nothing */
} Ctx;

/* Position of the winning card within a complete trick (0, 1 or 2). */
static inline int trick_winner_pos(const Ctx *c, int t0, int t1, int t2) {
    uint32_t w = c->group[t0] | c->trump;
    int pos = 0, best = t0;
    if (((w >> t1) & 1u) && t1 > best) { best = t1; pos = 1; }
    if (((w >> t2) & 1u) && t2 > best) { pos = 2; }
    return pos;
}

/* Card points of the internal cards in ``m``. */
static inline int mask_points(const Ctx *c, uint32_t m) {
    int total = 0;
    while (m) {
        total += c->pts[ctz32(m)];
        m &= m - 1;
    }
    return total;
}

/* solver_core_cards.c */
SK_INTERNAL void sk_setup_game(Ctx *c, int game, int mode, int declarer);
SK_INTERNAL uint32_t sk_to_internal(const Ctx *c, uint32_t mask);

/* solver_core_search.c */
SK_INTERNAL int sk_max_value(const Ctx *c);
SK_INTERNAL int sk_solve_exact(Ctx *c);
SK_INTERNAL int sk_reaches(Ctx *c, int threshold);

/* solver_core_table.c (the pool functions run without the GIL) */
SK_INTERNAL int sk_pool_init(void);
SK_INTERNAL Table *sk_acquire_table(int context, Table *spare);
SK_INTERNAL void sk_release_table(Table *t, Table *spare);
SK_INTERNAL void sk_begin_call(Ctx *c, Table *t);
SK_INTERNAL void sk_reset_tables(void);

#endif /* SKAT_SOLVER_CORE_H */
