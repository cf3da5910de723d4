"""The learning aids at the real table: the bidding aid, the stakes, points and trumps out.

Played through the window offscreen with clicks, against computers that pass:
the aid appears in the bidding panel with the engine's numbers, the declaring
panel tells what the pointed-at game wins and loses, the info box counts card
points and trumps from the player's own view, and the settings (and tournament
mode, and a lesson) switch them as they say.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot
from support.ui_helpers import human_move, ready, start

from skat_desktop.ai.bidding_aid import aid_rows
from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.api import (
    ALL_MASK,
    JACKS_MASK,
    Contract,
    GameType,
    card_points,
    lowest_skat,
    stakes,
    trumps_out,
)
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import AllPass, RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.ui import texts
from skat_desktop.ui.main_window import MainWindow


class Passer:
    """A computer that passes in the auction and plays its first legal card."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        for word in (A.PASS, A.ACCEPT):
            if word in view.legal:
                return word
        return view.legal[0]


def _start(qtbot: QtBot, win: MainWindow, seed: int = 5) -> GameView:
    """A new list against passers; returns the human's view at the first bid."""
    start(win, RuleSet(), seed)
    for player in (1, 2):
        win.model.set_computer(player, Passer(), "normal")
    qtbot.waitUntil(lambda: ready(win), timeout=10000)
    view = win.model.human_view()
    assert view is not None and view.phase is Phase.BIDDING
    return view


def _click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _wait_moved(qtbot: QtBot, win: MainWindow) -> None:
    before = win.model.position()
    qtbot.waitUntil(lambda: win.model.position() != before, timeout=5000)
    qtbot.waitUntil(lambda: ready(win), timeout=10000)


def _aid_on(win: MainWindow) -> None:
    win.settings.bidding_aid = True
    win.aids.apply_settings()


def test_the_bidding_aid_is_off_by_default_and_shows_when_switched_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = _start(qtbot, window)
    assert window.bidding.isVisible() and not window.aids.bidding_aid.isVisible()
    _aid_on(window)
    assert window.aids.bidding_aid.isVisible()
    rows = aid_rows(view.rules, view.hand, view.seat, view.unknown_mask)
    aid = window.aids.bidding_aid
    assert aid.rows == rows and len(aid.cells) == len(rows)
    for row, cells in zip(rows, aid.cells, strict=True):
        if row.worth is not None:
            worth = row.worth
            assert cells[2].text().startswith(f"{worth.multiplier} × {worth.base} = {worth.value}")
            assert str(worth.hand_value) in cells[3].text()
    assert "18" in aid.bid_label.text()  # the bid the player is about to make


def test_games_below_the_next_bid_are_greyed(qtbot: QtBot, window: MainWindow) -> None:
    _start(qtbot, window)
    _aid_on(window)
    aid = window.aids.bidding_aid
    for row, cells in zip(aid.rows, aid.cells, strict=True):
        assert cells[0].property("short") is (row.best_value < 18)
        assert cells[2].property("reaches") is (row.value >= 18)


def _covered_cards(window: MainWindow) -> list[int]:
    """Cards outside the player's hand that the bidding panel lies over."""
    panel = window.bidding.geometry()
    table = window.table
    view = window.model.human_view()
    assert view is not None
    return [
        card
        for card in range(32)
        if table.card_item(card).isVisible()
        and not view.hand >> card & 1
        and panel.intersects(
            table.mapFromScene(table.card_item(card).sceneBoundingRect()).boundingRect()
        )
    ]


def test_the_panel_with_the_aid_covers_no_card_and_stays_above_the_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    for size in ((1024, 700), (1600, 1000)):
        window.resize(*size)
        _start(qtbot, window)
        _aid_on(window)
        qtbot.wait(50)  # the fit waits for the event loop
        assert not _covered_cards(window), size
        panel = window.bidding.geometry()
        assert panel.bottom() <= window.table.hand_top()
        assert window.table.viewport().rect().contains(panel)


def test_a_lesson_turns_the_aid_on_even_in_tournament_mode(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.tournament = True
    window.settings.bidding_aid = True
    window.aids.apply_settings()
    _start(qtbot, window)
    assert not window.aids.bidding_aid.isVisible()
    window.aids.lesson = True
    assert window.aids.bidding_aid.isVisible()
    window.aids.lesson = False
    assert not window.aids.bidding_aid.isVisible()


def _enter(button: object) -> None:
    event = QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5))
    QApplication.sendEvent(button, event)


def test_the_declare_panel_tells_what_a_hand_game_wins_and_loses(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start(qtbot, window)
    _aid_on(window)
    _click(qtbot, window.bidding.bid_next)
    qtbot.waitUntil(lambda: window.declare.isVisible(), timeout=10000)
    view = window.model.human_view()
    assert view is not None and view.phase is Phase.SKAT
    button = window.declare.games[GameType.GRAND]
    _enter(button)
    text = window.declare.stakes.text()
    contract = Contract(GameType.GRAND, hand=True)
    skat = lowest_skat(view.rules, contract, view.hand, ALL_MASK & ~view.hand)
    expected = stakes(view.rules, contract, view.hand | skat, view.bid)
    assert window.declare.stakes.isVisible()
    assert f"+{expected.won.value}" in text and f"−{-expected.lost.value}" in text
    assert expected.lost.value == -2 * expected.won.value  # official: a loss counts double


def test_stakes_stay_hidden_without_the_aid(qtbot: QtBot, window: MainWindow) -> None:
    _start(qtbot, window)
    _click(qtbot, window.bidding.bid_next)
    qtbot.waitUntil(lambda: window.declare.isVisible(), timeout=10000)
    _enter(window.declare.games[GameType.GRAND])
    assert not window.declare.stakes.isVisible()


def _play_until_a_trick(qtbot: QtBot, window: MainWindow) -> GameView:
    """Bid 18, play Grand Hand, and play on until a trick lies on a pile."""
    _click(qtbot, window.bidding.bid_next)
    qtbot.waitUntil(lambda: window.declare.isVisible(), timeout=10000)
    _click(qtbot, window.declare.games[GameType.GRAND])
    if window.declare.isVisible() and window.declare.warning.isVisible():
        _click(qtbot, window.declare.games[GameType.GRAND])
    rng = random.Random(1)
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        view = window.model.human_view()
        assert view is not None
        if view.tricks and view.phase is Phase.PLAY:
            return view
        human_move(qtbot, window, rng)
        _wait_moved(qtbot, window)
    raise AssertionError("no trick was taken")


def test_the_info_box_counts_points_and_trumps_from_the_players_view(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start(qtbot, window)
    view = _play_until_a_trick(qtbot, window)
    lines = dict(window.table.info_lines())
    points = card_points(view)
    assert lines["Declarer's points"] == str(points.declarer)
    assert lines["Defenders' points"] == str(points.defenders)
    assert lines["Trumps out"] == str(trumps_out(view))
    seen_jacks = (view.hand | view.played_mask) & JACKS_MASK  # Grand: the jacks are trumps
    assert int(lines["Trumps out"]) == 4 - seen_jacks.bit_count()


@pytest.mark.parametrize("switch", ["points_aid", "trumps_aid", "tournament"])
def test_each_setting_takes_its_lines_away(qtbot: QtBot, window: MainWindow, switch: str) -> None:
    _start(qtbot, window)
    _play_until_a_trick(qtbot, window)
    setattr(window.settings, switch, switch == "tournament")
    window.aids.apply_settings()
    labels = {label for label, _ in window.table.info_lines()}
    points = {"Declarer's points", "Defenders' points"}
    if switch in ("points_aid", "tournament"):
        assert not points & labels
    if switch in ("trumps_aid", "tournament"):
        assert "Trumps out" not in labels
    assert "Deal" in labels  # the info box itself stays


def test_tournament_mode_from_the_settings_dialog_turns_every_aid_off(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.bidding_aid = True
    window.aids.apply_settings()
    _start(qtbot, window)
    assert window.aids.bidding_aid.isVisible()
    dialog = window.app_actions.open_settings()
    box = dialog.aids.tournament
    assert not box.isChecked() and dialog.aids.bidding_aid.isChecked()
    box.click()
    assert not dialog.aids.bidding_aid.isEnabled()  # overridden while tournament mode is on
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    _click(qtbot, ok)
    assert window.settings.tournament
    assert not window.aids.bidding_aid.isVisible()
    assert not (window.aids.points_on or window.aids.trumps_on or window.aids.bidding_on)


def test_the_turn_cue_and_the_last_trick_stay_in_tournament_mode(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.tournament = True
    window.aids.apply_settings()
    _start(qtbot, window)
    assert window.table.turn_cue().isVisible()  # bidding
    view = _play_until_a_trick(qtbot, window)
    assert window.table.turn_cue().isVisible()  # the player's card
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    assert window.last_trick.isVisible()
    assert view.tricks
    qtbot.keyClick(window.last_trick, Qt.Key.Key_L)
    assert not window.last_trick.isVisible()


def test_the_aid_follows_the_language(qtbot: QtBot, window: MainWindow) -> None:
    _start(qtbot, window)
    _aid_on(window)
    aid = window.aids.bidding_aid
    window.set_language("ja")
    qtbot.wait(50)
    shown = [cells[0].text() for cells in aid.cells]
    expected = [f"{texts.suit_symbol(r.game)} {texts.game_name(r.game)}".strip() for r in aid.rows]
    assert len(shown) >= 2 and shown == expected[: len(shown)]
    assert not _covered_cards(window)  # placed again after the switch
    assert all(name != "Grand" and "Spades" not in name for name in shown)


def test_the_last_trick_is_one_key_away_in_play_and_after_the_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start(qtbot, window)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_L)  # bidding: no trick yet, and it says so
    assert not window.last_trick.isVisible()
    assert window.table.toast_text()
    _play_until_a_trick(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    assert window.last_trick.isVisible()
    qtbot.keyClick(window.last_trick, Qt.Key.Key_L)
    rng = random.Random(2)
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        if window.result.isVisible():
            break
        human_move(qtbot, window, rng)
        qtbot.waitUntil(lambda: ready(window) or window.result.isVisible(), timeout=10000)
    assert window.result.isVisible()
    qtbot.keyClick(window.result, Qt.Key.Key_L)  # over the result panel
    assert window.last_trick.isVisible()


def test_in_ramsch_each_player_has_own_points(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(all_pass=AllPass.RAMSCH), 5)
    for player in (1, 2):
        window.model.set_computer(player, Passer(), "normal")
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    _click(qtbot, window.bidding.pass_)
    rng = random.Random(3)
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        view = window.model.human_view()
        assert view is not None
        if view.tricks and view.phase is Phase.PLAY:
            break
        human_move(qtbot, window, rng)
        _wait_moved(qtbot, window)
    assert view.ramsch
    lines = dict(window.table.info_lines())
    names = window.model.player_names()
    for seat, points in enumerate(view.won_points):
        name = names[window.model.player_at_seat(seat)]
        assert lines[f"{name}'s points"] == str(points)
    assert lines["Trumps out"] == str(trumps_out(view))
