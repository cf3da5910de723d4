"""Session save files: versioned JSON holding seeds and actions, never state.

Loading replays every action through the engine, so a damaged or edited file
cannot smuggle in an impossible position: it is refused with a message saying
where it went wrong, and nothing the caller holds is touched. Writes are atomic
(temporary file + rename) and the previous good file is kept as ``.bak``.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Final

from ..actions import action_from_dict, action_to_dict
from ..errors import RecordError, SkatError
from ..rules import RuleError, RuleSet
from ..session import Session

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
    """Write atomically; the file on disk is always either old or new, whole."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(session_to_dict(session, meta), ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if target.exists():
            os.replace(target, target.with_name(target.name + ".bak"))
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_session(path: str | os.PathLike[str]) -> Session:
    return load_session_with_meta(path)[0]


def load_session_with_meta(path: str | os.PathLike[str]) -> tuple[Session, dict[str, Any]]:
    """Read and replay a save file; raises :class:`RecordError` on any problem."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a Skat Desktop save file (not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"{path} is damaged: invalid JSON at line {exc.lineno}, column {exc.colno}"
        ) from None
    return session_from_dict(data)


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
    try:
        rules = RuleSet.from_dict(_require(data, "rules", dict))
    except RuleError as exc:
        raise RecordError(f"the save file's rules are invalid: {exc}") from None
    names = _require(data, "names", list)
    if not all(isinstance(n, str) for n in names) or len(names) != rules.players:
        raise RecordError("the save file's player names are invalid")
    seed = _require(data, "seed", int)
    first_dealer = _require(data, "first_dealer", int)
    deals = _require(data, "deals", list)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("the save file's metadata is invalid")
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
                seat, raw = item
                if not isinstance(seat, int) or isinstance(seat, bool):
                    raise ValueError("seat is not a number")
                session.apply(action_from_dict(raw), seat)
            except (SkatError, ValueError, TypeError) as exc:
                raise RecordError(f"deal {number}, action {index} is invalid: {exc}") from None
    return session, meta


def _require(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the save file is damaged: '{key}' is missing or invalid")
    return value
