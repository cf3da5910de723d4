#!/usr/bin/env python3
"""Regenerate the learning aids' screenshots in ``docs/``: the bidding aid, the
declaring panel's stakes and the table aids (card points, trumps out).

Plays a scripted deal offscreen with :mod:`screenshots`' shooter, the aids on.

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/aid_screenshots.py [--out docs]
        [--size 1024x700] [--deck french4]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import ROOT, Shooter, pump

from PySide6.QtWidgets import QApplication

from skat_desktop.engine.api import GameType, Phase
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.model import settings as S


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--size", default="1280x820")
    parser.add_argument("--deck", default="french4")
    parser.add_argument("--suffix", default="", help="added to each file name")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    S.set_data_dir(tempfile.mkdtemp(prefix="skat-aid-shots-"))
    app = QApplication(sys.argv)
    shooter = Shooter(out, app)
    win = shooter.win
    win.settings.bidding_aid = True
    win.settings.points_aid = True
    win.settings.trumps_aid = True
    win.aids.apply_settings()
    official = PRESETS["official"]

    def human_turn(p: Phase) -> bool:
        return win.model.game.phase is p and win.model.human_to_move()

    for lang in ("en", "ja"):
        win.set_language(lang)
        win.set_deck(args.deck)
        shooter.new(official, 8, (width, height))
        shooter.play_until(lambda: human_turn(Phase.BIDDING))
        shooter.shot(f"bidding_aid{args.suffix}_{lang}.png")
        shooter.play_until(lambda: human_turn(Phase.DECLARE))
        view = win.model.human_view()
        assert view is not None
        win.declare.point_at(GameType(Shooter.best_game(view.hand)))
        win._place_overlays()
        shooter.shot(f"declare_values{args.suffix}_{lang}.png")
        shooter.play_until(
            lambda: (
                win.model.game.phase is Phase.PLAY
                and len(win.model.game.tricks) >= 4
                and win.model.human_to_move()
            )
        )
        pump(200)
        shooter.shot(f"table_aids{args.suffix}_{lang}.png")
    win.model.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
