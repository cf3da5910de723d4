"""The score sheet keeps a stable width and leaves the
table its room, at 800×600 too, after a long list with long Japanese names.

The sheet used to ask for the width of all its columns (up to 520 px): at
800×600 that pushed the table below its minimum and the window off the
screen. Now the window sets the dock's width and the sheet fits its columns
into it (names and games elided, a slightly smaller font, optional columns
hidden); numbers are never cut.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import CLUB
from skat_desktop.engine.skat.session import Session
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.score_sheet import FIRST_PLAYER_COLUMN, ScoreSheet

LONG_NAMES = (
    "ヴィルヘルミーネ・シュヴァルツェンベルク",
    "マクシミリアン・フォン・ホーエンツォレルン",
    "アレクサンドラ・ノイマイスター",
)


def long_list(names: tuple[str, ...] = LONG_NAMES, finished: int = 36, seed: int = 11) -> Session:
    """At least ``finished`` random deals done, the next one in play with a declarer."""
    rules = dataclasses.replace(CLUB, list_length=39)
    session = Session(rules, list(names), seed=seed, first_dealer=2)
    player = RandomPlayer(5)
    while True:
        game = session.game
        if game.finished:
            session.next_deal()
            continue
        if (
            len(session.completed) >= finished
            and game.phase is Phase.PLAY
            and game.declarer is not None
        ):
            break
        assert game.to_move is not None
        session.apply(player.choose(game.view(game.to_move)))
    assert finished <= len(session.completed) < 39
    return session


@pytest.fixture(name="ja")
def ja_fixture(window: MainWindow) -> Iterator[MainWindow]:
    window.languages.set_language("ja")
    yield window
    window.languages.set_language("en")


def _viewport_rect_of(win: MainWindow, player: int) -> QRect:
    plate = win.table.plate(player)
    assert plate is not None and plate.isVisible()
    return win.table.mapFromScene(plate.sceneBoundingRect()).boundingRect()


def _badge_is_clear(win: MainWindow) -> None:
    """No other plate lies on the declarer's plate or its game badge."""
    session = win.model.session
    game = session.game
    assert game.declarer is not None
    declarer = win.model.player_at_seat(game.declarer)
    plate = win.table.plate(declarer)
    assert plate is not None and plate.badges
    badge_and_plate = plate.sceneBoundingRect().adjusted(4, 4, -4, -4)
    for other in range(session.n):
        other_plate = win.table.plate(other)
        if other == declarer or other_plate is None or not other_plate.isVisible():
            continue
        w, h = other_plate.plate_size()
        box = other_plate.mapRectToScene(0, 0, w, h)
        assert not box.intersects(badge_and_plate), (session.names[other], plate.badges)


@pytest.mark.parametrize("seed", [11, 12, 13, 14, 15, 16])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_long_names_leave_the_game_badge_clear(
    qtbot, ja: MainWindow, size: tuple[int, int], seed: int
) -> None:
    win = ja
    win.resize(*size)
    win.model.set_session(long_list(finished=3, seed=seed), ["human", "random", "random"])
    qtbot.waitUntil(lambda: not win.table.animating(), timeout=10000)
    _badge_is_clear(win)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_long_list_leaves_the_table_its_room(
    qtbot, ja: MainWindow, size: tuple[int, int]
) -> None:
    win = ja
    win.resize(*size)
    qtbot.wait(20)
    dock_before = win.dock.width()
    session = long_list()
    win.model.set_session(session, ["human", "random", "random"])
    qtbot.waitUntil(lambda: not win.table.animating(), timeout=10000)
    qtbot.wait(50)
    # The window keeps its size: nothing asks for more than the screen has.
    assert win.width() == size[0]
    assert win.minimumSizeHint().width() <= 800
    # Stable width: the list's length and names do not move the dock.
    assert abs(win.dock.width() - dock_before) <= 2
    # The table keeps its minimum width, beside (not under) the sheet.
    viewport = win.table.viewport()
    assert viewport.width() >= win.table.minimumWidth()
    table_right = viewport.mapTo(win, viewport.rect().topRight()).x()
    assert table_right < win.dock.mapTo(win, win.dock.rect().topLeft()).x()
    # The game badge (on the declarer's plate) and the info box lie on the table.
    game = session.game
    assert game.declarer is not None
    declarer = win.model.player_at_seat(game.declarer)
    area = viewport.rect()
    assert area.contains(_viewport_rect_of(win, declarer))
    info = win.table.mapFromScene(win.table.info_rect()).boundingRect()
    assert area.contains(info)
    _badge_is_clear(win)
    # The sheet's numbers are whole (names and games may be elided).
    table = win.score.table
    header = table.horizontalHeader()
    for column in range(FIRST_PLAYER_COLUMN, FIRST_PLAYER_COLUMN + session.n):
        assert not table.isColumnHidden(column)
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)


def test_default_names_at_1280_show_every_column_at_full_size(qtbot, window: MainWindow) -> None:
    window.resize(1280, 800)
    session = long_list(("You", "Anna", "Bernd"), finished=12)
    window.model.set_session(session, ["human", "random", "random"])
    qtbot.wait(50)
    table = window.score.table
    assert not any(table.isColumnHidden(c) for c in range(table.columnCount()))
    assert window.score.font_scale == 1.0


def test_the_sheet_asks_for_no_width_of_its_own(qapp) -> None:  # type: ignore[no-untyped-def]
    sheet = ScoreSheet()
    sheet.set_session(long_list())
    assert sheet.minimumSizeHint().width() < 250
    assert sheet.table.minimumWidth() == 0
    sheet.resize(250, 400)
    sheet.show()
    header = sheet.table.horizontalHeader()
    for column in range(FIRST_PLAYER_COLUMN, FIRST_PLAYER_COLUMN + 3):
        assert header.sectionSize(column) >= sheet.table.sizeHintForColumn(column)
    sheet.resize(600, 400)
    assert not any(sheet.table.isColumnHidden(c) for c in range(sheet.table.columnCount()))


def test_a_fresh_list_at_800_shows_the_players_names_whole(qtbot, window: MainWindow) -> None:
    """Empty declarer, game and marks columns make way before any name is cut."""
    window.resize(800, 600)
    names = ("You", "Anna", "Bernd")
    window.model.set_session(long_list(names, finished=0), ["human", "random", "random"])
    qtbot.wait(50)
    table = window.score.table
    header = table.horizontalHeader()
    for i, name in enumerate(names):
        column = FIRST_PLAYER_COLUMN + i
        assert not table.isColumnHidden(column)
        assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(name) + 6
