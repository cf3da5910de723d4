"""One copy of Skat Desktop playing deals on a data folder, for the two-copy test.

Run as a program (``python two_copies_driver.py ROLE SEED READY GO``) with
``SKAT_DESKTOP_DATA_DIR`` set: it opens the real main window offscreen, plays
Skat deals and a Spitzer deal with random moves, and prints what it played and
recorded as one JSON line. The first copy waits (holding the data folder) until
the file ``GO`` exists, then plays one more deal of each game; the second copy
plays while the first one waits.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


from PySide6.QtCore import QCoreApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from skat_desktop.app import create_window
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.spitzer import SpitzerSession
from skat_desktop.model.settings import AnimationSpeed


def finish_deal(model: Any, rng: random.Random) -> None:
    """Random moves for the player, the computers' own; until the deal is over."""
    deadline = time.monotonic() + 20
    while not model.game.finished:
        if time.monotonic() > deadline:
            raise SystemExit("a deal did not end")
        if model.human_to_move():
            model.play_human(rng.choice(model.human_legal()))
        else:
            model.proceed()
            QTest.qWait(1)


def play(model: Any, deals: int, rng: random.Random, first: bool) -> None:
    for n in range(deals):
        if n or not first:
            model.next_deal()
        finish_deal(model, rng)


def main(role: str, seed: int, ready: Path, go: Path) -> None:
    app = QApplication([sys.argv[0]])
    window = create_window(app, "en", resume=False)
    window.set_speed(AnimationSpeed.OFF)
    window.model.move_delay_ms = 0
    window.page_for("spitzer").model.move_delay_ms = 0
    rng = random.Random(seed)
    window.start_new_session(RuleSet(), ["human", "random", "random"], seed=seed)
    spitzer = window.page_for("spitzer").model
    spitzer.open_list(
        SpitzerSession(("me", "a", "b", "c"), seed), ["human", "random", "random", "random"]
    )
    play(window.model, 2, rng, True)
    play(spitzer, 1, rng, True)
    if role == "first":
        # The pars of the deals played are worked out and recorded before the
        # second copy starts: the first copy then writes nothing while it waits.
        for model in (window.model, spitzer):
            model.par.wait(60_000)
        QTest.qWait(50)  # their answers are queued to this thread
        window.flush_autosaves()
        window.app_actions.statistics.flush()
        ready.touch()
        deadline = time.monotonic() + 60
        while not go.exists() and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.05)
        play(window.model, 1, rng, False)
        play(spitzer, 1, rng, False)
    report = {
        "second_copy": window.app_actions.second_copy,
        "skat_deals": len(window.model.session.records),
        "spitzer_deals": len(spitzer.session.records),
        "statistics": {item.key: len(item.deals) for item in window.app_actions.statistics.lists},
        "spitzer_statistics": {
            item.key: len(item.deals)
            for item in window.app_actions.statistics_stores["spitzer"].games
        },
    }
    window.close()
    print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4]))
