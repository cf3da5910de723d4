"""Switching the language in tests, including translations not merged yet.

New strings arrive as ``translations/pending/*.json`` before the integrator
merges them into the ``.ts``/``.qm`` files; :func:`use_language` compiles and
installs those on top of the shipped ``.qm`` so tests see the finished
translation either way (before the merge from the JSON, after it from the .qm).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from skat_desktop.ui.i18n import LanguageManager

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "build_scripts") not in sys.path:
    sys.path.insert(0, str(ROOT / "build_scripts"))

from compile_translations import compile_pending  # noqa: E402

_overlays: list[QTranslator] = []
_compiled: dict[str, Path | None] = {}
_folder = Path(tempfile.mkdtemp(prefix="skat-pending-"))


def use_language(manager: LanguageManager, code: str) -> None:
    """Install ``code`` through ``manager`` plus its pending translations."""
    for old in _overlays:
        QCoreApplication.removeTranslator(old)
    _overlays.clear()
    manager.set_language(code)
    if code == "en":
        return
    if code not in _compiled:
        _compiled[code] = compile_pending(code, _folder)
    qm = _compiled[code]
    if qm is not None:
        overlay = QTranslator()
        if overlay.load(str(qm)):
            QCoreApplication.installTranslator(overlay)
            _overlays.append(overlay)
