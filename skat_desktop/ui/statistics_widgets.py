"""The widgets both statistics pages (Skat and Spitzer) are made of.

Each page has the same player chooser with its "include practice" box, the
same framed grid of label/value figures, the same chart of played and won
counts per line of the summary with a note under it, and the same way of
refilling the player list after the figures were recomputed; only which
figures and which lines differ. Built here once so the two pages look and
behave alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from .statistics_chart import Bar, BarChart


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


def show_values(values: Mapping[str, QLabel], texts: Mapping[str, str]) -> None:
    """Each value label's text from ``texts`` by key, "–" where there is none."""
    for key, label in values.items():
        label.setText(texts.get(key, "–"))


def chart_with_note(parent: QWidget, layout: QBoxLayout, chart: QWidget) -> tuple[QLabel, QLabel]:
    """Below the figures: the "no deals yet" line, ``chart`` (taking the free height)
    and the note on what was counted; returns (empty line, note)."""
    empty = QLabel(parent)
    empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
    layout.addWidget(empty)
    layout.addWidget(chart, 1)
    note = QLabel(parent)
    note.setObjectName("StatsNote")
    note.setWordWrap(True)
    layout.addWidget(note)
    return empty, note


class _Line(Protocol):
    """A summary line: how many played and won (of a game type, of a contract)."""

    @property
    def played(self) -> int: ...

    @property
    def won(self) -> int: ...


LineT = TypeVar("LineT", bound=_Line)


class LinesChart(BarChart, Generic[LineT]):
    """One bar per summary line: played (cream) and won (gold), win rate on top.

    A subclass names a line's bar (:meth:`bar_name`) and the chart (``title``).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: tuple[LineT, ...] = ()

    def set_lines(self, lines: tuple[LineT, ...]) -> None:
        self.lines = lines
        self.update()

    def bar_name(self, line: LineT) -> str:
        """The name under ``line``'s bar, in the current language."""
        raise NotImplementedError

    def bar_list(self) -> list[Bar]:
        return [Bar(self.bar_name(line), line.played, line.won) for line in self.lines]
