"""The running Skat table: owns the session, applies actions, drives computer turns.

``TableModel`` is the only object that changes the Skat session. The shared
flow (computer turns in a worker thread, stale answers dropped, hints, undo,
autosave, the thinking indicator and the signals) lives in
:class:`~.table_model_base.TableModelBase`; this module adds what is Skat's
own: the rule set, the Skat computer players and hints, the engine's reason
codes for refused actions and the save file format (the practice deal from
the review is the base's, see :meth:`~.table_model_base.TableModelBase.play_practice_deal`).

Table player 0 is always the person at the screen; players 1.. are computers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QObject

from skat_desktop.engine.api import (
    GameDescription,
    find_game,
    Event,
    Game,
    GameView,
    RecordError,
    RuleSet,
    Session,
    TableState,
)

from .players import LEVELS, HintOption, compute_hint, make_computer
from .settings import AppSettings, autosave_path
from .table_model_base import HUMAN as HUMAN
from .table_model_base import TableModelBase


class TableModel(TableModelBase[Session]):
    """Qt face of a Skat :class:`Session`: signals per change, computer turns in threads.

    ``events`` carries the engine's events of each applied action (emitted
    before ``action_applied``), and ``(DealStarted,)`` when a session is set,
    after an undo and when the next deal begins. With :meth:`state` this is
    all a table needs: draw the state, animate the events. ``action_refused``
    carries the engine's reason code (an
    :class:`~skat_desktop.engine.errors.IllegalReason` value).
    """

    description: ClassVar[GameDescription] = find_game("skat")
    level_names: ClassVar[tuple[str, ...]] = tuple(LEVELS)
    _autosave_errors: ClassVar[tuple[type[Exception], ...]] = (OSError, RecordError, ImportError)

    def __init__(self, settings: AppSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings

    # ------------------------------------------------------------------ session
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
        self.open_list(session, levels)

    def _create_players(self, session: Session) -> None:
        for player in range(1, session.n):
            self._seat_computer(
                player, make_computer(self.levels[player], session.seed + 7919 * player)
            )

    def _session_adopted(self, session: Session) -> None:
        self.events.emit((session.started(),))

    # ------------------------------------------------------------------ undo
    def _undone(self) -> None:
        self.session_changed.emit()
        # The table draws the deal from the state, as after loading a save.
        self.events.emit((self.session.started(),))

    # ------------------------------------------------------------------ flow
    def _deal_started(self, started: tuple[Event, ...]) -> None:
        self.events.emit(started)

    def _hint_job(self, view: GameView, level: str) -> Callable[[], list[HintOption]]:
        return lambda: compute_hint(view, level)

    # ------------------------------------------------------------------ files
    def _default_autosave_path(self) -> Path:
        return autosave_path()
