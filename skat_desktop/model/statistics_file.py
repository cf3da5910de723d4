"""The file handling shared by the statistics stores, one per game.

Each game keeps its statistics in its own JSON file in the data folder (the
name is its description's ``statistics_file``; Skat's is ``statistics.json``):
an older Skat Desktop reading ``statistics.json`` must never meet another
game's entries, a format it rejects and sets aside. What the files share lives
here, once: the file is written as a
list is (:func:`~skat_desktop.engine.api.write_atomic`: a temporary file, one
atomic rename, the folder synced, the previous good copy kept as ``.bak``) so
a crash never leaves half a file, and on a thread of its own
(:mod:`.autosave_writer`) so the table never waits for the disk; a damaged or
unreadable file is moved aside under a new name (never deleted: the player
may want it back) and the store starts from the ``.bak`` copy where that one
reads (:attr:`StatisticsFile.restored_from`), else empty, with
:attr:`StatisticsFile.load_error` saying what happened; and nothing raises
into the user interface: write errors are logged and kept in
:attr:`StatisticsFile.save_error`.

A store subclass names its format, the key its entries are kept under, how an
entry is read (strictly: a hostile file must not slip through) and where its
file lives by default; entries are grouped by list (a Skat list, or a game of
the four-player game), each with a key, names and a practice flag.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from skat_desktop.engine.api import (
    MissingFileError,
    RecordError,
    backup_path,
    read_json_file,
    write_atomic,
)

from .autosave_writer import AutosaveWriter
from .resume import set_aside

log = logging.getLogger(__name__)

_WRITER = AutosaveWriter(())
"""Writes every store's file off the GUI thread, as the list's autosave does
(:mod:`.autosave_writer`). One writer for all stores, so that opening a store
(:meth:`StatisticsFile.load` waits for it) always reads what was last written."""


class StatisticsError(Exception):
    """The statistics file cannot be read or written; the text says why."""


class GroupRecord(Protocol):
    """What the file keeps per list or game: the stores only touch these fields."""

    key: str
    names: tuple[str, ...]
    practice: bool

    def to_json(self) -> dict[str, Any]: ...


R = TypeVar("R", bound=GroupRecord)


class StatisticsFile(Generic[R]):
    """Groups of deal entries, loaded from and saved to one JSON file."""

    FORMAT: ClassVar[str]
    VERSION: ClassVar[int] = 1
    ITEMS: ClassVar[str]
    """The file's key for the list of groups (``lists``, ``games``)."""
    TITLE: ClassVar[str]
    """Names the file in messages (Skat's: "statistics file")."""
    MAX_ITEMS: ClassVar[int] = 1000
    """The oldest groups are dropped beyond this many (a few MB of JSON)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.items: list[R] = []
        self.load_error: str | None = None
        """Set when the file could not be read; the text names the kept copy."""
        self.damaged_copy: Path | None = None
        """Where the unreadable file was moved (None: not damaged, or not movable)."""
        self.restored_from: Path | None = None
        """The ``.bak`` copy the store was read from after the file proved damaged
        (None: the file read, or no good copy: the store then starts empty)."""
        self.save_error: str | None = None
        """Set when the last write failed (disk full, no permission …)."""
        self.read_only = False
        """Another copy of the program writes this data folder: this store
        changes in memory only, so the two never overwrite each other's deals."""
        self.on_save_problem: Callable[[Path, str | None], None] | None = None
        """Told (on the writer's thread) when saving starts to fail, with why,
        and with None once it works again; not at every write."""

    @classmethod
    def default_path(cls) -> Path:
        raise NotImplementedError

    @classmethod
    def item_from_json(cls, data: Any) -> R:
        """One group from the file; raises ValueError, KeyError or TypeError if bad."""
        raise NotImplementedError

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> Self:
        """The store at ``path`` (default: :meth:`default_path`), loaded."""
        store = cls(Path(path) if path is not None else cls.default_path())
        store.load()
        return store

    # ------------------------------------------------------------------ reading
    def load(self) -> None:
        """Read the file; a missing file is an empty store, a bad one is set aside."""
        self.flush()
        self.items = []
        self.load_error = None
        self.damaged_copy = None
        self.restored_from = None
        try:
            self.items = self._read(self.path)
        except FileNotFoundError:
            return
        except StatisticsError as exc:
            self._set_aside(str(exc))

    def _read(self, path: Path) -> list[R]:
        """The groups in the file at ``path``; raises FileNotFoundError where
        there is none, :class:`StatisticsError` where it cannot be read."""
        try:
            data = read_json_file(path)
        except MissingFileError:
            raise FileNotFoundError(path) from None
        except RecordError as exc:  # the one reader's checks: pipes, size, depth, digits …
            why = str(exc).replace(f"{path} is damaged: ", "").replace(str(path), path.name)
            raise StatisticsError(why) from None
        return self._parse(data)

    def _is_whole(self, path: Path) -> bool:
        """The file at ``path`` reads as a store: worth keeping as ``.bak``."""
        try:
            self._read(path)
        except (FileNotFoundError, StatisticsError):
            return False
        return True

    def _parse(self, data: Any) -> list[R]:
        """The groups in a value the one reader returned; strict about every type."""
        if not isinstance(data, dict) or data.get("format") != self.FORMAT:
            raise StatisticsError(f"it is not a Skat Desktop {self.TITLE}")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise StatisticsError(f"its version {version!r} is not valid")
        if version > self.VERSION:
            raise StatisticsError(f"it was written by a newer Skat Desktop (version {version})")
        raw = data.get(self.ITEMS)
        if not isinstance(raw, list):
            raise StatisticsError(f"it holds no list of {self.ITEMS}")
        try:
            return [self.item_from_json(item) for item in raw]
        except (KeyError, TypeError, ValueError) as exc:
            raise StatisticsError(f"an entry is not valid ({exc})") from None
        except Exception as exc:  # a hostile entry must never stop the app from starting
            log.exception("unexpected error reading an entry of %s", self.path)
            raise StatisticsError(f"an entry is not valid ({exc!r})") from None

    def _set_aside(self, why: str) -> None:
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
        number = 2
        while kept.exists() or kept.is_symlink():  # never replace an earlier damaged copy
            kept = self.path.with_name(
                f"{self.path.stem}.damaged-{stamp}-{number}{self.path.suffix}"
            )
            number += 1
        try:
            os.replace(self.path, kept)
            self.damaged_copy = kept
            where = f"It was kept as {kept.name}."
        except OSError as exc:
            where = f"It could not be moved aside ({exc})."
        self.items = []
        self.load_error = f"The {self.TITLE} {self.path} is damaged: {why}. {where}"
        backup = backup_path(self.path)
        try:
            self.items = self._read(backup)
        except FileNotFoundError:
            log.warning("%s Statistics start afresh.", self.load_error)
            return
        except StatisticsError as exc:
            # Set aside too: the next saves would otherwise rotate over it.
            moved = set_aside([backup])
            log.warning(
                "%s The copy %s is no help (%s)%s. Statistics start afresh.",
                self.load_error,
                backup.name,
                exc,
                f"; it was kept as {moved[0][1].name}" if moved else "",
            )
            return
        self.restored_from = backup
        log.warning("%s The earlier copy %s was read instead.", self.load_error, backup.name)

    # ------------------------------------------------------------------ groups
    def _find(self, key: str) -> R | None:
        return next((item for item in self.items if item.key == key), None)

    def _group(self, key: str, names: tuple[str, ...], make: Callable[[str], R]) -> R:
        """The group under ``key`` (names refreshed), or a new one made from its start time."""
        item = self._find(key)
        if item is not None:
            item.names = names
            return item
        item = make(dt.datetime.now(dt.UTC).isoformat(timespec="seconds"))
        self.items.append(item)
        del self.items[: -self.MAX_ITEMS]
        return item

    def _set_practice(self, item: R) -> None:
        """Mark a group as practice (it is never unmarked); saved at once."""
        if not item.practice:
            item.practice = True
            self._save_quietly()

    def _is_practice(self, key: str) -> bool:
        item = self._find(key)
        return item is not None and item.practice

    def reset(self) -> None:
        """Forget every group and write the empty file."""
        self.items = []
        self.load_error = None
        self.damaged_copy = None
        self.restored_from = None
        self._save_quietly()

    # ------------------------------------------------------------------ writing
    def save(self) -> None:
        """Write now, never overtaken by an older queued write; raises :class:`StatisticsError`."""
        if self.read_only:
            raise StatisticsError("another copy of Skat Desktop writes the statistics")
        text = self._encode()
        _WRITER.write_now(self.path, lambda: self._write(text))
        self.save_error = None

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until the queued writes are on disk; False if ``timeout`` ran out."""
        return _WRITER.flush(timeout)

    def _encode(self) -> str:
        data = {
            "format": self.FORMAT,
            "version": self.VERSION,
            self.ITEMS: [item.to_json() for item in self.items],
        }
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    def _write(self, text: str) -> None:
        try:
            write_atomic(self.path, text.encode("utf-8"), self._is_whole)
        except RecordError as exc:
            raise StatisticsError(str(exc)) from exc

    def _save_quietly(self) -> None:
        """Encode here, write on the writer's thread (a deal's end must not wait
        for ``fsync``); a failure is logged and kept in :attr:`save_error`."""
        if self.read_only:
            return
        text = self._encode()
        _WRITER.submit(self.path, lambda: self._write_quietly(text))

    def _write_quietly(self, text: str) -> None:
        try:
            self._write(text)
        except StatisticsError as exc:
            first = self.save_error is None
            self.save_error = str(exc)
            log.warning("%s", exc)
            if first and self.on_save_problem is not None:
                self.on_save_problem(self.path, str(exc))
        else:
            failed = self.save_error is not None
            self.save_error = None
            if failed and self.on_save_problem is not None:
                self.on_save_problem(self.path, None)
