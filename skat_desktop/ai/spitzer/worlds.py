"""Worlds a Spitzer seat cannot tell apart, and the solver position of each.

A *world* is the four current hands (card masks) with the viewer's own hand in
place. The search players solve each sampled world double-dummy and average, so
every world must obey what the seat knows for certain:

* its own hand, every card played, each other seat's number of cards;
* the voids the play has shown (a seat that did not follow the led group holds
  none of it; one that also did not trump holds no trump);
* the declaration: a partner caller holds both queens (and all three fail
  aces when he called "first trick") and not the called ace; whoever declared
  Schneider does not hold both queens;
* the called ace's duties: a seat that let its suit go by without the ace (and
  had not led the suit before) cannot hold it.

Who is whose partner follows from where the queens and the called ace lie in
the world (:func:`~skat_desktop.engine.spitzer.sides.declaring_side`), so a seat
that holds a queen knows its partner exactly when the world says so, and
partnerships the cards have not shown are spread over the worlds as they
should be.

Hard facts are met by dealing card by card under Hall's condition (three
locations: seven subset checks), so no draw fails except for the one fact that
ties two cards (Schneider by a seat without both queens), met by redrawing.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TypeAlias

from skat_desktop.engine.spitzer.actions import CallPartner, DeclareSchneider
from skat_desktop.engine.spitzer.cards import (
    ACES,
    BIG_QUEEN,
    FAIL_SUITS,
    GROUP,
    LITTLE_QUEEN,
    Group,
)
from skat_desktop.engine.spitzer.scoring import Contract, column_for, score_value, seat_scores
from skat_desktop.engine.spitzer.sides import contract_of, declaring_side
from skat_desktop.engine.spitzer.view import SpitzerView

from .double_dummy import SpitzerPosition

World: TypeAlias = tuple[int, int, int, int]


@dataclasses.dataclass(frozen=True)
class Plays:
    """Every card played so far: who played it, to which lead, leading or not."""

    seats: tuple[int, ...]
    cards: tuple[int, ...]
    leads: tuple[int, ...]
    leading: tuple[bool, ...]

    @classmethod
    def of(cls, view: SpitzerView) -> Plays:
        seats: list[int] = []
        cards: list[int] = []
        leads: list[int] = []
        leading: list[bool] = []
        tricks = [(t.leader, t.cards) for t in view.tricks]
        if view.trick:
            tricks.append((view.trick_leader, view.trick))
        for leader, trick in tricks:
            for i, card in enumerate(trick):
                seats.append((leader + i) % 4)
                cards.append(int(card))
                leads.append(int(trick[0]))
                leading.append(i == 0)
        return cls(tuple(seats), tuple(cards), tuple(leads), tuple(leading))

    def played_by(self, card: int) -> int | None:
        for seat, c in zip(self.seats, self.cards, strict=True):
            if c == card:
                return seat
        return None


def shown_voids(plays: Plays) -> list[int]:
    """Per seat, a bit per group it has shown it lacks."""
    voids = [0, 0, 0, 0]
    for seat, card, lead, leading in zip(
        plays.seats, plays.cards, plays.leads, plays.leading, strict=True
    ):
        if leading or GROUP[card] == GROUP[lead]:
            continue
        voids[seat] |= 1 << GROUP[lead]
        if GROUP[card] != Group.TRUMP:
            voids[seat] |= 1 << Group.TRUMP
    return voids


def could_hold_called_ace(ace: int, seat: int, plays: Plays) -> bool:
    """Could ``seat`` still hold the (unplayed) called ace after this play?"""
    suit = GROUP[ace]
    for s, card, lead, leading in zip(
        plays.seats, plays.cards, plays.leads, plays.leading, strict=True
    ):
        if s != seat:
            continue
        if leading and GROUP[card] == suit:
            return True  # led the suit with another card: the duty lapsed
        if not leading and GROUP[lead] == suit:
            return False  # the suit came round and the ace stayed home
    return True


def duty_lapsed(ace: int, holder: int, plays: Plays) -> bool:
    """The holder of the unplayed called ace has led its suit (so the duty lapsed)."""
    return any(
        s == holder and leading and GROUP[card] == GROUP[ace]
        for s, card, leading in zip(plays.seats, plays.cards, plays.leading, strict=True)
    )


@dataclasses.dataclass(frozen=True)
class Facts:
    """The hard facts of one seat's view, ready for dealing worlds."""

    viewer: int
    own: int
    sizes: tuple[int, int, int, int]
    allowed: dict[int, int]
    """Unseen card -> bit mask of the seats that may hold it."""
    plays: Plays
    schneider_by: int | None
    """A Schneider declarer (who cannot hold both queens), else None."""


def facts_of(view: SpitzerView) -> Facts:
    viewer = view.seat
    plays = Plays.of(view)
    voids = shown_voids(plays)
    sizes = (view.hand_sizes[0], view.hand_sizes[1], view.hand_sizes[2], view.hand_sizes[3])
    others = [s for s in range(4) if s != viewer and sizes[s] > 0]
    unknown = view.unknown_mask
    allowed: dict[int, int] = {}
    for card in range(32):
        if unknown >> card & 1:
            allowed[card] = sum(1 << s for s in others if not voids[s] >> GROUP[card] & 1)
    decl, declarer = view.declaration, view.declarer
    if isinstance(decl, CallPartner) and declarer is not None:
        keys = [BIG_QUEEN, LITTLE_QUEEN]
        if decl.ace is None:
            keys += [ACES[s] for s in FAIL_SUITS]
        for card in keys:
            if card in allowed:
                allowed[card] &= 1 << declarer
        if decl.ace is not None and decl.ace in allowed:
            allowed[decl.ace] &= ~(1 << declarer)
            for s in range(4):
                if not could_hold_called_ace(decl.ace, s, plays):
                    allowed[decl.ace] &= ~(1 << s)
    schneider_by = declarer if isinstance(decl, DeclareSchneider) else None
    if schneider_by is not None:  # he cannot hold both queens: one shown, the other elsewhere
        for shown, other in ((BIG_QUEEN, LITTLE_QUEEN), (LITTLE_QUEEN, BIG_QUEEN)):
            if plays.played_by(shown) == schneider_by and other in allowed:
                allowed[other] &= ~(1 << schneider_by)
    return Facts(viewer, view.hand, sizes, allowed, plays, schneider_by)


def _feasible(counts: list[int], cap: list[int]) -> bool:
    """Hall's condition: each set of seats has room for the cards bound to it.

    Called once per card and seat tried, so it looks only at the few masks that
    bind cards and builds each subset's room from a smaller subset's."""
    bound = [(m, n) for m, n in enumerate(counts) if n and m]
    room = [0] * 16
    for subset in range(1, 16):
        low = subset & -subset
        room[subset] = room[subset ^ low] + cap[low.bit_length() - 1]
        need = 0
        for m, n in bound:
            if m & ~subset == 0:
                need += n
        if need > room[subset]:
            return False
    return True


def deal_world(facts: Facts, rng: random.Random, tries: int = 20) -> World | None:
    """One world obeying every fact, or None when the facts leave none."""
    for _ in range(tries):
        world = _deal_once(facts, rng)
        if world is None:
            return None
        s = facts.schneider_by
        both = s is not None and holder(BIG_QUEEN, world, facts.plays) == s
        if both and holder(LITTLE_QUEEN, world, facts.plays) == s:
            continue  # the Schneider declarer cannot hold both queens
        return world
    return None


def _deal_once(facts: Facts, rng: random.Random) -> World | None:
    hands = [0, 0, 0, 0]
    hands[facts.viewer] = facts.own
    cap = [facts.sizes[s] - (facts.own.bit_count() if s == facts.viewer else 0) for s in range(4)]
    counts = [0] * 16
    for mask in facts.allowed.values():
        counts[mask] += 1
    if not _feasible(counts, cap):
        return None
    cards = list(facts.allowed)
    rng.shuffle(cards)
    cards.sort(key=lambda c: facts.allowed[c].bit_count())  # most bound first
    for card in cards:
        mask = facts.allowed[card]
        counts[mask] -= 1
        seats = [s for s in range(4) if mask >> s & 1 and cap[s] > 0]
        rng.shuffle(seats)
        for seat in seats:
            cap[seat] -= 1
            if _feasible(counts, cap):
                hands[seat] |= 1 << card
                break
            cap[seat] += 1
        else:  # pragma: no cover - Hall's condition makes this unreachable
            return None
    return (hands[0], hands[1], hands[2], hands[3])


def sample_worlds(view: SpitzerView, count: int, rng: random.Random) -> list[World]:
    """Up to ``count`` worlds consistent with ``view`` (fewer only if none exist)."""
    facts = facts_of(view)
    out: list[World] = []
    for _ in range(count):
        world = deal_world(facts, rng)
        if world is None:
            break
        out.append(world)
    return out


# ------------------------------------------------------------ world -> game


def holder(card: int, world: World, plays: Plays) -> int:
    played = plays.played_by(card)
    if played is not None:
        return played
    return next(s for s in range(4) if world[s] >> card & 1)


@dataclasses.dataclass(frozen=True)
class WorldGame:
    """One world as the solver and the score table see it."""

    position: SpitzerPosition
    side: frozenset[int]
    """The declaring side (the CQ side when nothing was declared)."""
    contract: Contract
    big_queen_on_side: bool
    taken: int
    """Card points the declaring side has taken in finished tricks."""
    side_tricks: int
    tricks_done: int


def world_game(view: SpitzerView, world: World, plays: Plays | None = None) -> WorldGame:
    """The solver position and the scoring facts of ``world`` at ``view``'s moment."""
    plays = plays or Plays.of(view)
    decl, declarer = view.declaration, view.declarer
    cq, sq = holder(BIG_QUEEN, world, plays), holder(LITTLE_QUEEN, world, plays)
    ace = view.called_ace
    ace_holder = holder(ace, world, plays) if ace is not None else None
    side = declaring_side(declarer, decl, cq, sq, ace_holder, view.partner)
    caller = None
    if isinstance(decl, CallPartner) and decl.ace is None and view.partner is None:
        caller = declarer
    team = sum(1 << s for s in side)
    live_ace = ace if ace is not None and plays.played_by(ace) is None else None
    lapsed = (
        live_ace is not None and ace_holder is not None and duty_lapsed(live_ace, ace_holder, plays)
    )
    leader = view.trick_leader if view.trick else (view.to_move or 0)
    position = SpitzerPosition(
        world,
        team,
        leader,
        tuple(int(c) for c in view.trick),
        live_ace,
        lapsed,
        caller,
    )
    contract = contract_of(decl, cq == sq)
    taken = sum(view.won_points[s] for s in side)
    tricks = sum(view.won_tricks[s] for s in side)
    return WorldGame(position, side, contract, cq in side, taken, tricks, len(view.tricks))


def relative_score(scores: tuple[int, ...], seat: int) -> float:
    """``seat``'s score minus the mean of the other three (the game is won on totals)."""
    return scores[seat] - (sum(scores) - scores[seat]) / 3.0


def utility(wg: WorldGame, seat: int, side_points: int, *, all_tricks: bool | None = None) -> float:
    """The score ``seat`` makes relative to the table if the declaring side ends on ``side_points``.

    Own score minus the mean of the other three (the game is won on totals).
    The trick columns are read from the points when not given: 120 points with
    every trick so far means all tricks, 0 points with none means no trick.
    """
    if all_tricks is None:
        all_tricks = side_points == 120 and wg.side_tricks == wg.tricks_done
    no_trick = side_points == 0 and wg.side_tricks == 0
    tricks = 8 if all_tricks else (0 if no_trick else max(1, min(7, wg.side_tricks or 1)))
    column = column_for(side_points, tricks, wg.big_queen_on_side)
    value = score_value(wg.contract, column)
    return relative_score(seat_scores(value, wg.side), seat)
