"""Putting two cards away from a 12-card hand.

The two cards picked up from the skat are marked in the hand (raised a little
and outlined) while the player chooses what to put away, and only then. A
card raised for the discard stays clear of the player's name plate and its
"Declarer 18" badge, at a small and a large window.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from support.ui_helpers import ready, start

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import CardSet
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.table.snapshot import snapshot_of

SIZES = [(800, 600), (1600, 1000)]


def _wait_moved(qtbot: QtBot, position: Callable[[], object], before: object) -> None:
    """Wait until the game has moved on from ``before``."""
    qtbot.waitUntil(lambda: position() != before, timeout=5000)


class Passer:
    """A computer that passes in the auction and plays its first legal card."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        return A.PASS if A.PASS in view.legal else view.legal[0]


def _to_discard(qtbot: QtBot, win: MainWindow) -> GameView:
    """Bid, win the auction against two passers and pick up the skat."""
    start(win, RuleSet(), 8)
    for player in (1, 2):
        win.model.set_computer(player, Passer(), "normal")
    for _ in range(10):
        qtbot.waitUntil(lambda: ready(win), timeout=10000)
        view = win.model.human_view()
        assert view is not None
        if view.phase is Phase.DISCARD:
            return view
        if view.phase is Phase.BIDDING:
            action: Action = next(a for a in view.legal if a != A.PASS)
        else:
            action = A.PICK_UP
        before = win.model.position()
        win.model.play_human(action)
        _wait_moved(qtbot, win.model.position, before)
    raise AssertionError("never came to put cards away")


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_from_the_skat_are_marked_while_discarding(
    qtbot: QtBot,
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    win = window
    win.resize(*size)
    view = _to_discard(qtbot, win)
    skat = {int(c) for c in CardSet(view.known_skat or 0)}
    assert len(skat) == 2
    table = win.table
    marked = {c for c in range(32) if table.card_item(c).from_skat()}
    assert marked == skat
    # Marked cards stand a little higher than their place in the fan, less than
    # a card picked to put away.
    snap = snapshot_of(win.model)
    assert snap is not None
    order = list(snap.hands[0].cards)
    slots = table.table_layout().hands[0].slots(len(order), True)
    ch = table.card_height()
    lift = table.table_layout().hands[0].lift * ch
    for card in order:
        rest = slots[order.index(card)].y * ch
        y = table.card_item(card).pos().y()
        if card in skat:
            assert rest - lift < y < rest - 2, card
        else:
            assert y == pytest.approx(rest), card
    # The panel says what the mark means.
    note = win.discard.findChild(QLabel, "DiscardNote")
    assert note is not None and note.isVisible() and note.text()
    # Once the two are put away the marks are gone.
    discard = next(a for a in view.legal if isinstance(a, A.Discard))
    before = win.model.position()
    win.model.play_human(discard)
    qtbot.waitUntil(lambda: win.model.position() != before, timeout=5000)
    qtbot.waitUntil(lambda: ready(win), timeout=10000)
    assert not any(table.card_item(c).from_skat() for c in range(32))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_raised_cards_stay_clear_of_the_declarer_badge(
    qtbot: QtBot,
    window: MainWindow,
    size: tuple[int, int],
    lang: str,
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(*size)
    view = _to_discard(qtbot, win)
    hand = {int(c) for c in CardSet(view.hand)}
    assert len(hand) == 12
    # Every card raised at once: whichever two the player picks, none may
    # reach the plate or its badge.
    win.controller.set_selection(hand)
    qtbot.waitUntil(lambda: not win.table.animating(), timeout=5000)
    plate = win.table.plate_item(0)
    assert plate is not None and plate.badges, "the declarer's badge is shown"
    drawn = plate.drawn_rects()
    assert len(drawn) == 2
    for card in hand:
        item = win.table.card_item(card)
        rect = item.mapToScene(item.shape()).boundingRect()
        for part in drawn:
            assert not rect.intersects(part), (card, rect, part)
