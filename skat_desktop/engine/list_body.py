"""The part of a saved list every game writes alike: names, seeds and each deal's actions.

A list is stored as its rules, names, seeds and actions, never its state, and
rebuilt by replaying every deal through the engine, so a damaged or edited
file cannot smuggle in an impossible position. Both the writing and the replay
with its checks are the same for every game; only the rules and the actions'
JSON form are each game's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import RecordError, SkatError

ActionCodec = Callable[[Any], dict[str, object]]


def list_body(session: Any, action_to_dict: ActionCodec) -> dict[str, Any]:
    """The JSON-ready body of ``session``: rules, names, seeds and actions."""
    return {
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
    }


def replay_deals(session: Any, deals: list[Any], apply_item: Callable[[Any, object], None]) -> None:
    """Replay the saved ``deals`` into the new ``session`` (its first deal dealt).

    ``apply_item(session, item)`` applies one saved ``[seat, action]`` and raises
    ``SkatError``/``ValueError``/``TypeError`` for a bad one; every failure
    becomes a :class:`RecordError` that says which deal and action.
    """
    for number, deal in enumerate(deals, start=1):
        if not isinstance(deal, dict):
            raise RecordError(f"deal {number} is damaged")
        if number > 1:
            try:
                session.next_deal()
            except SkatError:
                raise RecordError(
                    f"deal {number - 1} is incomplete or ends the list, although later deals follow"
                ) from None
        if deal.get("seed") != session.current.seed:
            raise RecordError(f"deal {number} does not belong to this session (seed differs)")
        actions = deal.get("actions")
        if not isinstance(actions, list):
            raise RecordError(f"deal {number} has no action list")
        for index, item in enumerate(actions, start=1):
            try:
                apply_item(session, item)
            except (SkatError, ValueError, TypeError) as exc:
                raise RecordError(f"deal {number}, action {index} is invalid: {exc}") from None


def actions_to_undo(actions: list[Any], count: int) -> bool:
    """Whether taking a deal back to its first ``count`` actions changes anything;
    a count outside the deal is a :class:`ValueError` (every game's ``undo_to``)."""
    if not 0 <= count <= len(actions):
        raise ValueError(f"cannot go back to {count} actions: the deal has {len(actions)}")
    return count < len(actions)
