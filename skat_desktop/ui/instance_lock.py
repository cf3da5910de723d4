"""The lock that makes one copy of the program the only writer of its data folder.

Two copies writing the same autosave and statistics files lose each other's
deals, so the first copy holds a lock file in the data folder and a second one
writes nothing there. A lock file that cannot be written at all (a full disk,
a read-only folder) is told apart from one another copy holds.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QLockFile

from skat_desktop.model.autosave_writer import OTHER, problem_kind
from skat_desktop.model.settings import data_dir

log = logging.getLogger(__name__)

LOCK_NAME = "skat-desktop.lock"
"""In the data folder: held by the copy of the program that writes the autosave."""

OTHER_COPY = "other_copy"
"""The lock is held by another running copy of the program."""

LOCK_RETRY_MS = 3000
"""While the lock file cannot be written (disk full, read-only folder): try again this often."""


def acquire_instance_lock() -> tuple[QLockFile | None, str]:
    """The lock on the data folder, or None and why not.

    Why not is :data:`OTHER_COPY` when another running copy holds it; when the
    lock file could not even be written it is
    :func:`~skat_desktop.model.autosave_writer.problem_kind` (a full disk, a
    read-only folder): then no copy could hold it, and telling the player
    "already running" would send them looking for a window that is not there.
    A lock left by a crashed copy is stale (its process is gone) and taken over.
    """
    try:
        folder = data_dir()
    except OSError as exc:  # the folder itself cannot be made
        log.warning("the data folder cannot be created: %s", exc)
        return None, problem_kind(exc)
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock, ""
    if lock.error() == QLockFile.LockError.LockFailedError:
        log.warning("another Skat Desktop holds %s; this copy writes nothing there", LOCK_NAME)
        return None, OTHER_COPY
    why = _probe_write(folder)
    log.warning("the lock file %s could not be written (%s)", folder / LOCK_NAME, why)
    return None, why


def _probe_write(folder: Path) -> str:
    """Why the folder takes no file: write one byte to a scratch file and see.

    QLockFile says only "permission" or "unknown"; the system's error number
    tells a full disk from a read-only folder.
    """
    probe = folder / f".write-test-{os.getpid()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, b"x")
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        return problem_kind(exc)
    finally:
        with contextlib.suppress(OSError):
            probe.unlink()
    return OTHER
