"""The settings dialog's "Learning aids" group: the aids and tournament mode.

Its own module so the dialog only places it: four check boxes, with tournament
mode greying out the three aids it overrides (their ticks are kept, so turning
tournament mode off again brings back the player's own choice).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout, QWidget


class AidSettingsBox(QGroupBox):
    """Bidding aid, card points, trumps out, tournament mode."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AidSettings")
        layout = QVBoxLayout(self)
        self.bidding_aid = QCheckBox(self)
        self.points_aid = QCheckBox(self)
        self.trumps_aid = QCheckBox(self)
        self.tournament = QCheckBox(self)
        for box in (self.bidding_aid, self.points_aid, self.trumps_aid, self.tournament):
            layout.addWidget(box)
        self.tournament.toggled.connect(self._tournament_toggled)

    def _tournament_toggled(self, on: bool) -> None:
        for box in (self.bidding_aid, self.points_aid, self.trumps_aid):
            box.setEnabled(not on)

    def set_values(self, bidding: bool, points: bool, trumps: bool, tournament: bool) -> None:
        self.bidding_aid.setChecked(bidding)
        self.points_aid.setChecked(points)
        self.trumps_aid.setChecked(trumps)
        self.tournament.setChecked(tournament)
        self._tournament_toggled(tournament)

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("Settings", "Learning aids"))
        self.bidding_aid.setText(
            QCoreApplication.translate("Settings", "Bidding aid: what each game is worth")
        )
        self.points_aid.setText(
            QCoreApplication.translate("Settings", "Show the card points each side has taken")
        )
        self.trumps_aid.setText(
            QCoreApplication.translate("Settings", "Show how many trumps are still out")
        )
        self.tournament.setText(QCoreApplication.translate("Settings", "Tournament mode: no aids"))
        self.bidding_aid.setToolTip(
            QCoreApplication.translate(
                "Settings",
                "While you bid, the games your hand could play with their values and the"
                " computers' estimate of each; when you announce, what the game wins and"
                " loses. Lessons show it anyway.",
            )
        )
        self.points_aid.setToolTip(
            QCoreApplication.translate(
                "Settings", "The card points in the tricks taken so far, in the table's info box."
            )
        )
        self.trumps_aid.setToolTip(
            QCoreApplication.translate(
                "Settings",
                "The trumps you have not seen played and do not hold, in the table's info box.",
            )
        )
        self.tournament.setToolTip(
            QCoreApplication.translate(
                "Settings",
                "Play as at a tournament: the aids above stay off whatever they are set to."
                " The “your turn” cue and the last trick (L) stay.",
            )
        )
