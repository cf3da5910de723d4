"""Whole deals clicked through the window against random computer players."""

from __future__ import annotations

import random

import pytest
from support.scale import count
from support.ui_helpers import next_deal, play_deal, start

from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.ui.main_window import MainWindow


@pytest.mark.slow
@pytest.mark.parametrize(
    "preset,players,seed",
    [
        ("official", 3, 11),
        ("classic1997", 3, 12),
        ("club", 3, 13),
        ("pub", 3, 14),
        ("pub", 4, 15),
        ("club", 4, 16),
        ("official", 3, 17),
    ],
)
def test_deals_through_the_ui(
    qtbot,
    window: MainWindow,
    preset: str,
    players: int,
    seed: int,
) -> None:
    rules = PRESETS[preset]
    if players == 4:
        rules = rules.replace(players=4, list_length=48)
    start(window, rules, seed)
    rng = random.Random(seed)
    deals = count(2, 8 if players == 4 else 6)
    for i in range(deals):
        play_deal(qtbot, window, rng)
        session = window.model.session
        assert session.game.finished
        # The result panel explains the deal; the score sheet has its row.
        assert window.result.headline.text()
        rows = [r for r in session.records if r.result is not None]
        assert window.score.table.rowCount() >= len(rows) + 1
        if i < deals - 1:
            next_deal(qtbot, window)
