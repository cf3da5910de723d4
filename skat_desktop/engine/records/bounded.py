"""Reading what others hand us, with bounds: files that are files, JSON with caps.

The save file's reader (:mod:`.savefile`) set the rules every other reader
follows; this module holds them for readers whose text is not a save file —
match results files and the engine protocol's messages — so each of those
reads through the same checks instead of a copy of its own:

* :func:`open_file` opens a path without ever blocking on a named pipe (a FIFO
  nobody writes to would hold ``open`` for ever) and refuses anything but a
  regular file, so ``/dev/zero`` is never read whole into memory;
* :func:`loads_bounded` parses JSON whose numbers have at most
  :data:`MAX_INT_DIGITS` digits (Python's own limit, 4,300, raises a bare
  ``ValueError`` far from the caller), with no ``NaN`` or ``Infinity`` (not
  JSON), and with nesting no deeper than :data:`MAX_DEPTH` (a deeper one
  raises ``RecursionError`` inside the parser, or later in ``repr``).

Every refusal is a :class:`~skat_desktop.engine.errors.RecordError` subclass
whose text fits on one line.
"""

from __future__ import annotations

import json
import math
import os
import stat
from typing import Any, BinaryIO, Final, NoReturn

from ..errors import RecordError

MAX_INT_DIGITS: Final = 20
"""Seeds and ids fit in 64 bits (20 digits); a longer number is damage or an attack."""
MAX_DEPTH: Final = 64
"""A save file or a protocol message nests a handful of levels."""


class NotAFileError(RecordError):
    """A folder, pipe, socket or device where a regular file was expected."""

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        super().__init__(f"{os.fspath(path)}: {reason}")
        self.path = os.fspath(path)
        self.reason = reason


class BoundedJsonError(RecordError):
    """Text that is not JSON, or JSON beyond a cap (digits, depth, NaN)."""


def open_file(path: str | os.PathLike[str], *, devices: bool = False) -> BinaryIO:
    """``path`` opened for binary reading, if it is a regular file.

    The path is opened without blocking and then examined (``fstat`` of what
    was opened, so nothing can be swapped in between); a pipe, socket or
    folder raises :class:`NotAFileError`, and so does a character device
    unless ``devices`` (a caller that reads in bounded lines may take
    ``/dev/stdin``). ``OSError`` (missing, no permission) is left to the caller.
    """
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, os.O_RDONLY | nonblocking | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not (stat.S_ISREG(mode) or (devices and stat.S_ISCHR(mode))):
            raise NotAFileError(path, _kind(mode))
        if nonblocking:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if stat.S_ISFIFO(mode):
        return "it is a pipe, not a regular file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a regular file"
    return "it is not a regular file"


def loads_bounded(
    text: str | bytes, *, max_int_digits: int = MAX_INT_DIGITS, max_depth: int = MAX_DEPTH
) -> Any:
    """``json.loads`` within the caps of the module docstring; :class:`BoundedJsonError` else.

    >>> loads_bounded('{"seed": 12, "points": [1.5, -3]}')
    {'seed': 12, 'points': [1.5, -3]}
    >>> loads_bounded("[" + "9" * 30 + "]")
    Traceback (most recent call last):
    ...
    skat_desktop.engine.records.bounded.BoundedJsonError: a number with 30 digits (at most 20)
    """

    def parse_int(digits: str) -> int:
        count = len(digits.lstrip("-"))
        if count > max_int_digits:
            raise BoundedJsonError(f"a number with {count:,} digits (at most {max_int_digits})")
        return int(digits)

    try:
        value = json.loads(
            text, parse_int=parse_int, parse_float=_finite_float, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as exc:
        raise BoundedJsonError(
            f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise BoundedJsonError(f"nested more than {max_depth} levels deep") from None
    except UnicodeDecodeError:
        raise BoundedJsonError("not UTF-8 text") from None
    if _deeper_than(value, max_depth):
        raise BoundedJsonError(f"nested more than {max_depth} levels deep")
    return value


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BoundedJsonError(f"the number {text[:30]} is out of range")
    return value


def _refuse_constant(name: str) -> NoReturn:
    raise BoundedJsonError(f"{name} is not a JSON number")


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and objects nest more than ``limit`` levels (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)] if isinstance(value, (dict, list)) else []
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False
