"""Guard against the PySide6 reference-count bug that aborts the interpreter.

PySide6 6.12.0 on Python 3.11 returns ``None`` from void calls without a new
reference; pyproject.toml excludes it. If a future release regresses, this
fails here instead of crashing a player's game mid-animation.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject


def test_void_qt_calls_keep_none_alive() -> None:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        probe.setObjectName("probe")
    assert sys.getrefcount(None) >= before - 5
