"""Undo, statistics, review and "play this deal again" through the window
(issue 11 items 2–4), and the single-legal-card play aid."""

from __future__ import annotations

import random
import types

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from support.ui_helpers import play_deal, ready, start, to_play_phase

from skat_desktop.engine.api import GameView, Phase, ResultKind, RuleSet
from skat_desktop.engine.api import actions as A
from skat_desktop.ui.controller import Prompt
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.review_dialog import ReviewDialog


def _wait_ready(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: ready(win), timeout=20000)


def _finish_deal(qtbot, win: MainWindow, seed: int = 3) -> None:  # type: ignore[no-untyped-def]
    play_deal(qtbot, win, random.Random(seed))
    assert win.result.isVisible()


def test_undo_takes_back_the_humans_last_decision(qtbot, window: MainWindow) -> None:
    undo = window.menus.act_undo
    assert undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert undo in window.menus.toolbar.actions()
    start(window, RuleSet(), 5)
    _wait_ready(qtbot, window)
    assert not undo.isEnabled()  # nothing of the human's in this deal yet
    model = window.model
    before = list(model.game.history)
    legal = model.human_legal()
    action = A.PASS if A.PASS in legal else legal[0]
    assert model.play_human(action)
    qtbot.waitUntil(lambda: ready(window) and undo.isEnabled(), timeout=20000)
    window.settings.ask_undo_practice = False  # the question: test_undo_practice_question.py
    undo.trigger()
    assert list(model.game.history) == before
    assert not undo.isEnabled()
    _wait_ready(qtbot, window)  # the table shows the human's prompt again
    assert model.human_to_move()
    assert window.app_actions.statistics.is_practice(model.session)
    assert "practice" in window.statusBar().currentMessage()


def test_a_finished_deal_is_recorded_in_the_statistics(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _finish_deal(qtbot, window)
    store = window.app_actions.statistics
    session = window.model.session
    recorded = [item for item in store.lists if item.names == tuple(session.names)]
    assert len(recorded) == 1
    result = session.current.result
    assert result is not None
    assert len(recorded[0].deals) == (0 if result.kind is ResultKind.REDEAL else 1)
    assert not recorded[0].practice


def test_review_from_the_result_panel_and_the_score_sheet(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _finish_deal(qtbot, window)
    record = window.model.session.current
    assert window.result.review_button.isVisible() == (record.result is not None)
    qtbot.mouseClick(window.result.review_button, Qt.MouseButton.LeftButton)
    dialog = window.app_actions.review_dialog
    assert isinstance(dialog, ReviewDialog) and dialog.isVisible()
    assert dialog.number == record.number
    dialog.close()
    qtbot.waitUntil(lambda: window.app_actions.review_dialog is None, timeout=3000)
    sheet = window.score
    assert sheet.record_at(0) == record  # the sheet draws a copy of the list
    assert sheet.record_at(1) is None  # the totals row
    assert sheet.review_menu(1) is None and sheet.review_menu(0) is not None
    sheet.table.cellDoubleClicked.emit(0, 2)
    dialog = window.app_actions.review_dialog
    assert isinstance(dialog, ReviewDialog) and dialog.number == record.number
    dialog.close()


def test_review_the_last_deal_from_the_play_menu(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Play → Review the last deal (R): none yet says so; during the next deal
    it opens the deal before."""
    act = window.menus.act_review
    assert act.shortcut() == QKeySequence("R") and act in window.menus.play_menu.actions()
    said: list[str] = []
    monkeypatch.setattr(window.table, "show_message", lambda text, *a: said.append(text))
    start(window, RuleSet(), 8)
    act.trigger()
    assert window.app_actions.review_dialog is None and said == ["No deal has been finished yet."]
    _finish_deal(qtbot, window)
    first = window.model.session.current
    qtbot.mouseClick(window.result.next_button, Qt.MouseButton.LeftButton)
    assert window.model.session.current is not first  # the next deal is under way
    act.trigger()
    dialog = window.app_actions.review_dialog
    assert isinstance(dialog, ReviewDialog) and dialog.number == first.number
    dialog.close()
    qtbot.waitUntil(lambda: window.app_actions.review_dialog is None, timeout=3000)


def test_a_replaced_review_does_not_forget_the_newer_one(qtbot, window: MainWindow) -> None:
    """Opening a second review closes the first; its deletion must not clear
    the reference to the second (which then could not be closed or replaced)."""
    start(window, RuleSet(), 8)
    _finish_deal(qtbot, window)
    record = window.model.session.current
    first = window.app_actions.review(record)
    second = window.app_actions.review(record)
    assert first is not None and second is not None and first is not second
    qtbot.waitUntil(lambda: not shiboken6.isValid(first), timeout=3000)  # the first is deleted
    assert window.app_actions.review_dialog is second
    second.close()
    qtbot.waitUntil(lambda: window.app_actions.review_dialog is None, timeout=3000)


def test_play_this_deal_again_and_back_to_the_list(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _finish_deal(qtbot, window)
    model = window.model
    session = model.session
    record = session.current
    window.app_actions.review(record)
    dialog = window.app_actions.review_dialog
    assert dialog is not None
    dialog.replay_requested.emit(2)  # the player takes Rearhand this time
    assert model.in_practice_deal and model.session is not session
    assert model.human_seat() == 2 and not model.autosave_enabled
    assert model.game.deal.hands == session.game.deal.hands  # the same cards
    assert window.score.summary.text().startswith("Practice deal")  # not "0 of 36 deals"
    store = window.app_actions.statistics
    deals_before = sum(len(item.deals) for item in store.lists)
    _finish_deal(qtbot, window, seed=4)
    assert window.result.next_button.text() == "Back to the list"
    assert sum(len(item.deals) for item in store.lists) == deals_before
    qtbot.mouseClick(window.result.next_button, Qt.MouseButton.LeftButton)
    assert model.session is session and not model.in_practice_deal
    assert model.autosave_enabled
    assert "deals" in window.score.summary.text()  # the list's own summary again
    qtbot.waitUntil(lambda: window.result.isVisible() or ready(window), timeout=20000)


def test_a_single_legal_card_plays_itself(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    played: list[object] = []
    window.model.play_human = lambda action: played.append(action) or True  # type: ignore[method-assign]
    only = A.Play(A.Card(5))
    view = types.SimpleNamespace(phase=Phase.PLAY, legal=(only, A.CLAIM))
    prompt = Prompt(view=view, to_move=True)  # type: ignore[arg-type]
    window.settings.auto_single_card = False
    window.app_actions.on_prompt(prompt)
    qtbot.wait(500)
    assert played == []
    window.settings.auto_single_card = True
    window.app_actions.on_prompt(prompt)
    qtbot.waitUntil(lambda: played == [only], timeout=2000)
    two = types.SimpleNamespace(phase=Phase.PLAY, legal=(only, A.Play(A.Card(6))))
    window.app_actions.on_prompt(Prompt(view=two, to_move=True))  # type: ignore[arg-type]
    qtbot.wait(500)
    assert played == [only]


class _Computer:
    """Plays its first legal card; as declarer it claims as soon as it may."""

    def __init__(self, claims: bool) -> None:
        self.claims = claims

    def choose(self, view: GameView) -> A.Action:
        if self.claims and A.CLAIM in view.legal:
            return A.CLAIM
        quiet = [a for a in view.legal if not isinstance(a, (A.Claim, A.Concede, A.Kontra))]
        return quiet[0] if quiet else view.legal[0]


def test_a_computers_claim_lays_its_cards_open_before_the_answer(qtbot, window: MainWindow) -> None:
    model = window.model
    for seed in range(8, 30):
        start(window, RuleSet(), seed)
        to_play_phase(qtbot, window)
        declarer = model.game.declarer
        if declarer is not None and model.player_at_seat(declarer) != 0:
            break
    else:
        raise AssertionError("no deal with a computer declarer")
    claimer = model.player_at_seat(declarer)
    for player in (1, 2):
        model.set_computer(player, _Computer(claims=player == claimer), "random")
    # The declarer claims between tricks once play has begun: play up to there.
    while model.game.phase is not Phase.RESPONSE:
        assert not model.game.finished
        qtbot.waitUntil(lambda: ready(window), timeout=20000)
        view = model.human_view()
        assert view is not None
        if view.phase is Phase.RESPONSE:
            break
        before = model.position()
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        model.play_human(plays[0] if plays else A.PASS)
        qtbot.waitUntil(lambda b=before: model.position() != b, timeout=5000)
    qtbot.waitUntil(lambda: ready(window), timeout=20000)
    assert window.choice.isVisible()  # the human is asked to accept
    hand = model.game.hands[declarer]
    shown = [c for c in range(32) if hand >> c & 1]
    assert shown and all(window.table.card_item(c).face_up() for c in shown)
    assert all(window.table.card_item(c).isVisible() for c in shown)
