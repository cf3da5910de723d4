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

import logging
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal

from skat_desktop.engine.api import (
    GameDescription,
    find_game,
    RecordError,
    SpitzerGame,
    SpitzerRules,
    SpitzerSession,
    SpitzerState,
    SpitzerView,
)

from skat_desktop.ai.levels import LEVELS, make_player
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.ai.spitzer.levels import SpitzerPlayer

from .settings import data_dir
from .table_model_base import HUMAN as HUMAN
from .table_model_base import TableModelBase
from .table_protocols import SeatComputer

log = logging.getLogger(__name__)


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

    The signals are the Skat model's, in the same order (declared on
    :class:`TableModelBase`), plus ``undone``.
    """

    undone = Signal()
    """The human's last action was taken back; the table redraws from the state."""

    description: ClassVar[GameDescription] = find_game("spitzer")
    level_names: ClassVar[tuple[str, ...]] = LEVELS
    _no_session_text: ClassVar[str] = "no Spitzer game yet"
    _log_prefix: ClassVar[str] = "Spitzer "
    _autosave_errors: ClassVar[tuple[type[Exception], ...]] = (OSError, RecordError)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

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

    # ------------------------------------------------------------------ undo
    def _undone(self) -> None:
        self.undone.emit()

    # ------------------------------------------------------------------ flow
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
    def _default_autosave_path(self) -> Path:
        return spitzer_autosave_path()
