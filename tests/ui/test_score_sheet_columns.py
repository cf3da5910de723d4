"""The Skat score sheet's columns and headers fit the width it has.

A new player saw the Declarer column dropped after a restart at the same size
(with a strip of the sheet left empty), German headers cut to "Alleinspie…"
with room to spare, and at 800×600 a Japanese sheet of "ソ…" and "ゲ…". Every
shown header is now its whole word or its short form (the word in the
tooltip), the columns fill the sheet, and a column that cannot be shown
readably is hidden rather than cut to a letter.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QTableWidget
from ui.test_score_sheet_leaves_the_table_its_room import long_list

from skat_desktop.app import create_window
from skat_desktop.model import settings as S
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.score_sheet import FIRST_PLAYER_COLUMN, GAME_COLUMN, VALUE_COLUMN
from skat_desktop.ui.sheet_fit import Need, least_start, share

NAMES = {
    "en": ("You", "Anna", "Bernd"),
    "de": ("Du", "Anna", "Bernd"),
    "ja": ("あなた", "アンナ", "ベルント"),
}
HEADER_PADDING = 6
"""Pixels the style sheet's header padding takes from a section (3 px each side)."""


def header_texts_fit(table: QTableWidget) -> None:
    """Every shown header is whole in its section and more than a letter and "…"."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        item = table.horizontalHeaderItem(column)
        assert item is not None
        text, word = item.text(), item.toolTip()
        width = header.sectionSize(column)
        assert metrics.horizontalAdvance(text) + HEADER_PADDING <= width, (text, width)
        assert width >= header.sectionSizeHint(column), (text, width)
        if text.endswith("…"):
            assert text[:-1].startswith(least_start(word)), (text, word)
            assert word.startswith(text[:-1]) and text != word, (text, word)


def cells_are_readable(table: QTableWidget) -> None:
    """Numbers whole; a cut name or game keeps its first letters."""
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        width = header.sectionSize(column)
        for row in range(table.rowCount()):
            item = table.item(row, column)
            if item is None or not item.text() or table.columnSpan(row, column) != 1:
                continue
            metrics = QFontMetrics(item.font())
            text = item.text()
            start = least_start(text)
            least = text if start == text else start + "…"
            if FIRST_PLAYER_COLUMN <= column < table.columnCount() - 1 or column in (
                0,
                VALUE_COLUMN,
            ):
                least = text
            assert metrics.horizontalAdvance(least) < width, (text, width)


def fills_the_sheet(table: QTableWidget) -> None:
    """The shown columns use the sheet's whole width, and no more."""
    header = table.horizontalHeader()
    used = sum(
        header.sectionSize(c) for c in range(table.columnCount()) if not table.isColumnHidden(c)
    )
    assert used == table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0


def shown(table: QTableWidget) -> set[int]:
    return {c for c in range(table.columnCount()) if not table.isColumnHidden(c)}


def wait_for_sheet(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not win.table.animating(), timeout=10000)
    qtbot.wait(30)


@pytest.fixture(name="app_window")
def app_window_fixture(qtbot, tmp_path: Path) -> Iterator[list[MainWindow]]:  # type: ignore[no-untyped-def]
    """Windows made as the program makes them (settings and autosave in ``tmp_path``)."""
    S.set_data_dir(tmp_path)
    made: list[MainWindow] = []
    yield made
    for win in made:  # each window's manager removes the translators it installed
        win.model.shutdown()
        win.close()
        win.languages.set_language("en")
    S.set_data_dir(None)


def open_window(qtbot, made: list[MainWindow], lang: str, resume: bool) -> MainWindow:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = create_window(app, lang, resume=resume, ask=lambda *_: True)
    win.set_speed(S.AnimationSpeed.OFF)
    win.model.move_delay_ms = 0
    qtbot.addWidget(win)
    made.append(win)
    return win


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1600, 1000)])
def test_a_restart_at_the_same_size_keeps_the_declarer_and_fills_the_sheet(
    qtbot,
    app_window: list[MainWindow],
    lang: str,
    size: tuple[int, int],  # type: ignore[no-untyped-def]
) -> None:
    first = open_window(qtbot, app_window, lang, resume=False)
    first.show()
    first.resize(*size)
    first.model.set_session(long_list(NAMES[lang], finished=8), ["human", "random", "random"])
    wait_for_sheet(qtbot, first)
    before = shown(first.score.table)
    rows = first.score.table.rowCount()
    first.close()  # saves the window's geometry, docks and splitter
    second = open_window(qtbot, app_window, lang, resume=True)
    second.show()
    second.resize(*size)  # the offscreen screen is smaller than a real one
    wait_for_sheet(qtbot, second)
    table = second.score.table
    assert table.rowCount() == rows  # the list was resumed
    assert shown(table) == before
    if size[0] >= 1280 or lang != "ja":  # 1024 px leave a Japanese list no room for it
        assert 1 in shown(table), "the declarer's column was dropped"
    assert table.horizontalHeader().sectionSize(1) > 0 or 1 not in shown(table)
    fills_the_sheet(table)
    header_texts_fit(table)
    cells_are_readable(table)


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_headers_are_whole_or_short_and_the_columns_fill_the_sheet(
    qtbot,
    window: MainWindow,
    lang: str,
    size: tuple[int, int],  # type: ignore[no-untyped-def]
) -> None:
    window.languages.set_language(lang)
    window.resize(*size)
    window.model.set_session(long_list(NAMES[lang], finished=8), ["human", "random", "random"])
    wait_for_sheet(qtbot, window)
    table = window.score.table
    header_texts_fit(table)
    cells_are_readable(table)
    fills_the_sheet(table)
    # The players' totals and the game are always there.
    assert {GAME_COLUMN, *range(FIRST_PLAYER_COLUMN, FIRST_PLAYER_COLUMN + 3)} <= shown(table)
    if size[0] >= 1600:
        assert shown(table) == set(range(table.columnCount()))
        assert window.score.font_scale == 1.0


@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_a_language_switch_fits_the_new_headers(
    qtbot,
    window: MainWindow,
    size: tuple[int, int],  # type: ignore[no-untyped-def]
) -> None:
    window.resize(*size)
    window.model.set_session(long_list(NAMES["en"], finished=8), ["human", "random", "random"])
    wait_for_sheet(qtbot, window)
    table = window.score.table
    for lang in ("ja", "de", "en"):
        window.languages.set_language(lang)
        qtbot.wait(30)
        header_texts_fit(table)
        cells_are_readable(table)
        fills_the_sheet(table)
        assert GAME_COLUMN in shown(table)


def test_a_narrow_sheet_shows_the_short_header_with_the_word_in_its_tooltip(
    qtbot,
    window: MainWindow,  # type: ignore[no-untyped-def]
) -> None:
    window.languages.set_language("de")
    window.resize(1280, 800)
    window.model.set_session(long_list(NAMES["de"], finished=8), ["human", "random", "random"])
    wait_for_sheet(qtbot, window)
    table = window.score.table
    item = table.horizontalHeaderItem(1)
    assert item is not None and item.toolTip() == "Alleinspieler"
    assert item.text() in ("Alleinspieler", "Spieler")
    header_texts_fit(table)
    fills_the_sheet(table)


def test_widths_make_short_texts_whole_first_and_use_the_whole_width() -> None:
    needs = [
        Need.of(40, 60, 40, rank=0),  # a player: whole name first
        Need.of(30, 30, 50, rank=2),  # a short name
        Need.of(30, 40, 200, rank=1),  # a long game
    ]
    widths, fits = share(needs, 160, hidden=(), stretch=2)
    assert fits and sum(widths) == 160
    assert widths[0] == 60 and widths[1] == 50  # the name and the short text whole
    widths, fits = share(needs, 99, hidden=(), stretch=2)
    assert not fits  # floors of 100 px: the table scrolls sideways
    widths, fits = share(needs, 99, hidden={1}, stretch=2)
    assert fits and widths[1] == 0 and sum(widths) == 99


def test_with_the_game_column_hidden_the_spare_width_is_shared_not_given_to_one_player() -> None:
    """A fresh German list hid the empty Game column and gave Bernd half the sheet."""
    needs = [Need.of(20, 20, 20, rank=0) for _ in range(4)]
    widths, fits = share(needs, 400, hidden={2}, stretch=2)
    assert fits and sum(widths) == 400 and widths[2] == 0
    shown = [widths[c] for c in (0, 1, 3)]
    assert max(shown) - min(shown) <= 1
