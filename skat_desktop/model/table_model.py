"""The running table for any game: owns the list, applies actions, drives computer turns.

``TableModel`` is the only object that changes a running list. It is one class
for every game: what differs between games comes from the registries — the
engine's :class:`~skat_desktop.engine.api.GameDescription` (starting and
saving a list) and the AI's (:mod:`skat_desktop.ai.levels`: players and hints).
The shared flow (computer turns in a worker thread, stale answers dropped,
hints, undo, autosave, the practice deal and the signals) lives in
:class:`~.table_model_base.TableModelBase`.

Signals, in the order they come: ``events`` (the engine's events of each
applied action; ``(DealStarted,)`` when a list is set, after an undo and when
the next deal begins), then ``action_applied``. With :meth:`state` this is all a
table needs: draw the state, animate the events. ``action_refused`` carries
the engine's reason (the game's reason enum).

Table player 0 is always the person at the screen; players 1.. are computers.
"""

from __future__ import annotations

import copy
import logging
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Generic, TypeAlias, TypeVar, cast

from PySide6.QtCore import QObject

from skat_desktop.ai.levels import LEVELS, hint_options, make_player, par_function
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine.api import (
    DealGame,
    Event,
    Game,
    GameDescription,
    Illegal,
    IllegalReason,
    ListSession,
    RecordError,
    Session,
    find_game,
)

from .list_files import read_game_list
from .par_jobs import ParJobs
from .settings import data_dir
from .table_model_base import HUMAN as HUMAN
from .table_model_base import TableModelBase
from .table_protocols import SeatComputer

log = logging.getLogger(__name__)

SessionT = TypeVar("SessionT", bound=ListSession)
GameT = TypeVar("GameT", bound=DealGame)


def make_computer(game: str, level: str, seed: int) -> tuple[Any, str]:
    """A player of ``level`` for ``game`` (or a weaker one that works) and its real level.

    An unknown level is a :class:`ValueError` naming the levels (a saved list's
    unknown levels were made "normal" when it was read). A level whose player
    cannot be made (a solver that will not load) steps down, to the random
    player at the last, and the window says so.
    """
    order = tuple(reversed(LEVELS))  # strongest first
    if level not in order:
        return make_player(game, level, seed), level  # raises, naming the levels
    for candidate in order[order.index(level) :]:
        try:
            return make_player(game, candidate, seed), candidate
        except ValueError:
            raise
        except Exception as exc:
            log.info("%s level %s unavailable: %s", game, candidate, exc)
    return RandomPlayer(seed), "random"


def autosave_path_for(game: GameDescription) -> Path:
    """Each game's list has its own autosave in the data folder (``autosave.skat.json``)."""
    return data_dir() / f"autosave{game.file_suffix}"


def read_list_file(game: GameDescription, path: Path) -> tuple[Any, list[str]]:
    """The list of ``game`` in ``path`` and its levels (RecordError if it holds none)."""
    return read_game_list(path, game, LEVELS)


class TableModel(TableModelBase[SessionT], Generic[SessionT, GameT]):
    """Qt face of a running list of ``game``: signals per change, computers in threads."""

    _autosave_errors = (OSError, RecordError, ImportError)

    def __init__(self, game: GameDescription, parent: QObject | None = None) -> None:
        self.description = game
        self.level_names = LEVELS
        self._no_session_text = f"no {game.title} list yet"
        self._log_prefix = f"{game.title} "
        super().__init__(parent)
        self.par = ParJobs(self)
        """Each finished deal's par (:mod:`skat_desktop.ai.par`), worked out in the background."""
        self.par.on_value = self._record_par

    # ------------------------------------------------------------------ session
    @property
    def game(self) -> GameT:
        return cast(GameT, self.session.game)

    @property
    def rules(self) -> Any:
        """The running list's rule options (the game's own rule type)."""
        return cast(Any, self.session).rules

    def state(self) -> Any:
        """The current deal as the table shows it (a frozen snapshot)."""
        return self.session.state()

    def new_session(
        self,
        rules: Any,
        names: Sequence[str],
        levels: Sequence[str],
        seed: int | None = None,
    ) -> None:
        """Start a fresh list; the human sits at the first dealer's left (Forehand).

        ``rules`` is the game's rule object (None: its defaults); ``levels[0]``
        is ignored (the human's place).
        """
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        session = self.description.new_list(list(names), seed, len(names) - 1, rules)
        self.open_list(cast(SessionT, session), levels)

    def set_session(self, session: SessionT, levels: Sequence[str]) -> None:
        """As the base, and the pars follow the list (a practice deal keeps the waiting one's)."""
        self.par.adopt(self._parked.session if self._parked is not None else session)
        super().set_session(session, levels)

    def _create_players(self, session: SessionT) -> None:
        """Make the computers; a level that cannot be made falls back, and the window says so.

        A one-deal session may seat its own computers (``own_computers()``: a
        lesson's players, who answer the same way every time)."""
        own = getattr(session, "own_computers", None)
        if callable(own):
            for player, chooser in own().items():
                self._seat_computer(player, SeatComputer(chooser, "lesson"))
            return
        fallbacks: list[str] = []
        for player in range(1, len(session.names)):
            wanted = self.levels[player]
            computer, actual = make_computer(
                self.description.name, wanted, session.seed + 7919 * player
            )
            self._seat_computer(player, SeatComputer(computer, actual))
            if actual != wanted:
                fallbacks.append(f"{wanted}→{actual}")
        if fallbacks:
            self.status_message.emit("fallback:" + ", ".join(fallbacks))

    def _session_adopted(self, session: SessionT) -> None:
        self.events.emit((session.started(),))

    # ------------------------------------------------------------------ undo
    def _undone(self) -> None:
        """The table redraws the deal from the state, as after loading a save."""
        self.undone.emit()
        self.events.emit((self.session.started(),))

    # ------------------------------------------------------------------ flow
    def _deal_started(self, started: tuple[Event, ...]) -> None:
        self.events.emit(started)

    def _engine_action(self, seat: int, action: Any) -> Any:
        """The engine's own instance of an equal legal action.

        A player may build Play(18) with a bare int, which compares equal to
        Play(Card(18)) but would be written to the save file as "18" instead
        of "HA".
        """
        legal = self.session.game.legal_actions(seat)
        return next((a for a in legal if a == action), action)

    def _record_statistics(self) -> None:
        """A list's deal finished: record it, and work out its par in the background."""
        super()._record_statistics()
        self._request_par()

    def _request_par(self) -> None:
        par = par_function(self.description.name)
        if par is None:
            return
        session = self.session
        rules = cast(Any, session).rules
        record = copy.deepcopy(session.current)
        levels = [self.actual_level(p) for p in range(len(session.names))]
        level = self.hint_level
        row = len(session.records) - 1
        self.par.request(row, level, lambda stop: par(rules, record, levels, level, stop))

    def _record_par(self, session: object, row: int, value: int) -> None:
        """A par arrived: the statistics keep it beside the deal (where they can)."""
        record_par = getattr(self.statistics, "record_par", None)
        if record_par is not None:
            record_par(session, row, value)

    def shutdown(self) -> None:
        self.par.shutdown()
        super().shutdown()

    def _hint_job(self, view: Any, level: str) -> Callable[[], list[Any]]:
        game = self.description.name
        return lambda: hint_options(game, view, level)

    # ------------------------------------------------------------------ human
    def human_legal(self) -> tuple[Any, ...]:
        view = self.human_view()
        return tuple(view.legal) if view is not None else ()

    def human_to_move(self) -> bool:
        seat = self.human_seat() if self._session is not None else None
        return seat is not None and self.game.to_move == seat

    def rename_player(self, player: int, name: str) -> None:
        """Give table place ``player`` another name in the running list (and the one
        that waits during a practice deal), e.g. a default name after a language switch."""
        for session in {id(s): s for s in (self.session, self.list_session)}.values():
            names = list(session.names)
            names[player] = name
            session.names = tuple(names)

    def deal_over(self) -> bool:
        """The current deal is finished (its result is due)."""
        return self.session.game.finished

    def list_over(self) -> bool:
        """The whole list is finished (no next deal)."""
        return self.session.finished

    def deal_actions(self) -> int:
        """How many actions the current deal has seen."""
        return len(self.session.game.history)

    def table_size(self) -> int:
        """How many players the list has (a fourth Skat player sits out as dealer)."""
        return len(self.session.names)

    def list_copy(self) -> SessionT:
        """A detached copy of the running list (or practice deal) for the score sheet
        and the result panel: they draw it, and nothing they do reaches the model."""
        return copy.deepcopy(self.session)

    def records(self) -> tuple[Any, ...]:
        """The rows of the running list (or practice deal), the current one last."""
        return tuple(self.session.records)

    def current_record(self) -> Any:
        """The row of the deal on the table."""
        return self.session.current

    def player_names(self) -> tuple[str, ...]:
        """The players' names by table place."""
        return tuple(self.session.names)

    def refusal(self, action: Any) -> Illegal | None:
        """The engine's answer to the human taking ``action`` now: why not, or None."""
        seat = self.human_seat() if self._session is not None else None
        if seat is None:
            return Illegal(IllegalReason.NOT_YOUR_TURN, "the player at the screen has no seat now")
        return self.game.check(action, seat)

    def play_human(self, action: Any) -> bool:
        """Apply the human's action; False (and ``action_refused`` with the engine's
        reason) if it is not allowed. The engine decides legality once, in ``apply``."""
        seat = self.human_seat() if self._session is not None else None
        if seat is None or self.game.finished:
            return False
        return self._apply(action, seat)

    def save(self, path: str | Path) -> None:
        """Save the list (not a practice deal) now; RecordError/OSError say why not.

        Through the autosave writer, so that a save to the autosave's own path
        is never overtaken by an older list, even when the disk is slow.
        """
        target = Path(path)
        data = self._list_bytes()
        self._autosaver.write_now(target, lambda: self._write_list(target, data))

    def load(self, path: str | Path) -> None:
        """Open a saved list of this model's game; on any error the running list stays."""
        session, levels = self.read_file(Path(path))
        self.open_list(session, levels)

    def read_file(self, path: Path) -> tuple[SessionT, list[str]]:
        """The list in ``path`` and its levels, if it is this game's (else RecordError)."""
        session, levels = read_game_list(path, self.description, self.level_names)
        return cast(SessionT, session), levels

    def _default_autosave_path(self) -> Path:
        return autosave_path_for(self.description)


SkatModel: TypeAlias = TableModel[Session, Game]
"""The table model running a Skat list, as the Skat table's code names it."""


def skat_model(parent: QObject | None = None) -> SkatModel:
    """A table model for Skat lists."""
    return TableModel(find_game("skat"), parent)
