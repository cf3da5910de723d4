"""The Lessons dialog: the list of lessons, done or not, and the chosen lesson's text.

The player reads the lesson here and starts its deal with "Play the deal";
the dialog closes and the deal is dealt on the window's table. Lessons that
could not be read are named at the bottom (with the reason, never a traceback).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.ai.lessons.lesson_file import Lesson

from .help_dialog import STYLE, current_language
from .lesson_texts import lesson_html

DONE_MARK = "✓"


class LessonsDialog(QDialog):
    """Choose a lesson, read it, play its deal."""

    play_requested = Signal(object)
    """The :class:`Lesson` whose deal the player wants to play."""

    def __init__(
        self,
        lessons: Sequence[Lesson],
        done: Collection[str],
        problems: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LessonsDialog")
        self._lessons = list(lessons)
        self._done = set(done)
        self.list = QListWidget(self)
        self.list.setObjectName("lessonList")
        self.list.setWordWrap(True)  # long titles wrap instead of scrolling sideways
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text = QTextBrowser(self)
        self.text.setObjectName("lessonText")
        self.text.document().setDefaultStyleSheet(STYLE)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.list)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([330, 530])
        self.problems = QLabel("\n".join(problems), self)
        self.problems.setObjectName("lessonProblems")
        self.problems.setWordWrap(True)
        self.problems.setVisible(bool(problems))
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playLesson")
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self._play)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.problems)
        layout.addLayout(buttons)
        self.list.currentRowChanged.connect(self._show)
        self.list.itemActivated.connect(lambda _item: self._play())
        self.resize(QSize(860, 560))
        self.retranslate()
        first_open = next(
            (i for i, each in enumerate(self._lessons) if each.id not in self._done), 0
        )
        if self._lessons:
            self.list.setCurrentRow(first_open)

    def set_done(self, done: Collection[str]) -> None:
        """Tick the lessons in ``done`` (a lesson was just completed)."""
        self._done = set(done)
        self._fill()

    def lesson(self) -> Lesson | None:
        row = self.list.currentRow()
        return self._lessons[row] if 0 <= row < len(self._lessons) else None

    def select(self, lesson_id: str) -> None:
        for row, lesson in enumerate(self._lessons):
            if lesson.id == lesson_id:
                self.list.setCurrentRow(row)

    def _fill(self) -> None:
        language = current_language()
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        for number, lesson in enumerate(self._lessons, 1):
            mark = f"  {DONE_MARK}" if lesson.id in self._done else ""
            item = QListWidgetItem(f"{number}. {lesson.title_in(language)}{mark}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.list.setCurrentRow(max(row, 0) if self._lessons else -1)
        self._show(self.list.currentRow())

    def _show(self, row: int) -> None:
        lesson = self.lesson()
        self.play_button.setEnabled(lesson is not None)
        if lesson is None:
            self.text.setHtml("")
            return
        self.text.setHtml(lesson_html(lesson, current_language(), lesson.id in self._done))
        del row

    def _play(self) -> None:
        lesson = self.lesson()
        if lesson is not None:
            self.accept()
            self.play_requested.emit(lesson)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Lessons", "Lessons"))
        self.play_button.setText(QCoreApplication.translate("Lessons", "&Play the deal"))
        self.close_button.setText(QCoreApplication.translate("Lessons", "Close"))
        self._fill()
