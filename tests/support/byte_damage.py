"""Byte damage for property tests of the files the program reads.

One strategy of edits and one function that applies them, shared by the
save-file, Spitzer-save and statistics tests. The plain kinds are what a
disk or an editor does to a file; ``nest`` and ``digits`` add what an
attacker would (deep nesting, huge numbers, a lone surrogate).
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import strategies as st

PLAIN_KINDS = ("flip", "delete", "insert", "truncate", "replace")
HOSTILE_KINDS = (*PLAIN_KINDS, "nest", "digits")

Edit = tuple[str, int, bytes]


def byte_edits(kinds: Sequence[str] = PLAIN_KINDS) -> st.SearchStrategy[list[Edit]]:
    """One to four edits of the given kinds, each at some place with some bytes."""
    edit = st.tuples(
        st.sampled_from(list(kinds)),
        st.integers(min_value=0, max_value=10**6),
        st.binary(min_size=1, max_size=8),
    )
    return st.lists(edit, min_size=1, max_size=4)


def damage(data: bytes, edits: list[Edit]) -> bytes:
    """``data`` with ``edits`` applied in order."""
    out = bytearray(data)
    for kind, where, blob in edits:
        at = where % max(1, len(out))
        if kind == "flip" and out:
            out[at] ^= blob[0] or 1
        elif kind == "delete":
            del out[at : at + len(blob)]
        elif kind == "insert":
            out[at:at] = blob
        elif kind == "truncate":
            del out[at:]
        elif kind == "replace":
            out[at : at + len(blob)] = blob
        elif kind == "nest":
            out[at:at] = b"[" * (blob[0] * 400)
        elif kind == "digits":
            out[at:at] = b"9" * (blob[0] * 40) if blob[0] % 2 else b'"\\ud800"'
    return bytes(out)
