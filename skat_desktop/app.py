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
from PySide6.QtWidgets import QApplication

from skat_desktop.logs import setup_logging
from skat_desktop.model.settings import AppSettings
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


def run_app(argv: list[str], verbose: bool = False) -> int:
    """Start Skat Desktop; returns the process exit code."""
    QCoreApplication.setOrganizationName("SkatDesktop")
    QCoreApplication.setApplicationName("Skat Desktop")
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv)
    setup_logging(verbose)
    sys.excepthook = _log_unexpected
    window = create_window(app)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv))
