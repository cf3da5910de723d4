"""What a seat can infer about the hidden cards from everything it has seen.

Two kinds of knowledge come out of a :class:`GameView`:

* **hard facts** (:class:`Knowledge`): which cards are still unplaced, how many
  cards each hidden location holds, and where a card cannot be — a seat that
  failed to follow a suit holds none of it (voids), the declarer's known
  discards, a Schieberamsch push that only later players can hold. Every sampled
  world satisfies these exactly.
* **soft evidence** (:class:`Likelihood`): how plausible a world makes what the
  other seats *did*. A seat that bid 40 rarely holds rubbish; a seat that passed
  at 18 rarely holds two jacks and three aces; a declarer who announced Hearts
  usually holds hearts and jacks; discards are seldom trumps or aces; a Kontra
  comes from a strong defence. Worlds are weighted by these likelihoods (built
  from the same rules-of-thumb estimates the ``easy`` level plays by), then
  resampled, which is what lets the solver see the cards where they most likely
  are. This is the largest single source of playing strength.

Location indices: 0, 1, 2 are the seats, 3 is the skat (the two cards out of
play: the original skat, the declarer's discards, or the last Schieberamsch push).
"""

from __future__ import annotations

import dataclasses
import math

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import ALL_MASK, JACKS_MASK, mask_points
from skat_desktop.engine.skat import scoring
from skat_desktop.engine.skat.bidding import Auction, next_bid
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.tricks import FOLLOW, TRUMPS
from skat_desktop.engine.skat.view import GameView, HiddenDiscard

from . import declarer_shape
from . import evaluation as ev
from . import hand_estimates as est

SKAT = 3


@dataclasses.dataclass(frozen=True)
class BidFacts:
    """What the auction said about each seat."""

    said: tuple[int, int, int]
    """Highest value each seat bid or held (0: none)."""
    declined: tuple[int, int, int]
    """Value each seat refused (bid it would not make, or value it would not hold); 0: none."""


def auction_facts(view: GameView) -> BidFacts:
    """Replay the bidding part of the history to see who said and refused what."""
    auction = Auction()
    said = [0, 0, 0]
    declined = [0, 0, 0]
    for seat, action in view.history:
        if auction.finished:
            break
        if isinstance(action, A.Bid):
            auction.bid(seat, action.value)
            said[seat] = max(said[seat], action.value)
        elif isinstance(action, A.Hold):
            auction.hold(seat)
            said[seat] = max(said[seat], auction.value)
        elif isinstance(action, A.Pass):
            if auction.stage == 3:
                declined[seat] = 18
            elif auction.awaiting_answer and seat == auction.listener:
                declined[seat] = auction.value
            else:
                declined[seat] = next_bid(auction.value) or 264
            auction.pass_(seat)
        else:
            break
    return BidFacts((said[0], said[1], said[2]), (declined[0], declined[1], declined[2]))


@dataclasses.dataclass(frozen=True)
class Knowledge:
    """Hard facts: the cards to place and where each may go."""

    seat: int
    kind: int
    """Trump kind used to read the tricks (Grand during the auction)."""
    fixed: tuple[int, int, int, int]
    """Cards known to be at each location (own hand, open hand, own discards)."""
    capacity: tuple[int, int, int, int]
    """How many unknown cards each location still takes."""
    unknown: int
    allowed: dict[int, int]
    """Unknown card -> bit mask of the locations it may be in."""
    played_by: tuple[int, int, int]
    """Cards each seat has played so far (current trick included)."""
    voids: tuple[int, int, int]

    def full_mask(self) -> int:
        return sum(1 << loc for loc in range(4) if self.capacity[loc] > 0)


def knowledge(view: GameView) -> Knowledge:
    """Collect the hard facts a view implies (voids, counts, known cards)."""
    seat = view.seat
    game = view.game
    kind = int(game) if game is not None else int(GameType.GRAND)
    fixed = [0, 0, 0, 0]
    fixed[seat] = view.hand
    if view.open_hand is not None and view.declarer is not None and view.declarer != seat:
        fixed[view.declarer] = view.open_hand
    played = [0, 0, 0]
    voids = [0, 0, 0]
    for trick in view.tricks:
        _read_trick(kind, trick.leader, trick.cards, played, voids)
    if view.trick:
        _read_trick(kind, view.trick_leader, view.trick, played, voids)
    played_mask = played[0] | played[1] | played[2]
    # The cards out of play.
    pushed_limits: dict[int, int] = {}
    if view.known_discards is not None:
        if view.ramsch:
            later = _later_pickers(view)
            if later:
                mask = 1 << SKAT
                for s in later:
                    mask |= 1 << s
                for c in ev.bits(view.known_discards):
                    pushed_limits[c] = mask
            else:
                fixed[SKAT] = view.known_discards
        elif seat == view.declarer:
            fixed[SKAT] = view.known_discards
    sizes = list(view.hand_sizes)
    skat_size = 32 - sum(sizes) - played_mask.bit_count()
    known = fixed[0] | fixed[1] | fixed[2] | fixed[SKAT] | played_mask
    unknown = ALL_MASK & ~known
    capacity = [max(0, sizes[s] - fixed[s].bit_count()) for s in range(3)]
    capacity.append(max(0, skat_size - fixed[SKAT].bit_count()))
    base = sum(1 << loc for loc in range(4) if capacity[loc] > 0)
    allowed: dict[int, int] = {}
    for c in ev.bits(unknown):
        mask = base
        for s in range(3):
            if voids[s] >> c & 1:
                mask &= ~(1 << s)
        if c in pushed_limits:
            mask &= pushed_limits[c]
            if not mask:
                mask = base
        allowed[c] = mask
    return Knowledge(
        seat=seat,
        kind=kind,
        fixed=(fixed[0], fixed[1], fixed[2], fixed[3]),
        capacity=(capacity[0], capacity[1], capacity[2], capacity[3]),
        unknown=unknown,
        allowed=allowed,
        played_by=(played[0], played[1], played[2]),
        voids=(voids[0], voids[1], voids[2]),
    )


def _read_trick(
    kind: int, leader: int, cards: tuple[int, ...], played: list[int], voids: list[int]
) -> None:
    if not cards:
        return
    follow = FOLLOW[kind][cards[0]]
    for i, c in enumerate(cards):
        s = (leader + i) % 3
        played[s] |= 1 << c
        if i and not follow >> c & 1:
            voids[s] |= follow


def _later_pickers(view: GameView) -> list[int]:
    """Seats that picked the skat up after this seat pushed (Schieberamsch)."""
    out: list[int] = []
    mine = False
    for seat, action in view.history:
        if isinstance(action, (A.Discard, HiddenDiscard)) and seat == view.seat:
            mine = True
        elif mine and isinstance(action, A.PickUpSkat) and seat != view.seat:
            out.append(seat)
    return out


# ---------------------------------------------------------------- likelihood


@dataclasses.dataclass
class Likelihood:
    """Soft evidence: a weight for each sampled world (see the module doc).

    Each factor is bounded below (0.03–0.1) so that no single guess about how
    another player thinks can rule a world out: people overbid, underbid and
    discard oddly, and a too-sure model makes the search confidently wrong.
    """

    view: GameView
    know: Knowledge
    facts: BidFacts
    strength: float = 1.0
    """Exponent on the combined weight: 0 ignores soft evidence, 1 is the model."""
    shape: declarer_shape.ShapeWeights = declarer_shape.NO_SHAPE
    """How much of what the declarer's trump suit and discards say about his
    lengths is read (:mod:`.declarer_shape`); by default nothing."""

    @classmethod
    def of(
        cls,
        view: GameView,
        know: Knowledge,
        strength: float = 1.0,
        shape: declarer_shape.ShapeWeights = declarer_shape.NO_SHAPE,
    ) -> Likelihood:
        return cls(view, know, auction_facts(view), strength, shape)

    @property
    def active(self) -> bool:
        return self.strength > 0

    def weight(self, world: tuple[int, int, int, int]) -> float:
        if self.strength <= 0:
            return 1.0
        view = self.view
        logw = 0.0
        declarer = view.declarer
        contract = view.contract
        for s in range(3):
            if s == view.seat:
                continue
            orig = world[s] | self.know.played_by[s]
            if s == declarer and contract is not None and not view.ramsch:
                logw += self._declarer_log(world, orig)
            else:
                logw += self._bidder_log(s, orig)
                if view.kontra_by == s and contract is not None:
                    logw += self._kontra_log(orig, int(contract.game))
        return math.exp(self.strength * logw)

    # -- pieces
    def _bidder_log(self, s: int, orig: int) -> float:
        said, declined = self.facts.said[s], self.facts.declined[s]
        if not said and not declined:
            return 0.0
        if orig.bit_count() != 10:
            return 0.0
        rules = self.view.rules
        out = 0.0
        if said:
            p = est.best_win_at(rules, orig, s, said)
            out += math.log(max(0.06, min(1.0, p / est.bid_threshold(rules, said))))
        if declined:
            p = est.best_win_at(rules, orig, s, declined)
            thr = est.bid_threshold(rules, declined)
            out += math.log(max(0.06, min(1.0, (1.0 - p) / (1.0 - thr))))
        return out

    def _declarer_log(self, world: tuple[int, int, int, int], orig: int) -> float:
        view = self.view
        contract = view.contract
        assert contract is not None and view.declarer is not None
        game = int(contract.game)
        s = view.declarer
        skat = world[SKAT]
        out = 0.0
        if game == GameType.NULL:
            p = est.win_estimate(game, orig, s, pre=False)
            out += math.log(max(0.05, p))
        else:
            sp = mask_points(skat) if view.picked_up else 7
            p = est.win_estimate(game, orig, s, pre=False, skat_points=sp)
            out += math.log(max(0.05, p))
            if view.picked_up and skat:
                trumps = skat & TRUMPS[game]
                out += math.log(0.08) * (trumps & JACKS_MASK).bit_count()
                out += math.log(0.25) * (trumps & ~JACKS_MASK).bit_count()
                for c in ev.bits(skat & ~TRUMPS[game]):
                    if c & 7 == ev.ACE:
                        out += math.log(0.3)
        if view.picked_up and game == GameType.NULL and skat:
            # Null discards are the dangerous high cards.
            for c in ev.bits(skat):
                out += math.log(0.4) if ev.NULL_ORDER.index(c & 7) < 3 else 0.0
        out += self.shape.log_weight(game, orig, skat, view.picked_up)
        bid = view.bid
        # A sane declarer does not announce a game that cannot reach the bid,
        # so the bid bounds the matadors he holds (skat included).
        if (
            bid
            and contract.game is not GameType.NULL
            and scoring.contract_value(view.rules, contract, orig | skat) < bid
        ):
            out += math.log(0.05)
        return out

    def _kontra_log(self, orig: int, game: int) -> float:
        if game == GameType.NULL:
            p = est.win_estimate(game, orig, 0, pre=False)
            return math.log(max(0.1, 1.0 - p))
        trumps = (orig & TRUMPS[game]).bit_count()
        aces = sum(
            1
            for s in range(4)
            if orig >> ev.card(s, ev.ACE) & 1 and not TRUMPS[game] >> ev.card(s, ev.ACE) & 1
        )
        x = trumps + aces - 4.0
        return math.log(max(0.1, ev.sigmoid(1.3 * x)))
