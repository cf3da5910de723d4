"""GUI entry point: ``run_app(argv)`` builds the application and its window.

Kept apart from the CLI dispatcher so that ``skat-desktop replay`` and the
other subcommands never import Qt widgets, and so tests can build the window
without starting an event loop (:func:`create_window`).
"""

from __future__ import annotations

import logging
import sys
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from skat_desktop.display_check import display_problem

from skat_desktop.model.settings import AppSettings
from skat_desktop.resources_path import resources_dir
from skat_desktop.ui.i18n import LanguageManager, system_language
from skat_desktop.ui.main_window import MainWindow

log = logging.getLogger(__name__)


def create_window(
    app: QApplication, language: str | None = None, resume: bool = True
) -> MainWindow:
    """Settings, translators and the main window, with a session started."""
    settings = AppSettings(app)
    languages = LanguageManager(app)
    languages.set_language(language or settings.language or system_language())
    window = MainWindow(settings, languages)
    if resume:
        window.start_default_session()
    return window


def _log_unexpected(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    """Log an exception that escaped a slot: PySide prints it and carries on,
    so the log is where a bug report finds it."""
    log.error("unexpected error in the user interface", exc_info=(exc_type, exc, tb))


def app_icon() -> QIcon:
    """The program's icon in every drawn size (window, task bar, dialogs)."""
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("skat-desktop-*.png")):
        icon.addFile(str(png))
    return icon


def run_app(argv: list[str]) -> int:
    """Start Skat Desktop; returns the process exit code."""
    QCoreApplication.setOrganizationName("SkatDesktop")
    QCoreApplication.setApplicationName("Skat Desktop")
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        problem = display_problem()  # Qt would abort() with no useful message
        if problem is not None:
            print(f"skat-desktop: {problem}", file=sys.stderr)
            return 1
        app = QApplication(argv)
    app.setWindowIcon(app_icon())
    logging.basicConfig(level=logging.INFO if "--verbose" in argv else logging.WARNING)
    sys.excepthook = _log_unexpected
    window = create_window(app)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv))
