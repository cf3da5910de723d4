"""Where the panels over the table go: beside the piles, never over the hand.

A decision panel is centred on the table's prompt anchor (below the skat when
it lies in the middle), kept above the hand and clear of the game-info box;
the play tools sit at the right edge of the middle; the last trick is
centred, the result panel too but below the other players' plates. Positions
are in the table viewport's pixels.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget

from .table.view import TableView
from .table_view_base import TableViewBase


def place_panel(table: TableView, panel: QWidget, at_edge: bool) -> None:
    """Size ``panel`` to its hint and move it to its place on ``table``."""
    vp = table.viewport().rect()
    panel.adjustSize()
    size = panel.sizeHint().boundedTo(QSize(vp.width() - 16, vp.height() - 16))
    panel.resize(size)
    if at_edge:
        x = int(vp.width() - table.margin() - size.width())
        y = int(table.center_rect().bottom() - size.height())
    else:
        anchor = table.prompt_anchor()
        x = int(anchor.x() - size.width() / 2)
        y = int(anchor.y() - size.height() / 2)
    y = min(y, int(table.hand_top() - size.height() - 4))
    rect = clamp(QRect(QPoint(x, y), size), vp)
    plate = table.own_plate_rect()
    if plate is not None and rect.intersects(plate.toAlignedRect()):
        # On a small table (800×600) the prompt reaches down to the player's
        # name plate: lift it above the plate, so "whose turn" stays readable.
        rect.moveBottom(int(plate.top()) - 6)
        rect = clamp(rect, vp)
    info = table.info_rect().toAlignedRect()
    if rect.intersects(info) and info.right() + 8 + rect.width() <= vp.width() - 4:
        rect.moveLeft(info.right() + 8)  # keep the game info readable
    panel.move(rect.topLeft())


def center_panel(table: TableView, panel: QWidget) -> None:
    """Centre ``panel`` (at its size hint) on the middle of the table."""
    vp = table.viewport().rect()
    panel.adjustSize()
    size = panel.sizeHint().boundedTo(QSize(vp.width() - 16, vp.height() - 16))
    panel.resize(size)
    center = table.mapFromScene(table.center_rect().center())
    top_left = QPoint(center.x() - size.width() // 2, center.y() - size.height() // 2)
    panel.move(clamp(QRect(top_left, size), vp).topLeft())


def fill_panel(table: TableViewBase[Any, Any], panel: QWidget, min_width: int = 0) -> None:
    """Most of the table, centred (the result panel), at least ``min_width``
    wide where the table has room, so its contents need no sideways scrolling.

    It starts below the other players' name plates and their badges: centred
    on a small table it cut through them, and who is who is part of the result."""
    vp = table.viewport().rect()
    w = min(vp.width() - 20, max(640, int(vp.width() * 0.82), min_width))
    h = min(vp.height() - 20, max(420, int(vp.height() * 0.86)))
    top = max((vp.height() - h) // 2, int(table.opponents_bottom()) + 6)
    h = min(h, vp.height() - top - 10)
    panel.resize(w, h)
    panel.move((vp.width() - w) // 2, top)


def clamp(rect: QRect, bounds: QRect) -> QRect:
    """``rect`` moved inside ``bounds`` with a 4-pixel border."""
    x = max(bounds.left() + 4, min(rect.left(), bounds.right() - rect.width() - 4))
    y = max(bounds.top() + 4, min(rect.top(), bounds.bottom() - rect.height() - 4))
    return QRect(x, y, rect.width(), rect.height())
