"""Playing a lesson through the window as a player would: menu, dialog, panels, cards.

The lesson tests and the screenshot script share it. Decisions are made by
clicking the panel's buttons and the cards on the table; the test only reads
the model to know when the table waits for the player.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from skat_desktop.ai.lessons.lesson_file import Lesson
from skat_desktop.ai.lessons.registry import lesson_game
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.lesson_bar import BarMode
from skat_desktop.ui.lessons_dialog import LessonsDialog
from skat_desktop.ui.main_window import MainWindow

from .ui_helpers import click_card, ready, start

WAIT_MS = 20000


def open_lesson(qtbot, win: MainWindow, lesson: Lesson) -> None:  # type: ignore[no-untyped-def]
    """A list is running; Help → Lessons, choose ``lesson``, click "Play the deal"."""
    if not win.model.has_session:
        start(win, RuleSet(), seed=5)
    win.menus.act_lessons.trigger()
    dialog = win.lessons.dialog
    assert isinstance(dialog, LessonsDialog) and dialog.isVisible()
    dialog.select(lesson.id)
    assert dialog.lesson() is lesson or dialog.lesson().id == lesson.id
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    wait_for_player(qtbot, win)
    assert win.lessons.bar.isVisible() and win.lessons.bar.mode is BarMode.INTRO


def wait_for_player(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Until the table waits for the player, shows the result, or the bar explains."""

    def waiting() -> bool:
        QApplication.processEvents()
        return ready(win) or win.lessons.bar.mode is not BarMode.INTRO

    qtbot.waitUntil(waiting, timeout=WAIT_MS)


def decide(qtbot, win: MainWindow, action: A.Action) -> None:  # type: ignore[no-untyped-def]
    """Make ``action`` through the widgets (card click or panel button)."""

    def click(button) -> None:  # type: ignore[no-untyped-def]
        assert button.isVisible() and button.isEnabled(), button.objectName()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    if isinstance(action, A.Play):
        click_card(qtbot, win, int(action.card))
    elif isinstance(action, A.Bid):
        panel = win.bidding
        if f"{action.value} " in panel.bid_next.text():
            click(panel.bid_next)
        else:  # a jump: chosen in the list of higher bids
            panel.higher.setCurrentIndex(panel.higher.findData(action.value))
            assert panel.higher.currentData() == action.value, action
            click(panel.bid_higher)
    elif isinstance(action, A.Hold):
        click(win.bidding.yes)
    elif isinstance(action, A.Pass) and win.choice.isVisible():  # no Kontra, no Re
        click(win.choice.no)
    elif isinstance(action, A.Pass):
        click(win.bidding.pass_)
    elif isinstance(action, A.Kontra | A.Re):
        click(win.choice.yes)
    elif isinstance(action, A.PickUpSkat):
        click(win.declare.pick_up)
    elif isinstance(action, A.Discard):
        for card in action.cards:
            click_card(qtbot, win, int(card))
        click(win.discard.confirm)
    elif isinstance(action, A.Declare):
        click(win.declare.games[action.game])
    else:
        raise AssertionError(f"no widget for {action}")


def play_on(qtbot, win: MainWindow, lesson: Lesson, deal_index: int) -> None:  # type: ignore[no-untyped-def]
    """After the lesson's line: the player's best decisions until the deal ends."""
    deal = lesson.deals[deal_index]
    high = deal.bid_range[1] if deal.bid_range else 0
    while not win.result.isVisible():
        wait_for_player(qtbot, win)
        if win.result.isVisible():
            break
        assert win.lessons.bar.mode is BarMode.INTRO, win.lessons.bar.text.text()
        game = win.model.game
        seat = win.model.human_seat()
        decide(qtbot, win, lesson_game(lesson.game).computer_action(game.copy(), seat, high))
        wait_for_player(qtbot, win)
