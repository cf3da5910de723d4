/*
 * Four-hand double-dummy solver core for Spitzer
 * (CPython extension skat_desktop.ai._spitzer_solver, limited API).
 *
 * skat_desktop/ai/spitzer_solver.py is the pure-Python twin of this search
 * (and the test oracle); skat_desktop/ai/spitzer/double_dummy.py holds the
 * public API, the friendly validation and the choice of core.
 *
 * Why it looks the way it does (the same ideas as solver_core.c for Skat):
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
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MODE_POINTS 0 /* value = points of `team` from the cards in play */
#define MODE_TRICK 1  /* value = 1 if the wanting side wins a trick */
#define NO_CARD 255
#define TT_BITS 20
#define POOL_MAX 8

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

static const int RANK_POINTS[8] = {0, 0, 0, 10, 2, 3, 4, 11};
/* Fail suits weakest first: 7 8 9 K T A (rank indices 7 8 9 T J Q K A = 0..7). */
static const int FAIL_ORDER[6] = {0, 1, 2, 6, 3, 7};
/* Trumps weakest first: D8 D9 DK DT DA DJ HJ SJ CJ DQ HQ SQ D7 CQ. */
static const int TRUMPS[14] = {1, 2, 6, 3, 7, 4, 12, 20, 28, 5, 13, 21, 0, 29};

static uint8_t TO_EXT[32], TO_INT[32], PTS[32];
static uint32_t GROUP[32], TRUMP;

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

static Table *pool[POOL_MAX];
static int pool_n = 0;

static void init_tables(void) {
    int n = 0, s, i;
    for (s = 1; s <= 3; s++) {
        int base = n;
        for (i = 0; i < 6; i++) TO_EXT[n++] = (uint8_t)(s * 8 + FAIL_ORDER[i]);
        for (i = base; i < n; i++) GROUP[i] = 0x3Fu << base;
    }
    TRUMP = 0xFFFFFFFFu << n;
    for (i = 0; i < 14; i++) { GROUP[n] = TRUMP; TO_EXT[n++] = (uint8_t)TRUMPS[i]; }
    for (i = 0; i < 32; i++) {
        TO_INT[TO_EXT[i]] = (uint8_t)i;
        PTS[i] = (uint8_t)RANK_POINTS[TO_EXT[i] & 7];
    }
}

static uint32_t to_internal(uint32_t mask) {
    uint32_t out = 0;
    while (mask) { out |= 1u << TO_INT[ctz32(mask)]; mask &= mask - 1; }
    return out;
}

static int mask_points(uint32_t m) {
    int total = 0;
    while (m) { total += PTS[ctz32(m)]; m &= m - 1; }
    return total;
}

static inline int winner_pos(const int *t) {
    uint32_t w = GROUP[t[0]] | TRUMP;
    int pos = 0, best = t[0], i;
    for (i = 1; i < 4; i++)
        if (((w >> t[i]) & 1u) && t[i] > best) { best = t[i]; pos = i; }
    return pos;
}

static inline int in_team(const Ctx *c, int seat) { return (c->team >> seat) & 1; }
static inline int same_side(const Ctx *c, int a, int b) { return in_team(c, a) == in_team(c, b); }
static inline int is_maxer(const Ctx *c, int seat) {
    return c->mode == MODE_TRICK ? (in_team(c, seat) != c->against) : in_team(c, seat);
}
static inline int trick_mode_hit(const Ctx *c, int team, int ws) {
    return (((team >> ws) & 1) != 0) != (c->against != 0);
}

static uint32_t legal_cards(const Ctx *c, int seat) {
    uint32_t h = c->hand[seat], led, f, tr;
    int duty = c->ca != NO_CARD && !c->lapsed && ((h >> c->ca) & 1u);
    if (c->tn == 0) return h;
    led = GROUP[c->tc[0]];
    f = h & led;
    if (f) return (duty && led == GROUP[c->ca]) ? (1u << c->ca) : f;
    tr = h & TRUMP;
    if (tr) return tr;
    if (duty) {
        uint32_t rest = h & ~(1u << c->ca);
        return rest ? rest : h;
    }
    return h;
}

/* Predict who takes the trick after card x; cards that suit the mover first. */
static int order_score(const Ctx *c, int seat, int x) {
    int tn = c->tn, win_card, win_seat, k, good, x_wins;
    uint32_t led;
    if (tn == 0) {
        led = GROUP[x];
        win_card = x;
        win_seat = seat;
    } else {
        uint32_t w;
        int i;
        led = GROUP[c->tc[0]];
        w = led | TRUMP;
        win_card = c->tc[0];
        win_seat = c->leader;
        for (i = 1; i < tn; i++) {
            int y = c->tc[i];
            if (((w >> y) & 1u) && y > win_card) { win_card = y; win_seat = (c->leader + i) % 4; }
        }
        if (((w >> x) & 1u) && x > win_card) { win_card = x; win_seat = seat; }
    }
    for (k = 1; k < 4 - tn; k++) {
        int s2 = (seat + k) % 4;
        uint32_t hs, f, cand;
        if (same_side(c, s2, win_seat)) continue;
        hs = c->hand[s2];
        f = hs & led;
        cand = f ? f : (hs & TRUMP);
        if (cand && msb32(cand) > win_card) { win_card = msb32(cand); win_seat = s2; }
    }
    x_wins = win_seat == seat;
    good = same_side(c, seat, win_seat);
    if (c->mode == MODE_POINTS) {
        if (good) return 1000 + 4 * PTS[x] - (x_wins ? x : 0);
        return -4 * PTS[x] - x;
    }
    if (good) return 1000 + (x_wins ? -x : x);
    return -x;
}

static inline uint32_t state_meta(const Ctx *c) {
    return c->ctx_meta | (uint32_t)c->leader | ((uint32_t)c->team << 2) |
           ((uint32_t)(c->caller + 1) << 6) | ((uint32_t)c->lapsed << 9);
}

static inline uint32_t tt_index(const Ctx *c, uint64_t k1, uint64_t k2, uint32_t meta) {
    uint64_t h = k1 * 0x9E3779B97F4A7C15ull;
    h ^= (k2 + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    h ^= (uint64_t)meta * 0x165667B19E3779F9ull;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    return (uint32_t)(h >> 32) & c->tt->mask & ~1u;
}

static int search(Ctx *c, int alpha, int beta);

static int solve_exact(Ctx *c);

/* Play x for the seat to move, search on (a window, or exactly when `exact`),
 * and undo; returns the value including the points of a trick x completes. */
static int play_and_search(Ctx *c, int seat, int x, int alpha, int beta, int exact) {
    int tn = c->tn, v;
    uint32_t h = c->hand[seat];
    int old_lapsed = c->lapsed;
    c->hand[seat] = h & ~(1u << x);
    c->tc[tn] = x;
    if (tn == 0 && c->ca != NO_CARD && ((h >> c->ca) & 1u) && x != c->ca && GROUP[x] == GROUP[c->ca])
        c->lapsed = 1; /* the holder led the called suit with another card */
    if (tn == 3) {
        int saved[4] = {c->tc[0], c->tc[1], c->tc[2], c->tc[3]};
        int old_leader = c->leader, old_team = c->team, old_caller = c->caller;
        int ws = (old_leader + winner_pos(saved)) % 4;
        if (c->caller >= 0 && ws != c->caller) { c->team |= 1 << ws; c->caller = -1; }
        c->leader = ws;
        c->tn = 0;
        if (c->mode == MODE_POINTS) {
            int gain = in_team(c, ws) ? PTS[saved[0]] + PTS[saved[1]] + PTS[saved[2]] + PTS[saved[3]] : 0;
            v = gain + (exact ? solve_exact(c) : search(c, alpha - gain, beta - gain));
        } else if (trick_mode_hit(c, c->team, ws)) {
            v = 1;
        } else {
            v = exact ? solve_exact(c) : search(c, alpha, beta);
        }
        c->leader = old_leader;
        c->team = old_team;
        c->caller = old_caller;
        c->tn = 3;
        memcpy(c->tc, saved, sizeof(saved));
    } else {
        c->tn = tn + 1;
        v = exact ? solve_exact(c) : search(c, alpha, beta);
        c->tn = tn;
    }
    c->lapsed = old_lapsed;
    c->hand[seat] = h;
    return v;
}

static int search(Ctx *c, int alpha, int beta) {
    int tn = c->tn, seat, maxer, best, nm = 0, i, j;
    int moves[8], scores[8];
    uint32_t h, legal, R;
    TTEntry *e = NULL;
    int best_move = NO_CARD, tt_best = NO_CARD, key_max = 0, at_boundary = 0;
    uint64_t key1 = 0, key2 = 0;
    uint32_t meta = 0;
    c->nodes++;

    if (tn == 0) {
        uint32_t all = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3], idx;
        int maxv, l = c->leader;
        if (!all) return 0;
        maxv = c->mode == MODE_POINTS ? mask_points(all) : 1;
        if (maxv <= alpha) return maxv;
        if (beta <= 0) return 0;
        if ((c->hand[l] & (c->hand[l] - 1)) == 0) {
            /* Last trick: every card is forced. */
            int t[4], ws, team = c->team;
            for (i = 0; i < 4; i++) t[i] = ctz32(c->hand[(l + i) % 4]);
            ws = (l + winner_pos(t)) % 4;
            if (c->caller >= 0 && ws != c->caller) team |= 1 << ws;
            if (c->mode == MODE_POINTS) return ((team >> ws) & 1) ? maxv : 0;
            return trick_mode_hit(c, team, ws);
        }
        key1 = (uint64_t)c->hand[0] | ((uint64_t)c->hand[1] << 32);
        key2 = (uint64_t)c->hand[2] | ((uint64_t)c->hand[3] << 32);
        meta = state_meta(c);
        idx = tt_index(c, key1, key2, meta);
        for (j = 0; j < 2; j++) {
            TTEntry *p = &c->tt->e[idx + (uint32_t)j];
            if (p->meta == meta && p->k1 == key1 && p->k2 == key2) { e = p; break; }
        }
        if (e) {
            if (e->lo >= beta) return e->lo;
            if (e->hi <= alpha) return e->hi;
            if (e->lo > alpha) alpha = e->lo;
            if (e->hi < beta) beta = e->hi;
            if (alpha >= beta) return e->lo;
            tt_best = e->best;
        }
        key_max = maxv;
        at_boundary = 1;
    }

    seat = (c->leader + tn) % 4;
    h = c->hand[seat];
    legal = legal_cards(c, seat);
    R = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3];
    for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
    for (uint32_t m = legal; m; m &= m - 1) {
        int x = ctz32(m), sc;
        uint32_t lower = GROUP[x] & R & ((1u << x) - 1u);
        if (lower) {
            int l = msb32(lower);
            if (((h >> l) & 1u) && (c->mode == MODE_TRICK || PTS[l] == PTS[x])) continue;
        }
        sc = x == tt_best ? 1000000 : order_score(c, seat, x);
        j = nm++;
        while (j > 0 && scores[j - 1] < sc) { scores[j] = scores[j - 1]; moves[j] = moves[j - 1]; j--; }
        scores[j] = sc;
        moves[j] = x;
    }

    maxer = is_maxer(c, seat);
    {
        const int a0 = alpha, b0 = beta;
        best = maxer ? -1 : 1000;
        for (i = 0; i < nm; i++) {
            int x = moves[i];
            int v = play_and_search(c, seat, x, alpha, beta, 0);
            if (maxer) {
                if (v > best) { best = v; best_move = x; }
                if (best > alpha) alpha = best;
            } else {
                if (v < best) { best = v; best_move = x; }
                if (best < beta) beta = best;
            }
            if (alpha >= beta) break;
        }
        if (at_boundary) {
            /* Deeper searches may have taken the slot meanwhile: look again. */
            uint32_t idx = tt_index(c, key1, key2, meta);
            TTEntry *a = &c->tt->e[idx], *b = &c->tt->e[idx + 1];
            uint8_t gen = c->tt->gen;
            if (a->meta == meta && a->k1 == key1 && a->k2 == key2) e = a;
            else if (b->meta == meta && b->k1 == key1 && b->k2 == key2) e = b;
            else {
                /* Free slots first, then entries of earlier calls, then the one
                 * that stands for less work (fewer cards). */
                if (!a->meta) e = a;
                else if (!b->meta) e = b;
                else if (a->gen != gen) e = a;
                else if (b->gen != gen) e = b;
                else e = popc64(a->k1 | a->k2) <= popc64(b->k1 | b->k2) ? a : b;
                e->k1 = key1;
                e->k2 = key2;
                e->meta = meta;
                e->lo = 0;
                e->hi = (uint8_t)key_max;
            }
            e->gen = gen;
            if (best <= a0) {
                if (best < e->hi) e->hi = (uint8_t)best;
            } else if (best >= b0) {
                if (best > e->lo) e->lo = (uint8_t)best;
            } else {
                e->lo = e->hi = (uint8_t)best;
            }
            if (e->lo > e->hi) e->lo = e->hi = (uint8_t)best;
            e->best = (uint8_t)best_move;
        }
    }
    return best;
}

static int max_value(const Ctx *c) {
    int i;
    uint32_t all = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3];
    for (i = 0; i < c->tn; i++) all |= 1u << c->tc[i];
    return c->mode == MODE_POINTS ? mask_points(all) : 1;
}

static int solve_exact(Ctx *c) {
    int lo = 0, hi = max_value(c);
    while (lo < hi) {
        int test = (lo + hi + 1) / 2;
        int r = search(c, test - 1, test);
        if (r >= test) lo = r;
        else hi = r;
    }
    return lo;
}

static int reaches(Ctx *c, int threshold) {
    if (threshold <= 0) return 1;
    if (threshold > max_value(c)) return 0;
    return search(c, threshold - 1, threshold) >= threshold;
}

/* ---------------------------------------------------------- table pool (GIL held) */

static Table *take_table(void) {
    Table *t;
    if (pool_n > 0) {
        t = pool[--pool_n];
    } else {
        t = (Table *)malloc(sizeof(Table));
        if (!t) return NULL;
        t->e = (TTEntry *)calloc((size_t)1 << TT_BITS, sizeof(TTEntry));
        if (!t->e) { free(t); return NULL; }
        t->mask = (1u << TT_BITS) - 1u;
        t->gen = 0;
    }
    t->gen = (uint8_t)(t->gen + 1);
    return t;
}

static void give_table(Table *t) {
    if (pool_n < POOL_MAX) {
        pool[pool_n++] = t;
    } else {
        free(t->e);
        free(t);
    }
}

/* ---------------------------------------------------------------- Python glue */

/* Parse (h0, h1, h2, h3, leader, trick, team, mode, against, ca, lapsed, caller
 * [, threshold]) and check it thoroughly enough that no input can make the
 * search misbehave; the Python layer gives the friendlier messages first. */
static int parse_position(PyObject *args, Ctx *c, int *extra) {
    unsigned long long h[4];
    int leader, team, mode, against, ca, lapsed, caller, cards[4], i;
    PyObject *trick;
    Py_ssize_t tn;
    uint32_t used = 0;
    int ok = extra ? PyArg_ParseTuple(args, "KKKKiO!iiiiiii", &h[0], &h[1], &h[2], &h[3], &leader,
                                      &PyTuple_Type, &trick, &team, &mode, &against, &ca, &lapsed,
                                      &caller, extra)
                   : PyArg_ParseTuple(args, "KKKKiO!iiiiii", &h[0], &h[1], &h[2], &h[3], &leader,
                                      &PyTuple_Type, &trick, &team, &mode, &against, &ca, &lapsed,
                                      &caller);
    if (!ok) return 0;
    if (leader < 0 || leader > 3 || team < 1 || team > 14 || mode < 0 || mode > 1 || against < 0 ||
        against > 1 || lapsed < 0 || lapsed > 1 || caller < -1 || caller > 3 ||
        (caller >= 0 && team != (1 << caller)) || !(ca == -1 || ca == 15 || ca == 23 || ca == 31)) {
        PyErr_SetString(PyExc_ValueError, "bad leader, side, mode, called ace or caller");
        return 0;
    }
    for (i = 0; i < 4; i++) {
        if (h[i] > 0xFFFFFFFFull || (used & (uint32_t)h[i])) {
            PyErr_SetString(PyExc_ValueError, "hand masks out of range or overlapping");
            return 0;
        }
        used |= (uint32_t)h[i];
    }
    tn = PyTuple_Size(trick);
    if (tn < 0 || tn > 3) {
        PyErr_SetString(PyExc_ValueError, "the current trick holds 0 to 3 cards");
        return 0;
    }
    for (i = 0; i < tn; i++) {
        long v = PyLong_AsLong(PyTuple_GetItem(trick, i));
        if (v == -1 && PyErr_Occurred()) return 0;
        if (v < 0 || v > 31 || ((used >> v) & 1u)) {
            PyErr_SetString(PyExc_ValueError, "bad or duplicate card in the current trick");
            return 0;
        }
        used |= 1u << v;
        cards[i] = (int)v;
    }
    {
        int mover = (leader + (int)tn) % 4;
        int k = popc64(h[mover]);
        for (i = 0; i < 4; i++) {
            int s = (leader + i) % 4;
            int want = i < tn ? k - 1 : k;
            if (popc64(h[s]) != want || k > 8 || (tn > 0 && k < 1)) {
                PyErr_SetString(PyExc_ValueError, "hand sizes do not fit the trick state");
                return 0;
            }
        }
    }
    memset(c, 0, sizeof(*c));
    c->mode = mode;
    c->against = mode == MODE_TRICK ? against : 0;
    for (i = 0; i < 4; i++) c->hand[i] = to_internal((uint32_t)h[i]);
    c->leader = leader;
    c->tn = (int)tn;
    for (i = 0; i < tn; i++) c->tc[i] = TO_INT[cards[i]];
    c->team = team;
    c->caller = caller;
    c->lapsed = lapsed;
    c->ca = ca < 0 ? NO_CARD : TO_INT[ca];
    c->ctx_meta = 0x80000000u | ((uint32_t)mode << 10) | ((uint32_t)c->against << 11) |
                  ((uint32_t)(ca < 0 ? 0 : ca + 1) << 12);
    return 1;
}

static PyObject *run_query(PyObject *args, int kind) {
    Ctx *c = (Ctx *)malloc(sizeof(Ctx));
    int threshold = 0, value = 0, n = 0, i;
    int cards[8], values[8];
    unsigned long long nodes;
    PyObject *result;
    if (!c) return PyErr_NoMemory();
    if (!parse_position(args, c, kind == 1 ? &threshold : NULL)) { free(c); return NULL; }
    c->tt = take_table();
    if (!c->tt) { free(c); return PyErr_NoMemory(); }
    Py_BEGIN_ALLOW_THREADS
    if (kind == 0) {
        value = solve_exact(c);
    } else if (kind == 1) {
        value = reaches(c, threshold);
    } else {
        /* Value after each legal card; equivalent cards copy the value just found. */
        int tn = c->tn, seat = (c->leader + tn) % 4;
        uint32_t h = c->hand[seat], legal = legal_cards(c, seat);
        uint32_t R = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3];
        for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
        for (uint32_t m = legal; m; m &= m - 1) {
            int x = ctz32(m);
            uint32_t lower = GROUP[x] & R & ((1u << x) - 1u);
            if (lower && n > 0) {
                int l = msb32(lower);
                if (((h >> l) & 1u) && (c->mode == MODE_TRICK || PTS[l] == PTS[x]) &&
                    cards[n - 1] == TO_EXT[l]) {
                    cards[n] = TO_EXT[x];
                    values[n] = values[n - 1];
                    n++;
                    continue;
                }
            }
            cards[n] = TO_EXT[x];
            values[n] = play_and_search(c, seat, x, 0, 0, 1);
            n++;
        }
    }
    Py_END_ALLOW_THREADS
    give_table(c->tt);
    nodes = c->nodes;
    free(c);
    if (kind == 0) return Py_BuildValue("(iK)", value, nodes);
    if (kind == 1) return Py_BuildValue("(OK)", value ? Py_True : Py_False, nodes);
    result = PyList_New(n);
    if (!result) return NULL;
    for (i = 0; i < n; i++) {
        PyObject *pair = Py_BuildValue("(ii)", cards[i], values[i]);
        if (!pair) { Py_DECREF(result); return NULL; }
        PyList_SetItem(result, i, pair);
    }
    return Py_BuildValue("(NK)", result, nodes);
}

static PyObject *py_solve(PyObject *self, PyObject *args) { (void)self; return run_query(args, 0); }
static PyObject *py_reaches(PyObject *self, PyObject *args) { (void)self; return run_query(args, 1); }
static PyObject *py_move_values(PyObject *self, PyObject *args) { (void)self; return run_query(args, 2); }

/* Free the pooled tables: the next call starts cold (benchmarks, tests). */
static PyObject *py_reset(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    while (pool_n > 0) {
        Table *t = pool[--pool_n];
        free(t->e);
        free(t);
    }
    Py_RETURN_NONE;
}

#define ARGS_DOC "(h0, h1, h2, h3, leader, trick, team, mode, against, called_ace, lapsed, caller"

static PyMethodDef spitzer_methods[] = {
    {"solve", py_solve, METH_VARARGS, "solve" ARGS_DOC ") -> (value, nodes)"},
    {"reaches", py_reaches, METH_VARARGS, "reaches" ARGS_DOC ", threshold) -> (bool, nodes)"},
    {"move_values", py_move_values, METH_VARARGS, "move_values" ARGS_DOC ") -> ([(card, value)], nodes)"},
    {"reset", py_reset, METH_NOARGS, "reset() -> None: free the pooled transposition tables"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef spitzer_module = {
    PyModuleDef_HEAD_INIT, "_spitzer_solver", "Four-hand double-dummy Spitzer solver core.", -1,
    spitzer_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__spitzer_solver(void) {
    init_tables();
    return PyModule_Create(&spitzer_module);
}
