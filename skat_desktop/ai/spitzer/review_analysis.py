"""The analysis of one played Spitzer card with all four hands open.

Used by the deal review (:mod:`.review`, whose docstring says what
"double-dummy" means for Spitzer's hidden partnerships): the four-hand solver
(:mod:`.double_dummy`) gives the declaring side's final card points after each
legal card; the score-table column (RULES.md §13) follows from them, with one
more solver question where "all tricks" or "no trick" is in reach.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import CallPartner
from skat_desktop.engine.spitzer.cards import BIG_QUEEN
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame
from skat_desktop.engine.spitzer.scoring import Column, column_for, score_value, scored_column

from . import double_dummy as dd

_MIDDLE_TRICKS: Final = 4
"""Any trick count but 0 and 8: :func:`column_for` then reads the points only."""


@dataclasses.dataclass(frozen=True)
class SpitzerCardAnalysis:
    """One played card, valued before and after with all hands open.

    Points are the declaring side's card points at the end of the deal under
    perfect play (the points it has already taken included); the column is the
    score-table column those points (and the tricks) give, as scored.
    """

    step: int
    trick: int
    """1-based trick number."""
    seat: int
    card: Card
    maximising: bool
    """The mover played for the declaring side (in the solver's reading, see the module)."""
    values: tuple[tuple[Card, int], ...]
    """Final declaring-side card points after each legal card."""
    points_best: int
    """Final points after the mover's best card (best for the mover's side)."""
    points_after: int
    column_best: Column
    column_after: Column
    score_best: int
    """Table value (RULES.md §13) of :attr:`column_best`; positive: the declaring side scores."""
    score_after: int
    best_cards: tuple[Card, ...]
    """The cards that would have kept :attr:`score_best` (the best points first)."""

    @property
    def changed(self) -> bool:
        """The card moved the result into a column with another value."""
        return self.score_after != self.score_best


def solver_position(game: SpitzerGame) -> tuple[dd.SpitzerPosition, frozenset[int]]:
    """The position of a deal in play, all hands open, and the side the solver counts for.

    The engine's ``game.side`` is already that side: the declaring side as the
    cards lie (the truth, which the players may not know yet), and in a "first
    trick" game whose partner has not come forward the caller alone.
    """
    if game.phase is not Phase.PLAY:
        raise ValueError("the solver needs a deal in the card play")
    declaration = game.declaration
    caller: int | None = None
    side = frozenset(game.side)
    if isinstance(declaration, CallPartner) and declaration.ace is None and game.partner is None:
        caller = game.declarer
    ace = game.called_ace
    live_ace = (
        int(ace)
        if ace is not None
        and game.ace_holder is not None
        and game.hands[game.ace_holder] >> ace & 1
        else None
    )
    leader = game.trick_leader if game.trick else game.to_move
    assert leader is not None
    position = dd.SpitzerPosition(
        (game.hands[0], game.hands[1], game.hands[2], game.hands[3]),
        sum(1 << s for s in side),
        leader,
        tuple(int(c) for c in game.trick),
        live_ace,
        game.duty_lapsed,
        caller,
    )
    return position, side


def _column(game: SpitzerGame, final: int, card: int, seat: int, core: str | None) -> Column:
    """The column the declaring side ends in after ``card`` under perfect play.

    ``final`` is its perfect-play card points after the card. Between 1 and 119
    they decide alone; at 120 the side may also take every trick, at 0 it may
    also take none: those two need one more question to the solver, asked of
    the position after the card (or read from the result after the last card).
    """
    side = frozenset(game.side)
    big_queen = game.deal.holder(BIG_QUEEN) in side
    middle = column_for(final, _MIDDLE_TRICKS, big_queen)
    if 0 < final < 120:
        return middle
    after = game.copy()
    after.apply(Play(Card(card)), seat)
    if after.result is not None:
        return after.result.column
    pos, team = solver_position(after)
    member = min(team)
    taken = sum(after.won_tricks[s] for s in team)
    done = len(after.tricks)
    if final == 120 and taken == done and dd.takes_all_tricks(pos, member, core=core):
        return Column.ALL_TRICKS
    if final == 0 and taken == 0 and not dd.takes_a_trick(pos, member, core=core):
        return Column.NO_TRICK
    return middle


def analyse_card(
    game: SpitzerGame, seat: int, card: int, step: int, *, core: str | None = None
) -> SpitzerCardAnalysis:
    """Value ``card`` against every legal card of ``seat`` in ``game`` (before it is played)."""
    pos, team = solver_position(game)
    if pos.mover != seat:
        raise ValueError(f"seat {seat} is not to move")
    taken = sum(game.won_points[s] for s in team)
    raw = dd.move_values(pos, min(team), core=core)
    if card not in raw:
        raise ValueError(f"{Card(card)} is not a legal card here")
    finals = {c: taken + v for c, v in raw.items()}
    contract = game.contract
    assert contract is not None
    columns = {
        c: scored_column(contract, _column(game, v, c, seat, core)) for c, v in finals.items()
    }
    scores = {c: score_value(contract, col) for c, col in columns.items()}
    maximising = seat in team
    best_score = max(scores.values()) if maximising else min(scores.values())
    keep = [c for c in finals if scores[c] == best_score]
    keep.sort(key=lambda c: (-finals[c] if maximising else finals[c], c))
    best = keep[0]
    return SpitzerCardAnalysis(
        step=step,
        trick=len(game.tricks) + 1,
        seat=seat,
        card=Card(card),
        maximising=maximising,
        values=tuple((Card(c), finals[c]) for c in sorted(finals)),
        points_best=finals[best],
        points_after=finals[card],
        column_best=columns[best],
        column_after=columns[card],
        score_best=best_score,
        score_after=scores[card],
        best_cards=tuple(Card(c) for c in keep),
    )
