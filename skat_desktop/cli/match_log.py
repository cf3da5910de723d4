"""Match results on disk, one deal per line: ``match --resume`` and ``match --combine``.

A long match is run in parts (by deal range, on several machines or days)
and must survive being stopped. Each finished deal is appended to a JSON-lines
file as soon as it is played and flushed to disk, after a first line that
names the match (levels, seed, rules). A re-run with the same file skips the
deals it already holds; ``--combine`` reads several such files and makes the
report from their union. Deals are the same in every part because a deal's
cards depend only on the match seed and its index.

A line cut off by a crash is dropped (and cut from the file before appending),
so a stopped match resumes cleanly; any other damage is an error naming the
line, never a silently wrong report. A finished file may be stored gzipped:
``--combine`` reads it as it is, while ``--resume``, which appends, asks for
it unpacked.
"""

from __future__ import annotations

import gzip
import json
import os
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from contextlib import ExitStack
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.records.bounded import (
    BoundedJsonError,
    NotAFileError,
    loads_bounded,
    open_file,
)

from .games import CLI_GAMES, DEFAULT_GAME

FORMAT: Final = 1
MATCH_KEYS: Final = ("game", "a", "b", "seed", "rules")
"""Header fields two files must share to belong to the same match."""
TABLES: Final = {name: (game.tables, game.seats) for name, game in CLI_GAMES.items()}
"""Tables per deal and seats per table of each game's duplicate scheme."""
MAX_LINE: Final = 1 << 20
GZIP_MAGIC: Final = b"\x1f\x8b"


class MatchLogError(ValueError):
    """A resume or part file that cannot be used; the message names file and line."""


def header(
    level_a: str, level_b: str, seed: int, rules: str, game: str = DEFAULT_GAME
) -> dict[str, Any]:
    """The first line of a results file; the default game's carries no ``game``
    (files from before there were two games stay valid), another game's names it."""
    head: dict[str, Any] = {
        "type": "match",
        "format": FORMAT,
        "a": level_a,
        "b": level_b,
        "seed": seed,
        "rules": rules,
    }
    if game != DEFAULT_GAME:
        head["game"] = game
    return head


def game_of(head: dict[str, Any]) -> str:
    """The game a header names (no ``game`` field: the default game, Skat)."""
    game = head.get("game", DEFAULT_GAME)
    return game if isinstance(game, str) else repr(game)


def _key(head: dict[str, Any], key: str) -> Any:
    return game_of(head) if key == "game" else head.get(key)


def _read(
    path: Path, *, packed_ok: bool = True
) -> tuple[dict[str, Any] | None, dict[int, dict[str, Any]], int]:
    """Header, deals by index (first copy wins) and the length of the complete lines.

    The file is read line by line through the records' bounded reader: a
    pipe, folder or device is refused unread (a FIFO would block, ``/dev/zero``
    would fill the memory), a line over :data:`MAX_LINE` is damage, and so is
    a number of more than 20 digits or a deep nesting. A gzipped file is read
    through the same bounded lines where ``packed_ok``; a damaged or cut-off
    one is an error, never a partial report.
    """
    try:
        with ExitStack() as stack:
            stream = stack.enter_context(open_file(path))
            packed = stream.read(2) == GZIP_MAGIC
            stream.seek(0)
            if not packed:
                return _parse(path, stream.readline)
            if not packed_ok:
                raise MatchLogError(f"{path}: gzipped; unpack a copy to resume it")
            unpacked = stack.enter_context(gzip.GzipFile(fileobj=stream, mode="rb"))
            return _parse(path, unpacked.readline)
    except NotAFileError as exc:
        raise MatchLogError(f"{path}: cannot read: {exc.reason}") from None
    except (EOFError, zlib.error, gzip.BadGzipFile):
        raise MatchLogError(f"{path}: a damaged or cut-off gzip file") from None
    except OSError as exc:
        raise MatchLogError(f"{path}: cannot read: {exc.strerror or exc}") from None


def _parse(
    path: Path, readline: Callable[[int], bytes]
) -> tuple[dict[str, Any] | None, dict[int, dict[str, Any]], int]:
    """:func:`_read`'s work on an open stream of JSON lines."""
    head: dict[str, Any] | None = None
    deals: dict[int, dict[str, Any]] = {}
    tables_per_deal, seats = TABLES[DEFAULT_GAME]
    complete = 0
    for number, raw in enumerate(iter(lambda: readline(MAX_LINE + 1), b""), 1):
        if not raw.endswith(b"\n"):
            if len(raw) > MAX_LINE:
                raise MatchLogError(f"{path}: line {number} is not a match record")
            break  # the last line, cut off by a crash: dropped
        complete += len(raw)
        if not raw.strip():
            continue
        item = _record(path, number, raw)
        if head is None:
            if (
                item.get("type") != "match"
                or item.get("format") != FORMAT
                or game_of(item) not in TABLES
            ):
                raise MatchLogError(f"{path}: not a match results file (line 1)")
            head = item
            tables_per_deal, seats = TABLES[game_of(head)]
            continue
        index = item.get("index")
        tables = item.get("tables")
        if (
            not isinstance(index, int)
            or isinstance(index, bool)
            or not isinstance(tables, list)
            or len(tables) != tables_per_deal
            or not all(_table_ok(t, seats) for t in tables)
        ):
            raise MatchLogError(f"{path}: line {number} is not a deal result")
        deals.setdefault(index, item)
    return head, deals, complete


def _record(path: Path, number: int, raw: bytes) -> dict[str, Any]:
    """One line as a JSON object, or :class:`MatchLogError` naming the line."""
    try:
        item = loads_bounded(raw)
    except BoundedJsonError:
        raise MatchLogError(f"{path}: line {number} is not a match record") from None
    if not isinstance(item, dict):
        raise MatchLogError(f"{path}: line {number} is not a match record")
    return item


def _table_ok(table: object, seats: int) -> bool:
    if not isinstance(table, dict):
        return False
    who, points = table.get("who"), table.get("points")
    return (
        isinstance(who, list)
        and len(who) == seats
        and all(w in ("a", "b") for w in who)
        and isinstance(points, list)
        and len(points) == seats
        and all(isinstance(p, (int, float)) and not isinstance(p, bool) for p in points)
    )


class MatchLog:
    """The ``--resume`` file of one match: what is done, and where new deals go."""

    def __init__(self, path: str | os.PathLike[str], head: dict[str, Any]) -> None:
        self.path = Path(path)
        self._deals: dict[int, dict[str, Any]] = {}
        if self.path.exists() and not self.path.is_file():
            raise MatchLogError(f"{self.path}: not a regular file")
        if self.path.exists() and self.path.stat().st_size > 0:
            found, self._deals, complete = _read(self.path, packed_ok=False)
            if found is None:
                raise MatchLogError(f"{self.path}: not a match results file (no header)")
            theirs = {k: _key(found, k) for k in MATCH_KEYS}
            ours = {k: _key(head, k) for k in MATCH_KEYS}
            if theirs != ours:
                raise MatchLogError(
                    f"{self.path} holds another match ({_describe(theirs)}), not {_describe(ours)}"
                )
            with open(self.path, "r+b") as stream:  # drop a line a crash cut off
                stream.truncate(complete)
        else:
            self._write(json.dumps(head) + "\n")

    @property
    def done(self) -> AbstractSet[int]:
        """Indices of the deals already played (a live view)."""
        return self._deals.keys()

    def records(self, lo: int, hi: int) -> Iterator[dict[str, Any]]:
        """Deals with ``lo <= index < hi``, in index order."""
        for index in sorted(i for i in self._deals if lo <= i < hi):
            yield self._deals[index]

    def append(self, result: dict[str, Any]) -> None:
        self._deals.setdefault(result["index"], json.loads(json.dumps(result)))
        self._write(json.dumps(result) + "\n")

    def _write(self, text: str) -> None:
        try:
            with open(self.path, "a", encoding="utf-8") as stream:
                stream.write(text)
                stream.flush()
                os.fsync(stream.fileno())
        except OSError as exc:
            raise MatchLogError(f"{self.path}: cannot write: {exc.strerror or exc}") from None


def _describe(head: dict[str, Any]) -> str:
    """The match in a message: its rules preset, or the game when it has one rule set."""
    text = f"{head.get('a')} vs {head.get('b')}, seed {head.get('seed')}"
    game = _key(head, "game")
    entry = CLI_GAMES.get(game)
    if entry is not None and entry.fixed_rules is None:
        return f"{text}, rules {head.get('rules')}"
    return f"{text}, {game}"


def combine(paths: Sequence[str | os.PathLike[str]]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The common header and every deal of several part files, in index order."""
    head: dict[str, Any] | None = None
    deals: dict[int, dict[str, Any]] = {}
    for name in paths:
        path = Path(name)
        found, part, _ = _read(path)
        if found is None:
            raise MatchLogError(f"{path}: not a match results file (empty)")
        if head is None:
            head = found
        elif any(_key(found, k) != _key(head, k) for k in MATCH_KEYS):
            raise MatchLogError(
                f"{path} is from another match ({_describe(found)}, not {_describe(head)})"
            )
        for index, item in part.items():
            deals.setdefault(index, item)
    assert head is not None
    return head, [deals[i] for i in sorted(deals)]


def intervals(indices: Iterable[int]) -> list[list[int]]:
    """Sorted indices as half-open ranges: 0 1 2 5 → [[0, 3], [5, 6]]."""
    out: list[list[int]] = []
    for i in sorted(indices):
        if out and out[-1][1] == i:
            out[-1][1] = i + 1
        else:
            out.append([i, i + 1])
    return out
