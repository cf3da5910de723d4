"""Typed settings of the settings dialog and the saved window layout.

A mixin of :class:`~skat_desktop.model.settings.AppSettings`, kept in its own
module so the data-folder code of ``settings.py`` and these keys can change
independently. Every value read back is validated: a hand-edited or outdated
settings file falls back to the defaults instead of breaking the program.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings


class ThinkTime(enum.StrEnum):
    """How long a computer seems to think before its move is shown.

    The search itself takes what it needs; this is the *shortest* pause, so a
    human can follow the play. ``auto`` keeps the behaviour from before the
    setting existed: the pause follows the animation speed.
    """

    AUTO = "auto"
    SHORT = "short"
    NORMAL = "normal"
    LONG = "long"

    def delay_ms(self, speed_factor: float) -> int:
        """The model's ``move_delay_ms`` at an animation speed ``factor``."""
        if self is ThinkTime.AUTO:
            return int(max(250, 650 * speed_factor))
        return {"short": 250, "normal": 650, "long": 1500}[self.value]


TABLE_COLOURS: tuple[tuple[str, str], ...] = (
    ("green", "#1c623a"),
    ("blue", "#1d4e7a"),
    ("red", "#7a2430"),
    ("brown", "#5e4126"),
    ("grey", "#3c4248"),
)
"""Felt colours the table offers: id and the middle colour of its gradient."""

DEFAULT_TABLE_COLOUR = "green"


def table_colour_hex(colour_id: str) -> str:
    """The ``#rrggbb`` of a felt colour id (an unknown id gives the default)."""
    colours = dict(TABLE_COLOURS)
    return colours.get(colour_id, colours[DEFAULT_TABLE_COLOUR])


MAX_NAME_LENGTH = 24
"""Longest player name kept: longer ones would not fit the score sheet's columns."""

DEFAULT_PLAYER_NAMES: frozenset[str] = frozenset({"You", "あなた", "Du"})
"""The translations of the default name; a stored one is treated as "not set".

Older versions could store the default itself as the player's name, which
then stayed English after a switch to Japanese; a name from this set is
therefore never taken as the player's own choice.
"""


def is_default_player_name(name: str) -> bool:
    """True for an empty name or the default name in any language."""
    return not name.strip() or name.strip() in DEFAULT_PLAYER_NAMES


def default_player_name() -> str:
    """The default name in the current language ("You", "あなた", "Du")."""
    return QCoreApplication.translate("MainWindow", "You")


class DisplayAndWindowKeys:
    """The dialog's choices and the window layout, as typed properties.

    Needs only the ``_qs`` QSettings object of the class it is mixed into.
    """

    _qs: QSettings

    # -- conversion helpers (INI files hand back strings) ---------------------
    def _text(self, key: str, default: str) -> str:
        value = self._qs.value(key, default)
        return str(value) if value is not None else default

    def _flag(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, bool):
            return value
        return str(value).strip().lower() in ("1", "true", "yes", "on")

    def _bytes(self, key: str) -> QByteArray:
        value = self._qs.value(key, QByteArray())
        return value if isinstance(value, QByteArray) else QByteArray()

    def _store(self, key: str, value: object) -> None:
        self._qs.setValue(key, value)
        self._qs.sync()

    # -- table -----------------------------------------------------------------
    @property
    def card_back(self) -> str:
        """Deck id whose back is drawn; empty means "the deck's own back"."""
        return self._text("table/card_back", "")

    @card_back.setter
    def card_back(self, value: str) -> None:
        self._store("table/card_back", value)

    @property
    def table_colour(self) -> str:
        """A colour id of :data:`TABLE_COLOURS`."""
        value = self._text("table/colour", DEFAULT_TABLE_COLOUR)
        return value if value in dict(TABLE_COLOURS) else DEFAULT_TABLE_COLOUR

    @table_colour.setter
    def table_colour(self, value: str) -> None:
        if value not in dict(TABLE_COLOURS):
            raise ValueError(f"unknown table colour {value!r}")
        self._store("table/colour", value)

    # -- play --------------------------------------------------------------------
    def own_name(self) -> str:
        """The human player's name: the one set, else the default of the language.

        Call it whenever the name is shown (not once at start), so the
        default follows a language switch until the player sets a name.
        """
        stored = self._text("play/name", "")
        return stored.strip() if not is_default_player_name(stored) else default_player_name()

    @property
    def think_time(self) -> ThinkTime:
        try:
            return ThinkTime(self._text("play/think_time", ThinkTime.AUTO.value))
        except ValueError:
            return ThinkTime.AUTO

    @think_time.setter
    def think_time(self, value: ThinkTime) -> None:
        self._store("play/think_time", ThinkTime(value).value)

    @property
    def computer_names(self) -> list[str]:
        """Names given to the computer seats in order ("" where left to the default)."""
        value = self._qs.value("session/computer_names", [])
        if isinstance(value, str):  # QSettings returns a lone entry as a string
            value = [value]
        if not isinstance(value, list):
            return []
        return [str(v).strip()[:MAX_NAME_LENGTH] for v in value[:3]]

    @computer_names.setter
    def computer_names(self, value: list[str]) -> None:
        self._store("session/computer_names", [v.strip()[:MAX_NAME_LENGTH] for v in value[:3]])

    @property
    def confirm_card(self) -> bool:
        """Ask before a chosen card is played (against slips of the mouse)."""
        return self._flag("play/confirm_card", False)

    @confirm_card.setter
    def confirm_card(self, value: bool) -> None:
        self._store("play/confirm_card", bool(value))

    @property
    def auto_single_card(self) -> bool:
        """Play the only legal card without waiting for a click."""
        return self._flag("play/auto_single_card", False)

    @auto_single_card.setter
    def auto_single_card(self, value: bool) -> None:
        self._store("play/auto_single_card", bool(value))

    @property
    def show_win_chances(self) -> bool:
        """Show each hint's chance of winning beside its score."""
        return self._flag("play/show_win_chances", True)

    @show_win_chances.setter
    def show_win_chances(self, value: bool) -> None:
        self._store("play/show_win_chances", bool(value))

    # -- window layout -------------------------------------------------------------
    @property
    def window_geometry(self) -> QByteArray:
        """``QMainWindow.saveGeometry()`` from the last close (empty: none)."""
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._store("window/geometry", value)

    @property
    def window_state(self) -> QByteArray:
        """Docks and toolbars: ``QMainWindow.saveState()`` (empty: none)."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._store("window/state", value)

    @property
    def splitter_state(self) -> QByteArray:
        """Score sheet / hint panel split: ``QSplitter.saveState()``."""
        return self._bytes("window/splitter")

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._store("window/splitter", value)

    @property
    def sheet_visible(self) -> bool:
        """Whether the score-sheet panel is shown."""
        return self._flag("window/sheet_visible", True)

    @sheet_visible.setter
    def sheet_visible(self, value: bool) -> None:
        self._store("window/sheet_visible", bool(value))
