"""The window's Spitzer page, as the tests reach it: through the page registry."""

from __future__ import annotations

from typing import cast

from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.spitzer.mode import SpitzerMode


def spitzer_mode(window: MainWindow) -> SpitzerMode:
    """The window's page for Spitzer (found by the engine registry's name)."""
    return cast(SpitzerMode, window.page_for("spitzer"))
