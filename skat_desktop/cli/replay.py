"""``skat-desktop replay FILE [--rules PRESET]``: replay ISS game records.

Each non-empty line of FILE is one record (see
:mod:`skat_desktop.engine.records.iss`). Every record is replayed through the
engine under the chosen rules and reported as one JSON object per line on
stdout, so the output can be piped into other tools and compared with the
``R[...]`` summaries of the records themselves:

* ``{"id": ..., "status": "ok", "declarer": 2, "game": "diamonds", "hand": false,
  "ouvert": false, "schneider_announced": false, "schwarz_announced": false,
  "won": false, "overbid": false, "schneider": false, "schwarz": false,
  "bid": 18, "matadors": -2, "card_points": 59, "tricks": 4, "value": -54}``
* ``{"id": ..., "status": "skipped", "message": ...}`` for records ended by a
  server action (timeout, leaving, resigning, showing cards);
* ``{"id": ..., "status": "error", "message": ...}`` naming the first move that
  cannot be read or breaks the rules.

``id`` is the record's ``ID[...]`` (a number when it is one), else the line
number. ``game`` is ``passed`` for a deal everybody passed (declarer null) and
``ramsch`` for a Ramsch, whose ``value`` is the list entry that decides it: the
loser's (negative) or the Durchmarsch player's; Ramsch has no declarer, so its
``card_points`` and ``tricks`` are 0. ``value`` is the signed list entry of
the declarer under the rules (official: a lost game is −2 × its value).

FILE ``-`` reads standard input. The input is streamed in bounded memory: a
line longer than 1 MiB is reported as an ``error`` (its id is its line
number) and skipped, and the run carries on; a line without end that holds
NUL bytes (``/dev/zero``, an image) is no text file and stops the run.

Exit status: 0 when every record was ``ok`` or ``skipped``, 1 when any record
had an error (all records are still reported), 2 for a bad argument (missing,
unreadable or binary file, a named pipe or a folder, unknown preset) with the
reason on stderr; the records before a binary stretch have been reported by
then.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sys
from typing import Any, BinaryIO, TextIO

from skat_desktop.cli.pipes import silence_stdout
from skat_desktop.engine.records.bounded import NotAFileError, open_file
from skat_desktop.engine.records.iss import (
    IssRecordError,
    SkippedRecord,
    parse_record,
    played_out,
    replay_record,
)
from skat_desktop.engine.records.lines import MAX_LINE_BYTES, BinaryInputError, read_lines
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import RuleError, RuleSet
from skat_desktop.engine.skat.scoring import ResultKind

PROG = "skat-desktop replay"
log = logging.getLogger(__name__)


MAX_ID_CHARS = 40
"""An ``ID[...]`` longer than this is damage: the report shows the line number."""


def _record_id(line: str, line_no: int) -> int | str:
    """The ID property when it can be found even in a damaged line, else the line number."""
    start = line.find("ID[")
    if start >= 0 and (start == 0 or not line[start - 1].isalnum()):
        end = line.find("]", start + 3, start + 3 + MAX_ID_CHARS + 1)
        value = line[start + 3 : end].strip() if end > 0 else ""
        if value:
            numeric = value.isascii() and value.isdigit() and str(int(value)) == value
            return int(value) if numeric else value
    return line_no


def result_json(game: Game) -> dict[str, Any]:
    """The ``ok`` fields of a finished game, in the documented order.

    ``schneider``/``schwarz`` follow ISS: a game stopped early because its
    outcome was decided has neither (see :func:`played_out`).
    """
    result = game.result
    assert result is not None
    if result.kind is ResultKind.GAME:
        assert result.game is not None
        return {
            "declarer": result.declarer,
            "game": result.game.code,
            "hand": result.hand,
            "ouvert": result.ouvert,
            "schneider_announced": result.schneider_announced,
            "schwarz_announced": result.schwarz_announced,
            "won": result.won,
            "overbid": result.overbid,
            "schneider": result.schneider and played_out(game),
            "schwarz": result.schwarz and played_out(game),
            "bid": result.bid,
            "matadors": result.matadors,
            "card_points": result.card_points,
            "tricks": result.tricks,
            "value": result.value,
        }
    value = 0
    if result.kind is ResultKind.RAMSCH:
        value = max(result.entries) if result.durchmarsch is not None else min(result.entries)
    return {
        "declarer": None,
        "game": "ramsch" if result.kind is ResultKind.RAMSCH else "passed",
        "hand": False,
        "ouvert": False,
        "schneider_announced": False,
        "schwarz_announced": False,
        "won": False,
        "overbid": False,
        "schneider": False,
        "schwarz": False,
        "bid": 0,
        "matadors": 0,
        "card_points": 0,
        "tricks": 0,
        "value": value,
    }


def replay_line(line: str, line_no: int, rules: RuleSet) -> dict[str, Any]:
    """Replay one record line into its JSON report (never raises for bad records)."""
    out: dict[str, Any] = {"id": _record_id(line, line_no)}
    try:
        record = parse_record(line, lenient=True)
        if record.id is not None:
            out["id"] = _record_id(f"ID[{record.id}]", line_no)
        game = replay_record(record, rules)
    except SkippedRecord as exc:
        out.update(status="skipped", message=str(exc))
        return out
    except IssRecordError as exc:
        out.update(status="error", message=str(exc))
        return out
    except Exception as exc:  # an engine bug must not end the whole run
        out.update(status="error", message=f"could not be replayed: {exc!r}")
        return out
    out["status"] = "ok"
    out.update(result_json(game))
    return out


def run_replay(
    path: str,
    rules_name: str = "official",
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Replay every record of ``path`` (``-``: stdin) under the preset ``rules_name``.

    Returns the exit status of the module docstring. The input is streamed
    (:func:`~skat_desktop.engine.records.lines.read_lines`), so memory stays
    bounded whatever the file holds.
    """
    out = sys.stdout if stdout is None else stdout
    err = sys.stderr if stderr is None else stderr
    try:
        rules = RuleSet.preset(rules_name)
    except RuleError as exc:
        print(f"{PROG}: {exc}", file=err)
        return 2
    failed = False
    counts = {"ok": 0, "skipped": 0, "error": 0}
    try:
        with _open_input(path) as stream:
            for line_no, line in read_lines(stream):
                if line is None:
                    report: dict[str, Any] = {
                        "id": line_no,
                        "status": "error",
                        "message": f"line {line_no} is longer than {MAX_LINE_BYTES:,} bytes: "
                        "no record is that long (skipped)",
                    }
                else:
                    report = replay_line(line, line_no, rules)
                failed = failed or report["status"] == "error"
                counts[report["status"]] += 1
                out.write(json.dumps(report) + "\n")
        out.flush()
        log.info("replayed %s: %s", path, ", ".join(f"{v} {k}" for k, v in counts.items()))
    except BinaryInputError as exc:
        out.flush()
        print(f"{PROG}: {path}: {exc}; stopped", file=err)
        return 2
    except NotAFileError as exc:
        hint = " (give - and redirect the pipe to standard input)" if "pipe" in exc.reason else ""
        print(f"{PROG}: cannot read {path}: {exc.reason}{hint}", file=err)
        return 2
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):  # e.g. piped into ``head``
            silence_stdout(out)
            return 1 if failed else 0
        reason = exc.strerror or str(exc)
        print(f"{PROG}: cannot read {path}: {reason}", file=err)
        return 2
    return 1 if failed else 0


def _open_input(path: str) -> BinaryIO:
    """The binary input stream; refuses folders before opening (Windows opens them).

    A named pipe or a socket is refused (:class:`NotAFileError`) without
    blocking: a FIFO nobody writes to would hold ``open`` for ever. A
    character device is read, in bounded lines like any file (``/dev/zero``
    ends as a binary file); standard input, whatever it is, is ``-``.
    """
    if path == "-":
        return os.fdopen(os.dup(sys.stdin.fileno()), "rb")
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, "it is a folder", path)
    return open_file(path, devices=True)
