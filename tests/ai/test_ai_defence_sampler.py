"""A level may sample a defender's worlds with settings of their own
(``defence_oversample``); everyone else, and every
seat before the game is declared, samples with the level's own."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from support.engine_helpers import CLUBS_HAND_DEAL, new_game, run

from skat_desktop.ai import search_player
from skat_desktop.ai.declarer_shape import ShapeWeights
from skat_desktop.ai.search_config import NORMAL, STRONG, LevelConfig
from skat_desktop.ai.search_player import SearchPlayer, defending
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.view import GameView

SPLIT = dataclasses.replace(STRONG, defence_oversample=24)


def _declared() -> list[GameView]:
    """Forehand's clubs hand game after the first card: the three seats' views."""
    game = run(new_game(OFFICIAL, **CLUBS_HAND_DEAL), "18 hold pass pass declare:clubs H7")
    return [game.view(s) for s in range(3)]


def _samplings(monkeypatch: pytest.MonkeyPatch, cfg: LevelConfig, view: GameView) -> dict[str, Any]:
    seen: dict[str, Any] = {}

    def fake(view: GameView, n: int, rng: random.Random, **kw: Any) -> list[Any]:
        seen.update(kw)
        return []

    monkeypatch.setattr(search_player, "sample_worlds", fake)
    player = SearchPlayer("strong", 1, config=cfg)
    player.cfg = cfg  # the same settings with the Python twin as with the C core
    player.sample(view, 8)
    return seen


def test_unset_defence_settings_are_the_levels_own() -> None:
    unset = dataclasses.replace(STRONG, defence_oversample=0)
    assert unset.sampler(True) == unset.sampler(False) == (STRONG.oversample, STRONG.inference)
    assert NORMAL.sampler(True) == NORMAL.sampler(False) == (NORMAL.oversample, NORMAL.inference)


def test_strongs_defenders_deal_16_candidates_and_weigh_the_declarers_lengths() -> None:
    """The setting screened for strong's defenders (seed 2052): more
    candidates per world so that the shape factor can move the worlds."""
    assert STRONG.sampler(True) == (16, STRONG.inference)
    assert STRONG.shape_evidence == 1.0
    assert STRONG.card_worlds(defending=True) == 20 < STRONG.card_worlds(defending=False)
    assert NORMAL.shape_evidence == 0.0


def test_set_defence_settings_apply_to_defenders_only() -> None:
    assert SPLIT.sampler(True) == (24, STRONG.inference)
    assert SPLIT.sampler(False) == (STRONG.oversample, STRONG.inference)


def test_who_defends() -> None:
    views = _declared()
    assert [defending(v) for v in views] == [False, True, True]
    auction = new_game(OFFICIAL, **CLUBS_HAND_DEAL).view(1)
    assert not defending(auction)


def test_a_defenders_card_play_samples_with_the_defence_settings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    declarer, defender, _ = _declared()
    got = _samplings(monkeypatch, SPLIT, defender)
    assert (got["oversample"], got["strength"]) == (24, STRONG.inference)
    got = _samplings(monkeypatch, SPLIT, declarer)
    assert (got["oversample"], got["strength"]) == (STRONG.oversample, STRONG.inference)


def test_the_auction_samples_with_the_levels_own_settings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = new_game(OFFICIAL, **CLUBS_HAND_DEAL).view(0)
    got = _samplings(monkeypatch, SPLIT, view)
    assert (got["oversample"], got["strength"]) == (STRONG.oversample, STRONG.inference)


def test_the_shape_settings_reach_the_sampler(monkeypatch: pytest.MonkeyPatch) -> None:
    _, defender, _ = _declared()
    kept = dataclasses.replace(STRONG, shape_kept=2.0)
    got = _samplings(monkeypatch, kept, defender)
    assert got["shape"] == ShapeWeights(STRONG.shape_evidence, 2.0)
    assert STRONG.shape_kept == NORMAL.shape_kept == 1.0
    assert not NORMAL.shape_weights().active
