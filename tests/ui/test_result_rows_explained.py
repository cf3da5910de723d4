"""Every number on the result panels says what it is, in every language.

A newcomer read 得点 / スコア / 得点表 side by side under 達成点 and could not tell
the game value from the declarer's score from the list entries. Each row now
has its own wording and a tooltip in the player's language; the seat letters
F/M/R stay Latin in Japanese, with the seat's name in the tooltip.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QLabel
from support import spitzer_ui_helpers as sp
from support.spitzer_page import spitzer_mode
from support.ui_helpers import next_deal, play_deal, start

from skat_desktop.engine.api import ResultKind
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.main_window import MainWindow


def _play_to_a_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play deals through the widgets until one ends with a declared game."""
    start(window, RuleSet(), 3)
    rng = random.Random(3)
    for _ in range(8):
        play_deal(qtbot, window, rng)
        result = window.model.session.game.result
        if result is not None and result.kind is ResultKind.GAME:
            return
        next_deal(qtbot, window)
    raise AssertionError("no game was declared in eight deals")


def _rows(window: MainWindow) -> dict[str, tuple[str, str]]:
    """Detail rows of the Skat result panel: label → (value, tooltip)."""
    return {
        label.text(): (value.text(), label.toolTip())
        for label, value in window.result.detail_labels()
    }


def test_the_result_rows_explain_themselves_after_a_live_switch_to_japanese(
    qtbot, window: MainWindow
) -> None:
    _play_to_a_game(qtbot, window)
    english = _rows(window)
    for label, (_value, tip) in english.items():
        assert tip, f"row {label!r} has no tooltip"
    assert "base value" in english["Game value"][1] and "multiplier" in english["Game value"][1]
    window.set_language("ja")
    qtbot.waitUntil(lambda: "達成点" in _rows(window), timeout=2000)
    rows = _rows(window)
    # The multiplier keeps the rules page's own word; the three rows after it
    # no longer read as near-synonyms of each other.
    value, score, listed = "得点（基本点×達成点）", "ソロイストの収支", "得点表への記入"
    assert {value, score, listed} <= set(rows), list(rows)
    assert not {"得点", "スコア", "得点表"} & set(rows)
    for label, (_value, tip) in rows.items():
        assert tip and tip not in {t for _, t in english.values()}, label
    assert "基本点" in rows[value][1] and "達成点" in rows[value][1]
    assert "得点表" in rows[listed][1]
    window.set_language("de")
    qtbot.waitUntil(lambda: "Spielwert" in _rows(window), timeout=2000)
    assert {"Wertung des Alleinspielers", "Eintrag in der Liste"} <= set(_rows(window))


def test_seat_letters_stay_latin_in_japanese_with_the_seat_named_in_the_tooltip(
    qtbot, window: MainWindow
) -> None:
    _play_to_a_game(qtbot, window)
    window.set_language("ja")
    qtbot.wait(10)
    names = [
        label
        for label in window.result.findChildren(QLabel, "ResultName")
        if label.isVisibleTo(window.result) and label.text().endswith(")")
    ]
    assert [label.text()[-3:] for label in names] == ["(F)", "(M)", "(R)"]
    assert [label.toolTip() for label in names] == [
        "フォアハンド",
        "ミドルハンド",
        "リアハンド",
    ]
    dialog = window.app_actions.review_current()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.board.grab()
    lines = [line for _rect, line in dialog.board.seat_labels.values()]
    assert sorted(line.split(" · ")[0][-3:] for line in lines) == ["(F)", "(M)", "(R)"]
    dialog.close()


def test_the_spitzer_result_rows_explain_themselves_in_japanese(qtbot, window: MainWindow) -> None:
    sp.start_spitzer(window, 3)
    sp.play_deal(qtbot, window, random.Random(3))
    panel = spitzer_mode(window).result

    def rows() -> dict[str, str]:
        return {
            label.text(): label.toolTip()
            for label in panel.findChildren(QLabel, "DetailLabel")
            if label.isVisibleTo(panel)
        }

    english = rows()
    assert english["Value"] and english["Column"] and english["Card points"]
    assert all(english[name] for name in spitzer_mode(window).model.session.names)
    window.set_language("ja")
    qtbot.waitUntil(lambda: "点数表の欄" in rows(), timeout=2000)
    japanese = rows()
    # 得点表 is the score sheet (GLOSSARY); the contract table's column and its
    # value are named apart from it.
    assert "得点表の欄" not in japanese and "得点" not in japanese
    assert "欄の点数" in japanese
    assert all(tip and tip not in english.values() for tip in japanese.values()), japanese
