"""Telling a defender the declarer's distribution, not his cards.

A diagnostic scope of ``oracle_match.py --tell``: ``defence@shape`` deals a
defender's worlds only where the declarer holds as many trumps and as many
cards of each plain suit as he truly does (Null: of each suit),
``defence@trumps`` only where he holds as many trumps. Every other card is
guessed as the level guesses it, weighted by the same evidence. What such a
defender gains over the level's own measures how far perfect inference about
the declarer's *lengths* could carry the defence, against the gain of being
told every card: if lengths carry most of it, better inference (from the
auction, the skat and the play) is where the defence should improve; if
not, the loss lies in which cards exactly, or in the play itself.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Final

from skat_desktop.ai.inference import Knowledge, knowledge
from skat_desktop.ai.sampling import World, deal_world, placeable, sample_worlds
from skat_desktop.ai.search_config import LevelConfig
from skat_desktop.engine.cards import suit_mask
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.tricks import TRUMPS
from skat_desktop.engine.skat.view import GameView

SHAPE_SCOPES: Final = ("shape", "trumps")
"""Scopes that tell a defender the declarer's lengths, not his cards."""
DEAL_TRIES: Final = 64
"""Draws of the declarer's cards per world before giving up: a draw fails
only where the partner's voids leave no room for what it left over."""


class NoShapedWorld(Exception):
    """No world with the declarer's lengths turned up (see :data:`DEAL_TRIES`)."""


def length_groups(game: GameType, scope: str) -> tuple[int, ...]:
    """The card masks whose counts ``scope`` tells in ``game``: the trumps
    and each suit's plain cards (Null: the four suits), or the trumps alone
    and the rest of the deck as one group."""
    trumps = TRUMPS[int(game)]
    if scope == "trumps":
        return (trumps, ~trumps & 0xFFFFFFFF) if trumps else (0xFFFFFFFF,)
    plain = tuple(suit_mask(s) & ~trumps for s in range(4))
    return (trumps, *plain) if trumps else plain


def shape_key(scope: str, game: GameType, hand: int) -> tuple[int, ...]:
    """What ``scope`` tells of ``hand``: its count in each length group."""
    return tuple((hand & mask).bit_count() for mask in length_groups(game, scope))


def shaped_deal(
    know: Knowledge, rng: random.Random, seat: int, groups: tuple[int, ...], want: tuple[int, ...]
) -> World:
    """One world of ``know`` in which ``seat`` holds ``want[i]`` cards of
    ``groups[i]``: his missing cards of each group drawn at random among
    those he may hold, the rest dealt as :func:`deal_world` deals them."""
    for _ in range(DEAL_TRIES):
        fixed = list(know.fixed)
        capacity = list(know.capacity)
        allowed = dict(know.allowed)
        for mask, count in zip(groups, want, strict=True):
            pool = [c for c, m in know.allowed.items() if mask >> c & 1 and m >> seat & 1]
            need = count - (fixed[seat] & mask).bit_count()
            if not 0 <= need <= len(pool):
                raise NoShapedWorld
            chosen = set(rng.sample(pool, need))
            for c in pool:
                if c in chosen:
                    fixed[seat] |= 1 << c
                    del allowed[c]
                else:
                    allowed[c] &= ~(1 << seat)
            capacity[seat] -= need
        unknown = know.unknown & ~fixed[seat]
        shaped = dataclasses.replace(
            know,
            fixed=(fixed[0], fixed[1], fixed[2], fixed[3]),
            capacity=(capacity[0], capacity[1], capacity[2], capacity[3]),
            unknown=unknown,
            allowed=allowed,
        )
        if all(allowed.values()) and placeable(shaped):
            return deal_world(shaped, rng)
    raise NoShapedWorld


def shaped_worlds(
    view: GameView,
    n: int,
    rng: random.Random,
    cfg: LevelConfig,
    know: Knowledge | None,
    scope: str,
    declarer_hand: int,
) -> list[World]:
    """``n`` worlds (fewer if fewer exist) for a defender's ``view``, each
    with the declarer's true lengths of ``scope``, weighted by the evidence
    as ``cfg``'s defenders weigh theirs. Raises :class:`NoShapedWorld` where
    the draw keeps failing."""
    declarer = view.declarer
    game = view.game
    assert declarer is not None and game is not None
    groups = length_groups(game, scope)
    want = shape_key(scope, game, declarer_hand)
    oversample, strength = cfg.sampler(defending=True)
    return sample_worlds(
        view,
        n,
        rng,
        oversample=oversample,
        strength=strength,
        know=knowledge(view) if know is None else know,
        deal=lambda k, r: shaped_deal(k, r, declarer, groups, want),
        shape=cfg.shape_weights(),
    )
