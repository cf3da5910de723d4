"""Skat's list as saved data: the body of a save file (rules, names, seeds, actions).

The envelope around it (format, game, version, levels) is
:mod:`skat_desktop.engine.records.list_file`, shared by every game. Loading
replays every action through the engine, so a damaged or edited file cannot
smuggle in an impossible position; every rule option must have its own JSON
type (``matador_cap: true`` or ``list_length: 36.0`` are refused, not coerced).
"""

from __future__ import annotations

import enum
import json
import logging
import types
import typing
from typing import Any

from ..actions import action_from_dict, action_to_dict
from ..errors import RecordError
from ..list_body import list_body, replay_deals
from .rules import RuleError, RuleSet
from .session import Session

log = logging.getLogger(__name__)


def list_to_dict(session: Session) -> dict[str, Any]:
    """The JSON-ready body: rules, names, seeds and actions (never state)."""
    return list_body(session, action_to_dict)


def list_from_dict(data: dict[str, Any]) -> Session:
    """Rebuild a Skat list from its saved body by replaying every action.

    Every failure is a :class:`RecordError` saying where the file went wrong.
    """
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
    if not deals:
        raise RecordError("the save file contains no deals")
    try:
        session = Session(rules, names, seed, first_dealer)
    except ValueError as exc:
        raise RecordError(f"the save file's session is invalid: {exc}") from None
    replay_deals(session, deals, _replay_item)
    return session


def _replay_item(session: Any, item: object) -> None:
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
