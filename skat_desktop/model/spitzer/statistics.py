"""Spitzer's statistics file: finished Spitzer deals across games, in the data folder.

A thin store around the pure data of :mod:`skat_desktop.engine.spitzer.statistics`,
with the file handling of :class:`~.statistics_file.StatisticsFile` (atomic
writes, a damaged file set aside, no exception into the user interface). It
keeps its own file, ``spitzer_statistics.json`` beside ``statistics.json``, so
an older Skat Desktop reading the Skat statistics never meets Spitzer entries
it would reject and set aside.

Typical use (the Spitzer model, when a deal is over)::

    store = SpitzerStatisticsStore.open()   # or SpitzerStatisticsStore.open(path)
    store.record_deal(session)              # the session's finished current deal
    store.mark_practice(session)            # the player took a move back
    summary = store.summary(include_practice=False)
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.api import find_game
from skat_desktop.engine.spitzer.api import (
    SpitzerDealRecord,
    SpitzerGameRecord,
    SpitzerSession,
    SpitzerSummary,
    spitzer_deal_entry,
    spitzer_game_key,
    summarize_spitzer,
)

from ..statistics_file import StatisticsFile

SPITZER_FORMAT: Final = "skat-desktop-spitzer-statistics"
SPITZER_VERSION: Final = 1


def spitzer_statistics_path() -> Path:
    """``spitzer_statistics.json`` in the app's data folder (beside ``statistics.json``)."""
    from ..settings import data_dir  # imports Qt, so only when the default is needed

    return data_dir() / find_game("spitzer").statistics_file


class SpitzerStatisticsStore(StatisticsFile[SpitzerGameRecord]):
    """Finished Spitzer deals by game, loaded from and saved to one JSON file."""

    FORMAT = SPITZER_FORMAT
    VERSION = SPITZER_VERSION
    ITEMS = "games"
    TITLE = "Spitzer statistics file"

    @classmethod
    def default_path(cls) -> Path:
        return spitzer_statistics_path()

    @classmethod
    def item_from_json(cls, data: Any) -> SpitzerGameRecord:
        return SpitzerGameRecord.from_json(data)

    @property
    def games(self) -> list[SpitzerGameRecord]:
        """The recorded games, oldest first."""
        return self.items

    @games.setter
    def games(self, value: list[SpitzerGameRecord]) -> None:
        self.items = value

    def record_deal(
        self,
        session: SpitzerSession,
        record: SpitzerDealRecord | None = None,
        *,
        practice: bool = False,
    ) -> bool:
        """Record a finished deal (default: the session's current one) and save.

        Returns False when the deal is not over. Recording the same deal again
        replaces it; ``practice`` marks the whole game as practice (it is
        never unmarked). The game's finished flag and winner follow the session.
        """
        record = session.current if record is None else record
        entry = spitzer_deal_entry(session, record)
        if entry is None:
            return False
        item = self._game_for(session)
        item.deals = [d for d in item.deals if d.index != entry.index] + [entry]
        item.deals.sort(key=lambda d: d.index)
        item.practice = item.practice or practice
        item.finished = session.finished
        item.winner = session.winner
        self._save_quietly()
        return True

    def record_par(self, session: SpitzerSession, index: int, par: int) -> bool:
        """Keep deal ``index``'s par beside its entry and save (False: no such deal)."""
        item = self._find(spitzer_game_key(session))
        if item is None:
            return False
        for position, deal in enumerate(item.deals):
            if deal.index == index:
                item.deals[position] = dataclasses.replace(deal, par=par)
                self._save_quietly()
                return True
        return False

    def mark_practice(self, session: SpitzerSession) -> None:
        """Mark the session's game as practice (a move was taken back); saved at once."""
        self._set_practice(self._game_for(session))

    def is_practice(self, session: SpitzerSession) -> bool:
        return self._is_practice(spitzer_game_key(session))

    def _game_for(self, session: SpitzerSession) -> SpitzerGameRecord:
        key, names = spitzer_game_key(session), tuple(session.names)
        return self._group(key, names, lambda started: SpitzerGameRecord(key, started, names))

    def summary(self, include_practice: bool = False) -> SpitzerSummary:
        return summarize_spitzer(self.games, include_practice)
