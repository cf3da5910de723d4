"""Counting the solver's work per decision, in nodes rather than seconds.

A decision that stops sampling when its clock runs out plays differently on a
slow or busy machine, and a match run one process per core would play weaker
than the app. Counting solver nodes instead gives a cap that means the same
work everywhere: a match repeats its decisions, and the bench's tail is cut
the same way on every machine.

The meter of the decision in progress lives in a context variable, so the
solver can add to it from the worker threads of :mod:`.world_runner` (which
run each world in a copy of the deciding thread's context) without every
caller passing it down.
"""

from __future__ import annotations

import contextlib
import contextvars
import threading
from collections.abc import Iterator


class NodeMeter:
    """Solver nodes searched so far by one decision, from any thread.

    A meter opened inside another's block also counts on the outer one, so a
    whole decision can be measured around the parts that cap themselves.
    """

    def __init__(self, outer: NodeMeter | None = None) -> None:
        self._lock = threading.Lock()
        self._nodes = 0
        self._outer = outer

    @property
    def nodes(self) -> int:
        return self._nodes

    def add(self, nodes: int) -> None:
        with self._lock:
            self._nodes += nodes
        if self._outer is not None:
            self._outer.add(nodes)


_CURRENT: contextvars.ContextVar[NodeMeter | None] = contextvars.ContextVar(
    "skat_solver_node_meter", default=None
)


def add(nodes: int) -> None:
    """Count ``nodes`` for the decision in progress (none: nothing to count)."""
    meter = _CURRENT.get()
    if meter is not None:
        meter.add(nodes)


@contextlib.contextmanager
def metering() -> Iterator[NodeMeter]:
    """A fresh meter for the solver calls made inside the block."""
    meter = NodeMeter(_CURRENT.get())
    token = _CURRENT.set(meter)
    try:
        yield meter
    finally:
        _CURRENT.reset(token)


_QUERY_LIMIT: contextvars.ContextVar[int] = contextvars.ContextVar(
    "skat_solver_query_limit", default=0
)


def query_limit() -> int:
    """Nodes one solver query may search in this context before it gives up (0: no limit)."""
    return _QUERY_LIMIT.get()


@contextlib.contextmanager
def limiting_queries(nodes: int) -> Iterator[None]:
    """Inside the block each solver query gives up past ``nodes`` nodes
    (raising :class:`.solver_rules.SearchLimitReached`); 0 lifts the limit.

    A sampled world now and then holds a position that takes the solver a
    hundred times the usual work (a close game whose every line must be read
    to the end); one such world kept a player waiting a second or two. The
    world runners evaluate each world inside this block and drop the world
    whose query gave up, so one freak deal costs a bounded amount of work.
    """
    token = _QUERY_LIMIT.set(max(0, nodes))
    try:
        yield
    finally:
        _QUERY_LIMIT.reset(token)
