"""The human "robot" for Spitzer: it plays seat 0 through the window's widgets.

Declarations are clicked on the declaration panel's buttons, cards at their
place in the fanned hand (sometimes an illegal one first, which must be
refused with a reason). Computer seats use the random level for speed.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from support.spitzer_page import spitzer_mode

from skat_desktop.engine.actions import Play
from skat_desktop.engine.spitzer import Phase
from skat_desktop.ui.main_window import MainWindow


def start_spitzer(win: MainWindow, seed: int, stake: int | None = None) -> None:
    spitzer_mode(win).model.move_delay_ms = 0
    spitzer_mode(win).start(
        ["You", "Anna", "Bernd", "Clara"], ["human", *["random"] * 3], seed, stake
    )


def ready(win: MainWindow) -> bool:
    """The window waits for the human (panel or live hand), or shows the result."""
    mode = spitzer_mode(win)
    if mode.view.animating():
        return False
    if mode.result.isVisible():
        return True
    view = mode.model.human_view()
    if view is None or view.to_move != view.seat:
        return False
    if view.phase is Phase.DECLARE:
        return mode.declare.isVisible()
    legal = [int(a.card) for a in view.legal if isinstance(a, Play)]
    item = mode.view.card_item(legal[0])
    return item.interactive() and not item.dimmed()


def click_card(qtbot, win: MainWindow, card: int) -> None:  # type: ignore[no-untyped-def]
    """Click the visible strip of ``card`` in the human's hand."""
    table = spitzer_mode(win).view
    item = table.card_item(card)
    center = item.pos()
    cw = item.size().width() * item.scale()
    point = table.mapFromScene(center.x() - cw * 0.3, center.y() + item.size().height() * 0.2)
    hit = table.itemAt(point)
    assert hit is item, f"clicking {card} would hit {hit}"
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def human_move(qtbot, win: MainWindow, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    mode = spitzer_mode(win)
    view = mode.model.human_view()
    assert view is not None
    if view.phase is Phase.DECLARE:
        assert set(mode.declare.buttons) == set(view.legal)
        weights = [6 if i == 0 else 1 for i in range(len(view.legal))]
        action = rng.choices(list(view.legal), weights)[0]
        qtbot.mouseClick(mode.declare.buttons[action], Qt.MouseButton.LeftButton)
        return
    legal = [int(a.card) for a in view.legal if isinstance(a, Play)]
    hand = [c for c in range(32) if view.hand >> c & 1]
    illegal = [c for c in hand if c not in legal]
    if illegal and rng.random() < 0.3:
        click_card(qtbot, win, illegal[0])
        assert mode.view.toast_text(), "an illegal card must be refused with a reason"
    click_card(qtbot, win, rng.choice(legal))


def play_deal(qtbot, win: MainWindow, rng: random.Random, max_steps: int = 60) -> None:  # type: ignore[no-untyped-def]
    """Drive the current deal to its result panel through the widgets."""
    model = spitzer_mode(win).model
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: ready(win), timeout=20000)
        if spitzer_mode(win).result.isVisible():
            return
        before = model.position()
        human_move(qtbot, win, rng)
        qtbot.waitUntil(
            lambda b=before: model.position() != b or spitzer_mode(win).result.isVisible(),
            timeout=5000,
        )
    raise AssertionError("the Spitzer deal did not finish")


def next_deal(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    result = spitzer_mode(win).result
    assert result.isVisible()
    qtbot.mouseClick(result.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not result.isVisible(), timeout=5000)
