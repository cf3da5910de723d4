"""The command line's game registry: ``match`` and ``bench`` find each game by its name."""

from __future__ import annotations

import pytest

from skat_desktop.ai.levels import AI_GAMES
from skat_desktop.cli import main
from skat_desktop.cli.games import CLI_GAMES, DEFAULT_GAME
from skat_desktop.cli.match import tables
from skat_desktop.cli.match_cli import GAMES
from skat_desktop.cli.match_log import TABLES, game_of, header
from skat_desktop.cli.spitzer.match import spitzer_tables
from skat_desktop.engine.api import find_game


def test_every_game_of_the_command_line_is_a_game_of_the_engine_and_the_ai() -> None:
    for name, game in CLI_GAMES.items():
        assert game.name == name == find_game(name).name
        assert name in AI_GAMES
        assert game.seats == find_game(name).seats
    assert tuple(CLI_GAMES) == GAMES and DEFAULT_GAME in CLI_GAMES


def test_the_results_files_know_each_games_scheme_from_the_registry() -> None:
    assert {name: (g.tables, g.seats) for name, g in CLI_GAMES.items()} == TABLES
    assert CLI_GAMES["skat"].tables == len(tables())
    assert CLI_GAMES["spitzer"].tables == len(spitzer_tables())
    assert "game" not in header("a", "b", 1, "official") and game_of({}) == DEFAULT_GAME
    assert game_of(header("a", "b", 1, "spitzer", "spitzer")) == "spitzer"


def test_an_unknown_game_is_refused_naming_the_registrys_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["match", "--game", "chess", "--a", "easy", "--b", "easy", "--deals", "1"]
    assert main([*argv, "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert all(name in err for name in CLI_GAMES)


def test_a_game_with_its_own_bench_reports_under_its_name() -> None:
    """Other programs read the bench JSON: the key is the registry's game name."""
    benches = {name for name, g in CLI_GAMES.items() if g.bench is not None}
    assert benches == {"spitzer"}
    assert CLI_GAMES[DEFAULT_GAME].bench is None  # its measures are the report's top level
