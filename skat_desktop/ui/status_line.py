"""The status bar's texts: who is thinking, the last note (saved, resumed, ...).

Kept as keys and set again on a language switch, so a message shown in one
language reads right after switching to another.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar

from skat_desktop.model.table_model import TableModel


class StatusLine:
    """The thinking indicator and one keyed message in a window's status bar."""

    def __init__(self, window: QMainWindow, model: TableModel) -> None:
        self._window = window
        self._model = model
        self.key = ""
        self.fallback_note = ""
        self.thinking_label = QLabel(window)
        self.thinking_bar = QProgressBar(window)
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(80)
        self.thinking_bar.setMaximumHeight(12)
        self.thinking_bar.hide()
        window.statusBar().addPermanentWidget(self.thinking_label)
        window.statusBar().addPermanentWidget(self.thinking_bar)

    def set_key(self, key: str) -> None:
        """``saved``, ``resumed``, ``computer_error`` or ``fallback:<levels>``."""
        if key.startswith("fallback:"):
            self.fallback_note = key.split(":", 1)[1]
        else:
            self.key = key
        self.retranslate()

    def retranslate(self) -> None:
        model = self._model
        thinking = model.thinking_player if model.has_session else None
        if thinking is not None:
            name = model.session.names[thinking]
            self.thinking_label.setText(
                QCoreApplication.translate("MainWindow", "{name} is thinking…").format(name=name)
            )
            self.thinking_bar.show()
        else:
            self.thinking_label.setText("")
            self.thinking_bar.hide()
        messages = {
            "saved": QCoreApplication.translate("MainWindow", "Saved."),
            "resumed": QCoreApplication.translate("MainWindow", "Resumed the last list."),
            "computer_error": QCoreApplication.translate(
                "MainWindow", "A computer player failed; it made a random move instead."
            ),
        }
        text = messages.get(self.key, "")
        if self.fallback_note:
            note = QCoreApplication.translate(
                "MainWindow", "Computer levels not available yet, playing with: {levels}"
            )
            text = (text + "  " if text else "") + note.format(levels=self.fallback_note)
        self._window.statusBar().showMessage(text)
