"""The declarer's card decisions may try every card in more worlds before the
weaker cards are dropped (``declarer_first_batch``) than the defenders' do,
and the defenders may sample their own number of worlds
(``defence_play_worlds``)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from support.engine_helpers import CLUBS_HAND_DEAL, new_game, run

from skat_desktop.ai import card_play
from skat_desktop.ai.search_config import CONFIGS, NORMAL, STRONG, LevelConfig
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.ai.world_runner import Stat
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.view import GameView


def _halving_call(
    monkeypatch: pytest.MonkeyPatch, cfg: LevelConfig, seat: int, moves: str
) -> dict[str, Any]:
    """What the card play hands to the halving for ``seat``'s decision: its
    keyword arguments, and ``worlds``, the number of worlds sampled."""
    game = run(new_game(OFFICIAL, **CLUBS_HAND_DEAL), "18 hold pass pass declare:clubs " + moves)
    view: GameView = game.view(seat)
    assert view.to_move == seat
    seen: dict[str, Any] = {}

    def fake(moves: Any, worlds: Any, evaluate: Any, **kw: Any) -> dict[int, Any]:
        seen["worlds"] = len(worlds)
        seen.update(kw)
        return {m: Stat(total=0.0, n=1) for m in moves}

    monkeypatch.setattr(card_play, "halving", fake)
    player = SearchPlayer(cfg.name, 1)
    player.cfg = cfg
    cards = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
    card_play.card_scores(player, view, cards)
    return seen


def _first_batches(monkeypatch: pytest.MonkeyPatch, level: str, seat: int, moves: str) -> int:
    """The ``first`` the card play hands to the halving for ``seat``'s decision."""
    # The level's own settings, also where only the Python twin scales them down.
    cfg = dataclasses.replace(CONFIGS[level], play_worlds=4)
    return int(_halving_call(monkeypatch, cfg, seat, moves)["first"])


def _worlds(
    monkeypatch: pytest.MonkeyPatch, cfg: LevelConfig, seat: int, moves: str
) -> tuple[int, int]:
    """(worlds handed to the halving, its ``min_worlds``) for ``seat``'s card."""
    seen = _halving_call(monkeypatch, cfg, seat, moves)
    return int(seen["worlds"]), int(seen["min_worlds"])


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


def test_scaled_shrinks_the_defenders_worlds_and_keeps_unset_unset() -> None:
    cfg = dataclasses.replace(STRONG, defence_play_worlds=20)
    for factor, expected in {4: 6, 2: 10}.items():
        assert cfg.scaled(factor).defence_play_worlds == expected
    unset = dataclasses.replace(STRONG, defence_play_worlds=0)
    assert unset.scaled(4).defence_play_worlds == 0


def test_unset_the_declarer_samples_as_many_as_the_defenders(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cfg = dataclasses.replace(STRONG, play_worlds=4, defence_play_worlds=0)
    assert _worlds(monkeypatch, cfg, 0, "") == (4, 4)
    assert _worlds(monkeypatch, cfg, 1, "CJ") == (4, 4)


def test_card_worlds_is_the_defenders_own_where_set() -> None:
    cfg = dataclasses.replace(STRONG, defence_play_worlds=20)
    assert cfg.card_worlds(defending=True) == 20
    assert cfg.card_worlds(defending=False) == STRONG.play_worlds
    assert NORMAL.card_worlds(defending=True) == NORMAL.card_worlds(False) == NORMAL.play_worlds


def test_the_defenders_sample_their_own_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = dataclasses.replace(STRONG, play_worlds=6, defence_play_worlds=4, first_batch=4)
    # Forehand declares clubs and leads; a defender follows in the second trick.
    assert _worlds(monkeypatch, cfg, 0, "") == (6, 6)
    assert _worlds(monkeypatch, cfg, 1, "CJ") == (4, 4)
    assert _worlds(monkeypatch, cfg, 2, "CJ HA") == (4, 4)
