/*
 * Four-hand double-dummy solver core for Spitzer
 * (CPython extension skat_desktop.ai._spitzer_solver, limited API).
 *
 * skat_desktop/ai/spitzer/solver.py is the pure-Python twin of this search
 * (and the test oracle); skat_desktop/ai/spitzer/double_dummy.py holds the
 * public API, the friendly validation and the choice of core.
 *
 * The core is split by job, this header declaring what the files share:
 *   spitzer_core_cards.c   the card renumbering (follow groups, points)
 *   spitzer_core_search.c  move ordering and the alpha-beta search
 *   spitzer_core_table.c   the pool of reusable transposition tables (their memory
 *                          from table_memory.c, which the Skat core shares)
 *   spitzer_core.c         the Python module: argument checks and calls
 * Everything the search calls per node lives in spitzer_core_search.c or is
 * `static inline` here, so splitting the files costs no speed.
 *
 * Why it looks the way it does (the same ideas as solver_core.h for Skat):
 *
 * - Cards are renumbered so that each follow group (hearts, spades, clubs
 *   without queens and jacks, then the 14 trumps) is a contiguous run of bits,
 *   weakest first, trumps on top: following suit is one AND and the winner of
 *   a trick is the highest bit among the trumps and the led group.
 * - Adjacent cards of one hand (ignoring cards already played) with equal
 *   points are interchangeable; only the lowest is searched.
 * - Fail-soft alpha-beta with a transposition table at trick boundaries that
 *   holds lower and upper bounds of the value still to come; exact values by
 *   bisection over null-window searches.
 * - Spitzer's state beyond the hands: the called ace's duty (one "lapsed"
 *   flag: the duty ends when the holder leads the suit with another card) and,
 *   in a "first trick" game, whether the caller's partner is still open.
 * - The tables outlive a call: a small pool of tables, taken and returned
 *   under the GIL, so threads never share one while the GIL is released.
 *   Keys carry everything the value depends on (hands, leader, side, mode,
 *   called ace, duty, open partner), so an entry stays true in any later call;
 *   a generation byte lets entries of earlier calls make room first.
 */
#ifndef SKAT_SPITZER_CORE_H
#define SKAT_SPITZER_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Names shared between the core's files stay out of the module's exported
 * symbols (only PyInit__spitzer_solver is public), which also lets the
 * compiler treat them as ordinary local data and calls. */
#if defined(__GNUC__) && !defined(_WIN32)
#define SPZ_INTERNAL __attribute__((visibility("hidden")))
#else
#define SPZ_INTERNAL
#endif

#define MODE_POINTS 0 /* value = points of `team` from the cards in play */
#define MODE_TRICK 1  /* value = 1 if the wanting side wins a trick */
#define NO_CARD 255

#if defined(_MSC_VER)
#include <intrin.h>
static inline int ctz32(uint32_t x) { unsigned long i; _BitScanForward(&i, x); return (int)i; }
static inline int msb32(uint32_t x) { unsigned long i; _BitScanReverse(&i, x); return (int)i; }
static inline int popc64(uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full) * 0x0101010101010101ull) >> 56);
}
#else
static inline int ctz32(uint32_t x) { return __builtin_ctz(x); }
static inline int msb32(uint32_t x) { return 31 - __builtin_clz(x); }
static inline int popc64(uint64_t x) { return __builtin_popcountll(x); }
#endif

/* The card renumbering, filled once by spz_init_tables (module import). */
SPZ_INTERNAL extern uint8_t SPZ_TO_EXT[32], SPZ_TO_INT[32], SPZ_PTS[32];
SPZ_INTERNAL extern uint32_t SPZ_GROUP[32], SPZ_TRUMP;

typedef struct {
    uint64_t k1;   /* hand0 | hand1 << 32 */
    uint64_t k2;   /* hand2 | hand3 << 32 */
    uint32_t meta; /* call context and state (bit 31 set: slot in use) */
    uint8_t lo, hi, best, gen;
} TTEntry;

typedef struct {
    TTEntry *e;
    uint32_t mask;
    uint8_t gen;
} Table;

typedef struct {
    int mode, against;
    uint32_t hand[4];
    int leader, tn, tc[4];
    int team, caller, lapsed, ca;
    uint32_t ctx_meta; /* mode, against and called ace: fixed for a call */
    Table *tt;
    uint64_t nodes;
} Ctx;

static inline uint32_t legal_cards(const Ctx *c, int seat) {
    uint32_t h = c->hand[seat], led, f, tr;
    int duty = c->ca != NO_CARD && !c->lapsed && ((h >> c->ca) & 1u);
    if (c->tn == 0) return h;
    led = SPZ_GROUP[c->tc[0]];
    f = h & led;
    if (f) return (duty && led == SPZ_GROUP[c->ca]) ? (1u << c->ca) : f;
    tr = h & SPZ_TRUMP;
    if (tr) return tr;
    if (duty) {
        uint32_t rest = h & ~(1u << c->ca);
        return rest ? rest : h;
    }
    return h;
}

/* spitzer_core_cards.c */
SPZ_INTERNAL void spz_init_tables(void);
SPZ_INTERNAL uint32_t spz_to_internal(uint32_t mask);

/* spitzer_core_search.c */
SPZ_INTERNAL int spz_solve_exact(Ctx *c);
SPZ_INTERNAL int spz_reaches(Ctx *c, int threshold);
SPZ_INTERNAL int spz_play_and_solve(Ctx *c, int seat, int x);

/* spitzer_core_table.c (called with the GIL held) */
SPZ_INTERNAL Table *spz_take_table(void);
SPZ_INTERNAL void spz_give_table(Table *t);
SPZ_INTERNAL void spz_free_tables(void);

#endif /* SKAT_SPITZER_CORE_H */
