"""Specific situations with scripted opponents: ouvert, Kontra, concede, claim, pushes."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from support.ui_helpers import click_card, play_deal, ready

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
from skat_desktop.engine.skat.scoring import Reason, ResultKind
from skat_desktop.engine.skat.view import GameView
from skat_desktop.ui.main_window import MainWindow


class Scripted:
    """A predictable opponent for setting up one situation."""

    level = "normal"

    def __init__(self, bid_to: int = 0, declare: A.Declare | None = None, re: bool = False):
        self.bid_to = bid_to
        self.declare = declare
        self.re = re

    def choose(self, view: GameView) -> Action:
        legal = list(view.legal)
        if view.phase is Phase.BIDDING:
            bids = [a for a in legal if isinstance(a, A.Bid) and a.value <= self.bid_to]
            if bids:
                return bids[0]
            if A.HOLD in legal and view.auction_value <= self.bid_to:
                return A.HOLD
            return A.PASS
        if view.phase is Phase.SKAT:
            if self.declare is not None and self.declare in legal:
                return self.declare
            return A.PICK_UP
        if view.phase is Phase.DECLARE and self.declare is not None:
            plain = A.Declare(self.declare.game)
            if plain in legal:
                return plain
        if view.phase is Phase.RE:
            return A.RE if self.re else A.PASS
        for preferred in (A.PUSH, A.ACCEPT, A.PASS):
            if preferred in legal:
                return preferred
        plays = [a for a in legal if isinstance(a, A.Play)]
        return plays[0] if plays else legal[0]


def setup(win: MainWindow, rules: RuleSet, seed: int, anna: Scripted, bernd: Scripted) -> None:
    win.start_new_session(rules, ["human", "random", "random"], seed=seed)
    win.model.set_computer(1, anna, "normal")
    win.model.set_computer(2, bernd, "normal")


def wait_human(qtbot, win: MainWindow, phase: Phase) -> GameView:  # type: ignore[no-untyped-def]
    def at_phase() -> bool:
        view = win.model.human_view()
        return ready(win) and view is not None and view.phase is phase

    qtbot.waitUntil(at_phase, timeout=10000)
    view = win.model.human_view()
    assert view is not None
    return view


def click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_computer_ouvert_hand_is_shown_face_up(qtbot, window: MainWindow) -> None:
    ouvert = A.Declare(GameType.GRAND, ouvert=True)
    setup(window, RuleSet(), 8, Scripted(bid_to=18, declare=ouvert), Scripted())
    wait_human(qtbot, window, Phase.BIDDING)
    click(qtbot, window.bidding.pass_)
    view = wait_human(qtbot, window, Phase.PLAY)
    assert view.open_hand is not None and view.declarer == 1
    anna_seat = window.model.session.seat_of(1)
    bernd_seat = window.model.session.seat_of(2)
    assert anna_seat is not None and bernd_seat is not None
    game = window.model.game
    for card in range(32):
        item = window.table.card_item(card)
        if game.hands[anna_seat] >> card & 1:
            assert item.face_up(), f"ouvert card {Card(card)} must be open"
        if game.hands[bernd_seat] >> card & 1:
            assert not item.face_up()
    plate = window.table.plate(1)
    assert plate is not None and any("Ouvert" in b for b in plate.badges)


def _become_declarer(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Opponents pass: the human (Forehand) bids 18, picks up and puts two away."""
    wait_human(qtbot, win, Phase.BIDDING)
    assert win.bidding.bid_next.text().startswith("Bid 18")
    click(qtbot, win.bidding.bid_next)
    wait_human(qtbot, win, Phase.SKAT)
    click(qtbot, win.declare.pick_up)
    view = wait_human(qtbot, win, Phase.DISCARD)
    assert not win.discard.confirm.isEnabled()
    cards = [c for c in range(32) if view.hand >> c & 1]
    for card in cards[:2]:
        click_card(qtbot, win, card)
    click(qtbot, win.discard.confirm)
    wait_human(qtbot, win, Phase.DECLARE)
    # Values shown for every game; Grand is announced.
    assert "\n" in win.declare.games[GameType.GRAND].text()
    click(qtbot, win.declare.games[GameType.GRAND])


def test_human_concedes_before_the_first_lead(qtbot, window: MainWindow) -> None:
    setup(window, RuleSet(), 8, Scripted(), Scripted())
    _become_declarer(qtbot, window)
    wait_human(qtbot, window, Phase.PLAY)
    assert window.tools.isVisible()
    click(qtbot, window.tools.concede)
    qtbot.waitUntil(window.result.isVisible, timeout=5000)
    result = window.model.game.result
    assert result is not None and result.reason is Reason.CONCEDED
    assert "conceded" in window.result.headline.text()


def test_human_claims_the_rest(qtbot, window: MainWindow) -> None:
    setup(window, RuleSet(), 8, Scripted(), Scripted())
    _become_declarer(qtbot, window)
    for _ in range(10):
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        if window.result.isVisible():
            break
        if window.tools.isVisible() and window.tools.claim.isVisible():
            break
        view = window.model.human_view()
        assert view is not None
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        before = window.model.position()
        click_card(qtbot, window, int(plays[0].card))
        qtbot.waitUntil(lambda b=before: window.model.position() != b, timeout=5000)
    assert not window.result.isVisible(), "the deal ended before a claim was possible"
    click(qtbot, window.tools.claim)
    qtbot.waitUntil(window.result.isVisible, timeout=5000)
    result = window.model.game.result
    assert result is not None and result.claimed


def test_kontra_from_the_human_defender(qtbot, window: MainWindow) -> None:
    rules = PRESETS["club"]
    setup(window, rules, 8, Scripted(bid_to=20, declare=A.Declare(GameType.CLUBS)), Scripted())
    wait_human(qtbot, window, Phase.BIDDING)
    click(qtbot, window.bidding.yes)  # hold 18: now allowed to say Kontra
    wait_human(qtbot, window, Phase.BIDDING)
    click(qtbot, window.bidding.pass_)
    wait_human(qtbot, window, Phase.KONTRA)
    assert window.choice.isVisible()
    click(qtbot, window.choice.yes)
    qtbot.waitUntil(lambda: window.model.game.phase is Phase.PLAY, timeout=5000)
    assert window.model.game.kontra_by == window.model.human_seat()
    qtbot.waitUntil(lambda: ready(window), timeout=5000)
    labels = dict(window.table.info_lines())
    assert "Kontra" in labels.get("Marks", "")
    plate = window.table.plate(0)
    assert plate is not None and "Kontra" in plate.badges


def test_schieberamsch_push_through_the_panels(qtbot, window: MainWindow) -> None:
    setup(window, PRESETS["pub"], 8, Scripted(), Scripted())
    wait_human(qtbot, window, Phase.BIDDING)
    click(qtbot, window.bidding.pass_)
    wait_human(qtbot, window, Phase.PUSH)
    assert window.declare.push.isVisible() and window.declare.pick_up.isVisible()
    click(qtbot, window.declare.pick_up)
    view = wait_human(qtbot, window, Phase.PUSH_DISCARD)
    allowed = sorted({int(c) for a in view.legal if isinstance(a, A.Discard) for c in a.cards})
    jacks = [c for c in range(32) if view.hand >> c & 1 and Card(c).is_jack]
    for jack in jacks:
        assert window.table.card_item(jack).dimmed(), "jacks may not be pushed"
    for card in allowed[:2]:
        click_card(qtbot, window, card)
    click(qtbot, window.discard.confirm)
    qtbot.waitUntil(lambda: window.model.game.phase is Phase.PLAY, timeout=5000)
    assert window.model.game.pushes == 2
    qtbot.waitUntil(lambda: ready(window), timeout=5000)
    assert "×4" in dict(window.table.info_lines()).get("Pushed", "")
    play_deal(qtbot, window, random.Random(1))
    result = window.model.game.result
    assert result is not None and result.kind is ResultKind.RAMSCH
    assert window.score.table.item(0, 2).text() in ("Ramsch", "Durchmarsch")


def test_drag_a_card_to_the_middle_plays_it(qtbot, window: MainWindow) -> None:
    setup(window, RuleSet(), 8, Scripted(), Scripted())
    _become_declarer(qtbot, window)
    view = wait_human(qtbot, window, Phase.PLAY)
    card = int(next(a for a in view.legal if isinstance(a, A.Play)).card)
    item = window.table.card_item(card)
    table = window.table
    start = table.mapFromScene(item.pos().x() - item.size().width() * 0.3, item.pos().y())
    end = table.mapFromScene(table.center_rect().center())
    viewport = table.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        QTest.mouseMove(viewport, point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(
        lambda: A.Play(Card(card)) in [a for _, a in window.model.game.history], timeout=3000
    )


def test_score_sheet_fits_beside_the_table_at_1280(qtbot, window: MainWindow) -> None:
    """At 1280×800 every column of the Skatliste is visible without scrolling."""
    from skat_desktop.ai.player import RandomPlayer
    from skat_desktop.engine.skat.session import Session

    rules = PRESETS["club"]  # Kontra, Bock and Ramsch marks: the widest rows
    session = Session(rules, ["You", "Anna", "Bernd"], seed=5, first_dealer=2)
    players = [RandomPlayer(s) for s in range(3)]
    for _ in range(8):
        while not session.game.finished:
            seat = session.game.to_move
            assert seat is not None
            session.apply(players[seat].choose(session.game.view(seat)), seat)
        session.next_deal()
    window.model.autosave_enabled = False
    window.model.set_session(session, ["human", "random", "random"])
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.score.table.rowCount() >= 9, timeout=5000)
    QTest.qWait(50)
    table = window.score.table
    assert table.horizontalScrollBar().maximum() == 0
    assert "Dealer" in (table.item(0, 0).toolTip() or "")
    assert window.table.viewport().width() >= 760, "the card table keeps most of the window"
