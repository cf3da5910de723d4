"""The table says "your turn" in words, in Skat and in Spitzer.

A new player could not tell that they had to lead until they asked for a
hint: only the name plate's colour changed. The cue next to the player's
plate names the decision (bid, lead, play) while it is the player's turn and
is gone while a computer is to move. It lies in free space: clear of the
player's plate and its badge, the hand and the won-tricks pile, its text
whole.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import ready as spitzer_ready
from support.spitzer_ui_helpers import start_spitzer
from support.ui_helpers import ready, start

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.engine.spitzer import CallPartner, SpitzerDeal
from skat_desktop.engine.spitzer import Phase as SpitzerPhase
from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.table_view_base import TableViewBase

SIZES = [(800, 600), (1600, 1000)]


def _wait_moved(qtbot: QtBot, position: Callable[[], object], before: object) -> None:
    """Wait until the game has moved on from ``before``."""
    qtbot.waitUntil(lambda: position() != before, timeout=5000)


class Passer:
    """A computer that passes in the auction and plays its first legal card."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        for word in (A.PASS, A.ACCEPT):
            if word in view.legal:
                return word
        return view.legal[0]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def _cue_is_clear(view: TableViewBase) -> None:  # type: ignore[type-arg]
    """The cue's text is whole and it covers nothing the player needs."""
    cue = view.turn_cue()
    assert cue.isVisible() and cue.text
    rect = cue.sceneBoundingRect()
    metrics = QFontMetricsF(cue.font())
    assert metrics.horizontalAdvance(cue.text) <= cue.text_rect().width() + 0.5
    assert view.sceneRect().contains(rect)
    plate = view.plate_item(0)
    assert plate is not None
    for drawn in plate.drawn_rects():
        assert not rect.intersects(drawn), "the cue covers the player's plate or badge"
    for card in range(32):
        item = view.card_item(card)
        if item.isVisible():
            assert not rect.intersects(item.sceneBoundingRect()), f"the cue covers card {card}"
    ch = view.card_height()
    pile = view.table_layout().taken[0]
    width = view.table_layout().frame.card_width * pile.scale * ch
    pile_rect = QRectF(
        pile.x * ch - width / 2, (pile.y - pile.scale / 2) * ch, width, pile.scale * ch
    )
    assert not rect.intersects(pile_rect), "the cue covers the won-tricks pile"


def _skat_expected(win: MainWindow) -> str:
    game = win.model.game
    if game.phase is Phase.BIDDING:
        return _tr("Your bid")
    if game.phase is Phase.PLAY:
        return _tr("Your lead — play a card") if not game.trick else _tr("Your turn — play a card")
    return _tr("Your turn")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_skat_table_says_whose_turn_it_is(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], lang: str
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(*size)
    start(win, RuleSet(), 8)
    for player in (1, 2):
        win.model.set_computer(player, Passer(), "normal")
    seen: set[str] = set()
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(win), timeout=10000)
        if win.result.isVisible():
            break
        assert win.table.turn_cue().text == _skat_expected(win)
        _cue_is_clear(win.table)
        seen.add(win.table.turn_cue().text)
        view = win.model.human_view()
        assert view is not None
        action: Action
        if view.phase is Phase.BIDDING:
            action = next(a for a in view.legal if a != A.PASS)
        elif view.phase is Phase.SKAT:
            action = A.PICK_UP
        elif view.phase is Phase.DECLARE:
            action = next(a for a in view.legal if isinstance(a, A.Declare))
        else:
            action = view.legal[-1]
        if view.phase is Phase.PLAY and win.model.game.tricks:
            # The next card is a computer's, and it takes its time: no cue then.
            win.model.move_delay_ms = 60_000
            before = win.model.position()
            win.model.play_human(action)
            _wait_moved(qtbot, win.model.position, before)
            qtbot.waitUntil(lambda: not win.table.animating(), timeout=5000)
            if not win.model.human_to_move() and not win.model.game.finished:
                assert not win.table.turn_cue().isVisible()
                assert win.table.plate_item(0) is not None
                break
            win.model.move_delay_ms = 0
            continue
        before = win.model.position()
        win.model.play_human(action)
        _wait_moved(qtbot, win.model.position, before)
    else:
        raise AssertionError("the deal did not reach a computer's card")
    assert {_tr("Your bid"), _tr("Your turn")} <= seen
    assert seen & {_tr("Your lead — play a card"), _tr("Your turn — play a card")}


def _spitzer_expected(win: MainWindow) -> str:
    game = spitzer_mode(win).model.game
    if game.phase is SpitzerPhase.DECLARE:
        return _tr("Your turn")
    return _tr("Your lead — play a card") if not game.trick else _tr("Your turn — play a card")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_spitzer_table_says_whose_turn_it_is(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], lang: str
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(*size)
    start_spitzer(win, 5)
    mode = spitzer_mode(win)
    model = mode.model
    rng = random.Random(5)
    leads = 0
    for _ in range(40):
        qtbot.waitUntil(lambda: spitzer_ready(win), timeout=10000)
        if mode.result.isVisible():
            break
        assert mode.view.turn_cue().text == _spitzer_expected(win)
        _cue_is_clear(mode.view)
        leads += mode.view.turn_cue().text == _tr("Your lead — play a card")
        legal = list(model.human_legal())
        before = model.position()
        model.play_human(rng.choice(legal))
        _wait_moved(qtbot, model.position, before)
    assert leads, "the player never led in this deal"
    # A computer to move, taking its time: the cue is gone.
    next_seat_is_computer = False
    for _ in range(40):
        if mode.result.isVisible():
            mode.result.next_button.click()
        qtbot.waitUntil(lambda: spitzer_ready(win), timeout=10000)
        if mode.result.isVisible():
            continue
        model.move_delay_ms = 60_000
        before = model.position()
        model.play_human(rng.choice(list(model.human_legal())))
        _wait_moved(qtbot, model.position, before)
        qtbot.waitUntil(lambda: not mode.view.animating(), timeout=5000)
        view = model.human_view()
        if view is not None and view.to_move != view.seat and not model.game.finished:
            assert not mode.view.turn_cue().isVisible()
            next_seat_is_computer = True
            break
        model.move_delay_ms = 0
    assert next_seat_is_computer


def test_the_cue_disappears_when_the_deal_is_over(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    start(win, RuleSet(), 8)
    for player in (1, 2):
        win.model.set_computer(player, Passer(), "normal")
    qtbot.waitUntil(lambda: ready(win), timeout=10000)
    assert win.table.turn_cue().isVisible()
    while not win.result.isVisible():
        qtbot.waitUntil(lambda: ready(win), timeout=10000)
        if win.result.isVisible():
            break
        view = win.model.human_view()
        assert view is not None
        before = win.model.position()
        win.model.play_human(A.PASS if A.PASS in view.legal else view.legal[0])
        _wait_moved(qtbot, win.model.position, before)
    assert not win.table.turn_cue().isVisible()


def _seed_with_both_queens() -> int:
    """A session whose first deal gives the player both queens: a partner call."""
    for seed in range(2000):
        hand = SpitzerDeal.from_seed(deal_seed(seed, 0)).hands[0]
        if hand >> BIG_QUEEN & 1 and hand >> LITTLE_QUEEN & 1:
            return seed
    raise AssertionError("no such seed")


@pytest.mark.parametrize("size", SIZES)
def test_a_message_never_covers_the_cue(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    """With the player's "Call the ace of clubs" badge the row is too short and
    the cue stands above the plate, where messages appear: "You: Call the ace
    of clubs" then moves up instead of hiding the cue."""
    win = window
    win.resize(*size)
    start_spitzer(win, _seed_with_both_queens())
    model = spitzer_mode(win).model
    qtbot.waitUntil(lambda: spitzer_ready(win), timeout=10000)
    call = next(a for a in model.human_legal() if isinstance(a, CallPartner))
    model.play_human(call)
    qtbot.waitUntil(
        lambda: spitzer_ready(win) and model.game.phase is SpitzerPhase.PLAY, timeout=10000
    )
    view = spitzer_mode(win).view
    cue, plate, toast = view.turn_cue(), view.plate_item(0), view.decor().toast
    assert plate is not None and cue.isVisible()
    assert cue.sceneBoundingRect().bottom() <= plate.pos().y(), "the cue stands above the plate"
    _cue_is_clear(view)
    view.show_message(
        QCoreApplication.translate("Spitzer", "{name}: {declaration}").format(
            name="You", declaration="Call the ace of spades, Schneider"
        )
    )
    assert toast.isVisible()
    assert not toast.sceneBoundingRect().intersects(cue.sceneBoundingRect())
    # The same when the cue appears after the message (the declaration, then the lead).
    cue.set_text("", 12)
    view.show_message("You: Call the ace of spades, Schneider")
    view.refresh(animated=False)
    qtbot.waitUntil(lambda: not view.animating(), timeout=5000)
    assert cue.isVisible()
    assert not toast.sceneBoundingRect().intersects(cue.sceneBoundingRect())
