"""Where the end-of-deal panel lies and in which order it lists the players.

The panel used to cut through the opponents' name plates at the top of the
table; now it starts below them at every window size. The Spitzer panel
listed the hands by seat, so the order changed with every deal as the
forehand moves on; now the players keep their table order (the player first).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import next_deal as spitzer_next_deal
from support.spitzer_ui_helpers import play_deal as spitzer_play_deal
from support.spitzer_ui_helpers import start_spitzer
from support.ui_helpers import play_deal, start

from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.table.piles import Side
from skat_desktop.ui.table_view_base import TableViewBase

SIZES = [(800, 600), (1600, 1000)]


def _plates_clear_of(view: TableViewBase, panel: QWidget) -> None:  # type: ignore[type-arg]
    """No opponent's plate (nor its badge) lies under ``panel``."""
    area = panel.geometry()
    sides = view.table_layout().sides
    checked = 0
    for player, side in enumerate(sides):
        plate = view.plate_item(player)
        if side is Side.BOTTOM or plate is None or not plate.isVisible():
            continue
        for rect in plate.drawn_rects():
            on_screen = QRect(
                view.mapFromScene(rect.topLeft()), view.mapFromScene(rect.bottomRight())
            )
            assert not area.intersects(on_screen), (player, area, on_screen)
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("size", SIZES)
def test_skat_result_leaves_the_opponents_plates_free(
    qtbot: QtBot,
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    win = window
    win.resize(*size)
    start(win, RuleSet(), 4)
    play_deal(qtbot, win, random.Random(4))
    qtbot.wait(20)
    assert win.result.isVisible()
    _plates_clear_of(win.table, win.result)
    assert win.result.height() >= 300, "the panel keeps most of the table"


@pytest.mark.parametrize("size", SIZES)
def test_spitzer_result_leaves_the_opponents_plates_free(
    qtbot: QtBot,
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    win = window
    win.resize(*size)
    start_spitzer(win, 7)
    spitzer_play_deal(qtbot, win, random.Random(7))
    qtbot.wait(20)
    assert spitzer_mode(win).result.isVisible()
    _plates_clear_of(spitzer_mode(win).view, spitzer_mode(win).result)
    assert spitzer_mode(win).result.height() >= 300


def _listed_names(grid: QGridLayout) -> list[str]:
    names = []
    for row in range(grid.rowCount()):
        item = grid.itemAtPosition(row, 0)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QLabel) and not widget.isHidden():
            names.append(widget.text())
    return names


def test_spitzer_result_keeps_the_table_order_every_deal(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    start_spitzer(win, 3)
    rng = random.Random(3)
    session = spitzer_mode(win).model.session
    for deal in range(3):
        spitzer_play_deal(qtbot, win, rng)
        panel = spitzer_mode(win).result
        assert _listed_names(panel._hands) == list(session.names), f"deal {deal + 1}"
        # The declaring side and the opponents are named in table order too.
        rows = dict(panel.detail_rows())
        for key in ("Declaring side", "Opponents"):
            named = [n for n in rows[key].split(", ") if n]
            assert named == sorted(named, key=session.names.index), (deal, key, named)
        if session.finished:
            break
        spitzer_next_deal(qtbot, win)
