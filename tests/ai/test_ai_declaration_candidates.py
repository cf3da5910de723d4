"""Which games the discard and the declaration simulate after a pick-up.

The ``game_candidates`` games most likely won are simulated: a ranking by
win chance alone, which can drop a Grand with three Jacks, worth far more,
behind three suit games that are a little safer.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from pytest import MonkeyPatch
from support.engine_helpers import new_game, run

from skat_desktop.ai import declaring
from skat_desktop.ai.search_config import STRONG
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL

THREE_JACKS = {
    "f": "DJ DQ DK DA H7 H9 HJ HQ SJ CT",
    "m": "D7 D8 D9 DT H8 HT HK HA S7 S8",
    "r": "S9 ST SQ SK SA C7 C8 C9 CJ CQ",
    "skat": "CK CA",
}
"""Forehand picks up the Ace and King of Clubs: Hearts, Diamonds and Clubs
are each more likely won than a Grand, which is worth twice as much."""


SMALL = dataclasses.replace(STRONG, declare_worlds=4, decl_first=2)


def test_the_most_likely_games_leave_out_the_grand() -> None:
    game: Game = run(new_game(OFFICIAL, **THREE_JACKS), "18 hold pass pass pickup")
    view = game.view(0)
    plan = declaring.plan_after_pickup(SearchPlayer("strong", 3, config=SMALL), view, view.hand)
    assert {decl.game for _, decl, _, _ in plan} == {
        GameType.HEARTS,
        GameType.DIAMONDS,
        GameType.CLUBS,
    }


def test_the_rules_of_thumb_are_worked_out_once_per_candidate(monkeypatch: MonkeyPatch) -> None:
    """The prior of each (discard, game) is worked out once, however often the
    halving ranks it (``decl_prior_worlds``)."""
    calls: list[object] = []
    real = declaring.est.declaration_prior

    def counting(*args: Any) -> tuple[float, float]:
        calls.append(args[1:4])
        return real(*args)

    monkeypatch.setattr(declaring.est, "declaration_prior", counting)
    game: Game = run(new_game(OFFICIAL, **THREE_JACKS), "18 hold pass pass pickup")
    view = game.view(0)
    declaring.plan_after_pickup(SearchPlayer("strong", 3, config=SMALL), view, view.hand)
    assert calls and len(calls) == len({repr(c) for c in calls})
