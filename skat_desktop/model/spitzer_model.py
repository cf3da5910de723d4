"""The running Spitzer table: owns a :class:`SpitzerSession`, as ``TableModel`` does for Skat.

The shape is the Skat model's on purpose, so a window can drive either one
through the same few names: ``has_session``, ``session``, ``game``,
``state()``, ``human_seat()``, ``human_view()``, ``human_legal()``,
``play_human()``, ``proceed()``, ``next_deal()``, ``request_hint()``,
``position()`` and the signals ``session_changed``, ``deal_started``,
``action_applied``, ``events``, ``deal_finished``, ``thinking_changed``,
``hint_ready``, ``hint_failed``, ``status_message``, ``action_refused``.

``events`` carries the engine's own event tuple for each applied action
(``Passed``, ``Declared``, ``PlayBegins``, ``CardPlayed``, ``TrickWon``,
``PartnerRevealed``, ``DealFinished``), so the table animates what the engine
says happened instead of working it out again.

Table player 0 is the person at the screen; 1..3 are computers. Computer
decisions and hints run in the worker thread; an answer for a position that
is no longer current is dropped. The list is saved after every action to its
own autosave file (``autosave.spitzer.json`` in the data folder), atomically
(:func:`~skat_desktop.engine.api.write_atomic`).

Each finished deal is recorded in :attr:`SpitzerModel.statistics` (the
window gives it the Spitzer store), as ``TableModel`` does for Skat: once the
human takes a move back, the game counts as practice.
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QObject, QTimer, Signal

from skat_desktop.engine.api import (
    RecordError,
    SkatError,
    SpitzerAction,
    SpitzerGame,
    SpitzerRules,
    SpitzerSession,
    SpitzerState,
    SpitzerView,
    write_atomic,
)

from .settings import data_dir
from .spitzer_statistics import SpitzerStatisticsStore
from .worker import JobResult, JobRunner, Position

log = logging.getLogger(__name__)

HUMAN: Final = 0
SAVE_FORMAT: Final = "skat-desktop-spitzer"
SAVE_VERSION: Final = 1
SPITZER_LEVELS: Final = ("random", "easy", "normal", "strong")


def spitzer_autosave_path() -> Path:
    """The Spitzer list's own autosave, next to Skat's."""
    return data_dir() / "autosave.spitzer.json"


def make_spitzer_computer(level: str, seed: int) -> tuple[Any, str]:
    """A Spitzer player of ``level`` (or a weaker one that works) and its real level."""
    order = ("strong", "normal", "easy", "random")
    start = order.index(level) if level in order else 1
    try:
        from skat_desktop.ai.spitzer.levels import make_spitzer_player
    except Exception as exc:  # the AI package may be missing or broken
        log.info("Spitzer computer players unavailable: %s", exc)
        return _RandomSpitzer(seed), "random"
    for candidate in order[start:]:
        try:
            return make_spitzer_player(candidate, seed), candidate
        except Exception as exc:
            log.info("Spitzer level %s unavailable: %s", candidate, exc)
    return _RandomSpitzer(seed), "random"


class _RandomSpitzer:
    """Last resort when no AI module loads: a random legal action."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SpitzerView) -> SpitzerAction:
        return self._rng.choice(view.legal)


def spitzer_hint_options(view: SpitzerView, level: str) -> list[Any]:
    """Ranked hint options (``action``, ``expected_score``, ``win_chance``, ...)."""
    from skat_desktop.ai.spitzer.hints import spitzer_hint

    return list(spitzer_hint(view, level))


class SpitzerModel(QObject):
    """Qt face of a :class:`SpitzerSession`: signals per change, computers in threads."""

    session_changed = Signal()
    deal_started = Signal()
    action_applied = Signal(int, object)
    """(game seat, action)."""
    events = Signal(object)
    """The engine's events of the last applied action (a tuple)."""
    deal_finished = Signal()
    thinking_changed = Signal(int, bool)
    hint_ready = Signal(object)
    hint_failed = Signal(str)
    status_message = Signal(str)
    action_refused = Signal(str)
    undone = Signal()
    """The human's last action was taken back; the table redraws from the state."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = JobRunner(self)
        self._runner.finished.connect(self._on_job_finished)
        self._session: SpitzerSession | None = None
        self._session_id = 0
        self._players: dict[int, Any] = {}
        self._actual: dict[int, str] = {}
        self._locks: dict[int, threading.Lock] = {}
        self.levels: list[str] = []
        self._pending: Position | None = None
        self._hint_pending: Position | None = None
        self._thinking: int | None = None
        self._asked_at = 0.0
        self.move_delay_ms = 600
        self.hint_level = "normal"
        self.autosave_enabled = True
        self.autosave_file: Path | None = None
        self.statistics: SpitzerStatisticsStore | None = None
        """Where finished deals are recorded (the window gives it; None: nowhere)."""
        self.undo_used = False
        """A move was taken back in the running game: its deals count as practice."""

    # ------------------------------------------------------------------ session
    @property
    def session(self) -> SpitzerSession:
        if self._session is None:
            raise RuntimeError("no Spitzer game yet")
        return self._session

    @property
    def has_session(self) -> bool:
        return self._session is not None

    @property
    def game(self) -> SpitzerGame:
        return self.session.game

    def state(self) -> SpitzerState:
        return self.game.state()

    def new_session(
        self,
        names: Sequence[str],
        levels: Sequence[str],
        seed: int | None = None,
        stake: int | None = None,
    ) -> None:
        """A fresh game to 42; the human sits at the dealer's left in the first deal."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        session = SpitzerSession(list(names), seed, first_dealer=3, rules=SpitzerRules(stake))
        self.set_session(session, levels)

    def set_session(self, session: SpitzerSession, levels: Sequence[str]) -> None:
        """Adopt a game (new, loaded or resumed); a game once practised stays practice."""
        self._session = session
        self.undo_used = self.statistics is not None and self.statistics.is_practice(session)
        self._session_id += 1
        self._pending = None
        self._hint_pending = None
        self._set_thinking(None)
        self.levels = ["human"] + [
            (levels[i] if i < len(levels) else "normal") for i in range(1, 4)
        ]
        self._players.clear()
        self._actual.clear()
        fallbacks: list[str] = []
        for player in range(1, 4):
            computer, actual = make_spitzer_computer(
                self.levels[player], session.seed + 7919 * player
            )
            self._players[player] = computer
            self._actual[player] = actual
            self._locks.setdefault(player, threading.Lock())
            if actual != self.levels[player]:
                fallbacks.append(f"{self.levels[player]}→{actual}")
        if fallbacks:
            self.status_message.emit("fallback:" + ", ".join(fallbacks))
        self.session_changed.emit()
        self._autosave()

    def set_computer(self, player: int, computer: Any, level: str) -> None:
        """Replace a computer player (tests and the screenshot script)."""
        self._players[player] = computer
        self._actual[player] = level
        self._locks.setdefault(player, threading.Lock())

    def actual_level(self, player: int) -> str:
        return self._actual.get(player, "human")

    def position(self) -> Position:
        session = self.session
        return Position(self._session_id, len(session.records), len(session.game.history))

    # ------------------------------------------------------------------ human
    def human_seat(self) -> int:
        return self.session.seat_of(HUMAN)

    def human_view(self) -> SpitzerView | None:
        return self.game.view(self.human_seat()) if self.has_session else None

    def human_legal(self) -> tuple[SpitzerAction, ...]:
        view = self.human_view()
        return view.legal if view is not None else ()

    def human_to_move(self) -> bool:
        return self.has_session and self.game.to_move == self.human_seat()

    def player_at_seat(self, seat: int) -> int:
        return self.session.player_at(seat)

    def play_human(self, action: SpitzerAction) -> bool:
        """Apply the human's action; False (and ``action_refused``) if it is not legal."""
        if not self.has_session or self.game.finished:
            return False
        seat = self.human_seat()
        if action not in self.game.legal_actions(seat):
            self.action_refused.emit("not_legal")
            return False
        return self._apply(action, seat)

    # ------------------------------------------------------------------ undo
    def _undo_point(self) -> int | None:
        """How many actions of the current deal stay when the human's last one goes."""
        if self._session is None:
            return None
        seat = self.human_seat()
        actions = self.session.current.actions
        for index in range(len(actions) - 1, -1, -1):
            if actions[index][0] == seat:
                return index
        return None

    def can_undo(self) -> bool:
        """The human has a card or declaration in the current deal to take back."""
        return self._undo_point() is not None

    def undo(self) -> bool:
        """Take back the human's last card or declaration and the computers' replies.

        The session replays the deal without the taken-back actions (and takes
        a scored deal out of the totals). A new session id makes any computer
        or hint answer still in the worker stale: after the undo the same
        (deal, action count) position can come round again with other cards
        on the table, so the count alone would not tell them apart.
        """
        point = self._undo_point()
        if point is None:
            return False
        session = self.session
        while len(session.current.actions) > point:
            session.undo()
        self._session_id += 1
        self._pending = None
        self._hint_pending = None
        self._set_thinking(None)
        self.undo_used = True
        if self.statistics is not None:
            self.statistics.mark_practice(session)
        self.undone.emit()
        self._autosave()
        return True

    # ------------------------------------------------------------------ flow
    def _apply(self, action: SpitzerAction, seat: int) -> bool:
        try:
            happened = self.session.apply(action, seat)
        except SkatError as exc:
            self.action_refused.emit(str(exc))
            return False
        self._pending = None
        self._hint_pending = None
        self._set_thinking(None)
        self.action_applied.emit(seat, action)
        self.events.emit(happened)
        if self.game.finished:
            if self.statistics is not None:
                self.statistics.record_deal(self.session, practice=self.undo_used)
            self.deal_finished.emit()
        self._autosave()
        return True

    def proceed(self) -> None:
        """The table is idle: ask the computer whose turn it is."""
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
        computer = self._players[player]
        view = game.view(seat)
        self._asked_at = time.monotonic()
        self._set_thinking(player)
        self._runner.submit(
            "move", position, seat, lambda: computer.choose(view), self._locks.get(player)
        )

    def next_deal(self) -> bool:
        session = self.session
        if not session.game.finished or session.finished:
            return False
        session.next_deal()
        self._pending = None
        self._hint_pending = None
        self.deal_started.emit()
        self._autosave()
        return True

    def request_hint(self) -> bool:
        """Rank the human's options in the background (``hint_ready`` with the list)."""
        view = self.human_view()
        if view is None or not view.legal or self.game.finished:
            return False
        position = self.position()
        if self._hint_pending == position:
            return True
        self._hint_pending = position
        level = self.hint_level
        self._runner.submit("hint", position, view.seat, lambda: spitzer_hint_options(view, level))
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
                log.warning("Spitzer hint failed:\n%s", result.error)
                self.hint_failed.emit("error")
            else:
                self.hint_ready.emit(list(result.value))
            return
        if result.error is not None:
            log.error("Spitzer computer player failed:\n%s", result.error)
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

    def _apply_computer(self, position: Position, seat: int, action: Any) -> None:
        if self._session is None or position != self.position():
            return
        # The engine's own instance of an equal legal action: a player may build
        # Play(18) with a bare int, which compares equal to Play(Card(18)) but
        # would be written to the save file as "18" instead of "HA".
        legal = self.game.legal_actions(seat)
        action = next((a for a in legal if a == action), action)
        if not self._apply(action, seat):
            self._pending = None
            self._fallback_move(seat)

    def _fallback_move(self, seat: int) -> None:
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
    def to_json(self) -> str:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "levels": self.levels,
            "session": self.session.to_dict(),
        }
        return json.dumps(data, ensure_ascii=False, indent=1)

    def save(self, path: str | Path) -> None:
        """Save atomically; raises RecordError/OSError with a clear message."""
        write_atomic(Path(path), self.to_json().encode("utf-8"), _loads)

    def load(self, path: str | Path) -> None:
        """Load a Spitzer save; on any error the current game stays untouched."""
        session, levels = read_spitzer_file(Path(path))
        self.set_session(session, levels)

    def _autosave(self) -> None:
        if not self.autosave_enabled or self._session is None:
            return
        try:
            self.save(self.autosave_file or spitzer_autosave_path())
        except (OSError, RecordError) as exc:
            log.warning("Spitzer autosave failed: %s", exc)

    def shutdown(self) -> None:
        self._session_id += 1
        self._runner.wait(10000)


def read_spitzer_file(path: Path) -> tuple[SpitzerSession, list[str]]:
    """The session and computer levels of a Spitzer save; RecordError says what is wrong."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path.name} is not a Skat Desktop file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path.name} is damaged: {exc.msg} (line {exc.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise RecordError(f"{path.name} is not a saved Spitzer game")
    version = data.get("version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise RecordError(
            f"{path.name} was saved by a newer Skat Desktop; please update the program to open it"
        )
    session = SpitzerSession.from_dict(data.get("session"))
    raw = data.get("levels")
    levels = (
        [str(x) for x in raw]
        if isinstance(raw, list) and all(isinstance(x, str) for x in raw)
        else ["human", "normal", "normal", "normal"]
    )
    return session, levels


def is_spitzer_file(path: Path) -> bool:
    """A quick look: does ``path`` hold a Spitzer save (by its format tag)?"""
    try:
        head = path.read_text(encoding="utf-8")[:200]
    except (OSError, UnicodeDecodeError):
        return False
    return SAVE_FORMAT in head


def _loads(path: Path) -> bool:
    try:
        read_spitzer_file(path)
    except (RecordError, OSError):
        return False
    return True
