"""Resume planning: an earlier good copy is found whenever the autosave fails."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest
from support.save_helpers import finished_session, loads_as, moves, played

from skat_desktop.engine.records.atomic import backup_path
from skat_desktop.engine.records.savefile import save_session
from skat_desktop.model.resume import keep_aside, plan_resume, set_aside

OLD, NEW = moves(played(40)), moves(played(41))


@pytest.fixture(name="autosave")
def autosave_fixture(tmp_path: Path) -> Path:
    """An autosave with a good .bak (the list one move earlier)."""
    path = tmp_path / "autosave.skat.json"
    save_session(played(40), path)
    save_session(played(41), path)
    return path


def test_good_autosave_is_resumed(autosave: Path) -> None:
    plan = plan_resume(autosave)
    assert plan.source == autosave and not plan.is_fallback
    assert plan.session is not None and moves(plan.session) == NEW
    assert plan.failures == ()


def test_missing_autosave_offers_the_backup(autosave: Path) -> None:
    autosave.unlink()
    plan = plan_resume(autosave)
    assert plan.is_fallback and plan.source == backup_path(autosave)
    assert plan.session is not None and moves(plan.session) == OLD
    assert plan.failures == ()


HOSTILE = {
    "truncated": lambda p: p.write_bytes(p.read_bytes()[:100]),
    "empty": lambda p: p.write_bytes(b""),
    "nested": lambda p: p.write_text("[" * 100_000),
    "digits": lambda p: p.write_text('{"format": "skat-desktop-session", "version": ' + "9" * 5000),
    "binary": lambda p: p.write_bytes(bytes(range(256)) * 10),
    "wrong types": lambda p: p.write_text(
        p.read_text().replace('"matador_cap": null', '"matador_cap": true')
    ),
    "folder": lambda p: (p.unlink(), p.mkdir()),
}


@pytest.mark.parametrize("damage", sorted(HOSTILE))
def test_damaged_autosave_offers_the_backup_and_names_the_problem(
    autosave: Path, damage: str
) -> None:
    HOSTILE[damage](autosave)
    plan = plan_resume(autosave)
    assert plan.is_fallback and plan.source == backup_path(autosave)
    assert plan.session is not None and moves(plan.session) == OLD
    assert [path for path, _ in plan.failures] == [autosave]
    assert plan.failures[0][1]


def test_complete_temporary_file_newer_than_the_backup_is_offered(autosave: Path) -> None:
    temp = autosave.with_name(f".{autosave.name}.0123456789ab.tmp")
    save_session(played(60), temp)
    later = backup_path(autosave).stat().st_mtime + 10
    os.utime(temp, (later, later))
    autosave.write_text("{")
    plan = plan_resume(autosave)
    assert plan.source == temp
    assert plan.session is not None and moves(plan.session) == moves(played(60))


def test_torn_temporary_file_is_no_failure(autosave: Path) -> None:
    temp = autosave.with_name(f".{autosave.name}.0123456789ab.tmp")
    temp.write_text('{"format": "skat')
    autosave.unlink()
    plan = plan_resume(autosave)
    assert plan.source == backup_path(autosave)
    assert plan.failures == ()


def test_finished_list_in_the_backup_is_not_offered(tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.skat.json"
    save_session(finished_session(), autosave)
    save_session(finished_session(), autosave)
    autosave.write_text("{")
    plan = plan_resume(autosave)
    assert plan.source is None and plan.session is None
    assert [path for path, _ in plan.failures] == [autosave]


def test_nothing_loads_then_damaged_files_are_set_aside_with_a_timestamp(
    autosave: Path,
) -> None:
    autosave.write_text("garbage")
    backup_path(autosave).write_bytes(b"\x00\x01")
    plan = plan_resume(autosave)
    assert plan.source is None and plan.session is None
    assert [p for p, _ in plan.failures] == [autosave, backup_path(autosave)]
    moved = set_aside([p for p, _ in plan.failures], datetime(2026, 11, 23, 8, 30, 5))
    assert [new.name for _, new in moved] == [
        "autosave.skat.json.damaged-20261123-083005",
        "autosave.skat.json.bak.damaged-20261123-083005",
    ]
    assert moved[0][1].read_text() == "garbage"  # kept, not deleted
    assert not autosave.exists() and not backup_path(autosave).exists()
    # A second set-aside in the same second does not overwrite the first.
    autosave.write_text("more garbage")
    again = set_aside([autosave], datetime(2026, 11, 23, 8, 30, 5))
    assert again[0][1].name.endswith("-2")
    assert moved[0][1].read_text() == "garbage"


def test_resuming_from_the_backup_never_rotates_the_damage_over_it(autosave: Path) -> None:
    autosave.write_text("{")
    plan = plan_resume(autosave)
    assert plan.session is not None
    set_aside([p for p, _ in plan.failures])
    good = backup_path(autosave).read_bytes()
    save_session(plan.session, autosave)  # the first save after resuming
    assert backup_path(autosave).read_bytes() == good
    assert loads_as(autosave) == OLD


def test_damaged_autosave_left_in_place_is_still_not_rotated(autosave: Path) -> None:
    """Even without the set-aside, a save does not rotate a damaged file over .bak."""
    autosave.write_text("{")
    good = backup_path(autosave).read_bytes()
    save_session(played(70), autosave)
    assert backup_path(autosave).read_bytes() == good


def test_declined_copy_is_kept_aside(autosave: Path) -> None:
    autosave.unlink()
    kept = keep_aside(backup_path(autosave), datetime(2026, 1, 2, 3, 4, 5))
    assert kept is not None and kept.name == "autosave.skat.json.bak.kept-20260102-030405"
    assert loads_as(kept) == OLD
