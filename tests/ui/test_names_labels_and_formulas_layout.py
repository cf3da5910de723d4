"""Layout of names and labels: the name joiner, dealer label,
unbroken formulas in the result panel, labels clear of the window edge,
the Schieberamsch prompt clear of the player's name plate."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QLabel
from support.ui_helpers import play_deal, ready, shown_panel, start

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.api import Contract, GameType
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.ui import texts
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.plates import PileLabel


@pytest.fixture(name="ja")
def ja_fixture(window: MainWindow) -> Iterator[MainWindow]:
    window.languages.set_language("ja")
    yield window
    window.languages.set_language("en")


def test_game_name_parts_are_joined_the_languages_way(window: MainWindow) -> None:
    grand_hand = Contract(GameType.GRAND, True, False, False, False)
    null_ouvert_hand = Contract(GameType.NULL, True, False, False, True)
    assert texts.contract_name(grand_hand) == "Grand Hand"
    assert texts.contract_name(null_ouvert_hand) == "Null Ouvert Hand"
    try:
        window.languages.set_language("ja")
        assert texts.contract_name(grand_hand) == "グランド・ハンド"
        assert texts.contract_name(null_ouvert_hand) == "ヌル・ウベルト・ハンド"
        assert texts.contract_name(Contract(GameType.GRAND, False, False, False, False)) == (
            "グランド"
        )
    finally:
        window.languages.set_language("en")


def test_dealer_in_the_score_sheet_is_one_translated_sentence(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 3)
    play_deal(qtbot, window, random.Random(3))
    session = window.model.session
    dealer = session.names[session.records[0].dealer]
    assert window.score.table.item(0, 0).toolTip() == f"Dealer: {dealer}"
    try:
        window.languages.set_language("ja")
        qtbot.wait(10)
        window.score.refresh()
        assert window.score.table.item(0, 0).toolTip() == f"ディーラー：{dealer}"
    finally:
        window.languages.set_language("en")


def _won_suit_game_result(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Deals until one ends as a game (with a multiplier formula) on the result panel."""
    rng = random.Random(11)
    for seed in range(1, 30):
        start(win, RuleSet(), seed)
        play_deal(qtbot, win, rng)
        result = win.model.game.result
        if result is not None and result.game not in (None, GameType.NULL) and result.levels:
            return
    raise AssertionError("no suit or Grand game in 30 deals")


@pytest.mark.parametrize("size", [(1280, 820), (800, 600)])
def test_result_formulas_never_wrap(qtbot, ja: MainWindow, size: tuple[int, int]) -> None:
    win = ja
    win.resize(*size)
    win.show()
    _won_suit_game_result(qtbot, win)
    qtbot.wait(30)
    values = [w for w in win.result.findChildren(QLabel) if w.objectName() == "DetailValue"]
    formulas = [w for w in values if "=" in w.text()]
    assert formulas
    for label in formulas:
        line = label.fontMetrics().height()
        assert not label.wordWrap()
        assert label.height() < line * 1.8, f"{label.text()!r} wraps"
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def test_pile_label_stays_inside_the_margins() -> None:
    label = PileLabel()
    label.set_text("トリック 10", 14)
    half = label.boundingRect().width() / 2
    label.place_under(5, 100, 8, 600)
    assert label.pos().x() - half >= 8 - 1e-6
    label.place_under(598, 100, 8, 600)
    assert label.pos().x() + half <= 600 + 1e-6
    label.place_under(300, 100, 8, 600)
    assert label.pos().x() == 300


def test_trick_labels_keep_a_margin_in_the_window(qtbot, ja: MainWindow) -> None:
    win = ja
    win.resize(800, 600)
    win.show()
    start(win, RuleSet(), 5)
    rng = random.Random(2)
    play_deal(qtbot, win, rng)
    margin = win.table.margin()
    width = win.table.viewport().width()
    labels = [i for i in win.table.scene().items() if isinstance(i, PileLabel) and i.isVisible()]
    assert labels
    for label in labels:
        rect = label.sceneBoundingRect()
        assert rect.left() >= margin - 1 and rect.right() <= width - margin + 1


class _Passer:
    """Passes in the auction and pushes the skat on: Schieberamsch every time."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        legal = list(view.legal)
        for preferred in (A.PASS, A.PUSH):
            if preferred in legal:
                return preferred
        return legal[0]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_schieberamsch_prompt_clears_the_name_plate_at_800x600(
    qtbot, window: MainWindow, lang: str
) -> None:
    try:
        window.languages.set_language(lang)
        window.resize(800, 600)
        window.show()
        start(window, PRESETS["pub"], 8)
        for player in (1, 2):
            window.model.set_computer(player, _Passer(), "normal")
        for _ in range(10):
            qtbot.waitUntil(lambda: ready(window), timeout=10000)
            if window.model.game.phase is Phase.PUSH:
                break
            window.model.play_human(A.PASS)
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        assert window.model.game.phase is Phase.PUSH
        panel = shown_panel(window)
        assert panel is not None
        plate = window.table.own_plate_rect()
        assert plate is not None
        assert not panel.geometry().intersects(plate.toAlignedRect())
        assert panel.geometry().bottom() < window.table.hand_top()
    finally:
        window.languages.set_language("en")
