"""The self-test's check of Spitzer's compiled four-hand core (:mod:`..core_check`).

Registered in :data:`skat_desktop.ai.levels.AI_GAMES`: a bundle that lost
``skat_desktop.ai._spitzer_solver`` would let the Spitzer computers fall back
to the slow Python twin without a word, so the self-test asks for the core and
compares one small position with the twin.
"""

from __future__ import annotations

from typing import Final

from ..core_check import CoreCheck, CoreCheckError, agreeing_core

SEED: Final = 20261123
"""The self-test's fixed seed: the same position every run, so a failure can be replayed."""


def check_spitzer_core() -> str:
    """Fail unless Spitzer's compiled core is loaded and agrees with its twin.

    Returns the core's file path for the report.
    """
    import random

    from . import double_dummy as dd

    if dd.core_name() != "c":
        raise CoreCheckError(
            "the compiled Spitzer solver core (skat_desktop.ai._spitzer_solver) is not "
            "in use; the Spitzer computer players would fall back to the slow Python search"
        )
    cards = list(range(32))  # Spitzer plays with Skat's 32 cards
    random.Random(SEED).shuffle(cards)
    hands = tuple(sum(1 << c for c in cards[seat * 3 : seat * 3 + 3]) for seat in range(4))
    pos = dd.SpitzerPosition((hands[0], hands[1], hands[2], hands[3]), team=0b0101, leader=1)
    return agreeing_core(
        "C Spitzer core", dd.solve(pos, core="c"), dd.solve(pos, core="python"), "_spitzer_solver"
    )


SPITZER_CORE_CHECK: Final = CoreCheck("Spitzer solver core", check_spitzer_core)
"""The self-test prints ``Spitzer solver core: C (FILE)`` once the check passes."""
