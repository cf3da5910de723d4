"""Par of each finished deal, worked out in the background (:mod:`skat_desktop.ai.par`).

Replaying a deal with the ``strong`` level takes seconds, so it runs on a
worker thread of its own (one thread, lowered below even the computers' search
threads, see :mod:`skat_desktop.ai.thread_priority`): the computers' moves and
the hints keep their own pool and never wait behind a par. Pars belong to one list:
when another list is opened the queued jobs are dropped, the running one is
told to stop at its next decision, and a late answer is recognised by its
generation and thrown away. A practice deal keeps the waiting list's pars.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from skat_desktop.ai.thread_priority import PAR_NICENESS, lower_this_thread

from .worker import JobResult, JobRunner, Position

log = logging.getLogger(__name__)

ParWork = Callable[[Callable[[], bool]], int]
"""The job: given "should I stop?", the par (raises ParCancelled when told to stop)."""


class ParJobs(QObject):
    """The pars of the running list, by row in its records, and the jobs computing them."""

    ready = Signal(int, int)
    """(row in the list's records, par) — a deal's par arrived."""
    reset = Signal()
    """Another list: every par known so far is forgotten."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = JobRunner(self, threads=1)
        self._runner.finished.connect(self._on_finished)
        self._generation = 0
        self._stop = threading.Event()
        self._owner: object | None = None
        self._values: dict[int, tuple[int, str]] = {}
        self._pending: dict[int, str] = {}
        self.on_value: Callable[[object, int, int], None] | None = None
        """Called with (list, row, par) before ``ready``: the statistics record it."""

    # ------------------------------------------------------------------ lists
    def adopt(self, owner: object) -> None:
        """``owner`` is the list now running; a different one forgets every par."""
        if owner is self._owner:
            return
        self._owner = owner
        self.forget()

    def forget(self) -> None:
        """Drop every par and job (queued ones never run; a running one stops soon)."""
        self._generation += 1
        self._stop.set()
        self._stop = threading.Event()
        self._runner.drop_queued()
        self._values.clear()
        self._pending.clear()
        self.reset.emit()

    # ------------------------------------------------------------------ jobs
    def request(self, row: int, level: str, work: ParWork) -> None:
        """Work out row ``row``'s par at ``level`` in the background (``ready`` when done)."""
        if self._pending.get(row) == level:
            return
        self._values.pop(row, None)
        self._pending[row] = level
        stop = self._stop

        def job() -> tuple[int, str]:
            lower_this_thread(PAR_NICENESS)  # below the table's computers, too
            return work(stop.is_set), level

        self._runner.submit("par", Position(self._generation, row, 0), 0, job)

    def _on_finished(self, result: object) -> None:
        if not isinstance(result, JobResult) or result.position.session_id != self._generation:
            return
        row = result.position.deal
        self._pending.pop(row, None)
        if result.error is not None:
            if "ParCancelled" not in result.error:
                log.warning("par of deal %d failed:\n%s", row + 1, result.error)
            return
        par, level = result.value
        self._values[row] = (int(par), str(level))
        if self.on_value is not None and self._owner is not None:
            self.on_value(self._owner, row, int(par))
        self.ready.emit(row, int(par))

    # ------------------------------------------------------------------ reading
    def value(self, row: int) -> int | None:
        """Row ``row``'s par (None: not known, or still being worked out)."""
        known = self._values.get(row)
        return known[0] if known is not None else None

    def level(self, row: int) -> str | None:
        """The level row ``row``'s par was (or is being) worked out at."""
        known = self._values.get(row)
        return known[1] if known is not None else self._pending.get(row)

    def pending(self, row: int) -> bool:
        return row in self._pending

    def values(self) -> dict[int, int]:
        """Every known par, by row in the list's records."""
        return {row: par for row, (par, _level) in self._values.items()}

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the jobs are done (tests, shutdown)."""
        return self._runner.wait(msecs)

    def shutdown(self) -> None:
        """Stop the running job at its next decision and wait for it."""
        self._stop.set()
        self._runner.drop_queued()
        self._runner.wait(10000)
