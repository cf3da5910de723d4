"""The world runner: successive halving, and the opt-in early stop."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from skat_desktop.ai.sampling import World
from skat_desktop.ai.world_runner import Stat, clearly_best, halving

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
    margin: float,
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
        clear_margin=margin,
        rank=rank,
    )
    return stats, len(calls)


def test_off_by_default_every_world_is_used() -> None:
    stats, _ = _run({"a": 20.0, "b": 0.0, "c": -5.0}, margin=0.0)
    assert stats["a"].n == len(WORLDS)


def test_a_clear_leader_stops_the_sampling_and_keeps_the_choice() -> None:
    means = {"a": 20.0, "b": 0.0, "c": -5.0}
    full, full_calls = _run(means, margin=0.0)
    early, early_calls = _run(means, margin=3.0)
    assert early_calls < full_calls
    best = max(early, key=lambda c: early[c].utility)
    assert best == max(full, key=lambda c: full[c].utility) == "a"


def test_close_candidates_use_every_world() -> None:
    stats, _ = _run({"a": 0.3, "b": 0.0}, margin=3.0)
    assert stats["a"].n == stats["b"].n == len(WORLDS)


def test_clearly_best_pairs_worlds() -> None:
    """Large world-to-world noise shared by both candidates does not hide a
    difference that is the same in every world."""
    a, b = Stat(), Stat()
    for i in range(10):
        swing = 100.0 * (-1) ** i
        a.values.append(swing + 1.0)
        b.values.append(swing)
        a.total += swing + 1.0
        b.total += swing
        a.n += 1
        b.n += 1
    assert clearly_best(["a", "b"], {"a": a, "b": b}, 3.0)
    b.values[0] += 50.0  # one world where b is far better: no longer clear
    b.total += 50.0
    assert not clearly_best(["a", "b"], {"a": a, "b": b}, 3.0)


def test_a_rank_decides_which_candidates_survive_the_first_batch() -> None:
    """Without a rank the first worlds' means drop ``b``; a rank that favours
    it (a prior, say) keeps it through every world instead of ``c``."""
    means = {"a": 20.0, "b": 0.0, "c": 10.0}
    plain, _ = _run(means, margin=0.0, noise=0.0)
    assert plain["b"].n == 8 and plain["c"].n == len(WORLDS)
    favour_b = {"a": 0.0, "b": 100.0, "c": -100.0}
    ranked, _ = _run(means, margin=0.0, noise=0.0, rank=lambda c, st: st.utility + favour_b[c])
    assert ranked["b"].n == len(WORLDS) and ranked["c"].n == 8
