"""``skat-desktop --self-test``: does this installation really work?

A bundle can "build" and still be broken: a data file left out, a Qt plugin
missing, or the compiled solver core dropped so the computers silently play
with the slow Python search. The self-test therefore runs the real thing,
headless: it starts Qt offscreen, builds the real main window, and plays whole
deals through the model and the table with computer players in every seat
(the human's seat is played by the ``easy`` computer through the model's own
public ``play_human``), until one game has been declared and played out and
the result panel shows it. It also checks that the main C solver core, and
each compiled core a game registers for its own players (``core_check`` in
:data:`skat_desktop.ai.levels.AI_GAMES`), are loaded and agree with their
Python twins on a small position.

Nothing of the user's is touched: settings, autosave and saves go to a
temporary folder that is removed afterwards.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from skat_desktop.ai.core_check import CoreCheck

SEED: Final = 20261123
"""Fixed list seed: the same deals every run, so a failure can be replayed."""

MAX_DEALS: Final = 6
"""Deals passed in (nobody bids) do not count; give up after this many."""

TIMEOUT_S: Final = 240.0


class SelfTestError(Exception):
    """A check failed; the text says which and why."""


def _say(text: str) -> None:
    print(text, flush=True)


def check_solver_core() -> str:
    """Fail unless the main compiled core is loaded and agrees with the Python twin.

    Returns the core's file path for the report.
    """
    from skat_desktop.ai import solver
    from skat_desktop.ai.core_check import CoreCheckError, agreeing_core
    from skat_desktop.engine.cards import Card

    if solver.core_name() != "c":
        raise SelfTestError(
            "the compiled solver core (skat_desktop.ai._solver) is not in use; "
            "the computer players would fall back to the slow Python search"
        )

    def mask(codes: str) -> int:
        return sum(1 << int(Card.parse(code)) for code in codes.split())

    # Grand, the declarer at Forehand leads; two cards each.
    pos = solver.Position(
        game=solver.GAME_GRAND,
        hands=(mask("CJ SJ"), mask("HA HT"), mask("DJ D7")),
        declarer=0,
        leader=0,
    )
    try:
        return agreeing_core(
            "C solver core",
            solver.solve(pos, core="c"),
            solver.solve(pos, core="python"),
            "_solver",
        )
    except CoreCheckError as exc:
        raise SelfTestError(str(exc)) from None


def _run_checks(checks: Iterable[CoreCheck]) -> Iterator[tuple[str, str]]:
    """(label, file) of each check in turn; a failed one is a :class:`SelfTestError`."""
    from skat_desktop.ai.core_check import CoreCheckError

    for check in checks:
        try:
            path = check.run()
        except CoreCheckError as exc:
            raise SelfTestError(str(exc)) from None
        yield check.label, path


def check_game_cores() -> Iterator[tuple[str, str]]:
    """(label, file) of each game's own compiled core, checked in registry order.

    A game lists its core's check in the AI's registry, so a new game's core is
    checked without a change here; a failed check is a :class:`SelfTestError`.
    """
    from skat_desktop.ai.levels import AI_GAMES

    yield from _run_checks(g.core_check for g in AI_GAMES.values() if g.core_check is not None)


def check_game_models() -> Iterator[tuple[str, str]]:
    """(label, file) of each learned model a game's players read, from the registry:
    a bundle that lost one would play on with a rule of thumb without a word."""
    from skat_desktop.ai.levels import AI_GAMES

    yield from _run_checks(c for g in AI_GAMES.values() for c in g.model_checks)


def _describe(result: object) -> str:
    kind = getattr(result, "kind", None)
    game = getattr(result, "game", None)
    if game is None:
        return str(getattr(kind, "value", kind))
    won = "won" if getattr(result, "won", False) else "lost"
    return f"{game.name.title()} {won}, {getattr(result, 'card_points', 0)} card points"


def _quiet_offscreen(mode: object, context: object, message: str) -> None:
    """Qt messages, minus the offscreen plugin's note that it cannot size windows."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr, flush=True)


def play_deals(timeout_s: float = TIMEOUT_S) -> list[str]:
    """Play deals in the real window until one game was declared and played out.

    Returns one line per deal for the report; raises :class:`SelfTestError`.
    """
    from PySide6.QtCore import QEventLoop, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from skat_desktop.app import create_window
    from skat_desktop.engine.skat.rules import RuleSet
    from skat_desktop.engine.skat.scoring import ResultKind
    from skat_desktop.model.settings import AnimationSpeed
    from skat_desktop.model.table_model import make_computer

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        qInstallMessageHandler(_quiet_offscreen)  # only when the test owns the application
        app = QApplication([sys.argv[0] if sys.argv else "skat-desktop", "-platform", "offscreen"])
    window = create_window(app, "en", resume=False)
    model = window.model
    model.autosave_enabled = False
    model.move_delay_ms = 0
    window.set_speed(AnimationSpeed.OFF)
    window.resize(1200, 800)
    window.show()
    window.start_new_session(RuleSet(), ["human", "normal", "normal"], seed=SEED)
    for player in (1, 2):
        if model.actual_level(player) != "normal":
            raise SelfTestError(
                f"computer player {player} could not be created at level normal "
                f"(fell back to {model.actual_level(player)})"
            )
    robot, _level = make_computer("skat", "easy", SEED)
    lines: list[str] = []
    failure: list[str] = []
    loop = QEventLoop()
    started = time.monotonic()
    deal_started = [started]

    def step() -> None:
        try:
            if time.monotonic() - started > timeout_s:
                failure.append(f"no finished game after {timeout_s:.0f} s")
                loop.quit()
                return
            game = model.game
            if game.finished:
                if not window.result.isVisible():
                    return  # the table is still showing the last trick
                result = game.result
                took = time.monotonic() - deal_started[0]
                lines.append(f"deal {len(lines) + 1}: {_describe(result)} ({took:.1f} s)")
                if result is not None and result.kind is ResultKind.GAME:
                    loop.quit()
                elif len(lines) >= MAX_DEALS:
                    failure.append(f"{MAX_DEALS} deals without a game played out")
                    loop.quit()
                else:
                    deal_started[0] = time.monotonic()
                    model.next_deal()
                return
            if model.human_to_move() and not window.table.animating():
                view = model.human_view()
                assert view is not None
                action = robot.choose(view)
                if not model.play_human(action):
                    failure.append(f"the table refused the computer's legal move {action!r}")
                    loop.quit()
        except Exception as exc:  # reported as a failed check, not a traceback
            failure.append(f"unexpected error while playing: {exc!r}")
            loop.quit()

    timer = QTimer()
    timer.setInterval(15)
    timer.timeout.connect(step)
    timer.start()
    loop.exec()
    timer.stop()
    model.shutdown()
    window.close()
    window.deleteLater()
    if failure:
        raise SelfTestError(failure[0])
    records = model.session.records
    if not any(r.result is not None and r.result.kind is ResultKind.GAME for r in records):
        raise SelfTestError("the session recorded no finished game")
    return lines


def run_self_test() -> int:
    """Run every check; 0 when all pass, 1 with a message on stderr otherwise."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before any QApplication exists
    from skat_desktop.model import settings

    started = time.monotonic()
    _say("Skat Desktop self-test")
    try:
        with tempfile.TemporaryDirectory(prefix="skat-selftest-") as folder:
            settings.set_data_dir(Path(folder))
            try:
                _say(f"solver core: C ({check_solver_core()})")
                for label, path in check_game_cores():
                    _say(f"{label}: C ({path})")
                for label, path in check_game_models():
                    _say(f"{label}: {path}")
                for line in play_deals():
                    _say(line)
            finally:
                settings.set_data_dir(None)
    except SelfTestError as exc:
        print(f"self-test FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    except Exception as exc:  # an installation problem: say what, without a traceback
        print(f"self-test FAILED: unexpected error: {exc!r}", file=sys.stderr, flush=True)
        return 1
    _say(f"self-test passed in {time.monotonic() - started:.1f} s")
    return 0
