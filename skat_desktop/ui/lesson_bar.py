"""The lesson bar: a strip over the table while a lesson deal is played.

It shows what the lesson asks now (the deal's intro), why a decision was
stopped with Retry and Continue, and at the end whether the lesson's goal was
reached, with the ways on (play again, next deal, the lessons, the list).
It holds no state of the lesson: :mod:`.lesson_table` tells it what to show.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, Signal, SignalInstance
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

BAR_STYLE = """
QFrame#LessonBar { background: rgb(255, 252, 232); border: 2px solid #c9a227;
  border-radius: 8px; }
QFrame#LessonBar[mode="mistake"] { border-color: #b3261e; background: rgb(255, 240, 236); }
QFrame#LessonBar[mode="done"] { border-color: #2e7d32; }
QFrame#LessonBar QLabel { color: #222; background: transparent; }
QFrame#LessonBar QLabel#lessonBarTitle { font-weight: bold; color: #5d4a00; }
"""
MAX_WIDTH = 640
"""Pixels: the bar never gets wider, so its lines stay short enough to read at a glance."""
SIDE_MIN_WIDTH = 250
"""Pixels: the room beside the trick must be this wide for the bar; else it goes on top."""


class BarMode(enum.Enum):
    INTRO = "intro"
    MISTAKE = "mistake"
    DONE = "done"
    MISSED = "missed"


class LessonBar(QFrame):
    """The strip's text and buttons; each button is a signal."""

    retry_clicked = Signal()
    continue_clicked = Signal()
    again_clicked = Signal()
    next_clicked = Signal()
    lessons_clicked = Signal()
    end_clicked = Signal()
    language_changed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LessonBar")
        self.setStyleSheet(BAR_STYLE)
        self.mode = BarMode.INTRO
        self.title = QLabel(self)
        self.title.setObjectName("lessonBarTitle")
        self.text = QLabel(self)
        self.text.setObjectName("lessonBarText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.retry = self._button("lessonRetry", self.retry_clicked)
        self.go_on = self._button("lessonContinue", self.continue_clicked)
        self.again = self._button("lessonAgain", self.again_clicked)
        self.next = self._button("lessonNext", self.next_clicked)
        self.lessons = self._button("lessonList", self.lessons_clicked)
        self.end = self._button("lessonEnd", self.end_clicked)
        # Two buttons a row: the bar is often a narrow column beside the trick.
        grid = QGridLayout()
        buttons = (self.retry, self.go_on, self.again, self.next, self.lessons, self.end)
        for index, button in enumerate(buttons):
            grid.addWidget(button, index // 2, index % 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addStretch(1)
        layout.addLayout(grid)
        self.retranslate()

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the table keeps the keyboard
        button.clicked.connect(signal)
        return button

    def show_state(self, mode: BarMode, title: str, text: str, has_next: bool = False) -> None:
        """Show ``text`` under ``title`` with the buttons of ``mode``."""
        self.mode = mode
        self.setProperty("mode", mode.value)
        self.style().unpolish(self)
        self.style().polish(self)
        self.title.setText(title)
        self.text.setText(text)
        self.retry.setVisible(mode is BarMode.MISTAKE)
        self.go_on.setVisible(mode is BarMode.MISTAKE)
        self.again.setVisible(mode in (BarMode.DONE, BarMode.MISSED))
        self.next.setVisible(mode is BarMode.DONE and has_next)
        self.lessons.setVisible(mode in (BarMode.INTRO, BarMode.DONE, BarMode.MISSED))
        self.end.setVisible(mode is not BarMode.MISTAKE)
        self.show()
        self.raise_()

    def needed_height(self, width: int) -> int:
        """How tall the bar is at ``width`` (at most :data:`MAX_WIDTH`) with all its text."""
        self.title.setWordWrap(True)
        for widget in (self, self.title, self.text):
            widget.ensurePolished()  # measured in the style sheet's fonts, not the default
        layout = self.layout()
        if layout is not None:
            layout.invalidate()  # the texts may have changed since it last measured
        frame = 2 * self.frameWidth()  # the style sheet's border narrows the layout
        inner = min(MAX_WIDTH, width) - frame
        height = layout.heightForWidth(inner) + frame if layout is not None else -1
        height += self.fontMetrics().lineSpacing()  # a line of slack
        return max(height, self.minimumSizeHint().height())

    def place(self, room: QRect, from_below: bool = False) -> None:
        """In ``room`` (viewport pixels): as wide as it, as tall as the text needs (at
        most ``room``'s height), at its top, or at its bottom with ``from_below``."""
        w = min(MAX_WIDTH, room.width())
        height = min(self.needed_height(w), max(room.height(), 60))
        self.resize(w, height)
        self.move(room.x(), room.bottom() - height if from_below else room.y())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.retry.setText(QCoreApplication.translate("Lessons", "Retry"))
        self.go_on.setText(QCoreApplication.translate("Lessons", "Continue"))
        self.again.setText(QCoreApplication.translate("Lessons", "Play again"))
        self.next.setText(QCoreApplication.translate("Lessons", "Next deal"))
        self.lessons.setText(QCoreApplication.translate("Lessons", "Lessons…"))
        self.end.setText(QCoreApplication.translate("Lessons", "End lesson"))
