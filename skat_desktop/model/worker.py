"""Background jobs: computer decisions and hints run off the GUI thread.

Search at the ``strong`` level takes seconds; running it on the GUI thread
would freeze the window. Each job runs in a ``QThreadPool`` and reports back
through a signal object that lives in the GUI thread, so the answer arrives as
a queued call there. Every job carries the :class:`Position` it was asked
about; the receiver compares it with the current position and drops a stale
answer (the user conceded, loaded a file or started a new list meanwhile).
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from skat_desktop.ai.thread_priority import lower_this_thread


@dataclasses.dataclass(frozen=True, slots=True)
class Position:
    """Where a session stands: the deal (row in the records) and its action count."""

    session_id: int
    deal: int
    actions: int


@dataclasses.dataclass(frozen=True)
class JobResult:
    """What came back: the value, or the error text if the job raised."""

    kind: str
    position: Position
    seat: int
    value: Any = None
    error: str | None = None


class JobSignals(QObject):
    """Lives in the GUI thread; emitting from a worker queues the call there."""

    finished = Signal(object)


class _Job(QRunnable):
    def __init__(
        self,
        signals: JobSignals,
        kind: str,
        position: Position,
        seat: int,
        work: Callable[[], Any],
        lock: threading.Lock | None,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._signals = signals
        self._kind = kind
        self._position = position
        self._seat = seat
        self._work = work
        self._lock = lock

    def run(self) -> None:
        lower_this_thread()  # the window's thread goes first (see thread_priority)
        try:
            if self._lock is not None:
                with self._lock:
                    value = self._work()
            else:
                value = self._work()
            result = JobResult(self._kind, self._position, self._seat, value)
        except Exception:
            result = JobResult(self._kind, self._position, self._seat, error=traceback.format_exc())
        # RuntimeError: the receiver is gone (window closed while thinking).
        with contextlib.suppress(RuntimeError):
            self._signals.finished.emit(result)


class JobRunner(QObject):
    """Submits jobs to a private pool and forwards results as one signal.

    A private pool (two threads) keeps AI work from starving Qt's global pool;
    the per-player locks passed to :meth:`submit` make sure one player object
    never thinks twice at once when a stale job is still finishing.
    """

    finished = Signal(object)

    def __init__(self, parent: QObject | None = None, threads: int = 2) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._signals = JobSignals(self)
        self._signals.finished.connect(self.finished)

    def submit(
        self,
        kind: str,
        position: Position,
        seat: int,
        work: Callable[[], Any],
        lock: threading.Lock | None = None,
    ) -> None:
        self._pool.start(_Job(self._signals, kind, position, seat, work, lock))

    def drop_queued(self) -> None:
        """Forget the jobs that have not started yet (a running one finishes)."""
        self._pool.clear()

    def active(self) -> int:
        return self._pool.activeThreadCount()

    def wait(self, msecs: int = 30000) -> bool:
        """Block until every job is done (shutdown and tests)."""
        return self._pool.waitForDone(msecs)
