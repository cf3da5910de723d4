"""Shared helpers for the computer-player tests: quick search configs and a driver."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pytest

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.player import Player
from skat_desktop.ai.search_config import CONFIGS, LevelConfig
from skat_desktop.ai.search_player import NORMAL, STRONG, SearchPlayer
from skat_desktop.cli.match import match_rules
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.skat.deal import Deal
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
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


def first_decision(
    seed: int, want: Callable[[GameView], bool], skip: int = 0
) -> tuple[Game, GameView, SearchPlayer]:
    """The ``skip``-th decision ``want`` accepts in the deals of match ``seed``
    with ``normal`` in every seat (official rules): the game stopped there, the
    view, and the player to move."""
    rules = match_rules(PRESETS["official"])
    for index in range(40):
        players = [SearchPlayer("normal", 7 * index + s) for s in range(3)]
        game = Game(rules, Deal.from_seed(deal_seed(seed, index)))
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            if want(view):
                if skip == 0:
                    return game, view, players[seat]
                skip -= 1
            game.apply(players[seat].choose(view), seat)
    raise AssertionError("no such decision in 40 deals")


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
