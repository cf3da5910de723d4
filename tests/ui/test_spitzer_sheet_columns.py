"""The Spitzer score sheet's columns and headers fit the width it has.

At 800×600 the Japanese sheet showed "コ…" over its games and names cut to
two letters without "…"; the game's column kept a stub where its header could
not be read. Every shown header is now whole or short (the word in the
tooltip), a player's name keeps its first letters and "…", the columns fill
the sheet, and the game's column is hidden rather than cut to a letter.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QTableWidget
from support.spitzer_page import spitzer_mode
from ui.test_score_sheet_columns import (
    app_window_fixture,  # noqa: F401  (the fixture, used by name)
    fills_the_sheet,
    header_texts_fit,
    open_window,
)

from skat_desktop.engine.spitzer import SpitzerRules, SpitzerSession
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.sheet_fit import least_start

NAMES = {
    "en": ["You", "Anna", "Bernd", "Clara"],
    "de": ["Du", "Anna", "Bernd", "Clara"],
    "ja": ["あなた", "アンナ", "ベルント", "クララ"],
}
GAME_COLUMN = 1


def played(names: list[str], deals: int = 3) -> SpitzerSession:
    """``deals`` whole deals by random choices, the next one dealt (the
    game to 42 goes on: this seed takes five deals)."""
    rng = random.Random(9)
    session = SpitzerSession(list(names), 11, 3, SpitzerRules(5))
    for _ in range(deals):
        game = session.game
        while not game.finished:
            session.apply(rng.choice(game.legal_actions()))
        session.next_deal()
    return session


def cells_are_readable(table: QTableWidget) -> None:
    """Scores whole; a cut game keeps its first letters."""
    header = table.horizontalHeader()
    metrics = table.fontMetrics()
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        for row in range(table.rowCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            text = item.text()
            start = least_start(text) if column == GAME_COLUMN else text
            least = text if start == text else start + "…"
            assert metrics.horizontalAdvance(least) < header.sectionSize(column), (text, column)


def players_shown(table: QTableWidget) -> None:
    for column in range(2, table.columnCount()):
        assert not table.isColumnHidden(column)


def show_spitzer(qtbot, win: MainWindow, session: SpitzerSession) -> None:  # type: ignore[no-untyped-def]
    spitzer_mode(win).model.move_delay_ms = 0
    spitzer_mode(win).activate()
    spitzer_mode(win).model.set_session(session, ["human", "random", "random", "random"])
    qtbot.waitUntil(lambda: not spitzer_mode(win).view.animating(), timeout=10000)
    qtbot.wait(30)


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_spitzer_headers_are_whole_or_short_and_fill_the_sheet(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    lang: str,
    size: tuple[int, int],
) -> None:
    window.languages.set_language(lang)
    window.resize(*size)
    show_spitzer(qtbot, window, played(NAMES[lang]))
    table = spitzer_mode(window).sheet.table
    players_shown(table)
    header_texts_fit(table)
    cells_are_readable(table)
    fills_the_sheet(table)
    if size[0] >= 1600:
        assert not any(table.isColumnHidden(c) for c in range(table.columnCount()))
        assert not spitzer_mode(window).sheet.compact
        for column, name in enumerate(NAMES[lang], start=2):
            assert table.horizontalHeaderItem(column).text() == name  # type: ignore[union-attr]


@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_a_language_switch_fits_the_spitzer_headers(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    window.resize(*size)
    show_spitzer(qtbot, window, played(NAMES["en"]))
    table = spitzer_mode(window).sheet.table
    for lang in ("ja", "de", "en"):
        window.languages.set_language(lang)
        qtbot.wait(30)
        players_shown(table)
        header_texts_fit(table)
        cells_are_readable(table)
        fills_the_sheet(table)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_a_restart_fits_the_resumed_spitzer_sheet_alike(
    qtbot,  # type: ignore[no-untyped-def]
    app_window: list[MainWindow],
    lang: str,
    size: tuple[int, int],
) -> None:
    first = open_window(qtbot, app_window, lang, resume=False)
    first.show()
    first.resize(*size)
    show_spitzer(qtbot, first, played(NAMES[lang]))
    table = spitzer_mode(first).sheet.table
    before = [table.isColumnHidden(c) for c in range(table.columnCount())]
    first.close()
    second = open_window(qtbot, app_window, lang, resume=True)
    second.show()
    second.resize(*size)
    qtbot.waitUntil(lambda: spitzer_mode(second).active, timeout=5000)
    qtbot.wait(30)
    table = spitzer_mode(second).sheet.table
    assert [table.isColumnHidden(c) for c in range(table.columnCount())] == before
    players_shown(table)
    header_texts_fit(table)
    cells_are_readable(table)
    fills_the_sheet(table)
