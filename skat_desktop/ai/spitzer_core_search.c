/*
 * Spitzer solver core: the search (see spitzer_core.h for the design).
 *
 * Move ordering, fail-soft alpha-beta with the transposition table probed at
 * trick boundaries, and the questions built on it: the exact value (bisection
 * by null-window searches), a threshold, and the value after one card.  All
 * per-node helpers are in this file so the compiler can inline them.
 */
#include "spitzer_core.h"

static int mask_points(uint32_t m) {
    int total = 0;
    while (m) { total += SPZ_PTS[ctz32(m)]; m &= m - 1; }
    return total;
}

static inline int winner_pos(const int *t) {
    uint32_t w = SPZ_GROUP[t[0]] | SPZ_TRUMP;
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

/* Predict who takes the trick after card x; cards that suit the mover first. */
static int order_score(const Ctx *c, int seat, int x) {
    int tn = c->tn, win_card, win_seat, k, good, x_wins;
    uint32_t led;
    if (tn == 0) {
        led = SPZ_GROUP[x];
        win_card = x;
        win_seat = seat;
    } else {
        uint32_t w;
        int i;
        led = SPZ_GROUP[c->tc[0]];
        w = led | SPZ_TRUMP;
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
        cand = f ? f : (hs & SPZ_TRUMP);
        if (cand && msb32(cand) > win_card) { win_card = msb32(cand); win_seat = s2; }
    }
    x_wins = win_seat == seat;
    good = same_side(c, seat, win_seat);
    if (c->mode == MODE_POINTS) {
        if (good) return 1000 + 4 * SPZ_PTS[x] - (x_wins ? x : 0);
        return -4 * SPZ_PTS[x] - x;
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

/* Play x for the seat to move, search on (a window, or exactly when `exact`),
 * and undo; returns the value including the points of a trick x completes. */
static int play_and_search(Ctx *c, int seat, int x, int alpha, int beta, int exact) {
    int tn = c->tn, v;
    uint32_t h = c->hand[seat];
    int old_lapsed = c->lapsed;
    c->hand[seat] = h & ~(1u << x);
    c->tc[tn] = x;
    if (tn == 0 && c->ca != NO_CARD && ((h >> c->ca) & 1u) && x != c->ca && SPZ_GROUP[x] == SPZ_GROUP[c->ca])
        c->lapsed = 1; /* the holder led the called suit with another card */
    if (tn == 3) {
        int saved[4] = {c->tc[0], c->tc[1], c->tc[2], c->tc[3]};
        int old_leader = c->leader, old_team = c->team, old_caller = c->caller;
        int ws = (old_leader + winner_pos(saved)) % 4;
        if (c->caller >= 0 && ws != c->caller) { c->team |= 1 << ws; c->caller = -1; }
        c->leader = ws;
        c->tn = 0;
        if (c->mode == MODE_POINTS) {
            int gain = in_team(c, ws) ? SPZ_PTS[saved[0]] + SPZ_PTS[saved[1]] + SPZ_PTS[saved[2]] +
                                            SPZ_PTS[saved[3]]
                                      : 0;
            v = gain + (exact ? spz_solve_exact(c) : search(c, alpha - gain, beta - gain));
        } else if (trick_mode_hit(c, c->team, ws)) {
            v = 1;
        } else {
            v = exact ? spz_solve_exact(c) : search(c, alpha, beta);
        }
        c->leader = old_leader;
        c->team = old_team;
        c->caller = old_caller;
        c->tn = 3;
        memcpy(c->tc, saved, sizeof(saved));
    } else {
        c->tn = tn + 1;
        v = exact ? spz_solve_exact(c) : search(c, alpha, beta);
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
        uint32_t lower = SPZ_GROUP[x] & R & ((1u << x) - 1u);
        if (lower) {
            int l = msb32(lower);
            if (((h >> l) & 1u) && (c->mode == MODE_TRICK || SPZ_PTS[l] == SPZ_PTS[x])) continue;
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

int spz_solve_exact(Ctx *c) {
    int lo = 0, hi = max_value(c);
    while (lo < hi) {
        int test = (lo + hi + 1) / 2;
        int r = search(c, test - 1, test);
        if (r >= test) lo = r;
        else hi = r;
    }
    return lo;
}

int spz_reaches(Ctx *c, int threshold) {
    if (threshold <= 0) return 1;
    if (threshold > max_value(c)) return 0;
    return search(c, threshold - 1, threshold) >= threshold;
}

/* The exact value after the seat to move plays x (the trick's points included). */
int spz_play_and_solve(Ctx *c, int seat, int x) { return play_and_search(c, seat, x, 0, 0, 1); }
