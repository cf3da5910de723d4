/*
 * Skat solver core: the per-game card renumbering (see solver_core.h).
 *
 * Each follow group becomes a contiguous bit range, weakest card first, the
 * trump group on top; the tables built here (groups, points, the mapping both
 * ways) and the seats' roles are all the search needs to know about the game.
 */
#include "solver_core.h"

static const int RANK_POINTS[8] = {0, 0, 0, 10, 2, 3, 4, 11};
/* Non-trump order weakest to strongest in suit/Grand/Ramsch: 7 8 9 Q K T A. */
static const int PLAIN_ORDER[7] = {0, 1, 2, 5, 6, 3, 7};

/* Build the per-game card renumbering (see the header comment). */
void sk_setup_game(Ctx *c, int game, int mode, int declarer) {
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

uint32_t sk_to_internal(const Ctx *c, uint32_t mask) {
    uint32_t out = 0;
    while (mask) {
        int card = ctz32(mask);
        mask &= mask - 1;
        out |= 1u << c->to_int[card];
    }
    return out;
}
