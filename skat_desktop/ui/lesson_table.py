"""The lessons in the main window: the dialog, the bar on the table, progress, the offer.

:class:`WindowLessons` (the window's ``lessons``) keeps one :class:`LessonTable`
per game page that has lessons, each joining that page's model
(:class:`~skat_desktop.model.lesson_run.LessonRun`) to its table. Help →
Lessons opens the :class:`~.lessons_dialog.LessonsDialog`; "Play the deal"
deals the lesson's cards on its game's table (the running list waits, as for
"play this deal again"); the :class:`~.lesson_bar.LessonBar` shows the intro,
the explanation of a costly decision with Retry and Continue, and the end. A
reached goal is remembered in the settings. :func:`offer_lessons` asks once,
at the very first start, whether the player wants to begin with the lessons.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from skat_desktop.ai.lessons.lesson_file import Lesson, load_lessons
from skat_desktop.ai.lessons.registry import LESSON_GAMES, lesson_game
from skat_desktop.ai.lessons.verdict import Verdict
from skat_desktop.engine.api import Play
from skat_desktop.model.lesson_run import LessonRun
from skat_desktop.resources_path import resources_dir

from .game_pieces import find_ui_game
from .help_dialog import current_language
from .lesson_bar import MAX_WIDTH, SIDE_MIN_WIDTH, BarMode, LessonBar
from .lesson_texts import choice_text, lesson_text, verdict_text
from .lessons_dialog import LessonsDialog
from .result_base import ResultPanelBase
from .table_view_base import TableViewBase

if TYPE_CHECKING:
    from .game_page import GamePage
    from .main_window import MainWindow

log = logging.getLogger(__name__)

DIRECT_CHILDREN = Qt.FindChildOption.FindDirectChildrenOnly


class LessonTable(QObject):
    """The lessons of one game, on that game's page of the window: its bar and its run."""

    def __init__(self, window: MainWindow, page: GamePage, lessons: WindowLessons) -> None:
        super().__init__(window)
        self._w = window
        self.page = page
        table = page.table_widget()
        assert isinstance(table, TableViewBase)
        self.table: TableViewBase[Any, Any] = table
        self.run = LessonRun(page.model, self)
        self.bar = LessonBar(table.viewport())
        self.bar.hide()
        run = self.run
        run.started.connect(self._show_intro)
        run.stopped.connect(self._show_verdict)
        run.resumed.connect(self._on_resumed)
        run.finished.connect(self._on_finished)
        run.ended.connect(self.bar.hide)
        bar = self.bar
        bar.retry_clicked.connect(run.retry)
        bar.continue_clicked.connect(run.go_on)
        bar.again_clicked.connect(run.restart)
        bar.next_clicked.connect(run.next_deal)
        bar.lessons_clicked.connect(lessons.open_dialog)
        bar.end_clicked.connect(run.stop)
        bar.language_changed.connect(self._refresh)
        table.geometry_changed.connect(self._place)
        page.controller.result_due.connect(self._over_result)
        # A decision panel comes and goes with each prompt: the bar makes room for it.
        page.controller.prompt_changed.connect(
            lambda _prompt: QTimer.singleShot(0, self.bar, self._place)
        )

    def play(self, lesson: Lesson) -> None:
        """Deal ``lesson``'s first deal on this page's table (a list is started first if
        none runs: the lesson is played while it waits)."""
        window, model = self._w, self.page.model
        if not model.has_session:
            if self.page is window.first_page():
                window.start_default_session()
            else:
                players = len(lesson_game(lesson.game).seats)
                levels = ["human"] + ["normal"] * (players - 1)
                model.new_session(None, window.default_names(players), levels)
        window.show_page(self.page)
        self.run.start(lesson)

    # ------------------------------------------------------------------ bar
    def _title(self) -> str:
        lesson = self.run.lesson
        return lesson.title_in(current_language()) if lesson is not None else ""

    def _show_intro(self) -> None:
        self.bar.show_state(
            BarMode.INTRO, self._title(), lesson_text(self.run.deal.intro, current_language())
        )
        self._place()

    def _show_verdict(self, verdict: object) -> None:
        if not isinstance(verdict, Verdict):
            return
        title = QCoreApplication.translate("Lessons", "{title}: think again").format(
            title=self._title()
        )
        lesson = self.run.lesson
        name = find_ui_game(lesson.game).choice_text if lesson is not None else choice_text
        text = verdict_text(verdict, current_language(), name)
        self.bar.show_state(BarMode.MISTAKE, title, text)
        self._place()
        if self._completed_a_trick(verdict):
            # the trick it completed has left the middle: it stays in view while the
            # explanation is read (Retry or the next card puts it away)
            self.page.show_last_trick(toggle=False)

    def _completed_a_trick(self, verdict: Verdict) -> bool:
        if not isinstance(verdict.action, Play):
            return False
        state = self.page.model.state()
        tricks = state.tricks
        return not state.trick and bool(tricks) and verdict.action.card in tricks[-1].cards

    def _on_resumed(self) -> None:
        self._show_intro()

    def _on_finished(self, reached: bool) -> None:
        run = self.run
        lesson = run.lesson
        if lesson is None:
            return
        language = current_language()
        if reached:
            if not run.has_next_deal():
                self._w.settings.mark_lesson_done(lesson.id)
                self._w.lessons.refresh_marks()
            title = QCoreApplication.translate("Lessons", "{title}: lesson complete").format(
                title=self._title()
            )
            self.bar.show_state(
                BarMode.DONE, title, lesson_text(run.deal.done, language), run.has_next_deal()
            )
        else:
            self.bar.show_state(
                BarMode.MISSED,
                self._title(),
                QCoreApplication.translate(
                    "Lessons",
                    "The deal is over, and the lesson's goal was not reached. Play it again?",
                ),
            )
        self._place()

    def _refresh(self) -> None:
        """The language changed: the bar says the same in the new one."""
        run = self.run
        if not run.active:
            return
        if run.verdict is not None:
            self._show_verdict(run.verdict)
        elif run.result is not None:
            self._on_finished(run.result)
        else:
            self._show_intro()

    def _over_result(self) -> None:
        """The result panel came up: the lesson bar stays above it. The review
        rebuilds deals from their seed, which an arranged deal has not, so it
        is not offered for a lesson deal."""
        if self.run.active:
            for panel in self.table.viewport().findChildren(ResultPanelBase):
                panel.review_button.hide()
            QTimer.singleShot(0, self.bar, self._place)

    def _room_clear_of(self, room: QRect, panel: QRect) -> tuple[QRect, bool]:
        """Where the bar goes beside a decision panel that reaches into ``room``: above
        it, in the room's own column, or reaching up over the right-hand opponent's
        cards and left over the skat as far as its text needs (and whether it fits
        there; if nowhere, ``room`` as it was, and the bar overlaps the panel)."""
        needed = self.bar.needed_height
        below_top = QRect(room.left(), room.top(), room.width(), panel.top() - 6 - room.top())
        if below_top.height() > 0 and needed(below_top.width()) <= below_top.height():
            return below_top, True
        above = QRect(room.left(), 8, room.width(), panel.top() - 14)
        while above.left() > 8 and needed(above.width()) > above.height():
            above.setLeft(max(8, above.left() - 40))
        if above.height() > 0 and needed(above.width()) <= above.height():
            return above, True
        return room, False

    def _place(self) -> None:
        """Beside the trick, right of the middle, where the table is empty; on a
        table too narrow for that, across the top (over the other players' plates)."""
        if not self.bar.isVisible():
            return
        table = self.table
        width = table.viewport().width()
        middle = table.center_rect()
        felt, ch = table.table_layout().felt, table.card_height()
        left = int((felt.x + felt.width) * ch) + 10
        top = int(middle.top())
        room = QRect(left, top, width - 10 - left, int(table.hand_top()) - 6 - top)
        fits = False
        for panel in table.viewport().findChildren(QWidget, options=DIRECT_CHILDREN):
            # a decision panel at the table's edge (concede, claim) keeps its place
            if panel is self.bar or isinstance(panel, ResultPanelBase) or not panel.isVisible():
                continue
            if panel.geometry().intersects(room):
                room, fits = self._room_clear_of(room, panel.geometry())
        beside = room.width() >= SIDE_MIN_WIDTH and (fits or room.height() >= 160)
        if not beside:
            room = QRect(8, 8, width - 16, max(int(middle.bottom()) - 8, 160))
            room.setLeft(max(8, (width - min(MAX_WIDTH, width - 16)) // 2))
        # Beside the trick it stands on the hand's band, clear of the taken tricks.
        self.bar.place(room, from_below=beside)
        self.bar.raise_()


class WindowLessons(QObject):
    """The window's lessons: one :class:`LessonTable` per game that has lessons, and
    the Lessons dialog over all of them (Help → Lessons)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._w = window
        self.dialog: LessonsDialog | None = None
        self._lessons: list[Lesson] | None = None
        self._problems: list[str] = []
        self.tables = {
            name: LessonTable(window, page, self)
            for name, page in window.pages().items()
            if name in LESSON_GAMES
        }
        """Each game's lessons at its own table, by the game's registry name."""
        own = next((t for t in self.tables.values() if t.page is window.first_page()), None)
        if own is not None:  # the window's own table has the learning aids: on in lessons
            own.run.started.connect(lambda: setattr(window.aids, "lesson", True))
            own.run.ended.connect(lambda: setattr(window.aids, "lesson", False))

    def table_for(self, lesson: Lesson) -> LessonTable:
        return self.tables[lesson.game]

    def lessons(self) -> list[Lesson]:
        """Every game's lessons, read once (bad files are kept as problems)."""
        if self._lessons is None:
            found, problems = load_lessons(resources_dir() / "lessons")
            games = list(self.tables)  # in the registry's order: Skat first
            self._lessons = sorted(
                (lesson for lesson in found if lesson.game in self.tables),
                key=lambda lesson: games.index(lesson.game),
            )
            self._problems = problems
            for problem in problems:
                log.warning("lesson not loaded: %s", problem)
        return self._lessons

    def current(self) -> Lesson | None:
        """The lesson on a table now (None: none)."""
        return next((t.run.lesson for t in self.tables.values() if t.run.active), None)

    def open_dialog(self) -> LessonsDialog:
        """Help → Lessons: the list, the text, "Play the deal"."""
        if self.dialog is not None:
            self.dialog.close()
        dialog = LessonsDialog(
            self.lessons(), self._w.settings.lessons_done, self._problems, self._w
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "dialog", None))
        dialog.play_requested.connect(self.play)
        current = self.current()
        if current is not None:
            dialog.select(current.id)
        self.dialog = dialog
        dialog.open()
        return dialog

    def refresh_marks(self) -> None:
        """A lesson was completed: an open dialog ticks it."""
        if self.dialog is not None:
            self.dialog.set_done(self._w.settings.lessons_done)

    def play(self, lesson: object) -> None:
        """Deal ``lesson`` at its game's table."""
        if isinstance(lesson, Lesson) and lesson.game in self.tables:
            self.table_for(lesson).play(lesson)


OFFER_ENV = "SKAT_DESKTOP_LESSON_OFFER"
"""Set to ``0`` to start without the offer (the test suite does, so that every test
that starts the program is not met by a question it did not ask for)."""


def offer_lessons(window: MainWindow) -> QMessageBox | None:
    """At the very first start: "New to Skat? Start with the lessons" (asked once, ever).

    Called by the program's start (:func:`skat_desktop.app.run_app`), never by
    the window itself, so test windows never see it.
    """
    settings = window.settings
    if settings.lessons_offered or os.environ.get(OFFER_ENV, "1") == "0":
        return None
    settings.lessons_offered = True
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Lessons", "Lessons"),
        QCoreApplication.translate("Lessons", "New to Skat? Start with the lessons."),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setObjectName("LessonOffer")
    box.setInformativeText(
        QCoreApplication.translate(
            "Lessons",
            "Short lessons at the table teach the game step by step: following suit,"
            " card points, bidding and how to play. Help → Lessons finds them later too.",
        )
    )
    yes = box.button(QMessageBox.StandardButton.Yes)
    if yes is not None:
        yes.setText(QCoreApplication.translate("Lessons", "Start the lessons"))
        yes.clicked.connect(lambda: window.lessons.open_dialog())
    no = box.button(QMessageBox.StandardButton.No)
    if no is not None:
        no.setText(QCoreApplication.translate("Lessons", "Not now"))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
