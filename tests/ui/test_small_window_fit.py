"""What a visual sweep at small window sizes found cut off: the result
panel's calculation at the right edge, the help window shrunk to nothing,
the Spitzer score sheet's last player pushed out of sight."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QLabel, QScrollArea
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import play_deal as spitzer_play_deal
from support.spitzer_ui_helpers import ready as spitzer_ready
from support.spitzer_ui_helpers import start_spitzer
from support.ui_helpers import play_deal, ready, shown_panel, start

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.review import DealReview
from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.api import GameType
from skat_desktop.engine.skat.game import Deal, Game, Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.engine.spitzer import SpitzerRules, SpitzerSession
from skat_desktop.ui import review_texts
from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.help_dialog import HelpDialog
from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.main_window import DOCK_MIN_WIDTH, MainWindow
from skat_desktop.ui.result_panel import CardRow
from skat_desktop.ui.review_dialog import ReviewDialog
from skat_desktop.ui.score_sheet import FIRST_PLAYER_COLUMN
from skat_desktop.ui.sheet_fit import cut_text, least_start
from skat_desktop.ui.statistics_chart import label_font


def _game_result(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(11)
    for seed in range(1, 30):
        start(win, RuleSet(), seed)
        play_deal(qtbot, win, rng)
        result = win.model.game.result
        if result is not None and result.game not in (None, GameType.NULL) and result.levels:
            return
    raise AssertionError("no suit or Grand game in 30 deals")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(800, 600), (0, 0)])
def test_result_calculation_is_never_cut_at_the_right(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    lang: str,
    size: tuple[int, int],
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(*size)  # (0, 0): the smallest size the window allows
    _game_result(qtbot, win)
    qtbot.wait(30)
    panel = win.result
    assert panel.isVisible()
    scroll = panel.findChild(QScrollArea, "ResultScroll")
    assert scroll is not None
    assert scroll.horizontalScrollBar().maximum() == 0, "the panel scrolls sideways"
    viewport = scroll.viewport()
    values = [w for w in panel.findChildren(QLabel) if w.objectName() == "DetailValue"]
    assert values
    for label in values:
        right = label.mapTo(viewport, label.rect().topRight()).x()
        assert right <= viewport.width(), f"{label.text()!r} is cut off"
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text().split()[0])
    wide = panel.width() >= panel.preferred_width()
    assert panel.stacked() is not wide


def _finished_spitzer_session() -> SpitzerSession:
    """A whole Spitzer game to 42 played by random choices through the engine."""
    rng = random.Random(2)
    session = SpitzerSession(["Du", "Anna", "Bernd", "Clara"], 11, 3, SpitzerRules(5))
    while True:
        game = session.game
        while not game.finished:
            session.apply(rng.choice(game.legal_actions()))
        if session.finished:
            return session
        session.next_deal()


@pytest.mark.parametrize("size", [(800, 600), (0, 0)])
def test_spitzer_result_hands_and_facts_never_overlap(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    win = window
    win.languages.set_language("de")
    win.resize(*size)
    spitzer_mode(win).activate()
    spitzer_mode(win).model.set_session(_finished_spitzer_session(), ["human"] + ["random"] * 3)
    panel = spitzer_mode(win).result
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.wait(30)
    scroll = panel.findChild(QScrollArea, "ResultScroll")
    if scroll is not None:
        assert scroll.horizontalScrollBar().maximum() == 0, "the panel scrolls sideways"
    viewport = scroll.viewport() if scroll is not None else panel
    labels = [
        w
        for w in panel.findChildren(QLabel)
        if w.objectName() in ("DetailLabel", "DetailValue") and w.isVisible()
    ]
    rows = [w for w in panel.findChildren(CardRow) if w.isVisible()]
    assert labels and len(rows) == 4
    for label in labels:
        rect = QRect(label.mapTo(viewport, QPoint(0, 0)), label.size())
        assert rect.right() <= viewport.width(), f"{label.text()!r} is cut off"
        assert label.width() >= label.sizeHint().width(), f"{label.text()!r} is squeezed"
        for row in rows:
            cards = QRect(row.mapTo(viewport, QPoint(0, 0)), row.size())
            assert not rect.intersects(cards), f"{label.text()!r} lies over a hand"
    assert panel.stacked() is not (panel.width() >= panel.preferred_width())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_spitzer_sheet_shows_every_player_at_800_by_600(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    lang: str,
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(800, 600)
    session = _finished_spitzer_session()
    spitzer_mode(win).activate()
    spitzer_mode(win).model.set_session(session, ["human"] + ["random"] * 3)
    qtbot.waitUntil(spitzer_mode(win).result.isVisible, timeout=5000)
    qtbot.wait(30)
    sheet = spitzer_mode(win).sheet
    table = sheet.table
    header = table.horizontalHeader()
    last = table.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= (
        table.viewport().width()
    ), "the last player's column is cut off"
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        for col in range(2, table.columnCount()):
            item = table.item(row, col)
            assert item is not None
            assert metrics.horizontalAdvance(item.text()) <= header.sectionSize(col)
    # The game's column keeps room for a readable start of the name, or (four
    # Japanese names leave no room for it) makes way whole: never "ゾ…".
    if not table.isColumnHidden(1):
        game = table.item(0, 1)
        assert game is not None
        start = least_start(game.text())
        assert header.sectionSize(1) >= metrics.horizontalAdvance(start + "…")
    # Narrow: each deal's score alone, the running total in the tooltip.
    assert sheet.compact
    first = table.item(0, 2)
    assert (
        first is not None
        and "=" not in first.text()
        and first.toolTip().endswith(str(session.records[0].totals[0]))
    )
    # Wide again: the whole "+6 = 21" cells come back.
    win.resize(1400, 860)
    qtbot.waitUntil(lambda: not sheet.compact, timeout=2000)
    texts = [table.item(r, c) for r in range(table.rowCount() - 1) for c in range(2, 6)]
    assert any(t is not None and "=" in t.text() for t in texts)


@pytest.mark.parametrize("lang", ["en", "ja", "de"])
def test_help_window_cannot_shrink_below_a_readable_page(
    qtbot,  # type: ignore[no-untyped-def]
    languages: LanguageManager,
    lang: str,
) -> None:
    languages.set_language(lang)
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(100, 80)
    qtbot.wait(10)
    assert dialog.width() >= 520 and dialog.height() >= 360
    # Beside the contents list the page keeps room for a line of text.
    assert dialog.browser.width() >= 300
    metrics = dialog.contents.fontMetrics()
    for row in range(dialog.contents.count()):
        item = dialog.contents.item(row)
        assert metrics.horizontalAdvance(item.text()) < dialog.contents.width()


@pytest.mark.parametrize("size", [(800, 600), (1024, 640)])
def test_spitzer_badges_never_run_into_the_next_plate(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    win = window
    win.languages.set_language("de")
    win.resize(*size)
    start_spitzer(win, 5)
    qtbot.waitUntil(lambda: spitzer_ready(win), timeout=5000)
    view = spitzer_mode(win).view
    decor = view.decor()
    layout, ch = view.table_layout(), view.card_height()
    # The longest words the table can show beside three plates at once.
    long = "Zola Schneider Schwarz"
    for player, plate in decor.plates.items():
        if player:
            plate.set_content(plate.name, plate.detail, long, ["Damen"], False, True, False)
    decor._fit_bubbles(layout, ch)  # what every redraw does after set_content
    top = sorted((p for p in decor.plates if p), key=lambda p: decor.plates[p].pos().x())
    boxes = {p: QRectF(decor.plates[p].pos(), QSizeF(*decor.plates[p].plate_size())) for p in top}
    for player in top:
        drawn = decor.plates[player].sceneBoundingRect().adjusted(4, 4, -4, -4)
        for other in top:
            if other != player:
                assert not drawn.intersects(boxes[other]), (player, other)


def test_a_narrow_result_shows_the_calculation_first(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.languages.set_language("de")
    window.resize(0, 0)
    _game_result(qtbot, window)
    qtbot.wait(30)
    panel = window.result
    assert panel.stacked()
    values = [w for w in panel.findChildren(QLabel) if w.objectName() == "DetailValue"]
    rows = [w for w in panel.findChildren(CardRow) if w.isVisible()]
    scroll = panel.findChild(QScrollArea, "ResultScroll")
    assert scroll is not None and values and rows
    viewport = scroll.viewport()
    top_of_hands = min(r.mapTo(viewport, QPoint(0, 0)).y() for r in rows)
    assert all(v.mapTo(viewport, QPoint(0, v.height())).y() <= top_of_hands for v in values)


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_smallest_window_keeps_the_score_sheet_readable(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    lang: str,
) -> None:
    win = window
    win.languages.set_language(lang)
    win.resize(0, 0)
    start(win, RuleSet(), 4)
    play_deal(qtbot, win, random.Random(4))
    qtbot.wait(30)
    assert win.minimumSizeHint().width() <= 800  # still fits an 800 × 600 screen
    assert win.dock.width() >= DOCK_MIN_WIDTH
    assert win.table.viewport().width() >= win.table.minimumWidth()
    table = win.score.table
    header = table.horizontalHeader()
    for column in range(FIRST_PLAYER_COLUMN, FIRST_PLAYER_COLUMN + 3):
        assert not table.isColumnHidden(column)
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= (
            table.viewport().width()
        )


def test_review_seat_lines_are_elided_never_clipped(
    qtbot,  # type: ignore[no-untyped-def]
    languages: LanguageManager,
) -> None:
    languages.set_language("de")
    game = Game(RuleSet(), Deal.from_seed(7))
    players = [make_player("skat", "easy", 7 + s) for s in range(3)]
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    review = DealReview.from_game(game)
    names = ["Annabella-Maria", "Bernd", "Clara"]
    dialog = ReviewDialog(review, names, CardRenderer(deck_id="french4"), seat=0, analyse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(dialog.minimumSizeHint())
    dialog.steps.setCurrentRow(dialog.steps.count() - 1)  # tricks and points counted
    qtbot.wait(20)
    board = dialog.board
    board.grab()
    assert set(board.seat_labels) == {0, 1, 2}
    for seat, (rect, shown) in board.seat_labels.items():
        full = review_texts.seat_line(review, seat, names)
        assert shown == full or shown.endswith("…")
        assert rect.right() <= board.width()
        metrics = QFontMetricsF(board.font())
        assert metrics.horizontalAdvance(shown) <= rect.width() * 1.15  # bold is a bit wider


class _Passer:
    """Passes in every auction, so the human becomes the declarer at 18."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        return A.PASS if A.PASS in view.legal else next(iter(view.legal))


@pytest.mark.parametrize("lang", ["ja", "de"])
def test_skat_choice_at_the_smallest_size_leaves_the_players_plate_visible(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    lang: str,
) -> None:
    win = window
    win.languages.set_language(lang)
    win.dock.hide()
    qtbot.wait(20)
    # The table at its own smallest size (whatever else the window holds).
    spare = win.table.viewport().size() - win.table.minimumSize()
    win.resize(win.width() - spare.width(), win.height() - spare.height())
    qtbot.wait(20)
    assert win.table.viewport().height() <= win.table.minimumHeight() + 1
    start(win, RuleSet(), 8)
    for player in (1, 2):
        win.model.set_computer(player, _Passer(), "normal")
    for _ in range(6):
        qtbot.waitUntil(lambda: ready(win), timeout=10000)
        view = win.model.human_view()
        assert view is not None
        if view.phase is Phase.SKAT:
            break
        bids = [a for a in view.legal if isinstance(a, A.Bid)]
        win.model.play_human(bids[0] if bids else A.HOLD if A.HOLD in view.legal else A.PASS)
    assert win.model.game.phase is Phase.SKAT
    qtbot.wait(30)
    panel = shown_panel(win)
    assert panel is not None
    plate = win.table.own_plate_rect()
    assert plate is not None
    plate_px = win.table.mapFromScene(plate).boundingRect()
    assert not panel.geometry().intersects(plate_px), "the prompt covers the player's name"


def test_chart_labels_shrink_so_no_word_is_broken_inside(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    font.setPointSizeF(10.0)
    words = QFontMetrics(font)
    width = int(words.horizontalAdvance("Schneider")) - 6
    smaller = label_font(font, ["Zola Schneider Schwarz", "Partner"], width)
    assert smaller.pointSizeF() < font.pointSizeF()
    assert smaller.pointSizeF() >= font.pointSizeF() * 0.75
    assert QFontMetrics(smaller).horizontalAdvance("Schneider") <= width + 1
    # Labels whose words fit keep the font as it is.
    assert label_font(font, ["Zola", "Solo"], width).pointSizeF() == font.pointSizeF()


def test_spitzer_sheet_in_a_wide_window_elides_no_name(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The sheet was fitted while still hidden (no width) and kept "…" for names."""
    win = window
    win.resize(1920, 1080)
    start_spitzer(win, 3)
    spitzer_play_deal(qtbot, win, random.Random(3))
    qtbot.wait(30)
    table = spitzer_mode(win).sheet.table
    shown = [table.horizontalHeaderItem(c).text() for c in range(2, 6)]  # type: ignore[union-attr]
    assert shown == ["You", "Anna", "Bernd", "Clara"]
    assert not spitzer_mode(win).sheet.compact


def test_result_values_stay_beside_their_labels_on_a_wide_panel(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.resize(1920, 1080)
    _game_result(qtbot, win)
    qtbot.wait(30)
    panel = win.result
    labels = [w for w in panel.findChildren(QLabel) if w.objectName() == "DetailLabel"]
    values = [w for w in panel.findChildren(QLabel) if w.objectName() == "DetailValue"]
    widest = max(w.sizeHint().width() for w in labels)
    gap = min(v.mapTo(panel, QPoint(0, 0)).x() for v in values) - max(
        w.mapTo(panel, QPoint(0, 0)).x() for w in labels
    )
    assert gap <= widest + 24, "the values drift away from their labels"


def test_spitzer_result_buttons_match_the_skat_result(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    start_spitzer(win, 3)
    spitzer_play_deal(qtbot, win, random.Random(3))
    panel = spitzer_mode(win).result
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.next_button.text() == "Next deal (Enter)"  # the Skat panel's words
    review = panel.review_button.mapTo(panel, QPoint(0, 0)).x()
    assert review < panel.next_button.mapTo(panel, QPoint(0, 0)).x()


@pytest.mark.parametrize("lang", ["de", "en", "ja"])
def test_smallest_window_spitzer_sheet_headers_name_the_players(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    lang: str,
) -> None:
    """Bug: at the smallest size every player's header was a lone "…"."""
    win = window
    win.languages.set_language(lang)
    win.resize(0, 0)
    start_spitzer(win, 5)
    qtbot.waitUntil(lambda: spitzer_ready(win), timeout=5000)
    qtbot.wait(30)
    table = spitzer_mode(win).sheet.table
    names = spitzer_mode(win).model.session.names
    for col, name in enumerate(names, start=2):
        item = table.horizontalHeaderItem(col)
        assert item is not None and item.toolTip() == name
        shown = item.text().rstrip("…")
        assert shown and name.startswith(shown), (item.text(), name)


def test_a_header_label_keeps_the_start_of_a_name_that_does_not_fit(qapp) -> None:  # type: ignore[no-untyped-def]
    metrics = QFontMetricsF(QFont())
    name = "Bernadette"
    assert cut_text(name, metrics, 1000) == name
    assert cut_text(name, metrics, 1) == "Ber…"  # three letters at least, never "B" or "…"
    assert cut_text("ベルント", metrics, 1) == "ベル…"  # a wide letter counts twice
    roomy = math.ceil(metrics.horizontalAdvance("Bernad…"))
    assert cut_text(name, metrics, roomy) == "Bernad…"


@pytest.mark.parametrize("size", [(0, 0), (1400, 900)])
def test_the_declaration_panel_never_leaves_the_info_box_peeking_out(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    size: tuple[int, int],
) -> None:
    """At the smallest size the panel must cover the info box; the box is then
    hidden (its trumps are on the panel) and comes back when the panel goes."""
    win = window
    win.resize(*size)
    start_spitzer(win, 5)
    qtbot.waitUntil(
        lambda: spitzer_ready(win) and spitzer_mode(win).declare.isVisible(), timeout=5000
    )
    mode = spitzer_mode(win)
    info = mode.view.decor().info
    covered = mode.declare.geometry().intersects(mode.view.info_rect().toAlignedRect())
    assert covered == (size == (0, 0))
    assert info.isVisible() == (not covered)
    assert mode.model.play_human(mode.model.human_legal()[0])
    qtbot.waitUntil(lambda: not mode.declare.isVisible(), timeout=5000)
    assert info.isVisible()
