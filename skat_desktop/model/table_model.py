"""The running table: owns the session, applies actions, drives computer turns.

``TableModel`` is the only object that changes the session. The UI asks it to
apply the human's actions and tells it when the table has finished animating
(:meth:`proceed`); only then does the model ask the next computer player, so
the screen never runs behind the game. Computer decisions and hints are
computed in a worker thread (:mod:`.worker`); each answer is checked against
the position it was asked for, and a stale one is dropped.

Table player 0 is always the person at the screen; players 1.. are computers.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from skat_desktop.engine.api import (
    Action,
    Game,
    GameView,
    IllegalActionError,
    RecordError,
    RuleSet,
    Session,
    TableState,
    load_session_with_meta,
    save_session,
)

from .players import CreatedPlayer, HintOption, compute_hint, hints_available, make_computer
from .settings import AppSettings, autosave_path
from .worker import JobResult, JobRunner, Position

log = logging.getLogger(__name__)

HUMAN = 0
"""Table index of the person at the screen."""


class TableModel(QObject):
    """Qt face of a :class:`Session`: signals per change, computer turns in threads."""

    session_changed = Signal()
    """A new or loaded session: the table is redrawn from scratch."""
    deal_started = Signal()
    """The next deal began (after :meth:`next_deal`)."""
    action_applied = Signal(int, object)
    """(game seat, action) — any action by anyone, in order."""
    events = Signal(object)
    """tuple[Event, ...] — what the engine says the action just applied did, in
    order (emitted once per action, before ``action_applied``), and
    ``(DealStarted,)`` when a session is set and when the next deal begins. With
    :meth:`state` this is all a table needs: draw the state, animate the events."""
    deal_finished = Signal()
    thinking_changed = Signal(int, bool)
    """(table player, thinking?) — drives the thinking indicator."""
    hint_ready = Signal(object)
    """list[HintOption] for the current human decision, best first."""
    hint_failed = Signal(str)
    status_message = Signal(str)
    action_refused = Signal(str)
    """The engine refused a human action; the text is the engine's reason code
    (an :class:`~skat_desktop.engine.errors.IllegalReason` value)."""

    def __init__(self, settings: AppSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._runner = JobRunner(self)
        self._runner.finished.connect(self._on_job_finished)
        self._session: Session | None = None
        self._session_id = 0
        self._players: dict[int, CreatedPlayer] = {}
        self._locks: dict[int, threading.Lock] = {}
        self.levels: list[str] = []
        self._pending: Position | None = None
        self._thinking: int | None = None
        self._hint_pending: Position | None = None
        self._asked_at = 0.0
        self.move_delay_ms = 600
        """Shortest time between asking a computer and showing its move."""
        self.hint_level = "normal"
        self.autosave_enabled = True
        self.autosave_file: Path | None = None

    # ------------------------------------------------------------------ session
    @property
    def session(self) -> Session:
        if self._session is None:
            raise RuntimeError("no session yet")
        return self._session

    @property
    def has_session(self) -> bool:
        return self._session is not None

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def rules(self) -> RuleSet:
        return self.session.rules

    def state(self) -> TableState:
        """The current deal as the table shows it (a frozen snapshot)."""
        return self.session.state()

    def new_session(
        self, rules: RuleSet, names: Sequence[str], levels: Sequence[str], seed: int | None = None
    ) -> None:
        """Start a fresh list. ``levels[0]`` is ignored (the human's slot)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        first_dealer = rules.players - 1  # the human is Forehand in the first deal
        session = Session(rules, list(names), seed, first_dealer=first_dealer)
        self.set_session(session, levels)

    def set_session(self, session: Session, levels: Sequence[str]) -> None:
        """Adopt a session (new or loaded) and create its computer players."""
        self._session = session
        self._session_id += 1
        self._pending = None
        self._hint_pending = None
        self._set_thinking(None)
        self.levels = ["human"] + [
            (levels[i] if i < len(levels) else "normal") for i in range(1, session.n)
        ]
        self._players.clear()
        fallbacks: list[str] = []
        for player in range(1, session.n):
            created = make_computer(self.levels[player], session.seed + 7919 * player)
            self._players[player] = created
            self._locks.setdefault(player, threading.Lock())
            if created.fell_back:
                fallbacks.append(f"{created.requested}→{created.actual}")
        if fallbacks:
            self.status_message.emit("fallback:" + ", ".join(fallbacks))
        self.session_changed.emit()
        self.events.emit((session.started(),))
        self._autosave()

    def set_computer(self, player: int, computer: Any, level: str) -> None:
        """Replace a computer player (tests and the screenshot script)."""
        self._players[player] = CreatedPlayer(computer, level, level)
        self._locks.setdefault(player, threading.Lock())

    def actual_level(self, player: int) -> str:
        """The level a computer really plays at (after any fallback)."""
        created = self._players.get(player)
        return created.actual if created is not None else "human"

    def position(self) -> Position:
        session = self.session
        return Position(self._session_id, len(session.records), len(session.game.history))

    # ------------------------------------------------------------------ human
    def human_seat(self) -> int | None:
        """The human's seat in this deal (None while sitting out at four)."""
        return self.session.seat_of(HUMAN)

    def human_view(self) -> GameView | None:
        seat = self.human_seat()
        return self.game.view(seat) if seat is not None else None

    def human_legal(self) -> tuple[Action, ...]:
        view = self.human_view()
        return view.legal if view is not None else ()

    def human_to_move(self) -> bool:
        seat = self.human_seat()
        return seat is not None and self.game.to_move == seat

    def player_at_seat(self, seat: int) -> int:
        return self.session.player_at(seat)

    def play_human(self, action: Action) -> bool:
        """Apply the human's action; False (and ``action_refused``) if illegal."""
        seat = self.human_seat()
        if seat is None or self.game.finished:
            return False
        refusal = self.game.check(action, seat)
        if refusal is not None:
            self.action_refused.emit(refusal.reason.value)
            return False
        return self._apply(action, seat)

    # ------------------------------------------------------------------ flow
    def _apply(self, action: Action, seat: int) -> bool:
        try:
            events = self.session.apply(action, seat)
        except IllegalActionError as exc:
            self.action_refused.emit(exc.reason.value)
            return False
        self._pending = None
        self._hint_pending = None
        self._set_thinking(None)
        self.events.emit(events)
        self.action_applied.emit(seat, action)
        if self.game.finished:
            self.deal_finished.emit()
        self._autosave()
        return True

    def proceed(self) -> None:
        """The table is idle: ask the computer to move if it is its turn."""
        if self._session is None:
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
        self.events.emit(started)
        self._autosave()
        return True

    def request_hint(self) -> bool:
        """Compute a hint for the human's current decision in the background."""
        view = self.human_view()
        if view is None or not view.legal or self.game.finished:
            return False
        if not hints_available():
            self.hint_failed.emit("unavailable")
            return False
        position = self.position()
        if self._hint_pending == position:
            return True
        self._hint_pending = position
        level = self.hint_level
        assert view.seat is not None
        self._runner.submit("hint", position, view.seat, lambda: compute_hint(view, level))
        return True

    def _on_job_finished(self, result: object) -> None:
        if not isinstance(result, JobResult) or self._session is None:
            return
        if result.position != self.position():
            log.debug("dropping stale %s answer for %s", result.kind, result.position)
            return
        if result.kind == "hint":
            self._hint_pending = None
            if result.error is not None:
                log.warning("hint failed:\n%s", result.error)
                self.hint_failed.emit("error")
            else:
                options: list[HintOption] = list(result.value)
                self.hint_ready.emit(options)
            return
        if result.error is not None:
            log.error("computer player failed:\n%s", result.error)
            self._pending = None
            self._set_thinking(None)
            self._fallback_move(result.seat)
            return
        action = result.value
        wait_ms = int(self.move_delay_ms - (time.monotonic() - self._asked_at) * 1000)
        if wait_ms > 5:
            position = result.position
            QTimer.singleShot(
                wait_ms, self, lambda: self._apply_computer(position, result.seat, action)
            )
        else:
            self._apply_computer(result.position, result.seat, action)

    def _apply_computer(self, position: Position, seat: int, action: Any) -> None:
        if self._session is None or position != self.position():
            return
        if not self._apply(action, seat):
            self._pending = None
            self._fallback_move(seat)

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

    # ------------------------------------------------------------------ files
    def save(self, path: str | Path) -> None:
        """Save the session; raises RecordError/OSError with a clear message."""
        save_session(self.session, path, meta={"levels": self.levels})

    def load(self, path: str | Path) -> None:
        """Load a save file; on any error the current session stays untouched."""
        session, meta = load_session_with_meta(path)
        levels = meta.get("levels") if isinstance(meta, dict) else None
        if not isinstance(levels, list) or not all(isinstance(x, str) for x in levels):
            levels = ["human"] + ["normal"] * (session.n - 1)
        self.set_session(session, levels)

    def _autosave(self) -> None:
        if not self.autosave_enabled or self._session is None:
            return
        path = self.autosave_file or autosave_path()
        try:
            self.save(path)
        except (OSError, RecordError, ImportError) as exc:
            log.warning("autosave failed: %s", exc)

    def shutdown(self) -> None:
        """Forget the session's pending work and wait for running jobs."""
        self._session_id += 1
        self._runner.wait(10000)
