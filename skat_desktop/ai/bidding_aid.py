"""The bidding aid's rows: each sensible game of a hand, its value and its chance.

A learner bidding for the first time needs what a club player counts in their
head: "clubs with 2, play 3, times 12: 36". The values come from the engine
(:func:`~skat_desktop.engine.skat.game_values.game_worth`), the chances from the
rules-of-thumb estimates the computers bid with
(:func:`~.hand_estimates.bidding_options`, plus the same table edge their
auction prior adds), so the aid says what the computers would think of the hand.
They are table lookups, well under a millisecond once the tables are built
(:func:`warm_up`, in the background); a cache keeps a redrawn panel from asking
twice.
"""

from __future__ import annotations

import dataclasses
import functools

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.game_values import GameWorth, game_worth, null_worths
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.tricks import TRUMPS

from . import hand_estimates as est
from .evaluation import TRUMP_GAMES

MIN_TRUMPS = 4
"""A suit game is listed from this many trumps (jacks included) on the ten
cards; the longest suit always is."""
NULL_SHOWN = 0.25
"""Null is listed when its estimated chance reaches this."""


@dataclasses.dataclass(frozen=True)
class AidRow:
    """One game the hand could play: its price and the computers' estimate."""

    game: GameType
    worth: GameWorth | None
    """None for Null, whose values are fixed (:attr:`null_values`)."""
    chance: float
    """Estimated chance to win it after picking up the skat."""
    hand_chance: float
    """The same as a hand game."""

    @property
    def value(self) -> int:
        """The value after picking up, the skat bringing no matador (Null: 23)."""
        return self.worth.value if self.worth is not None else null_worths()[0]

    @property
    def best_value(self) -> int:
        """The highest of the values listed for the row (hand, Schneider, Ouvert)."""
        if self.worth is None:
            return max(null_worths())
        return max(self.worth.hand_value, self.worth.schneider_value)


def warm_up() -> None:
    """Build the estimates' lookup tables (about 40 ms, once per run) ahead of the
    first bid, so the aid never makes the player wait; safe in a worker thread."""
    for game in (*TRUMP_GAMES, GameType.NULL):
        est.win_estimate(game, 0, 0, pre=True)


def _chance(win: float) -> float:
    return min(1.0, win + est.PLAY_EDGE)


@functools.lru_cache(maxsize=64)
def aid_rows(rules: RuleSet, hand10: int, seat: int, unknown: int) -> tuple[AidRow, ...]:
    """The sensible games of ``hand10`` at ``seat`` (0 F, 1 M, 2 R), best chance first.

    Suit games with at least :data:`MIN_TRUMPS` trumps (and the longest one),
    always Grand, Null when it has a chance.
    """
    options = est.bidding_options(rules, hand10, seat, unknown)
    chances: dict[tuple[GameType, bool], float] = {}
    for option in options:
        c = option.contract
        if c.ouvert or c.schneider:
            continue
        chances[(c.game, c.hand)] = _chance(option.win)
    suits = [GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS]
    longest = max(suits, key=lambda g: ((hand10 & TRUMPS[g]).bit_count(), int(g)))
    rows: list[AidRow] = []
    for game in (*suits, GameType.GRAND):
        trumps = (hand10 & TRUMPS[game]).bit_count()
        if game.is_suit and trumps < MIN_TRUMPS and game is not longest:
            continue
        worth = game_worth(rules, game, hand10, unknown)
        rows.append(AidRow(game, worth, chances[(game, False)], chances[(game, True)]))
    null = chances[(GameType.NULL, False)]
    if null >= NULL_SHOWN:
        rows.append(AidRow(GameType.NULL, None, null, chances[(GameType.NULL, True)]))
    rows.sort(key=lambda r: -r.chance)
    return tuple(rows)
