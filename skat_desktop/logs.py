"""Logging set-up: stderr for everyone, a rotating log file for the app.

The app runs without a console on Windows and macOS, so a warning on stderr is
lost; the log file in the data folder is where a bug report finds what went
wrong, and the error dialog names it. It rotates (a few files of bounded
size) so a program left running for months never fills the disk. The
command-line tools log to stderr only: they must not write into the player's
data folder behind their back.

No Qt here: the CLI sets up logging before it knows whether Qt will run.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path
from typing import Final

LOG_NAME: Final = "skat-desktop.log"
MAX_BYTES: Final = 1_000_000
BACKUPS: Final = 3
_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class _StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever ``sys.stderr`` is at the time (tests swap it)."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


_file_handler: logging.handlers.RotatingFileHandler | None = None
_stderr_handler: logging.Handler | None = None


def setup_logging(verbose: bool = False) -> None:
    """Warnings (or, with ``verbose``, information too) go to stderr.

    Idempotent: a second call only changes the level, so tests and the
    app can call it again without doubling every line.
    """
    global _stderr_handler
    root = logging.getLogger()
    level = logging.INFO if verbose else logging.WARNING
    if _stderr_handler is None:
        _stderr_handler = _StderrHandler(sys.stderr)
        _stderr_handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        root.addHandler(_stderr_handler)
    _stderr_handler.setLevel(level)
    root.setLevel(logging.INFO)  # the handlers choose what they keep


def log_to_file(folder: Path) -> Path | None:
    """Add the rotating log file ``folder/skat-desktop.log``; its path, or None.

    None when the folder cannot be written (read-only home, full disk): the
    app still runs, logging to stderr only.
    """
    global _file_handler
    path = folder / LOG_NAME
    if _file_handler is not None:
        if Path(_file_handler.baseFilename) == path.resolve():
            return path
        close_log_file()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as exc:
        logging.getLogger(__name__).warning("cannot write the log file %s: %s", path, exc)
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.setLevel(logging.INFO)
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    _file_handler = handler
    return path


def log_file() -> Path | None:
    """The log file in use, if any (for the error dialog)."""
    return Path(_file_handler.baseFilename) if _file_handler is not None else None


def close_log_file() -> None:
    """Detach and close the log file (tests; before the data folder goes away)."""
    global _file_handler
    if _file_handler is not None:
        logging.getLogger().removeHandler(_file_handler)
        _file_handler.close()
        _file_handler = None
