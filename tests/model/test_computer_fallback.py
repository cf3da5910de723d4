"""The table model's computers come from ``ai.levels.make_player`` for any game;
the model adds only its step-down and says which level really plays."""

from __future__ import annotations

import pytest

from skat_desktop.ai import levels
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.ai.spitzer.easy import SpitzerEasyPlayer
from skat_desktop.model import table_model
from skat_desktop.model.table_model import make_computer


@pytest.mark.parametrize("game", levels.GAMES)
@pytest.mark.parametrize("level", levels.LEVELS)
def test_every_level_plays_as_itself(game: str, level: str) -> None:
    player, actual = make_computer(game, level, 3)
    assert actual == level == player.level


@pytest.mark.parametrize("game", levels.GAMES)
def test_a_level_this_version_lacks_is_refused_by_name(game: str) -> None:
    with pytest.raises(ValueError, match="choose one of random, easy, normal, strong"):
        make_computer(game, "grandmaster", 3)


def test_a_level_that_cannot_be_made_steps_down(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def make(game: str, level: str, seed: int | None = None) -> object:
        asked.append(level)
        if level in ("strong", "normal"):
            raise OSError("solver library missing")
        return levels.make_player(game, level, seed)

    monkeypatch.setattr(table_model, "make_player", make)
    player, actual = make_computer("spitzer", "strong", 3)
    assert asked == ["strong", "normal", "easy"]
    assert actual == "easy" and isinstance(player, SpitzerEasyPlayer)


def test_when_nothing_else_can_be_made_the_shared_random_player_plays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def fail(game: str, level: str, seed: int | None = None) -> object:
        raise OSError("broken")

    monkeypatch.setattr(table_model, "make_player", fail)
    player, actual = make_computer("spitzer", "easy", 3)
    assert actual == "random" and isinstance(player, RandomPlayer)
