"""The ``easy`` level: a sensible club player by rules of thumb, no search.

It is the opponent people meet first, so it should play *recognisable* Skat
rather than random legal cards: it bids by counting jacks, trumps, aces and
guarded tens (the fitted estimates of :mod:`.hand_estimates`) against the
session's scoring; as declarer it pulls trumps when it holds the top ones and
cashes its aces; as defender it leads aces, plays long suits through the
declarer and short ones up to him, trumps the declarer's points and smears
points onto a partner's winning trick; in Null it ducks; in Ramsch it stays
under the trick. Every decision is a few hundred microseconds of Python, well
inside the 20 ms budget, and it never looks at anything but its view.
"""

from __future__ import annotations

import random

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import JACKS_MASK, Card, mask_points
from skat_desktop.engine.skat import scoring
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.scoring import null_value
from skat_desktop.engine.skat.tricks import POWER, TRUMPS
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from . import hand_estimates as est
from .easy_play import card_points, declarer_card, defender_card, null_card, ramsch_card


class EasyPlayer:
    """Rules-of-thumb player (see the module doc)."""

    level = "easy"

    def __init__(self, seed: int | None = None, bid_margin: float = est.BID_MARGIN) -> None:
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
        limit = est.hand_strength(
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
        options = est.bidding_options(rules, view.hand, view.seat, view.unknown_mask)
        for opt in options:
            c = opt.contract
            if not c.hand or opt.value < bid:
                continue
            need = 0.9 if c.ouvert else 0.8
            if opt.win < need:
                continue
            gain = est.expected_gain(rules, opt.win, opt.value)
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
            and est.win_estimate(GameType.NULL, view.hand, view.seat, pre=True) >= 0.5
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
        options = est.pickup_options_after_skat(rules, hand12, view.seat, bid)
        if options:
            opt = max(options, key=lambda o: est.expected_gain(rules, o.win, o.value))
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
        return est.win_estimate(c.game, view.hand, view.seat, pre=False, skat_points=sp) >= 0.92

    # ------------------------------------------------------------ Schieberamsch
    def push(self, view: GameView) -> Action:
        escapes = [a for a in view.legal if isinstance(a, A.Declare)]
        if escapes:
            p = est.win_estimate(GameType.GRAND, view.hand, view.seat, pre=False, skat_points=7)
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
        pair = est.best_discards(g, hand12, 1)[0]
        with_schneider = scoring.contract_value(rules, c, hand12, schneider=True)
        plain = scoring.contract_value(rules, c, hand12)
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
        out[c] = power * 3 + card_points(c) - n * 2
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
