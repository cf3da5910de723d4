"""What every game's table model shares: one running list, computers in threads.

Every game runs the same way at the table: the model owns a session, applies
the human's actions, and asks the computer whose turn it is only when the
table says it has finished animating (:meth:`TableModelBase.proceed`), so the
screen never runs behind the game. Computer decisions and hints are computed
in a worker thread (:mod:`.worker`); each answer carries the
:class:`~.worker.Position` it was asked for and a stale one is dropped. After
every action the list is autosaved (written on a thread of its own,
:mod:`.autosave_writer`), and a taken-back action turns the list
into practice. A reviewed deal can be played again as a practice deal: the
list is parked meanwhile (:meth:`TableModelBase.play_practice_deal`) and
comes back exactly as it was (:meth:`TableModelBase.resume_list`).

:class:`TableModelBase` holds that machinery once. A game's model adds what
differs: how its session is created, saved and loaded, how its computer
players are made, how the engine refuses an action, the order and shape of the
signals its table expects, and where finished deals are recorded. Those are
the small overridable methods below (``_engine_apply``, ``_take_back``,
``_hint_job``, ``_record_statistics``, ...), so the shared flow keeps one
copy and each game states only its own rules.

Table player 0 is always the person at the screen; players 1.. are computers.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal

from skat_desktop.engine.api import (
    DealGame,
    GameDescription,
    IllegalActionError,
    encode_list,
    is_loadable,
    write_atomic,
)

from .autosave_writer import AutosaveWriter, problem_kind
from .practice_deals import PracticeDeals
from .table_protocols import (
    ParkedList,
    SeatComputer,
    SeatComputerLike,
    SessionT,
    StatisticsLike,
)
from .worker import JobResult, JobRunner, Position

log = logging.getLogger(__name__)

HUMAN = 0
"""Table index of the person at the screen."""


class TableModelBase(PracticeDeals[SessionT], QObject):
    """Qt face of a running list: signals per change, computer turns in threads.

    The signals are declared here because both tables listen to the same
    ones; PySide6 finds signals declared on a base ``QObject`` class.
    """

    description: GameDescription
    """The game this model runs (from the engine's registry)."""
    level_names: tuple[str, ...]
    """The computer levels the game offers; a saved list's others become "normal"."""

    session_changed = Signal()
    """A new or loaded session: the table is redrawn from scratch."""
    deal_started = Signal()
    """The next deal began (after :meth:`next_deal`)."""
    action_applied = Signal(int, object)
    """(game seat, action) — any action by anyone, in order."""
    events = Signal(object)
    """tuple[Event, ...] — what the engine says the action just applied did."""
    deal_finished = Signal()
    thinking_changed = Signal(int, bool)
    """(table player, thinking?) — drives the thinking indicator."""
    hint_ready = Signal(object)
    """list of hint options for the current human decision, best first."""
    hint_failed = Signal(str)
    status_message = Signal(str)
    undone = Signal()
    """The human's last action was taken back; the table redraws from the state."""
    action_refused = Signal(object)
    """The engine refused a human action: the reason (the game's reason enum)."""
    save_problem = Signal(str, str)
    """(file, why: :func:`~.autosave_writer.problem_kind`) when the autosave or
    the statistics start failing; (file, "") once that file saves again.
    Emitted on the writer's thread: connect a QObject's method (queued)."""

    _no_session_text: str = "no session yet"
    """The programming error raised when :attr:`session` is read too early."""
    _log_prefix: str = ""
    """Put before log messages so the two games' logs can be told apart."""
    _autosave_errors: ClassVar[tuple[type[Exception], ...]] = (OSError,)
    """What a failed autosave may raise: logged, never shown as a traceback."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = JobRunner(self)
        self._runner.finished.connect(self._on_job_finished)
        self._session: SessionT | None = None
        self._session_id = 0
        self._players: dict[int, SeatComputerLike] = {}
        self._locks: dict[int, threading.Lock] = {}
        self.levels: list[str] = []
        self._pending: Position | None = None
        """The position a computer was asked about (no second question for it)."""
        self._hint_pending: Position | None = None
        self._thinking: int | None = None
        self._asked_at = 0.0
        self.move_delay_ms = 600
        """Shortest time between asking a computer and showing its move."""
        self.hint_level = "strong"
        self.autosave_enabled = True
        self.autosave_file: Path | None = None
        self._autosaver = AutosaveWriter(self._autosave_errors, self._log_prefix)
        self._autosaver.on_problem = self.report_save_problem
        self.read_only = False
        """Another copy of the program writes the data folder, or this model was
        shut down: no autosave at all (unlike :attr:`autosave_enabled`, a
        practice deal never turns it on)."""
        self.undo_used = False
        """Undo was used in the running list: its deals count as practice."""
        self.statistics: StatisticsLike | None = None
        """Where finished deals are recorded (the window gives it; None: nowhere)."""
        self._parked: ParkedList[SessionT] | None = None
        """The list waiting while a practice deal is played (None: no practice deal)."""
        self.computers_held = False
        """A lesson checks or explains the player's decision: no computer moves meanwhile."""
        self._proceed_due = False
        """The table went idle while the computers were held: ask them when let go."""

    # ------------------------------------------------------------------ session
    @property
    def session(self) -> SessionT:
        if self._session is None:
            raise RuntimeError(self._no_session_text)
        return self._session

    @property
    def has_session(self) -> bool:
        return self._session is not None

    @property
    def game(self) -> DealGame:
        return self.session.game

    def set_session(self, session: SessionT, levels: Sequence[str]) -> None:
        """Adopt a session (new, loaded or resumed) and create its computer players.

        ``levels[0]`` is ignored (the human's place); a missing level is "normal".
        """
        self._session = session
        self._session_id += 1
        self._forget_jobs()
        self.levels = ["human"] + [
            (levels[i] if i < len(levels) else "normal") for i in range(1, len(session.names))
        ]
        self._players.clear()
        self._create_players(session)
        self.session_changed.emit()
        self._session_adopted(session)
        self._autosave()

    def _create_players(self, session: SessionT) -> None:
        """Fill :attr:`_players` for places 1.. from :attr:`levels`."""
        raise NotImplementedError

    def _session_adopted(self, session: SessionT) -> None:
        """After ``session_changed``: tell the table more if it needs it (default: nothing)."""

    def set_computer(self, player: int, computer: Any, level: str) -> None:
        """Replace a computer player (tests and the screenshot script)."""
        self._players[player] = SeatComputer(computer, level)
        self._locks.setdefault(player, threading.Lock())

    def _seat_computer(self, player: int, computer: SeatComputerLike) -> None:
        """Put ``computer`` at table place ``player``, with its own thinking lock."""
        self._players[player] = computer
        self._locks.setdefault(player, threading.Lock())

    def actual_level(self, player: int) -> str:
        """The level a computer plays at ("human" for a place without one)."""
        computer = self._players.get(player)
        return computer.level if computer is not None else "human"

    def position(self) -> Position:
        session = self.session
        return Position(self._session_id, len(session.records), len(session.game.history))

    # ------------------------------------------------------------------ human
    def human_seat(self) -> int | None:
        """The human's seat in this deal (None while sitting out at four)."""
        return self.session.seat_of(HUMAN)

    def human_view(self) -> Any:
        """What the person at the screen may see now (None: no list or no seat)."""
        seat = self.human_seat() if self._session is not None else None
        return self.game.view(seat) if seat is not None else None

    def player_at_seat(self, seat: int) -> int:
        return self.session.player_at(seat)

    # ------------------------------------------------------------------ undo
    def _undo_point(self) -> int | None:
        """How many actions of the current deal stay when the human's last one goes."""
        if self._session is None:
            return None
        seat = self.human_seat()
        if seat is None:
            return None
        actions = self.session.current.actions
        for index in range(len(actions) - 1, -1, -1):
            if actions[index][0] == seat:
                return index
        return None

    def can_undo(self) -> bool:
        """The human has a card or decision in the current deal to take back."""
        return self._undo_point() is not None

    def undo(self) -> bool:
        """Take back the human's last card or decision and the computers' replies.

        The deal is rebuilt by replay (:meth:`_take_back`); a pending computer
        or hint job is cancelled by a new session id, because after the undo
        the same (deal, action count) position can come round again with other
        cards on the table, so the count alone would not tell them apart. The
        list counts as practice from now on.
        """
        point = self._undo_point()
        if point is None:
            return False
        self._take_back(point)
        self._session_id += 1
        self._forget_jobs()
        self.undo_used = True
        if not self.in_practice_deal:  # a practice deal is never in the statistics
            self._mark_practice()
        self._undone()
        self._autosave()
        return True

    def _take_back(self, point: int) -> None:
        """Replay the current deal with only its first ``point`` actions."""
        self.session.undo_to(point)

    def _mark_practice(self) -> None:
        """The list was undone: its statistics count it as practice."""
        if self.statistics is not None:
            self.statistics.mark_practice(self.session)

    def _undone(self) -> None:
        """Tell the table the deal was rebuilt, so it redraws from the state."""
        raise NotImplementedError

    # ------------------------------------------------------------------ flow
    def _apply(self, action: Any, seat: int) -> bool:
        """Apply anyone's action; False (and ``action_refused``) if the engine refuses it."""
        events = self._engine_apply(action, seat)
        if events is None:
            return False
        self._forget_jobs()
        self._announce(seat, action, events)
        if self.game.finished and not self.in_practice_deal:
            self._record_statistics()
            self.deal_finished.emit()
        self._autosave()
        return True

    def _engine_apply(self, action: Any, seat: int) -> tuple[Any, ...] | None:
        """The session applies ``action``: its events, or None after ``action_refused``."""
        try:
            events: tuple[Any, ...] = self.session.apply(action, seat)
        except IllegalActionError as exc:
            self.action_refused.emit(exc.reason)
            return None
        return events

    def _announce(self, seat: int, action: Any, events: tuple[Any, ...]) -> None:
        """Emit what an applied action did: ``events`` first, then ``action_applied``."""
        self.events.emit(events)
        self.action_applied.emit(seat, action)

    def _record_statistics(self) -> None:
        """A deal just finished: record it where this game keeps statistics."""
        if self.statistics is not None and self._session is not None:
            self.statistics.record_deal(self.session, practice=self.undo_used)

    def _forget_jobs(self) -> None:
        """No computer or hint question is open any more; nobody is thinking."""
        self._pending = None
        self._hint_pending = None
        self._set_thinking(None)

    def proceed(self) -> None:
        """The table is idle: ask the computer to move if it is its turn."""
        if self._session is None:
            return
        if self.computers_held:
            self._proceed_due = True
            return
        game = self.game
        if game.finished or game.to_move is None:
            return
        seat = game.to_move
        player = self.session.player_at(seat)
        if player == HUMAN:
            return
        position = self.position()
        if self._pending == position:
            return
        self._pending = position
        created = self._players[player]
        view = game.view(seat)
        self._asked_at = time.monotonic()
        self._set_thinking(player)
        self._runner.submit(
            "move", position, seat, lambda: created.player.choose(view), self._locks.get(player)
        )

    def next_deal(self) -> bool:
        session = self.session
        if not session.game.finished or session.finished:
            return False
        started = session.next_deal()
        self._pending = None
        self._hint_pending = None
        self.deal_started.emit()
        self._deal_started(started)
        self._autosave()
        return True

    def _deal_started(self, started: Any) -> None:
        """After ``deal_started``, with what the session's ``next_deal`` returned."""

    def request_hint(self) -> bool:
        """Rank the human's options in the background (``hint_ready`` with the list)."""
        view = self.human_view()
        if view is None or not view.legal or self.game.finished:
            return False
        position = self.position()
        if self._hint_pending == position:
            return True
        self._hint_pending = position
        self._runner.submit("hint", position, view.seat, self._hint_job(view, self.hint_level))
        return True

    def _hint_job(self, view: Any, level: str) -> Callable[[], list[Any]]:
        """The work that ranks the options of ``view`` at ``level``, best first."""
        raise NotImplementedError

    def _on_job_finished(self, result: object) -> None:
        if not isinstance(result, JobResult) or self._session is None:
            return
        if result.position != self.position():
            log.debug("dropping stale %s answer for %s", result.kind, result.position)
            return
        if result.kind == "hint":
            self._hint_pending = None
            if result.error is not None:
                log.warning("%shint failed:\n%s", self._log_prefix, result.error)
                self.hint_failed.emit("error")
            else:
                self.hint_ready.emit(list(result.value))
            return
        if result.error is not None:
            log.error("%scomputer player failed:\n%s", self._log_prefix, result.error)
            self._pending = None
            self._set_thinking(None)
            self._fallback_move(result.seat)
            return
        action = result.value
        wait_ms = int(self.move_delay_ms - (time.monotonic() - self._asked_at) * 1000)
        position = result.position
        if wait_ms > 5:
            QTimer.singleShot(
                wait_ms, self, lambda: self._apply_computer(position, result.seat, action)
            )
        else:
            self._apply_computer(position, result.seat, action)

    def hold_computers(self, on: bool) -> None:
        """Stop (or let go) the computers while a lesson checks or explains a decision; a
        question already asked is forgotten and asked again once they may go."""
        self.computers_held = on
        if on:
            self._proceed_due = self._proceed_due or self._pending is not None
            self._forget_jobs()
        elif self._proceed_due:
            self._proceed_due = False
            self.proceed()

    def _apply_computer(self, position: Position, seat: int, action: Any) -> None:
        if self._session is None or position != self.position() or self.computers_held:
            return
        if not self._apply(self._engine_action(seat, action), seat):
            self._pending = None
            self._fallback_move(seat)

    def _engine_action(self, seat: int, action: Any) -> Any:
        """The action a computer chose, as the engine should record it (default: as is)."""
        return action

    def _fallback_move(self, seat: int) -> None:
        """A computer failed: play a random legal action so the game goes on."""
        legal = self.game.legal_actions(seat)
        if legal and self.game.to_move == seat:
            self.status_message.emit("computer_error")
            self._apply(random.choice(legal), seat)

    def _set_thinking(self, player: int | None) -> None:
        if self._thinking == player:
            return
        previous = self._thinking
        self._thinking = player
        if previous is not None:
            self.thinking_changed.emit(previous, False)
        if player is not None:
            self.thinking_changed.emit(player, True)

    @property
    def thinking_player(self) -> int | None:
        return self._thinking

    def _list_bytes(self) -> bytes:
        """The save file's content for the list (:attr:`list_session`): the one envelope."""
        return encode_list(self.description, self.list_session, self.list_levels)

    def _write_list(self, path: Path, data: bytes) -> None:
        """Write :meth:`_list_bytes`'s content crash-safely (raises what the save raises)."""
        write_atomic(path, data, is_loadable)

    def _default_autosave_path(self) -> Path:
        """This game's autosave file when :attr:`autosave_file` does not name one."""
        raise NotImplementedError

    def _autosave(self) -> None:
        """Encode the list here and write it on the autosave thread (:mod:`.autosave_writer`)."""
        if not self.autosave_enabled or self.read_only or self._session is None:
            return
        path = self.autosave_file or self._default_autosave_path()
        try:
            data = self._list_bytes()
        except self._autosave_errors as exc:
            log.warning("%sautosave failed: %s", self._log_prefix, exc)
            return
        self._autosaver.submit(path, lambda: self._write_list(path, data))

    def report_save_problem(self, path: Path, why: BaseException | str | None) -> None:
        """Pass a writer's news on as :attr:`save_problem` (any thread)."""
        self.save_problem.emit(str(path), "" if why is None else problem_kind(why))

    def flush_autosave(self, timeout: float | None = 10.0) -> bool:
        """Wait until the last autosave is on disk; False if ``timeout`` ran out."""
        return self._autosaver.flush(timeout)

    def shutdown(self) -> None:
        """Forget the session's pending work, wait for running jobs and the autosave.

        From here on the model writes no autosave and records nothing in the
        statistics: its window is closing and lets go of the data folder's lock,
        so another copy may own those files next (a late move must not race that
        copy's saves).
        """
        self.read_only = True
        self.statistics = None
        self._session_id += 1
        self._runner.wait(10000)
        self.flush_autosave()
