#!/usr/bin/env python3
"""Screenshots of the settings, help, About, new-list and statistics dialogs for ``docs/``.

Each dialog is built offscreen, shown in English and Japanese, and grabbed.
The Spitzer statistics (``statistics_spitzer_{en,ja}.png``) show games played
here and now with random legal actions, recorded deal by deal as the program
records them; ``statistics_restored_{en,ja}.png`` the warning after a damaged
statistics file was replaced by its earlier copy;
``statistics_save_failed_{en,ja}.png`` the warning that appears in the open
dialog when a save fails.

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/dialog_screenshots.py [--out docs]
        [--only spitzer-statistics|restored-statistics]

Install a Japanese font first (Debian: ``fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from skat_desktop.engine.spitzer.api import (  # noqa: E402
    TRUMPS_MASK,
    DeclareZola,
    SpitzerPass,
    SpitzerSession,
)
from skat_desktop.model import settings as S  # noqa: E402
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore  # noqa: E402
from skat_desktop.model.statistics import StatisticsStore  # noqa: E402
from skat_desktop.ui.about_dialog import AboutDialog  # noqa: E402
from skat_desktop.ui.help_dialog import HelpDialog  # noqa: E402
from skat_desktop.ui.i18n import LanguageManager  # noqa: E402
from skat_desktop.ui.new_session_dialog import NewSessionDialog  # noqa: E402
from skat_desktop.ui.settings_dialog import SettingsDialog  # noqa: E402
from skat_desktop.ui.statistics_dialog import StatisticsDialog  # noqa: E402

ZOLA_SCHWARZ = DeclareZola(schneider=True, schwarz=True)


def grab(widget: QWidget, path: Path) -> None:
    widget.show()
    QApplication.processEvents()
    widget.grab().save(str(path))
    print("wrote", path)


def spitzer_store(path: Path, names: tuple[str, ...], games: int = 8) -> SpitzerStatisticsStore:
    """Whole Spitzer games of the easy computer players, recorded deal by deal.

    The easy players hardly ever declare, so a seat with five trumps or more
    sometimes declares a Zola or Schneider instead, for a chart with more
    than one bar.
    """
    from skat_desktop.ai.levels import make_player

    store = SpitzerStatisticsStore(path)
    rng = random.Random(2026)
    players = [make_player("spitzer", "easy", seat) for seat in range(4)]
    for number in range(games):
        session = SpitzerSession(names, 1000 + number)
        while True:
            game = session.game
            while not game.finished:
                seat = game.to_move
                assert seat is not None
                legal = game.legal_actions(seat)
                bold = [a for a in legal if a != SpitzerPass() and a != ZOLA_SCHWARZ]
                trumps = (game.view(seat).hand & TRUMPS_MASK).bit_count()
                if SpitzerPass() in legal and bold and trumps >= 5 and rng.random() < 0.6:
                    action = rng.choice(bold)
                else:
                    action = players[session.player_at(seat)].choose(game.view(seat))
                session.apply(action, seat)
            store.record_deal(session, practice=number == games - 1)
            if session.finished:
                break
            session.next_deal()
            game = session.game
    return store


def spitzer_statistics(out: Path, tmp: Path, lang: str) -> None:
    you = "あなた" if lang == "ja" else "You"
    store = spitzer_store(tmp / f"spitzer_statistics_{lang}.json", (you, "Anna", "Bernd", "Clara"))
    skat = StatisticsStore(tmp / f"statistics_{lang}.json")
    dialog = StatisticsDialog(skat, player=you, stores={"spitzer": store}, game="spitzer")
    grab(dialog, out / f"statistics_spitzer_{lang}.png")


def restored_statistics(out: Path, tmp: Path, lang: str) -> None:
    """The warning a player sees after the statistics file was damaged and its
    earlier copy (``.bak``) was read instead."""
    you = "あなた" if lang == "ja" else "You"
    path = tmp / f"restored_{lang}" / "spitzer_statistics.json"
    store = spitzer_store(path, (you, "Anna", "Bernd", "Clara"), games=3)
    store.save()
    store.save()  # the good file is now also the .bak
    path.write_text("{damaged", encoding="utf-8")
    skat = StatisticsStore(tmp / f"restored_{lang}" / "statistics.json")
    damaged = SpitzerStatisticsStore.open(path)
    dialog = StatisticsDialog(skat, player=you, stores={"spitzer": damaged}, game="spitzer")
    grab(dialog, out / f"statistics_restored_{lang}.png")


def failed_save_statistics(out: Path, tmp: Path, lang: str) -> None:
    """The warning that appears in the open dialog when a save fails meanwhile
    (a full disk): the dialog is on screen first, as the player has it."""
    you = "あなた" if lang == "ja" else "You"
    path = tmp / f"failed_{lang}" / "spitzer_statistics.json"
    store = spitzer_store(path, (you, "Anna", "Bernd", "Clara"), games=3)
    skat = StatisticsStore(tmp / f"failed_{lang}" / "statistics.json")
    dialog = StatisticsDialog(skat, player=you, stores={"spitzer": store}, game="spitzer")
    dialog.show()
    store.save_error = str(OSError(28, "No space left on device", str(path)))
    dialog.refresh()
    grab(dialog, out / f"statistics_save_failed_{lang}.png")
    dialog.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument(
        "--only",
        choices=("spitzer-statistics", "restored-statistics", "failed-save-statistics"),
        help="shoot only these dialogs (default: all)",
    )
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    tmp = Path(tempfile.mkdtemp())
    S.set_data_dir(tmp)
    settings = S.AppSettings()
    languages = LanguageManager()
    for lang in ("en", "ja"):
        languages.set_language(lang)
        if args.only in (None, "spitzer-statistics"):
            spitzer_statistics(out, tmp, lang)
        if args.only in (None, "restored-statistics"):
            restored_statistics(out, tmp, lang)
        if args.only in (None, "failed-save-statistics"):
            failed_save_statistics(out, tmp, lang)
        if args.only is not None:
            continue
        settings_dialog = SettingsDialog(settings)
        settings_dialog.resize(settings_dialog.sizeHint())
        grab(settings_dialog, out / f"settings_{lang}.png")
        help_dialog = HelpDialog()
        grab(help_dialog, out / f"help_{lang}.png")
        grab(AboutDialog(), out / f"about_{lang}.png")
        new_list = NewSessionDialog("pub", 3, ["easy", "strong"], "", None, ["Anna", "Bernd"])
        new_list.resize(new_list.sizeHint().width(), 760)
        grab(new_list, out / f"new_list_{lang}.png")
    languages.set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
