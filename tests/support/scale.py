"""How big the statistical and multi-deal tests are: the one place that says.

Tests marked ``slow`` play many deals, positions or examples.  By default (CI,
a developer's quick run) they run reduced: enough cases to exercise the
behaviour and fail when it breaks, in seconds.  ``SKAT_FULL=1`` runs them at
full size (``SKAT_FULL=1 python -m pytest -m slow``); the hypothesis profile
in conftest.py follows the same switch.
"""

from __future__ import annotations

import os

FULL = os.environ.get("SKAT_FULL") == "1"


def count(default: int, full: int) -> int:
    """How many cases a slow test runs: ``default`` reduced, ``full`` under SKAT_FULL=1."""
    return full if FULL else default
