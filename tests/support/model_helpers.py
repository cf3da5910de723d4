"""Driving a table model from tests through its public path.

A computer's move is asked in the background and applied when its answer
arrives, like in the game; :func:`computer_plays` seats a computer that answers
with a given action (its first legal one by default) at the place to move,
so a test can play the computers' moves without reaching into the model.
:class:`GatedComputer` holds its answer until the test releases it, for the
checks of answers that arrive too late.
"""

from __future__ import annotations

import threading
from typing import Any

WAIT_MS = 10_000


class Answers:
    """A computer that plays ``action``, or the first legal action when None."""

    def __init__(self, action: object = None) -> None:
        self.action = action

    def choose(self, view: Any) -> Any:
        return view.legal[0] if self.action is None else self.action


def computer_plays(qtbot: Any, model: Any, action: object = None) -> None:
    """The computer to move plays ``action`` (its first legal one if None).

    The model asks it in the background (``proceed``) and applies its answer
    as it applies any computer's; this returns once the action is in the game.
    """
    seat = model.game.to_move
    assert seat is not None and not model.game.finished
    player = model.session.player_at(seat)
    assert player != 0, "the human is to move"
    model.set_computer(player, Answers(action), model.actual_level(player))
    delay, model.move_delay_ms = model.move_delay_ms, 0
    before = len(model.game.history)
    try:
        model.proceed()
        qtbot.waitUntil(lambda: len(model.game.history) > before, timeout=WAIT_MS)
    finally:
        model.move_delay_ms = delay
    assert model.game.history[-1][0] == seat


def play_first_legal(qtbot: Any, model: Any) -> None:
    """Whoever is to move plays their first legal action: the human directly."""
    if model.human_to_move():
        assert model.play_human(model.human_legal()[0])
    else:
        computer_plays(qtbot, model)


class GatedComputer:
    """Answers ``action`` only once :meth:`release` is called (from the test)."""

    def __init__(self, action: object) -> None:
        self.action = action
        self.asked = threading.Event()
        self._gate = threading.Event()
        self.answered = threading.Event()

    def choose(self, view: Any) -> Any:
        self.asked.set()
        self._gate.wait(WAIT_MS / 1000)
        self.answered.set()
        return self.action

    def release(self, qtbot: Any) -> None:
        """Let the answer go and give the table time to receive it."""
        self._gate.set()
        assert self.answered.wait(WAIT_MS / 1000)
        qtbot.wait(100)  # the answer is queued to the GUI thread: let it arrive
