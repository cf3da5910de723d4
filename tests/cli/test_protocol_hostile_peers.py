"""The protocol survives hostile peers: huge numbers, deep nesting, engines that hide children.

Each hostile engine is a few lines of standard-library Python written into
``tmp_path`` and run as ``cmd:python script.py``, exactly as a match starts any
engine. Every run is a child process with a timeout, so a regression shows as
a failure, never as a hung test suite; whatever a failed run leaves behind is
killed by the test.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.protocol.client import EngineProcess
from skat_desktop.protocol.codec import ProtocolError, decode_line

ROOT = Path(__file__).resolve().parents[2]
HUGE = "9" * 5000
DEEP = "[" * 100_000 + "]" * 100_000

pytestmark = pytest.mark.skipif(
    sys.platform != "linux", reason="process groups are checked through /proc"
)

HUGE_ID_ENGINE = """
import json, os, sys
with open(sys.argv[1], "a") as out:  # one line per engine: a match starts one a seat
    out.write(json.dumps({"pid": os.getpid(), "pgid": os.getpgid(0)}) + "\\n")
for line in sys.stdin:
    kind = json.loads(line)["type"]
    if kind == "hello":
        sys.stdout.write('{"type":"ready","protocol":1}\\n')
    elif kind == "decide":
        sys.stdout.write('{"type":"action","id":%s,"action":"p"}\\n' % ("9" * 5000))
    sys.stdout.flush()  # "quit" is ignored: this engine has to be killed
"""

PIPE_HOLDER_ENGINE = """
import json, os, subprocess, sys
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
with open(sys.argv[1], "a") as out:  # one line per engine: a match starts one a seat
    out.write(json.dumps({"pid": os.getpid(), "pgid": os.getpgid(0), "child": child.pid}) + "\\n")
for line in sys.stdin:
    kind = json.loads(line)["type"]
    if kind == "hello":
        sys.stdout.write('{"type":"ready","protocol":1}\\n')
        sys.stdout.flush()
    elif kind == "decide":
        os._exit(0)  # gone without a word; its child still holds stdout open
"""


FLOODING_ENGINE = """
import sys
sys.stdin.readline()
sys.stdout.write('{"type":"ready","protocol":1}\\n')
sys.stdout.flush()
while True:  # blank lines, which the program skips, as fast as the pipe takes them
    sys.stdout.write("\\n" * 4096)
    sys.stdout.flush()
"""


def _running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting for its reaper is not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def _group_members(pgid: int) -> list[int]:
    """Live processes whose process group is ``pgid`` (read from /proc)."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[2]) == pgid:
            members.append(int(entry.name))
    return members


def _wait_gone(pids: list[int], seconds: float = 5.0) -> list[int]:
    """The pids still running after up to ``seconds`` (SIGKILL is not instantaneous)."""
    deadline = time.monotonic() + seconds
    while True:
        left = [pid for pid in pids if _running(pid)]
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.05)


def _run_match(engine: Path, pids: Path, timeout: str) -> subprocess.CompletedProcess[str]:
    command = shlex.join([sys.executable, str(engine), str(pids)])
    argv = ["match", "--a", "random", "--b", f"cmd:{command}", "--deals", "1", "--seed", "1"]
    try:
        return subprocess.run(
            [sys.executable, "-m", "skat_desktop", *argv, "--jobs", "1", "--timeout", timeout],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=30,
        )
    except subprocess.TimeoutExpired:
        _kill_left_over(pids)
        pytest.fail("the match hung")


def _engines(pids: Path) -> list[dict[str, int]]:
    """What each engine of the match wrote about itself (pid, group, child)."""
    return [json.loads(line) for line in pids.read_text().splitlines()] if pids.exists() else []


def _kill_left_over(pids: Path) -> None:
    """Kill engines and children by pid if a failed run left them (never a group)."""
    for engine in _engines(pids):
        for key in ("pid", "child"):
            pid = engine.get(key, 0)
            if pid > 1:  # never 0 or -1, which would mean a whole group or everyone
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize(
    "line",
    [f'{{"type":"hello","id":{HUGE}}}', DEEP, f"[{HUGE}]"],
    ids=["huge-id", "deep", "huge-in-list"],
)
def test_decode_line_turns_huge_numbers_and_deep_nesting_into_protocol_errors(line: str) -> None:
    with pytest.raises(ProtocolError):
        decode_line(line)


def test_engine_answers_a_huge_number_and_deep_nesting_with_errors_and_goes_on() -> None:
    hello = {"type": "hello", "protocol": 1, "game": "skat", "preset": None, "seed": 1}
    lines = [
        f'{{"type":"decide","id":{HUGE}}}',
        DEEP,
        f'{{"type":"hello","seed":{HUGE}}}',
        json.dumps(hello),
        json.dumps({"type": "quit"}),
    ]
    result = subprocess.run(
        [sys.executable, "-m", "skat_desktop", "engine", "random"],
        cwd=ROOT,
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert "Traceback" not in result.stderr
    assert result.returncode == 0
    replies = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["type"] for r in replies] == ["error", "error", "error", "ready"]
    assert all("id" not in r for r in replies[:3])  # no id could be read from them
    assert all(len(r["message"]) < 300 for r in replies[:3])


def test_engine_answering_a_huge_id_ends_the_match_and_leaves_no_process(
    tmp_path: Path,
) -> None:
    engine, pids = tmp_path / "huge_id.py", tmp_path / "pids"
    engine.write_text(HUGE_ID_ENGINE)
    start = time.monotonic()
    result = _run_match(engine, pids, timeout="5")
    assert time.monotonic() - start < 20
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and "garbage" in result.stderr
    engines = _engines(pids)
    assert engines
    for started in engines:  # each engine was started in a process group of its own
        assert started["pgid"] == started["pid"] != os.getpgid(0)
    assert _wait_gone([e["pid"] for e in engines]) == []
    assert [_group_members(e["pgid"]) for e in engines] == [[] for _ in engines]


def test_engine_whose_child_holds_the_pipe_cannot_hang_the_match_or_outlive_it(
    tmp_path: Path,
) -> None:
    engine, pids = tmp_path / "holder.py", tmp_path / "pids"
    engine.write_text(PIPE_HOLDER_ENGINE)
    start = time.monotonic()
    try:
        result = _run_match(engine, pids, timeout="1")
        engines = _engines(pids)
        left = _wait_gone([e[key] for e in engines for key in ("pid", "child")])
        assert left == [], "a process of an engine outlived the match"
    finally:
        _kill_left_over(pids)
    assert time.monotonic() - start < 20
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1
    assert "gave no answer" in result.stderr
    assert engines and all(e["pgid"] == e["pid"] for e in engines)
    assert [_group_members(e["pgid"]) for e in engines] == [[] for _ in engines]


def test_killing_an_engine_mid_output_leaves_its_reader_threads_quiet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``kill`` closed stdout under the reader, whose next read raised in the thread."""
    failures: list[str] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: failures.append(repr(args)))
    script = tmp_path / "flood.py"
    script.write_text(FLOODING_ENGINE)
    before = set(threading.enumerate())
    for _ in range(3):
        engine = EngineProcess(shlex.join([sys.executable, str(script)]), PRESETS["official"])
        time.sleep(0.02)  # the reader is busy
        engine.kill()
        assert not engine.alive
    for thread in set(threading.enumerate()) - before:
        thread.join(5)
        assert not thread.is_alive()
    assert failures == []
