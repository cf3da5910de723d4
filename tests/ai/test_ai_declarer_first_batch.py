"""The declarer's card decisions may try every card in more worlds before the
weaker cards are dropped (``declarer_first_batch``) than the defenders' do."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from skat_desktop.ai import card_play
from skat_desktop.ai.search_config import CONFIGS, NORMAL, STRONG
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.ai.world_runner import Stat
from skat_desktop.engine import actions as A
from skat_desktop.engine.rules import OFFICIAL
from skat_desktop.engine.view import GameView

from support.engine_helpers import new_game, run

HANDS = {
    "f": "CJ SJ HJ DJ CA CT CK CQ C9 H7",
    "m": "HA HK D7 D8 D9 DT DQ DK DA S7",
    "r": "H8 H9 C8 C7 SA ST SK SQ S9 S8",
    "skat": "HT HQ",
}


def _first_batches(monkeypatch: pytest.MonkeyPatch, level: str, seat: int, moves: str) -> int:
    """The ``first`` the card play hands to the halving for ``seat``'s decision."""
    game = run(new_game(OFFICIAL, **HANDS), "18 hold pass pass declare:clubs " + moves)
    view: GameView = game.view(seat)
    assert view.to_move == seat
    seen: dict[str, Any] = {}

    def fake(moves: Any, worlds: Any, evaluate: Any, **kw: Any) -> dict[int, Any]:
        seen.update(kw)
        return {m: Stat(total=0.0, n=1) for m in moves}

    monkeypatch.setattr(card_play, "halving", fake)
    player = SearchPlayer(level, 1)
    # The level's own settings, also where only the Python twin scales them down.
    player.cfg = dataclasses.replace(CONFIGS[level], play_worlds=4)
    cards = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
    card_play.scored_worlds(player, view, cards)
    return int(seen["first"])


def test_play_first_is_the_declarers_own_where_set() -> None:
    assert STRONG.play_first(True) == STRONG.declarer_first_batch == STRONG.play_worlds
    assert STRONG.play_first(False) == STRONG.first_batch < STRONG.play_worlds
    assert NORMAL.play_first(True) == NORMAL.play_first(False) == NORMAL.first_batch


def test_scaled_keeps_the_declarers_batch_within_the_worlds() -> None:
    small = STRONG.for_python_core()
    assert small.declarer_first_batch == small.play_worlds
    assert NORMAL.for_python_core().declarer_first_batch == 0


def test_strongs_declarer_tries_every_card_in_every_world(monkeypatch: pytest.MonkeyPatch) -> None:
    # Forehand declares clubs and leads; the defenders follow in the second trick.
    assert _first_batches(monkeypatch, "strong", 0, "") == STRONG.declarer_first_batch
    assert _first_batches(monkeypatch, "strong", 1, "CJ") == STRONG.first_batch


def test_normal_keeps_one_first_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _first_batches(monkeypatch, "normal", 0, "") == NORMAL.first_batch
    assert _first_batches(monkeypatch, "normal", 1, "CJ") == NORMAL.first_batch
