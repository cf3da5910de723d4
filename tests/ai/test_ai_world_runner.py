"""The world runner: successive halving."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from skat_desktop.ai.sampling import World
from skat_desktop.ai.world_runner import Stat, halving

WORLDS: list[World] = [(i, 0, 0, 0) for i in range(40)]
Evaluate = Callable[[World, Sequence[str]], dict[str, tuple[float, float]]]


def _evaluator(
    means: dict[str, float], noise: float, seed: int = 5
) -> tuple[list[tuple[World, str]], Evaluate]:
    """Utility per (world, candidate): a mean plus noise shared by the world."""
    rng = random.Random(seed)
    shared = {w: rng.gauss(0.0, noise) for w in WORLDS}
    own = {(w, c): rng.gauss(0.0, 1.0) for w in WORLDS for c in means}
    calls: list[tuple[World, str]] = []

    def evaluate(world: World, active: Sequence[str]) -> dict[str, tuple[float, float]]:
        out: dict[str, tuple[float, float]] = {}
        for c in active:
            calls.append((world, c))
            out[c] = (means[c] + shared[world] + own[(world, c)], 1.0)
        return out

    return calls, evaluate


def _run(
    means: dict[str, float],
    noise: float = 30.0,
    rank: Callable[[str, Stat], float] | None = None,
) -> tuple[dict[str, Stat], int]:
    calls, evaluate = _evaluator(means, noise=noise)
    stats = halving(
        list(means),
        WORLDS,
        evaluate,
        keep=2,
        first=8,
        budget_s=1e9,
        min_worlds=40,
        rank=rank,
    )
    return stats, len(calls)


def test_every_world_is_used() -> None:
    stats, _ = _run({"a": 20.0, "b": 0.0, "c": -5.0})
    assert stats["a"].n == len(WORLDS)


def test_a_rank_decides_which_candidates_survive_the_first_batch() -> None:
    """Without a rank the first worlds' means drop ``b``; a rank that favours
    it (a prior, say) keeps it through every world instead of ``c``."""
    means = {"a": 20.0, "b": 0.0, "c": 10.0}
    plain, _ = _run(means, noise=0.0)
    assert plain["b"].n == 8 and plain["c"].n == len(WORLDS)
    favour_b = {"a": 0.0, "b": 100.0, "c": -100.0}
    ranked, _ = _run(means, noise=0.0, rank=lambda c, st: st.utility + favour_b[c])
    assert ranked["b"].n == len(WORLDS) and ranked["c"].n == 8
