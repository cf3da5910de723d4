"""The Hall check that lets Spitzer worlds be dealt without failing draws."""

from __future__ import annotations

import itertools
import random

from skat_desktop.ai.spitzer.worlds import _feasible


def _has_a_deal(counts: list[int], cap: list[int]) -> bool:
    """By brute force: can every card bound to a mask go to one of its seats?"""
    cards = [m for m, n in enumerate(counts) for _ in range(n) if m]
    room = list(cap)

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        for seat in range(4):
            if cards[i] >> seat & 1 and room[seat] > 0:
                room[seat] -= 1
                if place(i + 1):
                    return True
                room[seat] += 1
        return False

    return place(0)


def test_the_hall_check_agrees_with_trying_every_placement() -> None:
    rng = random.Random(3)
    feasible = 0
    for _ in range(400):
        counts = [0] * 16
        for m in rng.sample(range(1, 16), 3):
            counts[m] = rng.randint(0, 3)
        cap = [rng.randint(0, 3) for _ in range(4)]
        expected = _has_a_deal(counts, cap)
        assert _feasible(counts, cap) == expected, (counts, cap)
        feasible += expected
    assert 50 < feasible < 350  # both answers were asked for often


def test_a_single_seat_mask_needs_room_at_that_seat() -> None:
    for seat, room in itertools.product(range(4), range(3)):
        counts = [0] * 16
        counts[1 << seat] = 2
        cap = [0] * 4
        cap[seat] = room
        assert _feasible(counts, cap) == (room >= 2)
