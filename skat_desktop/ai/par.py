"""Par: what the strongest computer player would have made of the player's deal.

A player alone at home cannot tell a good list from good cards. Par replays
the same deal — the same cards, Bock and Ramsch marks, seats and rules — with
the player's seat taken by the ``strong`` level and the other seats by fresh
computers of the levels the player faced, and scores it with the list's own
scoring (:func:`~skat_desktop.engine.skat.list_scores.list_points`, so a
Seeger-Fabian list gets Seeger-Fabian par). Every computer is seeded from the
deal's seed and its seat, so one deal always has one par, wherever and
whenever it is worked out: the search levels play without their time budgets
(which would make the answer depend on the machine's load), bounded by their
node caps alone, and their worlds are solved one after another
(:func:`~.world_runner.serial_worlds`). The one thing left that can differ is
a decision where a node cap bites, whose count depends on what the solver's
reusable tables hold; the tables are emptied before each par. One deal's par
is noisy (the computers' sampling); over a list it is a fair yardstick.

Where the player's seat had no part — sitting out at four, or a deal that
everyone passed — par is the player's own result: there was nothing to play
better. Pure and Qt-free: the model runs it in a background thread and may
stop it between two decisions (``cancelled``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

from skat_desktop.engine.skat.game import Deal, Game
from skat_desktop.engine.skat.list_scores import list_points
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.scoring import ResultKind
from skat_desktop.engine.skat.session import DealRecord

from . import solver
from .world_runner import serial_worlds

PAR_LEVEL: Final = "strong"
"""The level whose result par is (the hint-strength setting may lower it)."""
MAX_ACTIONS: Final = 400
"""A Skat deal has well under 100 actions; more means a player is stuck."""


class ParCancelled(Exception):
    """The caller no longer wants this par (the list changed); nothing was computed."""


class _Deciding(Protocol):
    def choose(self, view: Any, /) -> Any: ...


class _DealGame(Protocol):
    @property
    def finished(self) -> bool: ...
    @property
    def to_move(self) -> int | None: ...
    def view(self, seat: int) -> Any: ...
    def legal_actions(self, seat: int) -> Sequence[Any]: ...
    def apply(self, action: Any, seat: int) -> Any: ...


def par_seed(deal_seed: int, seat: int) -> int:
    """The seed of the computer at ``seat`` when par replays the deal of ``deal_seed``."""
    return (deal_seed * 1_000_003 + 7919 * (seat + 1)) % (1 << 62)


def par_player(level: str, seed: int) -> Any:
    """A Skat player of ``level`` for par: a search level without its time budgets."""
    from .levels import make_player  # the registry imports this module
    from .search_config import CONFIGS

    config = CONFIGS.get(level)
    if config is None:
        return make_player("skat", level, seed)
    from .search_player import SearchPlayer

    untimed = dataclasses.replace(config, play_budget_s=math.inf, decl_budget_s=math.inf)
    return SearchPlayer(level, seed, config=untimed)


def play_out(
    game: _DealGame,
    players: Sequence[_Deciding],
    cancelled: Callable[[], bool] | None = None,
) -> None:
    """Let ``players`` (one per game seat) play ``game`` to its end.

    An action the engine would refuse is replaced by the first legal one, as
    the table's fallback does, so one player's slip cannot stop par.
    """
    for _ in range(MAX_ACTIONS):
        if game.finished:
            return
        if cancelled is not None and cancelled():
            raise ParCancelled
        seat = game.to_move
        if seat is None:
            raise RuntimeError("the deal is not finished but nobody is to move")
        legal = list(game.legal_actions(seat))
        action = players[seat].choose(game.view(seat))
        chosen = next((a for a in legal if a == action), legal[0])
        game.apply(chosen, seat)
    raise RuntimeError(f"the deal did not end within {MAX_ACTIONS} actions")


def skat_par(
    rules: RuleSet,
    record: DealRecord,
    levels: Sequence[str],
    level: str = PAR_LEVEL,
    cancelled: Callable[[], bool] | None = None,
    player: int = 0,
) -> int:
    """Table player ``player``'s list entry had ``level`` played their seat of ``record``.

    ``levels`` names each table player's computer level (the entry of
    ``player`` itself is ignored). ``record`` must be a finished deal.
    """
    result = record.result
    if result is None or not record.scores:
        raise ValueError("par needs a finished deal")
    own = record.scores[player]
    if result.kind in (ResultKind.PASSED_IN, ResultKind.REDEAL) or player not in record.seats:
        return own
    seat = record.seats.index(player)
    players = [
        par_player(level if s == seat else levels[record.seats[s]], par_seed(record.seed, s))
        for s in range(3)
    ]
    game = Game(
        rules, Deal.from_seed(record.seed), bock=record.bock, forced_ramsch=record.forced_ramsch
    )
    solver.reset_tables()
    with serial_worlds():
        play_out(game, players, cancelled)
    replayed = game.result
    assert replayed is not None
    return list_points(rules.scoring, rules.players, record.seats, replayed)[player]
