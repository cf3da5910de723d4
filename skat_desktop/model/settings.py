"""Typed access to the user's settings (QSettings, INI format) and data folders.

Settings are read through small typed properties instead of raw ``value()``
calls scattered over the UI, because QSettings hands back strings from INI
files ("true", "2") and every caller would otherwise convert (and get it
wrong) on its own. Tests redirect both the settings file and the data folder
(saves, autosave) to a temporary directory with :func:`set_data_dir`.
"""

from __future__ import annotations

import enum
import logging
import os
import stat
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, QSettings, QStandardPaths

from skat_desktop.engine.api import GAMES

from .aid_settings import AidKeys
from .lesson_settings import LessonKeys
from .resume import set_aside
from .settings_keys import DisplayAndWindowKeys

log = logging.getLogger(__name__)

_data_dir_override: Path | None = None


def set_data_dir(path: str | os.PathLike[str] | None) -> None:
    """Point settings, saves and the autosave at ``path`` (tests), or back (None)."""
    global _data_dir_override
    _data_dir_override = Path(path) if path is not None else None


def data_dir() -> Path:
    """Where saves and the autosave live (QStandardPaths.AppDataLocation)."""
    if _data_dir_override is not None:
        folder = _data_dir_override
    elif os.environ.get("SKAT_DESKTOP_DATA_DIR"):
        folder = Path(os.environ["SKAT_DESKTOP_DATA_DIR"])
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location) if location else Path.home() / ".skat-desktop"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    return data_dir() / "autosave.skat.json"


PROGRAM_FILES: tuple[str, ...] = (
    *(f"autosave{game.file_suffix}" for game in GAMES),
    *(game.statistics_file for game in GAMES if game.statistics_file),
    "settings.ini",
)
"""The files the program keeps in :func:`data_dir`: each game's autosave and
statistics file, named by the game registry, and the settings (a test checks
the list is whole)."""


def is_program_file(path: str | os.PathLike[str]) -> bool:
    """True for one of the program's own files, or a backup or temporary copy of one.

    "Save as…" once opened in the data folder, right beside the autosave and
    the statistics, where a player could overwrite them by accident.
    """
    chosen = Path(path).expanduser().resolve()
    if chosen.parent != data_dir().resolve():
        return False
    return any(chosen.name == name or chosen.name.startswith(name + ".") for name in PROGRAM_FILES)


def documents_dir() -> Path:
    """The user's documents folder (QStandardPaths.DocumentsLocation), else home."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(location) if location else Path.home()


class AnimationSpeed(enum.StrEnum):
    """How fast the table moves; ``off`` jumps straight to each new position."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        """Multiplier on every animation duration and pause."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}[self.value]


LEVELS: tuple[str, ...] = ("easy", "normal", "strong")


MAX_SETTINGS_BYTES: Final = 1024 * 1024
"""settings.ini holds a few dozen short keys; a larger file is not ours."""


def _not_a_settings_file(path: Path) -> bool:
    """Whether ``path`` exists but is no regular file of a sane size.

    QSettings would block on a pipe and read a device for ever, so those are
    found before it opens the file; garbage text it reports itself."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return path.is_symlink()  # a link to nothing: set aside too
    except OSError:
        return True
    return not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES


class AppSettings(QObject, DisplayAndWindowKeys, AidKeys, LessonKeys):
    """The program's persistent choices, with defaults and type conversion.

    The settings dialog's keys and the window layout live in
    :class:`~skat_desktop.model.settings_keys.DisplayAndWindowKeys`.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        path = data_dir() / "settings.ini"
        self.set_aside_as: Path | None = None
        """Where an unusable settings.ini was moved at start (None: it was fine)."""
        if _not_a_settings_file(path):
            self._set_aside(path)
        self._qs = QSettings(str(path), QSettings.Format.IniFormat, self)
        self._qs.allKeys()  # QSettings reads lazily; its status says nothing before
        if self._qs.status() != QSettings.Status.NoError:  # garbage: start from defaults
            self._qs.setParent(None)
            self._set_aside(path)
            self._qs = QSettings(str(path), QSettings.Format.IniFormat, self)

    def _set_aside(self, path: Path) -> None:
        """Keep the unusable file under a dated name (never deleted) and log it."""
        moved = set_aside([path])
        if moved:
            self.set_aside_as = moved[0][1]
            log.warning("settings.ini was unusable; kept as %s, defaults used", moved[0][1])

    # -- generic helpers ----------------------------------------------------
    def _str(self, key: str, default: str) -> str:
        value = self._qs.value(key, default)
        return str(value) if value is not None else default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, bool):
            return value
        return str(value).strip().lower() in ("1", "true", "yes", "on")

    def _int(self, key: str, default: int) -> int:
        try:
            return int(str(self._qs.value(key, default)))
        except ValueError:
            return default

    def _set(self, key: str, value: object) -> None:
        self._qs.setValue(key, value)
        self._qs.sync()

    # -- typed properties ---------------------------------------------------
    @property
    def deck(self) -> str:
        return self._str("table/deck", "french4")

    @deck.setter
    def deck(self, value: str) -> None:
        self._set("table/deck", value)

    @property
    def language(self) -> str:
        """``en``, ``ja`` or ``de``; empty means "follow the system"."""
        return self._str("ui/language", "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("ui/language", value)

    @property
    def animation_speed(self) -> AnimationSpeed:
        try:
            return AnimationSpeed(self._str("table/animation_speed", "normal"))
        except ValueError:
            return AnimationSpeed.NORMAL

    @animation_speed.setter
    def animation_speed(self, value: AnimationSpeed) -> None:
        self._set("table/animation_speed", value.value)

    @property
    def practice(self) -> bool:
        """Practice mode: show a hint for every decision without asking."""
        return self._bool("play/practice", False)

    @practice.setter
    def practice(self, value: bool) -> None:
        self._set("play/practice", value)

    @property
    def hint_level(self) -> str:
        """Level of hints and par: ``strong`` unless the player chose a faster one.

        Only the Hint strength menu ever wrote this key, so a stored value is a
        choice the player made and stays; a settings file without it (the
        player never chose) gets the strongest advice.
        """
        value = self._str("play/hint_level", "strong")
        return value if value in LEVELS else "strong"

    @hint_level.setter
    def hint_level(self, value: str) -> None:
        self._set("play/hint_level", value)

    @property
    def player_name(self) -> str:
        return self._str("play/name", "")

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("play/name", value)

    @property
    def autosave(self) -> bool:
        return self._bool("play/autosave", True)

    @autosave.setter
    def autosave(self, value: bool) -> None:
        self._set("play/autosave", value)

    @property
    def preset(self) -> str:
        return self._str("session/preset", "official")

    @preset.setter
    def preset(self, value: str) -> None:
        self._set("session/preset", value)

    @property
    def opponent_levels(self) -> list[str]:
        text = self._str("session/levels", "normal,normal,normal")
        levels = [p for p in text.split(",") if p in LEVELS]
        return levels + ["normal"] * (3 - len(levels))

    @opponent_levels.setter
    def opponent_levels(self, value: list[str]) -> None:
        self._set("session/levels", ",".join(value))

    @property
    def ask_undo_practice(self) -> bool:
        """Ask before the undo that turns a list into practice (off: "don't ask again")."""
        return self._bool("play/ask_undo_practice", True)

    @ask_undo_practice.setter
    def ask_undo_practice(self, value: bool) -> None:
        self._set("play/ask_undo_practice", bool(value))

    @property
    def last_folder(self) -> str:
        """The folder of the last list saved or opened (empty: none yet)."""
        return self._str("files/last_folder", "")

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self._set("files/last_folder", value)

    def file_folder(self) -> Path:
        """Where Save as… and Open… start: the last folder used, else the documents.

        Never the data folder by default: the player's lists belong with their
        documents, not beside the autosave and the statistics.
        """
        last = self.last_folder
        if last and Path(last).is_dir():
            return Path(last)
        return documents_dir()

    @property
    def players(self) -> int:
        return 4 if self._int("session/players", 3) == 4 else 3

    @players.setter
    def players(self, value: int) -> None:
        self._set("session/players", value)
