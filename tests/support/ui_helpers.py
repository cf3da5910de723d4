"""Shared helpers for the UI tests: a window factory and a human "robot".

The robot plays the human's seat *through the widgets*: it clicks panel
buttons and clicks cards at their on-screen position in the viewport, so the
whole path from mouse to engine is exercised. Computer seats use the random
player for speed. Every slot exception fails the test (pytest-qt's
``qt_no_exception_capture`` is off, so exceptions in Qt callbacks are captured
and reported by pytest-qt as failures).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt

from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.ui.main_window import MainWindow


def start(win: MainWindow, rules: RuleSet, seed: int, players: int | None = None) -> None:
    levels = ["human"] + ["random"] * (rules.players - 1)
    win.start_new_session(rules, levels, seed=seed)


def ready(win: MainWindow) -> bool:
    """The UI waits for the human (a panel or the hand is live) or shows a result."""
    if win.table.animating():
        return False
    if win.result.isVisible():
        return True
    view = win.model.human_view()
    if view is None or view.to_move != view.seat:
        return False
    if view.phase is Phase.PLAY:
        return any(win.table.card_item(c).interactive() for c in range(32))
    return shown_panel(win) is not None


def shown_panel(win: MainWindow) -> Any:
    """The prompt panel the player sees (bidding, declaring, …), or None."""
    shown = [panel for panel in win.panels.values() if panel.isVisible()]
    assert len(shown) <= 1, shown
    return shown[0] if shown else None


def click_card(qtbot, win: MainWindow, card: int) -> None:  # type: ignore[no-untyped-def]
    """Click the visible strip of a card in the fanned hand."""
    item = win.table.card_item(card)
    center = item.pos()
    cw = item.size().width() * item.scale()
    point = win.table.mapFromScene(center.x() - cw * 0.3, center.y() + item.size().height() * 0.2)
    # The item under the point must be this card (the fan overlaps).
    hit = win.table.itemAt(point)
    assert hit is item, f"clicking {card} would hit {hit}"
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def human_move(qtbot, win: MainWindow, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """Make one random legal decision for the human through the widgets."""
    view = win.model.human_view()
    assert view is not None
    legal = list(view.legal)
    phase = view.phase
    click = lambda button: qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # noqa: E731
    if phase is Phase.BIDDING:
        panel = win.bidding
        options = [b for b in (panel.yes, panel.bid_next, panel.pass_) if b.isVisible()]
        weights = [3 if b is panel.pass_ else 2 for b in options]
        click(rng.choices(options, weights)[0])
    elif phase in (Phase.SKAT, Phase.DECLARE, Phase.PUSH):
        panel = win.declare
        if A.PICK_UP in legal and rng.random() < 0.7:
            click(panel.pick_up)
            return
        if A.PUSH in legal and rng.random() < 0.5:
            click(panel.push)
            return
        declares = [a for a in legal if isinstance(a, A.Declare)]
        action = rng.choice(declares)
        for box, flag in (
            (panel.schneider, action.schneider),
            (panel.schwarz, action.schwarz),
            (panel.ouvert, action.ouvert),
        ):
            if box.isVisible() and box.isChecked() != flag:
                box.setChecked(flag)
        for box, flag in (
            (panel.schneider, action.schneider),
            (panel.schwarz, action.schwarz),
            (panel.ouvert, action.ouvert),
        ):
            if box.isVisible() and box.isChecked() != flag:
                box.setChecked(flag)
        button = panel.games[action.game]
        assert button.isEnabled(), action
        click(button)
        if panel.isVisible() and panel.warning.isVisible():  # overbid: click again to confirm
            click(button)
    elif phase in (Phase.DISCARD, Phase.PUSH_DISCARD):
        discards = [a for a in legal if isinstance(a, A.Discard)]
        action = rng.choice(discards)
        for card in action.cards:
            click_card(qtbot, win, int(card))
        assert win.discard.confirm.isEnabled()
        click(win.discard.confirm)
    elif phase in (Phase.KONTRA, Phase.RE, Phase.RESPONSE):
        click(win.choice.yes if rng.random() < 0.3 else win.choice.no)
    elif phase is Phase.PLAY:
        plays = [a for a in legal if isinstance(a, A.Play)]
        hand = [c for c in range(32) if view.hand >> c & 1]
        illegal = [c for c in hand if A.Play(A.Card(c)) not in legal]
        if illegal and rng.random() < 0.2:
            click_card(qtbot, win, illegal[0])
            assert win.table.toast_text(), "clicking an illegal card must say why"
            assert win.model.human_view() is not None
        action = rng.choice(plays)
        if rng.random() < 0.15:
            win.table.setFocus()
            # Keyboard: move the focus to the card and press Enter.
            qtbot.keyClick(win.table, Qt.Key.Key_Right)
            for _ in range(12):
                if win.controller.focused_card() == int(action.card):
                    break
                qtbot.keyClick(win.table, Qt.Key.Key_Right)
            assert win.controller.focused_card() == int(action.card)
            qtbot.keyClick(win.table, Qt.Key.Key_Return)
        else:
            click_card(qtbot, win, int(action.card))
    else:
        raise AssertionError(f"unexpected phase {phase}")


def play_deal(
    qtbot,
    win: MainWindow,
    rng: random.Random,  # type: ignore[no-untyped-def]
    max_steps: int = 200,
) -> None:
    """Drive the current deal to its result panel."""
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: ready(win), timeout=20000)
        if win.result.isVisible():
            return
        before = win.model.position()
        human_move(qtbot, win, rng)
        qtbot.waitUntil(
            lambda b=before: win.model.position() != b or win.result.isVisible(), timeout=5000
        )
    raise AssertionError("deal did not finish")


def next_deal(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    assert win.result.isVisible()
    qtbot.mouseClick(win.result.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.result.isVisible(), timeout=5000)


def to_play_phase(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Pass (or declare the first game) until the human has a card to play."""
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(win), timeout=20000)
        view = win.model.human_view()
        assert view is not None
        if view.phase is Phase.PLAY and view.to_move == view.seat:
            return
        if win.result.isVisible():
            win.model.next_deal()
            continue
        legal = view.legal
        action = A.PASS if A.PASS in legal else legal[0]
        if view.phase in (Phase.DECLARE, Phase.SKAT):
            action = next(a for a in legal if isinstance(a, A.Declare))
        before = win.model.position()
        win.model.play_human(action)
        qtbot.waitUntil(lambda b=before: win.model.position() != b, timeout=5000)
    raise AssertionError("never reached the play phase")
