"""A save that fails is reported once, when it starts and when it works again.

Issue 53: failed autosaves were only logged. The writer now tells a listener
when a file starts failing (and why: a full disk, a read-only folder) and when
it saves again, not at every move; the statistics stores do the same, and a
store of a second copy writes nothing at all.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from skat_desktop.engine.records import atomic
from skat_desktop.engine.records.atomic import SaveError
from skat_desktop.model.autosave_writer import FULL, OTHER, READ_ONLY, AutosaveWriter, problem_kind
from skat_desktop.model.statistics import StatisticsError, StatisticsStore


class FullDisk:
    """The ``os`` module as the atomic writer sees it, on a disk with no space left."""

    def __getattr__(self, name: str) -> object:
        return getattr(os, name)

    def write(self, fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_the_reason_is_read_from_the_number_or_the_text() -> None:
    assert problem_kind(OSError(errno.ENOSPC, "x")) == FULL
    assert problem_kind(OSError(errno.EROFS, "x")) == READ_ONLY
    text = f"cannot save to /x: {os.strerror(errno.ENOSPC)}"
    assert problem_kind(SaveError(text)) == FULL  # raised "from None": only the text is left
    assert problem_kind(f"cannot save to /x: {os.strerror(errno.EACCES)}") == READ_ONLY
    assert problem_kind(ValueError("bad")) == OTHER


def test_the_writer_tells_once_when_it_fails_and_once_when_it_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.json"
    target.write_bytes(b"old")
    told: list[tuple[Path, str | None]] = []
    writer = AutosaveWriter((OSError,))
    writer.on_problem = lambda path, exc: told.append((path, None if exc is None else str(exc)))

    def write(data: bytes) -> None:
        atomic.write_atomic(target, data, lambda _p: True)

    monkeypatch.setattr(atomic, "os", FullDisk())
    for n in range(3):  # three moves on a full disk
        writer.submit(target, lambda n=n: write(b"new %d" % n))
        assert writer.flush()
    assert len(told) == 1 and told[0][0] == target and problem_kind(told[0][1] or "") == FULL
    assert target.read_bytes() == b"old"  # the last good copy is intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]  # no temporary left
    monkeypatch.undo()
    writer.submit(target, lambda: write(b"back"))  # space is back: the next move saves
    assert writer.flush()
    assert told[1:] == [(target, None)] and target.read_bytes() == b"back"


def test_statistics_say_once_that_saving_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = StatisticsStore.open(tmp_path / "statistics.json")
    store.reset()
    store.flush()
    old = store.path.read_bytes()
    told: list[tuple[Path, str | None]] = []
    store.on_save_problem = lambda path, why: told.append((path, why))
    monkeypatch.setattr(atomic, "os", FullDisk())
    for _ in range(3):
        store.reset()
        assert store.flush()
    assert len(told) == 1 and problem_kind(told[0][1] or "") == FULL
    assert store.path.read_bytes() == old and store.save_error
    monkeypatch.undo()
    store.reset()
    assert store.flush()
    assert told[1:] == [(store.path, None)] and store.save_error is None


def test_a_read_only_store_writes_nothing(tmp_path: Path) -> None:
    store = StatisticsStore.open(tmp_path / "statistics.json")
    store.read_only = True
    store.reset()
    store.flush()
    assert not store.path.exists()
    with pytest.raises(StatisticsError):
        store.save()
    assert not store.path.exists()
