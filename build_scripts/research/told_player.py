"""A search player told the hidden cards, in whole or in a scope (``oracle_match.py``).

What seeing the hidden cards is worth to the card play is measured by playing
a deal once as the level plays it and once with one side told: the told
player's worlds are then the true one, or, in a scope, worlds that hold the
part it is told (one hand, the declarer's lengths, the first N tricks). The
scopes and their names live here, the matches that play them in
``oracle_match.py``.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from told_shape import SHAPE_SCOPES, NoShapedWorld, shaped_worlds  # noqa: E402

from skat_desktop.ai.inference import Knowledge, knowledge  # noqa: E402
from skat_desktop.ai.sampling import World, consistent  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.engine.skat.game import Game, Phase  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402

SIDES = ("defence", "declarer")
"""The sides a told play or a variant names."""


class TellingPlayer(SearchPlayer):
    """A search player that, when ``told``, plays its cards in the true world.

    Only the card play is told (:attr:`game` set, phase PLAY): the auction
    and the declaration are the level's own, so a deal's plays start alike.
    """

    game: Game | None = None
    """The table's game, whose hidden cards this player is told (None: not told)."""
    scope: str = ""
    """What is told: every hidden card at every card decision (""), at those
    in the first N tricks ("N") or at the leads ("leads"); or, at every card
    decision of a defender, only the declarer's hand ("declarer") or only the
    partner's ("partner"), the rest guessed as usual (see :func:`told_hand`),
    or only the declarer's lengths ("shape") or trump count ("trumps")."""

    shape_fallbacks: int = 0
    """Decisions of a shape scope in which no world with the declarer's
    lengths turned up, so his hand was told instead."""

    def sample(
        self,
        view: GameView,
        n: int,
        know: Knowledge | None = None,
        rng: random.Random | None = None,
    ) -> list[World]:
        if self.game is None or view.phase is not Phase.PLAY or not told_now(self.scope, view):
            return super().sample(view, n, know, rng)
        if self.scope in HAND_SCOPES:
            seat = told_hand(self.scope, view)
            return super().sample(view, n, fixed_hand(view, seat, self.game.hands[seat]), rng)
        if self.scope in SHAPE_SCOPES:
            return self.sample_shaped(view, n, know, rng)
        hands = self.game.hands
        world: World = (hands[0], hands[1], hands[2], self.game.skat)
        if not consistent(view, world):
            raise AssertionError("the true world breaks a hard fact of the view")
        self.last_worlds = 1
        return [world]

    def sample_shaped(
        self, view: GameView, n: int, know: Knowledge | None, rng: random.Random | None
    ) -> list[World]:
        """Worlds with the declarer's true lengths (:mod:`told_shape`); in the
        rare decision where none turned up, his true hand (counted in
        :attr:`shape_fallbacks`)."""
        assert self.game is not None and view.declarer is not None
        hand = self.game.hands[view.declarer]
        stream = self._rng if rng is None else rng
        try:
            worlds = shaped_worlds(view, n, stream, self.cfg, know, self.scope, hand)
        except NoShapedWorld:
            self.shape_fallbacks += 1
            return super().sample(view, n, fixed_hand(view, view.declarer, hand), rng)
        self.last_worlds = len(worlds)
        return worlds


HAND_SCOPES = ("declarer", "partner")
"""Scopes that tell a defender one other hand, not every hidden card."""
SEAT_SCOPES = ("left", "right")
"""Scopes that tell one defender every hidden card at each of his card
decisions and leave the other to guess: the one on the declarer's left (who
plays right after him) or on his right."""


def told_hand(scope: str, view: GameView) -> int:
    """The seat whose hand a defender of ``view`` is told under a hand scope."""
    declarer = view.declarer
    assert declarer is not None and view.seat != declarer
    if scope == "declarer":
        return declarer
    return 3 - declarer - view.seat


def fixed_hand(view: GameView, seat: int, hand: int) -> Knowledge:
    """The hard facts of ``view`` with ``seat``'s true ``hand`` known: the
    worlds then guess only the other hidden cards (the skat among them)."""
    know = knowledge(view)
    told = hand & know.unknown
    fixed = list(know.fixed)
    capacity = list(know.capacity)
    fixed[seat] |= told
    capacity[seat] -= told.bit_count()
    allowed = {c: mask & ~(1 << seat) for c, mask in know.allowed.items() if not told >> c & 1}
    return dataclasses.replace(
        know,
        fixed=(fixed[0], fixed[1], fixed[2], fixed[3]),
        capacity=(capacity[0], capacity[1], capacity[2], capacity[3]),
        unknown=know.unknown & ~told,
        allowed=allowed,
    )


def told_now(scope: str, view: GameView) -> bool:
    """Whether a told player's decision at ``view`` falls in its ``scope``."""
    if not scope or scope in HAND_SCOPES or scope in SHAPE_SCOPES or scope in SEAT_SCOPES:
        return True
    if scope == "leads":
        return not view.trick
    if scope.endswith("-"):
        return len(view.tricks) + 1 >= int(scope[:-1])
    return len(view.tricks) < int(scope)


def parse_tell(text: str) -> list[str]:
    """The told plays of ``--tell``: SIDE, SIDE@N (N ≥ 1), SIDE@N- (from trick N), SIDE@leads,
    defence@declarer, defence@partner, defence@shape, defence@trumps, defence@left
    or defence@right.

    Raises ValueError for anything else."""
    out: list[str] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        side, _, scope = item.partition("@")
        ok = side in SIDES and (
            "@" not in item
            or scope == "leads"
            or (scope.isdigit() and 1 <= int(scope) <= 9)
            or (scope.endswith("-") and scope[:-1].isdigit() and 2 <= int(scope[:-1]) <= 10)
            or (side == "defence" and scope in (*HAND_SCOPES, *SHAPE_SCOPES, *SEAT_SCOPES))
        )
        if not ok:
            raise ValueError(
                f"--tell {item!r}: defence or declarer, optionally @N (1 to 9),"
                " @N- (from trick N, 2 to 10) or @leads;"
                " defence also @declarer or @partner (that hand alone)"
                " or @shape or @trumps (the declarer's lengths or trump count alone)"
                " or @left or @right (one defender told, the other guessing)"
            )
        if item not in out:
            out.append(item)
    return out
