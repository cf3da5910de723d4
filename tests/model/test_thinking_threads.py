"""Thinking threads run below the window's priority (see ai/thread_priority.py).

Measured with ``skat-desktop bench gui`` (strong, 3 deals) on the two-core
machine: the longest stall of the window was 38–168 ms (1–3 gaps over 50 ms
in two of four runs) with search threads at normal priority, 31–45 ms and
no gap over 50 ms in four runs with them lowered.
"""

from __future__ import annotations

import os
import sys
import threading

import pytest

from skat_desktop.ai import world_runner
from skat_desktop.ai.thread_priority import BACKGROUND_NICENESS, lower_this_thread
from skat_desktop.model.worker import JobResult, JobRunner, Position

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="per-thread niceness is a Linux feature"
)


def _niceness() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


@linux_only
def test_a_computer_job_thinks_at_background_priority(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = JobRunner()
    results: list[JobResult] = []
    runner.finished.connect(results.append)
    runner.submit("probe", Position(1, 0, 0), 1, _niceness)
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    assert results[0].error is None
    assert results[0].value >= BACKGROUND_NICENESS
    assert _niceness() < BACKGROUND_NICENESS  # the window's thread is untouched


@linux_only
def test_solver_pool_threads_think_at_background_priority(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(world_runner.solver, "core_name", lambda: "c")
    before = world_runner._THREADS
    world_runner.set_threads(2)
    try:
        seen = world_runner.run_worlds(lambda _world: _niceness(), [(0, 0, 0, 0)] * 4)
    finally:
        world_runner.set_threads(before)
    assert min(seen) >= BACKGROUND_NICENESS
    assert _niceness() < BACKGROUND_NICENESS


def test_lowering_is_harmless_where_it_cannot_be_done(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    assert lower_this_thread() is False

    def refuse(*_args: object) -> None:
        raise PermissionError("not allowed here")

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(os, "setpriority", refuse)
    monkeypatch.setattr(os, "getpriority", lambda *_args: 0)
    assert lower_this_thread() is False
