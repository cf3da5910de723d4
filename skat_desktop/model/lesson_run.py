"""A lesson deal on a game's table: started, checked decision by decision, ended.

:class:`LessonRun` plays a lesson's arranged deal on the game's one
:class:`~.table_model.TableModel` the way "play this deal again" plays a
reviewed one (:meth:`TableModelBase.play_practice_deal`): the running list
waits, nothing is autosaved or counted in the statistics, and "back to the
list" brings it back. The lesson's session (from the game's lesson pieces,
:mod:`skat_desktop.ai.lessons.registry`) seats its own computers.

Each of the player's decisions is judged as soon as the engine has applied
it (the game's ``judge``); a costly one stops the computers
(:meth:`TableModelBase.hold_computers`) and is reported with
:attr:`LessonRun.stopped`; :meth:`retry` takes it back through the model's
undo, :meth:`go_on` lets the deal continue.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from skat_desktop.ai.lessons.lesson_file import Lesson, LessonDeal
from skat_desktop.ai.lessons.lesson_game import LessonSessionLike
from skat_desktop.ai.lessons.registry import lesson_game
from skat_desktop.ai.lessons.verdict import Verdict
from skat_desktop.engine.api import Play

from .table_model import TableModel

log = logging.getLogger(__name__)


class LessonRun(QObject):
    """The lesson being played at the table (at most one at a time)."""

    started = Signal()
    """A lesson deal is on the table: show its intro."""
    stopped = Signal(object)
    """A :class:`Verdict`: the player's decision cost something; the computers wait."""
    resumed = Signal()
    """After :meth:`retry` or :meth:`go_on`: the explanation can go."""
    finished = Signal(bool)
    """The deal is over: whether the lesson's goal was reached."""
    ended = Signal()
    """The lesson left the table (the list came back, or another list was opened)."""
    _checked = Signal(object, object)
    """(token, verdict or None) from the check's thread."""

    def __init__(self, model: TableModel[Any, Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.lesson: Lesson | None = None
        self.deal_index = 0
        self._session: LessonSessionLike | None = None
        self.verdict: Verdict | None = None
        """The decision being explained now (None: play goes on)."""
        self.result: bool | None = None
        """Whether the finished deal reached the goal (None: not finished)."""
        self._checking: tuple[int, int] | None = None
        """(session, action count) of the decision being checked (None: none)."""
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="lesson-check")
        self._checked.connect(self._on_checked)  # queued: emitted from the check's thread
        model.action_applied.connect(self._on_action)
        model.session_changed.connect(self._on_session_changed)
        model.undone.connect(self._on_undone)

    # ------------------------------------------------------------------ state
    @property
    def active(self) -> bool:
        return self._session is not None

    @property
    def deal(self) -> LessonDeal:
        assert self.lesson is not None
        return self.lesson.deals[self.deal_index]

    def has_next_deal(self) -> bool:
        return self.lesson is not None and self.deal_index + 1 < len(self.lesson.deals)

    # ------------------------------------------------------------------ flow
    def start(self, lesson: Lesson, deal_index: int = 0) -> None:
        """Put deal ``deal_index`` of ``lesson`` on the table; the running list waits."""
        model = self._model
        if not model.has_session:
            raise RuntimeError("a lesson is played while a list waits; start one first")
        names = model.player_names()  # a four-player Skat list: the lesson seats three
        self.lesson = lesson
        self.deal_index = deal_index
        self.verdict = None
        self.result = None
        self._checking = None
        kind = lesson_game(lesson.game)
        session = kind.new_session(lesson.deals[deal_index], names[: len(kind.seats)])
        self._session = session
        model.hold_computers(False)
        model.play_practice_deal(session)
        self.started.emit()

    def restart(self) -> None:
        """The same deal again, from the lesson's start."""
        if self.lesson is not None:
            self.start(self.lesson, self.deal_index)

    def next_deal(self) -> None:
        if self.lesson is not None and self.has_next_deal():
            self.start(self.lesson, self.deal_index + 1)

    def retry(self) -> None:
        """Take the explained decision back (the computers' replies with it)."""
        if self.verdict is None:
            return
        self.verdict = None
        self._model.undo()  # the player's turn again: nothing for the computers to do
        self._model.hold_computers(False)
        self.resumed.emit()

    def go_on(self) -> None:
        """Keep the explained decision; the computers play on."""
        if self.verdict is None:
            return
        self.verdict = None
        self.resumed.emit()
        self._model.hold_computers(False)
        self._model.proceed()
        self._finish_if_over()

    def stop(self) -> None:
        """Leave the lesson: the list that waited comes back."""
        if self._session is None:
            return
        if not self._model.resume_list():
            self._forget()

    # ------------------------------------------------------------------ checking
    def _on_action(self, seat: int, action: object) -> None:
        """The player's decision is checked in a thread (a first lead can take the
        solver seconds); the computers wait for the verdict."""
        session = self._session
        if session is None or self._model.session is not session:
            return
        lesson = session.lesson
        count = len(session.current.actions)
        if seat != lesson.human or count <= len(lesson.before):
            self._finish_if_over()
            return
        if self.verdict is not None:
            # the player went on instead of choosing Retry or Continue: as Continue
            self.verdict = None
            self.resumed.emit()
        before = session.game_after(count - 1)
        if before is None:
            return
        step = session.decisions() - 1
        kind = lesson_game(lesson.game)
        decision = session.current.actions[-1][1]
        token = (id(session), count)
        self._checking = token
        self._model.hold_computers(True)

        def check() -> Verdict | None:
            try:
                return kind.judge(before, seat, decision, lesson, step)
            except Exception:  # the check must never break the table
                log.exception("lesson check failed")
                return None

        if not isinstance(decision, Play) or session.game.to_move == seat:
            # A bid or a discard is checked at once, and so is a card after which the
            # player moves again (a won trick): nothing can come between.
            self._on_checked(token, check())
        else:
            self._pool.submit(lambda: self._checked.emit(token, check()))

    def _on_checked(self, token: object, verdict: object) -> None:
        session = self._session
        if token != self._checking or session is None or self._model.session is not session:
            return  # the deal moved on (undo, another lesson) while it was checked
        if token != (id(session), len(session.current.actions)):
            return
        self._checking = None
        if isinstance(verdict, Verdict):
            self.verdict = verdict
            self.stopped.emit(verdict)  # the computers stay held until Retry or Continue
            return
        self._model.hold_computers(False)
        self._finish_if_over()

    def _finish_if_over(self) -> None:
        session = self._session
        if session is None or not session.game.finished or self.verdict is not None:
            return
        if self.result is None:
            self.result = lesson_game(session.lesson.game).reached(session.game, session.lesson)
            self.finished.emit(self.result)

    @property
    def checking(self) -> bool:
        """The player's last decision is being checked (the computers wait)."""
        return self._checking is not None

    def _on_undone(self) -> None:
        """Undo from the menu while a decision is checked or explained works as Retry."""
        if self._session is None:
            return
        self._checking = None
        self.result = None
        if self.verdict is not None:
            self.verdict = None
            self.resumed.emit()
        self._model.hold_computers(False)

    def _on_session_changed(self) -> None:
        if self._session is not None and self._model.session is not self._session:
            self._forget()

    def _forget(self) -> None:
        self._session = None
        self._checking = None
        self.verdict = None
        self._model.hold_computers(False)
        self.ended.emit()
