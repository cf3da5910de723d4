"""Autosave off the GUI thread: the newest list written in the background.

The list is autosaved after every action, and a crash-safe save ends in
``fsync`` (:mod:`skat_desktop.engine.records.atomic`). ``fsync`` usually takes
a few milliseconds, but when the disk is busy it can take hundreds: measured
with ``bench gui``, one autosave's ``fsync`` held the window still for 347 ms.
So the table model encodes the list on the GUI thread (cheap, and the session
must not be read while the game moves on) and hands the bytes to this writer,
whose one thread does the slow part.

Only the newest content per file matters: when the table moves faster than
the disk, a waiting write is replaced by the newer one, so the queue never
grows. Each write is still atomic, so a crash at any instant leaves the file
whole (older or newer), and :meth:`AutosaveWriter.flush` waits for the disk
before the program ends or anything reads the file. An explicit save goes
through :meth:`AutosaveWriter.write_now`, which never runs beside a background
write nor lets an older one land after it. The thread belongs to a
``ThreadPoolExecutor``, which Python joins at exit, so a write already handed
over is finished even when nobody called :meth:`~AutosaveWriter.flush`.
"""

from __future__ import annotations

import errno
import logging
import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

log = logging.getLogger(__name__)

Write = Callable[[], None]
"""One write of one file (it raises what the save raises)."""

Problem = Callable[[Path, "Exception | None"], None]
"""(file, why it failed) on the first failure; (file, None) once it saves again."""


class AutosaveWriter:
    """Writes the newest content of each file on one background thread.

    ``expected`` are the exceptions a failed save may raise (a full disk, a
    folder where the file should be): they are logged with ``prefix`` as a
    warning, as a failed autosave always was. Anything else is logged with its
    traceback, and the writer keeps running for the next save.
    """

    def __init__(self, expected: tuple[type[Exception], ...], prefix: str = "") -> None:
        self._expected = expected
        self._prefix = prefix
        self._cond = threading.Condition()
        self._pending: dict[Path, Write] = {}
        self._busy = False
        """A drain task is queued or running (set with the lock held)."""
        self._pool: ThreadPoolExecutor | None = None
        self.on_problem: Problem | None = None
        """Told on the writer's thread when a file starts failing and when it
        saves again, not at every write: the player is told once, not per move."""
        self._failing: set[Path] = set()
        self._writing = threading.Lock()
        """Held while a write runs, and by the drain thread from taking a write
        off the queue until it is on disk, so that :meth:`write_now` sees every
        write either finished or still queued (lock order: this, then ``_cond``)."""

    def submit(self, path: Path, write: Write) -> None:
        """Queue ``write`` for ``path``; a write still waiting for it is dropped."""
        with self._cond:
            self._pending[path] = write
            if self._busy:
                return
            self._busy = True
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
            pool = self._pool
        try:
            pool.submit(self._drain)
        except RuntimeError:  # the interpreter is shutting down: write here and now
            self._drain()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued write is on disk; False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy, timeout)

    def write_now(self, path: Path, write: Write) -> None:
        """Run ``write`` on this thread, raising what it raises: an explicit save.

        A write of the same file still queued is dropped (it is older than this
        one), and one being written is waited for however long the disk takes:
        :meth:`flush` gives up after its timeout, after which the two writes
        could race and the older could land last.
        """
        self._drop(path)  # at once: a slow disk need not write it at all
        with self._writing:
            self._drop(path)  # and any queued from another thread meanwhile
            write()

    def _drop(self, path: Path) -> None:
        with self._cond:
            for queued in [p for p in self._pending if _same_file(p, path)]:
                del self._pending[queued]

    def _drain(self) -> None:
        done = False
        try:
            while True:
                with self._writing:
                    with self._cond:
                        # Empty and idle in one step: a submit after it schedules anew.
                        if not self._pending:
                            self._busy = False
                            self._cond.notify_all()
                            done = True
                            return
                        path = next(iter(self._pending))
                        write = self._pending.pop(path)
                    self._run(path, write)
        finally:
            if not done:  # only a BaseException gets here; flush must not wait for ever
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _run(self, path: Path, write: Write) -> None:
        try:
            write()
        except self._expected as exc:
            log.warning("%sautosave failed: %s", self._prefix, exc)
            self._report(path, exc)
        except Exception as exc:  # the thread must outlive any one bad save
            log.exception("%sautosave to %s failed unexpectedly", self._prefix, path)
            self._report(path, exc)
        else:
            self._report(path, None)

    def _report(self, path: Path, exc: Exception | None) -> None:
        """Tell :attr:`on_problem` when ``path`` changes between failing and saving."""
        if (exc is not None) == (path in self._failing):
            return
        if exc is None:
            self._failing.discard(path)
        else:
            self._failing.add(path)
        if self.on_problem is not None:
            try:
                self.on_problem(path, exc)
            except Exception:  # a listener's bug must not stop the writer
                log.exception("%sreporting a save problem failed", self._prefix)


FULL = "full"
READ_ONLY = "read_only"
OTHER = "other"
_KINDS = {
    errno.ENOSPC: FULL,
    errno.EDQUOT: FULL,
    errno.EROFS: READ_ONLY,
    errno.EACCES: READ_ONLY,
    errno.EPERM: READ_ONLY,
}


def problem_kind(exc: BaseException | str) -> str:
    """Why a save failed, in the words the player is told: :data:`FULL`,
    :data:`READ_ONLY` or :data:`OTHER`.

    The save functions raise their own error with the system's text in it
    (``SaveError("cannot save to …: No space left on device")``), so the
    number is read where it survives and the text is matched otherwise.
    """
    seen: BaseException | None = exc if isinstance(exc, BaseException) else None
    while seen is not None:
        if isinstance(seen, OSError) and seen.errno in _KINDS:
            return _KINDS[seen.errno]
        seen = seen.__cause__ or seen.__context__
    text = str(exc)
    for code, kind in _KINDS.items():
        if os.strerror(code) in text:
            return kind
    return OTHER


def _same_file(a: Path, b: Path) -> bool:
    """Whether two spellings name one file (relative, absolute, through a link)."""
    if a == b:
        return True
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError):  # a link loop: then only the spelling counts
        return False
