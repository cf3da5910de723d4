"""The autosave thread: the GUI thread never waits for the disk, nothing is lost.

``bench gui`` once showed the window held still for 347 ms by one autosave's
``fsync``; since then the table model only encodes the list and
:class:`AutosaveWriter` writes it. These tests hold a write back with an
event instead of measuring time, so they cannot flake on a slow machine.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

import pytest
from support.model_helpers import computer_plays

from skat_desktop.engine.api import find_game
from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.records.savefile import load_session, session_to_dict
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.session import Session
from skat_desktop.model import table_model_base
from skat_desktop.model.autosave_writer import AutosaveWriter
from skat_desktop.model.table_model import TableModel

WAIT_S = 10.0


def _gate() -> tuple[threading.Event, threading.Event]:
    """(started, release): set by a held-back write, and to let it go on."""
    return threading.Event(), threading.Event()


def _held_writer(
    path: Path, written: list[Any], mark: object
) -> tuple[AutosaveWriter, threading.Event]:
    """A writer whose thread is writing ``path`` until the returned event is
    set; the held write then appends ``mark`` to ``written`` (None: nothing)."""
    writer = AutosaveWriter((OSError,))
    started, release = _gate()

    def held() -> None:
        started.set()
        assert release.wait(WAIT_S)
        if mark is not None:
            written.append(mark)

    writer.submit(path, held)
    assert started.wait(WAIT_S)
    return writer, release


def test_a_write_runs_on_another_thread_and_flush_waits_for_it() -> None:
    writer = AutosaveWriter((OSError,))
    threads: list[str] = []
    writer.submit(Path("a"), lambda: threads.append(threading.current_thread().name))
    assert writer.flush(WAIT_S)
    assert len(threads) == 1 and threads[0] != threading.main_thread().name
    assert threads[0].startswith("autosave")


def test_only_the_newest_waiting_content_is_written() -> None:
    written: list[int] = []
    writer, release = _held_writer(Path("a"), written, 1)
    for n in (2, 3, 4):  # the disk is busy: each replaces the one before
        writer.submit(Path("a"), lambda n=n: written.append(n))
    writer.submit(Path("b"), lambda: written.append(10))
    assert not writer.flush(0.05)  # still held back
    release.set()
    assert writer.flush(WAIT_S)
    assert written[0] == 1 and sorted(written[1:]) == [4, 10]


def test_an_explicit_save_waits_for_the_write_on_the_disk_and_lands_last() -> None:
    """``flush`` gives up after its timeout; ``write_now`` never runs beside a
    background write, and no older queued copy of its file is written after it."""
    written: list[str] = []
    writer, release = _held_writer(Path("a"), written, "a: first")
    writer.submit(Path("a"), lambda: written.append("a: queued"))
    writer.submit(Path("b"), lambda: written.append("b"))
    saver = threading.Thread(
        target=writer.write_now, args=(Path("a"), lambda: written.append("a: now"))
    )
    saver.start()
    saver.join(0.05)
    assert saver.is_alive() and written == []  # waits for the write in progress
    release.set()
    saver.join(WAIT_S)
    assert not saver.is_alive()
    assert writer.flush(WAIT_S)
    to_a = [w for w in written if w.startswith("a")]
    assert to_a[0] == "a: first" and to_a[-1] == "a: now"
    assert "b" in written


def test_an_explicit_save_drops_the_older_queued_copy_of_its_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spelt another way (relative, absolute), the same file is still the same."""
    monkeypatch.chdir(tmp_path)
    written: list[str] = []
    target = tmp_path / "list.skat.json"
    writer, release = _held_writer(tmp_path / "other", written, None)
    writer.submit(Path(target.name), lambda: written.append("queued"))
    threading.Timer(0.05, release.set).start()
    writer.write_now(target, lambda: written.append("now"))  # waits for ``held``
    assert writer.flush(WAIT_S)
    assert written == ["now"]


def test_an_explicit_save_raises_what_the_write_raises() -> None:
    writer = AutosaveWriter((OSError,))

    def disk_full() -> None:
        raise OSError("No space left on device")

    with pytest.raises(OSError, match="No space"):
        writer.write_now(Path("a"), disk_full)
    written: list[str] = []
    writer.submit(Path("a"), lambda: written.append("ok"))
    assert writer.flush(WAIT_S) and written == ["ok"]


def test_failed_writes_are_logged_and_the_writer_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    writer = AutosaveWriter((OSError, RecordError), prefix="Spitzer ")
    written: list[str] = []

    def disk_full() -> None:
        raise OSError("No space left on device")

    def bug() -> None:
        raise ZeroDivisionError("a bug")

    with caplog.at_level(logging.WARNING):
        writer.submit(Path("a"), disk_full)
        assert writer.flush(WAIT_S)
        writer.submit(Path("a"), bug)
        assert writer.flush(WAIT_S)
        writer.submit(Path("a"), lambda: written.append("ok"))
        assert writer.flush(WAIT_S)
    assert "Spitzer autosave failed: No space left on device" in caplog.text
    assert "ZeroDivisionError" in caplog.text  # with its traceback, for the log file
    assert written == ["ok"]


def _model_with_held_autosave(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[TableModel, threading.Event, list[bool]]:
    """A table whose first autosave is held on its thread until the returned
    event is set, the game played on to the human's first move meanwhile; the
    list records, per write, whether it ran on the main thread."""
    model = TableModel(find_game("skat"))
    model.move_delay_ms = 0
    model.autosave_file = data_dir / "autosave.skat.json"
    started, release = _gate()
    on_main: list[bool] = []
    write = table_model_base.write_atomic

    def slow_in_background(path: Path, data: bytes, *args: Any) -> None:
        on_main.append(threading.current_thread() is threading.main_thread())
        if not on_main[-1]:
            started.set()
            release.wait(WAIT_S)
        write(path, data, *args)

    monkeypatch.setattr(table_model_base, "write_atomic", slow_in_background)
    model.set_session(
        Session(OFFICIAL, ("You", "B", "C"), seed=11, first_dealer=1), ["human", "random", "random"]
    )
    assert started.wait(WAIT_S)  # the first autosave is held back on its thread
    while not model.human_to_move():  # the game goes on meanwhile
        computer_plays(qtbot, model)
    return model, release, on_main


def test_the_table_goes_on_while_the_autosave_waits_for_the_disk(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow disk (once a 347 ms stall) never holds the table: the action returns first."""
    model, release, on_main = _model_with_held_autosave(qtbot, data_dir, monkeypatch)
    assert not model.autosave_file.exists()
    assert model.play_human(model.human_legal()[0])
    assert not model.autosave_file.exists()
    release.set()
    model.shutdown()  # waits for the autosave
    assert on_main and not any(on_main)
    saved = session_to_dict(load_session(model.autosave_file))
    assert saved["deals"] == session_to_dict(model.session)["deals"]


def test_a_save_to_the_autosave_file_while_an_autosave_waits_keeps_the_newest_list(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model, release, _ = _model_with_held_autosave(qtbot, data_dir, monkeypatch)
    threading.Timer(0.05, release.set).start()
    model.save(model.autosave_file)
    model.shutdown()
    saved = session_to_dict(load_session(model.autosave_file))
    assert saved == session_to_dict(model.session)
