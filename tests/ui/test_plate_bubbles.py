"""The Spitzer plates' badges show their whole text.

"Call the ace of clu…" was cut at the end: the badge beside a plate was
elided to the gap before the next plate. A badge now takes a second line, or
goes under its plate, where there is room; its text is whole, and it still
covers no other plate, no other player's cards and no won-tricks pile.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from pytestqt.qtbot import QtBot
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import ready as spitzer_ready
from support.spitzer_ui_helpers import start_spitzer

from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer import CallPartner
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.spitzer import texts


def _bare(text: str) -> str:
    """Without spaces: Japanese lines join without one, English ones with one."""
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1600, 1000)])
def test_spitzer_declaration_badges_are_shown_whole(
    qtbot: QtBot,
    window: MainWindow,
    size: tuple[int, int],
    lang: str,
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(*size)
    start_spitzer(win, 5)
    qtbot.waitUntil(lambda: spitzer_ready(win), timeout=5000)
    view = spitzer_mode(win).view
    decor = view.decor()
    layout, ch = view.table_layout(), view.card_height()
    call = texts.action_text(CallPartner(Card.parse("SA"), schneider=True))
    partner = QCoreApplication.translate("Spitzer", "Partner")
    for declarer, mate in itertools.permutations((1, 2, 3), 2):
        for player in (1, 2, 3):
            plate = decor.plates[player]
            badges = [call] if player == declarer else [partner] if player == mate else []
            plate.set_content(plate.name, plate.detail, "", badges, False, bool(badges), False)
        decor._fit_bubbles(layout, ch)
        boxes = {p: decor.plates[p].drawn_rects()[0] for p in (1, 2, 3)}
        for player in (declarer, mate):
            plate = decor.plates[player]
            text = plate.badges[0]
            lines = plate.bubble_lines()
            assert _bare("".join(lines)) == _bare(text), (player, lines)
            assert len(lines) <= 2 and not any(line.endswith("…") for line in lines)
            bubble = plate.drawn_rects()[1]
            assert view.sceneRect().contains(bubble), (player, bubble)
            for other, box in boxes.items():
                assert other == player or not bubble.intersects(box), (player, other)
            other_bubbles = [
                decor.plates[o].drawn_rects()[1] for o in (declarer, mate) if o != player
            ]
            assert not any(bubble.intersects(b) for b in other_bubbles), (declarer, mate)
            # Not over another player's cards or anybody's won tricks.
            for position, hand in enumerate(layout.hands):
                if position == player:
                    continue
                for spot in hand.slots(8, False):
                    w = layout.frame.card_width * spot.scale * ch
                    card = QRectF(
                        spot.x * ch - w / 2, (spot.y - spot.scale / 2) * ch, w, spot.scale * ch
                    )
                    assert not bubble.intersects(card), (player, position)
            for pile in layout.taken:
                w = layout.frame.card_width * pile.scale * ch
                rect = QRectF(
                    pile.x * ch - w / 2, (pile.y - pile.scale / 2) * ch, w, pile.scale * ch
                )
                assert not bubble.intersects(rect), (player, "pile")
