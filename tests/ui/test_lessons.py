"""The lessons through the window: menu, dialog, the deal at the table, the bar.

Every lesson's intended line is played by clicking its cards and panel
buttons; one listed mistake per lesson is made, its explanation must appear,
and Retry must give the position back exactly. Progress is kept in the
settings, and the first-start offer is shown once.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from skat_desktop.ai.lessons.lesson_file import Lesson, load_lessons
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.model.settings import AppSettings
from skat_desktop.resources_path import resources_dir
from skat_desktop.ui.lesson_bar import BarMode
from skat_desktop.ui.lesson_table import offer_lessons
from skat_desktop.ui.lesson_texts import lesson_text
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.result_base import ResultPanelBase
from tests.support.lesson_robot import (
    bar_of,
    decide,
    open_lesson,
    play_on,
    result_shown,
    table_of,
    wait_for_player,
)
from tests.support.ui_helpers import start

LESSONS, _ = load_lessons(resources_dir() / "lessons")
SKAT = [lesson for lesson in LESSONS if lesson.game == "skat"]


def _lesson(lesson_id: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


def _click(qtbot: QtBot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_intended_line_plays_through_the_window(
    qtbot: QtBot, window: MainWindow, lesson: Lesson
) -> None:
    bar = bar_of(window, lesson)
    open_lesson(qtbot, window, lesson)
    for index, deal in enumerate(lesson.deals):
        assert bar.text.text() == lesson_text(deal.intro, "en")
        for action in deal.intended:
            decide(qtbot, window, lesson, action)
            wait_for_player(qtbot, window, lesson)
            assert bar.mode is BarMode.INTRO, bar.text.text()
        play_on(qtbot, window, lesson, index)
        qtbot.waitUntil(lambda: bar.mode is BarMode.DONE, timeout=5000)
        assert bar.text.text() == lesson_text(deal.done, "en")
        viewport = table_of(window, lesson).table.viewport()
        assert result_shown(window, lesson)
        assert not any(p.review_button.isVisible() for p in viewport.findChildren(ResultPanelBase))
        if index + 1 < len(lesson.deals):
            _click(qtbot, bar.next)
            wait_for_player(qtbot, window, lesson)
    assert lesson.id in window.settings.lessons_done
    assert lesson.id in AppSettings().lessons_done  # on disk, for the next start


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_listed_mistake_is_explained_and_retry_gives_the_position_back(
    qtbot: QtBot, window: MainWindow, lesson: Lesson
) -> None:
    deal = lesson.deals[0]
    mistake = deal.mistakes[0]
    open_lesson(qtbot, window, lesson)
    model = table_of(window, lesson).page.model
    for action in deal.intended[: mistake.at]:
        decide(qtbot, window, lesson, action)
        wait_for_player(qtbot, window, lesson)
    before = model.human_view()
    decide(qtbot, window, lesson, mistake.action)
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    assert bar.text.text() == lesson_text(mistake.text, "en")
    assert bar.retry.isVisible() and bar.go_on.isVisible()
    assert model.computers_held
    qtbot.wait(300)  # the computers wait while the explanation is read
    assert len(model.human_view().history) == len(before.history) + 1
    _click(qtbot, bar.retry)
    wait_for_player(qtbot, window, lesson)
    after = model.human_view()
    assert after.hand == before.hand and after.history == before.history
    assert after.legal == before.legal and bar.mode is BarMode.INTRO
    assert not model.computers_held
    decide(qtbot, window, lesson, deal.intended[mistake.at])  # the right decision now goes through
    wait_for_player(qtbot, window, lesson)
    assert bar.mode is BarMode.INTRO


def test_an_unlisted_costly_card_gets_the_solvers_sentence_and_continue_plays_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    lesson = _lesson("skat-follow-suit")
    open_lesson(qtbot, window, lesson)
    decide(qtbot, window, lesson, A.Play(A.Card.parse("DT")))
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    text = bar.text.text()
    assert text.startswith("♦10 costs the game") and "♣" in text, text
    played = len(window.model.human_view().history)
    _click(qtbot, bar.go_on)
    qtbot.waitUntil(lambda: len(window.model.human_view().history) > played, timeout=10000)
    ten = int(A.Card.parse("DT"))
    assert bar.mode is BarMode.INTRO and not window.model.human_view().hand >> ten & 1


def test_an_unlisted_lower_declaration_is_explained_with_the_score_it_costs(
    qtbot: QtBot, window: MainWindow
) -> None:
    lesson = _lesson("skat-game-value")
    open_lesson(qtbot, window, lesson)
    decide(qtbot, window, lesson, A.Declare(GameType.SPADES))
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    text = bar.text.text()
    assert text.startswith("“Spades Hand” costs your side 3 points"), text
    assert "“Clubs Hand” scores 36" in text and "“Spades Hand” 33" in text, text
    _click(qtbot, bar.retry)
    wait_for_player(qtbot, window, lesson)
    assert window.model.human_view().phase == "skat"


def test_a_mistaken_card_that_completes_a_trick_keeps_the_trick_in_view(
    qtbot: QtBot, window: MainWindow
) -> None:
    """In lesson 2 the player's card is the trick's last: while the explanation is read
    the trick stays on show, and Retry puts it away with the card."""
    lesson = _lesson("skat-card-points")
    mistake = lesson.deals[0].mistakes[0]
    open_lesson(qtbot, window, lesson)
    decide(qtbot, window, lesson, mistake.action)
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    panel = window.last_trick
    assert panel.isVisible()
    shown = [card for row in panel.rows for card in row.cards]
    assert int(mistake.action.card) in shown and len(shown) == 3, shown
    _click(qtbot, bar.retry)
    wait_for_player(qtbot, window, lesson)
    assert not panel.isVisible()


def test_pointing_at_a_hand_game_never_squeezes_the_declare_panel(
    qtbot: QtBot, window: MainWindow
) -> None:
    """With the aid on, the line saying what a game wins and loses keeps its room from
    the start: pointing at a game fills it in, and the panel fits what it shows."""
    lesson = _lesson("skat-game-value")
    open_lesson(qtbot, window, lesson)
    panel = window.declare
    assert panel.isVisible() and panel.stakes.isVisible()
    assert panel.stakes.text() == "Point at a game to see what it wins and loses."
    height = panel.height()
    null = panel.games[GameType.NULL]
    qtbot.mouseMove(null)
    qtbot.waitUntil(lambda: panel.stakes.text().startswith("Null Hand:"), timeout=3000)
    QApplication.processEvents()
    assert panel.height() >= panel.sizeHint().height() and panel.height() == height
    for button in panel.games.values():
        assert button.height() >= button.sizeHint().height(), button.text()
    stakes = panel.stakes.geometry()
    assert stakes.height() >= panel.stakes.heightForWidth(stakes.width())  # both lines
    assert stakes.bottom() <= panel.rect().bottom()


def test_playing_on_during_an_explanation_counts_as_continue(
    qtbot: QtBot, window: MainWindow
) -> None:
    """After a costly declaration the player is to lead: a card played while the
    explanation shows goes on as Continue would (the explanation goes, the card is
    checked as any other, and the computers answer it), so Retry can never take
    back something other than what the bar explains."""
    lesson = _lesson("skat-game-value")
    open_lesson(qtbot, window, lesson)
    decide(qtbot, window, lesson, A.Declare(GameType.SPADES))
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    run = table_of(window, lesson).run
    window.controller.click_card(int(A.Card.parse("CJ")))  # the card input's one path
    qtbot.waitUntil(lambda: len(window.model.human_view().history) >= 20, timeout=20000)
    assert run.verdict is None and bar.mode is BarMode.INTRO, bar.text.text()


def test_bidding_above_the_hands_value_is_stopped(qtbot: QtBot, window: MainWindow) -> None:
    lesson = _lesson("skat-bidding")
    open_lesson(qtbot, window, lesson)
    decide(qtbot, window, lesson, A.Bid(40))
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    assert "worth 36 at most" in bar.text.text()
    _click(qtbot, bar.retry)
    wait_for_player(qtbot, window, lesson)
    assert window.model.human_view().auction_value == 0


def test_the_bidding_aid_is_on_during_a_lesson_and_off_again_after_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert not window.settings.bidding_aid  # off for normal play
    lesson = _lesson("skat-bidding")
    open_lesson(qtbot, window, lesson)
    wait_for_player(qtbot, window, lesson)
    assert window.aids.lesson and window.aids.bidding_aid.isVisible()
    assert window.aids.bidding_aid.rows  # the hand's games, worked out
    _click(qtbot, bar_of(window, lesson).end)
    assert not window.aids.lesson and not window.aids.bidding_on


def test_a_lesson_leaves_the_list_waiting_and_brings_it_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, RuleSet(), seed=11)
    session = window.model.list_session
    lesson = SKAT[0]
    open_lesson(qtbot, window, lesson)
    assert window.model.in_practice_deal and window.model.list_session is session
    bar = bar_of(window, lesson)
    _click(qtbot, bar.end)
    assert not window.model.in_practice_deal and not bar.isVisible()
    assert window.model.list_session is session
    assert window.model.autosave_enabled


def test_the_dialog_marks_lessons_done_and_shows_the_text(qtbot: QtBot, window: MainWindow) -> None:
    window.settings.mark_lesson_done(SKAT[0].id)
    window.menus.act_lessons.trigger()
    dialog = window.lessons.dialog
    assert dialog is not None
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert rows[0].endswith("✓") and not rows[1].endswith("✓")
    assert dialog.lesson() is SKAT[1] or dialog.lesson().id == SKAT[1].id  # first not done
    assert SKAT[1].title_in("en") in dialog.text.toPlainText()
    window.set_language("ja")  # the dialog follows the language at once
    qtbot.waitUntil(lambda: SKAT[1].title_in("ja") in dialog.text.toPlainText(), timeout=3000)
    assert dialog.list.item(1).text().endswith(SKAT[1].title_in("ja"))
    dialog.close()


def test_the_first_start_offer_appears_once_and_leads_to_the_lessons(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKAT_DESKTOP_LESSON_OFFER", "1")
    assert QApplication.activeModalWidget() is None  # the test window never offers by itself
    box = offer_lessons(window)
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "New to Skat? Start with the lessons." in box.text()
    _click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: window.lessons.dialog is not None, timeout=3000)
    assert window.lessons.dialog.isVisible()
    assert offer_lessons(window) is None
    assert AppSettings().lessons_offered


def test_undo_from_the_menu_during_an_explanation_works_as_retry(
    qtbot: QtBot, window: MainWindow
) -> None:
    lesson = _lesson("skat-follow-suit")
    open_lesson(qtbot, window, lesson)
    before = window.model.human_view()
    decide(qtbot, window, lesson, lesson.deals[0].mistakes[0].action)
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.MISTAKE, timeout=10000)
    window.menus.act_undo.trigger()
    wait_for_player(qtbot, window, lesson)
    assert bar.mode is BarMode.INTRO and not window.model.computers_held
    assert window.model.human_view().history == before.history
    window.menus.act_undo.trigger()  # nothing of the player's is left to take back
    wait_for_player(qtbot, window, lesson)
    assert window.model.human_view().history == before.history


def test_a_spitzer_card_that_moves_the_column_is_explained_in_score_points(qapp: Any) -> None:
    """Spitzer's sentence names the score points the card costs, for either side."""
    from skat_desktop.ai.lessons.verdict import Verdict
    from skat_desktop.ui.lesson_texts import verdict_text

    card, best = A.Play(A.Card.parse("S9")), A.Play(A.Card.parse("ST"))
    numbers = {"cost": 10, "declarer_before": 97, "declarer_after": 87, "turned": True}
    ours = Verdict("column", card, None, better=(best,), declarer=True, score_before=6,
                   score_after=3, **numbers)  # fmt: skip
    assert verdict_text(ours, "en") == (
        "♠9 costs your side 3 points on the score sheet: with ♠10 it ends with 97 card"
        " points under best play, after ♠9 with 87."
    )
    theirs = dataclasses.replace(ours, declarer=False, score_before=3, score_after=6)
    assert "the other side ends with 97" in verdict_text(theirs, "en")


def test_after_the_lesson_the_bar_plays_it_again_or_opens_the_lessons(
    qtbot: QtBot, window: MainWindow
) -> None:
    lesson = _lesson("skat-follow-suit")
    open_lesson(qtbot, window, lesson)
    start = window.model.human_view().history
    decide(qtbot, window, lesson, lesson.deals[0].intended[0])
    play_on(qtbot, window, lesson, 0)
    bar = bar_of(window, lesson)
    qtbot.waitUntil(lambda: bar.mode is BarMode.DONE, timeout=5000)
    _click(qtbot, bar.again)
    wait_for_player(qtbot, window, lesson)
    assert bar.mode is BarMode.INTRO and window.model.human_view().history == start
    _click(qtbot, bar.lessons)
    assert window.lessons.dialog is not None and window.lessons.dialog.isVisible()
    chosen = window.lessons.dialog.lesson()
    assert chosen is not None and chosen.id == lesson.id


def test_a_damaged_lesson_file_is_named_in_the_dialog_and_the_others_still_play(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "lessons" / "skat"
    folder.mkdir(parents=True)
    shutil.copy(SKAT[0].path, folder / SKAT[0].path.name)
    (folder / "02_broken.json").write_text('{"format": "skat-desktop-lesson", "versi', "utf-8")
    monkeypatch.setattr("skat_desktop.ui.lesson_table.resources_dir", lambda: tmp_path)
    window.lessons._lessons = None  # read the folder again
    window.menus.act_lessons.trigger()
    dialog = window.lessons.dialog
    assert dialog is not None and dialog.list.count() == 1
    assert dialog.problems.isVisible() and "02_broken.json" in dialog.problems.text()
    assert "Traceback" not in dialog.problems.text()
    _click(qtbot, dialog.play_button)
    wait_for_player(qtbot, window, SKAT[0])
    assert bar_of(window, SKAT[0]).mode is BarMode.INTRO
