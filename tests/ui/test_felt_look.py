"""The score sheet, hints and result panel look like the table
(dark felt, light text, no default grey grids) and the result's hands are readable."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget
from support.ui_helpers import play_deal, start

from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.felt_style import NEGATIVE
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.result_panel import CardRow, result_card_height


def _lightness(widget: QWidget) -> float:
    """The mean lightness (0–255) of what ``widget`` paints."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    total = count = 0
    for y in range(0, image.height(), 4):
        for x in range(0, image.width(), 4):
            total += QColor(image.pixel(x, y)).lightness()
            count += 1
    return total / max(1, count)


def test_sheet_hints_and_result_are_dark_felt_with_light_text(qtbot, window: MainWindow) -> None:
    window.resize(1280, 820)
    window.show()
    start(window, RuleSet(), 3)
    play_deal(qtbot, window, random.Random(3))
    qtbot.wait(30)
    for widget in (window.score.table.viewport(), window.hints.tree.viewport(), window.result):
        assert _lightness(widget) < 90, widget.objectName()
    for colour in (
        window.score.table.palette().text().color(),
        window.hints.tree.palette().text().color(),
        window.result.headline.palette().windowText().color(),
    ):
        assert colour.lightness() > 180
    header = window.score.table.horizontalHeader().viewport()
    assert _lightness(header) < 90, "no default light-grey header"


def test_negative_scores_stay_readable_on_the_felt(qtbot, window: MainWindow) -> None:
    assert NEGATIVE.lightness() > 150 and NEGATIVE.red() > NEGATIVE.green()


def test_result_hands_are_large_enough_to_read() -> None:
    for table_card in (60.0, 90.0, 130.0, 230.0):
        assert 60 <= result_card_height(table_card) <= 92


def test_card_row_shows_each_cards_corner(qtbot, window: MainWindow) -> None:
    row = CardRow(window.renderer)
    row.set_cards(list(range(10)), 70)
    width = 70 * window.renderer.aspect_ratio()
    assert row._step() >= width * 0.45
