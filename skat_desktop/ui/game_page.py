"""The window's side of the UI registry: each game's page of the main window.

A page is one game's table with its panels and score sheet. The window builds
every registered game's page (:data:`~.game_pieces.UI_GAMES`), stacks their
tables and sheets, asks the page on show for what every game answers alike (its
model, the last trick, a hint, opening a file, its texts), and finds a game's
page by the engine registry's name (:meth:`~.main_window.MainWindow.page_for`)
instead of branching on which game is shown. The first game's page is the
window's own table (:class:`SkatPage`); every other game brings its own widgets.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from skat_desktop.model.table_model import TableModel

    from .controller import TableController
    from .main_window import MainWindow
    from .new_session_dialog import NewSessionDialog


class PageTexts(Protocol):
    """The sentences in which the window speaks of a game's list, in the current language."""

    def replace_question(self) -> tuple[str, str]:
        """(title, question) before a new list replaces this game's unfinished one."""
        ...

    def undo_practice(self) -> str:
        """Why the first undo asks: the list will count as practice."""
        ...

    def undone(self) -> str:
        """The status line after a move was taken back."""
        ...

    def autosave_damaged(self) -> str:
        """At start: the automatic save of this game's list does not read."""
        ...

    def autosave_missing(self) -> str:
        """At start: the automatic save of this game's list is gone."""
        ...

    def autosave_kept(self) -> str:
        """At start: this game's saved list does not read, and its file was kept."""
        ...

    def goes_on_instead(self) -> str:
        """At start: the first game's list did not resume; this game's list goes on."""
        ...


class GamePage(Protocol):
    """What the window asks of a game's page."""

    @property
    def texts(self) -> PageTexts: ...

    @property
    def model(self) -> TableModel[Any, Any]: ...
    @property
    def controller(self) -> TableController: ...
    def shown(self) -> bool:
        """This page is the one on the window's table now."""
        ...

    def open_file(self, path: Path) -> None:
        """Open a saved list of this game and show its page; on RecordError/OSError
        nothing changes."""
        ...

    def show_last_trick(self, toggle: bool = True) -> None:
        """Show the last finished trick (again, with ``toggle``: hide it)."""
        ...

    def request_hint(self) -> None: ...
    def show_message(self, text: str) -> None:
        """A short message on this page's table."""
        ...

    def review(self, record: Any) -> QDialog | None:
        """The review of a finished deal of this page's list (None: none to show)."""
        ...

    def start_from_dialog(self, dialog: NewSessionDialog) -> None:
        """Start a new list of this game as the new-list dialog was filled in."""
        ...

    def table_widget(self) -> QWidget:
        """The page's table, which the window stacks in its centre."""
        ...

    def dock_widget(self) -> QWidget:
        """The page's score sheet and hints, which the window stacks in its dock."""
        ...

    def set_speed(self, factor: float, move_delay_ms: int) -> None:
        """The animation speed and the computers' pause before a move."""
        ...

    def shutdown(self) -> None:
        """The window closes: stop the computers and write the autosave."""
        ...


class SkatTexts:
    """Skat's sentences (the window's own game)."""

    def replace_question(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("MainWindow", "Replace the running list?"),
            QCoreApplication.translate(
                "MainWindow",
                "The running list is not finished. It stays in the automatic save "
                "only until the new list replaces it. Go on?",
            ),
        )

    def undo_practice(self) -> str:
        return QCoreApplication.translate(
            "MainWindow",
            "Undo turns this list into practice: it will not count in your statistics.",
        )

    def undone(self) -> str:
        return QCoreApplication.translate(
            "MainWindow", "Taken back. This list now counts as practice."
        )

    def autosave_damaged(self) -> str:
        return QCoreApplication.translate(
            "App", "The list you were playing could not be read: its automatic save is damaged."
        )

    def autosave_missing(self) -> str:
        return QCoreApplication.translate(
            "App", "The list you were playing could not be found: its automatic save is missing."
        )

    def autosave_kept(self) -> str:
        return QCoreApplication.translate(
            "App", "The saved list could not be read, so a new list was started."
        )

    def goes_on_instead(self) -> str:
        return QCoreApplication.translate("MainWindow", "Resumed the last list.")


class SkatPage:
    """Skat's page: the main window's own table, panels and score sheet."""

    def __init__(self, window: MainWindow) -> None:
        self._w = window
        self.texts: PageTexts = SkatTexts()

    @property
    def model(self) -> TableModel[Any, Any]:
        return self._w.model

    @property
    def controller(self) -> TableController:
        return self._w.controller

    def shown(self) -> bool:
        return self._w.shown_page() is self

    def open_file(self, path: Path) -> None:
        self._w.model.load(path)

    def show_last_trick(self, toggle: bool = True) -> None:
        self._w.show_skat_last_trick(toggle)

    def request_hint(self) -> None:
        self._w.request_skat_hint()

    def show_message(self, text: str) -> None:
        self._w.table.show_message(text)

    def review(self, record: Any) -> QDialog | None:
        return self._w.app_actions.review(record)

    def start_from_dialog(self, dialog: NewSessionDialog) -> None:
        self._w.start_skat_from_dialog(dialog)

    def table_widget(self) -> QWidget:
        return self._w.table

    def dock_widget(self) -> QWidget:
        return self._w.splitter

    def set_speed(self, factor: float, move_delay_ms: int) -> None:
        self._w.table.set_speed(factor)
        self._w.model.move_delay_ms = move_delay_ms

    def shutdown(self) -> None:
        self._w.model.shutdown()
