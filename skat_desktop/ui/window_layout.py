"""Saving and restoring the main window's size, docks and splitter; keeping a
dialog within its window.

The window calls :func:`save_layout` from ``closeEvent`` and
:func:`restore_layout` once after building its docks (before ``show``). Qt's
own ``saveGeometry``/``saveState`` blobs are stored rather than numbers, so
maximised windows, multi-screen positions and dock placement survive exactly;
a blob Qt cannot read (another Qt version, a damaged file) is simply ignored
and the window keeps its built-in layout.

A dialog whose content changes size (the new-list dialog when the game is
switched) is fitted with :func:`fit_within` and :func:`keep_inside`: as large
as it wants, never larger than its window or the screen's available area.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter, QWidget

from skat_desktop.model.settings import AppSettings


def save_layout(
    settings: AppSettings,
    window: QMainWindow,
    splitter: QSplitter | None = None,
    sheet: QDockWidget | None = None,
) -> None:
    """Store the window's geometry, dock/toolbar state, split and sheet visibility."""
    settings.window_geometry = window.saveGeometry()
    settings.window_state = window.saveState()
    if splitter is not None:
        settings.splitter_state = splitter.saveState()
    if sheet is not None:
        settings.sheet_visible = not sheet.isHidden()


def restore_layout(
    settings: AppSettings,
    window: QMainWindow,
    splitter: QSplitter | None = None,
    sheet: QDockWidget | None = None,
) -> bool:
    """Apply what :func:`save_layout` stored; returns True if a geometry was restored.

    Docks and toolbars must carry an ``objectName`` for ``restoreState`` to
    find them (the main window's do).
    """
    restored = False
    geometry = settings.window_geometry
    if not geometry.isEmpty():
        restored = window.restoreGeometry(geometry)
    state = settings.window_state
    if not state.isEmpty():
        window.restoreState(state)
    if splitter is not None and not settings.splitter_state.isEmpty():
        splitter.restoreState(settings.splitter_state)
    if sheet is not None:
        sheet.setVisible(settings.sheet_visible)
    return restored


SHARE = 0.9
"""Of its bounds, the most a fitted dialog takes (its window's title stays in view)."""


def bounds(widget: QWidget) -> QRect:
    """Where ``widget`` (a dialog) may lie: over its window if that is shown,
    never beyond the screen's available area."""
    parent = widget.parentWidget()
    window = parent.window() if parent is not None else None
    screen = (window or widget).screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    if window is not None and window.isVisible():
        area = area.intersected(window.frameGeometry())
    return area


def room(widget: QWidget) -> QSize:
    """The largest size (without its frame) :func:`fit_within` gives ``widget``."""
    area = bounds(widget)
    frame = widget.frameGeometry().size() - widget.size()
    return QSize(int(area.width() * SHARE), int(area.height() * SHARE)) - frame


def fit_within(widget: QWidget, wanted: QSize) -> None:
    """Resize ``widget`` to ``wanted``, bounded by :func:`room`."""
    widget.resize(wanted.boundedTo(room(widget)).expandedTo(widget.minimumSizeHint()))


def keep_inside(widget: QWidget) -> None:
    """Move ``widget`` so that its frame lies inside :func:`bounds` (as far as it fits)."""
    area = bounds(widget)
    rect = widget.frameGeometry()
    x = max(area.left(), min(rect.x(), area.right() + 1 - rect.width()))
    y = max(area.top(), min(rect.y(), area.bottom() + 1 - rect.height()))
    widget.move(widget.pos() + QPoint(x, y) - rect.topLeft())
