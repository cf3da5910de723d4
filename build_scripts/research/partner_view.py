"""A Skat defender who scores his card with his partner's reply chosen from the partner's view.

The levels score a defender's card by solving each sampled world as if every
seat saw every card, so in each world the partner's reply is the one that
world calls for, though the partner cannot see it. Told every card, both
defenders together gain about +2.5 points per seat and deal beyond what each
gains told alone (seed 2083, ``docs/measurements/README.md``): much of the
defence's gap is the partnership. Here the defender to move, when his
partner plays next in the trick, models that reply as the partner would make
it: in each of the defender's worlds, the partner (who holds that world's
hand and sees the card just played) draws worlds of his own with the level's
sampler and replies with the card that beats the game in the most of them,
the rules of thumb breaking ties, as the level does. The world is then solved
double-dummy after the defender's card and that reply. A world scores 1 when
the defence beats the game (the declarer short of 61, or 90 where he
announced Schneider), as in :mod:`alpha_mu`.

This is one nested step of recursive Monte Carlo search (Furtak and Buro,
"Recursive Monte Carlo search for imperfect information games", 2013), for
the partner's next card only. A research tool, not a level:
:class:`PartnerViewDefender` plays a level's defence with it for
``oracle_match.py --partner-view``.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from alpha_mu import best_in_level_order, own_stream  # noqa: E402
from deal_runs import three_numbers  # noqa: E402

from skat_desktop.ai import solver  # noqa: E402
from skat_desktop.ai.card_play import equivalent_groups  # noqa: E402
from skat_desktop.ai.easy_play import defender_card  # noqa: E402
from skat_desktop.ai.evaluation import bits  # noqa: E402
from skat_desktop.ai.positions import after  # noqa: E402
from skat_desktop.ai.sampling import World  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.engine import actions as A  # noqa: E402
from skat_desktop.engine.actions import Action  # noqa: E402
from skat_desktop.engine.cards import RANK_POINTS, Card, mask_points  # noqa: E402
from skat_desktop.engine.skat.game import Phase  # noqa: E402
from skat_desktop.engine.skat.game_types import GameType  # noqa: E402
from skat_desktop.engine.skat.tricks import legal_mask  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402


def partner_of(view: GameView) -> int:
    """The other defender's seat."""
    assert view.declarer is not None
    return 3 - view.seat - view.declarer


def partner_next(view: GameView) -> bool:
    """A defender's card decision in a suit game or Grand, with a choice,
    after which his partner plays the next card of the same trick."""
    if (
        view.phase is not Phase.PLAY
        or view.declarer is None
        or view.seat == view.declarer
        or view.game is None
        or view.game in (GameType.RAMSCH, GameType.NULL)
        or len(view.trick) == 2
        or sum(1 for a in view.legal if isinstance(a, A.Play)) < 2
    ):
        return False
    return (view.seat + 1) % 3 == partner_of(view)


def partner_view(view: GameView, world: World, card: int) -> GameView:
    """What the partner sees in ``world`` once the defender to move played ``card``."""
    assert view.game is not None
    partner = partner_of(view)
    hand = world[partner]
    trick = (*view.trick, card)
    sizes = list(view.hand_sizes)
    sizes[view.seat] -= 1
    legal = legal_mask(int(view.game), hand, trick)
    return dataclasses.replace(
        view,
        seat=partner,
        to_move=partner,
        hand=hand,
        hand_sizes=(sizes[0], sizes[1], sizes[2]),
        history=(*view.history, (view.seat, A.Play(Card(card)))),
        trick=trick,
        legal=tuple(A.Play(Card(c)) for c in bits(legal)),
        known_skat=None,
        known_discards=None,
    )


def partner_reply(player: SearchPlayer, pv: GameView, n: int, rng: random.Random) -> int:
    """The partner's card at ``pv``: the one beating the game double-dummy in
    most of ``n`` worlds he draws, ties to the rules of thumb, then to the
    cheapest card. Cards that cannot differ (:func:`.equivalent_groups`) are
    solved once, and with one such group nothing is drawn."""
    assert pv.game is not None
    plays = [int(a.card) for a in pv.legal if isinstance(a, A.Play)]
    legal = sum(1 << c for c in plays)
    groups = equivalent_groups(int(pv.game), pv.hand, legal, pv.played_mask)
    if len(groups) == 1:
        return defender_card(pv, plays) if len(plays) > 1 else plays[0]
    worlds = player.sample(pv, n, rng=rng)
    scores: dict[int, int] = {}
    for group in groups:
        beaten = sum(beaten_after(pv, w, (group[0],)) for w in worlds)
        scores.update(dict.fromkeys(group, beaten))
    best = max(scores.values())
    tied = [c for c in plays if scores[c] == best]
    if len(tied) == 1:
        return tied[0]
    liked = defender_card(pv, plays)
    if liked in tied:
        return liked
    return min(tied, key=lambda c: (RANK_POINTS[c & 7], c))


def beaten_after(view: GameView, world: World, cards: Sequence[int]) -> bool:
    """Whether the defence beats the game in ``world`` double-dummy once
    ``cards`` are played from ``view``'s position."""
    assert view.game is not None and view.declarer is not None and view.contract is not None
    kind, decl = int(view.game), view.declarer
    hands = (world[0], world[1], world[2])
    leader, trick = view.trick_leader, tuple(view.trick)
    banked = view.won_points[decl] + mask_points(world[3])
    for c in cards:
        seat = (leader + len(trick)) % 3
        hands, leader, trick, winner, points = after(kind, hands, leader, trick, seat, c)
        if winner == decl:
            banked += points
    need = (90 if view.contract.schneider else 61) - banked
    rest = mask_points(hands[0] | hands[1] | hands[2]) + sum(RANK_POINTS[x & 7] for x in trick)
    if need <= 0:
        return False
    if need > rest:
        return True
    return not solver.reaches(solver.Position(kind, hands, decl, leader, trick), need)


class PartnerViewDefender:
    """A level's player whose defender card decisions, where the partner plays
    next in the trick up to trick ``to_trick``, take the card that beats the
    game in most of ``worlds`` worlds with the partner's reply chosen from his
    view (:func:`partner_reply`, ``partner_worlds`` of his own), the level's
    own ranking breaking ties.

    The level ranks its cards first, as it would (the same random stream, so a
    play differs from the level's only where this disagrees); the worlds here
    come from a stream of their own. Everything else is the level's.
    """

    def __init__(
        self, inner: SearchPlayer, to_trick: int, worlds: int, partner_worlds: int
    ) -> None:
        self.inner = inner
        self.to_trick = to_trick
        self.worlds = worlds
        self.partner_worlds = partner_worlds
        self.applied = 0
        """Decisions scored with the partner's reply from his view."""
        self.changed = 0
        """Of those, decisions where the card moved away from the level's first."""

    def choose(self, view: GameView) -> Action:
        if not (partner_next(view) and len(view.tricks) + 1 <= self.to_trick):
            return self.inner.choose(view)
        ranked = self.inner.options(view)
        if not ranked or not all(isinstance(s.action, A.Play) for s in ranked):
            return self.inner.choose(view)
        stream = own_stream(view)
        sample = self.inner.sample(view, self.worlds, rng=stream)
        scores = self.scores(view, sample, stream)
        action, moved = best_in_level_order(ranked, scores)
        self.applied += 1
        self.changed += moved
        return action

    def scores(self, view: GameView, worlds: Sequence[World], rng: random.Random) -> dict[int, int]:
        """Per legal card: the worlds beaten with the partner's reply from his view."""
        assert view.game is not None
        legal = sum(1 << int(a.card) for a in view.legal if isinstance(a, A.Play))
        groups = equivalent_groups(int(view.game), view.hand, legal, view.played_mask)
        out: dict[int, int] = {}
        for group in groups:
            c = group[0]
            beaten = 0
            for w in worlds:
                pv = partner_view(view, w, c)
                reply = partner_reply(self.inner, pv, self.partner_worlds, rng)
                beaten += beaten_after(view, w, (c, reply))
            out.update(dict.fromkeys(group, beaten))
        return out


def partner_view_wrap(text: str) -> Callable[[SearchPlayer], PartnerViewDefender]:
    """The defenders' wrapper of ``--partner-view TO:WORLDS:PARTNER``.

    Raises ValueError for anything but three whole numbers in range."""
    to_trick, worlds, partner = three_numbers("--partner-view", text, "TO:WORLDS:PARTNER")
    if not (1 <= to_trick <= 10 and worlds >= 1 and partner >= 1):
        raise ValueError(f"--partner-view {text!r}: TO 1 to 10, WORLDS and PARTNER at least 1")
    return lambda player: PartnerViewDefender(player, to_trick, worlds, partner)
