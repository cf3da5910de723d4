"""Starting, opening and saving lists, and finding each game's page: the main
window's list side, as a mixin.

Kept apart from :mod:`.main_window` (which holds the widgets) so each stays a
readable size. Each game's page (:mod:`.game_page`) is found by the engine
registry's name, so opening, saving and starting a list never branch on a game.
The player's name is looked up whenever a list starts
(:meth:`AppSettings.own_name`), so the default ("You", "あなた", "Du")
follows the language until the player types a name of their own; a running
list that still carries a default name is renamed on a language switch
(:meth:`ListsMixin.rename_default_player`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from skat_desktop.engine.api import GameDescription, RecordError, RuleSet, game_in_file
from skat_desktop.model.resume import set_aside
from skat_desktop.model.settings import AppSettings, is_program_file
from skat_desktop.model.settings_keys import is_default_player_name
from skat_desktop.model.table_model import SkatModel, autosave_path_for

from .file_errors import open_error_detail, open_error_text, save_error_text
from .new_session_dialog import DEFAULT_COMPUTER_NAMES, NewSessionDialog
from .status_line import StatusLine

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from .app_actions import AppActions
    from .game_page import GamePage

log = logging.getLogger(__name__)


def with_list_ending(path: Path, game: GameDescription) -> Path:
    """``path`` with ``game``'s saved-list ending when the player typed none.

    A name typed without ``.json`` ("club night") was saved as it stood, and
    the desktop's file type for the game's lists (``*.skat.json``) missed it.

    >>> from skat_desktop.engine.api import GAMES
    >>> with_list_ending(Path("club night"), GAMES[0]).name
    'club night.skat.json'
    >>> with_list_ending(Path("club.JSON"), GAMES[-1]).name
    'club.JSON'
    """
    if path.name.lower().endswith(".json"):
        return path
    return path.with_name(path.name + game.file_suffix)


def _newer(reference: Path, path: Path) -> bool:
    """``reference`` exists and was written after ``path``."""
    return reference.exists() and reference.stat().st_mtime > path.stat().st_mtime


class ListsMixin:
    """New list, open, save and the autosave at start, for :class:`MainWindow`."""

    settings: AppSettings
    model: SkatModel
    status: StatusLine
    app_actions: AppActions
    central: QStackedWidget
    dock_pages: QStackedWidget
    _pages: dict[str, GamePage]
    _shown: GamePage

    if TYPE_CHECKING:

        def show_error(self, title: str, text: str, detail: str = "") -> None: ...

        def set_list_file(self, path: Path | None) -> None: ...

        def list_file(self) -> Path | None: ...

    # ------------------------------------------------------------------ pages
    def has_pages(self) -> bool:
        """The games' pages are built (they come after the window's own widgets)."""
        return hasattr(self, "_pages")

    def pages(self) -> dict[str, GamePage]:
        """Each game's page, by the engine registry's name, in the registry's order."""
        return self._pages

    def page_for(self, game: str) -> GamePage:
        return self._pages[game]

    def page(self) -> GamePage:
        """The page on the table now."""
        return self._shown

    def shown_page(self) -> GamePage:
        return self._shown

    def first_page(self) -> GamePage:
        """The first game's page: the window's own table, shown when nothing else is."""
        return next(iter(self._pages.values()))

    def other_pages(self, page: GamePage) -> list[GamePage]:
        return [other for other in self._pages.values() if other is not page]

    def show_page(self, page: GamePage) -> None:
        """Turn the table and the score dock to ``page``'s game."""
        self._shown = page
        self.central.setCurrentWidget(page.table_widget())
        self.dock_pages.setCurrentWidget(page.dock_widget())
        self.app_actions.update_undo()
        self.status.retranslate()  # who is thinking, at the table now shown

    def _parent(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def flush_autosaves(self) -> None:
        """Wait for every game's autosave thread before the files are read."""
        for page in self.pages().values():
            page.model.flush_autosave()

    # ------------------------------------------------------------------ names
    def default_names(self, players: int) -> list[str]:
        """The player's own name (or the language's default) and the computers'."""
        chosen = self.settings.computer_names
        computers = [
            (chosen[i] if i < len(chosen) and chosen[i] else DEFAULT_COMPUTER_NAMES[i])
            for i in range(players - 1)
        ]
        return [self.settings.own_name(), *computers]

    def rename_default_player(self) -> bool:
        """After a language switch: a default name at seat 0 follows the language."""
        model = self.model
        if not model.has_session or not is_default_player_name(self.settings.player_name):
            return False
        wanted = self.settings.own_name()
        current = model.player_names()[0]
        if current == wanted or not is_default_player_name(current):
            return False
        model.rename_player(0, wanted)
        return True

    # ------------------------------------------------------------------ lists
    def start_new_session(
        self, rules: RuleSet, levels: list[str], seed: int | None = None, name: str | None = None
    ) -> None:
        names = self.default_names(rules.players)
        if name:
            names[0] = name
        self.model.new_session(rules, names, levels, seed)

    def start_default_session(
        self, first_game_file: Path | None = None, sources: dict[str, Path] | None = None
    ) -> None:
        """Resume the newest unfinished autosave, else start a list from settings.

        Another game's autosave is resumed only if it is newer than the first
        game's file. ``first_game_file`` is that file when the first game's
        autosave was damaged and renamed aside (renaming keeps its time):
        without it an older game, which that list had replaced, would come
        back in its place. ``sources`` are earlier copies of other games'
        autosaves that the player chose to resume from, by game.
        """
        self.flush_autosaves()
        first = self.first_page()
        path = first.model.autosave_file or autosave_path_for(first.model.description)
        for page in self.other_pages(first):
            source = (sources or {}).get(page.model.description.name)
            if self.resume_page(page, first_game_file or path, source):
                self.status.set_key("resumed")
                return
        if self.resume_page(first, None, None):
            self.status.set_key("resumed")
            return
        preset = RuleSet.preset(self.settings.preset) if self.settings.preset else RuleSet()
        players = self.settings.players
        if preset.players != players:
            preset = preset.replace(players=players, list_length=36 if players == 3 else 48)
        self.start_new_session(preset, ["human", *self.settings.opponent_levels[: players - 1]])

    def resume_page(self, page: GamePage, newer_than: Path | None, source: Path | None) -> bool:
        """Resume ``page``'s autosave (or ``source``, an earlier copy the player
        chose) if it is unfinished and newer than ``newer_than``; show its page.

        A file that does not load is set aside under a dated name, so that the
        game's next list never rotates over it; it is never read twice.
        """
        model = page.model
        path = source or model.autosave_file or autosave_path_for(model.description)
        try:
            if not (path.exists() or path.is_symlink()):
                return False
            if newer_than is not None and _newer(newer_than, path):
                return False
            session, levels = model.read_file(path)
        except (RecordError, OSError, ValueError) as exc:
            log.warning("autosave %s not resumed: %s", path, exc)
            set_aside([path])
            return False
        if session.finished:
            return False
        model.open_list(session, levels)
        return True

    def new_session_dialog(self) -> None:
        if not self.app_actions.confirm_replace():
            return
        dialog = NewSessionDialog(
            self.settings.preset,
            self.settings.players,
            self.settings.opponent_levels,
            self.settings.player_name,
            self._parent(),
            computer_names=self.settings.computer_names,
        )
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(self.app_actions.shown_game()))
        if dialog.exec() != NewSessionDialog.DialogCode.Accepted:
            return
        if dialog.game() != self.app_actions.shown_game() and not self.app_actions.confirm_replace(
            dialog.game()
        ):
            return  # the other game's running list would be replaced: asked too
        # Stored every time: an emptied name goes back to the language's default.
        self.settings.player_name = dialog.player_name()
        self.settings.computer_names = dialog.computer_names()
        self.page_for(dialog.game()).start_from_dialog(dialog)

    def start_skat_from_dialog(self, dialog: NewSessionDialog) -> None:
        """A new Skat list with the dialog's rules and computers (kept as the defaults)."""
        rules = dialog.rules()
        levels = dialog.levels()
        self.settings.preset = str(dialog.preset.currentData())
        self.settings.players = rules.players
        self.settings.opponent_levels = levels[1:] + ["normal"] * (4 - len(levels))
        self.start_new_session(rules, levels)

    def save_to(self, path: str | Path) -> bool:
        """Save the list to ``path``; never over the program's own autosave or statistics."""
        if is_program_file(path):
            self.show_error(
                QCoreApplication.translate("MainWindow", "Could not save"),
                QCoreApplication.translate(
                    "MainWindow",
                    "{file} is one of Skat Desktop's own files (the automatic save, the "
                    "statistics or the settings). Save the list under another name.",
                ).format(file=Path(path).name),
            )
            return False
        try:
            self.page().model.save(path)
        except (RecordError, OSError, ImportError) as exc:
            self.show_error(
                QCoreApplication.translate("MainWindow", "Could not save"),
                save_error_text(path, exc),
                str(exc),
            )
            return False
        self.status.set_key("saved")
        self.settings.last_folder = str(Path(path).parent)
        self.set_list_file(Path(path))
        return True

    def open_from(self, path: str | Path) -> bool:
        try:
            found = game_in_file(Path(path))
            page = self.page_for(found.name) if found is not None else self.page()
            page.open_file(Path(path))  # not a list at all: that page's reader says why
        except (RecordError, OSError, ImportError, ValueError) as exc:
            self.show_error(
                QCoreApplication.translate("MainWindow", "Could not open"),
                open_error_text(path, exc),
                open_error_detail(Path(path), exc),
            )
            return False
        if is_program_file(path):
            # An autosave opened by hand is the running list, not a file of the
            # player's: no name in the title, and Save as… does not start there.
            self.set_list_file(None)
            return True
        self.settings.last_folder = str(Path(path).parent)
        self.set_list_file(Path(path))
        return True

    def save_dialog(self) -> None:
        """Save as…: in the list's own file, else the last folder used or the documents."""
        default = with_list_ending(Path("list"), self.page().model.description)
        start = self.list_file() or self.settings.file_folder() / default
        path, _ = QFileDialog.getSaveFileName(
            self._parent(),
            QCoreApplication.translate("MainWindow", "Save list"),
            str(start),
            QCoreApplication.translate("MainWindow", "Skat lists (*.json)"),
        )
        if not path:
            return
        target = with_list_ending(Path(path), self.page().model.description)
        if str(target) != path and target.exists():
            # The dialog asked about the name as typed, not about this one.
            question = QCoreApplication.translate(
                "MainWindow", "“{file}” already exists. Replace it?"
            ).format(file=target.name)
            title = QCoreApplication.translate("MainWindow", "Save list")
            if not self.app_actions.ask(self._parent(), title, question):
                return
        self.save_to(target)

    def open_dialog(self) -> None:
        if not self.app_actions.confirm_replace():
            return
        path, _ = QFileDialog.getOpenFileName(
            self._parent(),
            QCoreApplication.translate("MainWindow", "Open list"),
            str(self.settings.file_folder()),
            QCoreApplication.translate("MainWindow", "Skat lists (*.json)"),
        )
        if not path:
            return
        found = game_in_file(Path(path))
        game = found.name if found is not None else self.app_actions.shown_game()
        if game != self.app_actions.shown_game() and not self.app_actions.confirm_replace(game):
            return
        self.open_from(path)
