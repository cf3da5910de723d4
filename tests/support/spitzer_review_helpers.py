"""Finished Spitzer deals for the review tests: played by computers, by chance,
and one hand-made "first trick" game (the caller holds all three fail aces).

Each is a real :class:`SpitzerGame` played to the end through the engine, so a
review of it replays exactly what a score-sheet row would hold.
"""

from __future__ import annotations

import random

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.spitzer.levels import play_spitzer_deal
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.game import SpitzerGame

from .spitzer_helpers import play_randomly, run, spitzer_game


def computer_deal(seed: int, level: str = "easy") -> SpitzerGame:
    """One deal of ``seed`` played by four computer players of ``level``."""
    players = [make_player("spitzer", level, seed * 4 + s) for s in range(4)]
    return play_spitzer_deal(SpitzerDeal.from_seed(seed), players)


def random_deal(seed: int, declare: float = 0.5) -> SpitzerGame:
    """Random legal play with frequent declarations (Zola, Schneider, calls)."""
    game = SpitzerGame.from_seed(seed)
    play_randomly(game, random.Random(seed), declare)
    return game


def first_trick_deal(seed: int) -> SpitzerGame:
    """Seat 0 holds both queens and all three fail aces and calls "first trick"."""
    rest = "CK CT C9 C8 ST SK S9 S8 HT HK H9 H8 DA DT DK D9 D8 D7 DQ HQ CJ SJ HJ DJ".split()
    random.Random(seed).shuffle(rest)
    game = spitzer_game(
        "CQ SQ CA SA HA C7 S7 H7",
        " ".join(rest[0:8]),
        " ".join(rest[8:16]),
        " ".join(rest[16:24]),
    )
    run(game, "call:first")
    play_randomly(game, random.Random(seed), 0.0)
    return game


def sample_deals() -> list[SpitzerGame]:
    """A mix of contracts: partner games, Zolas, Schneider, Sneaker, first trick."""
    games = [computer_deal(seed) for seed in range(4)]
    games += [random_deal(seed) for seed in range(1, 12, 2)]
    games += [first_trick_deal(seed) for seed in range(3)]
    return games
