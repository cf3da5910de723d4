"""The status bar's texts: who is thinking, the last note (saved, resumed, ...).

Kept as keys and set again on a language switch, so a message shown in one
language reads right after switching to another.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar

from skat_desktop.model.table_model import TableModel


MESSAGE_MS = 8000
"""How long a note ("Saved.", "Resumed the last list.") stays in the status bar."""


class StatusLine:
    """The thinking indicator, and one keyed message that expires.

    A note is shown for :data:`MESSAGE_MS`, then its key is cleared too, so a
    language switch later does not bring back a stale "Saved.". The note that
    computer levels fell back stays for the whole list, in a permanent label.
    """

    def __init__(self, window: QMainWindow, model: TableModel) -> None:
        self._window = window
        self._model = model
        self.key = ""
        self.thinking_label = QLabel(window)
        self.thinking_bar = QProgressBar(window)
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(80)
        self.thinking_bar.setMaximumHeight(12)
        self.thinking_bar.hide()
        self._expiry = QTimer(window)
        self._expiry.setSingleShot(True)
        self._expiry.timeout.connect(self._expire)
        self.message_ms = MESSAGE_MS
        window.statusBar().addPermanentWidget(self.thinking_label)
        window.statusBar().addPermanentWidget(self.thinking_bar)

    def set_key(self, key: str) -> None:
        """``saved``, ``resumed``, ``undone``, ``undone_spitzer``, ``second_copy``
        or ``computer_error``."""
        self.key = key
        self._expiry.start(self.message_ms)
        self.retranslate()

    def _expire(self) -> None:
        self.key = ""
        self._window.statusBar().clearMessage()

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
            "undone": QCoreApplication.translate(
                "MainWindow", "Taken back. This list now counts as practice."
            ),
            "undone_spitzer": QCoreApplication.translate("MainWindow", "Taken back."),
            "second_copy": QCoreApplication.translate(
                "MainWindow",
                "Skat Desktop is already running: this copy does not save automatically.",
            ),
            "computer_error": QCoreApplication.translate(
                "MainWindow", "A computer player failed; it made a random move instead."
            ),
        }
        text = messages.get(self.key, "")
        remaining = self._expiry.remainingTime() if self._expiry.isActive() else 0
        if text and remaining > 0:
            self._window.statusBar().showMessage(text, remaining)
        else:
            self._window.statusBar().clearMessage()
