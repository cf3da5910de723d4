"""One deal's list points under each scoring system (RULES.md §11).

The one place this rule is written: the session's score sheet, the
statistics' Seeger-Fabian figures, ``skat-desktop match`` and the AI's
utilities all call it, so they cannot drift apart.

Plain and settlement lists write the plain entries (settlement differs only in
its final balance). Seeger-Fabian changes declarer games alone; a Ramsch keeps
its entries there too, since §9 makes the loser's figure a list entry and §11's
+50 and +40/+30 are about a declarer's game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .result import GameResult, ResultKind
from .rules import Scoring

SF_GAME_BONUS: Final = 50
"""Seeger-Fabian: added to a won game, taken off a lost one."""
SF_OTHERS_BONUS: Final = {3: 40, 4: 30}
"""Seeger-Fabian: what each other player gets when the declarer loses, by table size."""


def declarer_game_points(scoring: Scoring, players: int, value: int, won: bool) -> tuple[int, int]:
    """(the declarer's entry, each other player's entry) for a game of signed
    ``value`` (a loss already negative, doubled as the rules say).

    Plain here means the declarer takes the whole entry; where the rules write
    a loss to the defenders instead, :func:`list_points` reads the result's own
    entries.
    """
    others = _others_bonus(players)
    if scoring is not Scoring.SEEGER_FABIAN:
        return value, 0
    if won:
        return value + SF_GAME_BONUS, 0
    return value - SF_GAME_BONUS, others


def list_points(
    scoring: Scoring, players: int, seats: Sequence[int], result: GameResult
) -> tuple[int, ...]:
    """Each table player's list points for one deal.

    ``seats`` names the table player at Forehand, Middlehand and Rearhand; at
    four the dealer is the one not named and still gets the Seeger-Fabian
    +30 of a lost game, as every other player does.
    """
    _others_bonus(players)  # refuses a table of any other size
    points = [0] * players
    if (
        scoring is Scoring.SEEGER_FABIAN
        and result.kind is ResultKind.GAME
        and result.declarer is not None
    ):
        own, others = declarer_game_points(scoring, players, result.value, result.won)
        declarer = seats[result.declarer]
        for player in range(players):
            points[player] = own if player == declarer else others
        return tuple(points)
    for seat in range(3):
        points[seats[seat]] = result.entries[seat]
    return tuple(points)


def _others_bonus(players: int) -> int:
    try:
        return SF_OTHERS_BONUS[players]
    except KeyError:
        raise ValueError(f"a Skat list has 3 or 4 players, not {players}") from None
