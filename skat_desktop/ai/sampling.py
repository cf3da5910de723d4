"""Sampling the hidden cards: worlds consistent with everything a seat saw.

A *world* is one complete guess of where the unseen cards are:
``(hand0, hand1, hand2, skat)`` as card masks, with the viewer's own hand (and
any open hand or known discards) in place. The search levels solve each world
with the double-dummy solver and average, so the worlds must

* obey every hard fact exactly (:class:`~.inference.Knowledge`: voids, hand
  sizes, known cards) — a world that contradicts what happened at the table
  poisons the average; and
* be drawn in proportion to how likely they are given the other players'
  bids, game choice, discards and Kontra (:class:`~.inference.Likelihood`).

Hard facts are met by dealing card by card with a Hall-condition check (with
only four locations the check is 15 subset sums), so no world is ever
rejected. Soft evidence is applied by drawing more candidates than needed and
picking the returned worlds without replacement with probability proportional
to their weight (Efraimidis–Spirakis keys).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import TypeAlias

from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from .declarer_shape import NO_SHAPE, ShapeWeights
from .inference import Knowledge, Likelihood, knowledge

World: TypeAlias = tuple[int, int, int, int]

_SUBMASKS = tuple(
    (subset, tuple(m for m in range(1, 16) if m & ~subset == 0)) for subset in range(1, 15)
)
"""Each proper subset of the four locations with the allowed-masks inside it."""


def _feasible(counts: list[int], cap: Sequence[int]) -> bool:
    """Hall's condition: every set of locations can take the cards bound to it.

    ``counts[m]`` is the number of cards still to place whose allowed locations
    are the bit mask ``m``. The full set is always fine (sizes add up).
    """
    for subset, inside in _SUBMASKS:
        need = 0
        for m in inside:
            need += counts[m]
        if need:
            room = 0
            for loc in range(4):
                if subset >> loc & 1:
                    room += cap[loc]
            if need > room:
                return False
    return True


def placeable(know: Knowledge) -> bool:
    """Whether every unknown card of ``know`` can go to a location it is
    allowed in (Hall's condition, :func:`_feasible`): a caller that narrows
    the facts itself checks this before :func:`deal_world`, which would
    otherwise drop the voids."""
    counts = [0] * 16
    for m in know.allowed.values():
        counts[m] += 1
    return _feasible(counts, know.capacity)


def deal_world(know: Knowledge, rng: random.Random) -> World:
    """One world meeting every hard fact of ``know``.

    Cards restricted by voids or pushes are placed first, each to a location
    chosen with probability proportional to its free room among those that keep
    the rest placeable; the unrestricted cards are then shuffled into the room
    that is left, exactly like dealing.
    """
    cap = list(know.capacity)
    full = know.full_mask()
    hands = list(know.fixed)
    restricted = [(c, m) for c, m in know.allowed.items() if m != full]
    free = [c for c, m in know.allowed.items() if m == full]
    if restricted:
        counts = [0] * 16
        for _, m in restricted:
            counts[m] += 1
        counts[full] += len(free)
        if not _feasible(counts, cap):
            # Contradictory facts (cannot happen with a consistent view): ignore voids.
            restricted, free = [], list(know.allowed)
        else:
            rng.shuffle(restricted)
            restricted.sort(key=lambda cm: cm[1].bit_count())
            for c, m in restricted:
                counts[m] -= 1
                options = [loc for loc in range(4) if m >> loc & 1 and cap[loc] > 0]
                weights = [cap[loc] for loc in options]
                while options:
                    loc = rng.choices(options, weights)[0]
                    cap[loc] -= 1
                    if _feasible(counts, cap):
                        hands[loc] |= 1 << c
                        break
                    cap[loc] += 1
                    i = options.index(loc)
                    options.pop(i)
                    weights.pop(i)
                else:  # pragma: no cover - guarded by the feasibility check
                    raise RuntimeError("world sampling lost feasibility")
    rng.shuffle(free)
    pos = 0
    for loc in range(4):
        n = cap[loc]
        for c in free[pos : pos + n]:
            hands[loc] |= 1 << c
        pos += n
    return (hands[0], hands[1], hands[2], hands[3])


def sample_worlds(
    view: GameView,
    n: int,
    rng: random.Random,
    *,
    oversample: int = 3,
    strength: float = 1.0,
    know: Knowledge | None = None,
    deal: Callable[[Knowledge, random.Random], World] = deal_world,
    shape: ShapeWeights = NO_SHAPE,
) -> list[World]:
    """``n`` distinct worlds (fewer if fewer exist), weighted by the soft evidence.

    ``oversample`` candidates are dealt per returned world and scored with
    :class:`Likelihood`; ``strength=0`` or ``oversample=1`` returns plain
    uniform worlds under the hard facts; ``shape`` weighs what
    the declarer's trump suit and discards say about his lengths
    (:mod:`.declarer_shape`).
    ``deal`` deals each candidate: a diagnostic may pass one that also meets
    a condition the hard facts cannot express (the declarer's suit lengths,
    say), and the evidence then weighs those candidates as it weighs the
    level's own.
    """
    if know is None:
        know = knowledge(view)
    like = Likelihood.of(view, know, strength, shape)
    total = n * max(1, oversample) if like.active else n
    seen: set[World] = set()
    candidates: list[World] = []
    tries = 0
    while len(candidates) < total and tries < total * 3:
        tries += 1
        w = deal(know, rng)
        if w in seen:
            continue
        seen.add(w)
        candidates.append(w)
    if len(candidates) <= n or not like.active:
        return candidates[:n]
    keyed: list[tuple[float, int]] = []
    for i, w in enumerate(candidates):
        weight = like.weight(w)
        u = rng.random()
        key = math.log(u) / weight if weight > 0 else -math.inf
        keyed.append((key, i))
    keyed.sort(reverse=True)
    return [candidates[i] for _, i in keyed[:n]]


def consistent(view: GameView, world: World) -> bool:
    """True when ``world`` meets every hard fact of ``view`` (used by the tests)."""
    know = knowledge(view)
    for loc in range(4):
        if world[loc] & know.fixed[loc] != know.fixed[loc]:
            return False
        extra = world[loc] & ~know.fixed[loc]
        if extra.bit_count() != know.capacity[loc]:
            return False
        for c in ev.bits(extra):
            if not know.allowed.get(c, 0) >> loc & 1:
                return False
    union = world[0] | world[1] | world[2] | world[3]
    return union & know.unknown == know.unknown


def world_count(know: Knowledge) -> int:
    """Number of ways to place the unknown cards, ignoring voids (an upper bound)."""
    from math import comb

    n = len(know.allowed)
    total = 1
    for loc in range(4):
        total *= comb(n, know.capacity[loc])
        n -= know.capacity[loc]
    return total


def enumerate_worlds(know: Knowledge, limit: int) -> list[World] | None:
    """Every world meeting the hard facts, or None when there may be more than ``limit``.

    Late in a deal only a handful of layouts remain; checking all of them turns
    "no sampled world lets the defence take a trick" into a certainty, which is
    what accepting a claim requires.
    """
    if world_count(know) > limit:
        return None
    cards = sorted(know.allowed)
    out: list[World] = []
    hands = list(know.fixed)
    cap = list(know.capacity)

    def place(i: int) -> None:
        if i == len(cards):
            out.append((hands[0], hands[1], hands[2], hands[3]))
            return
        c = cards[i]
        for loc in range(4):
            if cap[loc] > 0 and know.allowed[c] >> loc & 1:
                cap[loc] -= 1
                hands[loc] |= 1 << c
                place(i + 1)
                hands[loc] &= ~(1 << c)
                cap[loc] += 1

    place(0)
    return out
