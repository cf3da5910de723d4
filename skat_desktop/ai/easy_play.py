"""The ``easy`` level's card play: rules of thumb a club player would name.

As declarer it pulls trumps when it holds the top ones and cashes its aces; as
defender it leads aces, plays long suits through the declarer and short ones
up to him, trumps the declarer's points and smears points onto a partner's
winning trick; in Null it ducks; in Ramsch it stays under the trick. The
search levels use the same functions to break ties between cards the solver
rates equal.
"""

from __future__ import annotations

import dataclasses

from skat_desktop.engine.cards import RANK_POINTS
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.tricks import FOLLOW, POWER, TRUMPS
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from .inference import knowledge


def card_points(c: int) -> int:
    """Card points of one card index."""
    return RANK_POINTS[c & 7]


@dataclasses.dataclass(frozen=True)
class TrickState:
    """The current trick read from a view, for rule-of-thumb card play."""

    kind: int
    cards: tuple[int, ...]
    leader: int
    best_index: int
    best_card: int

    @property
    def best_seat(self) -> int:
        return (self.leader + self.best_index) % 3

    @property
    def points(self) -> int:
        return sum(card_points(c) for c in self.cards)


def trick_state(view: GameView, kind: int) -> TrickState | None:
    if not view.trick:
        return None
    cards = view.trick
    best = 0
    for i in range(1, len(cards)):
        if beats(kind, cards[i], cards[best], cards[0]):
            best = i
    return TrickState(kind, cards, view.trick_leader, best, cards[best])


def beats(kind: int, card: int, best: int, lead: int) -> bool:
    """Would ``card`` take the trick from ``best`` (``lead`` was led)?"""
    trumps = TRUMPS[kind]
    power = POWER[kind]
    if trumps >> card & 1:
        return not trumps >> best & 1 or power[card] > power[best]
    if trumps >> best & 1:
        return False
    return bool(FOLLOW[kind][lead] >> card & 1) and power[card] > power[best]


def highest(kind: int, mask: int) -> int | None:
    cards = ev.bits(mask)
    return max(cards, key=lambda c: POWER[kind][c]) if cards else None


def lowest(kind: int, mask: int) -> int | None:
    cards = ev.bits(mask)
    return min(cards, key=lambda c: POWER[kind][c]) if cards else None


def cheapest(kind: int, cards: list[int]) -> int:
    """Lowest card points first, then lowest power: what we give up most easily."""
    return min(cards, key=lambda c: (card_points(c), POWER[kind][c]))


def is_top(kind: int, c: int, outstanding: int) -> bool:
    """``c`` beats every card of its follow group still out against us."""
    group = FOLLOW[kind][c] & outstanding
    return all(POWER[kind][c] > POWER[kind][o] for o in ev.bits(group))


def _outstanding(view: GameView) -> int:
    """Cards not yet played and not in this hand (opponents' or the skat)."""
    return view.unknown_mask


def declarer_card(view: GameView, plays: list[int]) -> int:
    game = view.game
    assert game is not None
    kind = int(game)
    trumps = TRUMPS[kind]
    out = _outstanding(view)
    if view.known_discards is not None:
        out &= ~view.known_discards
    trick = trick_state(view, kind)
    legal = sum(1 << c for c in plays)
    know = knowledge(view)
    opp_voids = [know.voids[s] for s in range(3) if s != view.seat]
    if trick is None:
        my_trumps = legal & trumps
        out_trumps = out & trumps
        if my_trumps and out_trumps:
            top = highest(kind, my_trumps)
            assert top is not None
            if is_top(kind, top, out):
                return top
            if my_trumps.bit_count() >= out_trumps.bit_count() + 1 or my_trumps.bit_count() >= 5:
                low = lowest(kind, my_trumps)
                assert low is not None
                return low
        # Cash side aces (and tens once the ace is gone) while nobody is void.
        for c in sorted(ev.bits(legal & ~trumps), key=lambda x: -card_points(x)):
            if is_top(kind, c, out) and card_points(c) >= 10:
                group = FOLLOW[kind][c]
                if not any(v & group for v in opp_voids) or not out_trumps_of(out, trumps):
                    return c
        side = legal & ~trumps
        if side:
            # Lose a low card of the shortest side suit (towards voids).
            cards = ev.bits(side)
            return min(
                cards,
                key=lambda c: (
                    (view.hand & FOLLOW[kind][c]).bit_count(),
                    card_points(c),
                    POWER[kind][c],
                ),
            )
        low = lowest(kind, legal)
        assert low is not None
        return low
    return _follow_to_win(view, kind, trick, plays, out, partner=None)


def out_trumps_of(out: int, trumps: int) -> int:
    return out & trumps


def _follow_to_win(
    view: GameView, kind: int, trick: TrickState, plays: list[int], out: int, partner: int | None
) -> int:
    """Take the trick when it pays and is safe, else give as little as possible."""
    trumps = TRUMPS[kind]
    lead = trick.cards[0]
    winners = [c for c in plays if beats(kind, c, trick.best_card, lead)]
    last = len(trick.cards) == 2
    if winners:
        if last:
            worth = trick.points + min(card_points(c) for c in winners)
            cheap = [c for c in winners if not trumps >> c & 1]
            if cheap:
                return min(
                    cheap, key=lambda c: POWER[kind][c] + (100 if card_points(c) >= 10 else 0)
                )
            if worth >= 3 or view.seat == view.declarer:
                return min(winners, key=lambda c: POWER[kind][c])
        else:
            # Second hand: win when the winner cannot be beaten by what is out,
            # or ruff a trick worth points.
            sure = [
                c
                for c in winners
                if is_top(kind, c, out) or (trumps >> c & 1 and not FOLLOW[kind][lead] & trumps)
            ]
            if sure and (trick.points >= 10 or any(not trumps >> c & 1 for c in sure)):
                return min(sure, key=lambda c: POWER[kind][c])
    return cheapest(kind, plays)


def defender_card(view: GameView, plays: list[int]) -> int:
    game = view.game
    assert game is not None and view.declarer is not None
    kind = int(game)
    trumps = TRUMPS[kind]
    declarer = view.declarer
    partner = 3 - view.seat - declarer
    out = _outstanding(view)
    trick = trick_state(view, kind)
    legal = sum(1 << c for c in plays)
    know = knowledge(view)
    if trick is None:
        side = legal & ~trumps
        # Aces first (unless the declarer is known to trump the suit).
        for c in ev.bits(side):
            if c & 7 == ev.ACE and not know.voids[declarer] & FOLLOW[kind][c]:
                return c
        if side:
            # A suit partner trumps and the declarer follows: a point trick for us.
            for c in sorted(ev.bits(side), key=lambda x: card_points(x)):
                g = FOLLOW[kind][c]
                if know.voids[partner] & g and not know.voids[declarer] & g:
                    return c
            declarer_next = declarer == (view.seat + 1) % 3
            by_suit: dict[int, list[int]] = {}
            for c in ev.bits(side):
                by_suit.setdefault(c >> 3, []).append(c)
            suits = list(by_suit.values())
            # Declarer in middle: long suit through him; declarer last: short suit.
            suit = max(suits, key=len) if declarer_next else min(suits, key=len)
            return (
                cheapest(kind, suit)
                if not declarer_next
                else min(suit, key=lambda c: POWER[kind][c] if card_points(c) < 10 else 50)
            )
        low = lowest(kind, legal)
        assert low is not None
        return low
    best_seat = trick.best_seat
    last = len(trick.cards) == 2
    lead = trick.cards[0]
    if best_seat == partner:
        declarer_to_play = not last and declarer != trick.leader
        ruff_risk = (
            declarer_to_play
            and bool(know.voids[declarer] & FOLLOW[kind][lead])
            and not (TRUMPS[kind] >> trick.best_card & 1)
        )
        partner_safe = (
            last
            or (trick.best_index == 1 and declarer == trick.leader)
            or (is_top(kind, trick.best_card, out & ~_played_mask(view)) and not ruff_risk)
        )
        if partner_safe:
            return smear(kind, plays, trumps)
        # Partner leads and the declarer follows us: make the trick hard to take.
        winners = [c for c in plays if beats(kind, c, trick.best_card, lead)]
        tops = [c for c in winners if is_top(kind, c, out)]
        if tops:
            return min(tops, key=lambda c: POWER[kind][c])
        return cheapest(kind, plays)
    # The declarer is winning (or leads and we are second).
    return _follow_to_win(view, kind, trick, plays, out, partner=partner)


def _played_mask(view: GameView) -> int:
    return view.played_mask


def smear(kind: int, plays: list[int], trumps: int) -> int:
    """Partner has the trick: give him points, but no jack and no sure ace."""

    def key(c: int) -> tuple[int, int]:
        penalty = 0
        if c & 7 == ev.JACK:
            penalty = 50
        elif trumps >> c & 1:
            penalty = 5
        return (card_points(c) - penalty, -POWER[kind][c])

    return max(plays, key=key)


def null_card(view: GameView, plays: list[int]) -> int:
    kind = int(GameType.NULL)
    power = POWER[kind]
    out = _outstanding(view)
    if view.seat == view.declarer and view.known_discards is not None:
        out &= ~view.known_discards
    trick = trick_state(view, kind)
    declarer = view.declarer
    if view.seat == declarer:
        if trick is None:
            # Lead the card most sure to be beaten: low relative to what is out.
            def lead_key(c: int) -> tuple[int, int]:
                group = FOLLOW[kind][c] & out
                lower = sum(1 for o in ev.bits(group) if power[o] < power[c])
                higher = sum(1 for o in ev.bits(group) if power[o] > power[c])
                return (lower, -higher)

            return min(plays, key=lead_key)
        under = [c for c in plays if not beats(kind, c, trick.best_card, trick.cards[0])]
        if under:
            return max(under, key=lambda c: power[c])
        return max(plays, key=lambda c: power[c])
    # Defender: make the declarer take a trick.
    if trick is None:
        return min(plays, key=lambda c: power[c])
    assert declarer is not None
    if trick.best_seat == declarer:
        under = [c for c in plays if not beats(kind, c, trick.best_card, trick.cards[0])]
        if under:
            return max(under, key=lambda c: power[c])
        return min(plays, key=lambda c: power[c])
    if declarer not in {(trick.leader + i) % 3 for i in range(len(trick.cards))}:
        # Declarer still to play: keep the trick low so he cannot duck.
        return min(plays, key=lambda c: power[c])
    return max(plays, key=lambda c: power[c])


def ramsch_card(view: GameView, plays: list[int]) -> int:
    kind = int(GameType.RAMSCH)
    power = POWER[kind]
    trick = trick_state(view, kind)
    if trick is None:
        plain = [c for c in plays if c & 7 != ev.JACK]
        pool = plain or plays
        return min(pool, key=lambda c: (power[c], card_points(c)))
    lead = trick.cards[0]
    under = [c for c in plays if not beats(kind, c, trick.best_card, lead)]
    if under:
        return max(under, key=lambda c: (card_points(c), power[c]))
    # We take it anyway: as few points as possible, losing a strong card.
    if len(trick.cards) == 2:
        return min(plays, key=lambda c: (card_points(c), -power[c]))
    return min(plays, key=lambda c: (power[c], card_points(c)))
