"""What one seat may know (``view``), and what the table shows (``state``).

Hidden information is removed here, once: another seat's hand, and every
partnership the cards have not shown yet (see :mod:`.sides`). Declarations and
played cards are public in Spitzer, so the history needs no masking. The table's
``state`` holds all four hands (the table decides which to show face up) but
only the partnerships the whole table can tell.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ..cards import ALL_MASK, Card, played_mask
from .actions import Declaration, SpitzerAction
from .deal import DEALER
from .events import Side
from .scoring import Contract

if TYPE_CHECKING:
    from .game import Phase, SpitzerGame, SpitzerResult, SpitzerTrick


@dataclasses.dataclass(frozen=True)
class SpitzerView:
    """Everything ``seat`` may know; the only window computer players and hints get."""

    seat: int
    phase: Phase
    to_move: int | None
    hand: int
    """This seat's cards (mask)."""
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, SpitzerAction], ...]
    declarations: tuple[tuple[int, Declaration | None], ...]
    declarer: int | None
    declaration: Declaration | None
    called_ace: Card | None
    ace_duty: bool
    """This seat holds the called ace and its duties still hold."""
    partner: int | None
    """The "first trick" partner once a trick made it public."""
    trick: tuple[Card, ...]
    trick_leader: int
    tricks: tuple[SpitzerTrick, ...]
    won_points: tuple[int, ...]
    won_tricks: tuple[int, ...]
    sides: tuple[Side | None, ...]
    """Per seat: its side as far as this seat can tell (None: not shown yet)."""
    contract: Contract | None
    """The score-table row once this seat can tell it (a silent Sneaker hides it)."""
    legal: tuple[SpitzerAction, ...]
    result: SpitzerResult | None
    final_hands: tuple[int, int, int, int] | None
    """The dealt hands, revealed once the deal is over."""

    @property
    def played_mask(self) -> int:
        return played_mask((t.cards for t in self.tricks), self.trick)

    @property
    def shown_mask(self) -> int:
        """Cards of other hands this seat is shown: none in Spitzer."""
        return 0

    @property
    def unknown_mask(self) -> int:
        """Cards whose place this seat cannot see: candidates for sampling."""
        return ALL_MASK & ~(self.hand | self.played_mask)

    def partners(self) -> tuple[int, ...]:
        """Seats this seat knows to be on its own side (itself excluded)."""
        own = self.sides[self.seat]
        if own is None:
            return ()
        return tuple(s for s, side in enumerate(self.sides) if s != self.seat and side is own)


@dataclasses.dataclass(frozen=True)
class SpitzerState:
    """A frozen snapshot of the deal for a table: what to draw, nothing to compute."""

    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[int, int, int, int]
    trick: tuple[Card, ...]
    trick_leader: int
    last_trick: SpitzerTrick | None
    won_points: tuple[int, int, int, int]
    won_tricks: tuple[int, int, int, int]
    declarations: tuple[tuple[int, Declaration | None], ...]
    called_ace: Card | None
    revealed: tuple[Side | None, ...]
    """Per seat: its side once the whole table can tell it."""
    result: SpitzerResult | None
    tricks: tuple[SpitzerTrick, ...] = ()
    """Every trick taken so far, in order."""
    declarer: int | None = None
    """The seat that declared alone (None: none, or the queens play together)."""
    declaration: Declaration | None = None
    contract: Contract | None = None
    """The contract once the whole table can tell it."""
    seat_players: tuple[int, ...] = (0, 1, 2, 3)
    """The table player at each seat (the list fills it in; one deal alone has seat = player)."""


def make_view(game: SpitzerGame, seat: int) -> SpitzerView:
    from .game import Phase

    knowledge = game.knowledge(seat)
    final = game.deal.hands if game.phase is Phase.FINISHED else None
    return SpitzerView(
        seat=seat,
        phase=game.phase,
        to_move=game.to_move,
        hand=game.hands[seat],
        hand_sizes=tuple(hand.bit_count() for hand in game.hands),
        history=tuple(game.history),
        declarations=tuple(game.declarations),
        declarer=game.declarer,
        declaration=game.declaration,
        called_ace=game.called_ace,
        ace_duty=game.duty_ace(seat) is not None,
        partner=game.partner,
        trick=tuple(game.trick),
        trick_leader=game.trick_leader,
        tricks=tuple(game.tricks),
        won_points=tuple(game.won_points),
        won_tricks=tuple(game.won_tricks),
        sides=knowledge.sides,
        contract=knowledge.contract,
        legal=tuple(game.legal_actions(seat)),
        result=game.result,
        final_hands=final,
    )


def make_state(game: SpitzerGame) -> SpitzerState:
    h, p, t = game.hands, game.won_points, game.won_tricks
    return SpitzerState(
        phase=game.phase,
        to_move=game.to_move,
        dealer=DEALER,
        hands=(h[0], h[1], h[2], h[3]),
        trick=tuple(game.trick),
        trick_leader=game.trick_leader,
        last_trick=game.last_trick,
        won_points=(p[0], p[1], p[2], p[3]),
        won_tricks=(t[0], t[1], t[2], t[3]),
        declarations=tuple(game.declarations),
        called_ace=game.called_ace,
        revealed=game.public.sides,
        result=game.result,
        tricks=tuple(game.tricks),
        declarer=game.declarer,
        declaration=game.declaration,
        contract=game.public.contract,
    )
