"""The shared last-trick panel: seats in playing order from the leader, winner line, closing."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.last_trick_base import LastTrickPanelBase


@dataclass(frozen=True)
class FakeTrick:
    leader: int
    cards: tuple[int, ...]
    winner: int
    points: int


class FourSeats(LastTrickPanelBase[FakeTrick]):
    SEATS = 4


def test_cards_stand_under_their_players_from_the_leader_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = FourSeats(CardRenderer(deck_id="french4"))
    qtbot.addWidget(panel)
    assert panel.trick is None and not panel.isVisible()
    trick = FakeTrick(leader=2, cards=(5, 6, 7, 8), winner=3, points=14)
    panel.show_trick(trick, ["Anna", "Bernd", "Clara", "Dora"], 80)
    assert panel.trick is trick and panel.isVisible()
    assert [row.cards for row in panel.rows] == [[5], [6], [7], [8]]
    assert [label.text() for label in panel.name_labels] == ["Clara", "Dora", "Anna", "Bernd"]
    assert panel.winner_label.text() == "Dora took it: 14 points"
    assert panel.title.text() == "Last trick"
    QTest.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.isVisible()
