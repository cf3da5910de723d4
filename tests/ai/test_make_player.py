"""One door to a computer player: ``make_player(game, level, seed)`` for both
games and every level, and one seeded random player that plays either game."""

from __future__ import annotations

import pytest

from skat_desktop.ai.easy import EasyPlayer
from skat_desktop.ai.levels import GAMES, LEVELS, make_player
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.ai.spitzer.easy import SpitzerEasyPlayer
from skat_desktop.ai.spitzer.search import SpitzerSearchPlayer
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.spitzer.game import SpitzerGame

KINDS = {
    ("skat", "random"): RandomPlayer,
    ("skat", "easy"): EasyPlayer,
    ("skat", "normal"): SearchPlayer,
    ("skat", "strong"): SearchPlayer,
    ("spitzer", "random"): RandomPlayer,
    ("spitzer", "easy"): SpitzerEasyPlayer,
    ("spitzer", "normal"): SpitzerSearchPlayer,
    ("spitzer", "strong"): SpitzerSearchPlayer,
}


def test_both_games_share_one_level_list() -> None:
    assert GAMES == ("skat", "spitzer")
    assert LEVELS == ("random", "easy", "normal", "strong")


@pytest.mark.parametrize(("game", "level"), sorted(KINDS))
def test_every_game_and_level_makes_its_player(game: str, level: str) -> None:
    player = make_player(game, level, 1)
    assert type(player) is KINDS[game, level]
    assert player.level == level


def test_names_are_read_loosely_as_a_person_types_them() -> None:
    assert make_player(" Spitzer ", "EASY", 1).level == "easy"


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_level_is_refused_naming_the_levels(game: str) -> None:
    choices = "choose one of random, easy, normal, strong"
    with pytest.raises(ValueError, match=f"unknown computer level 'grandmaster'; {choices}"):
        make_player(game, "grandmaster", 1)


def test_an_unknown_game_is_refused_naming_the_games() -> None:
    with pytest.raises(ValueError, match="unknown game 'doppelkopf'; choose one of skat, spitzer"):
        make_player("doppelkopf", "easy", 1)


def test_one_random_player_plays_a_skat_and_a_spitzer_deal_legally() -> None:
    skat = Game.from_seed(OFFICIAL, 5)
    spitzer = SpitzerGame.from_seed(5)
    for game in (skat, spitzer):
        player = RandomPlayer(3)
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            action = player.choose(view)
            assert action in view.legal
            game.apply(action, seat)


def test_the_random_player_repeats_itself_from_its_seed() -> None:
    game = SpitzerGame.from_seed(8)
    assert game.to_move is not None
    view = game.view(game.to_move)
    assert len(view.legal) > 1
    first = [RandomPlayer(4).choose(view) for _ in range(5)]
    assert first == [RandomPlayer(4).choose(view) for _ in range(5)]
    chooser = RandomPlayer(4)
    assert len({chooser.choose(view) for _ in range(40)}) > 1
