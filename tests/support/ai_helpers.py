"""Shared helpers for the computer-player tests: quick search configs and a driver."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pytest

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.player import Player
from skat_desktop.ai.search_config import CONFIGS, LevelConfig
from skat_desktop.ai.search_player import NORMAL, STRONG, SearchPlayer
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView

# Search levels with few worlds and no time budget (deterministic, quick): the
# tests check behaviour and legality, the bench and matches check strength.
QUICK = {
    "normal": dataclasses.replace(NORMAL.scaled(3), play_budget_s=60.0, decl_budget_s=60.0),
    "strong": dataclasses.replace(STRONG.scaled(5), play_budget_s=60.0, decl_budget_s=60.0),
}


def untimed_normal(monkeypatch: pytest.MonkeyPatch) -> LevelConfig:
    """``normal`` without time budgets, installed as the level for the test:
    only worlds and node caps decide, so the same seed plays the same game
    whatever the machine's load."""
    untimed = dataclasses.replace(NORMAL, play_budget_s=1e9, decl_budget_s=1e9)
    monkeypatch.setitem(CONFIGS, "normal", untimed)
    return untimed


def quick_player(level: str, seed: int) -> Player:
    if level in QUICK:
        return SearchPlayer(level, seed, config=QUICK[level])
    return make_player("skat", level, seed)


def play_deal(
    rules: RuleSet,
    seed: int,
    levels: Sequence[str],
    factory: Callable[[str, int], Player] = quick_player,
    on_decision: Callable[[str, Phase], None] | None = None,
    on_view: Callable[[Game, GameView], None] | None = None,
) -> Game:
    """Play one deal; every action must be legal for the view the player got.

    ``on_view`` sees the game and the mover's view before each action."""
    game = Game.from_seed(rules, seed)
    players = [factory(levels[s], seed * 3 + s) for s in range(3)]
    steps = 0
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if on_view is not None:
            on_view(game, view)
        action = players[seat].choose(view)
        assert action in view.legal, (levels[seat], view.phase, action, view.legal)
        if on_decision is not None:
            on_decision(levels[seat], view.phase)
        game.apply(action, seat)
        steps += 1
        assert steps < 500, "deal does not end"
    return game
