"""Which games the discard and the declaration simulate after a pick-up.

The ``game_candidates`` games most likely won are simulated; with
``LevelConfig.decl_gain_game`` so is the game the rules of thumb value most,
which a ranking by win chance alone can drop: a Grand with three Jacks, worth
far more, behind three suit games that are a little safer.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from pytest import MonkeyPatch
from support.engine_helpers import new_game, run

from skat_desktop.ai import declaring
from skat_desktop.ai.search_config import NORMAL, STRONG
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


def _games(decl_gain_game: bool) -> set[GameType]:
    game: Game = run(new_game(OFFICIAL, **THREE_JACKS), "18 hold pass pass pickup")
    view = game.view(0)
    cfg = dataclasses.replace(STRONG, declare_worlds=4, decl_first=2, decl_gain_game=decl_gain_game)
    plan = declaring.plan_after_pickup(SearchPlayer("strong", 3, config=cfg), view, view.hand)
    return {decl.game for _, decl, _, _ in plan}


def test_the_most_likely_games_leave_out_the_grand() -> None:
    assert _games(False) == {GameType.HEARTS, GameType.DIAMONDS, GameType.CLUBS}


def test_the_game_valued_most_is_simulated_beside_them() -> None:
    assert _games(True) == {GameType.HEARTS, GameType.DIAMONDS, GameType.CLUBS, GameType.GRAND}


def test_both_levels_rank_their_games_by_win_chance_alone() -> None:
    assert not NORMAL.decl_gain_game and not STRONG.decl_gain_game


def test_the_rules_of_thumb_are_worked_out_once_per_candidate(monkeypatch: MonkeyPatch) -> None:
    """Both settings read the same (utility, win) of each (discard, game)."""
    calls: list[object] = []
    real = declaring.est.declaration_prior

    def counting(*args: Any) -> tuple[float, float]:
        calls.append(args[1:4])
        return real(*args)

    monkeypatch.setattr(declaring.est, "declaration_prior", counting)
    game: Game = run(new_game(OFFICIAL, **THREE_JACKS), "18 hold pass pass pickup")
    view = game.view(0)
    cfg = dataclasses.replace(STRONG, declare_worlds=4, decl_first=2, decl_gain_game=True)
    declaring.plan_after_pickup(SearchPlayer("strong", 3, config=cfg), view, view.hand)
    assert calls and len(calls) == len({repr(c) for c in calls})
