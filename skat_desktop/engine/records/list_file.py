"""One save file for every game's list: ``{format, game, version, levels, meta, …}``.

The envelope names the game (a registry name, :mod:`..games`) and carries the
computer levels and flat metadata; the rest is the game's own body (rules,
names, seeds, actions — never state). Every file is read by the one hardened
reader (:mod:`.bounded`) and rebuilt by replaying its actions, so a damaged or
hostile file is refused with a :class:`RecordError` and changes nothing. Files
written before the envelope are still read: Skat's format 1 here, and any game's
own older formats through the readers its description lists (``old_formats``).
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
from collections.abc import Callable
from typing import Any, Final

from .. import games  # read at each call: a registry extended later (a test's toy game) counts
from ..errors import RecordError
from ..game_description import GameDescription, OldList, UnknownGameError
from .bounded import MAX_FILE_BYTES, open_file, parse_json_text, read_text_file
from .file_version import check_version

log = logging.getLogger(__name__)

FORMAT: Final = "skat-desktop-session"
VERSION: Final = 2
"""2: the envelope names its game. 1: Skat only, levels in ``meta``."""
SAVE_MAX_DEPTH: Final = 800
"""Metadata may nest (it is dropped, never written back); deeper than this,
short of the parser's own recursion limit, is refused as damage."""
_ENVELOPE: Final = frozenset({"format", "game", "version", "levels", "meta"})


@dataclasses.dataclass(frozen=True)
class SavedList:
    """A list read from a file: its game, the rebuilt session, levels and metadata."""

    game: GameDescription
    session: Any
    levels: tuple[str, ...]
    """As written; the caller checks them against the levels it offers."""
    meta: dict[str, Any]


def list_to_dict(
    game: GameDescription,
    session: Any,
    levels: tuple[str, ...] | list[str] = (),
    meta: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The JSON-ready file: the envelope around ``game``'s body of ``session``."""
    head = {"format": FORMAT, "game": game.name, "version": VERSION, "levels": list(levels)}
    return {**head, **game.list_to_dict(session), "meta": meta or {}}


def encode_list(
    game: GameDescription,
    session: Any,
    levels: tuple[str, ...] | list[str] = (),
    meta: dict[str, Any] | None = None,
) -> bytes:
    """The bytes a save writes: apart, so an autosave takes them on the GUI
    thread and leaves the slow writing to another."""
    data = list_to_dict(game, session, levels, meta)
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def read_list(path: str | os.PathLike[str]) -> SavedList:
    """Read and replay a save file of any game; :class:`RecordError` says what is wrong."""
    text = read_text_file(path, max_bytes=MAX_FILE_BYTES)
    return list_from_dict(parse_json_text(text, path, max_depth=SAVE_MAX_DEPTH))


def is_loadable(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` holds a list this program opens (the check after every write)."""
    try:
        read_list(path)
    except RecordError:
        return False
    return True


def list_from_dict(data: Any) -> SavedList:
    """Rebuild a list from a parsed file; every failure is a :class:`RecordError`."""
    old = _old_format(data.get("format")) if isinstance(data, dict) else None
    if old is not None:
        game, unpack = old
        unpacked = unpack(data)
        return SavedList(game, _replay(game, unpacked.body), _strings(unpacked.levels), {})
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a Skat Desktop save file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("the save file has no valid version number")
    check_version(version, VERSION)
    name = data.get("game", "skat") if version == 1 else data.get("game")
    if not isinstance(name, str):
        raise RecordError("the save file does not say which game it holds")
    try:
        game = games.find_game(name)
    except UnknownGameError:
        named = f"({name[:40]!r})"
        why = f"the save file holds a game this program does not know {named}"
        raise RecordError(why) from None
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("the save file's metadata is invalid")
    meta = _plain_meta(meta)
    levels = data.get("levels", meta.get("levels"))
    body = {k: v for k, v in data.items() if k not in _ENVELOPE}
    return SavedList(game, _replay(game, body), _strings(levels), meta)


def game_in_file(path: str | os.PathLike[str]) -> GameDescription | None:
    """A quick look at which game a file holds, from its first bytes (None: not a list).

    Read through :func:`~.bounded.open_file`, so a pipe never blocks and a
    device is never read; the full check is :func:`read_list`'s.
    """
    try:
        with open_file(path) as handle:
            head = handle.read(400).decode("utf-8", errors="replace")
    except (OSError, RecordError):
        return None
    for game in games.GAMES:
        if any(old in head for old in game.old_formats):
            return game
    if FORMAT not in head:
        return None
    for marker in ('"game": "', '"game":"'):
        if marker in head:
            name = head.split(marker, 1)[1].split('"', 1)[0]
            try:
                return games.find_game(name)
            except UnknownGameError:
                return None
    return games.find_game("skat")


def _old_format(
    name: object,
) -> tuple[GameDescription, Callable[[dict[str, Any]], OldList]] | None:
    """The game whose description lists ``name`` as an old format, with its reader."""
    if not isinstance(name, str):
        return None
    for game in games.GAMES:
        unpack = game.old_formats.get(name)
        if unpack is not None:
            return game, unpack
    return None


def _replay(game: GameDescription, body: dict[str, Any]) -> Any:
    try:
        return game.list_from_dict(body)
    except RecordError:
        raise
    except Exception as exc:  # an engine bug must not crash the caller on a bad file
        log.exception("unexpected error replaying a save file")
        raise RecordError(f"the save file could not be replayed: {exc!r}") from None


def _strings(raw: object) -> tuple[str, ...]:
    if isinstance(raw, list) and all(isinstance(x, str) for x in raw):
        return tuple(raw)
    return ()


def _plain_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """Keep only flat metadata (scalars and lists of scalars).

    Metadata is written back on every save; dropping deep structures here
    means a hostile nesting can never reach the encoder again.
    """
    scalar = (str, int, float, bool, type(None))
    return {
        str(k): v
        for k, v in meta.items()
        if isinstance(v, scalar) or (isinstance(v, list) and all(isinstance(x, scalar) for x in v))
    }
