"""ISS records: exporting our games and the ``replay`` command.

Exported games must read back to the same game (checked on random games of
every preset), and the ``replay`` command must print one JSON report per
record with exit codes that tell success, damaged records and bad arguments
apart, never a traceback.

All records here are our own: ``tests/data/iss_own.txt`` holds games played
by the engine and exported (some then edited by hand into the other spellings
real ISS records use), and the extension records in ``support.iss_records``
were written the same way under the presets that need them.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.iss_records import EXTENSIONS, OK_KEYS, OWN, RECORDS, ROOT, edited
from support.scale import count

from skat_desktop.cli import main
from skat_desktop.cli.replay import run_replay
from skat_desktop.engine import actions as A
from skat_desktop.engine.records.iss import export_game, parse_record, replay_record
from skat_desktop.engine.skat.game import Deal, Game, Phase
from skat_desktop.engine.skat.rules import OFFICIAL, PRESETS, RuleSet

# ---------------------------------------------------------------- export


def test_export_writes_iss_forms() -> None:
    game = replay_record(parse_record(RECORDS["1001"]), OFFICIAL)
    text = export_game(game, record_id=1001, names=["anna", "bert", "carl"])
    assert text == RECORDS["1001"]
    assert " 2 s w DT.CT 2 D.H9.C7 " in text
    assert text.endswith(
        "R[d:2 loss v:-54 m:-2 bidok p:53 t:4 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)"
    )
    ouvert = replay_record(parse_record(RECORDS["1013"]), OFFICIAL)
    assert " 1 CHO.D7.D8.D9.DK.H9.SQ.C7.C8.CJ.CQ " in export_game(
        ouvert, record_id=1, names=["a", "b", "c"]
    )
    null = replay_record(parse_record(RECORDS["1015"]), OFFICIAL)
    assert " 1 NO.D7.D8.DT.DK.DA.H7.H8.HQ.ST.SK.CT.CJ " in export_game(
        null, record_id=1, names=["a", "b", "c"]
    )


def test_export_escapes_names_and_refuses_unfinished_games() -> None:
    game = replay_record(parse_record(RECORDS["1008"]), OFFICIAL)
    text = export_game(game, record_id="x", names=["a]b", "c\\d", "e\nf"])
    assert parse_record(text).players == ("a]b", "c\\d", "e f")
    unfinished = Game.from_seed(OFFICIAL, 1)
    with pytest.raises(ValueError):
        export_game(unfinished, record_id=1, names=["a", "b", "c"])


def _random_game(rules: RuleSet, seed: int, bock: bool, forced: bool) -> Game:
    """A legal game with random choices (claims and concessions now and then)."""
    rng = random.Random(seed)
    game = Game(rules, Deal.from_seed(seed), bock=bock, forced_ramsch=forced)
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        options = [(seat, a) for a in game.legal_actions(seat)]
        declarer = game.declarer
        if declarer is not None and declarer != seat:
            options += [(declarer, a) for a in game.legal_actions(declarer)]
        special = [o for o in options if isinstance(o[1], (A.Concede, A.Claim))]
        normal = [o for o in options if o not in special]
        if special and rng.random() < 0.04:
            choice = rng.choice(special)
        elif game.phase is Phase.BIDDING and rng.random() < 0.5:
            choice = normal[-1] if normal[-1][1] == A.PASS else normal[0]
        elif game.phase is Phase.BIDDING:
            choice = normal[min(len(normal) - 1, rng.randrange(3))]
        else:
            choice = rng.choice(normal)
        game.apply(choice[1], choice[0])
    return game


def _round_trip(rules: RuleSet, seed: int, bock: bool, forced: bool) -> None:
    game = _random_game(rules, seed, bock, forced)
    text = export_game(game, record_id=seed, names=["Ann", "Bo", "Cy"])
    assert "\n" not in text
    again = replay_record(parse_record(text), rules)
    assert again.snapshot() == game.snapshot()
    assert again.result == game.result


@given(
    seed=st.integers(0, 2**40),
    preset=st.sampled_from(sorted(PRESETS)),
    bock=st.booleans(),
    forced=st.booleans(),
)
def test_round_trip_random_games(seed: int, preset: str, bock: bool, forced: bool) -> None:
    rules = PRESETS[preset]
    _round_trip(rules, seed, bock, forced and rules.ramsch_enabled)


@pytest.mark.slow
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_round_trip_many_games(preset: str) -> None:
    rules = PRESETS[preset]
    for seed in range(count(40, 150)):
        _round_trip(rules, seed, seed % 5 == 0, rules.ramsch_enabled and seed % 7 == 0)


# ---------------------------------------------------------------- the command


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "skat_desktop", "replay", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )


def test_cli_ok_and_skipped_exit_zero() -> None:
    result = run_cli(str(OWN))
    assert result.returncode == 0, result.stderr
    reports = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(reports) == len(RECORDS)
    for report in reports:
        if report["status"] == "ok":
            assert list(report) == OK_KEYS
        else:
            assert report["status"] == "skipped"
            assert list(report) == ["id", "status", "message"]
    assert sum(r["status"] == "skipped" for r in reports) == 5
    first = reports[0]
    assert first == {
        "id": 1001,
        "status": "ok",
        "declarer": 2,
        "game": "diamonds",
        "hand": False,
        "ouvert": False,
        "schneider_announced": False,
        "schwarz_announced": False,
        "won": False,
        "overbid": False,
        "schneider": False,
        "schwarz": False,
        "bid": 18,
        "matadors": -2,
        "card_points": 53,
        "tricks": 4,
        "value": -54,
    }


def test_cli_error_exit_one_and_other_records_printed(tmp_path: Path) -> None:
    path = tmp_path / "mixed.txt"
    bad = edited("1001", " 2 HT 0 HK ", " 2 C8 0 HK ")
    path.write_text("\n".join([RECORDS["1002"], bad, "", "garbage", RECORDS["3001"]]) + "\n")
    result = run_cli(str(path), "--rules", "official")
    assert result.returncode == 1
    reports = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["status"] for r in reports] == ["ok", "error", "error", "skipped"]
    assert reports[1]["id"] == 1001 and reports[1]["message"].startswith("move 11 '2 C8'")
    assert reports[2]["id"] == 4


def test_cli_rules_preset(tmp_path: Path) -> None:
    path = tmp_path / "ext.txt"
    path.write_text(EXTENSIONS["kontra"][1] + "\n")
    out = run_cli(str(path), "--rules", "club")
    assert out.returncode == 0 and json.loads(out.stdout)["value"] == 176
    assert run_replay(str(path)) == 1  # Kontra is no official move


def test_cli_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = run_cli(str(tmp_path / "nope.txt"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    assert "Traceback" not in missing.stderr and missing.stdout == ""
    assert main(["replay", str(OWN), "--rules", "nonsense"]) == 2
    assert "unknown rule preset" in capsys.readouterr().err
    assert run_replay(str(tmp_path)) == 2
    assert main(["replay"]) == 2
    err = capsys.readouterr().err
    assert "--help" in err and "Traceback" not in err
