/*
 * Skat solver core: the search (see solver_core.h for the design).
 *
 * Move ordering, the static bounds, fail-soft alpha-beta with the
 * transposition table probed at trick boundaries, and the two questions built
 * on it: the exact value (bisection by null-window searches) and a threshold.
 * All per-node helpers are in this file so the compiler can inline them.
 */
#include "solver_core.h"

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
    if (c->limit && c->nodes > c->limit) {
        c->aborted = 1;
        return alpha;
    }

    if (tn == 0) {
        uint32_t all = c->hand[0] | c->hand[1] | c->hand[2];
        int maxv;
        uint64_t k1;
        uint32_t k2, idx;
        if (!all) return 0;
        maxv = c->mode == MODE_POINTS ? c->hand_pts : 1;
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
            c->hand_pts -= c->pts[x];
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
            c->hand_pts += c->pts[x];
            if (maxer) {
                if (v > best) { best = v; best_move = x; }
                if (best > alpha) alpha = best;
            } else {
                if (v < best) { best = v; best_move = x; }
                if (best < beta) beta = best;
            }
            if (alpha >= beta || c->aborted) break;
        }
        if (at_boundary && !c->aborted) {
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
int sk_max_value(const Ctx *c) {
    int i;
    uint32_t all = c->hand[0] | c->hand[1] | c->hand[2];
    for (i = 0; i < c->tn; i++) all |= 1u << c->tc[i];
    return c->mode == MODE_POINTS ? mask_points(c, all) : 1;
}

/* Exact value by null-window searches: bisection steered by fail-soft bounds. */
int sk_solve_exact(Ctx *c) {
    int lo = 0, hi = sk_max_value(c);
    while (lo < hi && !c->aborted) {
        int test = (lo + hi + 1) / 2;
        int r = search(c, test - 1, test);
        if (r >= test) lo = r;
        else hi = r;
    }
    return lo;
}

int sk_reaches(Ctx *c, int threshold) {
    if (threshold <= 0) return 1;
    if (threshold > sk_max_value(c)) return 0;
    return search(c, threshold - 1, threshold) >= threshold;
}
