"""Who plays with whom: the declaring side, and what a seat can know of it.

In Spitzer the sides are secret: they follow from where the Big Queen (CQ), the
Little Queen (SQ) and a called ace lie, and from the declaration. The truth is
:func:`declaring_side`; what a seat may know is :func:`infer_sides`, which tries
every placement of those few key cards that agrees with what the seat has seen
(its own hand, the declarations, every card played, the voids the play showed,
the called ace's duty) and reports a seat's side only where all of them agree.
With ``viewer=None`` it gives what the whole table knows, which is what the
table shows and what :class:`~.events.PartnerRevealed` announces. During the
declaration round no side exists yet (a later Zola would change them all), so
nothing is known then; once the deal is over, every side is.

Where RULES.md is silent, this module follows common North-American practice:

- **Schneider by a player with one queen**: the declaring side is the queens'
  side (CQ and SQ holders). **By a player with no queen**: the declaring side is
  every player without a queen (two players, or three when one player holds both
  queens). **The holder of both queens** announces Schneider only together with
  his partner call (:class:`~.actions.CallPartner` with ``schneider=True``); his
  side is then he and the called partner.
- **"First trick"**: the first trick won by a player other than the caller makes
  that player the partner; tricks the caller wins before do not count. If the
  caller wins every trick, no partner comes forward and he is his side alone.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from itertools import product
from typing import TYPE_CHECKING

from ..cards import Card
from .actions import CallPartner, Declaration, DeclareSchneider, DeclareZola
from .cards import BIG_QUEEN, GROUP, LITTLE_QUEEN, Group
from .deal import SEATS
from .events import Side
from .scoring import Contract

if TYPE_CHECKING:
    from .game import SpitzerGame


def contract_of(declaration: Declaration | None, queens_together: bool) -> Contract:
    """The score-table row: from the declaration, or from the queens when none was made."""
    if declaration is None:
        return Contract.SNEAKER if queens_together else Contract.PARTNERS
    if isinstance(declaration, DeclareZola):
        if declaration.schwarz:
            return Contract.ZOLA_SCHNEIDER_SCHWARZ
        return Contract.ZOLA_SCHNEIDER if declaration.schneider else Contract.ZOLA
    if isinstance(declaration, CallPartner):
        return Contract.PARTNERS_SCHNEIDER if declaration.schneider else Contract.PARTNERS
    return Contract.PARTNERS_SCHNEIDER


def declaring_side(
    declarer: int | None,
    declaration: Declaration | None,
    big_queen: int,
    little_queen: int,
    ace_holder: int | None,
    partner: int | None,
) -> frozenset[int]:
    """Members of the declaring side (see the module docstring for the choices).

    ``partner`` is the "first trick" partner once known (None before, or when
    the caller won every trick).

    >>> sorted(declaring_side(None, None, 1, 3, None, None))
    [1, 3]
    >>> sorted(declaring_side(2, DeclareSchneider(), 0, 0, None, None))
    [1, 2, 3]
    """
    if declaration is None or declarer is None:
        return frozenset({big_queen, little_queen})
    if isinstance(declaration, DeclareZola):
        return frozenset({declarer})
    if isinstance(declaration, CallPartner):
        other = ace_holder if declaration.ace is not None else partner
        return frozenset({declarer} if other is None else {declarer, other})
    if declarer in (big_queen, little_queen):
        return frozenset({big_queen, little_queen})
    return frozenset(s for s in range(SEATS) if s not in (big_queen, little_queen))


@dataclasses.dataclass(frozen=True)
class Knowledge:
    """What one seat (or the whole table) can tell about the sides."""

    sides: tuple[Side | None, ...]
    """Per seat: its side, or None while the cards have not shown it."""
    contract: Contract | None
    """The score-table row, once it is known (a silent Sneaker is not)."""


_UNKNOWN = Knowledge((None,) * SEATS, None)


@dataclasses.dataclass(frozen=True)
class _PlayedCard:
    seat: int
    card: Card
    lead: Card
    leads: bool


def _plays(game: SpitzerGame) -> list[_PlayedCard]:
    out: list[_PlayedCard] = []
    tricks: list[tuple[int, Sequence[Card]]] = [(t.leader, t.cards) for t in game.tricks]
    if game.trick:
        tricks.append((game.trick_leader, game.trick))
    for leader, cards in tricks:
        for index, card in enumerate(cards):
            out.append(_PlayedCard((leader + index) % SEATS, card, cards[0], index == 0))
    return out


def _voids(plays: Sequence[_PlayedCard]) -> list[int]:
    """Per seat, a bit per :class:`Group` the play has shown it does not hold."""
    voids = [0] * SEATS
    for play in plays:
        if play.leads:
            continue
        led = GROUP[play.lead]
        if GROUP[play.card] != led:
            voids[play.seat] |= 1 << led
            if GROUP[play.card] != Group.TRUMP:
                voids[play.seat] |= 1 << Group.TRUMP
    return voids


def _duty_consistent(ace: Card, holder: int, plays: Sequence[_PlayedCard]) -> bool:
    """Could ``holder`` have held the called ace through this play?"""
    suit = GROUP[ace]
    active = True
    for play in plays:
        if play.card == ace:
            return play.seat == holder
        if play.seat != holder or not active:
            continue
        if play.leads:
            if GROUP[play.card] == suit:
                active = False
        elif GROUP[play.lead] == suit:
            return False
    return True


def infer_sides(game: SpitzerGame, viewer: int | None) -> Knowledge:
    """What ``viewer`` (None: everyone) can tell about the sides right now."""
    from .game import Phase

    if game.phase is Phase.DECLARE:
        return _UNKNOWN
    if game.phase is Phase.FINISHED:
        side = game.side
        return Knowledge(
            tuple(Side.DECLARING if s in side else Side.OPPOSING for s in range(SEATS)),
            game.contract,
        )
    declaration = game.declaration
    declarer = game.declarer
    if isinstance(declaration, DeclareZola):
        assert declarer is not None
        return Knowledge(
            tuple(Side.DECLARING if s == declarer else Side.OPPOSING for s in range(SEATS)),
            game.contract,
        )
    plays = _plays(game)
    played_by = {p.card: p.seat for p in plays}
    voids = _voids(plays)
    sizes = [hand.bit_count() for hand in game.hands]
    own = game.hands[viewer] if viewer is not None else 0
    ace = declaration.ace if isinstance(declaration, CallPartner) else None
    keys = [BIG_QUEEN, LITTLE_QUEEN] if ace is None else [BIG_QUEEN, LITTLE_QUEEN, ace]

    def candidates(card: Card) -> list[int]:
        if card in played_by:
            return [played_by[card]]
        if viewer is not None and own >> card & 1:
            return [viewer]
        return [
            s
            for s in range(SEATS)
            if s != viewer and sizes[s] > 0 and not voids[s] >> GROUP[card] & 1
        ]

    seen: list[set[Side]] = [set() for _ in range(SEATS)]
    contracts: set[Contract] = set()
    for holders in product(*(candidates(card) for card in keys)):
        if not _world_possible(game, keys, holders, played_by, sizes, plays):
            continue
        cq, sq = holders[0], holders[1]
        ace_holder = holders[2] if ace is not None else None
        side = declaring_side(declarer, declaration, cq, sq, ace_holder, game.partner)
        for s in range(SEATS):
            seen[s].add(Side.DECLARING if s in side else Side.OPPOSING)
        contracts.add(contract_of(declaration, cq == sq))
    if not contracts:
        return _UNKNOWN
    pending = isinstance(declaration, CallPartner) and ace is None and game.partner is None
    sides = tuple(
        next(iter(options)) if len(options) == 1 and not (pending and s != declarer) else None
        for s, options in enumerate(seen)
    )
    return Knowledge(sides, next(iter(contracts)) if len(contracts) == 1 else None)


def _world_possible(
    game: SpitzerGame,
    keys: Sequence[Card],
    holders: Sequence[int],
    played_by: dict[Card, int],
    sizes: Sequence[int],
    plays: Sequence[_PlayedCard],
) -> bool:
    declaration, declarer = game.declaration, game.declarer
    cq, sq = holders[0], holders[1]
    both = cq == sq == declarer
    if isinstance(declaration, CallPartner) and not both:
        return False
    if isinstance(declaration, DeclareSchneider) and both:
        return False
    unplayed = [0] * SEATS
    for card, seat in zip(keys, holders, strict=True):
        if card not in played_by:
            unplayed[seat] += 1
    if any(unplayed[s] > sizes[s] for s in range(SEATS)):
        return False
    if len(keys) == 3:
        if holders[2] == declarer:
            return False
        return _duty_consistent(keys[2], holders[2], plays)
    return True


def shown_voids(game: SpitzerGame) -> tuple[int, ...]:
    """Per seat, a bit per :class:`~.cards.Group` the play has shown it lacks.

    Public knowledge (for the AI's world sampling): a seat that did not follow
    the led group holds none of it, and one that did not trump then holds no trump.
    """
    return tuple(_voids(_plays(game)))
