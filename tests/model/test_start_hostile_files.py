"""Start-up with a hostile file in place of each data file.

Each of the four data files (both autosaves, both statistics files) and
settings.ini is replaced by something a damaged disk or an attacker could
leave: deep nesting, a 5,000-digit number, a pipe, a link to ``/dev/zero``,
a folder, a name holding a lone surrogate. The window must come up every
time, and the file must be set aside under a dated name, never read again
and never rotated over.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from support.spitzer_page import spitzer_mode

from skat_desktop.app import create_window
from skat_desktop.model.settings import AnimationSpeed
from skat_desktop.ui.main_window import MainWindow

DATA_FILES = (
    "autosave.skat.json",
    "autosave.spitzer.json",
    "statistics.json",
    "spitzer_statistics.json",
)
FORMATS = {
    "autosave.skat.json": "skat-desktop-session",
    "autosave.spitzer.json": "skat-desktop-spitzer",
    "statistics.json": "skat-desktop-statistics",
    "spitzer_statistics.json": "skat-desktop-spitzer-statistics",
}


def _deep(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")


def _huge_number(path: Path) -> None:
    fmt = FORMATS.get(path.name, "x")
    path.write_text(f'{{"format": "{fmt}", "version": {"9" * 5000}}}', encoding="utf-8")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("x", encoding="utf-8")


def _surrogate(path: Path) -> None:
    fmt = FORMATS.get(path.name, "x")
    path.write_text(
        f'{{"format": "{fmt}", "version": 1, "names": ["\\ud800"], "lists": [], "games": []}}',
        encoding="utf-8",
    )


def _garbage(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 8 + b"[a\n=\x00\xff")


HOSTILE: dict[str, Callable[[Path], None]] = {
    "deep": _deep,
    "digits": _huge_number,
    "fifo": _fifo,
    "dev-zero": _dev_zero,
    "folder": _folder,
    "surrogate": _surrogate,
}


@pytest.fixture(name="start")
def start_fixture(qtbot, data_folder: Path) -> Iterator[Callable[[], MainWindow]]:  # type: ignore[no-untyped-def]
    windows: list[MainWindow] = []

    def start() -> MainWindow:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        window = create_window(app, "en", resume=True, ask=lambda *_: False)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield start
    for window in windows:
        window.flush_autosaves()
        window.model.shutdown()
        spitzer_mode(window).shutdown()


def _aside(folder: Path, name: str) -> list[Path]:
    stem = name.split(".")[0]
    return [p for p in folder.iterdir() if p.name.startswith(stem) and ".damaged-" in p.name]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs pipes and /dev/zero")
@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("name", DATA_FILES)
def test_the_window_comes_up_and_the_file_is_set_aside(
    start: Callable[[], MainWindow], data_folder: Path, name: str, kind: str
) -> None:
    data_folder.mkdir(parents=True, exist_ok=True)
    target = data_folder / name
    HOSTILE[kind](target)
    window = start()
    assert window.model.session is not None
    assert _aside(data_folder, name), f"{name} ({kind}) was not set aside"
    window.flush_autosaves()
    window.app_actions.statistics.flush()
    # What is at the path now (if anything) is a file the program wrote and reads.
    if target.exists():
        assert target.is_file() and not target.is_symlink()
        json.loads(target.read_text(encoding="utf-8"))
    start()  # and the next start is clean


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs pipes and /dev/zero")
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder", "garbage"])
def test_a_bad_settings_file_is_set_aside(
    start: Callable[[], MainWindow], data_folder: Path, kind: str
) -> None:
    data_folder.mkdir(parents=True, exist_ok=True)
    target = data_folder / "settings.ini"
    {**HOSTILE, "garbage": _garbage}[kind](target)
    window = start()
    assert window.settings.set_aside_as is not None
    assert window.settings.set_aside_as.name.startswith("settings.ini.damaged-")
    window.settings.player_name = "Anna"
    assert start().settings.player_name == "Anna"


def test_a_long_list_whose_name_cannot_be_saved_again_is_never_overwritten(
    start: Callable[[], MainWindow], data_folder: Path, qtbot
) -> None:  # type: ignore[no-untyped-def]
    """The issue's case: a 550-move list with the name "\\ud800" was thrown away.

    It passed the resume plan, failed only inside ``TableModel.load``, a new
    list started, and two moves later the autosave and its ``.bak`` were both
    the new list's. Now the reader refuses it at the plan, both copies are
    set aside, and whatever the new list writes, they stay as they were.
    """
    from support.save_helpers import played

    from skat_desktop.engine.records.atomic import backup_path
    from skat_desktop.engine.records.savefile import save_session

    data_folder.mkdir(parents=True, exist_ok=True)
    autosave = data_folder / "autosave.skat.json"
    save_session(played(550), autosave)
    save_session(played(551), autosave)  # the first is kept as .bak
    for path in (autosave, backup_path(autosave)):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace('"A"', '"\\ud800"', 1), encoding="utf-8")
    originals = {p.name: p.read_bytes() for p in (autosave, backup_path(autosave))}
    window = start()
    assert window.model.session is not None
    kept = {p.read_bytes() for p in data_folder.iterdir() if ".damaged-" in p.name}
    assert set(originals.values()) <= kept, "both copies of the long list are kept aside"
    # The new list's moves, not its pictures, are what matters here: on a loaded
    # machine the deal's animation and the computers' pauses ran past the wait.
    window.set_speed(AnimationSpeed.OFF)
    window.model.move_delay_ms = 0
    legal = window.model.human_legal
    for _ in range(2):  # two moves of the new list, each autosaved
        qtbot.waitUntil(lambda: window.model.human_to_move(), timeout=60000)
        window.model.play_human(legal()[0])
    window.flush_autosaves()
    kept_after = {p.read_bytes() for p in data_folder.iterdir() if ".damaged-" in p.name}
    assert set(originals.values()) <= kept_after
