"""Running candidate decisions over sampled worlds, on every solver thread.

The C solver core releases the GIL while it searches, so the worlds of one
decision are spread over a small thread pool; :func:`halving` spends the
solver time on the candidates that are still close (successive halving).
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import os
import time
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from . import solver
from .sampling import World
from .thread_priority import lower_this_thread

_K = TypeVar("_K", bound=Hashable)
_R = TypeVar("_R")

_THREADS = max(1, min(2, os.cpu_count() or 1))
_POOL: concurrent.futures.ThreadPoolExecutor | None = None


def set_threads(n: int) -> None:
    """Solver threads per process (the C core releases the GIL while searching).

    Matches running one process per core set this to 1; the app uses two so a
    decision takes half the wall time on a dual-core machine.
    """
    global _THREADS, _POOL
    n = max(1, n)
    if n != _THREADS and _POOL is not None:
        _POOL.shutdown(wait=False)
        _POOL = None
    _THREADS = n


def run_worlds(fn: Callable[[World], _R], worlds: Sequence[World]) -> list[_R]:
    global _POOL
    if _THREADS <= 1 or len(worlds) < 2 or solver.core_name() != "c":
        return [fn(w) for w in worlds]
    if _POOL is None:
        _POOL = concurrent.futures.ThreadPoolExecutor(
            _THREADS, thread_name_prefix="skat-ai", initializer=lower_this_thread
        )
    return list(_POOL.map(fn, worlds))


@dataclasses.dataclass
class Stat:
    """Running mean of one candidate over the worlds it was evaluated in."""

    total: float = 0.0
    wins: float = 0.0
    n: int = 0
    values: list[float] = dataclasses.field(default_factory=list)
    """Utility in each world evaluated, in order (for the early stop)."""

    @property
    def utility(self) -> float:
        return self.total / self.n if self.n else float("-inf")

    @property
    def win(self) -> float:
        return self.wins / self.n if self.n else 0.0


def halving(
    candidates: Sequence[_K],
    worlds: Sequence[World],
    evaluate: Callable[[World, Sequence[_K]], dict[_K, tuple[float, float]]],
    *,
    keep: int,
    first: int,
    budget_s: float,
    min_worlds: int,
    clear_margin: float = 0.0,
) -> dict[_K, Stat]:
    """Evaluate candidates over worlds, dropping the clearly worse ones early.

    All candidates see the first ``first`` worlds; then only the best ``keep``
    go on, in batches, through the remaining worlds. This is successive halving:
    the solver time goes to the close decisions. Batches stop once
    ``budget_s`` is spent and ``min_worlds`` worlds were used.

    With ``clear_margin`` > 0 the batches also stop once the leader is clearly
    best (:func:`clearly_best`, that many standard errors ahead of every other
    active candidate in the paired per-world differences). Off by default: it
    can change a decision, so it is kept only where strength matches show it
    costs nothing.
    """
    stats: dict[_K, Stat] = {c: Stat() for c in candidates}
    start = time.perf_counter()

    def run(batch: Sequence[World], active: Sequence[_K]) -> None:
        for res in run_worlds(lambda w: evaluate(w, active), batch):
            for c, (u, win) in res.items():
                st = stats[c]
                st.total += u
                st.wins += win
                st.n += 1
                st.values.append(u)

    head = list(worlds[:first])
    run(head, list(candidates))
    work = len(head) * len(candidates)
    rest = list(worlds[len(head) :])
    if not rest:
        return stats
    active = sorted(candidates, key=lambda c: -stats[c].utility)[:keep]
    used = len(head)
    step = max(2, _THREADS * 2)
    i = 0
    while i < len(rest):
        batch = rest[i : i + step]
        if clear_margin > 0 and clearly_best(active, stats, clear_margin):
            break
        if used >= min_worlds:
            # Predict the batch from the cost per candidate-world so far, so a
            # slow batch does not overshoot the budget (the budget is what a
            # player waits for, not an average).
            spent = time.perf_counter() - start
            per_world = spent / max(1, work)
            if spent + per_world * len(batch) * len(active) > budget_s:
                break
        run(batch, active)
        work += len(batch) * len(active)
        used += len(batch)
        i += step
    return stats


MIN_WORLDS_TO_STOP = 8
"""Worlds the leader and every rival must share before an early stop."""


def clearly_best(active: Sequence[_K], stats: dict[_K, Stat], margin: float) -> bool:
    """The leading candidate is ``margin`` standard errors ahead of every other.

    Differences are paired by world (every active candidate saw the same
    worlds since the head), which removes most of the world-to-world noise:
    a card that wins where another loses in nearly every world is clear after
    a few worlds, two cards that differ in one world of many are not.
    """
    if len(active) < 2:
        return True
    leader = max(active, key=lambda c: stats[c].utility)
    lead = stats[leader].values
    for other in active:
        if other == leader:
            continue
        theirs = stats[other].values
        n = min(len(lead), len(theirs))
        if n < MIN_WORLDS_TO_STOP:
            return False
        diffs = [a - b for a, b in zip(lead[-n:], theirs[-n:], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean <= 0 or mean * mean * n <= margin * margin * var:
            return False
    return True
