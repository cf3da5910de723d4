"""“Play this deal again” for Spitzer: the same cards, the player in a seat of their choice.

As for Skat (:mod:`skat_desktop.ai.review_replay`), a game deals from
``deal_seed(game_seed, n)``, so no game seed reproduces one deal's cards;
:class:`SpitzerReplaySession` is a one-deal game whose only deal is shuffled
from the reviewed deal's own seed, with the first dealer chosen so that table
player 0 (the person at the computer) sits in the wanted game seat.

A practice deal is not a game to 42: it is over when its deal is, has no
winner and no settlement, and is never saved (the model saves the game that
waits, see :attr:`~skat_desktop.model.table_model_base.TableModelBase.list_session`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from skat_desktop.engine.spitzer.api import (
    SpitzerDeal,
    SpitzerDealRecord,
    SpitzerGame,
    SpitzerRules,
    SpitzerSession,
)
from skat_desktop.engine.spitzer.deal import SEATS


@dataclasses.dataclass(frozen=True)
class SpitzerReplaySetup:
    """What a practice deal needs: the rule options, the deal's seed and the seat."""

    rules: SpitzerRules
    deal_seed: int
    seat: int
    """Game seat (0: the dealer's left … 3: the dealer) of table player 0."""

    def __post_init__(self) -> None:
        if self.seat not in range(SEATS):
            raise ValueError(f"seat must be 0, 1, 2 or 3, not {self.seat}")

    @property
    def first_dealer(self) -> int:
        """Dealer that puts table player 0 at :attr:`seat` (seat 0 is the dealer's left)."""
        return (-1 - self.seat) % SEATS

    def new_session(self, names: Sequence[str]) -> SpitzerReplaySession:
        """A one-deal game for the table model (``TableModel.play_practice_deal``)."""
        return SpitzerReplaySession(self, names)


def spitzer_replay_setup(
    rules: SpitzerRules, record: SpitzerDealRecord, seat: int
) -> SpitzerReplaySetup:
    """Setup for replaying a score-sheet row's deal with player 0 in ``seat``."""
    return SpitzerReplaySetup(rules, record.seed, seat)


class SpitzerReplaySession(SpitzerSession):
    """A game of exactly one deal: the reviewed cards, the player's chosen seat."""

    def __init__(self, setup: SpitzerReplaySetup, names: Sequence[str]) -> None:
        self.setup = setup
        super().__init__(names, setup.deal_seed, first_dealer=setup.first_dealer, rules=setup.rules)

    def _start_deal(self, dealer: int) -> None:
        super()._start_deal(dealer)
        self.current.seed = self.setup.deal_seed
        self.game = SpitzerGame(SpitzerDeal.from_seed(self.setup.deal_seed))

    @property
    def finished(self) -> bool:
        """Over with its one deal: no second deal follows, whatever the totals."""
        return self.game.finished

    @property
    def winner(self) -> int | None:
        """A practice deal crowns nobody (and so settles nothing)."""
        return None
