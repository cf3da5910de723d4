#!/usr/bin/env python3
"""Screenshots of the lessons for ``docs/``: the text, a deal in play, a mistake explained.

The real main window is built offscreen in English and Japanese; the first
lesson, "Following suit and trumps", is opened from Help → Lessons
(``lesson_text_*.png``), its deal is dealt and waits for the player with the
lesson bar on the table (``lesson_play_*.png``), and a heart is thrown
instead of trumping the ace, so the bar explains what that cost
(``lesson_mistake_*.png``). Two more mistakes: in lesson 2 a card that
completes a trick, which stays on show beside the explanation
(``lesson_trick_kept_*.png``), and in lesson 3 a lower hand game than the
lesson's, which the solver weighs by the score it costs
(``lesson_choice_*.png``).

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/lesson_screenshots.py [--out docs]

Install a Japanese font first (Debian: ``fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from skat_desktop.engine.api import Card, Declare, GameType, Play, RuleSet  # noqa: E402
from skat_desktop.model import settings as S  # noqa: E402
from skat_desktop.ui.lesson_bar import BarMode  # noqa: E402

LESSON = "skat-follow-suit"
MISTAKE = "H9"


def wait(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        QApplication.processEvents()
        if time.monotonic() > end:
            raise SystemExit("timed out waiting for the table")
        time.sleep(0.01)
    for _ in range(20):
        QApplication.processEvents()


def grab(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))
    print("wrote", path)


def shoot(app: QApplication, language: str, out: Path) -> None:
    from skat_desktop.app import create_window

    window = create_window(app, language, resume=False)
    window.set_speed(S.AnimationSpeed.OFF)
    window.resize(1280, 820)
    window.show()
    window.start_new_session(RuleSet(), ["human", "normal", "normal"], seed=7)
    window.model.move_delay_ms = 0
    window.menus.act_lessons.trigger()
    dialog = window.lessons.dialog
    assert dialog is not None
    dialog.select(LESSON)
    wait(lambda: dialog.isVisible())
    grab(dialog, out / f"lesson_text_{language}.png")
    dialog.play_button.click()
    lesson = next(each for each in window.lessons.lessons() if each.id == LESSON)
    bar = window.lessons.table_for(lesson).bar
    model = window.model

    def players_turn() -> bool:
        view = model.human_view()
        return not window.table.animating() and view is not None and view.to_move == view.seat

    wait(players_turn)
    grab(window, out / f"lesson_play_{language}.png")
    window.controller.click_card(int(Card.parse(MISTAKE)))
    wait(lambda: bar.mode is BarMode.MISTAKE and not window.table.animating())
    grab(window, out / f"lesson_mistake_{language}.png")
    for lesson_id, mistake, name in (
        ("skat-card-points", Play(Card.parse("H8")), "lesson_trick_kept"),
        ("skat-game-value", Declare(GameType.SPADES), "lesson_choice"),
    ):
        lesson = next(each for each in window.lessons.lessons() if each.id == lesson_id)
        window.lessons.play(lesson)
        bar = window.lessons.table_for(lesson).bar
        wait(lambda: players_turn() and not window.table.toast_text(), 30.0)
        model.play_human(mistake)
        wait(lambda bar=bar: bar.mode is BarMode.MISTAKE and not window.table.animating())
        grab(window, out / f"{name}_{language}.png")
    window.model.shutdown()
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        S.set_data_dir(folder)
        for language in ("en", "ja"):
            shoot(app, language, args.out)
        S.set_data_dir(None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
