"""What each game brings to the command-line tools: its duplicate match and its bench.

``match --game NAME``, the match results files and ``bench`` find a game here by
its name (the engine's registry name, :func:`skat_desktop.engine.games.find_game`),
never by branching on it, as the model finds a game's players in
:data:`skat_desktop.ai.levels.AI_GAMES`. The entries import their game's match
and bench modules only when called: every command line is parsed with this
registry (``--game``'s choices come from it), and parsing must stay cheap.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from skat_desktop.engine.skat.rules import RuleSet
    from skat_desktop.protocol.client import EnginePool

DealPlayer = Callable[["RuleSet", str, str, int, int, "EnginePool | None"], dict[str, Any]]
"""(rules, level A, level B, match seed, deal index, engines) -> the deal's results."""
Summariser = Callable[[str, str, Iterable[dict[str, Any]], str], dict[str, Any]]
"""(level A, level B, deal results, rules name) -> the match report."""


@dataclasses.dataclass(frozen=True)
class CliGame:
    """One game as ``match`` and ``bench`` run it."""

    name: str
    """The engine's registry name: ``--game``'s value and a results file's ``game``."""
    tables: int
    """Tables each deal is played at in its duplicate scheme."""
    seats: int
    """Seats at each table."""
    scheme: str
    """How a deal is played in a match, one clause of ``match --help``."""
    scoring: str
    """What its match scores a seat with, for ``match --help``."""
    play_deal: DealPlayer
    summarise: Summariser
    fixed_rules: str | None = None
    """The ``rules`` its reports and results files name when it has one rule set
    (``--rules`` is then refused); None: the Skat presets, chosen with ``--rules``."""
    engines: bool = True
    """Whether an external engine (``cmd:COMMAND``) may play it."""
    note: str = ""
    """A word on the game in ``--game``'s help."""
    bench: Callable[[bool], dict[str, Any]] | None = None
    """Its own part of ``bench`` (``quick`` → JSON), reported under its name; None: the
    report's top-level measures are its own."""


def _skat_deal(
    rules: RuleSet, a: str, b: str, seed: int, index: int, engines: EnginePool | None
) -> dict[str, Any]:
    from .match import play_duplicate_deal

    return play_duplicate_deal(rules, a, b, seed, index, engines=engines)


def _skat_summary(
    a: str, b: str, deals: Iterable[dict[str, Any]], rules_name: str
) -> dict[str, Any]:
    from .match import summarise

    return summarise(a, b, deals, 0.0, rules_name)


def _spitzer_deal(
    _rules: RuleSet, a: str, b: str, seed: int, index: int, _engines: EnginePool | None
) -> dict[str, Any]:
    from .spitzer.match import play_spitzer_duplicate_deal

    return play_spitzer_duplicate_deal(a, b, seed, index)


def _spitzer_summary(
    a: str, b: str, deals: Iterable[dict[str, Any]], _rules_name: str
) -> dict[str, Any]:
    from .spitzer.match import summarise_spitzer

    return summarise_spitzer(a, b, deals)


def _spitzer_bench(quick: bool) -> dict[str, Any]:
    from .spitzer.bench import run_spitzer_bench

    return run_spitzer_bench(quick)


CLI_GAMES: Final[dict[str, CliGame]] = {
    "skat": CliGame(
        name="skat",
        tables=6,
        seats=3,
        scheme="every Skat deal is played at six tables (each level alone in each of the "
        "three seats against two of the other)",
        scoring="Seeger-Fabian points",
        play_deal=_skat_deal,
        summarise=_skat_summary,
    ),
    "spitzer": CliGame(
        name="spitzer",
        tables=8,
        seats=4,
        scheme="with --game spitzer every deal is played at eight tables (each level alone "
        "in each of the four seats against three of the other)",
        scoring="its own score table",
        play_deal=_spitzer_deal,
        summarise=_spitzer_summary,
        fixed_rules="spitzer",  # RULES.md §13 has no presets
        engines=False,
        note="four players; computer levels only",
        bench=_spitzer_bench,
    ),
}
"""The command line's registry, keyed by the engine's game names, in ``--help`` order."""

DEFAULT_GAME: Final = "skat"
"""The game of a match that names none: ``--game``'s default, and the game of a
results file without a ``game`` field (every file from before there were two)."""
