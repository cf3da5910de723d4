"""Shared setup of the solver tests: which cores to test and how many cases to run.

The solvers (Skat's and Spitzer's) have a compiled C core and a Python twin;
a build without a C compiler has only the twins, so every solver test module
asks here which cores exist (``CORES``, ``needs_c``, ``SPITZER_CORES``,
``needs_spitzer_c``) instead of probing on its own.  ``count`` keeps
randomized tests quick on CI and lets ``SKAT_FULL=1`` raise the numbers
(it is :func:`support.scale.count`, the one switch of every slow test).
"""

from __future__ import annotations

import pytest
from support.scale import count

from skat_desktop.ai import solver
from skat_desktop.ai.spitzer import double_dummy

HAS_C = solver.core_name() == "c"
needs_c = pytest.mark.skipif(not HAS_C, reason="C solver core (skat_desktop.ai._solver) not built")
CORES = ["python", "c"] if HAS_C else ["python"]

HAS_SPITZER_C = double_dummy.core_name() == "c"
needs_spitzer_c = pytest.mark.skipif(
    not HAS_SPITZER_C, reason="Spitzer's C core (skat_desktop.ai._spitzer_solver) not built"
)
#: Both Spitzer cores as parameters; the C one is marked, so it shows as skipped
#: (not silently missing) on a build without a C compiler.
SPITZER_CORES = ["python", pytest.param("c", marks=needs_spitzer_c)]

__all__ = [
    "CORES",
    "HAS_C",
    "HAS_SPITZER_C",
    "SPITZER_CORES",
    "count",
    "needs_c",
    "needs_spitzer_c",
]
