"""The UI registry: what each game brings to the window, found by the game's name.

:class:`~.controller.TableController` drives every game the same way (the idle
gate, card clicks, drags, keys, the practice hint), and the main window shows
every game's page the same way. What differs between games enters through one
:class:`UiGame` per game, found by the engine registry's name
(``model.description.name``, :func:`find_ui_game`): its input pieces
(:class:`GameInput`), its page of the window (:mod:`.game_page`), its name in
the new-list dialog, its statistics and its options for a new list. As the
engine has ``GAMES``/``find_game``, the UI has :data:`UI_GAMES`/
:func:`find_ui_game`; nothing else branches on a name.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication

from skat_desktop.engine.api import UnknownGameError
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore
from skat_desktop.model.statistics import StatisticsStore

from .lesson_texts import choice_text as skat_choice_text
from .skat_input import SkatInput
from .spitzer.input import SpitzerInput
from .spitzer.texts import action_text as spitzer_action_text
from .texts import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QWidget

    from skat_desktop.model.statistics_file import StatisticsFile

    from .game_page import GamePage
    from .main_window import MainWindow


class GameInput(Protocol):
    """What one game's table adds to the shared controller."""

    def panel_for(self, view: Any, to_move: bool) -> enum.Enum | None:
        """The decision panel the window shows now (None: the hand alone)."""
        ...

    def plays_cards(self, view: Any) -> bool:
        """Cards are being played (a click or a drag means: play it)."""
        ...

    def selection_phase(self, view: Any) -> bool:
        """Clicks pick cards for a selection (Skat's two to put away)."""
        ...

    def selection_size(self) -> int:
        """How many cards a selection holds (0: the game has none)."""
        ...

    def selectable(self, view: Any) -> frozenset[int]:
        """The cards a selection may contain now (the rest are drawn greyed)."""
        ...

    def selection_action(self, cards: frozenset[int]) -> Any:
        """The action that puts the selected cards away (None: not a whole selection)."""
        ...

    def hand_order(self, model: Any) -> tuple[int, ...]:
        """The human's hand from left to right, as the table lays it out."""
        ...

    def refusal_text(self, reason: object, view: Any) -> str:
        """The engine's reason an action is refused now, as a sentence."""
        ...


class StatisticsPage(Protocol):
    """A game's page of the statistics dialog (the dialog's own page is the first game's)."""

    @property
    def store(self) -> StatisticsFile[Any]: ...
    def refresh(self) -> None:
        """Recompute the figures from the store and show them."""
        ...

    def reset_question(self) -> str:
        """What a reset of this game's statistics deletes, as the question says it."""
        ...


@dataclasses.dataclass(frozen=True)
class GameStatistics:
    """A game's statistics: its store, and its page of the dialog.

    ``page`` is None for the first game, whose figures are the dialog's own page.
    """

    open_store: Callable[[], StatisticsFile[Any]]
    page: Callable[[Any, str | None, QWidget], StatisticsPage] | None = None


class ListOptions(Protocol):
    """A game's own rows in the new-list dialog, in place of the first game's rule options."""

    def rows(self) -> list[tuple[QLabel, QWidget]]:
        """(caption, editor) pairs the dialog adds to its form, shown for this game only."""
        ...

    def retranslate(self) -> None: ...


@dataclasses.dataclass(frozen=True)
class UiGame:
    """Everything one game brings to the UI."""

    input: GameInput
    page: Callable[[MainWindow], GamePage]
    """Builds the game's page of the main window (its table, panels, sheet)."""
    title: Callable[[], str]
    """The game's name (the statistics' game selector), in the current language."""
    chooser_title: Callable[[], str]
    """The game in the new-list dialog's chooser, with what sets it apart."""
    statistics: GameStatistics | None = None
    """None: the game keeps no statistics."""
    list_options: Callable[[QWidget], ListOptions] | None = None
    """None: a new list takes the dialog's own rule options (the first game's)."""
    help_pages: tuple[tuple[str, str], ...] = ()
    """(page id, title in the ``Help`` context) of the game's help pages."""
    choice_text: Callable[[Any, str], str] = skat_choice_text
    """A choice before the play as a lesson's explanation quotes it (the action, and
    the phase it was made in)."""


def _skat_page(window: MainWindow) -> GamePage:
    from .game_page import SkatPage

    return SkatPage(window)


def _spitzer_page(window: MainWindow) -> GamePage:
    from .spitzer.mode import SpitzerMode

    return SpitzerMode(window)


def _spitzer_statistics(store: Any, player: str | None, parent: QWidget) -> StatisticsPage:
    from .spitzer.statistics_panel import SpitzerStatisticsPanel

    return SpitzerStatisticsPanel(store, player, parent)


def _spitzer_options(parent: QWidget) -> ListOptions:
    from .spitzer.list_options import SpitzerListOptions

    return SpitzerListOptions(parent)


UI_GAMES: dict[str, UiGame] = {
    "skat": UiGame(
        SkatInput(),
        _skat_page,
        lambda: QCoreApplication.translate("Statistics", "Skat"),
        lambda: QCoreApplication.translate("NewSession", "Skat"),
        GameStatistics(StatisticsStore.open),
        help_pages=(("rules", QT_TRANSLATE_NOOP("Help", "Rules of Skat")),),
    ),
    "spitzer": UiGame(
        SpitzerInput(),
        _spitzer_page,
        lambda: QCoreApplication.translate("Statistics", "Spitzer"),
        lambda: QCoreApplication.translate("NewSession", "Spitzer (four players, game to 42)"),
        GameStatistics(SpitzerStatisticsStore.open, _spitzer_statistics),
        _spitzer_options,
        (("spitzer", QT_TRANSLATE_NOOP("Help", "Spitzer")),),
        lambda action, phase: spitzer_action_text(action),
    ),
}
"""Each registered game's UI pieces, by the engine registry's name, in menu order.

The first is the game the window opens with, whose page is the window's own."""


def what_is_played() -> str:
    """The program's one-line description, naming every game it offers (About box)."""
    return QCoreApplication.translate(
        "About", "Play Skat and Spitzer offline against computer players."
    )


def find_ui_game(name: str) -> UiGame:
    """The UI pieces of the game called ``name``."""
    try:
        return UI_GAMES[name]
    except KeyError:
        known = ", ".join(UI_GAMES)
        raise UnknownGameError(f"no table for game {name!r}; the tables are: {known}") from None
