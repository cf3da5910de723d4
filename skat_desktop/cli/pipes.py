"""What a command does when the reader of its output goes away (``... | head``).

Writing to a closed pipe raises :class:`BrokenPipeError`; worse, Python flushes
stdout once more at exit and prints a traceback about it even after the
command caught the first error. Command-line tools conventionally end quietly
instead, so each command that prints catches the error and calls
:func:`silence_stdout`: one place, shared by the ``skat-desktop`` commands and
the measuring scripts in ``build_scripts/research``.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Final, TextIO

BROKEN_PIPE_STATUS: Final = 141
"""The exit status a shell reports for a command killed by SIGPIPE (128 + 13)."""


def silence_stdout(out: TextIO | None = None) -> None:
    """Point stdout's file descriptor at the null device.

    Whatever is still buffered then goes nowhere, so the flush at exit cannot
    fail. ``out`` is the stream that broke; when it is not stdout (a test's
    buffer, a file) there is nothing to silence.
    """
    if out is not None and out is not sys.stdout:
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout closed or replaced by an object without a descriptor
        pass
    finally:
        os.close(devnull)


def print_json(report: object) -> int:
    """Print ``report`` as indented JSON: the exit status, 0, or
    :data:`BROKEN_PIPE_STATUS` when the reader went away (stdout silenced)."""
    try:
        print(json.dumps(report, indent=2), flush=True)
    except BrokenPipeError:  # read by ``head``: end quietly
        silence_stdout()
        return BROKEN_PIPE_STATUS
    return 0
