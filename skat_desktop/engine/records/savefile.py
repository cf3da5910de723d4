"""Session save files: versioned JSON holding seeds and actions, never state.

Loading replays every action through the engine, so a damaged or edited file
cannot smuggle in an impossible position: it is refused with a
:class:`RecordError` saying where it went wrong, and nothing the caller holds
is touched. Hostile files get the same treatment as damaged ones: the file is
read by the one reader every file goes through (:mod:`.bounded`: regular
file, size, digit and depth caps, no ``NaN``, text that can be written back),
and every rule option must have its own type (``matador_cap: true``
or ``list_length: 36.0`` are refused, not coerced). Writes go through
:mod:`.atomic`: the file at the path is always either old or new, whole, and
the previous good file is kept as ``.bak``.
"""

from __future__ import annotations

import enum
import json
import logging
import os
import types
import typing
from pathlib import Path
from typing import Any, Final

from ..actions import action_from_dict, action_to_dict
from ..errors import RecordError, SkatError
from ..skat.rules import RuleError, RuleSet
from ..skat.session import Session
from .atomic import write_atomic
from .bounded import MAX_FILE_BYTES as MAX_FILE_BYTES
from .bounded import MAX_INT_DIGITS as MAX_INT_DIGITS
from .bounded import parse_json_text, read_text_file

SAVE_MAX_DEPTH: Final = 800
"""Metadata may nest (it is dropped, never written back); deeper than this,
short of the parser's own recursion limit, is refused as damage."""

log = logging.getLogger(__name__)

FORMAT: Final = "skat-desktop-session"
VERSION: Final = 1


def session_to_dict(session: Session, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": session.rules.to_dict(),
        "names": list(session.names),
        "seed": session.seed,
        "first_dealer": session.first_dealer,
        "deals": [
            {
                "seed": record.seed,
                "actions": [[seat, action_to_dict(a)] for seat, a in record.actions],
            }
            for record in session.records
        ],
        "meta": meta or {},
    }


def save_session(
    session: Session, path: str | os.PathLike[str], meta: dict[str, Any] | None = None
) -> None:
    """Write atomically (see :mod:`.atomic`); raises :class:`RecordError` with the reason.

    A folder or other non-regular file at ``path`` is refused and nothing moves.
    """
    write_atomic(Path(path), encode_session(session, meta), is_loadable)


def encode_session(session: Session, meta: dict[str, Any] | None = None) -> bytes:
    """The bytes :func:`save_session` writes: apart, so an autosave can take
    them on the GUI thread and leave the slow writing to another thread."""
    return json.dumps(session_to_dict(session, meta), ensure_ascii=False, indent=1).encode("utf-8")


def is_loadable(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a whole save file that loads (used before keeping a backup)."""
    try:
        load_session_with_meta(path)
    except RecordError:
        return False
    return True


def load_session(path: str | os.PathLike[str]) -> Session:
    return load_session_with_meta(path)[0]


def load_session_with_meta(path: str | os.PathLike[str]) -> tuple[Session, dict[str, Any]]:
    """Read and replay a save file; raises :class:`RecordError` on any problem."""
    return session_from_dict(parse_save_text(read_save_text(path), path))


def read_save_text(path: str | os.PathLike[str]) -> str:
    """The file's text, through the one reader every file goes through (:mod:`.bounded`)."""
    return read_text_file(path, max_bytes=MAX_FILE_BYTES)


def parse_save_text(text: str, path: str | os.PathLike[str] = "the save file") -> Any:
    """JSON with bounded numbers, depth and text; every failure is a :class:`RecordError`."""
    return parse_json_text(text, path, max_depth=SAVE_MAX_DEPTH)


def session_from_dict(data: Any) -> tuple[Session, dict[str, Any]]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a Skat Desktop save file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("the save file has no valid version number")
    if version > VERSION:
        raise RecordError(
            f"this save file was written by a newer Skat Desktop (format {version}); "
            f"please update the program to open it"
        )
    if version < 1:
        raise RecordError(f"unknown save file version {version}")
    raw_rules = _require(data, "rules", dict)
    check_rule_types(raw_rules)
    try:
        rules = RuleSet.from_dict(raw_rules)
    except (RuleError, TypeError, ValueError) as exc:
        raise RecordError(f"the save file's rules are invalid: {exc}") from None
    names = _require(data, "names", list)
    if not all(isinstance(n, str) for n in names) or len(names) != rules.players:
        raise RecordError("the save file's player names are invalid")
    seed = _require(data, "seed", int)
    first_dealer = _require(data, "first_dealer", int)
    if not 0 <= first_dealer < rules.players:
        raise RecordError("the save file is damaged: 'first_dealer' is not a seat")
    deals = _require(data, "deals", list)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("the save file's metadata is invalid")
    meta = _plain_meta(meta)
    if not deals:
        raise RecordError("the save file contains no deals")
    try:
        session = Session(rules, names, seed, first_dealer)
    except ValueError as exc:
        raise RecordError(f"the save file's session is invalid: {exc}") from None
    for number, deal in enumerate(deals, start=1):
        if not isinstance(deal, dict):
            raise RecordError(f"deal {number} is damaged")
        if number > 1:
            try:
                session.next_deal()
            except SkatError:
                raise RecordError(
                    f"deal {number - 1} is incomplete although later deals follow"
                ) from None
        if deal.get("seed") != session.current.seed:
            raise RecordError(f"deal {number} does not belong to this session (seed differs)")
        actions = deal.get("actions")
        if not isinstance(actions, list):
            raise RecordError(f"deal {number} has no action list")
        for index, item in enumerate(actions, start=1):
            try:
                _replay_item(session, item)
            except (SkatError, ValueError, TypeError) as exc:
                raise RecordError(f"deal {number}, action {index} is invalid: {exc}") from None
            except Exception as exc:  # an engine bug must not crash the caller on a bad file
                log.exception("unexpected error replaying a save file")
                raise RecordError(
                    f"deal {number}, action {index} could not be replayed: {exc!r}"
                ) from None
    return session, meta


def _replay_item(session: Session, item: object) -> None:
    if not isinstance(item, list) or len(item) != 2:
        raise ValueError("not a [seat, action] pair")
    seat, raw = item
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < session.n:
        raise ValueError("the seat is not a player's number")
    if isinstance(raw, dict):
        for flag in ("schneider", "schwarz", "ouvert"):
            if flag in raw and not isinstance(raw[flag], bool):
                raise ValueError(f"{flag} must be true or false")
    session.apply(action_from_dict(raw), seat)


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


def check_rule_types(raw: dict[str, Any]) -> None:
    """Refuse rule options of the wrong JSON type instead of letting them coerce.

    ``True`` is an ``int`` and ``36.0 % 3 == 0`` in Python, so ``RuleSet``
    alone would accept ``matador_cap: true`` and ``list_length: 36.0``.
    Each option's expected type comes from ``RuleSet``'s annotations.
    """
    hints = typing.get_type_hints(RuleSet)
    for key, value in raw.items():
        hint = hints.get(key)
        if hint is not None and not _matches(hint, value):
            raise RecordError(
                f"the save file's rules are invalid: {key} must be {_describe(hint)}, "
                f"not {json.dumps(value)[:40]}"
            )


def _matches(hint: Any, value: object) -> bool:
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        return any(_matches(arg, value) for arg in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return isinstance(value, str)
    if origin is frozenset:
        (item,) = typing.get_args(hint)
        return isinstance(value, list) and all(_matches(item, v) for v in value)
    return False


def _describe(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        return " or ".join(_describe(arg) for arg in typing.get_args(hint))
    if hint is type(None):
        return "null"
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a whole number"
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return "one of " + ", ".join(str(v.value) for v in hint)
    if origin is frozenset:
        return "a list of names"
    return "of another type"


def _require(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the save file is damaged: '{key}' is missing or invalid")
    return value
