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
 * - Static bounds first: a threshold at or below 0 or above the points left is
 *   answered before any table is taken, and the root's table entry (from an
 *   earlier call in the same context) answers repeated questions without a
 *   search.
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

static Table pool[POOL_SIZE];
static PyThread_type_lock pool_lock = NULL;

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
    uint32_t stamp;        /* this call's stamp */
    uint32_t epoch;        /* entries with a smaller stamp are stale */
    int context;
    uint64_t nodes;
} Ctx;

/* Build the per-game card renumbering (see the header comment). */
static void setup_game(Ctx *c, int game, int mode, int declarer) {
    int n = 0;
    int s, i;
    memset(c, 0, sizeof(*c));
    c->mode = mode;
    c->declarer = declarer;
    c->context = game * 16 + mode * 4 + declarer;
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

/*
 * Null, at a trick boundary: is the declarer forced to win this very trick?
 * In Null the internal order is the plain card order (7 8 9 T J Q K A per
 * suit), so a suit "dominates" when the declarer's lowest card in it beats
 * every card the defenders hold in it (or they hold none).  A defender on lead
 * with a card of a dominated suit leads it and the declarer must take the
 * trick; a declarer on lead whose every suit is dominated must take it too.
 * A static bound: exact, costs a few bit operations, saves the search below.
 */
static inline int null_forced_win(const Ctx *c) {
    int d = c->declarer, s;
    uint32_t dh = c->hand[d];
    uint32_t opp = c->hand[(d + 1) % 3] | c->hand[(d + 2) % 3];
    uint32_t lead_hand = c->hand[c->leader];
    int all_dominated = 1;
    for (s = 0; s < 4; s++) {
        uint32_t sm = 0xFFu << (8 * s);
        uint32_t ds = dh & sm, os = opp & sm;
        int dominated;
        if (!ds) continue;
        dominated = !os || ctz32(ds) > msb32(os);
        if (c->leader == d) {
            if (!dominated) all_dominated = 0;
        } else if (dominated && (lead_hand & sm)) {
            return 1;
        }
    }
    return c->leader == d && all_dominated && dh != 0;
}

static inline int tt_match(const Ctx *c, const TTEntry *p, uint64_t k1, uint32_t k2) {
    return p->stamp >= c->epoch && p->k1 == k1 && p->k2 == k2 && (int)p->leader == c->leader;
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
        if (c->mode == MODE_NULL && null_forced_win(c)) return 1;
        k1 = (uint64_t)c->hand[0] | ((uint64_t)c->hand[1] << 32);
        k2 = c->hand[2];
        idx = tt_index(c, k1, k2, c->leader);
        for (j = 0; j < 2; j++) {
            TTEntry *p = &c->tt[idx + (uint32_t)j];
            if (tt_match(c, p, k1, k2)) { e = p; break; }
        }
        if (e) {
            int lo = (int)e->lo, hi = (int)e->hi;
            e->stamp = c->stamp; /* recently useful: keep it over older entries */
            if (lo >= beta) return lo;
            if (hi <= alpha) return hi;
            if (lo > alpha) alpha = lo;
            if (hi < beta) beta = hi;
            if (alpha >= beta) return lo;
            tt_best = e->best == TT_NO_BEST ? NO_CARD : (int)e->best;
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
            int lo, hi;
            if (tt_match(c, a, key1, key2)) e = a;
            else if (tt_match(c, b, key1, key2)) e = b;
            else {
                /* A stale slot first, then the one an older call used, then the
                 * one that stands for less work (fewer cards). */
                if (a->stamp < c->epoch) e = a;
                else if (b->stamp < c->epoch) e = b;
                else if (a->stamp != b->stamp) e = a->stamp < b->stamp ? a : b;
                else e = popc32((uint32_t)a->k1 | (uint32_t)(a->k1 >> 32) | a->k2) <=
                              popc32((uint32_t)b->k1 | (uint32_t)(b->k1 >> 32) | b->k2) ? a : b;
                e->k1 = key1;
                e->k2 = key2;
                e->leader = (uint32_t)c->leader;
                e->lo = 0;
                e->hi = (uint32_t)key_max;
            }
            lo = (int)e->lo;
            hi = (int)e->hi;
            if (best <= a0) {
                if (best < hi) hi = best;
            } else if (best >= b0) {
                if (best > lo) lo = best;
            } else {
                lo = hi = best;
            }
            if (lo > hi) lo = hi = best;
            e->lo = (uint32_t)lo;
            e->hi = (uint32_t)hi;
            e->best = best_move == NO_CARD ? TT_NO_BEST : (uint32_t)best_move;
            e->stamp = c->stamp;
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
static Table *acquire_table(int context, Table *spare) {
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
        /* calloc's zero pages are empty slots (stamp 0 is below every epoch). */
        t->e = (TTEntry *)calloc((size_t)1 << TT_BITS_MAX, sizeof(TTEntry));
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

static void release_table(Table *t, Table *spare) {
    if (t == spare) {
        free(t->e);
        t->e = NULL;
        return;
    }
    PyThread_acquire_lock(pool_lock, WAIT_LOCK);
    t->in_use = 0;
    PyThread_release_lock(pool_lock);
}

/* Start a call on table ``t``: a new stamp, a new epoch if the context changed. */
static void begin_call(Ctx *c, Table *t) {
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

/* Forget every table's entries (the next call in any context starts empty). */
static void reset_tables(void) {
    int i;
    PyThread_acquire_lock(pool_lock, WAIT_LOCK);
    for (i = 0; i < POOL_SIZE; i++) {
        if (pool[i].e && !pool[i].in_use) {
            pool[i].context = -1;
        }
    }
    PyThread_release_lock(pool_lock);
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
    Ctx c;
    Table spare, *t = NULL;
    int value = 0;
    (void)self;
    if (!parse_position(args, &c, NULL, 0)) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (max_value(&c) > 0) {
        t = acquire_table(c.context, &spare);
        if (t) {
            begin_call(&c, t);
            value = solve_exact(&c);
            release_table(t, &spare);
        }
    }
    Py_END_ALLOW_THREADS
    if (!t && max_value(&c) > 0) return PyErr_NoMemory();
    return Py_BuildValue("(iK)", value, (unsigned long long)c.nodes);
}

static PyObject *py_reaches(PyObject *self, PyObject *args) {
    Ctx c;
    Table spare, *t = NULL;
    int threshold = 0, value, need_search;
    (void)self;
    if (!parse_position(args, &c, &threshold, 1)) return NULL;
    /* Static bounds: nothing to search, no table to take. */
    need_search = threshold > 0 && threshold <= max_value(&c);
    value = threshold <= 0;
    if (need_search) {
        Py_BEGIN_ALLOW_THREADS
        t = acquire_table(c.context, &spare);
        if (t) {
            begin_call(&c, t);
            value = reaches(&c, threshold);
            release_table(t, &spare);
        }
        Py_END_ALLOW_THREADS
        if (!t) return PyErr_NoMemory();
    }
    return Py_BuildValue("(OK)", value ? Py_True : Py_False, (unsigned long long)c.nodes);
}

static PyObject *py_reset_tables(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    Py_BEGIN_ALLOW_THREADS
    reset_tables();
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

/*
 * Value after each legal card of the seat to move.  One table serves all the
 * children (its entries do not depend on the path), and cards equivalent to an
 * already solved one copy its value.
 */
static PyObject *py_move_values(PyObject *self, PyObject *args) {
    Ctx ctx, *c = &ctx;
    Table spare, *t;
    int ok = 1, n = 0, i;
    int cards[10], values[10];
    PyObject *result;
    (void)self;
    if (!parse_position(args, c, NULL, 0)) return NULL;
    Py_BEGIN_ALLOW_THREADS
    {
        int tn = c->tn, seat = (c->leader + tn) % 3;
        uint32_t h = c->hand[seat], legal = h, R = c->hand[0] | c->hand[1] | c->hand[2];
        for (i = 0; i < tn; i++) R |= 1u << c->tc[i];
        if (tn && (h & c->group[c->tc[0]])) legal = h & c->group[c->tc[0]];
        t = acquire_table(c->context, &spare);
        ok = t != NULL;
        if (ok) begin_call(c, t);
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
        if (ok) release_table(t, &spare);
    }
    Py_END_ALLOW_THREADS
    if (!ok) return PyErr_NoMemory();
    result = PyList_New(n);
    if (!result) return NULL;
    for (i = 0; i < n; i++) {
        PyObject *pair = Py_BuildValue("(ii)", cards[i], values[i]);
        if (!pair) { Py_DECREF(result); return NULL; }
        PyList_SetItem(result, i, pair);
    }
    return Py_BuildValue("(NK)", result, (unsigned long long)c->nodes);
}

static PyMethodDef solver_methods[] = {
    {"solve", py_solve, METH_VARARGS,
     "solve(game, mode, h0, h1, h2, declarer, leader, trick) -> (value, nodes)"},
    {"reaches", py_reaches, METH_VARARGS,
     "reaches(game, mode, h0, h1, h2, declarer, leader, trick, threshold) -> (bool, nodes)"},
    {"move_values", py_move_values, METH_VARARGS,
     "move_values(game, mode, h0, h1, h2, declarer, leader, trick) -> ([(card, value)], nodes)"},
    {"reset_tables", py_reset_tables, METH_NOARGS,
     "reset_tables() -> None: forget the pooled tables' entries (tests compare fresh tables)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef solver_module = {
    PyModuleDef_HEAD_INIT, "_solver", "Double-dummy Skat solver core (see solver.py).", -1, solver_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__solver(void) {
    if (!pool_lock) {
        pool_lock = PyThread_allocate_lock();
        if (!pool_lock) return PyErr_NoMemory();
    }
    return PyModule_Create(&solver_module);
}
