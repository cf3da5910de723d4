"""A reviewed deal played again while the list waits: the table model's practice deals.

"Play this deal again" (and a lesson's arranged deal) runs a one-deal session at
the table; the running list is parked meanwhile (:class:`ParkedList`: the list,
its computers' levels, whether it was autosaved and practised) and comes back
exactly as it was. A save during the practice deal writes the waiting list.
Kept beside :class:`~.table_model_base.TableModelBase`, which mixes it in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Generic

from .table_protocols import ParkedList, SessionT, StatisticsLike


class PracticeDeals(Generic[SessionT]):
    """The parking of a list behind a practice deal (mixed into the table model)."""

    if TYPE_CHECKING:
        _parked: ParkedList[SessionT] | None
        autosave_enabled: bool
        undo_used: bool
        levels: list[str]
        statistics: StatisticsLike | None

        @property
        def session(self) -> SessionT: ...

        def set_session(self, session: SessionT, levels: Sequence[str]) -> None: ...

    @property
    def in_practice_deal(self) -> bool:
        """A reviewed deal is being played again; the list waits (:meth:`resume_list`)."""
        return self._parked is not None

    @property
    def list_session(self) -> SessionT:
        """The list a save writes: during a practice deal, the one that waits.

        A practice deal is one deal shuffled from its own seed, not a list; a
        file made from it could not be opened again, so "Save" keeps the list.
        """
        return self._parked.session if self._parked is not None else self.session

    @property
    def list_levels(self) -> list[str]:
        return self._parked.levels if self._parked is not None else self.levels

    def play_practice_deal(self, practice: SessionT) -> None:
        """Play ``practice`` (a one-deal session) with the list's computers; the list waits.

        Nothing of the practice deal is autosaved or recorded in the statistics.
        """
        if self._parked is None:
            self._parked = ParkedList(
                self.session, list(self.levels), self.autosave_enabled, self.undo_used
            )
        levels = self._parked.levels
        self.autosave_enabled = False
        self.undo_used = False
        self.set_session(practice, levels)

    def resume_list(self) -> bool:
        """Back from a practice deal to the list as it was (autosave as before)."""
        parked = self._parked
        if parked is None:
            return False
        self._parked = None
        self.autosave_enabled = parked.autosave
        self.undo_used = parked.undo_used
        self.set_session(parked.session, parked.levels)
        return True

    def open_list(self, session: SessionT, levels: Sequence[str]) -> None:
        """A new, loaded or resumed list: it replaces a practice deal's waiting list too.

        A list once practised (undo) stays practice when it comes back.
        """
        if self._parked is not None:
            self.autosave_enabled = self._parked.autosave
            self._parked = None
        self.undo_used = self.statistics is not None and self.statistics.is_practice(session)
        self.set_session(session, levels)
