"""Spitzer scores (RULES.md §13) as data and pure functions.

The score table is kept as a literal copy of the rules so each cell can be read
against RULES.md and tested on its own; the game only decides which row (the
contract) and which column (the declaring side's tricks and card points) apply.

Scores are handed out the Spitzer way: a positive table value is scored by each
member of the declaring side, a negative one (as a positive number) by each of
its opponents. Nobody's total ever goes down.

>>> score_value(Contract.ZOLA, Column.POINTS_61_89)
18
>>> column_for(points=60, tricks=3, big_queen_on_side=False)
<Column.POINTS_61_89: '61_89'>
>>> column_for(points=60, tricks=3, big_queen_on_side=True)
<Column.POINTS_31_60: '31_60'>
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Final

TRICKS_PER_DEAL: Final = 8


class Contract(enum.StrEnum):
    """A row of the score table: what the declaring side plays."""

    PARTNERS = "partners"
    """Nothing declared (queens' partners), or a partner call without Schneider."""
    PARTNERS_SCHNEIDER = "partners_schneider"
    """Schneider declared: the declaring side aims at 90 or more."""
    SNEAKER = "sneaker"
    """The holder of both queens played alone without saying so."""
    ZOLA = "zola"
    ZOLA_SCHNEIDER = "zola_schneider"
    ZOLA_SCHNEIDER_SCHWARZ = "zola_schneider_schwarz"

    @property
    def alone(self) -> bool:
        """One player against three (the declaring side has a single member)."""
        return self in (
            Contract.SNEAKER,
            Contract.ZOLA,
            Contract.ZOLA_SCHNEIDER,
            Contract.ZOLA_SCHNEIDER_SCHWARZ,
        )


class Column(enum.StrEnum):
    """A column of the score table: how the declaring side did."""

    NO_TRICK = "no_trick"
    POINTS_0_30 = "0_30"
    POINTS_31_60 = "31_60"
    POINTS_61_89 = "61_89"
    POINTS_90_120 = "90_120"
    ALL_TRICKS = "all_tricks"


COLUMNS: Final = tuple(Column)

SCORE_TABLE: Final[dict[Contract, tuple[int | None, ...]]] = {
    # contract:                    no trick, 0-30, 31-60, 61-89, 90-120, all tricks
    Contract.PARTNERS: (None, -9, -6, 3, 6, 9),
    Contract.PARTNERS_SCHNEIDER: (-18, -15, -12, -9, 9, 12),
    Contract.SNEAKER: (None, -9, -6, 9, 12, 15),
    Contract.ZOLA: (-15, -12, -9, 18, 27, 36),
    Contract.ZOLA_SCHNEIDER: (-42, -36, -24, -18, 36, 39),
    Contract.ZOLA_SCHNEIDER_SCHWARZ: (-42, -42, -39, -33, -27, 42),
}
"""RULES.md §13, row by row; ``None`` is a "—" cell (cannot happen in play)."""


def column_for(points: int, tricks: int, big_queen_on_side: bool) -> Column:
    """The column for the declaring side's card points and tricks.

    Tricks decide first (no trick, all tricks), then card points. 60:60 counts
    for the side without the Big Queen: exactly 60 card points is the 61–89
    column for a declaring side without CQ and the 31–60 column for one with it.
    """
    if not 0 <= points <= 120 or not 0 <= tricks <= TRICKS_PER_DEAL:
        raise ValueError(f"impossible outcome: {points} points in {tricks} tricks")
    if tricks == TRICKS_PER_DEAL:
        return Column.ALL_TRICKS
    if tricks == 0:
        return Column.NO_TRICK
    if points >= 90:
        return Column.POINTS_90_120
    if points >= 61 or (points == 60 and not big_queen_on_side):
        return Column.POINTS_61_89
    if points >= 31:
        return Column.POINTS_31_60
    return Column.POINTS_0_30


def scored_column(contract: Contract, column: Column) -> Column:
    """The column actually scored: a "—" cell is scored as the 0–30 column."""
    if SCORE_TABLE[contract][COLUMNS.index(column)] is None:
        return Column.POINTS_0_30
    return column


def score_value(contract: Contract, column: Column) -> int:
    """Signed table value; positive when the declaring side made it."""
    value = SCORE_TABLE[contract][COLUMNS.index(scored_column(contract, column))]
    assert value is not None
    return value


def seat_scores(value: int, side: Iterable[int], seats: int = 4) -> tuple[int, ...]:
    """What each seat scores: the side gets a positive value, its opponents a negative one.

    >>> seat_scores(6, {0, 2})
    (6, 0, 6, 0)
    >>> seat_scores(-12, {1})
    (12, 0, 12, 12)
    """
    members = set(side)
    if value >= 0:
        return tuple(value if s in members else 0 for s in range(seats))
    return tuple(0 if s in members else -value for s in range(seats))
