"""The window's side of the UI registry: each game's page of the main window.

A page is one game's table with its panels and score sheet. The window asks the
page on show for what every game answers alike (its model, the last trick, a
hint, opening a file), and finds a game's page by the engine registry's name
(:meth:`~.main_window.MainWindow.page_for`), instead of branching on which game
is shown. Skat's page is the window's own table (:class:`SkatPage`); Spitzer's
is :class:`~.spitzer.mode.SpitzerMode`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from skat_desktop.model.table_model import TableModel

    from .controller import TableController
    from .main_window import MainWindow
    from .new_session_dialog import NewSessionDialog


class GamePage(Protocol):
    """What the window asks of a game's page."""

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

    def show_last_trick(self) -> None: ...
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


class SkatPage:
    """Skat's page: the main window's own table, panels and score sheet."""

    def __init__(self, window: MainWindow) -> None:
        self._w = window

    @property
    def model(self) -> TableModel[Any, Any]:
        return self._w.model

    @property
    def controller(self) -> TableController:
        return self._w.controller

    def shown(self) -> bool:
        return not any(page.shown() for page in self._w.other_pages(self))

    def open_file(self, path: Path) -> None:
        self._w.model.load(path)

    def show_last_trick(self) -> None:
        self._w.show_skat_last_trick()

    def request_hint(self) -> None:
        self._w.request_skat_hint()

    def show_message(self, text: str) -> None:
        self._w.table.show_message(text)

    def review(self, record: Any) -> QDialog | None:
        return self._w.app_actions.review(record)

    def start_from_dialog(self, dialog: NewSessionDialog) -> None:
        self._w.start_skat_from_dialog(dialog)
