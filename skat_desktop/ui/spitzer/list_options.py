"""Spitzer's rows in the new-list dialog: the settlement stake (RULES.md §13).

Spitzer has four players and none of Skat's rule options; the dialog shows
these rows in place of Skat's while Spitzer is chosen
(:class:`~..game_pieces.ListOptions`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QSpinBox, QWidget


class SpitzerListOptions:
    """The stake a game is settled with at the end (0: no settlement)."""

    def __init__(self, parent: QWidget) -> None:
        self.stake_box = QSpinBox(parent)
        self.stake_box.setObjectName("spitzerStake")
        self.stake_box.setRange(0, 1000)
        self.caption = QLabel(parent)
        self.caption.setBuddy(self.stake_box)

    def rows(self) -> list[tuple[QLabel, QWidget]]:
        return [(self.caption, self.stake_box)]

    def stake(self) -> int | None:
        """Spitzer's settlement stake, None when off (0)."""
        return self.stake_box.value() or None

    def retranslate(self) -> None:
        self.caption.setText(QCoreApplication.translate("NewSession", "Settlement stake:"))
        self.stake_box.setSpecialValueText(
            QCoreApplication.translate("NewSession", "no settlement")
        )
        self.stake_box.setToolTip(
            QCoreApplication.translate(
                "NewSession",
                "At the end each other player pays the winner this stake plus the difference"
                " between the winner's total and his own.",
            )
        )
