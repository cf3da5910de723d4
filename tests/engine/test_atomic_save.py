"""Atomic saves: at every instant the path holds a whole list, old or new.

Crash injection stops ``save_session`` at each of its file-system calls in
turn — by raising inside this process, and by ending a child process on the
spot with ``os._exit`` (no cleanup runs) — and checks that the file at the
path loads as the old or the new list, that ``.bak`` loads, and that the
next successful save leaves no temporary files behind.
"""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from support.save_helpers import StepOs, Stop, loads_as, moves, played

from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.records import atomic
from skat_desktop.engine.records.atomic import SaveError, backup_path, temp_files
from skat_desktop.engine.records.savefile import load_session, save_session

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent
OLD, NEW = moves(played(41)), moves(played(80))


def _calls_in_one_save(tmp_path: Path, fresh: bool) -> int:
    path = tmp_path / "count.json"
    save_session(played(41), path)
    if fresh:
        atomic._known_good.clear()
    counter = StepOs(10**9, lambda name: None)
    original = atomic.os
    atomic.os = counter  # type: ignore[assignment]
    try:
        save_session(played(80), path)
    finally:
        atomic.os = original
    return len(counter.calls)


def _check_invariants(path: Path) -> int:
    """The path loads as old or new; a .bak loads too. Returns the moves at the path."""
    at_path = loads_as(path)
    assert at_path in (OLD, NEW)
    if backup_path(path).exists():
        assert loads_as(backup_path(path)) in (moves(played(40)), OLD)
    return at_path


@pytest.mark.parametrize("fresh", [False, True], ids=["known", "after-restart"])
@pytest.mark.parametrize("failure", ["oserror", "stop"])
def test_raising_at_every_step_keeps_a_whole_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str, fresh: bool
) -> None:
    steps = _calls_in_one_save(tmp_path, fresh)
    assert steps >= 8  # stat, open, write, fsync, close, link, 2 x replace, ...

    def fail(name: str) -> None:
        if failure == "stop":
            raise Stop(name)
        raise OSError(28, "No space left on device")

    outcomes = set()
    for step in range(steps):
        path = tmp_path / f"s{step}.json"
        save_session(played(40), path)
        save_session(played(41), path)
        if fresh:
            atomic._known_good.clear()
        with monkeypatch.context() as patch:
            patch.setattr(atomic, "os", StepOs(step, fail))
            with contextlib.suppress(Stop, RecordError):
                save_session(played(80), path)
        outcomes.add(_check_invariants(path))
        # The next good save succeeds and leaves no temporary file behind.
        save_session(played(80), path)
        assert loads_as(path) == NEW
        assert temp_files(path) == []
    assert outcomes == {OLD, NEW}  # the late steps fail only after the rename


@pytest.mark.skipif(os.name != "posix", reason="os._exit mid-save is checked on POSIX")
@pytest.mark.parametrize("fresh", [False, True], ids=["known", "after-restart"])
def test_process_ending_at_every_step_keeps_a_whole_file(tmp_path: Path, fresh: bool) -> None:
    steps = _calls_in_one_save(tmp_path, fresh)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), str(ROOT)])}
    leftovers = 0
    for step in range(steps + 1):
        path = tmp_path / f"k{step}.json"
        args = [sys.executable, "-m", "support.save_helpers", str(path), str(step)]
        proc = subprocess.run(
            args + (["fresh"] if fresh else []), env=env, capture_output=True, timeout=60
        )
        assert proc.returncode == (3 if step == steps else 0), proc.stderr.decode()
        _check_invariants(path)
        leftovers += len(temp_files(path))
        save_session(played(80), path)
        assert temp_files(path) == []
    assert leftovers > 0  # some stops did leave temporary files, and they were cleaned


def test_backup_is_the_previous_file_and_target_never_moves(tmp_path: Path) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)
    inode = path.stat().st_ino
    save_session(played(41), path)
    assert backup_path(path).stat().st_ino == inode  # the old file itself, linked
    assert loads_as(backup_path(path)) == moves(played(40))
    assert loads_as(path) == OLD


def test_damaged_file_is_never_rotated_over_the_backup(tmp_path: Path) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)
    save_session(played(41), path)
    good_backup = backup_path(path).read_bytes()
    path.write_text('{"format": "skat-desktop-session", "version": 1, "rules": {')
    save_session(played(80), path)
    assert backup_path(path).read_bytes() == good_backup
    assert loads_as(path) == NEW


def test_file_changed_by_someone_else_is_checked_before_it_becomes_the_backup(
    tmp_path: Path,
) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)
    save_session(played(41), path)
    data = path.read_bytes()
    path.write_bytes(data.replace(b'"seed"', b'"sead"', 1))  # same size, other mtime
    save_session(played(80), path)
    assert loads_as(backup_path(path)) == moves(played(40))


def test_saving_onto_a_folder_is_refused_and_moves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "list.json"
    folder.mkdir()
    (folder / "inside.txt").write_text("mine")
    with pytest.raises(SaveError, match="folder"):
        save_session(played(10), folder)
    assert (folder / "inside.txt").read_text() == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["list.json"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_saving_onto_a_pipe_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "list.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        save_session(played(10), fifo)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert temp_files(fifo) == []


def test_saving_through_a_symlink_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    save_session(played(40), real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    save_session(played(41), link)
    assert link.is_symlink()
    assert loads_as(real) == OLD
    assert loads_as(backup_path(real)) == moves(played(40))


def test_a_folder_named_bak_does_not_stop_the_save(tmp_path: Path) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)
    backup_path(path).mkdir()
    save_session(played(41), path)
    assert loads_as(path) == OLD
    assert backup_path(path).is_dir()
    assert temp_files(path) == []


def test_without_hard_links_the_backup_is_a_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)
    old = path.read_bytes()

    def no_link(*_args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_link)
    save_session(played(41), path)
    assert backup_path(path).read_bytes() == old
    assert backup_path(path).stat().st_ino != path.stat().st_ino


def test_stale_temporary_files_go_on_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)
    stale = tmp_path / ".auto.json.0123456789ab.tmp"
    stale.write_text('{"format": "skat-desktop-ses')
    other = tmp_path / ".other.json.0123456789ab.tmp"
    other.write_text("not ours")
    save_session(played(41), path)
    assert not stale.exists()
    assert other.exists()


def test_failed_write_leaves_the_file_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "auto.json"
    save_session(played(40), path)

    def disk_full(_name: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "os", StepOs(2, disk_full))  # the first write
    with pytest.raises(SaveError, match="No space left"):
        save_session(played(41), path)
    monkeypatch.undo()
    assert loads_as(path) == moves(played(40))
    assert temp_files(path) == []
    assert load_session(path) is not None
