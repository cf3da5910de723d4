#!/usr/bin/env python3
"""Regenerate the screenshots in ``docs/`` by playing scripted deals offscreen.

The opponents here are tiny scripted players (they pass in the auction and
play a seeded random legal card), not the real computer levels, so the
pictures come out the same on every run and show the stages we want: the
human bids, picks up, discards, declares, plays and sees the result.

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/screenshots.py [--out docs]

Install a Japanese font first (Debian: ``fonts-noto-cjk``) for the ``_ja``
pictures.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from skat_desktop.engine import actions as A  # noqa: E402
from skat_desktop.engine.actions import Action  # noqa: E402
from skat_desktop.engine.cards import CardSet  # noqa: E402
from skat_desktop.engine.skat.game import Phase  # noqa: E402
from skat_desktop.engine.skat.game_types import GameType  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS, RuleSet  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402
from skat_desktop.model import settings as S  # noqa: E402
from skat_desktop.ui.main_window import MainWindow  # noqa: E402


class ScriptedOpponent:
    """Passes in the auction, declines Kontra, plays a seeded random legal card."""

    level = "normal"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: GameView) -> Action:
        legal = list(view.legal)
        for preferred in (A.PASS, A.ACCEPT, A.PUSH):
            if preferred in legal:
                return preferred
        plays = [a for a in legal if isinstance(a, A.Play)]
        if plays:
            return self._rng.choice(plays)
        return legal[0]


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait(cond: Callable[[], bool], ms: int = 20000) -> bool:
    waited = 0
    while not cond() and waited < ms:
        pump(20)
        waited += 20
    return cond()


def save(widget: QWidget, path: Path) -> None:
    image: QImage = widget.grab().toImage()
    image.save(str(path), "PNG", 0)
    size = path.stat().st_size
    if size > 480_000:
        # Too large for the docs: store with a reduced palette instead.
        image.convertToFormat(QImage.Format.Format_Indexed8).save(str(path), "PNG", 0)
    print(f"{path.name}: {path.stat().st_size // 1024} KB")


class Shooter:
    def __init__(self, out: Path, app: QApplication) -> None:
        from skat_desktop.app import create_window

        self.out = out
        self.win = create_window(app, "en", resume=False)
        self.win.model.autosave_enabled = False
        self.win.set_speed(S.AnimationSpeed.FAST)
        self.win.model.move_delay_ms = 60
        self.win.show()

    def new(self, rules: RuleSet, seed: int, size: tuple[int, int] = (1280, 820)) -> None:
        win = self.win
        win.resize(*size)
        levels = ["human"] + ["normal"] * (rules.players - 1)
        win.start_new_session(rules, levels, seed=seed)
        for player in range(1, rules.players):
            win.model.set_computer(player, ScriptedOpponent(seed + player), "normal")
        pump(50)

    def ready(self) -> bool:
        win = self.win
        if win.table.animating():
            return False
        if win.result.isVisible():
            return True
        view = win.model.human_view()
        if view is None or view.to_move != view.seat:
            return False
        if view.phase is Phase.PLAY:
            return True
        return win._current_panel is not None and win._current_panel.isVisible()

    def human(self, view: GameView) -> Action:
        """A sensible human: bid to 23, pick up, put away low cards, Grand or long suit."""
        legal = list(view.legal)
        if view.phase is Phase.BIDDING:
            bids = [a for a in legal if isinstance(a, A.Bid) and a.value <= 23]
            if bids:
                return bids[0]
            return A.HOLD if A.HOLD in legal and view.auction_value <= 23 else A.PASS
        if view.phase is Phase.SKAT:
            return A.PICK_UP
        if view.phase is Phase.DISCARD:
            cards = sorted(CardSet(view.hand), key=lambda c: (c.is_jack, c.points, c.rank))
            return A.Discard((cards[0], cards[1]))
        if view.phase is Phase.DECLARE:
            return A.Declare(self.best_game(view.hand))
        plays = [a for a in legal if isinstance(a, A.Play)]
        if plays:
            return max(plays, key=lambda a: (a.card.points, a.card))
        return A.PASS if A.PASS in legal else legal[0]

    @staticmethod
    def best_game(hand: int) -> GameType:
        cards = list(CardSet(hand))
        jacks = sum(1 for c in cards if c.is_jack)
        if jacks >= 3:
            return GameType.GRAND
        counts = {s: sum(1 for c in cards if c.suit == s and not c.is_jack) for s in range(4)}
        return GameType(max(counts, key=lambda s: (counts[s], s)))

    def step(self) -> None:
        win = self.win
        view = win.model.human_view()
        assert view is not None
        action = self.human(view)
        if view.phase is Phase.DISCARD and isinstance(action, A.Discard):
            win.controller.set_selection({int(c) for c in action.cards})
        before = win.model.position()
        win.model.play_human(action)
        wait(lambda: win.model.position() != before)

    def play_until(self, stop: Callable[[], bool], max_steps: int = 300) -> None:
        for _ in range(max_steps):
            wait(self.ready)
            if stop() or self.win.result.isVisible():
                return
            self.step()

    def shot(self, name: str) -> None:
        pump(150)
        save(self.win, self.out / name)


def at_third_trick(win: MainWindow) -> Callable[[], bool]:
    """The human to play the third card of the third trick (two cards lie)."""
    return lambda: (
        win.model.game.phase is Phase.PLAY
        and len(win.model.game.tricks) >= 3
        and len(win.model.game.trick) == 2
        and win.model.human_to_move()
    )


def german_deck_hint(shooter: Shooter) -> None:
    """German texts with the German deck: the hint list names Eichel-U, Rot-10 …"""
    win = shooter.win
    win.set_language("de")
    win.set_deck("german")
    shooter.new(PRESETS["official"], 3)
    # The opening lead (seed 3: Unter, Ober and a ten in hand): the whole hand
    # is in the hint list.
    shooter.play_until(lambda: win.model.game.phase is Phase.PLAY and win.model.human_to_move())
    win.request_hint()
    wait(lambda: win.hints._state != "busy", 30000)
    shooter.shot("table_german_deck_de.png")
    win.set_language("en")
    win.set_deck("french4")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument(
        "--only",
        choices=("german",),
        help="only the German-deck pictures (table_play_german, table_german_deck_de)",
    )
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    S.set_data_dir(tempfile.mkdtemp(prefix="skat-shots-"))
    app = QApplication(sys.argv)
    shooter = Shooter(out, app)
    win = shooter.win
    official = PRESETS["official"]

    def phase() -> Phase:
        return win.model.game.phase

    def human_turn(p: Phase) -> Callable[[], bool]:
        return lambda: phase() is p and win.model.human_to_move()

    if args.only == "german":
        win.set_language("en")
        win.set_deck("german")
        shooter.new(official, 8)
        shooter.play_until(at_third_trick(win))
        shooter.shot("table_play_german.png")
        german_deck_hint(shooter)
        win.set_deck("french4")
        win.model.shutdown()
        return 0

    for lang in ("en", "ja"):
        win.set_language(lang)
        win.set_deck("french4")
        shooter.new(official, 8)
        shooter.play_until(human_turn(Phase.BIDDING))
        shooter.shot(f"table_bidding_{lang}.png")
        shooter.play_until(human_turn(Phase.SKAT))
        shooter.shot(f"table_skat_{lang}.png")
        shooter.play_until(human_turn(Phase.DISCARD))
        view = win.model.human_view()
        assert view is not None
        discard = shooter.human(view)
        assert isinstance(discard, A.Discard)
        win.controller.set_selection({int(c) for c in discard.cards})
        win._place_overlays()
        shooter.shot(f"table_discard_{lang}.png")
        shooter.play_until(human_turn(Phase.DECLARE))
        shooter.shot(f"table_declaring_{lang}.png")
        shooter.play_until(
            lambda: (
                phase() is Phase.PLAY
                and len(win.model.game.tricks) >= 3
                and len(win.model.game.trick) == 2
                and win.model.human_to_move()
            )
        )
        shooter.shot(f"table_play_{lang}.png")
        win.show_last_trick()
        pump(300)
        shooter.shot(f"table_last_trick_{lang}.png")
        win.last_trick.hide()
        if win.menus.act_hint.isEnabled():
            win.request_hint()
            wait(lambda: win.hints._state != "busy", 30000)
            shooter.shot(f"table_hint_{lang}.png")
        shooter.play_until(lambda: False)
        shooter.shot(f"result_{lang}.png")
        # A few more deals for the score sheet, against the easy computer level.
        from skat_desktop.ai.levels import make_player

        for player in (1, 2):
            win.model.set_computer(player, make_player("skat", "easy", 40 + player), "easy")
        for _ in range(4):
            win.model.next_deal()
            shooter.play_until(lambda: False)
        win.model.next_deal()
        shooter.play_until(human_turn(Phase.BIDDING))
        save(win.dock.widget(), out / f"scoresheet_{lang}.png")
        shooter.shot(f"window_list_{lang}.png")

    win.set_language("en")
    for deck in ("french2", "german"):
        win.set_deck(deck)
        shooter.new(official, 8)
        shooter.play_until(at_third_trick(win))
        shooter.shot(f"table_play_{deck}.png")
    german_deck_hint(shooter)
    win.set_deck("french4")

    shooter.new(official, 8, (800, 600))
    shooter.play_until(human_turn(Phase.DECLARE))
    shooter.shot("table_small_800x600.png")
    shooter.new(official, 8, (1600, 1000))
    shooter.play_until(
        lambda: (
            phase() is Phase.PLAY and len(win.model.game.tricks) >= 2 and win.model.human_to_move()
        )
    )
    shooter.shot("table_large_1600x1000.png")
    four = PRESETS["official"].replace(players=4, list_length=48)
    shooter.new(four, 3)
    shooter.play_until(
        lambda: (
            phase() is Phase.PLAY and len(win.model.game.tricks) >= 1 and win.model.human_to_move()
        )
    )
    shooter.shot("table_four_players_en.png")
    # Settlement list (1997 rules) in Japanese.
    win.set_language("ja")
    shooter.new(PRESETS["classic1997"], 30)
    for _ in range(3):
        shooter.play_until(lambda: False)
        win.model.next_deal()
    shooter.play_until(human_turn(Phase.BIDDING))
    save(win.dock.widget(), out / "scoresheet_settlement_ja.png")
    win.set_language("en")
    win.model.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
