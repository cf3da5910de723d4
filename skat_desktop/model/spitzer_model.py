"""The running Spitzer table: owns a :class:`SpitzerSession`, as ``TableModel`` does for Skat.

Both models share :class:`~.table_model_base.TableModelBase` (computer turns
in the worker, stale answers dropped, hints, undo, autosave, the signals), so
a window can drive either one through the same few names: ``has_session``, ``session``, ``game``,
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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, Final

from PySide6.QtCore import QObject, Signal

from skat_desktop.engine.api import (
    Event,
    RecordError,
    SkatError,
    SpitzerAction,
    SpitzerGame,
    SpitzerRules,
    SpitzerSession,
    SpitzerState,
    SpitzerView,
    open_file,
    read_json_file,
    write_atomic,
)

from skat_desktop.ai.levels import LEVELS, make_player
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.ai.spitzer.levels import SpitzerPlayer

from .settings import data_dir
from .spitzer_statistics import SpitzerStatisticsStore
from .table_model_base import HUMAN as HUMAN
from .table_model_base import TableModelBase
from .table_protocols import SeatComputer

log = logging.getLogger(__name__)

SAVE_FORMAT: Final = "skat-desktop-spitzer"
SAVE_VERSION: Final = 1


def spitzer_autosave_path() -> Path:
    """The Spitzer list's own autosave, next to Skat's."""
    return data_dir() / "autosave.spitzer.json"


def make_spitzer_computer(level: str, seed: int) -> tuple[SpitzerPlayer, str]:
    """A Spitzer player of ``level`` (or a weaker one that works) and its real level.

    A save may name a level this version lacks: it starts from ``normal``. A
    level whose player cannot be made (a solver that will not load) steps down,
    to the random player at the last, and the window says so.
    """
    order = tuple(reversed(LEVELS))  # strongest first
    start = order.index(level) if level in order else order.index("normal")
    for candidate in order[start:]:
        try:
            return make_player("spitzer", candidate, seed), candidate
        except Exception as exc:
            log.info("Spitzer level %s unavailable: %s", candidate, exc)
    return RandomPlayer(seed), "random"


def spitzer_hint_options(view: SpitzerView, level: str) -> list[Any]:
    """Ranked hint options (``action``, ``expected_score``, ``win_chance``, ...)."""
    from skat_desktop.ai.spitzer.hints import spitzer_hint

    return list(spitzer_hint(view, level))


class SpitzerModel(TableModelBase[SpitzerSession]):
    """Qt face of a :class:`SpitzerSession`: signals per change, computers in threads.

    The signals are the Skat model's (declared on :class:`TableModelBase`),
    plus ``undone``. Here ``action_applied`` comes before ``events``, and
    ``action_refused`` carries the engine's message.
    """

    undone = Signal()
    """The human's last action was taken back; the table redraws from the state."""

    _no_session_text: ClassVar[str] = "no Spitzer game yet"
    _log_prefix: ClassVar[str] = "Spitzer "
    _autosave_errors: ClassVar[tuple[type[Exception], ...]] = (OSError, RecordError)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.statistics: SpitzerStatisticsStore | None = None
        """Where finished deals are recorded (the window gives it; None: nowhere)."""

    # ------------------------------------------------------------------ session
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
        self.open_list(session, levels)

    def set_session(self, session: SpitzerSession, levels: Sequence[str]) -> None:
        """Adopt a game (new, loaded or resumed); a game once practised stays practice."""
        self.undo_used = self.statistics is not None and self.statistics.is_practice(session)
        super().set_session(session, levels)

    def _create_players(self, session: SpitzerSession) -> None:
        """Make the computers; a level that cannot be made falls back, and the window says so."""
        fallbacks: list[str] = []
        for player in range(1, 4):
            computer, actual = make_spitzer_computer(
                self.levels[player], session.seed + 7919 * player
            )
            self._seat_computer(player, SeatComputer(computer, actual))
            if actual != self.levels[player]:
                fallbacks.append(f"{self.levels[player]}→{actual}")
        if fallbacks:
            self.status_message.emit("fallback:" + ", ".join(fallbacks))

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
    def _take_back(self, point: int) -> None:
        """The session takes back one action at a time (and a scored deal's totals)."""
        session = self.session
        while len(session.current.actions) > point:
            session.undo()

    def _mark_practice(self) -> None:
        if self.statistics is not None:
            self.statistics.mark_practice(self.session)

    def _undone(self) -> None:
        self.undone.emit()

    # ------------------------------------------------------------------ flow
    def _engine_apply(self, action: SpitzerAction, seat: int) -> tuple[Event, ...] | None:
        try:
            return self.session.apply(action, seat)
        except SkatError as exc:
            self.action_refused.emit(str(exc))
            return None

    def _announce(self, seat: int, action: SpitzerAction, events: tuple[Event, ...]) -> None:
        """The Spitzer table hears of the action first, then of its events."""
        self.action_applied.emit(seat, action)
        self.events.emit(events)

    def _record_statistics(self) -> None:
        if self.statistics is not None:
            self.statistics.record_deal(self.session, practice=self.undo_used)

    def _engine_action(self, seat: int, action: Any) -> Any:
        """The engine's own instance of an equal legal action.

        A player may build Play(18) with a bare int, which compares equal to
        Play(Card(18)) but would be written to the save file as "18" instead
        of "HA".
        """
        legal = self.game.legal_actions(seat)
        return next((a for a in legal if a == action), action)

    def _hint_job(self, view: SpitzerView, level: str) -> Callable[[], list[Any]]:
        return lambda: spitzer_hint_options(view, level)

    # ------------------------------------------------------------------ files
    def to_json(self) -> str:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "levels": self.list_levels,
            "session": self.list_session.to_dict(),
        }
        return json.dumps(data, ensure_ascii=False, indent=1)

    def _list_bytes(self) -> bytes:
        return self.to_json().encode("utf-8")

    def _write_list(self, path: Path, data: bytes) -> None:
        write_atomic(path, data, _loads)

    def load(self, path: str | Path) -> None:
        """Load a Spitzer save; on any error the current game stays untouched."""
        session, levels = read_spitzer_file(Path(path))
        self.open_list(session, levels)

    def _default_autosave_path(self) -> Path:
        return spitzer_autosave_path()


def read_spitzer_file(path: Path) -> tuple[SpitzerSession, list[str]]:
    """The session and computer levels of a Spitzer save; RecordError says what is wrong.

    The file goes through the one hardened reader (regular file, size, depth,
    digits, text that can be written back), so a file that loads here can be
    saved again; any other failure while replaying is refused as damage too.
    """
    data = read_json_file(path)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise RecordError(f"{path.name} is not a saved Spitzer game")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"{path.name} is damaged: its version is not valid")
    if version > SAVE_VERSION:
        raise RecordError(
            f"{path.name} was written by a newer Skat Desktop; please update the program to open it"
        )
    try:
        session = SpitzerSession.from_dict(data.get("session"))
    except RecordError:
        raise
    except Exception as exc:  # an engine bug must not crash start-up on a bad file
        log.exception("unexpected error replaying %s", path)
        raise RecordError(f"{path.name} is damaged: it could not be replayed ({exc!r})") from None
    raw = data.get("levels")
    levels = (
        [str(x) for x in raw]
        if isinstance(raw, list) and all(isinstance(x, str) for x in raw)
        else ["human", "normal", "normal", "normal"]
    )
    return session, levels


def is_spitzer_file(path: Path) -> bool:
    """A quick look: does ``path`` hold a Spitzer save (by its format tag)?

    Read through :func:`open_file`, so a pipe never blocks and a device is
    never read."""
    try:
        with open_file(path) as handle:
            head = handle.read(200).decode("utf-8", errors="replace")
    except (OSError, RecordError):
        return False
    return SAVE_FORMAT in head


def _loads(path: Path) -> bool:
    try:
        read_spitzer_file(path)
    except RecordError:
        return False
    return True
