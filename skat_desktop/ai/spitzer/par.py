"""Par for Spitzer: the strong level's score from the player's seat, the same cards.

As for Skat (:mod:`skat_desktop.ai.par`): the deal is shuffled again from its
own seed (:mod:`.review_replay` does the same for "play this deal again"),
the player's seat is played by ``strong`` and the other three by fresh
computers of the levels the player faced, each seeded from the deal and its
seat and without its time budget (a Spitzer search stops drawing worlds when
its budget is spent, which would make par depend on the machine's load), and
the seat's score is what the list would have written. Every Spitzer deal is
played by all four, so there is no seat without a part.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

from skat_desktop.engine.spitzer.api import SpitzerDeal, SpitzerDealRecord, SpitzerGame

from ..par import PAR_LEVEL, par_seed, play_out


def spitzer_par_player(level: str, seed: int) -> Any:
    """A Spitzer player of ``level`` for par: a search level without its time budget."""
    from ..levels import make_player
    from .search import CONFIGS, SpitzerSearchPlayer

    config = CONFIGS.get(level)
    if config is None:
        return make_player("spitzer", level, seed)
    return SpitzerSearchPlayer(level, seed, config=dataclasses.replace(config, budget_s=math.inf))


def spitzer_par(
    rules: Any,
    record: SpitzerDealRecord,
    levels: Sequence[str],
    level: str = PAR_LEVEL,
    cancelled: Callable[[], bool] | None = None,
    player: int = 0,
) -> int:
    """Table player ``player``'s score had ``level`` played their seat of ``record``.

    ``rules`` (the list's :class:`SpitzerRules`) do not change a deal's play or
    score; they are taken for the registry's one signature.
    """
    if record.result is None or not record.scores:
        raise ValueError("par needs a finished deal")
    seat = record.seats.index(player)
    chosen = [level if s == seat else levels[p] for s, p in enumerate(record.seats)]
    players = [spitzer_par_player(name, par_seed(record.seed, s)) for s, name in enumerate(chosen)]
    game = SpitzerGame(SpitzerDeal.from_seed(record.seed))
    play_out(game, players, cancelled)
    replayed = game.result
    assert replayed is not None
    return replayed.scores[seat]
