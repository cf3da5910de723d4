"""Saving and restoring the main window's size, docks and splitter.

The window calls :func:`save_layout` from ``closeEvent`` and
:func:`restore_layout` once after building its docks (before ``show``). Qt's
own ``saveGeometry``/``saveState`` blobs are stored rather than numbers, so
maximised windows, multi-screen positions and dock placement survive exactly;
a blob Qt cannot read (another Qt version, a damaged file) is simply ignored
and the window keeps its built-in layout.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter

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
