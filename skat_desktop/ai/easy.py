"""The ``easy`` level: a sensible club player by rules of thumb, no search.

It is the opponent people meet first, so it should play *recognisable* Skat
rather than random legal cards: it bids by counting jacks, trumps, aces and
guarded tens (the fitted estimates of :mod:`.evaluation`) against the
session's scoring; as declarer it pulls trumps when it holds the top ones and
cashes its aces; as defender it leads aces, plays long suits through the
declarer and short ones up to him, trumps the declarer's points and smears
points onto a partner's winning trick; in Null it ducks; in Ramsch it stays
under the trick. Every decision is a few hundred microseconds of Python, well
inside the 20 ms budget, and it never looks at anything but its view.
"""

from __future__ import annotations

import dataclasses
import random

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import JACKS_MASK, RANK_POINTS, Card, mask_points
from skat_desktop.engine.game import Phase
from skat_desktop.engine.game_types import GameType
from skat_desktop.engine.scoring import null_value
from skat_desktop.engine.tricks import FOLLOW, POWER, TRUMPS
from skat_desktop.engine.view import GameView

from . import evaluation as ev
from .inference import knowledge


def _pts(c: int) -> int:
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
        return sum(_pts(c) for c in self.cards)


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
    return min(cards, key=lambda c: (_pts(c), POWER[kind][c]))


def is_top(kind: int, c: int, outstanding: int) -> bool:
    """``c`` beats every card of its follow group still out against us."""
    group = FOLLOW[kind][c] & outstanding
    return all(POWER[kind][c] > POWER[kind][o] for o in ev.bits(group))


class EasyPlayer:
    """Rules-of-thumb player (see the module doc)."""

    level = "easy"

    def __init__(self, seed: int | None = None, bid_margin: float = ev.BID_MARGIN) -> None:
        self._rng = random.Random(seed)
        self.bid_margin = bid_margin
        self._limit_cache: tuple[int, int, int] | None = None  # (hand, seat, limit)
        self._plan: tuple[int, A.Declare] | None = None  # (hand after discard, game)

    # ------------------------------------------------------------------ entry
    def choose(self, view: GameView) -> Action:
        if not view.legal:
            raise ValueError("no legal action in this view")
        action = self._decide(view)
        if action not in view.legal:  # defensive: never return an illegal action
            return view.legal[0]
        return action

    def _decide(self, view: GameView) -> Action:
        phase = view.phase
        if phase is Phase.BIDDING:
            return self.bid(view)
        if phase is Phase.SKAT:
            return self.skat_decision(view)
        if phase is Phase.DISCARD:
            return self.discard(view)
        if phase is Phase.DECLARE:
            return self.declare(view)
        if phase is Phase.KONTRA:
            return A.KONTRA if self.wants_kontra(view) else A.PASS
        if phase is Phase.RE:
            return A.RE if self.wants_re(view) else A.PASS
        if phase is Phase.PUSH:
            return self.push(view)
        if phase is Phase.PUSH_DISCARD:
            return self.push_discard(view)
        if phase is Phase.RESPONSE:
            return self.respond(view)
        if phase is Phase.PLAY:
            if A.KONTRA in view.legal and self.wants_kontra(view):
                return A.KONTRA
            return A.Play(Card(self.card(view)))
        return view.legal[0]

    # ---------------------------------------------------------------- bidding
    def limit(self, view: GameView) -> int:
        """Highest value this hand will bid or hold (cached for the auction)."""
        key = (view.hand, view.seat)
        if self._limit_cache is not None and self._limit_cache[:2] == key:
            return self._limit_cache[2]
        limit = ev.hand_strength(
            view.rules, view.hand, view.seat, view.unknown_mask, self.bid_margin
        )
        self._limit_cache = (view.hand, view.seat, limit)
        return limit

    def bid(self, view: GameView) -> Action:
        limit = self.limit(view)
        if A.HOLD in view.legal:
            return A.HOLD if view.auction_value <= limit else A.PASS
        bids = [a for a in view.legal if isinstance(a, A.Bid)]
        if bids and bids[0].value <= limit:
            return bids[0]
        return A.PASS

    def skat_decision(self, view: GameView) -> Action:
        """Hand game only with a clearly strong hand; otherwise pick up."""
        rules, bid = view.rules, view.bid
        best: tuple[float, A.Declare] | None = None
        options = ev.bidding_options(rules, view.hand, view.seat, view.unknown_mask)
        for opt in options:
            c = opt.contract
            if not c.hand or opt.value < bid:
                continue
            need = 0.9 if c.ouvert else 0.8
            if opt.win < need:
                continue
            gain = ev.expected_gain(rules, opt.win, opt.value)
            if best is None or gain > best[0]:
                best = (gain, A.Declare(c.game, c.schneider, c.schwarz, c.ouvert))
        if best is not None and best[1] in view.legal:
            return best[1]
        if not self._pickup_can_reach(view):
            # The auction went as high as a hand game is worth: after picking
            # up, every game would be an overbid, so play the hand game.
            forced = [o for o in options if o.contract.hand and o.value >= bid]
            for opt in sorted(forced, key=lambda o: -o.win):
                c = opt.contract
                decl = A.Declare(c.game, c.schneider, c.schwarz, c.ouvert)
                if decl in view.legal:
                    return decl
        return A.PICK_UP

    @staticmethod
    def _pickup_can_reach(view: GameView) -> bool:
        """Whether some game after picking up is sure to be worth the bid.

        Counted with the worst skat for the matadors, as the bidding counts
        them, so the skat cannot turn the pick-up into an overbid.
        """
        rules, bid = view.rules, view.bid
        if bid <= null_value(False, False):  # Null after pick-up: 23
            return True
        if (
            bid <= null_value(False, True)
            and ev.win_estimate(GameType.NULL, view.hand, view.seat, pre=True) >= 0.5
        ):
            return True
        return any(
            ev.reaches_bid(rules, ev.contract_for(g), view.hand, bid, view.unknown_mask)
            for g in ev.TRUMP_GAMES
        )

    def _choose_after_pickup(
        self, view: GameView, hand12: int
    ) -> tuple[tuple[int, int], A.Declare]:
        rules, bid = view.rules, view.bid
        options = ev.pickup_options_after_skat(rules, hand12, view.seat, bid)
        if options:
            opt = max(options, key=lambda o: ev.expected_gain(rules, o.win, o.value))
            assert opt.discard is not None
            c = opt.contract
            return opt.discard, A.Declare(c.game, ouvert=c.ouvert)
        return fallback_declaration(view, hand12)

    def discard(self, view: GameView) -> Action:
        pair, game = self._choose_after_pickup(view, view.hand)
        rest = view.hand & ~((1 << pair[0]) | (1 << pair[1]))
        self._plan = (rest, game)
        return A.Discard((Card(pair[0]), Card(pair[1])))

    def declare(self, view: GameView) -> Action:
        if self._plan is not None and self._plan[0] == view.hand and self._plan[1] in view.legal:
            return self._plan[1]
        hand12 = view.hand | (view.known_discards or 0)
        _, game = self._choose_after_pickup(view, hand12)
        return game

    # ------------------------------------------------------------ Kontra / Re
    def wants_kontra(self, view: GameView) -> bool:
        c = view.contract
        if c is None:
            return False
        hand = view.hand | _played_by(view, view.seat)
        if c.game is GameType.NULL:
            return False
        trumps = (hand & TRUMPS[c.game]).bit_count()
        aces = sum(
            1
            for s in range(4)
            if hand >> ev.card(s, ev.ACE) & 1 and not TRUMPS[c.game] >> ev.card(s, ev.ACE) & 1
        )
        if c.game is GameType.GRAND:
            return trumps >= 2 and aces >= 3
        return trumps >= 5 or (trumps >= 4 and aces >= 2 and bool(hand >> ev.card(3, ev.JACK) & 1))

    def wants_re(self, view: GameView) -> bool:
        c = view.contract
        if c is None:
            return False
        sp = mask_points(view.known_discards or 0) if view.picked_up else 7
        return ev.win_estimate(c.game, view.hand, view.seat, pre=False, skat_points=sp) >= 0.92

    # ------------------------------------------------------------ Schieberamsch
    def push(self, view: GameView) -> Action:
        escapes = [a for a in view.legal if isinstance(a, A.Declare)]
        if escapes:
            p = ev.win_estimate(GameType.GRAND, view.hand, view.seat, pre=False, skat_points=7)
            if p >= 0.8:
                return A.Declare(GameType.GRAND)
        if ramsch_danger(view.hand) <= 2.5:
            return A.PUSH
        return A.PICK_UP

    def push_discard(self, view: GameView) -> Action:
        options = [a for a in view.legal if isinstance(a, A.Discard)]
        danger = ramsch_card_danger(view.hand)
        return max(options, key=lambda a: danger[a.cards[0]] + danger[a.cards[1]])

    # ------------------------------------------------------------ claims
    def respond(self, view: GameView) -> Action:
        pending = pending_offer(view)
        if isinstance(pending, A.Concede):
            return A.ACCEPT
        # A claim: without search we cannot prove that no defence takes a trick,
        # and rejecting costs nothing but the time to play on.
        return A.ACCEPT if claim_obvious(view) else A.REJECT

    # ------------------------------------------------------------ card play
    def card(self, view: GameView) -> int:
        plays = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
        if len(plays) == 1:
            return plays[0]
        game = view.game
        assert game is not None
        if game is GameType.RAMSCH:
            return ramsch_card(view, plays)
        if game is GameType.NULL:
            return null_card(view, plays)
        if view.seat == view.declarer:
            return declarer_card(view, plays)
        return defender_card(view, plays)


# ------------------------------------------------------------------ helpers


def pending_offer(view: GameView) -> Action | None:
    for _, action in reversed(view.history):
        if isinstance(action, (A.Claim, A.Concede)):
            return action
    return None


def claim_obvious(view: GameView) -> bool:
    """Rules of thumb cannot prove a claim: accept only when nothing is left to play."""
    return view.hand == 0


def fallback_declaration(view: GameView, hand12: int) -> tuple[tuple[int, int], A.Declare]:
    """No game reaches the bid at its plain value: pick the best reachable one.

    Prefers a game that reaches the bid with Schneider (it is at least possible
    to win it), else the highest-valued game, so the loss is never an overbid
    of a cheaper game than necessary.
    """
    rules, bid = view.rules, view.bid
    best: tuple[float, tuple[int, int], A.Declare] | None = None
    for g in ev.TRUMP_GAMES:
        c = ev.contract_for(g)
        pair = ev.best_discards(g, hand12, 1)[0]
        with_schneider = ev.game_value(rules, c, hand12, schneider=True)
        plain = ev.game_value(rules, c, hand12)
        score = plain + (1000 if with_schneider >= bid else 0)
        if best is None or score > best[0]:
            best = (score, pair, A.Declare(g))
    assert best is not None
    return best[1], best[2]


def _played_by(view: GameView, seat: int) -> int:
    mask = 0
    for trick in view.tricks:
        for i, c in enumerate(trick.cards):
            if (trick.leader + i) % 3 == seat:
                mask |= 1 << c
    for i, x in enumerate(view.trick):
        if (view.trick_leader + i) % 3 == seat:
            mask |= 1 << x
    return mask


def ramsch_card_danger(hand: int) -> dict[int, float]:
    """How likely each card is to cost points in Ramsch (push the worst)."""
    out: dict[int, float] = {}
    kind = GameType.RAMSCH
    for c in ev.bits(hand):
        if c & 7 == ev.JACK:
            out[c] = 20.0 + (c >> 3) * 3
            continue
        side = hand & ev.plain_mask(kind, c >> 3)
        n = side.bit_count()
        power = POWER[kind][c]
        out[c] = power * 3 + _pts(c) - n * 2
    return out


def ramsch_danger(hand: int) -> float:
    jacks = (hand & JACKS_MASK).bit_count()
    d = jacks * 1.0
    for s in range(4):
        side = hand & ev.plain_mask(GameType.RAMSCH, s)
        n = side.bit_count()
        if side >> ev.card(s, ev.ACE) & 1 and n <= 2:
            d += 1.0
        if side >> ev.card(s, ev.TEN) & 1 and n <= 2:
            d += 0.7
        if n >= 1 and not side & ((1 << ev.card(s, ev.SEVEN)) | (1 << ev.card(s, ev.EIGHT))):
            d += 0.3
    return d


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
        for c in sorted(ev.bits(legal & ~trumps), key=lambda x: -_pts(x)):
            if is_top(kind, c, out) and _pts(c) >= 10:
                group = FOLLOW[kind][c]
                if not any(v & group for v in opp_voids) or not out_trumps_of(out, trumps):
                    return c
        side = legal & ~trumps
        if side:
            # Lose a low card of the shortest side suit (towards voids).
            cards = ev.bits(side)
            return min(
                cards,
                key=lambda c: ((view.hand & FOLLOW[kind][c]).bit_count(), _pts(c), POWER[kind][c]),
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
            worth = trick.points + min(_pts(c) for c in winners)
            cheap = [c for c in winners if not trumps >> c & 1]
            if cheap:
                return min(cheap, key=lambda c: POWER[kind][c] + (100 if _pts(c) >= 10 else 0))
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
            for c in sorted(ev.bits(side), key=lambda x: _pts(x)):
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
                else min(suit, key=lambda c: POWER[kind][c] if _pts(c) < 10 else 50)
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
        return (_pts(c) - penalty, -POWER[kind][c])

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
        return min(pool, key=lambda c: (power[c], _pts(c)))
    lead = trick.cards[0]
    under = [c for c in plays if not beats(kind, c, trick.best_card, lead)]
    if under:
        return max(under, key=lambda c: (_pts(c), power[c]))
    # We take it anyway: as few points as possible, losing a strong card.
    if len(trick.cards) == 2:
        return min(plays, key=lambda c: (_pts(c), -power[c]))
    return min(plays, key=lambda c: (power[c], _pts(c)))
