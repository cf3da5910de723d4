"""An engine's side of ``decide``: the seat's :class:`GameView` rebuilt from the message.

A message says only what the seat knows: its hand, the skat if it saw it, the
declarer's open cards, and every action so far (other seats' discards hidden).
Rather than re-deriving phases, auction state and tricks here — a second,
drifting copy of the rules — we invent a full deal that agrees with everything
the seat saw, replay the history on it with the real :class:`Game`, and take
``game.view(seat)``. Whatever the invented cards are, the view is the same,
because a view holds only what the seat may know.

Inventing the deal: each of the 32 places in a deal (ten per hand, two in the
skat) is a *slot* that follows its card through the history — played, picked
up, put away. A slot is bound to a card only when the history demands it (a
card played from that hand, the skat this seat saw, its own discards, its
hand now, an open hand); a hidden discard moves the slots its owner will not
need later. The slots left unbound at the end get the unseen cards by a
bipartite matching that respects every void shown in play and the
Schieberamsch rule against pushing jacks, so the replay never meets an
illegal card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import JACKS_MASK, Card
from skat_desktop.engine.errors import SkatError
from skat_desktop.engine.skat.game import Deal, Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleError, RuleSet
from skat_desktop.engine.skat.tricks import FOLLOW
from skat_desktop.engine.skat.view import GameView, HiddenDiscard

from .codec import ProtocolError, card_mask, field, history_tokens, legal_actions, parse_token

SKAT = 3
GONE = 4


@dataclasses.dataclass(frozen=True)
class Decision:
    """A ``decide`` message, checked: the view to decide from and the legal tokens."""

    ident: int
    deal: str
    view: GameView
    legal: dict[str, Action]


def read_decide(message: Mapping[str, Any]) -> Decision:
    """Check a ``decide`` message and rebuild the seat's view; :class:`ProtocolError` if bad."""
    ident = field(message, "id", int)
    deal = field(message, "deal", (str, int))
    seat = field(message, "seat", int)
    if seat not in (0, 1, 2):
        raise ProtocolError(f"decide: seat {seat} is not 0, 1 or 2")
    try:
        rules = RuleSet.from_dict(field(message, "rules", dict))
    except RuleError as exc:
        raise ProtocolError(f"decide: rules: {exc}") from None
    hand = card_mask(message, "hand")
    assert hand is not None
    skat = card_mask(message, "skat", optional=True)
    open_hand = card_mask(message, "open", optional=True)
    bock = field(message, "bock", bool)
    forced = field(message, "ramsch_round", bool)
    raw = field(message, "history", list)
    history: list[tuple[int, Action | HiddenDiscard, bool]] = []
    for item in raw:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or item[0] not in (0, 1, 2)
            or isinstance(item[0], bool)
            or not isinstance(item[1], str)
        ):
            raise ProtocolError(f"decide: history entry {str(item)[:40]} is not [seat, token]")
        action, hand_flag = parse_token(item[1])
        history.append((item[0], action, hand_flag))
    game = rebuild_game(rules, seat, hand, skat, open_hand, history, bock, forced)
    view = game.view(seat)
    if history_tokens(view.history) != raw:
        raise ProtocolError("decide: the history's declaration tokens contradict the pick-ups")
    if field(message, "phase", str) != view.phase.value:
        raise ProtocolError(f"decide: the history leads to phase {view.phase.value!r}")
    if message.get("declarer") != view.declarer:
        raise ProtocolError(f"decide: the history makes seat {view.declarer} the declarer")
    legal = legal_actions(view)
    if list(legal) != field(message, "legal", list):
        raise ProtocolError(
            f"decide: the legal actions do not follow from the history (expected {list(legal)})"
        )
    return Decision(ident, str(deal), view, legal)


class _Slots:
    """Where each of the 32 deal slots is now, and the card it is bound to."""

    def __init__(self) -> None:
        self.holder = [i // 10 for i in range(30)] + [SKAT, SKAT]
        self.card: list[int | None] = [None] * 32
        self.slot_of: dict[int, int] = {}
        self.no_jack = [False] * 32

    def held(self, holder: int) -> list[int]:
        return [t for t in range(32) if self.holder[t] == holder]

    def bind(self, slot: int, card: int) -> None:
        if card in self.slot_of and self.slot_of[card] != slot:
            raise ProtocolError(f"decide: the history puts {Card(card)} in two places")
        if self.no_jack[slot] and card in _JACKS:
            raise ProtocolError(f"decide: {Card(card)} was pushed on where jacks may not be")
        self.card[slot] = card
        self.slot_of[card] = slot

    def take(self, holder: int, card: int, what: str) -> int:
        """The slot of ``holder`` that holds ``card``, binding a free one if need be."""
        slot = self.slot_of.get(card)
        if slot is not None:
            if self.holder[slot] != holder:
                raise ProtocolError(f"decide: {what} {Card(card)}, which it cannot hold")
            return slot
        free = [t for t in self.held(holder) if self.card[t] is None]
        if not free:
            raise ProtocolError(f"decide: {what} {Card(card)}, which it cannot hold")
        # Keep the slots that may not be jacks for cards that are not.
        free.sort(key=lambda t: self.no_jack[t] == (card in _JACKS))
        self.bind(free[0], card)
        return free[0]


_JACKS = frozenset(c for c in range(32) if JACKS_MASK >> c & 1)


def rebuild_game(
    rules: RuleSet,
    seat: int,
    hand: int,
    skat: int | None,
    open_hand: int | None,
    history: Sequence[tuple[int, Action | HiddenDiscard, bool]],
    bock: bool,
    forced_ramsch: bool,
) -> Game:
    """A game whose ``view(seat)`` is the seat's view described by the arguments."""
    slots = _Slots()
    voids = [0, 0, 0]
    hidden: dict[int, tuple[int, int]] = {}
    declarer: int | None = None
    kind = int(GameType.RAMSCH)
    trick: list[int] = []
    for index, (actor, action, _) in enumerate(history):
        if isinstance(action, A.Play):
            slots.holder[slots.take(actor, action.card, f"seat {actor} plays")] = GONE
            if trick and not FOLLOW[kind][trick[0]] >> action.card & 1:
                voids[actor] |= FOLLOW[kind][trick[0]]
            trick = [] if len(trick) == 2 else [*trick, action.card]
        elif isinstance(action, A.PickUpSkat):
            picked = slots.held(SKAT)
            for t in picked:
                slots.holder[t] = actor
            if actor == seat and skat is not None:
                _bind_seen(slots, picked, skat)
        elif isinstance(action, A.Discard):
            for card in action.cards:
                slots.holder[slots.take(actor, card, f"seat {actor} puts away")] = SKAT
        elif isinstance(action, HiddenDiscard):
            # A Schieberamsch push: nobody bid, so nobody holds the game.
            pushing = not any(isinstance(a, A.Bid) for _, a, _ in history[:index])
            no_jacks = pushing and not rules.schieberamsch_jacks
            need = _needed_later(history, index, actor, declarer, open_hand)
            chosen = _choose_hidden(slots, actor, need, no_jacks)
            hidden[index] = chosen
            for t in chosen:
                slots.holder[t] = SKAT
                slots.no_jack[t] = slots.no_jack[t] or no_jacks
        elif isinstance(action, A.Declare):
            declarer, kind = actor, int(action.game)
    _bind_hand(slots, seat, hand, "the hand")
    if open_hand is not None:
        if declarer is None or (declarer == seat and open_hand != hand):
            raise ProtocolError("decide: open cards that are not the declarer's hand")
        _bind_hand(slots, declarer, open_hand, "the open hand")
    _deal_the_rest(slots, voids)
    cards: list[int] = []
    for t in range(32):
        bound = slots.card[t]
        assert bound is not None  # _deal_the_rest binds every free slot, each card once
        cards.append(bound)
    hands = [sum(1 << c for c in cards[h * 10 : h * 10 + 10]) for h in range(3)]
    deal = Deal((hands[0], hands[1], hands[2]), (1 << cards[30]) | (1 << cards[31]))
    game = Game(rules, deal, bock=bock, forced_ramsch=forced_ramsch)
    for index, (actor, action, _) in enumerate(history):
        real: Action
        if isinstance(action, HiddenDiscard):
            a, b = hidden[index]
            real = A.Discard((Card(cards[a]), Card(cards[b])))
        else:
            real = action
        try:
            game.apply(real, actor)
        except SkatError as exc:
            raise ProtocolError(f"decide: history move {index + 1} is illegal: {exc}") from None
    if game.phase is Phase.FINISHED:
        raise ProtocolError("decide: the history ends the game; nothing is left to decide")
    return game


def _bind_seen(slots: _Slots, picked: list[int], skat: int) -> None:
    cards = [c for c in range(32) if skat >> c & 1]
    bound = {slots.card[t] for t in picked if slots.card[t] is not None}
    if not bound <= set(cards) or len(picked) != 2:
        raise ProtocolError("decide: 'skat' is not what the history left in the skat")
    free_slots = sorted(
        (t for t in picked if slots.card[t] is None), key=lambda t: slots.no_jack[t]
    )
    free_cards = sorted((c for c in cards if c not in bound), key=lambda c: c not in _JACKS)
    for t, c in zip(free_slots, free_cards, strict=True):
        slots.bind(t, c)


def _bind_hand(slots: _Slots, holder: int, mask: int, what: str) -> None:
    held = slots.held(holder)
    if len(held) != mask.bit_count():
        raise ProtocolError(
            f"decide: {what} has {mask.bit_count()} cards, the history leaves {len(held)}"
        )
    for card in (c for c in range(32) if mask >> c & 1):
        slots.take(holder, card, f"{what} holds")


def _needed_later(
    history: Sequence[tuple[int, Action | HiddenDiscard, bool]],
    index: int,
    actor: int,
    declarer: int | None,
    open_hand: int | None,
) -> set[int]:
    """Cards ``actor`` is seen with after move ``index``: its plays and open cards."""
    need: set[int] = {
        int(a.card) for s, a, _ in history[index + 1 :] if s == actor and isinstance(a, A.Play)
    }
    later = [s for s, a, _ in history[index + 1 :] if isinstance(a, A.Declare)]
    owner = later[-1] if later else declarer
    if open_hand is not None and owner == actor:
        need |= {c for c in range(32) if open_hand >> c & 1}
    return need


def _choose_hidden(slots: _Slots, actor: int, need: set[int], no_jacks: bool) -> tuple[int, int]:
    """Two slots to put away unseen: bound ones not needed later first, then free ones."""
    spare = [
        t
        for t in slots.held(actor)
        if slots.card[t] is not None
        and slots.card[t] not in need
        and not (no_jacks and slots.card[t] in _JACKS)
    ]
    free = [t for t in slots.held(actor) if slots.card[t] is None]
    chosen = (spare + free)[:2]
    if len(chosen) < 2:
        raise ProtocolError(f"decide: seat {actor} has no two cards to put away")
    return chosen[0], chosen[1]


def _deal_the_rest(slots: _Slots, voids: list[int]) -> None:
    """Unseen cards onto free slots by augmenting paths, honouring voids and pushes."""
    free = [t for t in range(32) if slots.card[t] is None]
    cards = [c for c in range(32) if c not in slots.slot_of]

    def allowed(t: int, c: int) -> bool:
        if slots.no_jack[t] and c in _JACKS:
            return False
        holder = slots.holder[t]
        return not (holder < SKAT and voids[holder] >> c & 1)

    owner: dict[int, int] = {}  # slot -> card

    def augment(c: int, seen: set[int]) -> bool:
        for t in free:
            if t in seen or not allowed(t, c):
                continue
            seen.add(t)
            if t not in owner or augment(owner[t], seen):
                owner[t] = c
                return True
        return False

    for c in sorted(cards, key=lambda c: sum(allowed(t, c) for t in free)):
        if not augment(c, set()):
            raise ProtocolError(f"decide: no deal fits the history ({Card(c)} has no place)")
    for t, c in owner.items():
        slots.bind(t, c)
