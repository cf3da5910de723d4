"""The hint table's numbers are true for every row, in both games.

A pass in the auction plays no game, so it has no chance of winning one: its
row leaves the win column as a dash (with a tooltip saying why) instead of
"0%", and keeps the expected score of passing. Spitzer's hints use the same
table as Skat's, with the chance that the player's side scores and the
expected score in their own columns, and follow a live language switch.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTreeWidget
from support import spitzer_ui_helpers as sp
from support.spitzer_page import spitzer_mode
from support.ui_helpers import ready, start

from skat_desktop.ai.hints import HintOption, Reason
from skat_desktop.engine import actions as A
from skat_desktop.engine.api import Play
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.hint_panel import HintPanel
from skat_desktop.ui.main_window import MainWindow


def _row(tree: QTreeWidget, i: int) -> list[str]:
    item = tree.topLevelItem(i)
    assert item is not None
    return [item.text(c) for c in range(3)]


def _bid_hint(qtbot, window: MainWindow) -> HintPanel:  # type: ignore[no-untyped-def]
    """Ask for a hint at the human's first auction decision, as a player does (H)."""
    window.settings.hint_level = "normal"
    start(window, RuleSet(), 5)

    def bidding() -> bool:
        view = window.model.human_view()
        return ready(window) and view is not None and view.phase is Phase.BIDDING

    qtbot.waitUntil(bidding, timeout=20000)
    window.menus.act_hint.trigger()
    panel = window.hints
    qtbot.waitUntil(lambda: bool(panel.options), timeout=30000)
    return panel


def _pass_index(panel: HintPanel) -> int:
    return next(i for i, o in enumerate(panel.options) if isinstance(o.action, A.Pass))


@pytest.mark.parametrize(("language", "passed"), [("ja", "パス"), ("de", "Passe")])
def test_a_pass_in_the_auction_shows_no_win_chance(
    qtbot, window: MainWindow, language: str, passed: str
) -> None:
    panel = _bid_hint(qtbot, window)
    i = _pass_index(panel)
    label, chance, score = _row(panel.tree, i)
    assert label == "Pass" and chance == "—" and score
    assert "%" not in chance
    tip = panel.tree.topLevelItem(i).toolTip(1)
    assert "no game" in tip
    bids = [j for j, o in enumerate(panel.options) if not isinstance(o.action, A.Pass)]
    assert all(_row(panel.tree, j)[1].endswith("%") for j in bids)
    window.set_language(language)
    qtbot.waitUntil(lambda: _row(panel.tree, i)[0] == passed, timeout=2000)
    assert _row(panel.tree, i)[1] == "—"
    assert panel.tree.topLevelItem(i).toolTip(1) not in ("", tip)


def test_declining_kontra_keeps_its_win_chance(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Passing on Kontra still leaves a game to win or lose: its chance stays."""
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.set_options(
        [
            HintOption(A.PASS, 0.35, -3.0, Reason.NO_KONTRA),
            HintOption(A.KONTRA, 0.35, -6.0, Reason.KONTRA_DECLARER_WEAK),
        ],
        hand=False,
    )
    assert _row(panel.tree, 0)[1] == "35%"


def test_spitzer_hints_fill_the_same_hint_table_as_skat(qtbot, window: MainWindow) -> None:
    window.settings.hint_level = "normal"
    sp.start_spitzer(window, 5)
    mode = spitzer_mode(window)
    qtbot.waitUntil(lambda: sp.ready(window), timeout=10000)
    window.menus.act_hint.trigger()
    panel = mode.hints
    assert isinstance(panel, HintPanel)
    assert panel.isVisible()
    qtbot.waitUntil(lambda: bool(panel.spitzer_options), timeout=30000)
    header = panel.tree.headerItem()
    assert [header.text(c) for c in range(3)] == ["Option", "Side scores", "Score"]
    assert "side" in header.toolTip(1)
    rows = [_row(panel.tree, i) for i in range(panel.tree.topLevelItemCount())]
    assert len(rows) == len(panel.spitzer_options) > 0
    for (label, chance, score), option in zip(rows, panel.spitzer_options, strict=True):
        assert label and chance == f"{option.win_chance * 100:.0f}%"
        assert score[0] in "+-" and score[1:].replace(".", "").isdigit()
    assert panel.status.text().startswith("Suggested: ")
    window.set_language("ja")
    qtbot.waitUntil(lambda: header.text(1) != "Side scores", timeout=2000)
    assert [header.text(c) for c in range(3)] == ["選択肢", "得点率", "期待得点"]
    assert panel.status.text().startswith("おすすめ：")


def test_a_spitzer_card_hint_marks_the_card_and_lists_it(qtbot, window: MainWindow) -> None:
    import random

    window.settings.hint_level = "normal"
    sp.start_spitzer(window, 5)
    mode = spitzer_mode(window)
    rng = random.Random(5)
    while True:
        qtbot.waitUntil(lambda: sp.ready(window), timeout=10000)
        view = mode.model.human_view()
        assert view is not None
        if any(isinstance(a, Play) for a in view.legal):
            break
        sp.human_move(qtbot, window, rng)
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: bool(mode.hints.spitzer_options), timeout=30000)
    hinted = [c for c in range(32) if mode.view.card_item(c).hinted()]
    best = mode.hints.spitzer_options[0].action
    assert isinstance(best, Play) and hinted == [int(best.card)]
    assert _row(mode.hints.tree, 0)[0] == mode.hints.tree.topLevelItem(0).text(0) != ""
