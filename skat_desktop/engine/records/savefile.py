"""Skat lists in save files: the conveniences the command line and tests use.

The file itself is the one envelope every game shares (:mod:`.list_file`),
read by the one hardened reader and rebuilt by replay; this module only fixes
the game to Skat and keeps the levels where Skat's callers expect them (in
``meta``). Writes go through :mod:`.atomic`: the file at the path is always
either old or new, whole, and the previous good file is kept as ``.bak``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..errors import RecordError
from ..skat.description import SKAT
from ..skat.session import Session
from .atomic import write_atomic
from .bounded import MAX_FILE_BYTES as MAX_FILE_BYTES
from .bounded import MAX_INT_DIGITS as MAX_INT_DIGITS
from .list_file import FORMAT as FORMAT
from .list_file import encode_list, list_from_dict, list_to_dict, read_list
from .list_file import is_loadable as is_loadable


def session_to_dict(session: Session, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The file's JSON for a Skat list; ``meta["levels"]`` becomes the envelope's levels."""
    rest = dict(meta or {})
    levels = rest.pop("levels", ())
    return list_to_dict(SKAT, session, levels, rest)


def encode_session(session: Session, meta: dict[str, Any] | None = None) -> bytes:
    """The bytes :func:`save_session` writes."""
    rest = dict(meta or {})
    levels = rest.pop("levels", ())
    return encode_list(SKAT, session, levels, rest)


def save_session(
    session: Session, path: str | os.PathLike[str], meta: dict[str, Any] | None = None
) -> None:
    """Write atomically (see :mod:`.atomic`); raises :class:`RecordError` with the reason.

    A folder or other non-regular file at ``path`` is refused and nothing moves.
    """
    write_atomic(Path(path), encode_session(session, meta), is_loadable)


def load_session(path: str | os.PathLike[str]) -> Session:
    return load_session_with_meta(path)[0]


def load_session_with_meta(path: str | os.PathLike[str]) -> tuple[Session, dict[str, Any]]:
    """Read and replay a Skat save file; raises :class:`RecordError` on any problem."""
    return _skat(read_list(path))


def session_from_dict(data: Any) -> tuple[Session, dict[str, Any]]:
    """A Skat list and its metadata (levels included) from a parsed file."""
    return _skat(list_from_dict(data))


def _skat(saved: Any) -> tuple[Session, dict[str, Any]]:
    if saved.game is not SKAT:
        raise RecordError(f"this file holds a {saved.game.title} list, not a Skat list")
    meta = dict(saved.meta)
    if saved.levels:
        meta["levels"] = list(saved.levels)
    return saved.session, meta
