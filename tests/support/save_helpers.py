"""Sessions at known points, and a way to stop a save after any file-system call.

Used by the save, crash-injection and resume tests. ``python -m
support.save_helpers PATH STEP`` (with ``tests`` on ``PYTHONPATH``) is the
child process of the crash tests: it saves an old list, then a newer one, and
ends the process with ``os._exit`` at file-system call number STEP of the
second save — a real stop, with no ``finally`` and no cleanup running.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine.records import atomic
from skat_desktop.engine.records.savefile import load_session, save_session
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import Session


def played(steps: int, seed: int = 7, rules: RuleSet | None = None) -> Session:
    """A three-player session after ``steps`` random moves (deterministic)."""
    rules = rules or RuleSet()
    session = Session(rules, ["A", "B", "C", "D"][: rules.players], seed=seed)
    player = RandomPlayer(seed)
    for _ in range(steps):
        game = session.game
        if game.finished:
            if session.finished:
                break
            session.next_deal()
            continue
        assert game.to_move is not None
        session.apply(player.choose(game.view(game.to_move)))
    return session


def finished_session(seed: int = 3) -> Session:
    """A whole short list played to its end."""
    return played(10_000, seed, RuleSet(list_length=3))


def moves(session: Session) -> int:
    """How far a session has got: the number of actions in all its deals."""
    return sum(len(record.actions) for record in session.records)


class Stop(BaseException):
    """Raised by :class:`StepOs` at the chosen step (in-process crash injection)."""


class StepOs:
    """Stands in for ``atomic.os``: counts calls and acts at call number ``stop_at``.

    ``action`` runs instead of the call (raise, or ``os._exit``); constants
    and everything else pass through to the real module.
    """

    def __init__(self, stop_at: int, action: Callable[[str], Any]) -> None:
        self.stop_at = stop_at
        self.action = action
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        real = getattr(os, name)
        if not callable(real) or name in ("fspath", "fsencode", "fsdecode"):
            return real

        def call(*args: Any, **kwargs: Any) -> Any:
            self.calls.append(name)
            if len(self.calls) - 1 == self.stop_at:
                return self.action(name)
            return real(*args, **kwargs)

        return call


def child_main(path: Path, step: int, fresh: bool = False) -> None:
    """Save the old list, then stop the newer save at ``step`` (see module doc).

    ``fresh`` forgets that this process wrote the file, as after a restart,
    so the save loads it before keeping it as ``.bak``.
    """
    save_session(played(40), path)
    save_session(played(41), path)  # a .bak exists from here on
    if fresh:
        atomic._known_good.clear()
    atomic.os = StepOs(step, lambda _name: os._exit(0))  # type: ignore[attr-defined]
    save_session(played(80), path)
    os._exit(3)  # the save finished before the step was reached


def loads_as(path: Path) -> int:
    """Moves in the list at ``path`` (raises the project's error if it does not load)."""
    return moves(load_session(path))


if __name__ == "__main__":
    child_main(Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3:] == ["fresh"])
