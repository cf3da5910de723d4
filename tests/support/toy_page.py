"""The toy game's page of the main window: its table, a score line and a button.

With :mod:`.toy_game` and :mod:`.toy_ui` this is everything the toy game brings
to the window: the window builds it through the UI registry
(:data:`skat_desktop.ui.game_pieces.UI_GAMES`), stacks its table and its dock,
and drives it as it drives Skat's and Spitzer's pages.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from skat_desktop.engine.api import find_game
from skat_desktop.model.table_model import TableModel
from skat_desktop.ui.controller import TableController

from .toy_ui import ToyTableView

if TYPE_CHECKING:
    from skat_desktop.ui.main_window import MainWindow
    from skat_desktop.ui.new_session_dialog import NewSessionDialog


class ToyTexts:
    """The toy's sentences (English only: a test game is not translated)."""

    def replace_question(self) -> tuple[str, str]:
        return "Replace the toy list?", "The toy list is not finished. Go on?"

    def undo_practice(self) -> str:
        return "Undo makes this toy list practice."

    def undone(self) -> str:
        return "Toy move taken back."

    def autosave_damaged(self) -> str:
        return "The toy list's automatic save is damaged."

    def autosave_missing(self) -> str:
        return "The toy list's automatic save is missing."

    def autosave_kept(self) -> str:
        return "The saved toy list could not be read; the file was kept."

    def goes_on_instead(self) -> str:
        return "The toy list goes on."


class ToyListOptions:
    """The toy has no options: the new-list dialog shows none of Skat's for it."""

    def rows(self) -> list[tuple[QLabel, QWidget]]:
        return []

    def retranslate(self) -> None:
        return None


class ToyPage(QObject):
    """The toy's table and, in the dock, the score and a "Next deal" button."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.texts = ToyTexts()
        self.model: TableModel[Any, Any] = TableModel(find_game("toy"), self)
        self.model.read_only = window.app_actions.second_copy
        self.model.autosave_enabled = window.settings.autosave and not self.model.read_only
        self.controller = TableController(self.model, self)
        self.view = ToyTableView(window.renderer)
        self.view.set_model(self.model)
        self.view.set_key_handler(self.controller.handle_key)
        self.dock = QWidget()
        layout = QVBoxLayout(self.dock)
        self.score = QLabel(self.dock)
        self.score.setObjectName("ToyScore")
        self.next_button = QPushButton("Next deal", self.dock)
        self.next_button.setObjectName("ToyNextDeal")
        self.next_button.setEnabled(False)
        layout.addWidget(self.score)
        layout.addWidget(self.next_button)
        layout.addStretch(1)
        m, c, v = self.model, self.controller, self.view
        m.events.connect(v.animate)
        for signal in (m.session_changed, m.deal_started, m.undone):
            signal.connect(self._redraw)
        v.animations_finished.connect(c.on_idle)
        v.card_clicked.connect(c.click_card)
        v.card_dropped.connect(c.drop_card)
        c.prompt_changed.connect(
            lambda prompt: v.set_interactive_hand(set(prompt.interactive), set(prompt.dimmed))
        )
        c.message.connect(v.show_message)
        c.result_due.connect(self._show_result)
        self.next_button.clicked.connect(self._next_deal)

    # ------------------------------------------------------------------ the page
    def shown(self) -> bool:
        return self._window.shown_page() is self

    def table_widget(self) -> QWidget:
        return self.view

    def dock_widget(self) -> QWidget:
        return self.dock

    def open_file(self, path: Path) -> None:
        self.model.load(path)

    def show_last_trick(self, toggle: bool = True) -> None:
        self.view.show_message("The toy keeps no last trick.")

    def request_hint(self) -> None:
        self.view.show_message("The toy gives no hints.")

    def show_message(self, text: str) -> None:
        self.view.show_message(text)

    def review(self, record: Any) -> QDialog | None:
        return None

    def start_from_dialog(self, dialog: NewSessionDialog) -> None:
        names = [self._window.settings.own_name(), *dialog.computer_names()]
        self.model.new_session(None, names, dialog.levels(), None)

    def set_speed(self, factor: float, move_delay_ms: int) -> None:
        self.view.set_speed(factor)
        self.model.move_delay_ms = move_delay_ms

    def shutdown(self) -> None:
        self.model.shutdown()

    # ------------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        self.next_button.setEnabled(False)
        self._show_score()
        self.view.refresh(animated=False)

    def _show_score(self) -> None:
        if not self.model.has_session:
            self.score.setText("")
            return
        names = self.model.player_names()
        totals = self.model.list_copy().totals
        self.score.setText(" · ".join(f"{n} {t}" for n, t in zip(names, totals, strict=True)))

    def _show_result(self) -> None:
        self._show_score()
        self.next_button.setEnabled(not self.model.list_over())

    def _next_deal(self) -> None:
        self.next_button.setEnabled(False)
        self.model.next_deal()
