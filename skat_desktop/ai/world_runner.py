"""Running candidate decisions over sampled worlds, on every solver thread.

The C solver core releases the GIL while it searches, so the worlds of one
decision are spread over a small thread pool; :func:`halving` spends the
solver time on the candidates that are still close (successive halving).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import contextvars
import dataclasses
import os
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import TypeVar

from . import node_meter, solver
from .sampling import World
from .thread_priority import lower_this_thread

_K = TypeVar("_K", bound=Hashable)
_R = TypeVar("_R")
_T = TypeVar("_T")

_THREADS = max(1, min(2, os.cpu_count() or 1))
_POOL: concurrent.futures.ThreadPoolExecutor | None = None
_SERIAL: contextvars.ContextVar[bool] = contextvars.ContextVar("serial_worlds", default=False)


@contextlib.contextmanager
def serial_worlds() -> Iterator[None]:
    """Inside this block the calling thread solves its worlds one after another.

    Par (:mod:`.par`) wants the same answer every time: with two threads, which
    world starts before a node cap stops the rest depends on their timing. It
    also leaves the second core to the table's own computers.
    """
    token = _SERIAL.set(True)
    try:
        yield
    finally:
        _SERIAL.reset(token)


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


def run_worlds(fn: Callable[[_T], _R], worlds: Sequence[_T]) -> list[_R]:
    """``fn`` of each world, in order, on the solver threads."""
    global _POOL
    if _THREADS <= 1 or len(worlds) < 2 or solver.core_name() != "c" or _SERIAL.get():
        return [fn(w) for w in worlds]
    if _POOL is None:
        _POOL = concurrent.futures.ThreadPoolExecutor(
            _THREADS, thread_name_prefix="skat-ai", initializer=lower_this_thread
        )
    # Each world runs in a copy of this thread's context, so the solver
    # counts its nodes on this decision's meter (:mod:`.node_meter`).
    contexts = [contextvars.copy_context() for _ in worlds]
    return list(_POOL.map(lambda cw: cw[0].run(fn, cw[1]), zip(contexts, worlds, strict=True)))


def run_capped(
    fn: Callable[[World], _R],
    worlds: Sequence[World],
    max_nodes: int,
    sure: int,
    query_nodes: int = 0,
) -> list[tuple[World, _R]]:
    """``fn`` of each world, as :func:`run_worlds`, but past the first ``sure``
    worlds a world not yet started is skipped once this call's solver nodes
    reach ``max_nodes`` (0: no cap), and a world whose solver query passes
    ``query_nodes`` is dropped (see :func:`_run_until`). Returns the (world,
    result) pairs done."""
    with node_meter.metering() as meter:
        return _run_until(fn, worlds, sure, lambda: 0 < max_nodes <= meter.nodes, query_nodes)


def _run_until(
    fn: Callable[[World], _R],
    worlds: Sequence[World],
    sure: int,
    stop: Callable[[], bool],
    query_nodes: int = 0,
    free: int = 1,
) -> list[tuple[World, _R]]:
    """(world, ``fn(world)``) for the worlds started before ``stop()`` held
    (the first ``sure`` always are), in order.

    With ``query_nodes`` > 0 every world but the first ``free`` is evaluated
    under that limit per solver query (:func:`.node_meter.limiting_queries`),
    and a world whose query gave up is left out, for every candidate alike:
    the free world guarantees a result, the rest cannot stall the decision.
    """

    def one(item: tuple[int, World]) -> tuple[World, _R] | None:
        i, world = item
        if i >= sure and stop():
            return None
        if i < free or query_nodes <= 0:
            return world, fn(world)
        with node_meter.limiting_queries(query_nodes):
            try:
                return world, fn(world)
            except solver.SearchLimitReached:
                return None

    return [r for r in run_worlds(one, list(enumerate(worlds))) if r is not None]


@dataclasses.dataclass
class Stat:
    """Running mean of one candidate over the worlds it was evaluated in."""

    total: float = 0.0
    wins: float = 0.0
    n: int = 0

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
    max_nodes: int = 0,
    query_nodes: int = 0,
    rank: Callable[[_K, Stat], float] | None = None,
) -> dict[_K, Stat]:
    """Evaluate candidates over worlds, dropping the clearly worse ones early.

    All candidates see the first ``first`` worlds; then only the best ``keep``
    go on, in batches, through the remaining worlds. This is successive halving:
    the solver time goes to the close decisions. Batches stop once
    ``budget_s`` is spent and ``min_worlds`` worlds were used.

    With ``max_nodes`` > 0 no further world starts once the solver has
    searched that many nodes for this call (after half the first batch), even
    before ``min_worlds``: the few decisions whose worlds are unusually hard
    to solve end after the first batches instead of keeping a player waiting
    seconds. Nodes, not seconds, so the cap cuts the same decisions whatever
    the machine's speed or load (:mod:`.node_meter`). ``query_nodes`` bounds
    one world the same way: a world with a solver query past it is left out
    (:func:`_run_until`), so no single world can hold the decision up.

    ``rank`` scores a candidate for the drop after the first batch (default:
    its mean utility); a caller with a prior for each candidate passes the
    mean shrunk towards it, so a few worlds' luck does not drop a candidate
    the prior favours.
    """
    with node_meter.metering() as meter:

        def over_nodes() -> bool:
            return 0 < max_nodes <= meter.nodes

        stats: dict[_K, Stat] = {c: Stat() for c in candidates}
        start = time.perf_counter()

        def run(batch: Sequence[World], active: Sequence[_K], sure: int = 0, free: int = 0) -> None:
            """Evaluate ``active`` in the worlds of ``batch``; past the first ``sure``
            of them, a world not yet started is skipped once the node cap is hit
            (every candidate still sees the same worlds), and past the first
            ``free`` a world whose query passes ``query_nodes`` is left out."""
            done = _run_until(
                lambda w: evaluate(w, active), batch, sure, over_nodes, query_nodes, free
            )
            for _world, res in done:
                for c, (u, win) in res.items():
                    st = stats[c]
                    st.total += u
                    st.wins += win
                    st.n += 1

        head = list(worlds[:first])
        run(head, list(candidates), sure=max(1, first // 2), free=1)
        used = max(st.n for st in stats.values()) if stats else 0
        work = used * len(candidates)
        rest = list(worlds[len(head) :])
        if not rest:
            return stats
        if rank is None:
            active = sorted(candidates, key=lambda c: -stats[c].utility)[:keep]
        else:
            active = sorted(candidates, key=lambda c: -rank(c, stats[c]))[:keep]
        step = max(2, _THREADS * 2)
        i = 0
        while i < len(rest):
            batch = rest[i : i + step]
            if over_nodes():
                break
            if used >= min_worlds:
                # Predict the batch from the cost per candidate-world so far, so a
                # slow batch does not overshoot the budget (the budget is what a
                # player waits for, not an average).
                spent = time.perf_counter() - start
                per_world = spent / max(1, work)
                if spent + per_world * len(batch) * len(active) > budget_s:
                    break
            before = stats[active[0]].n
            run(batch, active)
            done = stats[active[0]].n - before
            work += done * len(active)
            used += done
            i += step
        return stats
