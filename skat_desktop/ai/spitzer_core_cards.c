/*
 * Spitzer solver core: the card renumbering (see spitzer_core.h).
 *
 * Hearts, spades and clubs without queens and jacks, then the 14 trumps, each
 * a contiguous run of bits weakest first; the same for every game, so the
 * tables are built once when the module is imported.
 */
#include "spitzer_core.h"

static const int RANK_POINTS[8] = {0, 0, 0, 10, 2, 3, 4, 11};
/* Fail suits weakest first: 7 8 9 K T A (rank indices 7 8 9 T J Q K A = 0..7). */
static const int FAIL_ORDER[6] = {0, 1, 2, 6, 3, 7};
/* Trumps weakest first: D8 D9 DK DT DA DJ HJ SJ CJ DQ HQ SQ D7 CQ. */
static const int TRUMPS[14] = {1, 2, 6, 3, 7, 4, 12, 20, 28, 5, 13, 21, 0, 29};

uint8_t SPZ_TO_EXT[32], SPZ_TO_INT[32], SPZ_PTS[32];
uint32_t SPZ_GROUP[32], SPZ_TRUMP;

void spz_init_tables(void) {
    int n = 0, s, i;
    for (s = 1; s <= 3; s++) {
        int base = n;
        for (i = 0; i < 6; i++) SPZ_TO_EXT[n++] = (uint8_t)(s * 8 + FAIL_ORDER[i]);
        for (i = base; i < n; i++) SPZ_GROUP[i] = 0x3Fu << base;
    }
    SPZ_TRUMP = 0xFFFFFFFFu << n;
    for (i = 0; i < 14; i++) { SPZ_GROUP[n] = SPZ_TRUMP; SPZ_TO_EXT[n++] = (uint8_t)TRUMPS[i]; }
    for (i = 0; i < 32; i++) {
        SPZ_TO_INT[SPZ_TO_EXT[i]] = (uint8_t)i;
        SPZ_PTS[i] = (uint8_t)RANK_POINTS[SPZ_TO_EXT[i] & 7];
    }
}

uint32_t spz_to_internal(uint32_t mask) {
    uint32_t out = 0;
    while (mask) { out |= 1u << SPZ_TO_INT[ctz32(mask)]; mask &= mask - 1; }
    return out;
}
