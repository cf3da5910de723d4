"""The felt look shared by the panels beside and over the table.

The table is dark green felt with light text, and so are the review dialog
and the decision panels. The score sheet, the hints and the result panel
used to be Qt's default light-grey grids and a cream card, which made the
window look like a spreadsheet glued to a card table. This module is the one
palette they all draw from, so they match each other and the table.

Item colours that Qt style sheets cannot reach (a negative score in a table
cell, the suggested row of the hints) are :class:`QColor` constants here.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtGui import QColor

TEXT: Final = QColor(243, 239, 226)
"""Body text on the felt."""
ACCENT: Final = QColor(255, 232, 160)
"""Headings and totals."""
NEGATIVE: Final = QColor(255, 138, 118)
"""A minus score: a red that stays readable on dark green."""
SUGGESTED: Final = QColor(246, 207, 98, 80)
"""Background of the hint's suggested row (translucent gold)."""

DOCK_STYLE: Final = """
#ScoreDock { color: #f3efe2; }
#ScoreDock::title {
    background: #0d261a; color: #ffe8a0; padding: 5px 8px; text-align: left;
}
#ScoreDock QSplitter, #ScoreDock QStackedWidget { background: #143524; }
#ScoreDock QSplitter::handle { background: #0d261a; }
#ScoreDock QLabel { color: #f3efe2; background: transparent; }
#ScoreDock QTableWidget, #ScoreDock QTreeWidget, #ScoreDock QListWidget {
    background: #0f2b1e;
    alternate-background-color: #163a29;
    color: #f3efe2;
    gridline-color: rgba(255, 255, 255, 26);
    border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 8px;
    selection-background-color: #2f6b47;
    selection-color: #ffffff;
}
#ScoreDock QListWidget::item { padding: 3px 2px; }
#ScoreDock QTreeWidget::item { padding: 2px 4px; }
#ScoreDock QHeaderView { background: transparent; border: none; }
#ScoreDock QHeaderView::section {
    background: #0b2116; color: #ffe8a0; font-weight: bold; padding: 3px 6px;
    border: none; border-bottom: 1px solid rgba(255, 255, 255, 55);
    border-right: 1px solid rgba(255, 255, 255, 22);
}
#ScoreDock QTableCornerButton::section { background: #0b2116; border: none; }
#ScoreDock QScrollBar:vertical, #ScoreDock QScrollBar:horizontal {
    background: #0f2b1e; border: none; width: 10px; height: 10px; margin: 0px;
}
#ScoreDock QScrollBar::handle:vertical, #ScoreDock QScrollBar::handle:horizontal {
    background: #3d6b52; border-radius: 4px; min-height: 24px; min-width: 24px;
}
#ScoreDock QScrollBar::add-line, #ScoreDock QScrollBar::sub-line { width: 0px; height: 0px; }
#ScoreDock QScrollBar::add-page, #ScoreDock QScrollBar::sub-page { background: transparent; }
#ScoreDock QToolTip { color: #1b1b1b; background: #fff8e6; border: 1px solid #8a826c; }
"""
"""The score dock: every game's sheet and hints (applied to the dock widget)."""

RESULT_STYLE: Final = """
#ResultPanel {
    background: #0c281b;
    border: 2px solid #c9a64a;
    border-radius: 14px;
}
#ResultPanel QLabel { color: #f3efe2; background: transparent; }
#ResultPanel #ResultTitle { font-size: 20px; font-weight: bold; color: #ffe8a0; }
#ResultPanel #ResultHeadline { font-size: 14px; color: #ffd9b8; }
#ResultPanel #ResultName { font-weight: bold; color: #ffe8a0; }
#ResultPanel #DetailLabel { color: #b9c9bc; }
#ResultPanel #DetailValue { font-weight: bold; color: #f3efe2; }
#ResultPanel QScrollArea, #ResultPanel QScrollArea > QWidget > QWidget { background: transparent; }
#ResultPanel QScrollBar:vertical, #ResultPanel QScrollBar:horizontal {
    background: transparent; border: none; width: 10px; height: 10px;
}
#ResultPanel QScrollBar::handle:vertical, #ResultPanel QScrollBar::handle:horizontal {
    background: #3d6b52; border-radius: 4px; min-height: 24px; min-width: 24px;
}
#ResultPanel QScrollBar::add-line, #ResultPanel QScrollBar::sub-line { width: 0px; height: 0px; }
#ResultPanel QPushButton {
    color: #1b1b1b; background: #ece6d6; border: 1px solid #8a826c;
    border-radius: 7px; padding: 7px 18px; font-weight: bold;
}
#ResultPanel QPushButton:hover { background: #fff8e6; }
#ResultPanel QPushButton[primary="true"] { background: #f6cf62; border-color: #a07d1c; }
#ResultPanel QPushButton[primary="true"]:hover { background: #ffe08a; }
"""
"""Every game's result panel (object name ``ResultPanel``)."""

LAST_TRICK_STYLE: Final = """
#LastTrickPanel {
    background: #0c281b;
    border: 1px solid #c9a64a;
    border-radius: 10px;
}
#LastTrickPanel QLabel { color: #f3efe2; background: transparent; }
#LastTrickPanel #LastTrickTitle { font-size: 16px; font-weight: bold; color: #ffe8a0; }
#LastTrickPanel #LastTrickWinner { font-weight: bold; color: #ffe8a0; }
"""
"""Every game's last-trick panel."""
