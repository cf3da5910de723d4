"""Shared test setup: headless Qt and the hypothesis profiles.

``ci`` (default) keeps the property tests quick on a small machine; ``full``
(``SKAT_FULL=1``) runs many more examples.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SKAT_DESKTOP_LESSON_OFFER", "0")  # tests that want it turn it on

from support.scale import FULL

try:
    from hypothesis import HealthCheck, settings
except ImportError:  # pragma: no cover - hypothesis is a test dependency
    pass
else:
    settings.register_profile(
        "ci",
        max_examples=30,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    settings.register_profile(
        "full",
        max_examples=500,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    settings.load_profile("full" if FULL else "ci")
