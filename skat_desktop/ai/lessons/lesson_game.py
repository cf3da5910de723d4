"""What each game gives the lessons: how its deals are written, played and judged.

The lesson files, the model's :class:`~skat_desktop.model.lesson_run.LessonRun`
and the lesson tests work for any game through one :class:`LessonGame` per
game, found by the game's registry name in :mod:`.registry`; no shared code
asks which game it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .lesson_file import LessonDeal
    from .verdict import Verdict


class LessonSessionLike(Protocol):
    """A one-deal session of a lesson (each game's own session class underneath)."""

    lesson: LessonDeal
    game: Any
    current: Any

    def apply(self, action: Any, seat: int | None = None) -> tuple[Any, ...]: ...
    def game_after(self, count: int) -> Any: ...
    def decisions(self) -> int: ...


class LessonGame(Protocol):
    """A game's lesson pieces."""

    seats: tuple[str, ...]
    """Seat names as lesson files write them, in seat order."""
    hand_size: int
    skat_size: int
    """Cards in the skat (0: the game has none)."""

    def make_deal(self, hands: Sequence[int], skat: int) -> Any:
        """The arranged deal (``ValueError`` if the cards do not make one)."""
        ...

    def rules(self, preset: str) -> Any:
        """The rule options of a named preset (``ValueError`` if unknown)."""
        ...

    def action(self, data: object) -> Any:
        """An action from its save-file form (``ValueError`` if it is none)."""
        ...

    def new_session(self, lesson: LessonDeal, names: Sequence[str]) -> LessonSessionLike: ...

    def computer_action(self, game: Any, seat: int, bid_limit: int) -> Any:
        """What a lesson's computer (or the player's seat after the lesson's line) does."""
        ...

    def judge(
        self, game: Any, seat: int, action: Any, lesson: LessonDeal, step: int
    ) -> Verdict | None:
        """Whether the player's ``step``-th decision costs (``game``: before it)."""
        ...

    def reached(self, game: Any, lesson: LessonDeal) -> bool:
        """The finished deal reached the lesson's goal."""
        ...


def finished_game(game: Any, human: int, plan: Sequence[Any], decide: Callable[..., Any]) -> Any:
    """A copy of ``game`` played to its end: the player's seat takes ``plan`` first,
    then every seat acts as ``decide`` (the lesson's computers) says. Any game's
    lesson weighs a choice before the play this way."""
    g = game.copy()
    steps = list(plan)
    while not g.finished:
        seat = g.to_move
        assert seat is not None
        g.apply(steps.pop(0) if seat == human and steps else decide(g, seat, 0), seat)
    return g


class LessonComputer:
    """A computer seat of a lesson: decides from the true game the lesson knows.

    ``source(n)`` gives the game after its first ``n`` actions (the lesson's
    deal is arranged, so nothing is hidden from the lesson itself); the view
    it is handed tells only how far the deal has come.
    """

    def __init__(
        self,
        source: Callable[[int], Any],
        decide: Callable[[Any, int, int], Any],
        bid_limit: int = 0,
    ) -> None:
        self._source = source
        self._decide = decide
        self._bid_limit = bid_limit

    def choose(self, view: object) -> Any:
        history = getattr(view, "history", ())
        seat = getattr(view, "seat", None)
        game = self._source(len(history))
        if game is None or seat is None:
            raise RuntimeError("the lesson's game is not known at this point")
        return self._decide(game, int(seat), self._bid_limit)
