"""Spitzer's save format from before the shared envelope, still read.

``{"format": "skat-desktop-spitzer", "version": 1, "levels": [...], "session":
{"game": "spitzer", "version": 1, ...}}``: the list's body sat one level down,
under ``session``, with its own version. Spitzer's description lists this
reader under :data:`OLD_FORMAT` (``old_formats``), so
:mod:`skat_desktop.engine.records.list_file` opens such a file without knowing
the game; the body it returns is replayed like any other.
"""

from __future__ import annotations

from typing import Any, Final

from ..errors import RecordError
from ..game_description import OldList
from ..records.file_version import check_version

OLD_FORMAT: Final = "skat-desktop-spitzer"
"""The ``format`` of Spitzer's files before the envelope: ``{format, version: 1, levels,
session}``."""


def read_old_spitzer(data: dict[str, Any]) -> OldList:
    """The body and levels of an old Spitzer file; :class:`RecordError` when it is not one."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("the save file is damaged: its version is not valid")
    check_version(version, 1)
    body = data.get("session")
    if not isinstance(body, dict):
        raise RecordError("this is not a saved Spitzer game")
    inner = body.get("version")
    if body.get("game") != "spitzer" or not isinstance(inner, int) or isinstance(inner, bool):
        raise RecordError("this is not a saved Spitzer game")
    check_version(inner, 1)
    rest = {k: v for k, v in body.items() if k not in ("game", "version")}
    return OldList(rest, data.get("levels"))
