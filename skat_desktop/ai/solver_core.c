/*
 * Double-dummy solver core for Skat (CPython extension skat_desktop.ai._solver).
 *
 * The Python module skat_desktop/ai/solver.py holds the public API, the input
 * validation and a pure-Python twin of this search; this file is the fast
 * path.  Both implement the same algorithm so the twin can serve as oracle.
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
 * - No global mutable state: every call builds its own context and table, and
 *   the GIL is released while searching, so threads can solve concurrently.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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

static const int RANK_POINTS[8] = {0, 0, 0, 10, 2, 3, 4, 11};
/* Non-trump order weakest to strongest in suit/Grand/Ramsch: 7 8 9 Q K T A. */
static const int PLAIN_ORDER[7] = {0, 1, 2, 5, 6, 3, 7};

typedef struct {
    uint64_t k1;    /* hand0 | hand1 << 32 */
    uint32_t k2;    /* hand2 */
    uint8_t leader; /* 0..2 (an all-zero entry is an empty slot) */
    uint8_t lo;     /* lower bound on the value still to come */
    uint8_t hi;     /* upper bound */
    uint8_t best;   /* best lead found (internal index) or NO_CARD */
} TTEntry;

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
    int leader;
    int tn;                /* cards on the table */
    int tc[3];             /* internal cards on the table */
    TTEntry *tt;
    uint32_t ttmask;       /* number of entries - 1 (a power of two minus 1) */
    uint64_t nodes;
} Ctx;

/* Build the per-game card renumbering (see the header comment). */
static void setup_game(Ctx *c, int game, int mode, int declarer) {
    int n = 0;
    int s, i;
    memset(c, 0, sizeof(*c));
    c->mode = mode;
    c->declarer = declarer;
    if (game == GAME_NULL) {
        for (s = 0; s < 4; s++) {
            for (i = 0; i < 8; i++) {
                int card = s * 8 + i;
                c->to_ext[n] = (uint8_t)card;
                c->group[n] = 0xFFu << (s * 8);
                n++;
            }
        }
        c->trump = 0;
    } else {
        int trump_suit = game <= 3 ? game : -1;
        int base;
        for (s = 0; s < 4; s++) {
            if (s == trump_suit) continue;
            base = n;
            for (i = 0; i < 7; i++) c->to_ext[n++] = (uint8_t)(s * 8 + PLAIN_ORDER[i]);
            for (i = base; i < n; i++) c->group[i] = 0x7Fu << base;
        }
        base = n;
        if (trump_suit >= 0) {
            for (i = 0; i < 7; i++) c->to_ext[n++] = (uint8_t)(trump_suit * 8 + PLAIN_ORDER[i]);
        }
        for (s = 0; s < 4; s++) c->to_ext[n++] = (uint8_t)(s * 8 + 4);
        c->trump = (uint32_t)(0xFFFFFFFFu << base);
        for (i = base; i < 32; i++) c->group[i] = c->trump;
    }
    for (i = 0; i < 32; i++) {
        c->to_int[c->to_ext[i]] = (uint8_t)i;
        c->pts[i] = (uint8_t)RANK_POINTS[c->to_ext[i] & 7];
        c->eqpts[i] = mode == MODE_POINTS ? c->pts[i] : 0;
    }
    for (s = 0; s < 3; s++) {
        int is_decl = s == declarer;
        if (mode == MODE_POINTS && game != GAME_RAMSCH) {
            c->maxside[s] = is_decl;
            c->desire[s] = is_decl ? 1 : -1;
        } else if (mode == MODE_POINTS) { /* Ramsch, paranoid */
            c->maxside[s] = !is_decl;
            c->desire[s] = is_decl ? -1 : 1;
        } else if (mode == MODE_NULL) {
            c->maxside[s] = !is_decl;
            c->desire[s] = is_decl ? -1 : 1;
        } else { /* Schwarz: defenders maximise "a defender wins a trick" */
            c->maxside[s] = !is_decl;
            c->desire[s] = is_decl ? 1 : -1;
        }
    }
}

static uint32_t to_internal(const Ctx *c, uint32_t mask) {
    uint32_t out = 0;
    while (mask) {
        int card = ctz32(mask);
        mask &= mask - 1;
        out |= 1u << c->to_int[card];
    }
    return out;
}

static int mask_points(const Ctx *c, uint32_t m) {
    int total = 0;
    while (m) {
        total += c->pts[ctz32(m)];
        m &= m - 1;
    }
    return total;
}

/* Position of the winning card within a complete trick (0, 1 or 2). */
static inline int trick_winner_pos(const Ctx *c, int t0, int t1, int t2) {
    uint32_t w = c->group[t0] | c->trump;
    int pos = 0, best = t0;
    if (((w >> t1) & 1u) && t1 > best) { best = t1; pos = 1; }
    if (((w >> t2) & 1u) && t2 > best) { pos = 2; }
    return pos;
}

/* Can `seat` legally play a card beating the current winning card x? */
static inline int can_beat(const Ctx *c, int seat, int x, uint32_t led) {
    uint32_t hs = c->hand[seat];
    uint32_t f = hs & led;
    uint32_t cand = f ? f : (hs & c->trump);
    return cand != 0 && msb32(cand) > x;
}

static inline int good_for(const Ctx *c, int seat, int winner) {
    return (winner == c->declarer) == (c->desire[seat] > 0);
}

/* Would `seat` (yet to play) take the trick from the current winner? */
static inline int wants_and_can(const Ctx *c, int seat, int win_card, int win_seat, uint32_t led) {
    return !good_for(c, seat, win_seat) && good_for(c, seat, seat) && can_beat(c, seat, win_card, led);
}

/*
 * Heuristic move score, higher first.  The idea: predict who takes the trick
 * after this card (exactly for the last seat, roughly before), try cards whose
 * predicted outcome suits the mover first, and among those add points when the
 * trick goes the mover's way and save points (and high cards) when it does not.
 */
static int order_score(const Ctx *c, int seat, int x) {
    int tn = c->tn;
    int win_card, win_seat, pred;
    uint32_t led;
    int good, x_wins;
    if (tn == 0) {
        int n1 = (seat + 1) % 3, n2 = (seat + 2) % 3;
        led = c->group[x];
        win_card = x;
        win_seat = seat;
        pred = seat;
        if (wants_and_can(c, n1, win_card, win_seat, led)) pred = n1;
        else if (wants_and_can(c, n2, win_card, win_seat, led)) pred = n2;
        x_wins = pred == seat;
    } else {
        int t0 = c->tc[0];
        led = c->group[t0];
        uint32_t w = led | c->trump;
        win_card = t0;
        win_seat = c->leader;
        if (tn == 2) {
            int t1 = c->tc[1];
            if (((w >> t1) & 1u) && t1 > win_card) { win_card = t1; win_seat = (c->leader + 1) % 3; }
        }
        x_wins = ((w >> x) & 1u) && x > win_card;
        if (x_wins) { win_card = x; win_seat = seat; }
        pred = win_seat;
        if (tn == 1) {
            int n1 = (seat + 1) % 3;
            if (wants_and_can(c, n1, win_card, win_seat, led)) { pred = n1; x_wins = 0; }
        }
    }
    good = good_for(c, seat, pred);
    if (c->mode == MODE_POINTS) {
        if (good) return 1000 + 4 * c->pts[x] - (x_wins ? x : 0);
        return -4 * c->pts[x] - x;
    }
    /* Null / Schwarz: no points; shed high cards when it is safe, else keep them. */
    if (good) return 1000 + (x_wins ? -x : x);
    return -x;
}

static inline uint32_t tt_index(const Ctx *c, uint64_t k1, uint32_t k2, int leader) {
    uint64_t h = k1 * 0x9E3779B97F4A7C15ull;
    h ^= ((uint64_t)k2 | ((uint64_t)leader << 32)) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 29;
    return (uint32_t)(h >> 20) & c->ttmask & ~1u;
}

static int search(Ctx *c, int alpha, int beta) {
    int tn = c->tn;
    int seat, maxer, best, nm, i, j;
    int moves[12], scores[12];
    uint32_t h, legal, R, led = 0;
    TTEntry *e = NULL;
    int best_move = NO_CARD, tt_best = NO_CARD;
    uint64_t key1 = 0;
    uint32_t key2 = 0;
    int key_max = 0, at_boundary = 0;
    c->nodes++;

    if (tn == 0) {
        uint32_t all = c->hand[0] | c->hand[1] | c->hand[2];
        int maxv;
        uint64_t k1;
        uint32_t k2, idx;
        if (!all) return 0;
        maxv = c->mode == MODE_POINTS ? mask_points(c, all) : 1;
        if (maxv <= alpha) return maxv;
        if (beta <= 0) return 0;
        if (c->hand[c->leader] == (c->hand[c->leader] & (0u - c->hand[c->leader]))) {
            /* Last trick: every seat holds one card and must play it. */
            int l = c->leader;
            int t0 = ctz32(c->hand[l]), t1 = ctz32(c->hand[(l + 1) % 3]), t2 = ctz32(c->hand[(l + 2) % 3]);
            int ws = (l + trick_winner_pos(c, t0, t1, t2)) % 3;
            if (c->mode == MODE_POINTS) return ws == c->declarer ? maxv : 0;
            if (c->mode == MODE_NULL) return ws == c->declarer;
            return ws != c->declarer;
        }
        k1 = (uint64_t)c->hand[0] | ((uint64_t)c->hand[1] << 32);
        k2 = c->hand[2];
        idx = tt_index(c, k1, k2, c->leader);
        for (j = 0; j < 2; j++) {
            TTEntry *p = &c->tt[idx + (uint32_t)j];
            if (p->leader == c->leader && p->k1 == k1 && p->k2 == k2) { e = p; break; }
        }
        if (e) {
            if (e->lo >= beta) return e->lo;
            if (e->hi <= alpha) return e->hi;
            if (e->lo > alpha) alpha = e->lo;
            if (e->hi < beta) beta = e->hi;
            if (alpha >= beta) return e->lo;
            tt_best = e->best;
        }
        key1 = k1;
        key2 = k2;
        key_max = maxv;
        at_boundary = 1;
    }

    seat = (c->leader + tn) % 3;
    h = c->hand[seat];
    legal = h;
    R = c->hand[0] | c->hand[1] | c->hand[2];
    for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
    if (tn) {
        led = c->group[c->tc[0]];
        if (h & led) legal = h & led;
    }
    nm = 0;
    for (uint32_t m = legal; m; m &= m - 1) {
        int x = ctz32(m);
        uint32_t lower = c->group[x] & R & ((1u << x) - 1u);
        int sc;
        if (lower) {
            int l = msb32(lower);
            if (((h >> l) & 1u) && c->eqpts[l] == c->eqpts[x]) continue;
        }
        sc = x == tt_best ? 1000000 : order_score(c, seat, x);
        /* insertion sort, descending score */
        j = nm++;
        while (j > 0 && scores[j - 1] < sc) {
            scores[j] = scores[j - 1];
            moves[j] = moves[j - 1];
            j--;
        }
        scores[j] = sc;
        moves[j] = x;
    }

    maxer = c->maxside[seat];
    {
        const int a0 = alpha, b0 = beta;
        best = maxer ? -1 : 1000;
        for (i = 0; i < nm; i++) {
            int x = moves[i], v;
            c->hand[seat] &= ~(1u << x);
            c->tc[tn] = x;
            if (tn == 2) {
                int t0 = c->tc[0], t1 = c->tc[1];
                int old_leader = c->leader;
                int ws = (old_leader + trick_winner_pos(c, t0, t1, x)) % 3;
                if (c->mode == MODE_POINTS) {
                    int gain = ws == c->declarer ? c->pts[t0] + c->pts[t1] + c->pts[x] : 0;
                    c->leader = ws;
                    c->tn = 0;
                    v = gain + search(c, alpha - gain, beta - gain);
                } else {
                    int bad = c->mode == MODE_NULL ? ws == c->declarer : ws != c->declarer;
                    if (bad) {
                        v = 1;
                    } else {
                        c->leader = ws;
                        c->tn = 0;
                        v = search(c, alpha, beta);
                    }
                }
                c->leader = old_leader;
                c->tn = 2;
                c->tc[0] = t0;
                c->tc[1] = t1;
            } else {
                c->tn = tn + 1;
                v = search(c, alpha, beta);
                c->tn = tn;
            }
            c->hand[seat] |= 1u << x;
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
            uint32_t idx = tt_index(c, key1, key2, c->leader);
            TTEntry *a = &c->tt[idx], *b = &c->tt[idx + 1];
            if (a->leader == c->leader && a->k1 == key1 && a->k2 == key2) e = a;
            else if (b->leader == c->leader && b->k1 == key1 && b->k2 == key2) e = b;
            else {
                /* Replace the entry that stands for less work (fewer cards). */
                if (!a->k1 && !a->k2) e = a;
                else if (!b->k1 && !b->k2) e = b;
                else e = popc32((uint32_t)a->k1 | (uint32_t)(a->k1 >> 32) | a->k2) <=
                              popc32((uint32_t)b->k1 | (uint32_t)(b->k1 >> 32) | b->k2) ? a : b;
                e->k1 = key1;
                e->k2 = key2;
                e->leader = (uint8_t)c->leader;
                e->lo = 0;
                e->hi = (uint8_t)key_max;
            }
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

/* Largest value the position can have (points still in play, or 1). */
static int max_value(const Ctx *c) {
    int i;
    uint32_t all = c->hand[0] | c->hand[1] | c->hand[2];
    for (i = 0; i < c->tn; i++) all |= 1u << c->tc[i];
    return c->mode == MODE_POINTS ? mask_points(c, all) : 1;
}

/* Exact value by null-window searches: bisection steered by fail-soft bounds. */
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

static int alloc_tt(Ctx *c) {
    int cards = popc32(c->hand[0] | c->hand[1] | c->hand[2]) + c->tn;
    uint32_t entries;
    if (cards >= 27) entries = 1u << 20;
    else if (cards >= 21) entries = 1u << 18;
    else if (cards >= 15) entries = 1u << 14;
    else entries = 1u << 10;
    c->tt = (TTEntry *)calloc(entries, sizeof(TTEntry));
    if (!c->tt) return 0;
    c->ttmask = entries - 1;
    return 1; /* calloc's zero pages are empty slots: no key has all hands empty */
}

/* ---------------------------------------------------------------- Python glue */

/* Parse (game, mode, h0, h1, h2, declarer, leader, trick_tuple) and check it
 * thoroughly enough that no input can make the search misbehave; the Python
 * layer gives the friendlier messages first. */
static int parse_position(PyObject *args, Ctx *c, int *extra, int want_extra) {
    int game, mode, declarer, leader;
    unsigned long long h[3];
    PyObject *trick;
    Py_ssize_t tn, i;
    int cards[3];
    uint32_t used = 0;
    if (want_extra) {
        if (!PyArg_ParseTuple(args, "iiKKKiiO!i", &game, &mode, &h[0], &h[1], &h[2], &declarer, &leader,
                              &PyTuple_Type, &trick, extra))
            return 0;
    } else {
        if (!PyArg_ParseTuple(args, "iiKKKiiO!", &game, &mode, &h[0], &h[1], &h[2], &declarer, &leader,
                              &PyTuple_Type, &trick))
            return 0;
    }
    if (game < 0 || game > 6) {
        PyErr_SetString(PyExc_ValueError, "game kind must be 0..6");
        return 0;
    }
    if (mode < 0 || mode > 2 || (mode == MODE_NULL) != (game == GAME_NULL) ||
        (mode == MODE_SCHWARZ && game == GAME_NULL)) {
        PyErr_SetString(PyExc_ValueError, "search mode does not fit the game kind");
        return 0;
    }
    if (declarer < 0 || declarer > 2 || leader < 0 || leader > 2) {
        PyErr_SetString(PyExc_ValueError, "declarer and leader must be seats 0..2");
        return 0;
    }
    for (i = 0; i < 3; i++) {
        if (h[i] > 0xFFFFFFFFull) {
            PyErr_SetString(PyExc_ValueError, "hand mask out of range");
            return 0;
        }
        if (used & (uint32_t)h[i]) {
            PyErr_SetString(PyExc_ValueError, "hands overlap");
            return 0;
        }
        used |= (uint32_t)h[i];
    }
    tn = PyTuple_Size(trick);
    if (tn < 0 || tn > 2) {
        PyErr_SetString(PyExc_ValueError, "the current trick holds 0 to 2 cards");
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
        int mover = (leader + (int)tn) % 3;
        int k = popc32((uint32_t)h[mover]);
        for (i = 0; i < 3; i++) {
            int s = (leader + (int)i) % 3;
            int want = i < tn ? k - 1 : k;
            if (popc32((uint32_t)h[s]) != want) {
                PyErr_SetString(PyExc_ValueError, "hand sizes do not fit the trick state");
                return 0;
            }
        }
        if (k > 10 || (tn > 0 && k < 1)) {
            PyErr_SetString(PyExc_ValueError, "hand sizes do not fit the trick state");
            return 0;
        }
    }
    setup_game(c, game, mode, declarer);
    for (i = 0; i < 3; i++) c->hand[i] = to_internal(c, (uint32_t)h[i]);
    c->leader = leader;
    c->tn = (int)tn;
    for (i = 0; i < tn; i++) c->tc[i] = c->to_int[cards[i]];
    return 1;
}

static PyObject *py_solve(PyObject *self, PyObject *args) {
    Ctx *c = (Ctx *)malloc(sizeof(Ctx));
    int value, ok;
    unsigned long long nodes;
    (void)self;
    if (!c) return PyErr_NoMemory();
    if (!parse_position(args, c, NULL, 0)) { free(c); return NULL; }
    Py_BEGIN_ALLOW_THREADS
    ok = alloc_tt(c);
    value = ok ? solve_exact(c) : 0;
    free(c->tt);
    Py_END_ALLOW_THREADS
    nodes = c->nodes;
    free(c);
    if (!ok) return PyErr_NoMemory();
    return Py_BuildValue("(iK)", value, nodes);
}

static PyObject *py_reaches(PyObject *self, PyObject *args) {
    Ctx *c = (Ctx *)malloc(sizeof(Ctx));
    int threshold = 0, value, ok;
    unsigned long long nodes;
    (void)self;
    if (!c) return PyErr_NoMemory();
    if (!parse_position(args, c, &threshold, 1)) { free(c); return NULL; }
    Py_BEGIN_ALLOW_THREADS
    ok = alloc_tt(c);
    value = ok ? reaches(c, threshold) : 0;
    free(c->tt);
    Py_END_ALLOW_THREADS
    nodes = c->nodes;
    free(c);
    if (!ok) return PyErr_NoMemory();
    return Py_BuildValue("(OK)", value ? Py_True : Py_False, nodes);
}

/*
 * Value after each legal card of the seat to move.  One table serves all the
 * children (its entries do not depend on the path), and cards equivalent to an
 * already solved one copy its value.
 */
static PyObject *py_move_values(PyObject *self, PyObject *args) {
    Ctx *c = (Ctx *)malloc(sizeof(Ctx));
    int ok = 1, n = 0, i;
    int cards[10], values[10];
    unsigned long long nodes;
    PyObject *result;
    (void)self;
    if (!c) return PyErr_NoMemory();
    if (!parse_position(args, c, NULL, 0)) { free(c); return NULL; }
    Py_BEGIN_ALLOW_THREADS
    {
        int tn = c->tn, seat = (c->leader + tn) % 3;
        uint32_t h = c->hand[seat], legal = h, R = c->hand[0] | c->hand[1] | c->hand[2];
        for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
        if (tn && (h & c->group[c->tc[0]])) legal = h & c->group[c->tc[0]];
        ok = alloc_tt(c);
        for (uint32_t m = legal; ok && m; m &= m - 1) {
            int x = ctz32(m), v;
            uint32_t lower = c->group[x] & R & ((1u << x) - 1u);
            if (lower && n > 0) {
                int l = msb32(lower);
                if (((h >> l) & 1u) && c->eqpts[l] == c->eqpts[x] && cards[n - 1] == c->to_ext[l]) {
                    /* equivalent to the card just solved */
                    cards[n] = c->to_ext[x];
                    values[n] = values[n - 1];
                    n++;
                    continue;
                }
            }
            c->hand[seat] &= ~(1u << x);
            c->tc[tn] = x;
            if (tn == 2) {
                int t0 = c->tc[0], t1 = c->tc[1], old_leader = c->leader;
                int ws = (old_leader + trick_winner_pos(c, t0, t1, x)) % 3;
                c->leader = ws;
                c->tn = 0;
                if (c->mode == MODE_POINTS) {
                    v = (ws == c->declarer ? c->pts[t0] + c->pts[t1] + c->pts[x] : 0) + solve_exact(c);
                } else {
                    int bad = c->mode == MODE_NULL ? ws == c->declarer : ws != c->declarer;
                    v = bad ? 1 : solve_exact(c);
                }
                c->leader = old_leader;
                c->tc[0] = t0;
                c->tc[1] = t1;
            } else {
                c->tn = tn + 1;
                v = solve_exact(c);
            }
            c->tn = tn;
            c->hand[seat] |= 1u << x;
            cards[n] = c->to_ext[x];
            values[n] = v;
            n++;
        }
        free(c->tt);
    }
    Py_END_ALLOW_THREADS
    nodes = c->nodes;
    free(c);
    if (!ok) return PyErr_NoMemory();
    result = PyList_New(n);
    if (!result) return NULL;
    for (i = 0; i < n; i++) {
        PyObject *pair = Py_BuildValue("(ii)", cards[i], values[i]);
        if (!pair) { Py_DECREF(result); return NULL; }
        PyList_SetItem(result, i, pair);
    }
    return Py_BuildValue("(NK)", result, nodes);
}

static PyMethodDef solver_methods[] = {
    {"solve", py_solve, METH_VARARGS,
     "solve(game, mode, h0, h1, h2, declarer, leader, trick) -> (value, nodes)"},
    {"reaches", py_reaches, METH_VARARGS,
     "reaches(game, mode, h0, h1, h2, declarer, leader, trick, threshold) -> (bool, nodes)"},
    {"move_values", py_move_values, METH_VARARGS,
     "move_values(game, mode, h0, h1, h2, declarer, leader, trick) -> ([(card, value)], nodes)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef solver_module = {
    PyModuleDef_HEAD_INIT, "_solver", "Double-dummy Skat solver core (see solver.py).", -1, solver_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__solver(void) { return PyModule_Create(&solver_module); }
