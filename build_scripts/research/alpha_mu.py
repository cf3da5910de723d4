"""αμ search for a Skat defender's card: his own later cards one for all worlds.

The levels score a card by solving each sampled world as if every seat saw
every card, so in each world the defender's *later* cards are chosen for that
world alone, though he cannot tell the worlds apart (strategy fusion, the
+6 of the told defence in ``docs/measurements/README.md``). αμ (Cazenave and
Ventos, "The αμ search algorithm for the game of Bridge", 2019) removes that
for the player to move: he is Max, whose card at a node is one for every world
at that node (they share the public history he sees); the declarer is Min and
picks per world; the partner, here, picks per world too (he is still solved as
if he saw every card). A world's outcome is 1 when the defenders beat the game
(the declarer short of his target, 61 or an announced 90, or a trick to him
in Null). A node's value is a Pareto front of world sets (bit ``w`` set:
beaten in world ``w``): the outcomes Max can force with one strategy, for
each strategy worth keeping. After ``depth``
of Max's own cards, the rest is solved double-dummy per world, so depth 1 is
the levels' present scoring, with outcomes only won or lost.

A research tool, not a level: :class:`AlphaMuDefender` plays a level's
defence with it for ``oracle_match.py --alpha-mu``, and
``alpha_mu_positions.py`` measures how often and at what cost it changes a
defender's card (at 761 late decisions of ``strong``: never, seed 2081, in
``docs/measurements/README.md``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from skat_desktop.ai import solver  # noqa: E402
from skat_desktop.ai.evaluation import bits  # noqa: E402
from skat_desktop.ai.positions import after  # noqa: E402
from skat_desktop.ai.sampling import World  # noqa: E402
from skat_desktop.ai.scored import Scored  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.engine import actions as A  # noqa: E402
from skat_desktop.engine.actions import Action  # noqa: E402
from skat_desktop.engine.cards import RANK_POINTS, mask_points  # noqa: E402
from skat_desktop.engine.skat.game import Phase  # noqa: E402
from skat_desktop.engine.skat.game_types import GameType  # noqa: E402
from skat_desktop.engine.skat.tricks import legal_mask  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402

Hands = tuple[int, int, int]


def pareto(front: Sequence[int]) -> list[int]:
    """The world sets of ``front`` that no other set of it contains."""
    kept: list[int] = []
    for v in sorted(set(front), key=lambda x: -x.bit_count()):
        if not any(v & ~u == 0 for u in kept):
            kept.append(v)
    return kept


class AlphaMu:
    """One defender's decision over fixed worlds (``hands[w]``, ``skat_points[w]``)."""

    def __init__(
        self,
        kind: int,
        me: int,
        declarer: int,
        hands: Sequence[Hands],
        skat_points: Sequence[int],
        banked: int,
        target: int = 61,
    ) -> None:
        self.kind = kind
        self.me = me
        self.declarer = declarer
        self.hands = list(hands)
        self.skat_points = list(skat_points)
        self.banked = banked
        """The declarer's card points from finished tricks (the skat's are per world)."""
        self.target = target
        """The card points the declarer needs: 61, or 90 where he announced Schneider."""
        self.leaves = 0
        """Worlds solved double-dummy at the depth limit (the search's cost)."""

    @classmethod
    def for_view(cls, view: GameView, worlds: Sequence[World]) -> AlphaMu:
        """The search of the defender's decision at ``view`` over ``worlds``."""
        assert view.declarer is not None and view.game is not None
        return cls(
            int(view.game),
            view.seat,
            view.declarer,
            [(w[0], w[1], w[2]) for w in worlds],
            [mask_points(w[3]) for w in worlds],
            view.won_points[view.declarer],
            90 if view.contract is not None and view.contract.schneider else 61,
        )

    def scores(
        self, leader: int, trick: tuple[int, ...], depth: int, cut: bool = False
    ) -> dict[int, int]:
        """Per legal card of the defender to move: the most worlds one strategy beats.

        With ``cut``, a card is left out once it cannot reach the best score:
        looking deeper only takes worlds away, so a card whose depth-1 score is
        below the best deeper score found so far is not searched deeper (the
        root cut of αμ). The best cards are always in the result."""
        if not cut or depth == 1:
            return {c: self._score(c, leader, trick, depth) for c in self._cards(trick)}
        shallow = self.scores(leader, trick, 1)
        out: dict[int, int] = {}
        for c in sorted(shallow, key=lambda x: -shallow[x]):
            if out and shallow[c] < max(out.values()):
                break
            out[c] = self._score(c, leader, trick, depth)
        return out

    def _cards(self, trick: tuple[int, ...]) -> list[int]:
        return bits(legal_mask(self.kind, self.hands[0][self.me], trick))

    def _score(self, card: int, leader: int, trick: tuple[int, ...], depth: int) -> int:
        everyone = (1 << len(self.hands)) - 1
        front = self._play(self.hands, everyone, leader, trick, self.banked, card, depth - 1)
        return max(v.bit_count() for v in front)

    def _play(
        self,
        hands: Sequence[Hands],
        alive: int,
        leader: int,
        trick: tuple[int, ...],
        banked: int,
        card: int,
        depth: int,
    ) -> list[int]:
        """The front after the seat to move plays ``card`` in every world of ``alive``."""
        seat = (leader + len(trick)) % 3
        # The trick is public: who wins it and its points are the same in every world.
        first = (alive & -alive).bit_length() - 1
        _, new_leader, new_trick, winner, points = after(
            self.kind, hands[first], leader, trick, seat, card
        )
        keep = ~(1 << card)
        new_hands = list(hands)
        for w in bits(alive):
            h = hands[w]
            new_hands[w] = (h[0] & keep, h[1] & keep, h[2] & keep)
        if winner == self.declarer:
            if self.kind == GameType.NULL:
                return [alive]
            banked += points
        return self._node(new_hands, alive, new_leader, new_trick, banked, depth)

    def _node(
        self,
        hands: Sequence[Hands],
        alive: int,
        leader: int,
        trick: tuple[int, ...],
        banked: int,
        depth: int,
    ) -> list[int]:
        decided = self._decided(hands, alive, trick, banked)
        if decided is not None:
            return [decided]
        seat = (leader + len(trick)) % 3
        if seat == self.me:
            if depth == 0:
                return [self._solved(hands, alive, leader, trick, banked)]
            hand = hands[(alive & -alive).bit_length() - 1][seat]
            front: list[int] = []
            for c in bits(legal_mask(self.kind, hand, trick)):
                front.extend(self._play(hands, alive, leader, trick, banked, c, depth - 1))
            return pareto(front)
        by_card: dict[int, int] = {}
        for w in bits(alive):
            for c in bits(legal_mask(self.kind, hands[w][seat], trick)):
                by_card[c] = by_card.get(c, 0) | 1 << w
        minimising = seat == self.declarer
        acc = [alive] if minimising else [0]
        for c, worlds in by_card.items():
            child = self._play(hands, worlds, leader, trick, banked, c, depth)
            if minimising:
                # Where the declarer cannot play c, c leaves the world as it is.
                free = alive & ~worlds
                acc = pareto([a & (f | free) for a in acc for f in child])
            else:
                acc = pareto([a | f for a in acc for f in child])
        return acc

    def _decided(
        self, hands: Sequence[Hands], alive: int, trick: tuple[int, ...], banked: int
    ) -> int | None:
        """The worlds beaten, when every world of ``alive`` is already settled."""
        first = (alive & -alive).bit_length() - 1
        h = hands[first]
        if self.kind == GameType.NULL:
            return 0 if not (h[0] | h[1] | h[2]) and not trick else None
        # All the declarer can still have is the same in every world: what the
        # defenders have not taken.
        most = banked + self.skat_points[first] + mask_points(h[0] | h[1] | h[2])
        most += sum(RANK_POINTS[x & 7] for x in trick)
        if most < self.target:
            return alive
        if all(banked + self.skat_points[w] >= self.target for w in bits(alive)):
            return 0
        return None

    def _solved(
        self, hands: Sequence[Hands], alive: int, leader: int, trick: tuple[int, ...], banked: int
    ) -> int:
        """The worlds of ``alive`` the defenders beat double-dummy from here."""
        beaten = 0
        for w in bits(alive):
            self.leaves += 1
            pos = solver.Position(self.kind, hands[w], self.declarer, leader, trick)
            if self.kind == GameType.NULL:
                ok = solver.reaches(pos, 0)
            else:
                need = self.target - banked - self.skat_points[w]
                rest = mask_points(hands[w][0] | hands[w][1] | hands[w][2])
                rest += sum(RANK_POINTS[x & 7] for x in trick)
                ok = need <= 0 or (need <= rest and solver.reaches(pos, need))
            if not ok:
                beaten |= 1 << w
        return beaten


class AlphaMuDefender:
    """A level's player whose defender card decisions from ``from_trick`` on
    take the card αμ scores best, the level's own ranking breaking ties.

    The level ranks its cards first, as it would (the same random stream, so
    a play differs from the level's only where αμ disagrees); αμ then scores
    them over ``worlds`` worlds drawn by the level's sampler from a stream of
    its own. Everything else is the level's.
    """

    def __init__(self, inner: SearchPlayer, from_trick: int, depth: int, worlds: int) -> None:
        self.inner = inner
        self.from_trick = from_trick
        self.depth = depth
        self.worlds = worlds
        self.changed = 0
        """Decisions where αμ moved the card away from the level's first."""

    def choose(self, view: GameView) -> Action:
        if not self._applies(view):
            return self.inner.choose(view)
        ranked = self.inner.options(view)
        if not ranked or not all(isinstance(s.action, A.Play) for s in ranked):
            return self.inner.choose(view)
        sample = self.inner.sample(view, self.worlds, rng=own_stream(view))
        search = AlphaMu.for_view(view, sample)
        scores = search.scores(view.trick_leader, tuple(view.trick), self.depth, cut=True)
        action, moved = best_in_level_order(ranked, scores)
        self.changed += moved
        return action

    def _applies(self, view: GameView) -> bool:
        return late_defence(view, self.from_trick)


def best_in_level_order(ranked: Sequence[Scored], scores: dict[int, int]) -> tuple[Action, bool]:
    """The first card of the level's ``ranked`` options among those ``scores``
    rates best, and whether it is not the level's own first."""
    cards = {c for c, v in scores.items() if v == max(scores.values())}
    for i, option in enumerate(ranked):
        action = option.action
        assert isinstance(action, A.Play)
        if int(action.card) in cards:
            return action, i > 0
    return ranked[0].action, False


def late_defence(view: GameView, from_trick: int, to_trick: int = 10) -> bool:
    """A defender's card decision in tricks ``from_trick`` to ``to_trick``, with a choice."""
    return (
        view.phase is Phase.PLAY
        and view.declarer is not None
        and view.seat != view.declarer
        and view.game is not None
        and view.game is not GameType.RAMSCH
        and from_trick <= len(view.tricks) + 1 <= to_trick
        and sum(1 for a in view.legal if isinstance(a, A.Play)) > 1
    )


def own_stream(view: GameView) -> random.Random:
    """A random stream seeded by the position alone, so that drawing worlds for
    αμ leaves the level's own stream, and so its play, as it would be."""
    return random.Random(hash((view.seat, len(view.tricks), len(view.trick), view.hand)))
