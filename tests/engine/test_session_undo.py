"""Undo in a session (issue 11 item 3): ``Session.undo_to`` rebuilds the
current deal from its seed and the kept actions; a scored deal gives back its
entries and the Bock/Ramsch marks it used or added."""

from __future__ import annotations

import json

import pytest
from support.engine_helpers import F, auction_script, run_session

from skat_desktop.engine.records import savefile
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import OFFICIAL, BockTrigger
from skat_desktop.engine.skat.session import Session

NAMES3 = ("Ann", "Ben", "Cid")
LOSE_GRAND = auction_script(F, 18) + " declare:grand concede"


def test_undo_to_replays_the_kept_actions() -> None:
    s = Session(OFFICIAL, NAMES3, seed=3)
    run_session(s, auction_script(F, 18) + " pickup")
    history = list(s.current.actions)
    s.undo_to(2)
    assert s.current.actions == history[:2]
    assert s.game.history == tuple(history[:2])
    fresh = Game.from_seed(OFFICIAL, s.current.seed)
    for seat, action in history[:2]:
        fresh.apply(action, seat)
    assert s.game.snapshot() == fresh.snapshot()
    # Playing on after the undo is a normal deal: the same actions arrive at the same place.
    for seat, action in history[2:]:
        s.apply(action, seat)
    assert s.game.history == tuple(history)


def test_undo_of_a_scored_deal_takes_its_entries_and_marks_back() -> None:
    rules = OFFICIAL.replace(
        bock=True, kontra=True, bock_triggers=frozenset({BockTrigger.LOST_GRAND})
    )
    s = Session(rules, NAMES3, seed=5)
    run_session(s, LOSE_GRAND)
    assert s.game.finished and s.current.result is not None
    assert s.queued_marks == ("bock",) * 3
    scored = list(s.totals)
    actions = list(s.current.actions)
    s.undo_to(len(actions) - 1)
    assert not s.game.finished
    assert s.current.result is None and s.current.scores == () and s.current.totals == ()
    assert s.totals == [0, 0, 0]
    assert s.queued_marks == ()
    seat, action = actions[-1]
    s.apply(action, seat)
    assert s.totals == scored and s.queued_marks == ("bock",) * 3


def test_undo_keeps_a_used_bock_mark_on_its_deal() -> None:
    rules = OFFICIAL.replace(
        bock=True, kontra=True, bock_triggers=frozenset({BockTrigger.PASSED_IN})
    )
    s = Session(rules, NAMES3, seed=2)
    run_session(s, "pass pass pass")
    s.next_deal()
    assert s.current.bock and s.queued_marks == ("bock",) * 3
    run_session(s, LOSE_GRAND)
    assert s.queued_marks.count("bock") == 2 and len(s.queued_marks) == 2
    s.undo_to(0)
    assert s.queued_marks == ("bock",) * 3 and s.current.bock and s.game.bock
    assert s.totals == [0, 0, 0]


def test_undo_to_refuses_a_count_out_of_range_and_changes_nothing() -> None:
    s = Session(OFFICIAL, NAMES3, seed=4)
    run_session(s, "pass pass")
    before = s.game.snapshot()
    for bad in (-1, 3):
        with pytest.raises(ValueError, match="cannot go back"):
            s.undo_to(bad)
    assert s.game.snapshot() == before
    s.undo_to(2)  # nothing to take back: the same deal
    assert s.game.snapshot() == before


def test_a_session_after_undo_saves_and_loads_by_replay() -> None:
    s = Session(OFFICIAL, NAMES3, seed=6)
    run_session(s, auction_script(F, 18) + " pickup")
    s.undo_to(1)
    run_session(s, "pass pass")
    data = json.loads(json.dumps(savefile.session_to_dict(s)))
    loaded, _meta = savefile.session_from_dict(data)
    assert loaded.game.snapshot() == s.game.snapshot()
    assert loaded.current.actions == s.current.actions
