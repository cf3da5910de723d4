"""Reading what others hand us, with bounds: files that are files, JSON with caps.

Every file the program reads (both games' saves and autosaves, both
statistics files, match results and ISS records) and every engine protocol
message goes through the checks here, once, instead of a copy of its own:

* :func:`open_file` opens a path without ever blocking on a named pipe (a FIFO
  nobody writes to would hold ``open`` for ever) and refuses anything but a
  regular file, so ``/dev/zero`` is never read whole into memory;
* :func:`loads_bounded` parses JSON whose numbers have at most
  :data:`MAX_INT_DIGITS` digits (Python's own limit, 4,300, raises a bare
  ``ValueError`` far from the caller), with no ``NaN`` or ``Infinity`` (not
  JSON), and with nesting no deeper than :data:`MAX_DEPTH` (a deeper one
  raises ``RecursionError`` inside the parser, or later in ``repr``), and
  with no string that cannot be written back as UTF-8 (a lone surrogate
  such as ``"\\ud800"`` parses, then makes the next save fail);
* :func:`read_json_file` is the two together for a whole JSON file: regular
  file, at most :data:`MAX_FILE_BYTES`, UTF-8, then :func:`loads_bounded`,
  each refusal worded as the save file's reader always worded it (the user
  interface translates those reasons by pattern).

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
MAX_FILE_BYTES: Final = 16 * 1024 * 1024
"""A full 48-deal list is well under 1 MB, a full statistics file a few MB."""


class NotAFileError(RecordError):
    """A folder, pipe, socket or device where a regular file was expected."""

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        super().__init__(f"{os.fspath(path)}: {reason}")
        self.path = os.fspath(path)
        self.reason = reason


class BoundedJsonError(RecordError):
    """Text that is not JSON, or JSON beyond a cap (digits, depth, NaN, surrogates)."""


class MissingFileError(RecordError):
    """There is no file at the path: for most callers not damage but a first start."""


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
        return "it is a folder, not a regular file"
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
    >>> loads_bounded("[" + "9" * 30 + "]")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    skat_desktop.engine.records.bounded.BoundedJsonError: a number with 30 digits ...
    """

    def parse_int(digits: str) -> int:
        count = len(digits.lstrip("-"))
        if count > max_int_digits:
            raise BoundedJsonError(
                f"a number with {count} digits (at most {max_int_digits} are allowed)"
            )
        return int(digits)

    try:
        value = json.loads(
            text, parse_int=parse_int, parse_float=_finite_float, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as exc:
        raise BoundedJsonError(
            f"invalid JSON at line {exc.lineno}, column {exc.colno} ({exc.msg})"
        ) from None
    except RecursionError:
        raise BoundedJsonError(_too_deep(max_depth)) from None
    except UnicodeDecodeError:
        raise BoundedJsonError("it is not UTF-8 (not text)") from None
    _check_tree(value, max_depth)
    return value


def read_json_file(
    path: str | os.PathLike[str], *, max_bytes: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH
) -> Any:
    """The JSON value in the file at ``path``, through every check of this module.

    Raises :class:`MissingFileError` where there is no file, and another
    :class:`RecordError` whose text names the path and the reason for
    anything else (never ``ValueError``, ``RecursionError`` or ``MemoryError``,
    and never blocks on a pipe).
    """
    return parse_json_text(read_text_file(path, max_bytes=max_bytes), path, max_depth=max_depth)


def read_text_file(path: str | os.PathLike[str], *, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``; see :func:`read_json_file`."""
    try:
        with open_file(path) as handle:
            if os.fstat(handle.fileno()).st_size > max_bytes:
                raise RecordError(_too_big(path, max_bytes))
            raw = handle.read(max_bytes + 1)
    except NotAFileError as exc:
        raise RecordError(f"cannot read {os.fspath(path)}: {exc.reason}") from None
    except FileNotFoundError:
        raise MissingFileError(f"cannot read {os.fspath(path)}: there is no such file") from None
    except OSError as exc:
        raise RecordError(f"cannot read {os.fspath(path)}: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:  # grew while we read
        raise RecordError(_too_big(path, max_bytes))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{os.fspath(path)} is not a Skat Desktop file (not text)") from None


def parse_json_text(
    text: str, path: str | os.PathLike[str] = "the file", *, max_depth: int = MAX_DEPTH
) -> Any:
    """:func:`loads_bounded` with the reason worded for a file: "PATH is damaged: ..."."""
    try:
        return loads_bounded(text, max_depth=max_depth)
    except BoundedJsonError as exc:
        raise BoundedJsonError(f"{os.fspath(path)} is damaged: {exc}") from None


def _too_big(path: str | os.PathLike[str], max_bytes: int) -> str:
    size = f"{max_bytes // (1024 * 1024)} MB" if max_bytes >= 1024 * 1024 else f"{max_bytes} bytes"
    return f"{os.fspath(path)} is not a Skat Desktop file (larger than {size})"


def _too_deep(limit: int) -> str:
    return f"its data is nested too deeply (more than {limit} levels)"


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BoundedJsonError(f"the number {text[:30]} is out of range")
    return value


def _refuse_constant(name: str) -> NoReturn:
    raise BoundedJsonError(f"{name} is not a JSON number")


def _check_tree(value: Any, limit: int) -> None:
    """Refuse nesting deeper than ``limit`` and strings UTF-8 cannot hold (walked
    without recursion, so a deep value cannot raise ``RecursionError`` here)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if not isinstance(item, (dict, list)):
            continue
        if depth >= limit:
            raise BoundedJsonError(_too_deep(limit))
        if isinstance(item, dict):
            for key in item:
                _check_text(key)
            children: Any = item.values()
        else:
            children = item
        stack.extend((child, depth + 1) for child in children)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BoundedJsonError(
            "it holds text that cannot be written back (a lone surrogate such as \\ud800)"
        ) from None
