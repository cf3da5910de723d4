"""A result panel reused deal after deal keeps its rows together (no stale stretch)."""

from __future__ import annotations

import copy
from typing import Any

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.scoring import ResultKind
from skat_desktop.engine.skat.session import Session
from skat_desktop.ui.main_window import MainWindow


def finish(session: Session, everyone_passes: bool) -> None:
    players = [RandomPlayer(7 + seat) for seat in range(3)]
    game = session.game
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        passing = everyone_passes and A.PASS in view.legal
        session.apply(A.PASS if passing else players[seat].choose(view), seat)


def test_a_game_after_a_passed_in_deal_has_no_gaps_between_its_rows(
    qtbot: Any, window: MainWindow
) -> None:
    panel = window.result
    session = Session(RuleSet(), ["You", "Anna", "Bernd"], 5)
    finish(session, everyone_passes=True)
    assert session.current.result is not None
    assert session.current.result.kind is ResultKind.PASSED_IN
    panel.show_result(copy.deepcopy(session), 60)
    session.next_deal()
    finish(session, everyone_passes=False)
    assert session.current.result is not None
    assert session.current.result.kind is ResultKind.GAME
    panel.show_result(copy.deepcopy(session), 60)
    rows = len(panel.detail_labels())
    grid = panel._details
    assert [grid.rowStretch(row) for row in range(rows)] == [0] * rows
