#!/usr/bin/env python3
"""Screenshots of the program's message boxes for ``docs/`` (English and Japanese).

The boxes are the real ones, reached the way a player reaches them, so the
pictures show what the code shows:

* ``resume_backup``: the autosave is damaged and its ``.bak`` loads, so the
  start-up offers to resume from that copy (:func:`skat_desktop.app.resume_list`);
* ``undo_practice``: the first undo of a list asks before it makes the list
  practice;
* ``replace_list``: *New list* while a list is running asks first;
* ``open_damaged``: opening a file that is not a saved list explains it in
  the player's language, the technical reason underneath;
* ``error``: an exception escaping a slot opens the dialog that names the log
  file (:class:`skat_desktop.app.ErrorReporter`).

A timer grabs a modal box from inside its own event loop and closes it.

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/message_screenshots.py [--out docs]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from skat_desktop.app import create_window, install_error_reporter  # noqa: E402
from skat_desktop.model import settings as S  # noqa: E402
from skat_desktop.ui.main_window import MainWindow  # noqa: E402


def grab_next_box(path: Path, answer: QMessageBox.StandardButton) -> None:
    """When the next message box is open, save a picture of it and answer it."""

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, poll)
            return
        box.grab().save(str(path))
        print("wrote", path)
        button = box.button(answer)
        if button is not None:
            button.click()
        else:
            box.done(int(answer))

    QTimer.singleShot(20, poll)


def damaged_autosave_with_backup(app: QApplication, lang: str) -> None:
    """A saved list whose autosave is then cut short, its ``.bak`` intact."""
    window = create_window(app, lang, resume=False)
    window.start_default_session()
    autosave = S.autosave_path()
    window.model.save(autosave)
    window.model.save(autosave)  # the second save keeps the first as .bak
    window.model.shutdown()
    window.close()
    data = autosave.read_bytes()
    autosave.write_bytes(data[: len(data) // 2])


def shoot(app: QApplication, lang: str, out: Path) -> None:
    S.set_data_dir(tempfile.mkdtemp(prefix="message-shots-"))
    damaged_autosave_with_backup(app, lang)
    grab_next_box(out / f"resume_backup_{lang}.png", QMessageBox.StandardButton.Yes)
    window: MainWindow = create_window(app, lang, resume=True)
    window.resize(1100, 760)
    window.show()
    app.processEvents()

    model = window.model
    model.move_delay_ms = 0
    wait_for(app, lambda: bool(model.session.current.actions) or model.human_to_move())
    if not model.session.current.actions:  # the list must be under way to be asked about
        model.play_human(model.human_view().legal[0])
    window.settings.ask_undo_practice = True
    wait_for(app, lambda: model.can_undo() or model.human_to_move())
    if not model.can_undo():  # something of the player's to take back
        model.play_human(model.human_view().legal[0])
        wait_for(app, model.can_undo)
    grab_next_box(out / f"undo_practice_{lang}.png", QMessageBox.StandardButton.Cancel)
    window.menus.act_undo.trigger()
    app.processEvents()
    grab_next_box(out / f"replace_list_{lang}.png", QMessageBox.StandardButton.No)
    window.menus.act_new.trigger()
    app.processEvents()

    damaged = S.data_dir() / "club-list.skat.json"
    damaged.write_text('{"format": "skat-desktop", "deals": [', encoding="utf-8")
    window.open_from(damaged)
    wait_for(app, lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    opened = QApplication.activeModalWidget()
    assert isinstance(opened, QMessageBox)
    app.processEvents()
    opened.grab().save(str(out / f"open_damaged_{lang}.png"))
    print("wrote", out / f"open_damaged_{lang}.png")
    opened.close()

    reporter = install_error_reporter(app)  # logs to the data folder, as the app does
    try:
        raise ValueError("example: a card that is not in the hand")
    except ValueError as exc:
        reporter.hook(type(exc), exc, exc.__traceback__)
    wait_for(app, lambda: reporter.box is not None)
    box = reporter.box
    assert box is not None
    app.processEvents()
    box.grab().save(str(out / f"error_{lang}.png"))
    print("wrote", out / f"error_{lang}.png")
    box.close()
    window.model.shutdown()
    window.close()


def wait_for(app: QApplication, done: Callable[[], bool]) -> None:
    for _ in range(3000):
        if done():
            return
        app.processEvents()
        time.sleep(0.01)
    raise TimeoutError("the message box did not open")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    for lang in ("en", "ja"):
        shoot(app, lang, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
