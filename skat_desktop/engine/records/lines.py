"""Reading a record file line by line in bounded memory.

A record file can be anything a user points the program at: a 100 MB dump
without a single newline, ``/dev/zero``, a pipe that never ends. Iterating a
text file reads a whole line into memory however long it is, so lines are
read here from the binary stream with a length cap instead. A line longer
than the cap is reported (``None`` in place of its text) and its bytes are
skipped chunk by chunk; an overlong line that contains NUL bytes is taken
for a binary file and stops the reading with :class:`BinaryInputError`, so
``/dev/zero`` ends with a message instead of running for ever.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO, Final

from ..errors import RecordError

MAX_LINE_BYTES: Final = 1 << 20
"""One ISS record is a few kilobytes; a megabyte is no record."""
_SKIP_CHUNK: Final = 1 << 16


class BinaryInputError(RecordError):
    """The input is not a text file (NUL bytes in a line without end)."""


def read_lines(stream: BinaryIO, limit: int = MAX_LINE_BYTES) -> Iterator[tuple[int, str | None]]:
    """``(line_number, text)`` for each non-blank line; ``text`` is None for an overlong one.

    Text is decoded as UTF-8 with undecodable bytes replaced (old dumps have
    Latin-1 names, which a replay never needs) and stripped, a byte-order
    mark included. ``\\n``, ``\\r\\n`` and a lone ``\\r`` all end a line. At
    most ``limit`` + 64 KiB bytes are held at any time.
    """
    number = 0
    while True:
        raw = stream.readline(limit + 1)
        if not raw:
            return
        if len(raw) > limit and not raw.endswith(b"\n"):
            number += 1
            _skip_rest(stream, raw, number)
            yield number, None
            continue
        pieces = raw.rstrip(b"\n").removesuffix(b"\r").split(b"\r")
        for piece in pieces:
            number += 1
            text = piece.decode("utf-8", errors="replace").strip().lstrip("\ufeff").strip()
            if text:
                yield number, text


def _skip_rest(stream: BinaryIO, head: bytes, number: int) -> None:
    """Consume the rest of an overlong line; refuse binary data."""
    chunk = head
    while True:
        if b"\0" in chunk:
            raise BinaryInputError(
                f"line {number} holds binary data (NUL bytes) and no line end: "
                "this is not a text file of records"
            )
        if chunk.endswith(b"\n"):
            return
        chunk = stream.readline(_SKIP_CHUNK)
        if not chunk:
            return
