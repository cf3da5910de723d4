"""The ``easy`` Spitzer player: rules of thumb, no search.

It plays the way a casual player does: call a partner when holding both
queens, go alone (Zola) only with a wall of high trumps, cash aces, take a
trick cheaply when an opponent (or a seat it cannot place) is winning it,
give points to a partner known to be winning, and otherwise throw the least
valuable card.
"""

from __future__ import annotations

import random

from skat_desktop.engine.actions import Play
from skat_desktop.engine.spitzer.actions import (
    PASS,
    CallPartner,
    DeclareZola,
    SpitzerAction,
)
from skat_desktop.engine.spitzer.cards import (
    GROUP,
    POINTS,
    TRUMP_ORDER,
    TRUMPS_MASK,
    Group,
    strength,
    winning_index,
)
from skat_desktop.engine.spitzer.game import Phase
from skat_desktop.engine.spitzer.view import SpitzerView

_TOP_TRUMPS = sum(1 << c for c in TRUMP_ORDER[:4])  # CQ D7 SQ HQ


class SpitzerEasyPlayer:
    """Rules of thumb (see the module docstring); ``seed`` breaks ties."""

    level = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SpitzerView) -> SpitzerAction:
        if not view.legal:
            raise ValueError("no legal action in this view")
        if view.phase is Phase.DECLARE:
            return self._declare(view)
        return self._card(view)

    def _declare(self, view: SpitzerView) -> SpitzerAction:
        calls = [a for a in view.legal if isinstance(a, CallPartner) and not a.schneider]
        if calls:
            return self._rng.choice(calls)
        trumps = view.hand & TRUMPS_MASK
        if trumps.bit_count() >= 7 and (trumps & _TOP_TRUMPS).bit_count() >= 3:
            zola = DeclareZola()
            if zola in view.legal:
                return zola
        return PASS if PASS in view.legal else view.legal[0]

    def _card(self, view: SpitzerView) -> SpitzerAction:
        cards = [int(a.card) for a in view.legal if isinstance(a, Play)]
        if len(cards) == 1:
            return view.legal[0]
        pick = self._lead(view, cards) if not view.trick else self._follow(view, cards)
        return Play(pick)  # type: ignore[arg-type]

    def _lead(self, view: SpitzerView, cards: list[int]) -> int:
        aces = [c for c in cards if GROUP[c] != Group.TRUMP and c & 7 == 7]
        if aces:
            return max(aces, key=lambda c: POINTS[c])
        trumps = [c for c in cards if TRUMPS_MASK >> c & 1]
        if len(trumps) >= 4 and view.hand & _TOP_TRUMPS:
            return max(trumps, key=strength)
        fails = [c for c in cards if not TRUMPS_MASK >> c & 1]
        pool = fails or cards
        return min(pool, key=lambda c: (POINTS[c], strength(c), self._rng.random()))

    def _follow(self, view: SpitzerView, cards: list[int]) -> int:
        trick = [int(c) for c in view.trick]
        win_at = winning_index(trick)
        winner = (view.trick_leader + win_at) % 4
        if winner in view.partners():
            smear = [c for c in cards if not TRUMPS_MASK >> c & 1] or cards
            return max(smear, key=lambda c: (POINTS[c], -strength(c)))
        beating = [c for c in cards if winning_index([*trick, c]) == len(trick)]
        if beating:
            return min(beating, key=lambda c: (strength(c), -POINTS[c]))
        return min(cards, key=lambda c: (POINTS[c], strength(c), self._rng.random()))
