"""The widgets both statistics pages (Skat and Spitzer) are made of.

Each page has the same player chooser with its "include practice" box, the
same framed grid of label/value figures and the same way of refilling the
player list after the figures were recomputed; only which figures and which
chart differ. Built here once so the two pages look and behave alike.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget


def player_chooser(parent: QWidget) -> tuple[QHBoxLayout, QLabel, QComboBox, QCheckBox]:
    """The "Player [box] … [ ] include practice" row: (layout, label, box, checkbox)."""
    row = QHBoxLayout()
    label = QLabel(parent)
    box = QComboBox(parent)
    box.setMinimumWidth(160)
    practice = QCheckBox(parent)
    row.addWidget(label)
    row.addWidget(box)
    row.addStretch(1)
    row.addWidget(practice)
    return row, label, box, practice


def figures_box(parent: QWidget) -> tuple[QWidget, QGridLayout]:
    """The framed box (style ``#StatsBox``) and the grid its figures go into."""
    box = QWidget(parent)
    box.setObjectName("StatsBox")
    box.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    grid = QGridLayout(box)
    grid.setContentsMargins(14, 10, 14, 10)
    grid.setHorizontalSpacing(14)
    return box, grid


def figure_pair(box: QWidget, grid: QGridLayout, row: int, col: int) -> tuple[QLabel, QLabel]:
    """A figure's label and its right-aligned value, at ``row`` in columns ``col`` and ``col+1``."""
    label, value = QLabel(box), QLabel(box)
    label.setObjectName("StatsLabel")
    value.setObjectName("StatsValue")
    value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    grid.addWidget(label, row, col)
    grid.addWidget(value, row, col + 1)
    return label, value


def refill_players(box: QComboBox, names: list[str], current: str | None) -> None:
    """Put ``names`` in the chooser, keeping ``current`` chosen if it is still there
    (without announcing the refill as a choice)."""
    box.blockSignals(True)
    box.clear()
    box.addItems(names)
    if current in names:
        box.setCurrentIndex(names.index(current))
    box.blockSignals(False)
