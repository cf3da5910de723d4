#!/usr/bin/env python3
"""Regenerate the learning aids' screenshots in ``docs/``: the bidding aid, the
declaring panel's stakes and the table aids (card points, trumps out).

Plays a scripted deal offscreen with :mod:`screenshots`' shooter, the aids on:
Middlehand bids 24 to the player, so the aid shows games below and above the bid.

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

from screenshots import ROOT, ScriptedOpponent, Shooter, pump

from PySide6.QtWidgets import QApplication

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.view import GameView
from skat_desktop.ai.bidding_aid import AidRow

from skat_desktop.engine.api import GameType, Phase
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.model import settings as S


class Bidder(ScriptedOpponent):
    """Bids 24 once when it may, then passes like the scripted opponent."""

    def choose(self, view: GameView) -> Action:
        if A.Bid(24) in view.legal and not any(isinstance(a, A.Bid) for _, a in view.history):
            return A.Bid(24)
        return super().choose(view)


class AidShooter(Shooter):
    """The player follows the aid: holds up to the likeliest game's value, picks
    up, and announces that game."""

    target: GameType | None = None

    def human(self, view: GameView) -> Action:
        rows = self.win.aids.bidding_aid.rows
        if view.phase is Phase.BIDDING and rows:
            best = rows[0]
            self.target = best.game
            if A.HOLD in view.legal:
                return A.HOLD if view.auction_value <= best.value else A.PASS
            bids = [a for a in view.legal if isinstance(a, A.Bid) and a.value <= best.value]
            return bids[0] if bids else A.PASS
        if view.phase is Phase.DECLARE and self.target is not None:
            return A.Declare(self.target)
        return super().human(view)


def has_a_game(rows: tuple[AidRow, ...]) -> bool:
    """A hand worth showing: a likely game, and one worth less than 24."""
    return (
        len(rows) >= 3
        and rows[0].chance >= 0.6
        and rows[0].value >= 24
        and any(r.value < 24 for r in rows)
    )


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
    shooter = AidShooter(out, app)
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
        for seed in range(8, 200):
            shooter.new(official, seed, (width, height))
            win.model.set_computer(1, Bidder(seed), "normal")
            shooter.play_until(lambda: human_turn(Phase.BIDDING))
            view = win.model.human_view()
            if view is not None and view.seat == 0 and has_a_game(win.aids.bidding_aid.rows):
                break
        print(f"seed {seed}")
        shooter.shot(f"bidding_aid{args.suffix}_{lang}.png")
        shooter.play_until(lambda: human_turn(Phase.DECLARE))
        view = win.model.human_view()
        assert view is not None
        win.declare.point_at(shooter.target)
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
