"""The auction of RULES.md §3 as a small state machine.

Seats are 0 = Forehand, 1 = Middlehand, 2 = Rearhand. The auction knows nothing
of cards; it only enforces who may say what, so the same class serves the
three-player table and the four-player table (where the dealer sits out before
seats are assigned).
"""

from __future__ import annotations

import dataclasses
from typing import Final

from ..errors import Illegal, IllegalReason, NotYourTurnError

BID_VALUES: Final = (
    18,
    20,
    22,
    23,
    24,
    27,
    30,
    33,
    35,
    36,
    40,
    44,
    45,
    46,
    48,
    50,
    54,
    55,
    59,
    60,
    63,
    66,
    70,
    72,
    77,
    80,
    81,
    84,
    88,
    90,
    96,
    99,
    100,
    108,
    110,
    117,
    120,
    121,
    126,
    130,
    132,
    135,
    140,
    143,
    144,
    150,
    153,
    154,
    156,
    160,
    162,
    165,
    168,
    170,
    176,
    180,
    187,
    192,
    198,
    204,
    216,
    240,
    264,
)
BID_SET: Final = frozenset(BID_VALUES)

FOREHAND, MIDDLEHAND, REARHAND = 0, 1, 2


def next_bid(value: int) -> int | None:
    """The smallest legal bid above ``value`` (None above 264)."""
    for v in BID_VALUES:
        if v > value:
            return v
    return None


@dataclasses.dataclass
class Auction:
    """Mutable auction state; :meth:`copy` is cheap for validation by trial.

    ``stage`` 1: Middlehand bids to Forehand; 2: Rearhand bids to the survivor;
    3: Forehand alone may bid 18; 4: finished.
    """

    stage: int = 1
    bidder: int = MIDDLEHAND
    listener: int = FOREHAND
    value: int = 0
    holder: int | None = None  # who named or held ``value`` last
    awaiting_answer: bool = False
    passed: list[bool] = dataclasses.field(default_factory=lambda: [False] * 3)
    spoke: list[bool] = dataclasses.field(default_factory=lambda: [False] * 3)
    declarer: int | None = None

    @property
    def finished(self) -> bool:
        return self.stage == 4

    @property
    def to_move(self) -> int | None:
        if self.stage == 4:
            return None
        if self.stage == 3:
            return FOREHAND
        return self.listener if self.awaiting_answer else self.bidder

    def copy(self) -> Auction:
        return dataclasses.replace(self, passed=list(self.passed), spoke=list(self.spoke))

    def min_bid(self) -> int | None:
        return next_bid(self.value)

    def can_hold(self) -> bool:
        return self.stage in (1, 2) and self.awaiting_answer

    def can_bid(self) -> bool:
        return self.stage == 3 or (self.stage in (1, 2) and not self.awaiting_answer)

    def check_bid(self, value: int) -> Illegal | None:
        """Why the seat to move may not bid ``value`` now (None: it may)."""
        if not self.can_bid():
            return Illegal(IllegalReason.MUST_ANSWER, "you must answer the bid with yes or pass")
        if value not in BID_SET:
            return Illegal(IllegalReason.NOT_A_GAME_VALUE, f"{value} is not a possible game value")
        if self.stage == 3:
            if value != 18:
                return Illegal(
                    IllegalReason.ONLY_18, "Forehand may only bid 18 when the others passed"
                )
        elif value <= self.value:
            return Illegal(IllegalReason.BID_TOO_LOW, f"a bid must exceed {self.value}")
        return None

    def check_hold(self) -> Illegal | None:
        """Why the seat to move may not say *yes* now (None: it may)."""
        if not self.can_hold():
            return Illegal(IllegalReason.NOTHING_TO_ANSWER, "there is no bid to answer")
        return None

    def bid(self, seat: int, value: int) -> None:
        self._check_turn(seat)
        refusal = self.check_bid(value)
        if refusal is not None:
            raise refusal.error()
        self.value, self.holder = value, seat
        self.spoke[seat] = True
        if self.stage == 3:
            self._finish(seat)
        else:
            self.awaiting_answer = True

    def hold(self, seat: int) -> None:
        self._check_turn(seat)
        refusal = self.check_hold()
        if refusal is not None:
            raise refusal.error()
        self.holder = seat
        self.spoke[seat] = True
        self.awaiting_answer = False

    def pass_(self, seat: int) -> None:
        self._check_turn(seat)
        self.passed[seat] = True
        if self.stage == 3:
            self.stage = 4  # all passed
            return
        survivor = self.listener if seat == self.bidder else self.bidder
        self.awaiting_answer = False
        if self.stage == 1:
            # Rearhand now bids to whoever survived the first duel.
            self.stage, self.bidder, self.listener = 2, REARHAND, survivor
            return
        # Stage 2 over.
        if self.value == 0:
            # Middlehand and Rearhand passed without a bid: Forehand's turn.
            self.stage = 3
            return
        self._finish(survivor)

    def _finish(self, declarer: int) -> None:
        self.declarer = declarer
        self.stage = 4

    def _check_turn(self, seat: int) -> None:
        if seat != self.to_move:
            raise NotYourTurnError(f"it is not seat {seat}'s turn to bid")
