#!/usr/bin/env python3
"""Screenshots of the deal review for ``docs/`` (English and Japanese).

A real deal is played to the end by three computer players, the review is
opened for Forehand, the analysis runs, and the dialog is grabbed at the step
just before the player's first card that changed the outcome (the card framed
red in the hand, the better ones green).

The Spitzer review (``spitzer_review_{en,ja}.png``) is shot the same way: a
Spitzer deal played by four ``easy`` computers, reviewed from seat 0 (the
first seed from :data:`SPITZER_SEED` whose seat 0 played a marked card while
other cards lay in the trick).

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/review_screenshots.py \
        [--out docs] [--only skat|spitzer]
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

from skat_desktop.ai.levels import make_player  # noqa: E402
from skat_desktop.ai.review import DealReview  # noqa: E402
from skat_desktop.ai.spitzer.levels import play_spitzer_deal  # noqa: E402
from skat_desktop.ai.spitzer.review import SpitzerDealReview, SpitzerReviewAnalysis  # noqa: E402
from skat_desktop.engine.skat.game import Game  # noqa: E402
from skat_desktop.engine.skat.rules import RuleSet  # noqa: E402
from skat_desktop.engine.spitzer import SpitzerDeal  # noqa: E402
from skat_desktop.model import settings as S  # noqa: E402
from skat_desktop.ui.card_theme import CardRenderer  # noqa: E402
from skat_desktop.ui.i18n import LanguageManager  # noqa: E402
from skat_desktop.ui.review_dialog import ReviewDialog  # noqa: E402
from skat_desktop.ui.spitzer.review_dialog import SpitzerReviewDialog  # noqa: E402

DEAL_SEED = 7
"""With three "easy" players Forehand declares Hearts and loses a won game."""

SPITZER_SEED = 0
"""Where the search for a Spitzer deal with a marked card of seat 0 starts."""


def play(seed: int) -> Game:
    game = Game.from_seed(RuleSet(), seed)
    players = [make_player("skat", "easy", seed * 3 + s) for s in range(3)]
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--seed", type=int, default=DEAL_SEED)
    parser.add_argument("--only", choices=["skat", "spitzer"], help="shoot one review only")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    tmp = Path(tempfile.mkdtemp())
    S.set_data_dir(tmp)
    languages = LanguageManager()
    renderer = CardRenderer(deck_id="french4")
    if args.only != "skat":
        shoot_spitzer(out, languages, renderer)
    if args.only == "spitzer":
        return 0
    game = play(args.seed)
    analysis = DealReview.from_game(game).analyse()
    print(f"analysis took {analysis.seconds:.2f} s, {len(analysis.marks)} marks")
    for lang in ("en", "ja"):
        languages.set_language(lang)
        names = ["Anna", "Bernd", "Clara"] if lang == "en" else ["あなた", "ベルント", "クララ"]
        review = DealReview.from_game(game)
        dialog = ReviewDialog(review, names, renderer, seat=0, number=7, analyse=False)
        dialog.set_analysis(analysis)
        own = review.marks(0, only=True)
        if own:
            dialog.steps.setCurrentRow(review.steps[own[0].step].group)
        dialog.resize(1240, 720)
        dialog.show()
        QApplication.processEvents()
        path = out / f"review_{lang}.png"
        dialog.grab().save(str(path))
        print("wrote", path)
        dialog.close()
    languages.set_language("en")
    return 0


def spitzer_deal() -> tuple[SpitzerDealReview, SpitzerReviewAnalysis, int]:
    """A Spitzer deal where seat 0 played a marked card onto a trick already begun."""
    for seed in range(SPITZER_SEED, SPITZER_SEED + 200):
        players = [make_player("spitzer", "easy", seed * 4 + s) for s in range(4)]
        game = play_spitzer_deal(SpitzerDeal.from_seed(seed), players)
        review = SpitzerDealReview.from_game(game)
        analysis = review.analyse()
        own = [m for m in analysis.marks if m.seat == 0]
        before = review.steps[own[0].step - 1] if own else None
        if before is not None and before.trick_winner is None and len(before.trick) >= 2:
            print(f"Spitzer seed {seed}: {len(analysis.marks)} marks, {analysis.seconds:.3f} s")
            return review, analysis, own[0].step
    raise SystemExit("no Spitzer deal with a marked card of seat 0 found")


def shoot_spitzer(out: Path, languages: LanguageManager, renderer: CardRenderer) -> None:
    review, analysis, step = spitzer_deal()
    for lang in ("en", "ja"):
        languages.set_language(lang)
        names = (
            ["You", "Anna", "Bernd", "Clara"]
            if lang == "en"
            else ["あなた", "アンナ", "ベルント", "クララ"]
        )
        fresh = SpitzerDealReview(review.deal, review.game.history)
        dialog = SpitzerReviewDialog(fresh, names, renderer, seat=0, number=4, analyse=False)
        dialog.set_analysis(analysis)
        dialog.steps.setCurrentRow(fresh.steps[step].group)
        dialog.show()
        QApplication.processEvents()
        path = out / f"spitzer_review_{lang}.png"
        dialog.grab().save(str(path))
        print("wrote", path)
        dialog.close()
    languages.set_language("en")


if __name__ == "__main__":
    sys.exit(main())
