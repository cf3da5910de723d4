"""The seed of each shuffle in a list, shared by every game so lists replay alike."""

from __future__ import annotations

import hashlib


def deal_seed(session_seed: int, index: int) -> int:
    """Seed of the ``index``-th shuffle; stable across Python versions."""
    digest = hashlib.blake2b(f"{session_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
