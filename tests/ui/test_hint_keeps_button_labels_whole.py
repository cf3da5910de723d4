"""Showing a hint never clips a button label.

The decision panels are sized to their buttons before the hint arrives; the
hint then marks its button with a thicker border. If that made the button
larger, the panel (not re-laid out) would cut its label by a few pixels.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QPushButton, QWidget
from support.ui_helpers import ready

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.engine.skat.view import GameView
from skat_desktop.ui.declare_panel import DeclarePanel
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.panels import PANEL_STYLE, PlayTools, PromptPanel


def _clipped(root: QWidget) -> list[str]:
    """Visible push buttons narrower (or lower) than their label needs."""
    out = []
    for button in root.findChildren(QPushButton):
        if not button.isVisible():
            continue
        hint = button.sizeHint()
        if button.width() < hint.width() or button.height() < hint.height():
            out.append(f"{button.objectName()} {button.text()!r} {button.size()} < {hint}")
    return out


def test_marking_a_hint_keeps_every_button_size(qapp) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    host.setStyleSheet(PANEL_STYLE)
    tools = PlayTools(host)
    declare = DeclarePanel(host)
    tools.retranslate()
    declare.retranslate()
    host.resize(900, 500)
    host.show()
    panel: PromptPanel
    for panel in (tools, declare):
        panel.show()
        for button in panel.findChildren(QPushButton):
            button.setText(button.text() or "Kontra")
            before = button.sizeHint()
            button.setProperty("hint", True)
            button.style().unpolish(button)
            button.style().polish(button)
            assert button.sizeHint() == before, button.objectName()
            button.setProperty("hint", False)
            button.style().unpolish(button)
            button.style().polish(button)


class _Bidder:
    """Computers that pass: the human declares (bidding, pick-up, discard, declare, play)."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        return A.PASS if A.PASS in view.legal else view.legal[0]


def _human_action(view: GameView) -> Action:
    legal = view.legal
    if view.phase is Phase.BIDDING:
        return next((a for a in legal if a != A.PASS), A.PASS)
    if view.phase is Phase.SKAT and A.PICK_UP in legal:
        return A.PICK_UP
    for kind in (A.Discard, A.Declare, A.Play):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    return legal[-1]


@pytest.fixture(name="lang_window")
def lang_window_fixture(window: MainWindow, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    window.languages.set_language(request.param)
    yield window
    window.languages.set_language("en")


@pytest.mark.parametrize("lang_window", ["en", "ja"], indirect=True)
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_hints_never_clip_a_button_label(
    qtbot, lang_window: MainWindow, size: tuple[int, int]
) -> None:
    win = lang_window
    win.resize(*size)
    win.set_hint_level("easy")
    win.start_new_session(PRESETS["club"], ["human", "random", "random"], seed=3)
    for player in (1, 2):
        win.model.set_computer(player, _Bidder(), "normal")
    checked: set[Phase] = set()
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(win), timeout=20000)
        if win.result.isVisible():
            break
        view = win.model.human_view()
        assert view is not None
        if view.phase not in checked:
            checked.add(view.phase)
            # The side area opens with the hint and narrows the table under
            # the panel that is already shown.
            win.dock.hide()
            qtbot.wait(10)
            win.request_hint()
            qtbot.waitUntil(lambda: win.hints.state != "busy", timeout=20000)
            qtbot.wait(20)
            assert win.hints.isVisible()
            assert win.width() == size[0]  # nothing pushed the window wider
            assert _clipped(win) == [], view.phase
        before = win.model.position()
        win.model.play_human(_human_action(view))
        qtbot.waitUntil(
            lambda b=before: win.model.position() != b or win.result.isVisible(), timeout=5000
        )
    assert {Phase.BIDDING, Phase.SKAT, Phase.DISCARD, Phase.DECLARE, Phase.PLAY} <= checked


class _Declarer:
    """A computer that bids on and declares: the human defends (Kontra, play)."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        legal = view.legal
        for kind in (A.Declare, A.Discard):
            found = [a for a in legal if isinstance(a, kind)]
            if found:
                return found[0]
        for preferred in (A.PICK_UP, A.PASS):
            if preferred in legal:
                return preferred
        plays = [a for a in legal if isinstance(a, A.Play)]
        return plays[0] if plays else legal[0]


def _defender_action(view: GameView) -> Action:
    legal = view.legal
    if view.phase is Phase.BIDDING:
        return A.PASS if A.PASS in legal else legal[0]
    if A.KONTRA in legal and view.phase is Phase.KONTRA:
        return A.PASS
    plays = [a for a in legal if isinstance(a, A.Play)]
    return plays[0] if plays else legal[-1]


@pytest.mark.parametrize("lang_window", ["en", "ja"], indirect=True)
def test_hints_never_clip_a_defenders_buttons(qtbot, lang_window: MainWindow) -> None:
    """The defender's side at 800×600: bidding, the Kontra panel, play."""
    win = lang_window
    win.resize(800, 600)
    win.set_hint_level("easy")
    rules = dataclasses.replace(PRESETS["club"], kontra_needs_bid=False)
    win.start_new_session(rules, ["human", "random", "random"], seed=5)
    win.model.set_computer(1, _Declarer(), "normal")
    checked: set[Phase] = set()
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(win), timeout=20000)
        if win.result.isVisible():
            break
        view = win.model.human_view()
        assert view is not None
        if view.phase not in checked:
            checked.add(view.phase)
            win.request_hint()
            qtbot.waitUntil(lambda: win.hints.state != "busy", timeout=20000)
            qtbot.wait(20)
            assert win.width() == 800
            assert _clipped(win) == [], view.phase
        before = win.model.position()
        win.model.play_human(_defender_action(view))
        qtbot.waitUntil(
            lambda b=before: win.model.position() != b or win.result.isVisible(), timeout=5000
        )
    assert {Phase.BIDDING, Phase.KONTRA, Phase.PLAY} <= checked
