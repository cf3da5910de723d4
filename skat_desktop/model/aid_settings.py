"""The learning aids' settings: the bidding aid, the table aids and tournament mode.

A mixin of :class:`~skat_desktop.model.settings.AppSettings`, kept apart from
the other keys so the aids can be found (and changed) in one place. Tournament
mode turns every aid that gives information off at once, whatever the single
switches say; the "your turn" cue and the last-trick key are not aids of that
kind and stay.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings


class AidKeys:
    """Typed properties of the aids; needs the ``_qs`` QSettings of its host."""

    _qs: QSettings

    def _aid_flag(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, bool):
            return value
        return str(value).strip().lower() in ("1", "true", "yes", "on")

    def _aid_store(self, key: str, value: bool) -> None:
        self._qs.setValue(key, bool(value))
        self._qs.sync()

    @property
    def bidding_aid(self) -> bool:
        """Show the hand's games and their values while bidding (lessons turn it on
        for themselves). Off by default: counting the value is the player's own job
        at a normal table, and the aid takes room beside the bidding panel."""
        return self._aid_flag("aids/bidding_aid", False)

    @bidding_aid.setter
    def bidding_aid(self, value: bool) -> None:
        self._aid_store("aids/bidding_aid", value)

    @property
    def points_aid(self) -> bool:
        """Card points taken so far by each side, in the table's info box."""
        return self._aid_flag("aids/card_points", True)

    @points_aid.setter
    def points_aid(self, value: bool) -> None:
        self._aid_store("aids/card_points", value)

    @property
    def trumps_aid(self) -> bool:
        """Trumps still out (not seen played, not held), in the table's info box."""
        return self._aid_flag("aids/trumps_out", True)

    @trumps_aid.setter
    def trumps_aid(self, value: bool) -> None:
        self._aid_store("aids/trumps_out", value)

    @property
    def tournament(self) -> bool:
        """Tournament mode: no aid that counts or prices anything for the player."""
        return self._aid_flag("aids/tournament", False)

    @tournament.setter
    def tournament(self, value: bool) -> None:
        self._aid_store("aids/tournament", value)
