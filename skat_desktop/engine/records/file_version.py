"""The version check every save file format shares, the current one and older ones.

Apart from :mod:`.list_file` so that a game's reader of its own older format
(listed in its :class:`~skat_desktop.engine.game_description.GameDescription`)
refuses a newer file with the same words, without importing the reader that
imports the game registry.
"""

from __future__ import annotations

from ..errors import RecordError


def check_version(version: int, newest: int) -> None:
    """Refuse ``version`` politely when it is newer than ``newest``, or below 1."""
    if version > newest:
        raise RecordError(
            f"this save file was written by a newer Skat Desktop (format {version}); "
            "please update the program to open it"
        )
    if version < 1:
        raise RecordError(f"unknown save file version {version}")
