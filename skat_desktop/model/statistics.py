"""The statistics file: finished deals across lists, kept in the data folder.

A thin store around the pure data of :mod:`skat_desktop.engine.skat.statistics`.
The file is JSON (``statistics.json`` beside the autosave, see
:func:`statistics_path`); the file handling (atomic writes, a damaged file set
aside with :attr:`StatisticsStore.load_error`, write errors kept in
:attr:`StatisticsStore.save_error` instead of raised into the user interface)
is :class:`~.statistics_file.StatisticsFile`'s, shared with every other game's
store, each of which keeps a file of its own.

No Qt is imported at module level, so the store works without a display;
only :func:`statistics_path` asks the settings module where the folder is.

Typical use (the model, when a deal is over)::

    store = StatisticsStore.open()          # or StatisticsStore.open(path)
    store.record_deal(session)              # the session's finished current deal
    store.mark_practice(session)            # the player used undo in this list
    summary = store.summary(include_practice=False)
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.api import (
    DealRecord,
    ListRecord,
    Session,
    Summary,
    deal_entry,
    find_game,
    summarize,
)

from .statistics_file import StatisticsError, StatisticsFile

__all__ = [
    "FORMAT",
    "MAX_LISTS",
    "VERSION",
    "StatisticsError",
    "StatisticsStore",
    "list_key",
    "statistics_path",
]

FORMAT: Final = "skat-desktop-statistics"
VERSION: Final = 1
MAX_LISTS: Final = 1000
"""The oldest lists are dropped beyond this many (a few MB of JSON)."""


def statistics_path() -> Path:
    """``statistics.json`` in the app's data folder (beside the autosave)."""
    from .settings import data_dir  # imports Qt, so only when the default is needed

    return data_dir() / find_game("skat").statistics_file


def list_key(session: Session) -> str:
    """A list is known by its seed: a resumed autosave continues the same list."""
    return f"{session.seed:x}"


class StatisticsStore(StatisticsFile[ListRecord]):
    """Finished Skat deals by list, loaded from and saved to one JSON file."""

    FORMAT = FORMAT
    VERSION = VERSION
    ITEMS = "lists"
    TITLE = "statistics file"
    MAX_ITEMS = MAX_LISTS

    @classmethod
    def default_path(cls) -> Path:
        return statistics_path()

    @classmethod
    def item_from_json(cls, data: Any) -> ListRecord:
        return ListRecord.from_json(data)

    @property
    def lists(self) -> list[ListRecord]:
        """The recorded lists, oldest first."""
        return self.items

    @lists.setter
    def lists(self, value: list[ListRecord]) -> None:
        self.items = value

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

    def record_par(self, session: Session, index: int, par: int) -> bool:
        """Keep deal ``index``'s par (:mod:`skat_desktop.ai.par`) beside its entry; saved.

        False when the deal is not recorded (a redeal, a list never recorded):
        a par alone, without its deal, would mean nothing in the figures.
        """
        item = self._find(list_key(session))
        if item is None:
            return False
        for position, deal in enumerate(item.deals):
            if deal.index == index:
                item.deals[position] = dataclasses.replace(deal, par=par)
                self._save_quietly()
                return True
        return False

    def mark_practice(self, session: Session) -> None:
        """Mark the session's list as practice (undo was used); saved at once."""
        self._set_practice(self._list_for(session))

    def is_practice(self, session: Session) -> bool:
        return self._is_practice(list_key(session))

    def _list_for(self, session: Session) -> ListRecord:
        names = tuple(session.names)
        return self._group(
            list_key(session), names, lambda started: ListRecord(list_key(session), started, names)
        )

    def summary(self, include_practice: bool = False) -> Summary:
        return summarize(self.lists, include_practice)
