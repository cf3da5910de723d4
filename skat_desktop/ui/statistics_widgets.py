"""The widgets every game's statistics page is made of.

Each page has the same player chooser with its "include practice" box, the
same framed grid of label/value figures, the same chart of played and won
counts per line of the summary with a note under it, and the same way of
refilling the player list after the figures were recomputed; only which
figures and which lines differ. Built here once so the two pages look and
behave alike.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
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


class Recorded(Protocol):
    """A recorded list (or game) of any game: who played, and whether it is practice."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def practice(self) -> bool: ...


def recorded_players(counted: Iterable[str], records: Iterable[Recorded]) -> list[str]:
    """The counted players (in the summary's order), then everyone else in the store.

    Filling the box only from the counted players left it empty after an
    undo (the list or game became practice), as if nothing had been recorded.
    """
    names = list(counted)
    for record in records:
        names.extend(name for name in record.names if name not in names)
    return names


def only_practice(
    name: str, counted: Container[str], records: Iterable[Recorded], include_practice: bool
) -> bool:
    """``name`` played, but only in practice, which is not included now."""
    if include_practice or name in counted:
        return False
    return any(record.practice and name in record.names for record in records)


def no_figures_text(name: str, practice_only: bool, *, games: bool) -> str:
    """The line shown instead of the chart when ``name`` has no figures.

    ``games``: a game that counts games where Skat counts lists; its practice
    box says so; the explanation names the box as the page shows it.
    """
    if not practice_only:
        return QCoreApplication.translate("Statistics", "No finished deals yet.")
    if games:
        text = QCoreApplication.translate(
            "Statistics",
            "Only practice games so far for {name} (games in which a move was "
            "taken back). Tick “Include practice games” to see them.",
        )
    else:
        text = QCoreApplication.translate(
            "Statistics",
            "Only practice lists so far for {name} (lists in which a move was "
            "taken back). Tick “Include practice lists” to see them.",
        )
    return text.format(name=name)


def show_values(values: Mapping[str, QLabel], texts: Mapping[str, str]) -> None:
    """Each value label's text from ``texts`` by key, "–" where there is none."""
    for key, label in values.items():
        label.setText(texts.get(key, "–"))


def chart_with_note(parent: QWidget, layout: QBoxLayout, chart: QWidget) -> tuple[QLabel, QLabel]:
    """Below the figures: the "no deals yet" line, ``chart`` (taking the free height)
    and the note on what was counted; returns (empty line, note)."""
    empty = QLabel(parent)
    empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
    empty.setWordWrap(True)  # the practice explanation is a sentence or two
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
