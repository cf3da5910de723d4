"""A level may give its defenders a wider tie margin (``defence_tie_tolerance``):
cards that score within it of the best count as tied, and the rules of thumb
choose among them. The declarer, and every level that leaves it unset, keep
the level-wide ``TIE_TOLERANCE``."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any

import pytest
from support.engine_helpers import CLUBS_HAND_DEAL, new_game, run

from skat_desktop.ai import card_play
from skat_desktop.ai.search_config import STRONG, TIE_TOLERANCE, LevelConfig
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.view import GameView

WIDE = dataclasses.replace(STRONG, defence_tie_tolerance=6.0)


def _view(moves: str, seat: int) -> GameView:
    view: GameView = run(new_game(OFFICIAL, **CLUBS_HAND_DEAL), moves).view(seat)
    return view


def _follows_rule(
    monkeypatch: pytest.MonkeyPatch, cfg: LevelConfig, view: GameView, gap: float
) -> bool:
    """Whether ``play_options`` ranks first the card the rules of thumb prefer
    when the search scores it ``gap`` list points below the best."""
    player = SearchPlayer("strong", 1, config=cfg)
    player.cfg = cfg  # the same settings with the Python twin as with the C core
    plays = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
    preferred = player.easy.card(view)
    other = next(c for c in plays if c != preferred)
    scores = {c: (-50.0, 0.5) for c in plays}
    scores[other] = (10.0, 0.5)
    scores[preferred] = (10.0 - gap, 0.5)
    ctx = SimpleNamespace(kind=int(GameType.CLUBS))

    def fake(*args: Any, **kw: Any) -> tuple[dict[int, tuple[float, float]], Any, list[Any]]:
        return scores, ctx, []

    monkeypatch.setattr(card_play, "scored_worlds", fake)
    best = card_play.play_options(player, view)[0].action
    assert isinstance(best, A.Play)
    chosen = int(best.card)
    assert chosen in (preferred, other)
    return chosen == preferred


def test_unset_the_tolerance_is_the_level_wide_one() -> None:
    assert STRONG.tie_tolerance(True) == STRONG.tie_tolerance(False) == TIE_TOLERANCE


def test_set_it_widens_the_defenders_margin_only() -> None:
    assert WIDE.tie_tolerance(True) == 6.0
    assert WIDE.tie_tolerance(False) == TIE_TOLERANCE


def test_a_defender_follows_the_rule_of_thumb_within_the_wider_margin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    defender = _view("18 hold pass pass declare:clubs H7", 1)
    assert _follows_rule(monkeypatch, WIDE, defender, gap=5.0)
    assert not _follows_rule(monkeypatch, WIDE, defender, gap=7.0)
    assert not _follows_rule(monkeypatch, STRONG, defender, gap=5.0)
    assert _follows_rule(monkeypatch, STRONG, defender, gap=0.5)


def test_the_declarer_keeps_the_level_wide_margin(monkeypatch: pytest.MonkeyPatch) -> None:
    declarer = _view("18 hold pass pass declare:clubs", 0)
    assert not _follows_rule(monkeypatch, WIDE, declarer, gap=5.0)
    assert _follows_rule(monkeypatch, WIDE, declarer, gap=0.5)
