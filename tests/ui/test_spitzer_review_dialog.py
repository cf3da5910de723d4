"""The Spitzer review dialog: opens from the score sheet and the result panel,
steps with keys and buttons, shows the marks once analysed, closes safely
while the analysis still runs, and speaks Japanese."""

from __future__ import annotations

import random
import threading

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QThreadPool
from PySide6.QtTest import QTest
from support.spitzer_page import spitzer_mode
from support.spitzer_review_helpers import computer_deal, first_trick_deal, random_deal
from support.spitzer_ui_helpers import next_deal, play_deal, start_spitzer

from skat_desktop.ai.spitzer.review import (
    SpitzerCardAnalysis,
    SpitzerDealReview,
    SpitzerSummary,
)
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import CallPartner
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.scoring import Column
from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.spitzer import review_texts
from skat_desktop.ui.spitzer.review_dialog import SpitzerReviewDialog

NAMES = ["Anna", "Bernd", "Clara", "Dora"]


@pytest.fixture(name="renderer", scope="module")
def renderer_fixture(qapp) -> CardRenderer:  # type: ignore[no-untyped-def]
    return CardRenderer(deck_id="french4")


def open_dialog(  # type: ignore[no-untyped-def]
    qtbot, renderer: CardRenderer, game: SpitzerGame, seat: int | None = 0, **kw
) -> SpitzerReviewDialog:
    dialog = SpitzerReviewDialog(
        SpitzerDealReview.from_game(game), NAMES, renderer, seat=seat, number=2, **kw
    )
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def wait_analysis(qtbot, dialog: SpitzerReviewDialog) -> None:  # type: ignore[no-untyped-def]
    if dialog.review.analysis is None and not dialog.analysis_failed:
        with qtbot.waitSignal(dialog.analysis_finished, timeout=120_000):
            pass


def marked_rows(dialog: SpitzerReviewDialog) -> list[int]:
    return [i for i in range(dialog.steps.count()) if dialog.steps.item(i).text().startswith("⚠")]


def _marked_game() -> SpitzerGame:
    """The first computer deal whose review marks a card (seed 0 does)."""
    for seed in range(10):
        game = computer_deal(seed)
        if SpitzerDealReview.from_game(game).analyse().marks:
            return game
    raise AssertionError("no marked deal among ten")


GAMES = {
    "partners": lambda: computer_deal(0),
    "first_trick": lambda: first_trick_deal(1),
    "zola": lambda: random_deal(9),
}


@pytest.mark.parametrize("kind", list(GAMES))
def test_opens_steps_and_the_marks_arrive(qtbot, renderer, kind: str) -> None:  # type: ignore[no-untyped-def]
    game = GAMES[kind]()
    dialog = open_dialog(qtbot, renderer, game)
    review = dialog.review
    expected = {"partners": "Partners", "first_trick": "Partners", "zola": "Zola"}[kind]
    assert f"({expected})" in dialog.title.text()
    if kind == "first_trick":
        assert isinstance(review.declaration, CallPartner) and review.declaration.ace is None
    assert dialog.steps.count() == len(review.groups)
    assert review.at_end and not dialog.forward_button.isEnabled()
    assert dialog.summary.text() == "Analysing the deal with all cards open…"
    wait_analysis(qtbot, dialog)
    assert not dialog.analysis_failed
    rows = marked_rows(dialog)
    assert rows == sorted({review.steps[m.step].group for m in review.marks()})
    assert "Analysing" not in dialog.summary.text()
    assert "all hands open" in dialog.note.text()
    dialog.go_first()
    assert dialog.position.text() == f"Step 0 of {len(review.steps) - 1} · Cards dealt"
    for _ in range(len(review.steps) - 1):
        dialog.board.grab()  # every step paints
        dialog.go_forward()
    assert review.at_end
    assert dialog.steps.currentRow() == len(review.groups) - 1


def _analysis(maximising: bool) -> SpitzerCardAnalysis:
    return SpitzerCardAnalysis(
        step=9,
        trick=2,
        seat=1,
        card=Card.parse("H7"),
        maximising=maximising,
        values=((Card.parse("H7"), 58), (Card.parse("HA"), 63)),
        points_best=63 if maximising else 55,
        points_after=58 if maximising else 63,
        column_best=Column.POINTS_61_89 if maximising else Column.POINTS_31_60,
        column_after=Column.POINTS_31_60 if maximising else Column.POINTS_61_89,
        score_best=3 if maximising else -6,
        score_after=-6 if maximising else 3,
        best_cards=(Card.parse("HA"),),
    )


def test_mark_wording_for_each_side() -> None:
    assert review_texts.mark_text(_analysis(True)) == (
        "With ♥A instead of ♥7 the declaring side would have reached 63 card points "
        "(61–89 points, +3); after ♥7 at most 58 (31–60 points, −6)."
    )
    assert review_texts.mark_text(_analysis(False)) == (
        "With ♥A instead of ♥7 the declaring side would have been held to 55 card points "
        "(31–60 points, −6); after ♥7 it was sure of 63 (61–89 points, +3)."
    )
    line = review_texts.mark_line(_analysis(True), NAMES)
    assert line.startswith("Trick 2, Bernd: With ♥A")
    summary = review_texts.summary_text(SpitzerSummary("could_win", _analysis(True), 1), NAMES)
    assert summary == "You could have won. Trick 2, Bernd: ♥A instead of ♥7."
    assert review_texts.signed(0) == "0" and review_texts.signed(-12) == "−12"


def test_keys_step_through_the_deal(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, renderer, computer_deal(3), analyse=False)
    review = dialog.review
    end = len(review.steps) - 1
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)

    def press(key: Qt.Key) -> None:
        QTest.keyClick(dialog.windowHandle(), key)

    press(Qt.Key.Key_Home)
    assert review.index == 0 and not dialog.back_button.isEnabled()
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Right)
    assert review.index == 2 and dialog.position.text().startswith("Step 2 of ")
    press(Qt.Key.Key_Left)
    assert review.index == 1
    press(Qt.Key.Key_End)
    assert review.index == end
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert review.index == end - 1
    assert dialog.steps.currentRow() == review.current.group


def test_a_marked_row_opens_before_the_card_and_explains_it(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    game = _marked_game()
    dialog = open_dialog(qtbot, renderer, game, seat=None)
    wait_analysis(qtbot, dialog)
    mark = dialog.review.marks()[0]
    dialog.go_first()
    dialog.steps.setCurrentRow(dialog.review.steps[mark.step].group)
    assert dialog.review.index == mark.step - 1
    assert dialog.board.coming_mark() == mark
    text = dialog.explanation.text()
    assert review_texts.mark_line(mark, NAMES) in text
    assert "declaring side" in text and "card points" in text
    assert dialog.summary.text().startswith("Cards that changed the outcome:")
    dialog.go_forward()
    assert dialog.board.played_mark() == mark
    dialog.board.grab()


def test_closing_while_the_analysis_runs_is_safe(qtbot, renderer, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    release = threading.Event()
    started = threading.Event()
    real = SpitzerDealReview.analyse

    def slow(self: SpitzerDealReview, **kw: object):  # type: ignore[no-untyped-def]
        started.set()
        release.wait(20)
        return real(self)

    monkeypatch.setattr(SpitzerDealReview, "analyse", slow)
    dialog = SpitzerReviewDialog(
        SpitzerDealReview.from_game(computer_deal(1)), NAMES, renderer, seat=0
    )
    review = dialog.review
    dialog.show()
    assert started.wait(10)
    dialog.close()
    dialog.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    assert not shiboken6.isValid(dialog)  # gone before the worker answers
    release.set()
    assert QThreadPool.globalInstance().waitForDone(30_000)
    QCoreApplication.processEvents()
    assert review.analysis is None  # the late answer went nowhere


def test_a_failed_analysis_is_said_plainly(qtbot, renderer, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(self: SpitzerDealReview, **kw: object) -> None:
        raise RuntimeError("solver exploded")

    monkeypatch.setattr(SpitzerDealReview, "analyse", broken)
    dialog = open_dialog(qtbot, renderer, computer_deal(2), seat=None)
    wait_analysis(qtbot, dialog)
    assert dialog.analysis_failed
    assert "could not be completed" in dialog.summary.text()
    assert "exploded" not in dialog.summary.text()
    assert dialog.question.text() == "Which cards decided it?"


def test_japanese_strings(qtbot, renderer, languages) -> None:  # type: ignore[no-untyped-def]
    game = _marked_game()
    dialog = open_dialog(qtbot, renderer, game, seat=None, analyse=False)
    dialog.set_analysis(dialog.review.analyse())
    languages.set_language("ja")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "スピッツァー 第2回の振り返り"
    assert dialog.steps.item(0).text() == "配られたカード"
    assert dialog.steps.item(1).text().startswith("宣言 — ")
    assert dialog.note.text().startswith("全員のカードを開いて分析しています")
    assert dialog.close_button.text() == "閉じる"
    mark = dialog.review.marks()[0]
    line = review_texts.mark_line(mark, NAMES)
    assert "宣言側" in line and "カードの点数" in line
    languages.set_language("en")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "Review of Spitzer deal 2"


def test_opens_from_the_result_panel_the_menu_slot_and_the_score_sheet(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    start_spitzer(window, 5)
    mode = spitzer_mode(window)
    session = mode.model.session
    rng = random.Random(5)
    play_deal(qtbot, window, rng)
    actions = window.app_actions
    # The result panel's button.
    assert mode.result.review_button.isVisible()
    qtbot.mouseClick(mode.result.review_button, Qt.MouseButton.LeftButton)
    dialog = spitzer_mode(window).review_dialog
    assert isinstance(dialog, SpitzerReviewDialog) and dialog.isVisible()
    record = session.records[0]
    assert dialog.names == [session.names[p] for p in record.seats]
    assert dialog.seat == record.seats.index(0)
    assert dialog.windowTitle() == "Review of Spitzer deal 1"
    assert dialog.review.game.history == record.actions
    wait_analysis(qtbot, dialog)
    dialog.close()
    qtbot.waitUntil(lambda: spitzer_mode(window).review_dialog is None, timeout=3000)
    # The window's review slot (the Skat result's) opens the Spitzer review while Spitzer runs.
    again = actions.review_current()
    assert isinstance(again, SpitzerReviewDialog) and again.number == 1
    again.close()
    next_deal(qtbot, window)
    # Play → Review the last deal: while deal 2 is under way, deal 1.
    window.menus.act_review.trigger()
    last = spitzer_mode(window).review_dialog
    assert isinstance(last, SpitzerReviewDialog) and last.number == 1
    assert actions.review_dialog is None  # no Skat review meanwhile
    last.close()
    play_deal(qtbot, window, rng)
    sheet = mode.sheet
    assert sheet.review_menu(0) is not None and sheet.review_menu(2) is None  # row 2: totals
    rect = sheet.table.visualItemRect(sheet.table.item(0, 1))
    # A double-click as the view sees one: a press on the cell first.
    qtbot.mousePress(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseRelease(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    first = spitzer_mode(window).review_dialog
    assert isinstance(first, SpitzerReviewDialog) and first.number == 1
    assert first.review.game.history == session.records[0].actions
    wait_analysis(qtbot, first)
    assert sheet.request_review(1)
    second = spitzer_mode(window).review_dialog
    assert isinstance(second, SpitzerReviewDialog) and second.number == 2
    wait_analysis(qtbot, second)  # meanwhile the first one, replaced, is deleted
    assert spitzer_mode(window).review_dialog is second
    second.close()
    qtbot.waitUntil(lambda: spitzer_mode(window).review_dialog is None, timeout=3000)


def test_replay_signal_carries_the_chosen_seat(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    # A hand-made deal has no seed: it cannot be dealt again.
    hand_made = open_dialog(qtbot, renderer, first_trick_deal(3), seat=1, analyse=False)
    assert not hand_made.replay_button.isEnabled() and not hand_made.seat_choice.isEnabled()
    dialog = open_dialog(qtbot, renderer, random_deal(7), seat=1, analyse=False)
    assert dialog.replay_button.isEnabled()
    assert dialog.seat_choice.count() == 4 and dialog.seat_choice.currentData() == 1
    assert [dialog.seat_choice.itemText(i) for i in range(4)] == [
        "with Anna's cards",
        "with your cards",  # the reviewer's own seat: never "with You's cards"
        "with Clara's cards",
        "with Dora's cards",
    ]
    dialog.seat_choice.setCurrentIndex(3)
    with qtbot.waitSignal(dialog.replay_requested, timeout=1000) as blocker:
        qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [3]


def test_play_this_deal_again_and_back_to_the_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_spitzer(window, 5)
    mode = spitzer_mode(window)
    model = mode.model
    game = model.session
    rng = random.Random(5)
    play_deal(qtbot, window, rng)
    record = game.current
    dialog = spitzer_mode(window).review(record)
    assert dialog is not None
    dialog.replay_requested.emit(2)
    qtbot.waitUntil(lambda: spitzer_mode(window).review_dialog is None, timeout=3000)
    assert model.in_practice_deal and model.session is not game
    assert model.human_seat() == 2 and not model.autosave_enabled
    assert model.game.deal.hands == game.game.deal.hands  # the same cards
    assert mode.sheet.summary.text().startswith("Practice deal")
    assert not mode.result.isVisible()
    store = window.app_actions.statistics_stores["spitzer"]
    deals_before = sum(len(item.deals) for item in store.games)
    play_deal(qtbot, window, random.Random(9))
    assert mode.result.next_button.text() == "Back to the game"
    assert not mode.result.ending.isVisible()  # no winner, no settlement
    assert sum(len(item.deals) for item in store.games) == deals_before
    qtbot.mouseClick(mode.result.next_button, Qt.MouseButton.LeftButton)
    assert model.session is game and not model.in_practice_deal and model.autosave_enabled
    assert mode.sheet.summary.text().startswith("Game to 42")  # the game's own sheet again
    qtbot.waitUntil(lambda: mode.result.isVisible(), timeout=5000)  # deal 1 is still over
    assert mode.result.next_button.text() == "Next deal (Enter)"
