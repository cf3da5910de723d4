"""GUI entry point: ``run_app(argv)`` builds the application and its window.

Kept apart from the CLI dispatcher so that ``skat-desktop replay`` and the
other subcommands never import Qt widgets, and so tests can build the window
without starting an event loop (:func:`create_window`).

Three jobs live here because they happen before or around the window rather
than inside it: choosing what to resume at start-up (the decision is
:mod:`skat_desktop.model.resume`, the questions to the player are here);
opening the file the program was started with (``skat-desktop FILE``, what
the desktop runs on a double-click: a saved list, or ISS records to review);
and catching exceptions that escape a slot, which PySide would otherwise
print to a console the player never sees: they are logged to the rotating
log file and a dialog names that file.
"""

from __future__ import annotations

import dataclasses
import errno
import logging
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from skat_desktop.ai.review import DealReview
from skat_desktop.display_check import display_problem
from skat_desktop.engine.api import RecordError, RuleSet, game_in_file
from skat_desktop.engine.records.iss import parse_record, read_records, replay_record
from skat_desktop.logs import log_file, log_to_file, setup_logging
from skat_desktop.model.resume import (
    GameResumePlan,
    ResumePlan,
    keep_aside,
    newest_file,
    plan_game_resume,
    plan_resume,
    set_aside,
)
from skat_desktop.model.settings import AppSettings, autosave_path, data_dir
from skat_desktop.model.table_model import autosave_path_for
from skat_desktop.resources_path import resources_dir
from skat_desktop.ui.file_errors import damage_detail, open_error_text
from skat_desktop.ui.game_page import GamePage, PageTexts
from skat_desktop.ui.i18n import LanguageManager, system_language
from skat_desktop.ui.lesson_table import offer_lessons
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.review_dialog import ReviewDialog

log = logging.getLogger(__name__)

AskResume = Callable[[MainWindow, str, str], bool]
"""(window, question, detail) -> whether to resume from the earlier copy.

The question is in plain words; the detail (which files, why, where they
went) is shown below it."""


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
    """The headline shown to the player ("" when nothing needed saying)."""
    detail: str = ""
    """The technical detail shown below the headline."""


def resume_list(window: MainWindow, ask: AskResume) -> ResumeOutcome:
    """Resume the autosave, or offer an earlier good copy, or start a new list.

    Never raises for a bad file: damaged files are renamed aside (never
    deleted, never rotated over the last good copy) and the message says where.
    The other games' autosaves are weighed against the first game's files as
    they were before they were renamed, so a game the damaged list had
    replaced does not come back in its place.
    """
    window.flush_autosaves()
    first = window.first_page()
    autosave = first.model.autosave_file or autosave_path()
    plan = plan_resume(autosave)
    others = [
        (
            page,
            plan_game_resume(
                page.model.autosave_file or autosave_path_for(page.model.description),
                page.model.read_file,
            ),
        )
        for page in window.other_pages(first)
    ]
    first_newest = newest_file([autosave, *_plan_files(plan)])
    moved = tuple(set_aside(path for path, _ in plan.failures))
    others_moved = [tuple(set_aside(path for path, _ in other.failures)) for _, other in others]
    sources: dict[str, Path] = {}
    for (page, other), other_moved in zip(others, others_moved, strict=True):
        chosen = _other_choice(window, ask, page, other, other_moved, first_newest)
        if chosen is not None:
            sources[page.model.description.name] = chosen
    kept: Path | None = None
    resumed: Path | None = None
    message = detail = ""
    if plan.is_fallback and plan.source is not None:
        question, detail = _offer_texts(plan, moved, first.texts)
        if ask(window, question, detail):
            try:
                window.model.load(plan.source)
                resumed = plan.source
            except Exception as exc:  # it loaded a moment ago; refuse calmly anyway
                log.warning("could not resume from %s: %s", plan.source, exc)
        if resumed is None:
            kept = keep_aside(plan.source)
            window.start_default_session(_last_first_file(plan, moved, kept), sources)
            message = _started_text(window, declined=True)
            detail = (
                QCoreApplication.translate("App", "The earlier copy was kept as:") + f"\n{kept}"
                if kept is not None
                else ""
            )
    else:
        window.start_default_session(_last_first_file(plan, moved, None), sources)
        resumed = autosave if plan.source == autosave else None
        if plan.failures:
            message = _started_text(window, declined=False)
            detail = damage_detail(plan.failures, moved)
    for (page, other), other_moved in zip(others, others_moved, strict=True):
        source = sources.get(page.model.description.name)
        if source is not None and not page.shown():
            keep_aside(source)  # chosen, yet not shown: never rotated over later
        if other.failures and not (other.is_fallback and page.shown()):
            other_text = page.texts.autosave_kept()
            other_detail = damage_detail(other.failures, other_moved)
            message = f"{message}\n\n{other_text}" if message else other_text
            detail = f"{detail}\n\n{other_detail}" if detail else other_detail
    if message:
        _notice(window, QCoreApplication.translate("App", "Saved list"), message, detail)
    all_moved = tuple(pair for group in (moved, *others_moved) for pair in group)
    for path, why in (*plan.failures, *(f for _, other in others for f in other.failures)):
        log.warning("resume: %s does not load: %s", path, why)
    for old, new in all_moved:
        log.warning("resume: %s kept as %s", old, new)
    return ResumeOutcome(plan, resumed, all_moved, kept, message, detail)


def _plan_files(plan: GameResumePlan[Any]) -> list[Path]:
    """The files a plan looked at and found (damaged ones and the copy it offers)."""
    return [path for path, _ in plan.failures] + ([plan.source] if plan.source else [])


def _other_choice(
    window: MainWindow,
    ask: AskResume,
    page: GamePage,
    plan: GameResumePlan[Any],
    moved: tuple[tuple[Path, Path], ...],
    first_newest: Path | None,
) -> Path | None:
    """The earlier copy of another game's autosave to resume from, if the player
    wants it; else None.

    Offered only when that copy is newer than the first game's files (else the
    first game's list was played after it and comes first, as always); a copy
    not chosen is renamed aside so the game's next list never rotates over it.
    """
    if not plan.is_fallback or plan.source is None:
        return None
    try:
        newer = first_newest is None or (
            plan.source.stat().st_mtime >= first_newest.stat().st_mtime
        )
    except OSError:
        newer = True
    if newer:
        question, detail = _offer_texts(plan, moved, page.texts)
        if ask(window, question, detail):
            return plan.source
    keep_aside(plan.source)
    return None


def _last_first_file(
    plan: ResumePlan, moved: tuple[tuple[Path, Path], ...], kept: Path | None
) -> Path | None:
    """The newest file of the first game that was on disk at start, wherever it was
    renamed to.

    None when nothing was renamed or offered: the autosave itself is then the measure.
    """
    renamed = [new for _, new in moved] + ([kept] if kept is not None else [])
    if not renamed and not plan.is_fallback:
        return None
    offered = [plan.source] if plan.source is not None else []
    return newest_file([*renamed, *offered, *(path for path, _ in plan.failures)])


def _started_text(window: MainWindow, declined: bool) -> str:
    """The headline after the first game's list could not be resumed: what the
    table shows now."""
    shown = window.page()
    if shown is not window.first_page():
        return shown.texts.goes_on_instead()
    if declined:
        return QCoreApplication.translate(
            "App", "A new list was started. The earlier copy was kept; nothing was deleted."
        )
    return shown.texts.autosave_kept()


def _offer_texts(
    plan: GameResumePlan[Any], moved: tuple[tuple[Path, Path], ...], texts: PageTexts
) -> tuple[str, str]:
    """(question in plain words, technical detail) for the offer of an earlier copy."""
    assert plan.source is not None
    damaged = any(path == plan.autosave for path, _ in plan.failures)
    try:
        when = datetime.fromtimestamp(plan.source.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        when = "?"
    first = texts.autosave_damaged() if damaged else texts.autosave_missing()
    question = "\n\n".join(
        [
            first,
            QCoreApplication.translate("App", "An earlier copy, saved {time}, was found.").format(
                time=when
            ),
            QCoreApplication.translate("App", "Resume the list from that copy?"),
        ]
    )
    copy = QCoreApplication.translate("App", "Earlier copy: {copy}").format(copy=plan.source.name)
    detail = damage_detail(plan.failures, moved)
    return question, f"{detail}\n\n{copy}" if detail else copy


def _ask_resume(window: MainWindow, question: str, detail: str) -> bool:
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("App", "Resume the list?"),
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setInformativeText(detail)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return box.exec() == QMessageBox.StandardButton.Yes


def _notice(parent: QWidget | None, title: str, text: str, detail: str = "") -> QMessageBox:
    """A non-blocking message box (tests never wait on it); ``detail`` sits below."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if detail:
        box.setInformativeText(detail)
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


DESKTOP_ID = "org.skatdesktop.SkatDesktop"
"""The desktop entry's name (without ``.desktop``), also the AppStream id and icon name.

Given to Qt so that a Wayland compositor puts the window under that entry."""

ISS_HEAD = "(;GM[Skat]"
"""How a file of ISS game records begins (see :mod:`skat_desktop.engine.records.iss`)."""

MAX_ISS_LINES = 1000
"""Lines of an ISS file tried before giving up on finding a game that replays."""


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:  # a name too long for the file system, say
        return False


def is_iss_file(path: Path) -> bool:
    """A quick look at the first bytes: ISS records, not a saved list?"""
    try:
        with path.open("rb") as handle:
            head = handle.read(4096).decode("utf-8", errors="replace")
    except OSError:
        return False
    return head.lstrip("\ufeff \t\r\n").startswith(ISS_HEAD)


def open_start_file(window: MainWindow, path: Path) -> QWidget | None:
    """Open the file the program was started with (``skat-desktop FILE``, a double-click).

    A saved list replaces the one on the table (after the same question as
    Game → Open… when a running list would be lost); a file of ISS records
    opens the review of its first game that replays. Every failure is a
    dialog in plain words; the window and its list stay as they were.
    Returns the review dialog, or None.
    """
    if not _exists(path):  # the windowed program gets FILE unchecked (a bundle's -gui)
        window.show_error(
            QCoreApplication.translate("MainWindow", "Could not open"),
            open_error_text(path, FileNotFoundError(errno.ENOENT, "No such file")),
        )
        return None
    if is_iss_file(path):
        return _review_iss(window, path)
    found = game_in_file(path)
    game = found.name if found is not None else "skat"
    if window.app_actions.confirm_replace(game):
        window.open_from(path)
    return None


def _review_iss(window: MainWindow, path: Path) -> ReviewDialog | None:
    """The review of the first game in an ISS record file that replays under the official rules."""
    rules = RuleSet()
    first_problem = ""
    try:
        for number, line in read_records(path):
            if number > MAX_ISS_LINES:
                break
            try:
                record = parse_record(line)
                game = replay_record(record, rules)
            except RecordError as exc:
                first_problem = first_problem or f"line {number}: {exc}"
                continue
            dialog = ReviewDialog(
                DealReview.from_game(game), list(record.players), window.renderer, parent=window
            )
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()
            return dialog
    except (RecordError, OSError) as exc:
        first_problem = first_problem or str(exc)
    window.show_error(
        QCoreApplication.translate("MainWindow", "Could not open"),
        QCoreApplication.translate(
            "App", "No game in “%1” could be replayed, so there is nothing to review."
        ).replace("%1", path.name),
        first_problem.replace(str(path), path.name),
    )
    return None


def run_app(argv: list[str], verbose: bool = False, open_file: Path | None = None) -> int:
    """Start Skat Desktop, opening ``open_file`` once the window shows; the exit code."""
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
    QGuiApplication.setDesktopFileName(DESKTOP_ID)
    setup_logging(verbose)
    install_error_reporter(app)
    log.info("Skat Desktop starting; log file %s", log_file())
    window = create_window(app)
    window.show()
    if open_file is None:  # a file opened from the desktop is what the player wants now
        QTimer.singleShot(0, window, lambda: offer_lessons(window))
    if open_file is not None:
        log.info("opening %s from the command line", open_file)
        QTimer.singleShot(0, window, lambda: open_start_file(window, open_file))
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv[:1], open_file=Path(sys.argv[1]) if len(sys.argv) > 1 else None))
