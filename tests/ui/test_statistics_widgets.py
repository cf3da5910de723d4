"""The shared statistics widgets: value labels, the chart with its note, the lines chart."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from skat_desktop.ui.statistics_widgets import LinesChart, chart_with_note, show_values


@dataclass(frozen=True)
class Line:
    name: str
    played: int
    won: int


class NamedChart(LinesChart[Line]):
    def title(self) -> str:
        return "Lines"

    def bar_name(self, line: Line) -> str:
        return line.name.upper()


def test_values_without_a_text_show_a_dash(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    labels = {"a": QLabel("old", parent), "b": QLabel("old", parent)}
    show_values(labels, {"a": "7"})
    assert [labels["a"].text(), labels["b"].text()] == ["7", "–"]
    show_values(labels, {})
    assert [labels["a"].text(), labels["b"].text()] == ["–", "–"]


def test_chart_stands_between_the_empty_line_and_the_note(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    chart = NamedChart(page)
    empty, note = chart_with_note(page, layout, chart)
    assert [layout.itemAt(i).widget() for i in range(3)] == [empty, chart, note]
    assert layout.stretch(1) == 1
    assert note.objectName() == "StatsNote" and note.wordWrap()


def test_lines_chart_makes_one_bar_per_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    chart = NamedChart()
    qtbot.addWidget(chart)
    assert chart.bar_list() == []
    chart.set_lines((Line("grand", 4, 3), Line("null", 2, 0)))
    bars = chart.bar_list()
    assert [(b.label, b.played, b.won) for b in bars] == [("GRAND", 4, 3), ("NULL", 2, 0)]
    chart.resize(500, 240)
    chart.grab()  # paints without error
