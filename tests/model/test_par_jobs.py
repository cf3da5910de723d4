"""The model works out each finished deal's par in the background and forgets it with the list."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from support.model_helpers import play_first_legal

from skat_desktop.ai.par import ParCancelled, skat_par
from skat_desktop.ai.thread_priority import BACKGROUND_NICENESS, PAR_NICENESS
from skat_desktop.engine.api import find_game
from skat_desktop.engine.skat.rules import RuleSet, Scoring
from skat_desktop.engine.skat.session import Session
from skat_desktop.model.par_jobs import ParJobs
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.model.table_model import TableModel

RULES = RuleSet(scoring=Scoring.SEEGER_FABIAN, list_length=3)
LEVELS = ["human", "random", "random"]


@pytest.fixture(name="model")
def model_fixture(qapp: Any, tmp_path: Path) -> Any:
    model = TableModel(find_game("skat"))
    model.autosave_enabled = False
    model.hint_level = "easy"  # par at the easy level: a quick background job
    model.statistics = StatisticsStore.open(tmp_path / "statistics.json")
    model.set_session(Session(RULES, ("You", "B", "C"), seed=2, first_dealer=2), LEVELS)
    yield model
    model.shutdown()


def finish_deal(qtbot: Any, model: TableModel) -> None:
    while not model.deal_over():
        play_first_legal(qtbot, model)


def test_a_finished_deal_gets_its_par_by_signal(qtbot: Any, model: TableModel) -> None:
    with qtbot.waitSignal(model.par.ready, timeout=30_000) as arrived:
        finish_deal(qtbot, model)
    row, par = arrived.args
    assert row == 0
    expected = skat_par(RULES, model.session.records[0], LEVELS, "easy")
    assert par == expected == model.par.value(0) and model.par.level(0) == "easy"
    assert model.par.values() == {0: expected}


def test_the_statistics_keep_the_par_beside_the_deal(qtbot: Any, model: TableModel) -> None:
    with qtbot.waitSignal(model.par.ready, timeout=30_000) as arrived:
        finish_deal(qtbot, model)
    store = model.statistics
    assert isinstance(store, StatisticsStore)
    (item,) = store.lists
    (deal,) = item.deals
    assert deal.par == arrived.args[1]
    figures = store.summary().player("You")
    assert figures is not None and figures.par_deals == 1
    assert figures.average_against_par == deal.scores[0] - deal.par


def test_a_new_list_drops_the_pending_par(qtbot: Any, model: TableModel) -> None:
    arrived: list[tuple[int, int]] = []
    model.par.ready.connect(lambda row, par: arrived.append((row, par)))
    model.hint_level = "strong"  # seconds of work: still running when the list changes
    finish_deal(qtbot, model)
    assert model.par.pending(0)
    with qtbot.waitSignal(model.par.reset, timeout=1000):
        model.new_session(RULES, ["You", "B", "C"], LEVELS, seed=9)
    assert not model.par.pending(0) and model.par.values() == {}
    assert model.par.wait(30_000)
    qtbot.wait(100)  # a late answer would be queued to this thread: let it arrive
    assert arrived == [] and model.par.values() == {}


def test_a_practice_deal_keeps_the_lists_pars(qtbot: Any, model: TableModel) -> None:
    from skat_desktop.ai.review_replay import replay_setup

    with qtbot.waitSignal(model.par.ready, timeout=30_000):
        finish_deal(qtbot, model)
    known = model.par.values()
    setup = replay_setup(RULES, model.session.records[0], 1)
    model.play_practice_deal(setup.new_session(["You", "B", "C"]))
    assert model.par.values() == known
    model.resume_list()
    assert model.par.values() == known


def test_a_running_job_is_told_to_stop_when_the_list_changes(qtbot: Any) -> None:
    jobs = ParJobs()
    started, stopped = threading.Event(), threading.Event()

    def work(stop: Any) -> int:
        started.set()
        for _ in range(1000):
            if stop():
                stopped.set()
                raise ParCancelled
            threading.Event().wait(0.01)
        return 1

    jobs.adopt(object())
    jobs.request(0, "strong", work)
    assert started.wait(5)
    jobs.adopt(object())
    assert stopped.wait(5)
    assert jobs.wait(5000)
    qtbot.wait(50)
    assert jobs.values() == {}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread niceness: Linux")
def test_par_thinks_below_the_tables_computers(qtbot: Any) -> None:
    def niceness(_stop: Any = None) -> int:
        return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())

    jobs = ParJobs()
    jobs.adopt(object())
    with qtbot.waitSignal(jobs.ready, timeout=5000) as arrived:
        jobs.request(0, "strong", niceness)
    assert arrived.args[1] >= PAR_NICENESS > BACKGROUND_NICENESS
    assert niceness() < BACKGROUND_NICENESS  # the window's thread is untouched
