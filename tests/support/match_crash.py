"""A match worker that dies without a word on one deal (tests of the worker pool)."""

from __future__ import annotations

import os
from typing import Any

from skat_desktop.cli import match

REAL_WORKER = match._worker
CRASH_DEAL = 1


def crashing_worker(args: match.WorkItem) -> dict[str, Any]:
    """Play the deal as usual, except deal ``CRASH_DEAL``: there the process ends at once,
    as if killed, leaving no result and no exception behind."""
    if args[4] == CRASH_DEAL:
        os._exit(3)
    return REAL_WORKER(args)
