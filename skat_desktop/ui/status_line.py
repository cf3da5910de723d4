"""The status bar's texts: who is thinking, the last note (saved, resumed, ...).

Kept as keys and set again on a language switch, so a message shown in one
language reads right after switching to another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot
from PySide6.QtWidgets import QLabel, QProgressBar

from skat_desktop.model.autosave_writer import FULL, READ_ONLY

if TYPE_CHECKING:
    from .main_window import MainWindow


MESSAGE_MS = 8000
"""How long a note ("Saved.", "Resumed the last list.") stays in the status bar."""


def save_reason(kind: str) -> str:
    """Why saving failed, in plain words (``kind`` from ``problem_kind``)."""
    if kind == FULL:
        return QCoreApplication.translate("MainWindow", "the disk is full")
    if kind == READ_ONLY:
        return QCoreApplication.translate("MainWindow", "the data folder is read-only")
    return QCoreApplication.translate("MainWindow", "the disk refused to write")


class StatusLine(QObject):
    """The thinking indicator, one keyed message that expires, and save trouble.

    A note is shown for :data:`MESSAGE_MS`, then its key is cleared too, so a
    language switch later does not bring back a stale "Saved.". The note that
    computer levels fell back stays for the whole list, in a permanent label.
    A save that fails (the autosave or the statistics) is said once, in a
    permanent label that stays while any file fails, and "Saving works again"
    when the last one saves: the player is never told at every move.
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.save_problems: dict[str, str] = {}
        """File (or the lock) that fails to save -> why (``problem_kind``)."""
        self.save_label = QLabel(window)
        self.save_label.setObjectName("SaveProblem")
        self.save_label.setWordWrap(False)
        self.save_label.hide()
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
        window.statusBar().addPermanentWidget(self.save_label)
        window.statusBar().addPermanentWidget(self.thinking_label)
        window.statusBar().addPermanentWidget(self.thinking_bar)

    def set_key(self, key: str) -> None:
        """``saved``, ``resumed``, ``undone`` (said as the shown game says it),
        ``second_copy``, ``save_ok`` or ``computer_error``."""
        self.key = key
        self._expiry.start(self.message_ms)
        self.retranslate()

    def _expire(self) -> None:
        self.key = ""
        self._window.statusBar().clearMessage()

    def retranslate(self) -> None:
        model = self._window.page().model  # the game on the table, whichever it is
        thinking = model.thinking_player if model.has_session else None
        if thinking is not None:
            name = model.player_names()[thinking]
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
            "undone": self._window.page().texts.undone() if self.key == "undone" else "",
            "second_copy": QCoreApplication.translate(
                "MainWindow",
                "Skat Desktop is already running: this copy saves nothing automatically.",
            ),
            "save_ok": QCoreApplication.translate("MainWindow", "Saving works again."),
            "computer_error": QCoreApplication.translate(
                "MainWindow", "A computer player failed; it made a random move instead."
            ),
        }
        self._show_save_problem()
        text = messages.get(self.key, "")
        remaining = self._expiry.remainingTime() if self._expiry.isActive() else 0
        if text and remaining > 0:
            self._window.statusBar().showMessage(text, remaining)
        else:
            self._window.statusBar().clearMessage()

    # ------------------------------------------------------------------ saving
    @Slot(str, str)
    def on_save_problem(self, path: str, kind: str) -> None:
        """A file started failing to save (``kind``), or saves again (``""``)."""
        had = bool(self.save_problems)
        if kind:
            self.save_problems.setdefault(path, kind)
        else:
            self.save_problems.pop(path, None)
        if had and not self.save_problems:
            self.set_key("save_ok")
        self._show_save_problem()

    def _show_save_problem(self) -> None:
        if not self.save_problems:
            self.save_label.clear()
            self.save_label.hide()
            return
        kind = next(iter(self.save_problems.values()))
        self.save_label.setText(
            QCoreApplication.translate(
                "MainWindow",
                "Your game could not be saved: {reason}. Skat Desktop keeps trying; "
                "your last saved copy is intact.",
            ).format(reason=save_reason(kind))
        )
        self.save_label.show()

    def announce_start(self, second_copy: bool, folder_problem: str) -> None:
        """At start: another copy owns the data folder, or the folder takes no file."""
        if second_copy:
            self.announce_second_copy()
        elif folder_problem:
            from .instance_lock import LOCK_NAME

            self.on_save_problem(LOCK_NAME, folder_problem)
            self._window.show_error(
                QCoreApplication.translate("MainWindow", "Skat Desktop cannot save"),
                QCoreApplication.translate(
                    "MainWindow",
                    "Skat Desktop cannot write to its data folder: {reason}. Your games and "
                    "statistics are not saved until this is fixed; Skat Desktop keeps trying.",
                ).format(reason=save_reason(folder_problem)),
            )

    def announce_second_copy(self) -> None:
        """Once: this copy writes nothing to the shared files, and why."""
        self.save_problems.clear()
        self._show_save_problem()
        self.set_key("second_copy")
        self._window.show_error(
            QCoreApplication.translate("MainWindow", "Skat Desktop is already running"),
            QCoreApplication.translate(
                "MainWindow",
                "Another copy of Skat Desktop is open. This one saves nothing "
                "automatically (no game in progress and no statistics), "
                "so the two cannot overwrite each other's files.",
            ),
        )
