"""Spitzer in the window: whole deals clicked through, the declaration panel,
the score sheet, save and resume, languages, and the new-game dialog."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from support.scale import count
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import next_deal, play_deal, ready, start_spitzer

from skat_desktop.engine.api import find_game
from skat_desktop.engine.cards import CardSet
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.spitzer import (
    CallPartner,
    Pass,
    Phase,
    SpitzerDeal,
    SpitzerRules,
    SpitzerSession,
)
from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN, TRUMPS_MASK
from skat_desktop.model import settings as S
from skat_desktop.model.table_model import autosave_path_for
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.new_session_dialog import NewSessionDialog
from skat_desktop.ui.spitzer.score_sheet import SpitzerScoreSheet


def _seed_where_human_holds_both_queens() -> int:
    """A session seed whose first deal gives seat 0 (the human) CQ and SQ."""
    for seed in range(2000):
        hand = SpitzerDeal.from_seed(deal_seed(seed, 0)).hands[0]
        if hand >> BIG_QUEEN & 1 and hand >> LITTLE_QUEEN & 1:
            return seed
    raise AssertionError("no such seed")


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 21])
def test_whole_deals_through_the_window(qtbot, window: MainWindow, seed: int) -> None:
    start_spitzer(window, seed)
    assert (
        spitzer_mode(window).active
        and window.centralWidget().currentWidget() is spitzer_mode(window).view
    )  # type: ignore[attr-defined]
    rng = random.Random(seed)
    session = spitzer_mode(window).model.session
    deals = count(2, 3)
    for deal in range(deals):
        play_deal(qtbot, window, rng)
        assert session.game.finished
        result = session.game.result
        assert result is not None
        rows = dict(spitzer_mode(window).result.detail_rows())
        assert rows["Card points"] == f"{result.side_points} : {120 - result.side_points}"
        assert rows["Value"] == f"{result.value:+d}"
        assert spitzer_mode(window).result.headline.text()
        if deal < deals - 1 and not session.finished:
            next_deal(qtbot, window)
    # The score sheet: one row per finished deal and the totals row.
    done = [r for r in session.records if r.result is not None]
    sheet = spitzer_mode(window).sheet
    assert sheet.table.rowCount() == len(done) + 1
    assert sheet.totals_row()[2:] == [str(t) for t in session.totals]
    assert session.totals == [sum(r.scores[p] for r in done) for p in range(4)]


def test_hand_sorted_trumps_first_and_trump_order_shown(qtbot, window: MainWindow) -> None:
    start_spitzer(window, 5)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    items = [spitzer_mode(window).view.card_item(c) for c in range(32)]
    model = spitzer_mode(window).model
    hand = [c for c in CardSet(model.game.hands[model.human_seat()])]
    by_x = sorted(hand, key=lambda c: items[c].pos().x())
    trumps = [c for c in by_x if TRUMPS_MASK >> c & 1]
    assert by_x[: len(trumps)] == trumps, "trumps lie at the left end of the hand"
    lines = dict(spitzer_mode(window).view.decor().info.lines)
    assert "♣Q ♦7 ♠Q" in lines["Trumps"]


def test_declaration_panel_offers_exactly_the_legal_actions(qtbot, window: MainWindow) -> None:
    seed = _seed_where_human_holds_both_queens()
    start_spitzer(window, seed)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    view = spitzer_mode(window).model.human_view()
    assert view is not None and view.phase is Phase.DECLARE
    panel = spitzer_mode(window).declare
    assert panel.isVisible()
    assert list(panel.buttons) == list(view.legal)
    calls = [a for a in view.legal if isinstance(a, CallPartner)]
    assert calls, "the holder of both queens may call a partner"
    for action, button in panel.buttons.items():
        assert button.text() and button.toolTip(), action
    assert "Call" in panel.buttons[calls[0]].text()
    # Clicking a button declares it.
    qtbot.mouseClick(panel.buttons[calls[0]], Qt.MouseButton.LeftButton)
    game = spitzer_mode(window).model.game
    assert game.declaration == calls[0] and game.phase is Phase.PLAY
    assert not panel.isVisible()


def test_illegal_card_is_refused_with_a_reason(qtbot, window: MainWindow) -> None:
    start_spitzer(window, 5)
    model = spitzer_mode(window).model
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    model.play_human(Pass())
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    view = model.human_view()
    assert view is not None
    if view.phase is Phase.PLAY and view.to_move == view.seat:
        before = model.position()
        hand = [c for c in range(32) if view.hand >> c & 1]
        illegal = [c for c in hand if all(int(a.card) != c for a in view.legal)]  # type: ignore[union-attr]
        if illegal:
            spitzer_mode(window).controller.click_card(illegal[0])
            assert spitzer_mode(window).view.toast_text()
            assert model.position() == before


def test_save_and_resume_a_spitzer_game(qtbot, window: MainWindow, tmp_path: Path) -> None:
    start_spitzer(window, 7)
    rng = random.Random(7)
    play_deal(qtbot, window, rng)
    next_deal(qtbot, window)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    model = spitzer_mode(window).model
    history = list(model.game.history)
    totals = list(model.session.totals)
    assert autosave_path_for(find_game("spitzer")).exists()
    path = tmp_path / "game.json"
    assert window.save_to(path)
    # Open it in a fresh window through the Open path.
    from skat_desktop.app import create_window

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    second = create_window(app, "en", resume=False)
    qtbot.addWidget(second)
    second.set_speed(S.AnimationSpeed.OFF)
    assert second.open_from(path)
    assert spitzer_mode(second).active
    assert list(spitzer_mode(second).model.session.totals) == totals
    assert list(spitzer_mode(second).model.game.history) == history
    spitzer_mode(second).shutdown()
    # The autosave is resumed at start-up when it is the newest list.
    third = create_window(app, "en", resume=True)
    qtbot.addWidget(third)
    assert spitzer_mode(third).active
    assert list(spitzer_mode(third).model.game.history) == history
    spitzer_mode(third).shutdown()


def test_damaged_spitzer_file_changes_nothing(qtbot, window: MainWindow, tmp_path: Path) -> None:
    start_spitzer(window, 7)
    before = spitzer_mode(window).model.session
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "skat-desktop-spitzer", "version": 1, "session": {"game": 1}}')
    assert not window.open_from(bad)
    assert window.last_error
    assert spitzer_mode(window).model.session is before


def test_language_switch_retranslates_the_spitzer_table(qtbot, window: MainWindow) -> None:
    start_spitzer(window, 5)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    panel = spitzer_mode(window).declare
    assert panel.buttons[Pass()].text() == "Pass"
    try:
        window.languages.set_language("ja")
        qtbot.wait(10)
        assert panel.buttons[Pass()].text() == "パス"
        assert "切札" in panel.legend.text()
        assert "切札" in dict(spitzer_mode(window).view.decor().info.lines)
        window.languages.set_language("de")
        qtbot.wait(10)
        assert panel.buttons[Pass()].text() == "Passe"
    finally:
        window.languages.set_language("en")
    qtbot.wait(10)
    assert panel.buttons[Pass()].text() == "Pass"


def test_new_game_dialog_offers_spitzer(qtbot, data_dir: Path) -> None:
    dialog = NewSessionDialog("official", 3, ["easy", "strong", "normal"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game() == "skat"
    assert not dialog.game_options["spitzer"].stake_box.isVisible()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("spitzer"))
    assert dialog.game() == "spitzer"
    assert dialog.game_options["spitzer"].stake_box.isVisible() and not dialog.preset.isVisible()
    assert all(edit.isVisible() for edit in dialog.name_edits)
    assert dialog.levels() == ["human", "easy", "strong", "normal"]
    assert len(dialog.computer_names()) == 3
    assert dialog.game_options["spitzer"].stake() is None
    dialog.game_options["spitzer"].stake_box.setValue(5)
    assert dialog.game_options["spitzer"].stake() == 5


def test_skat_list_after_spitzer_shows_the_skat_table(qtbot, window: MainWindow) -> None:
    from skat_desktop.engine.skat.rules import RuleSet

    start_spitzer(window, 5)
    assert spitzer_mode(window).active
    window.start_new_session(RuleSet(), ["human", "random", "random"], seed=3)
    assert not spitzer_mode(window).active
    assert window.centralWidget().currentWidget() is window.table  # type: ignore[attr-defined]


def _finished_session(stake: int | None) -> SpitzerSession:
    """A whole game to 42 played by random choices through the engine."""
    rng = random.Random(2)
    session = SpitzerSession(["You", "Anna", "Bernd", "Clara"], 11, 3, SpitzerRules(stake))
    while True:
        game = session.game
        while not game.finished:
            session.apply(rng.choice(game.legal_actions()))
        if session.finished:
            return session
        session.next_deal()


def test_game_end_shows_winner_and_settlement(qtbot, window: MainWindow) -> None:
    session = _finished_session(stake=5)
    spitzer_mode(window).activate()
    spitzer_mode(window).model.set_session(session, ["human", "random", "random", "random"])
    result = spitzer_mode(window).result
    qtbot.waitUntil(result.isVisible, timeout=5000)
    winner = session.winner
    assert winner is not None and max(session.totals) >= 42
    settlement = session.settlement()
    assert settlement is not None
    assert session.names[winner] in result.ending.text()
    assert f"{settlement[winner]:+d}" in result.ending.text()
    sheet = spitzer_mode(window).sheet
    assert "Settlement" in sheet.summary.text()
    assert sheet.totals_row()[2:] == [str(t) for t in session.totals]
    assert result.next_button.text() == "Close"
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    assert not result.isVisible()


def _to_my_card_turn(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    model = spitzer_mode(win).model
    rng = random.Random(1)
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(win), timeout=10000)
        view = model.human_view()
        assert view is not None
        if view.phase is Phase.PLAY:
            return
        model.play_human(Pass() if Pass() in view.legal else rng.choice(view.legal))
    raise AssertionError("never the human's card turn")


def test_keyboard_plays_a_card(qtbot, window: MainWindow) -> None:
    start_spitzer(window, 5)
    _to_my_card_turn(qtbot, window)
    model = spitzer_mode(window).model
    before = model.position()
    spitzer_mode(window).view.setFocus()
    qtbot.keyClick(spitzer_mode(window).view, Qt.Key.Key_Right)
    card = spitzer_mode(window).controller.focused_card()
    assert card is not None and spitzer_mode(window).view.card_item(card).focused()
    qtbot.keyClick(spitzer_mode(window).view, Qt.Key.Key_Return)
    assert model.position() != before
    assert any(int(c) == card for c in model.game.trick) or model.game.tricks


def test_hint_from_the_menu_marks_a_legal_choice(qtbot, window: MainWindow) -> None:
    window.settings.hint_level = "normal"
    start_spitzer(window, 5)
    _to_my_card_turn(qtbot, window)
    window.menus.act_hint.trigger()
    hints = spitzer_mode(window).hints
    qtbot.waitUntil(lambda: bool(hints.spitzer_options), timeout=30000)
    view = spitzer_mode(window).model.human_view()
    assert view is not None
    hinted = [c for c in range(32) if spitzer_mode(window).view.card_item(c).hinted()]
    assert len(hinted) == 1
    assert any(int(a.card) == hinted[0] for a in view.legal)  # type: ignore[union-attr]


def test_last_trick_of_four_until_the_next_card(qtbot, window: MainWindow) -> None:
    start_spitzer(window, 5)
    mode = spitzer_mode(window)
    model = mode.model
    window.menus.act_last_trick.trigger()
    assert not mode.last_trick.isVisible() and mode.view.toast_text()
    rng = random.Random(4)
    while not model.game.tricks:
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        model.play_human(rng.choice(model.human_legal()))
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    window.menus.act_last_trick.trigger()
    assert mode.last_trick.isVisible()
    trick = model.game.tricks[-1]
    assert [row.cards for row in mode.last_trick.rows] == [[int(c)] for c in trick.cards]
    names = [label.text() for label in mode.last_trick.name_labels]
    session = model.session
    assert names == [session.names[session.player_at(s)] for s in trick.seats()]
    assert str(trick.points) in mode.last_trick.winner_label.text()
    if model.human_to_move() and not model.game.finished:
        model.play_human(model.human_legal()[0])
        assert not mode.last_trick.isVisible()


@pytest.mark.parametrize(("lang", "close"), [("en", "Close"), ("ja", "閉じる")])
def test_a_whole_game_to_42_through_the_window(
    qtbot, window: MainWindow, lang: str, close: str
) -> None:
    window.languages.set_language(lang)
    start_spitzer(window, 8, stake=2)
    session = spitzer_mode(window).model.session
    rng = random.Random(8)
    for _ in range(40):
        play_deal(qtbot, window, rng)
        if session.finished:
            break
        next_deal(qtbot, window)
    assert session.finished and max(session.totals) >= 42
    winner = session.winner
    assert winner is not None
    result = spitzer_mode(window).result
    assert result.next_button.text() == close
    assert session.names[winner] in result.ending.text()
    if lang == "ja":
        assert "勝" in result.ending.text()
    assert spitzer_mode(window).sheet.table.rowCount() == len(session.records) + 1
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    assert not result.isVisible() and spitzer_mode(window).view.toast_text()
    # A narrow sheet keeps every player's column in view; the game's name is elided.
    sheet = SpitzerScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_session(session)
    sheet.resize(330, 400)
    sheet.show()
    qtbot.waitExposed(sheet)
    header = sheet.table.horizontalHeader()
    last = sheet.table.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= (
        sheet.table.viewport().width()
    )


def test_undo_in_the_window_takes_back_the_humans_card(qtbot, window: MainWindow) -> None:
    """Play → Undo works while Spitzer is active and the table shows the state again."""
    start_spitzer(window, 5)
    mode = spitzer_mode(window)
    model = mode.model
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert not window.menus.act_undo.isEnabled()
    rng = random.Random(8)
    while model.game.phase is not Phase.PLAY or not model.human_to_move():
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        model.play_human(rng.choice(model.human_legal()))
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    before = list(model.session.current.actions)
    hand = model.human_view().hand  # type: ignore[union-attr]
    card = int(model.human_legal()[0].card)  # type: ignore[union-attr]
    model.play_human(model.human_legal()[0])
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert window.menus.act_undo.isEnabled()
    window.settings.ask_undo_practice = False  # the question: test_undo_practice_question.py
    window.menus.act_undo.trigger()
    assert list(model.session.current.actions) == before
    assert window.statusBar().currentMessage() == "Taken back."
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert model.human_view().hand == hand  # type: ignore[union-attr]
    item = mode.view.card_item(card)
    assert item.isVisible() and item.interactive()
    # Back in the hand row, not left lying in the trick.
    others = [mode.view.card_item(c) for c in range(32) if hand >> c & 1 and c != card]
    assert abs(item.pos().y() - others[0].pos().y()) < item.size().height() * 0.5
    # A Skat list replaces Spitzer: the action follows Skat's (nothing to take back).
    from skat_desktop.engine.skat.rules import RuleSet

    model.play_human(model.human_legal()[0])
    assert window.menus.act_undo.isEnabled()
    window.start_new_session(RuleSet(), ["human", "random", "random"], seed=3)
    assert not window.menus.act_undo.isEnabled()


def test_a_hint_in_the_declaration_round_marks_one_button_on_screen(
    qtbot, window: MainWindow
) -> None:
    """The hinted declaration is drawn as hinted (the panel style's hint look),
    not only listed in the sheet: the property the style sheet reads is set."""
    from PySide6.QtGui import QColor

    window.settings.hint_level = "normal"
    start_spitzer(window, 5)
    mode = spitzer_mode(window)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert mode.declare.isVisible()
    window.menus.act_hint.trigger()
    hints = mode.hints
    qtbot.waitUntil(lambda: bool(hints.spitzer_options), timeout=30000)
    qtbot.wait(20)
    hint_look = QColor("#fff3c0")

    def looks_hinted(button) -> bool:  # type: ignore[no-untyped-def]
        image = button.grab().toImage()
        colour = image.pixelColor(6, image.height() // 2)
        return abs(colour.red() - hint_look.red()) + abs(colour.green() - hint_look.green()) < 12

    marked = [a for a, b in mode.declare.buttons.items() if looks_hinted(b)]
    assert len(marked) == 1


def test_declaration_labels_are_whole_in_the_smallest_window(qtbot, window: MainWindow) -> None:
    """At the window's minimum size two columns of "Call the ace of clubs,
    Schneider" did not fit: the buttons then take less padding and a slightly
    smaller font instead of cutting their words."""
    from skat_desktop.engine.seeds import deal_seed
    from skat_desktop.engine.spitzer.api import (
        BIG_QUEEN,
        LITTLE_QUEEN,
        SpitzerDeal,
    )

    window.resize(686, 510)
    # A deal where the human holds both queens: the longest labels are offered.
    both = (1 << int(BIG_QUEEN)) | (1 << int(LITTLE_QUEEN))
    hands = ((s, SpitzerDeal.from_seed(deal_seed(s, 0)).hands[0]) for s in range(100, 5000))
    seed = next(s for s, hand in hands if hand & both == both)
    start_spitzer(window, seed)
    mode = spitzer_mode(window)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert mode.declare.isVisible()
    mode._place_overlays()
    assert mode.declare.texts_fit()
    assert mode.view.viewport().rect().contains(mode.declare.geometry())


def test_the_status_line_names_who_thinks_at_the_table_shown(qtbot, window: MainWindow) -> None:
    """The status line follows the game on the table: Spitzer's computers when its
    page is shown, never a Skat computer of the list that waits behind it."""
    from skat_desktop.engine.skat.rules import RuleSet

    window.start_new_session(RuleSet(), ["human", "random", "random"], seed=3)
    start_spitzer(window, 5)
    label = window.status.thinking_label
    skat, spitzer = window.model, spitzer_mode(window).model
    skat._set_thinking(1)  # the list behind the Spitzer table still has a job running
    assert label.text() == "" and not window.thinking_bar.isVisibleTo(window)
    spitzer._set_thinking(2)
    name = spitzer.player_names()[2]
    assert label.text() == f"{name} is thinking…" and window.thinking_bar.isVisibleTo(window)
    spitzer._set_thinking(None)
    assert label.text() == ""
    window.start_new_session(RuleSet(), ["human", "random", "random"], seed=4)
    skat._set_thinking(2)
    assert label.text() == f"{skat.player_names()[2]} is thinking…"
    skat._set_thinking(None)
