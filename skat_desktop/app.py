"""GUI entry point: ``run_app(argv)`` builds the application and its window.

Kept apart from the CLI dispatcher so that ``skat-desktop replay`` and the
other subcommands never import Qt widgets, and so tests can build the window
without starting an event loop (:func:`create_window`).

Two jobs live here because they happen before or around the window rather
than inside it: choosing what to resume at start-up (the decision is
:mod:`skat_desktop.model.resume`, the questions to the player are here), and
catching exceptions that escape a slot, which PySide would otherwise print to
a console the player never sees: they are logged to the rotating log file and
a dialog names that file.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from skat_desktop.display_check import display_problem
from skat_desktop.logs import log_file, log_to_file, setup_logging
from skat_desktop.model.resume import ResumePlan, keep_aside, plan_resume, set_aside
from skat_desktop.model.settings import AppSettings, autosave_path, data_dir
from skat_desktop.resources_path import resources_dir
from skat_desktop.ui.i18n import LanguageManager, system_language
from skat_desktop.ui.main_window import MainWindow

log = logging.getLogger(__name__)

AskResume = Callable[[MainWindow, str], bool]
"""(window, question) -> whether to resume from the earlier copy."""


def create_window(
    app: QApplication,
    language: str | None = None,
    resume: bool = True,
    ask: AskResume | None = None,
) -> MainWindow:
    """Settings, translators and the main window, with a session started.

    With ``resume`` the autosave (or an earlier good copy, after asking with
    ``ask``, a blocking question box by default) is resumed; see
    :func:`resume_list`.
    """
    settings = AppSettings(app)
    languages = LanguageManager(app)
    languages.set_language(language or settings.language or system_language())
    window = MainWindow(settings, languages)
    if resume:
        resume_list(window, ask or _ask_resume)
    return window


@dataclasses.dataclass(frozen=True)
class ResumeOutcome:
    """What happened at start-up (for the tests and the log)."""

    plan: ResumePlan
    resumed_from: Path | None
    set_aside: tuple[tuple[Path, Path], ...]
    kept: Path | None
    message: str
    """The text shown to the player ("" when nothing needed saying)."""


def resume_list(window: MainWindow, ask: AskResume) -> ResumeOutcome:
    """Resume the autosave, or offer an earlier good copy, or start a new list.

    Never raises for a bad file: damaged files are renamed aside (never
    deleted, never rotated over the last good copy) and the message says where.
    """
    window.flush_autosaves()
    autosave = window.model.autosave_file or autosave_path()
    plan = plan_resume(autosave)
    moved = tuple(set_aside(path for path, _ in plan.failures))
    kept: Path | None = None
    resumed: Path | None = None
    message = ""
    if plan.is_fallback and plan.source is not None:
        question = _offer_text(plan, moved)
        if ask(window, question):
            try:
                window.model.load(plan.source)
                resumed = plan.source
            except Exception as exc:  # it loaded a moment ago; refuse calmly anyway
                log.warning("could not resume from %s: %s", plan.source, exc)
        if resumed is None:
            kept = keep_aside(plan.source)
            window.start_default_session()
            if kept is not None:
                message = (
                    QCoreApplication.translate("App", "The earlier copy was kept as:") + f"\n{kept}"
                )
    else:
        window.start_default_session()
        resumed = autosave if plan.source == autosave else None
        if plan.failures:
            message = _nothing_loads_text(plan, moved)
    if message:
        _notice(window, QCoreApplication.translate("App", "Saved list"), message)
    for path, why in plan.failures:
        log.warning("resume: %s does not load: %s", path, why)
    for old, new in moved:
        log.warning("resume: %s kept as %s", old, new)
    return ResumeOutcome(plan, resumed, moved, kept, message)


def _offer_text(plan: ResumePlan, moved: tuple[tuple[Path, Path], ...]) -> str:
    assert plan.source is not None
    reason = next(
        (why for path, why in plan.failures if path == plan.autosave),
        QCoreApplication.translate("App", "the file is missing"),
    )
    try:
        when = datetime.fromtimestamp(plan.source.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        when = "?"
    parts = [
        QCoreApplication.translate(
            "App", "The automatically saved list could not be read ({reason})."
        ).format(reason=reason),
        QCoreApplication.translate(
            "App", "An earlier copy was found: {copy}, saved {time}."
        ).format(copy=plan.source.name, time=when),
        QCoreApplication.translate("App", "Resume the list from that copy?"),
    ]
    return "\n\n".join(parts) + _moved_text(moved)


def _nothing_loads_text(plan: ResumePlan, moved: tuple[tuple[Path, Path], ...]) -> str:
    reasons = "\n".join(f"{path.name}: {why}" for path, why in plan.failures)
    text = QCoreApplication.translate(
        "App", "The saved list could not be read, so a new list was started."
    )
    return f"{text}\n{reasons}" + _moved_text(moved)


def _moved_text(moved: tuple[tuple[Path, Path], ...]) -> str:
    if not moved:
        return ""
    paths = "\n".join(str(new) for _, new in moved)
    return (
        "\n\n" + QCoreApplication.translate("App", "The damaged files were kept as:") + f"\n{paths}"
    )


def _ask_resume(window: MainWindow, question: str) -> bool:
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("App", "Resume the list?"),
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def _notice(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A non-blocking message box (tests never wait on it)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class ErrorReporter(QObject):
    """Turns an exception that escaped a slot into a log entry and a dialog.

    Installed as ``sys.excepthook`` (PySide hands exceptions from slots to
    it). The dialog is shown through a queued signal, so an exception in a
    worker thread still opens it on the GUI thread, and only one dialog is
    open at a time: an error in a paint event must not stack dialogs.
    """

    raised = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.raised.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self.box: QMessageBox | None = None
        self.count = 0

    def hook(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        log.error(
            "unexpected error in the user interface (thread %s)",
            threading.current_thread().name,
            exc_info=(exc_type, exc, tb),
        )
        self.count += 1
        self.raised.emit(f"{exc_type.__name__}: {exc}"[:300])

    @Slot(str)
    def _show(self, summary: str) -> None:
        if self.box is not None:
            return
        path = log_file()
        where = (
            str(path)
            if path is not None
            else QCoreApplication.translate("App", "(no log file could be written)")
        )
        text = "\n\n".join(
            [
                QCoreApplication.translate(
                    "App", "Something went wrong inside Skat Desktop: {error}"
                ).format(error=summary),
                QCoreApplication.translate(
                    "App", "The program tries to carry on. The details are in the log file:"
                )
                + f"\n{where}",
            ]
        )
        parent = QApplication.activeWindow()
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("App", "Unexpected error"),
            text,
            QMessageBox.StandardButton.Ok,
            parent,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.destroyed.connect(self._closed)
        self.box = box
        box.open()

    @Slot()
    def _closed(self) -> None:
        self.box = None


def install_error_reporter(app: QApplication) -> ErrorReporter:
    """Log to the data folder's rotating file and route uncaught exceptions to a dialog."""
    log_to_file(data_dir() / "logs")
    reporter = ErrorReporter(app)
    sys.excepthook = reporter.hook
    return reporter


def app_icon() -> QIcon:
    """The program's icon in every drawn size (window, task bar, dialogs)."""
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("skat-desktop-*.png")):
        icon.addFile(str(png))
    return icon


def run_app(argv: list[str], verbose: bool = False) -> int:
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
    setup_logging(verbose)
    install_error_reporter(app)
    log.info("Skat Desktop starting; log file %s", log_file())
    window = create_window(app)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv))
