#!/usr/bin/env python3
"""Screenshots of par: the result panel's par line and the score sheet's total against par.

Plays a seeded Seeger-Fabian list in the real window offscreen, the player's
seat taken by the ``normal`` level (through the model, as a click would), the
opponents ``normal`` too, until the player has declared a game; waits for its
par and saves the window (``par_result_*.png``) and the score sheet's dock
(``par_sheet_*.png``) in English and Japanese.

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/par_screenshots.py [--out docs]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import pump, save, wait  # noqa: E402

from skat_desktop.ai.par import par_player  # noqa: E402
from skat_desktop.engine.skat.rules import RuleSet, Scoring  # noqa: E402
from skat_desktop.model import settings as S  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--seed", type=int, default=55)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    S.set_data_dir(tempfile.mkdtemp(prefix="skat-par-shots-"))
    app = QApplication(sys.argv)
    from skat_desktop.app import create_window

    win = create_window(app, "en", resume=False)
    win.model.autosave_enabled = False
    win.set_speed(S.AnimationSpeed.OFF)
    win.model.move_delay_ms = 0
    win.set_hint_level("strong")
    win.resize(1280, 820)
    win.show()
    rules = RuleSet(scoring=Scoring.SEEGER_FABIAN, list_length=12)
    win.start_new_session(rules, ["human", "normal", "normal"], seed=args.seed)
    me = par_player("normal", args.seed)
    model = win.model
    for _ in range(2000):
        if win.result.isVisible():
            row = len(model.records()) - 1
            record = model.current_record()
            if record.declarer_player == 0 and row >= 2:
                # A deal the player declared whose par differs shows par best.
                wait(lambda r=row: model.par.value(r) is not None, 120_000)
                if model.par.value(row) != record.scores[0]:
                    break
            if model.list_over():
                break
            win.result.next_button.click()
            pump(30)
            continue
        if not win.table.animating() and model.human_to_move():
            view = model.human_view()
            model.play_human(me.choose(view))
        pump(20)
    row = len(model.records()) - 1
    wait(lambda: model.par.value(row) is not None, 120_000)
    pump(200)
    save(win, out / "par_result_en.png")
    win.result.hide()
    save(win.dock, out / "par_sheet_en.png")
    win.result.show()
    win.set_language("ja")
    win.retranslate()
    win.result.retranslate()
    win.score.refresh()
    pump(200)
    save(win, out / "par_result_ja.png")
    win.result.hide()
    save(win.dock, out / "par_sheet_ja.png")
    win.model.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
