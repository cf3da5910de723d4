"""The statistics file: finished deals across lists, kept in the data folder.

A thin store around the pure data of :mod:`skat_desktop.engine.statistics`.
The file is JSON (``statistics.json`` beside the autosave, see
:func:`statistics_path`), written atomically (temporary file in the same
folder, then ``os.replace``) so a crash never leaves half a file. A damaged or
unreadable file is moved aside under a new name (never deleted: the player may
want it back), the store starts empty and :attr:`StatisticsStore.load_error`
says what happened. Nothing here raises into the user interface: write
errors are logged and kept in :attr:`StatisticsStore.save_error`.

No Qt is imported at module level, so the store works without a display;
only :func:`statistics_path` asks the settings module where the folder is.

Typical use (the model, when a deal is over)::

    store = StatisticsStore.open()          # or StatisticsStore.open(path)
    store.record_deal(session)              # the session's finished current deal
    store.mark_practice(session)            # the player used undo in this list
    summary = store.summary(include_practice=False)
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.api import (
    DealRecord,
    ListRecord,
    Session,
    Summary,
    deal_entry,
    summarize,
)

log = logging.getLogger(__name__)

FORMAT: Final = "skat-desktop-statistics"
VERSION: Final = 1
MAX_LISTS: Final = 1000
"""The oldest lists are dropped beyond this many (a few MB of JSON)."""


class StatisticsError(Exception):
    """The statistics file cannot be read or written; the text says why."""


def statistics_path() -> Path:
    """``statistics.json`` in the app's data folder (beside the autosave)."""
    from .settings import data_dir  # imports Qt, so only when the default is needed

    return data_dir() / "statistics.json"


def list_key(session: Session) -> str:
    """A list is known by its seed: a resumed autosave continues the same list."""
    return f"{session.seed:x}"


class StatisticsStore:
    """Finished deals by list, loaded from and saved to one JSON file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lists: list[ListRecord] = []
        self.load_error: str | None = None
        """Set when the file could not be read; the text names the kept copy."""
        self.damaged_copy: Path | None = None
        """Where the unreadable file was moved (None: not damaged, or not movable)."""
        self.save_error: str | None = None
        """Set when the last write failed (disk full, no permission …)."""

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> StatisticsStore:
        """The store at ``path`` (default: :func:`statistics_path`), loaded."""
        store = cls(Path(path) if path is not None else statistics_path())
        store.load()
        return store

    # ------------------------------------------------------------------ reading
    def load(self) -> None:
        """Read the file; a missing file is an empty store, a bad one is set aside."""
        self.lists = []
        self.load_error = None
        self.damaged_copy = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError) as exc:
            self._set_aside(f"it could not be read ({exc})")
            return
        try:
            self.lists = _parse(text)
        except StatisticsError as exc:
            self._set_aside(str(exc))

    def _set_aside(self, why: str) -> None:
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
        try:
            os.replace(self.path, kept)
            self.damaged_copy = kept
            where = f"It was kept as {kept.name}."
        except OSError as exc:
            where = f"It could not be moved aside ({exc})."
        self.lists = []
        self.load_error = f"The statistics file {self.path} is damaged: {why}. {where}"
        log.warning("%s Statistics start afresh.", self.load_error)

    # ------------------------------------------------------------------ recording
    def record_deal(
        self, session: Session, record: DealRecord | None = None, *, practice: bool = False
    ) -> bool:
        """Record a finished deal (default: the session's current one) and save.

        Returns False when there is nothing to record (the deal is not over,
        or it was a redeal). Recording the same deal again replaces it;
        ``practice`` marks the whole list as practice (it is never unmarked).
        """
        record = session.current if record is None else record
        entry = deal_entry(session, record)
        if entry is None:
            return False
        item = self._list_for(session)
        item.deals = [d for d in item.deals if d.index != entry.index] + [entry]
        item.deals.sort(key=lambda d: d.index)
        item.practice = item.practice or practice
        item.finished = session.finished
        self._save_quietly()
        return True

    def mark_practice(self, session: Session) -> None:
        """Mark the session's list as practice (undo was used); saved at once."""
        item = self._list_for(session)
        if not item.practice:
            item.practice = True
            self._save_quietly()

    def is_practice(self, session: Session) -> bool:
        key = list_key(session)
        return any(item.key == key and item.practice for item in self.lists)

    def _list_for(self, session: Session) -> ListRecord:
        key = list_key(session)
        for item in self.lists:
            if item.key == key:
                item.names = tuple(session.names)
                return item
        item = ListRecord(
            key=key,
            started=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            names=tuple(session.names),
        )
        self.lists.append(item)
        del self.lists[:-MAX_LISTS]
        return item

    def summary(self, include_practice: bool = False) -> Summary:
        return summarize(self.lists, include_practice)

    def reset(self) -> None:
        """Forget every list and write the empty file."""
        self.lists = []
        self.load_error = None
        self.damaged_copy = None
        self._save_quietly()

    # ------------------------------------------------------------------ writing
    def save(self) -> None:
        """Write atomically; raises :class:`StatisticsError` with the reason."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "lists": [item.to_json() for item in self.lists],
        }
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=".statistics-", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    handle.write(text)
                    handle.flush()
                    os.fsync(handle.fileno())
                os.replace(temp, self.path)
            except BaseException:
                Path(temp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            raise StatisticsError(
                f"the statistics could not be saved to {self.path}: {exc}"
            ) from exc
        self.save_error = None

    def _save_quietly(self) -> None:
        try:
            self.save()
        except StatisticsError as exc:
            self.save_error = str(exc)
            log.warning("%s", exc)


def _parse(text: str) -> list[ListRecord]:
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise StatisticsError(f"it is not valid JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatisticsError("it is not a Skat Desktop statistics file")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise StatisticsError(f"its version {version!r} is not valid")
    if version > VERSION:
        raise StatisticsError(f"it was written by a newer Skat Desktop (version {version})")
    raw = data.get("lists")
    if not isinstance(raw, list):
        raise StatisticsError("it holds no list of lists")
    try:
        return [ListRecord.from_json(item) for item in raw]
    except (KeyError, TypeError, ValueError) as exc:
        raise StatisticsError(f"an entry is not valid ({exc})") from None
