"""Playing a lesson through the window as a player would: menu, dialog, panels, cards.

The lesson tests and the screenshot script share it. Decisions are made by
clicking the panel's buttons and the cards on the lesson's table (Skat's or
Spitzer's page); the test reads the model only to know when the table waits
for the player and which card the player's seat plays after the lesson's line.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from skat_desktop.ai.lessons.lesson_file import Lesson
from skat_desktop.ai.lessons.registry import lesson_game
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.lesson_bar import BarMode, LessonBar
from skat_desktop.ui.lesson_table import LessonTable
from skat_desktop.ui.lessons_dialog import LessonsDialog
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.result_base import ResultPanelBase

from .ui_helpers import start

WAIT_MS = 30000


def table_of(win: MainWindow, lesson: Lesson) -> LessonTable:
    return win.lessons.table_for(lesson)


def bar_of(win: MainWindow, lesson: Lesson) -> LessonBar:
    return table_of(win, lesson).bar


def result_shown(win: MainWindow, lesson: Lesson) -> bool:
    viewport = table_of(win, lesson).table.viewport()
    return any(panel.isVisible() for panel in viewport.findChildren(ResultPanelBase))


def ready(win: MainWindow, lesson: Lesson) -> bool:
    """The lesson's table waits for the player, or shows the result."""
    table = table_of(win, lesson)
    if table.table.animating():
        return False
    return result_shown(win, lesson) or table.page.controller.prompt().to_move


def open_lesson(qtbot: QtBot, win: MainWindow, lesson: Lesson) -> None:
    """A Skat list is running; Help → Lessons, choose ``lesson``, click "Play the deal"."""
    if not win.model.has_session:
        start(win, RuleSet(), seed=5)
    win.menus.act_lessons.trigger()
    dialog = win.lessons.dialog
    assert isinstance(dialog, LessonsDialog) and dialog.isVisible()
    dialog.select(lesson.id)
    chosen = dialog.lesson()
    assert chosen is not None and chosen.id == lesson.id
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    wait_for_player(qtbot, win, lesson)
    bar = bar_of(win, lesson)
    assert bar.isVisible() and bar.mode is BarMode.INTRO


def wait_for_player(qtbot: QtBot, win: MainWindow, lesson: Lesson) -> None:
    """Until the table waits for the player, shows the result, or the bar explains."""
    bar = bar_of(win, lesson)

    def waiting() -> bool:
        QApplication.processEvents()
        return ready(win, lesson) or bar.mode is not BarMode.INTRO

    qtbot.waitUntil(waiting, timeout=WAIT_MS)


def click_card(qtbot: QtBot, win: MainWindow, lesson: Lesson, card: int) -> None:
    """Click the visible strip of ``card`` in the fanned hand of the lesson's table."""
    table = table_of(win, lesson).table
    item = table.card_item(card)
    center = item.pos()
    cw = item.size().width() * item.scale()
    point = table.mapFromScene(center.x() - cw * 0.3, center.y() + item.size().height() * 0.2)
    hit = table.itemAt(point)
    assert hit is item, f"clicking {card} would hit {hit}"
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def decide(qtbot: QtBot, win: MainWindow, lesson: Lesson, action: Any) -> None:
    """Make ``action`` through the widgets (card click or panel button)."""

    def click(button: Any) -> None:
        assert button.isVisible() and button.isEnabled(), button.objectName()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    page = table_of(win, lesson).page
    declare_panel = getattr(page, "declare", None)  # Spitzer's declarations
    if isinstance(action, A.Play):
        click_card(qtbot, win, lesson, int(action.card))
    elif page is not win.first_page() and declare_panel is not None:
        click(declare_panel.buttons[action])
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
            click_card(qtbot, win, lesson, int(card))
        click(win.discard.confirm)
    elif isinstance(action, A.Declare):
        panel = win.declare
        for box, flag in (
            (panel.schneider, action.schneider),
            (panel.schwarz, action.schwarz),
            (panel.ouvert, action.ouvert),
        ):
            if box.isVisible() and box.isChecked() != flag:
                click(box)
        click(panel.games[action.game])
    else:
        raise AssertionError(f"no widget for {action}")


def play_on(qtbot: QtBot, win: MainWindow, lesson: Lesson, deal_index: int) -> None:
    """After the lesson's line: the player's best decisions until the deal ends."""
    deal = lesson.deals[deal_index]
    high = deal.bid_range[1] if deal.bid_range else 0
    bar = bar_of(win, lesson)
    model = table_of(win, lesson).page.model
    kind = lesson_game(lesson.game)
    while not result_shown(win, lesson):
        wait_for_player(qtbot, win, lesson)
        if result_shown(win, lesson):
            break
        assert bar.mode is BarMode.INTRO, bar.text.text()
        seat = model.human_seat()
        decide(qtbot, win, lesson, kind.computer_action(model.game.copy(), seat, high))
        wait_for_player(qtbot, win, lesson)
