#!/usr/bin/env python3
"""Screenshots of a Spitzer game in the window, in English and Japanese.

Plays a seeded game offscreen against ``easy`` computers: the declaration
panel (the human holds both queens), the play with a hint, the result of the
deal, and the end of the game with the score sheet and the settlement (the
rest of the game is played through the engine by ``easy`` players and then
opened in the window, as a saved game would be).

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/spitzer_screenshots.py [--out docs] \
        [--only declaration|play|result|scoresheet ...]

``--only`` saves just the shots named; without ``scoresheet`` the long game
to 42 is not played. (The review of a Spitzer deal is shot by
``review_screenshots.py --only spitzer``.)

Install a Japanese font first (Debian: ``fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from skat_desktop.engine.api import (  # noqa: E402
    Play,
)
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.spitzer.api import (  # noqa: E402
    BIG_QUEEN,
    LITTLE_QUEEN,
    CallPartner,
    SpitzerDeal,
)
from skat_desktop.model import settings as S  # noqa: E402


def wait(app: QApplication, done: Callable[[], bool], timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the window did not reach the expected state")
        app.processEvents()
        time.sleep(0.005)


def seed_with_both_queens() -> int:
    for seed in range(100, 5000):
        hand = SpitzerDeal.from_seed(deal_seed(seed, 0)).hands[0]
        if hand >> BIG_QUEEN & 1 and hand >> LITTLE_QUEEN & 1:
            return seed
    raise AssertionError("no seed")


SHOTS = ("declaration", "play", "result", "scoresheet")


def shoot(app: QApplication, lang: str, out: Path, shots: tuple[str, ...] = SHOTS) -> None:
    S.set_data_dir(tempfile.mkdtemp(prefix="spitzer-shots-"))
    from skat_desktop.app import create_window

    win = create_window(app, lang, resume=False)
    win.set_speed(S.AnimationSpeed.OFF)
    win.resize(1360, 860)
    win.show()
    mode = win.page_for("spitzer")
    mode.model.move_delay_ms = 0
    mode.model.hint_level = "normal"
    names = ["あなた" if lang == "ja" else "You", "Anna", "Bernd", "Clara"]
    seed = seed_with_both_queens()
    mode.start(names, ["human", "easy", "easy", "easy"], seed, stake=5)
    model = mode.model

    def my_turn() -> bool:
        view = model.human_view()
        return (
            not mode.view.animating()
            and view is not None
            and view.to_move == view.seat
            and (mode.declare.isVisible() or view.phase.value == "play")
        )

    wait(app, my_turn)
    if "declaration" in shots:
        win.grab().save(str(out / f"spitzer_declaration_{lang}.png"))
    call = next(a for a in model.human_legal() if isinstance(a, CallPartner))
    mode.declare.buttons[call].click()
    rng = random.Random(seed)
    shot_play = False
    while not model.game.finished:
        wait(app, lambda: my_turn() or model.game.finished)
        if model.game.finished:
            break
        if not shot_play and len(model.game.trick) >= 2 and model.game.tricks:
            mode.request_hint()
            wait(app, lambda: len(mode.hints.spitzer_options) > 1, 60)
            if "play" in shots:
                win.grab().save(str(out / f"spitzer_play_{lang}.png"))
            shot_play = True
        plays = [a for a in model.human_legal() if isinstance(a, Play)]
        model.play_human(rng.choice(plays))
    wait(app, mode.result.isVisible)
    if "result" in shots:
        win.grab().save(str(out / f"spitzer_result_{lang}.png"))
    if "scoresheet" not in shots:
        mode.shutdown()
        win.model.shutdown()
        win.close()
        return
    # The rest of the game to 42 through the window: the human's seat plays a
    # random legal action, the result panel's button deals the next hand.
    while not model.session.finished:
        mode.result.next_button.click()
        wait(app, lambda: my_turn() or mode.result.isVisible())
        while not mode.result.isVisible():
            model.play_human(rng.choice(list(model.human_legal())))
            wait(app, lambda: my_turn() or mode.result.isVisible())
    print(f"{lang}: game to 42 played in the window, {len(model.session.records)} deals")
    win.grab().save(str(out / f"spitzer_scoresheet_{lang}.png"))
    mode.shutdown()
    win.model.shutdown()
    win.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--lang", action="append", choices=["en", "ja", "de"])
    parser.add_argument("--only", action="append", choices=SHOTS, help="save only these shots")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    args.out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang or ["en", "ja"]:
        shoot(app, lang, args.out, tuple(args.only or SHOTS))
        print(f"{lang}: done")


if __name__ == "__main__":
    main()
