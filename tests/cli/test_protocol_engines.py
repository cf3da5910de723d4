"""External engines through the protocol: every failure is caught, nothing hangs.

The engine on the other end is ``tests/support/tiny_engine.py`` (standard
library only), started with ``sys.executable`` as a match would start any
``cmd:COMMAND``; one mode per misbehaviour.
"""

from __future__ import annotations

import json
import shlex
import sys
import threading
import time
from pathlib import Path

import pytest
from support import match_crash

import skat_desktop.cli.match as match
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.cli import main
from skat_desktop.cli.match import play_game
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.protocol.client import EngineError, EnginePool, EngineProcess, ExternalPlayer

TINY = Path(__file__).resolve().parents[1] / "support" / "tiny_engine.py"
RULES = PRESETS["official"]


def tiny(mode: str, log: Path | None = None) -> str:
    words = [sys.executable, str(TINY), mode] + ([str(log)] if log else [])
    return shlex.join(words)


def _play(engine: EngineProcess, seed: int = 11) -> None:
    """Seat 1 (who bids first) is the engine; the others play at random."""
    game = Game.from_seed(RULES, seed)
    players = [RandomPlayer(1), ExternalPlayer(engine, "0.0"), RandomPlayer(2)]
    play_game(game, players)
    players[1].deal_finished(game.view(1))  # type: ignore[attr-defined]


def test_well_behaved_engine_hears_every_message_type(tmp_path: Path) -> None:
    log = tmp_path / "heard.jsonl"
    engine = EngineProcess(tiny("first", log), RULES, preset="official", seed=4, timeout=20)
    assert engine.name == "tiny first"
    _play(engine)
    engine.close()
    assert not engine.alive
    heard = [json.loads(line) for line in log.read_text().splitlines()]
    kinds = [m["type"] for m in heard]
    assert kinds[0] == "hello" and kinds[-1] == "quit" and kinds[-2] == "result"
    assert set(kinds) == {"hello", "decide", "result", "quit"}
    hello = heard[0]
    assert hello["protocol"] == 1 and hello["game"] == "skat" and hello["preset"] == "official"
    assert hello["rules"] == RULES.to_dict() and hello["seed"] == 4
    decide = heard[1]
    assert set(decide) >= {
        "id",
        "deal",
        "seat",
        "phase",
        "hand",
        "skat",
        "open",
        "history",
        "legal",
        "rules",
        "scores",
    }
    assert decide["seat"] == 1 and len(decide["hand"]) == 10 and decide["history"] == []
    ids = [m["id"] for m in heard if m["type"] == "decide"]
    assert ids == list(range(1, len(ids) + 1))
    result = heard[-2]
    assert result["deal"] == "0.0" and len(result["dealt"]) == 4
    assert result["kind"] in ("game", "passed_in")


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("illegal", "chose the illegal action 'XX'"),
        ("wrong-id", "with id 4"),
        ("slow", "gave no answer"),
        ("garbage", "garbage"),
        ("crash", "exited with status 3"),
        ("error", "reported an error"),
        ("long", "a line over"),
    ],
)
def test_misbehaving_engine_is_reported_killed_and_reaped(mode: str, expected: str) -> None:
    engine = EngineProcess(tiny(mode), RULES, timeout=3)
    start = time.monotonic()
    with pytest.raises(EngineError, match=expected) as caught:
        _play(engine)
    assert time.monotonic() - start < 20
    assert not engine.alive  # killed and reaped: no zombie, no orphan
    assert "tiny_engine.py" in str(caught.value)
    if mode == "crash":
        assert "something went badly wrong" in str(caught.value)  # its last words


@pytest.mark.parametrize(
    ("mode", "expected"), [("mute", "no answer to the hello"), ("no-ready", "instead of ready")]
)
def test_engine_that_never_says_ready(mode: str, expected: str) -> None:
    start = time.monotonic()
    with pytest.raises(EngineError, match=expected):
        EngineProcess(tiny(mode), RULES, timeout=2)
    assert time.monotonic() - start < 15


def test_engine_that_cannot_start() -> None:
    with pytest.raises(EngineError, match="cannot be started"):
        EngineProcess("/nonexistent/engine --fast", RULES)
    with pytest.raises(EngineError, match="empty engine command"):
        EngineProcess("   ", RULES)


def test_pool_keeps_one_process_per_seat_and_closes_them() -> None:
    pool = EnginePool(RULES, "official", 1, 20)
    first = pool.player(tiny("first"), 0, "0.0").engine
    assert pool.player(tiny("first"), 0, "0.1").engine is first
    other = pool.player(tiny("first"), 1, "0.0").engine
    assert other is not first
    pool.close()
    assert not first.alive and not other.alive


def test_engine_that_exits_between_deals_is_reported() -> None:
    pool = EnginePool(RULES, "official", 1, 20)
    engine = pool.player(tiny("one-deal"), 1, "0.0").engine
    _play(engine)
    with pytest.raises(EngineError, match="exited between deals"):
        for _ in range(100):  # until the exit is visible
            pool.player(tiny("one-deal"), 1, "0.1")
            time.sleep(0.05)
    pool.close()


def test_match_against_tiny_engine(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["match", "--a", "random", "--b", f"cmd:{tiny('first')}", "--deals", "2"]
    assert main([*argv, "--seed", "3", "--jobs", "1"]) == 0
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert report["deals"] == 2 and report["b"]["level"] == f"cmd:{tiny('first')}"
    assert report["a"]["seats_held"] == [6, 6, 6]
    assert "match: 2/2 deals" in out.err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_match_stops_cleanly_when_an_engine_fails(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, jobs: str
) -> None:
    results = tmp_path / "part.jsonl"
    argv = ["match", "--a", "random", "--b", f"cmd:{tiny('illegal')}", "--deals", "3"]
    code = main([*argv, "--seed", "3", "--jobs", jobs, "--resume", str(results)])
    assert code == 1
    out = capsys.readouterr()
    assert out.out == ""
    assert "illegal action 'XX'" in out.err and "Traceback" not in out.err
    # The results file holds only its header: no half-played deal.
    assert [json.loads(line)["type"] for line in results.read_text().splitlines()] == ["match"]


@pytest.mark.skipif(sys.platform == "win32", reason="the worker is patched through fork")
def test_match_reports_a_worker_that_dies_instead_of_hanging(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker process that dies mid-deal ends the match with a message (exit 1).

    ``multiprocessing.Pool`` waited forever for the lost deal's result, and its
    terminate could hang as well; the match now runs on a ProcessPoolExecutor.
    """
    monkeypatch.setattr(match, "_worker", match_crash.crashing_worker)
    results = tmp_path / "part.jsonl"
    argv = ["match", "--a", "random", "--b", "random", "--deals", "3", "--seed", "3"]
    outcome: list[int] = []
    runner = threading.Thread(
        target=lambda: outcome.append(main([*argv, "--jobs", "2", "--resume", str(results)])),
        daemon=True,
    )
    runner.start()
    runner.join(120)
    assert not runner.is_alive(), "the match hung after its worker died"
    assert outcome == [1]
    err = capsys.readouterr().err
    assert "worker process died" in err and "Traceback" not in err
    recorded = [json.loads(line) for line in results.read_text().splitlines()]
    assert recorded[0]["type"] == "match"
    assert match_crash.CRASH_DEAL not in [r.get("index") for r in recorded[1:]]


def test_our_engine_plays_through_match_exactly_like_in_process(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``easy`` is deterministic: through the protocol it must make the same choices."""
    engine = f"cmd:{shlex.join([sys.executable, '-m', 'skat_desktop', 'engine', 'easy'])}"
    argv = ["match", "--a", "easy", "--b", engine, "--deals", "2", "--seed", "5", "--jobs", "1"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["diff"] == {"sf_per_deal": 0.0, "ci95": [0.0, 0.0]}
    assert {k: v for k, v in report["a"].items() if k != "level"} == {
        k: v for k, v in report["b"].items() if k != "level"
    }


def test_random_engine_round_trip_through_match(capsys: pytest.CaptureFixture[str]) -> None:
    engine = f"cmd:{shlex.join([sys.executable, '-m', 'skat_desktop', 'engine', 'random'])}"
    argv = ["match", "--a", "random", "--b", engine, "--deals", "3", "--seed", "2", "--jobs", "2"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 3 and report["b"]["seats_held"] == [9, 9, 9]


@pytest.mark.parametrize(
    "argv",
    [
        ["--a", "cmd:", "--b", "easy", "--deals", "1", "--seed", "1"],
        ["--a", "cmd:'unclosed", "--b", "easy", "--deals", "1", "--seed", "1"],
    ],
)
def test_bad_engine_commands_are_usage_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert main(["match", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
