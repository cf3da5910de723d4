#!/usr/bin/env python3
"""Screenshots of the settings, help, About and new-list dialogs for ``docs/``.

Each dialog is built offscreen, shown in English and Japanese, and grabbed.

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/dialog_screenshots.py [--out docs]

Install a Japanese font first (Debian: ``fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from skat_desktop.model import settings as S  # noqa: E402
from skat_desktop.ui.about_dialog import AboutDialog  # noqa: E402
from skat_desktop.ui.help_dialog import HelpDialog  # noqa: E402
from skat_desktop.ui.i18n import LanguageManager  # noqa: E402
from skat_desktop.ui.new_session_dialog import NewSessionDialog  # noqa: E402
from skat_desktop.ui.settings_dialog import SettingsDialog  # noqa: E402


def grab(widget: QWidget, path: Path) -> None:
    widget.show()
    QApplication.processEvents()
    widget.grab().save(str(path))
    print("wrote", path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    tmp = Path(tempfile.mkdtemp())
    S.set_data_dir(tmp)
    settings = S.AppSettings()
    languages = LanguageManager()
    for lang in ("en", "ja"):
        languages.set_language(lang)
        settings_dialog = SettingsDialog(settings)
        settings_dialog.resize(settings_dialog.sizeHint())
        grab(settings_dialog, out / f"settings_{lang}.png")
        help_dialog = HelpDialog()
        grab(help_dialog, out / f"help_{lang}.png")
        grab(AboutDialog(), out / f"about_{lang}.png")
        new_list = NewSessionDialog("pub", 3, ["easy", "strong"], "", None, ["Anna", "Bernd"])
        new_list.resize(new_list.sizeHint().width(), 760)
        grab(new_list, out / f"new_list_{lang}.png")
    languages.set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
