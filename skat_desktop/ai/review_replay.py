"""“Play this deal again”: the same cards, the player in a seat of their choice.

A session deals from ``deal_seed(session_seed, n)``, so no session seed
reproduces a given deal's cards; :class:`ReplaySession` is a one-deal session
whose only deal is shuffled from the reviewed deal's own seed, and whose
first dealer is chosen so that table player 0 (the person at the computer)
sits in the wanted game seat. Bock and forced-Ramsch marks of the original
deal carry over, so the deal is scored as it was.

The replay is a practice deal: it is not a list and cannot be saved and
loaded as one (a save file rebuilds deals from the session seed, which is the
deal's seed here, and would refuse the file with "seed differs").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from skat_desktop.engine.skat.game import Deal, Game
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import DealRecord, Session


@dataclasses.dataclass(frozen=True)
class ReplaySetup:
    """Everything a new one-deal game needs: rules, cards, marks and the seat."""

    rules: RuleSet
    deal_seed: int
    seat: int
    """Game seat (0 Forehand, 1 Middlehand, 2 Rearhand) of table player 0."""
    bock: bool = False
    forced_ramsch: bool = False

    def __post_init__(self) -> None:
        if self.seat not in (0, 1, 2):
            raise ValueError(f"seat must be 0, 1 or 2, not {self.seat}")

    @property
    def deal(self) -> Deal:
        return Deal.from_seed(self.deal_seed)

    @property
    def first_dealer(self) -> int:
        """Dealer that puts table player 0 at :attr:`seat` (seats follow the dealer)."""
        return (-1 - self.seat) % self.rules.players

    def new_game(self) -> Game:
        """A fresh game of the same cards (the player then plays ``seat``)."""
        return Game(self.rules, self.deal, bock=self.bock, forced_ramsch=self.forced_ramsch)

    def new_session(self, names: Sequence[str]) -> ReplaySession:
        """A one-deal session for the table model (``TableModel.play_practice_deal``)."""
        return ReplaySession(self, names)


def replay_setup(rules: RuleSet, record: DealRecord, seat: int) -> ReplaySetup:
    """Setup for replaying a score-sheet row's deal with player 0 in ``seat``."""
    return ReplaySetup(
        rules, record.seed, seat, bock=record.bock, forced_ramsch=record.forced_ramsch
    )


def replay_setup_from_game(game: Game, seat: int) -> ReplaySetup:
    """Setup from a finished (or running) game; it must have been dealt from a seed."""
    if game.deal.seed is None:
        raise ValueError("this deal was not shuffled from a seed and cannot be dealt again")
    return ReplaySetup(
        game.rules, game.deal.seed, seat, bock=game.bock, forced_ramsch=game.forced_ramsch
    )


class ReplaySession(Session):
    """A session of exactly one deal: the reviewed cards, the player's chosen seat.

    It behaves as a :class:`Session` for the table model (same records, scoring,
    ``seat_of``), and is :attr:`finished` as soon as that deal is over, so no
    second, random deal follows — even after an all-pass redeal.
    """

    def __init__(self, setup: ReplaySetup, names: Sequence[str]) -> None:
        self.setup = setup
        super().__init__(setup.rules, names, setup.deal_seed, first_dealer=setup.first_dealer)

    def _start_deal(self, dealer: int, number: int) -> None:
        super()._start_deal(dealer, number)
        setup = self.setup
        record = self.current
        record.seed = setup.deal_seed
        record.bock = setup.bock
        record.forced_ramsch = setup.forced_ramsch
        self.game = setup.new_game()

    @property
    def finished(self) -> bool:
        return self.game.finished
