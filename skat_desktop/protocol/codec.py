"""Protocol messages and ISS tokens: the one place views and actions are converted.

Every action is written as the token an ISS game record uses for it (see
:mod:`skat_desktop.engine.records.iss`), one token per engine action:

==========================  ===================================================
``18`` ``20`` …             a bid
``y`` / ``p``               hold / pass (``p`` also declines Kontra or Re)
``s``                       pick up the skat
``H8.ST``                   two cards put away (declarer's discards or a
                            Schieberamsch push), lower card first (suits
                            D H S C, ranks 7 8 9 T J Q K A)
``??.??``                   somebody else's discards, which this seat did not see
``G`` ``C`` ``S`` ``H``     a declaration: game letter (``N`` = Null), ``H`` when
``D`` ``N`` + modifiers     declared without picking up the skat, then ``O``
                            ouvert, ``Z`` Schwarz or ``S`` Schneider announced
                            (the highest only: ouvert implies the others)
``CJ`` ``HT`` …             play a card
``kontra`` ``rekontra``     Kontra; the declarer's Re
``push``                    Schieberamsch: push the skat on unseen
``concede`` ``claim``       the declarer gives up / claims the remaining tricks
``accept`` ``reject``       a defender's answer to a claim or concession
==========================  ===================================================

Unlike an ISS record, the declarer's discards and the declaration are two
tokens (they are two decisions), and shown ouvert cards are not part of the
declaration token: the view's ``open`` field carries them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import Card, CardParseError, CardSet
from skat_desktop.engine.records.bounded import BoundedJsonError, loads_bounded
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import HIDDEN_DISCARD, GameView, HiddenDiscard

PROTOCOL_VERSION: Final = 1
GAME: Final = "skat"
MAX_LINE: Final = 1 << 20
"""Longest message line either side accepts (a decide message is about 2 KiB)."""
HIDDEN_TOKEN: Final = "??.??"


class ProtocolError(ValueError):
    """A message that breaks the protocol; the text says which field and why."""


class EngineError(Exception):
    """An external engine failed (bad answer, timeout, crash); the match stops cleanly."""


_SIMPLE_TOKENS: Final[dict[type, str]] = {
    A.Hold: "y",
    A.Pass: "p",
    A.PickUpSkat: "s",
    A.Kontra: "kontra",
    A.Re: "rekontra",
    A.PushSkat: "push",
    A.Concede: "concede",
    A.Claim: "claim",
    A.Accept: "accept",
    A.Reject: "reject",
}
_SIMPLE_ACTIONS: Final[dict[str, Action]] = {
    "y": A.HOLD,
    "p": A.PASS,
    "s": A.PICK_UP,
    "kontra": A.KONTRA,
    "rekontra": A.RE,
    "push": A.PUSH,
    "concede": A.CONCEDE,
    "claim": A.CLAIM,
    "accept": A.ACCEPT,
    "reject": A.REJECT,
}
_DECLARATION: Final = re.compile(r"([DHSCGN])(H?)([OZS]?)")
_AUCTION_TYPES: Final = (A.Bid, A.Hold, A.Pass)


def action_token(action: Action | HiddenDiscard, hand: bool = False) -> str:
    """The ISS token of one action; ``hand`` marks a declaration without pick-up."""
    if isinstance(action, HiddenDiscard):
        return HIDDEN_TOKEN
    if isinstance(action, A.Bid):
        return str(action.value)
    if isinstance(action, A.Play):
        return str(action.card)
    if isinstance(action, A.Discard):
        return f"{action.cards[0]}.{action.cards[1]}"
    if isinstance(action, A.Declare):
        text = action.game.iss_letter + ("H" if hand else "")
        if action.ouvert:
            text += "O"
        elif action.schwarz:
            text += "Z"
        elif action.schneider:
            text += "S"
        return text
    return _SIMPLE_TOKENS[type(action)]


def parse_token(token: str) -> tuple[Action | HiddenDiscard, bool]:
    """Inverse of :func:`action_token`: the action and the declaration's hand flag."""
    if token == HIDDEN_TOKEN:
        return HIDDEN_DISCARD, False
    if token in _SIMPLE_ACTIONS:
        return _SIMPLE_ACTIONS[token], False
    if token.isascii() and token.isdigit() and len(token) <= 4:
        return A.Bid(int(token)), False
    match = _DECLARATION.fullmatch(token)
    if match is not None:
        letter, hand, modifier = match.groups()
        game = GameType("DHSCGN".index(letter))
        if game is GameType.NULL and modifier in ("S", "Z"):
            raise ProtocolError(f"not an action token: {token[:40]!r} (Null has no Schneider)")
        if game is GameType.NULL:
            return A.Declare(game, ouvert=modifier == "O"), bool(hand)
        schneider = modifier in ("S", "Z", "O")
        schwarz = modifier in ("Z", "O")
        return A.Declare(game, schneider, schwarz, modifier == "O"), bool(hand)
    try:
        cards = [Card.parse(part) for part in token.split(".")] if len(token) <= 5 else []
    except CardParseError:
        cards = []
    if len(cards) == 1 and token == str(cards[0]):
        return A.PLAYS[cards[0]], False
    if len(cards) == 2 and cards[0] < cards[1] and token == f"{cards[0]}.{cards[1]}":
        return A.Discard((cards[0], cards[1])), False
    raise ProtocolError(f"not an action token: {token[:40]!r}")


def history_tokens(history: Sequence[tuple[int, Action | HiddenDiscard]]) -> list[list[Any]]:
    """``[[seat, token], ...]``; a declaration after the same seat's pick-up has no ``H``."""
    picked: set[int] = set()
    out: list[list[Any]] = []
    for seat, action in history:
        if isinstance(action, A.PickUpSkat):
            picked.add(seat)
        out.append([seat, action_token(action, hand=seat not in picked)])
    return out


def legal_actions(view: GameView) -> dict[str, Action]:
    """The seat's legal actions by token, in the engine's order."""
    hand = not _picked_up(view)
    return {action_token(action, hand): action for action in view.legal}


def _picked_up(view: GameView) -> bool:
    return any(
        seat == view.seat and isinstance(action, A.PickUpSkat) for seat, action in view.history
    )


def ramsch_round(view: GameView) -> bool:
    """Whether the deal is a forced Ramsch (no auction at all), as the view implies."""
    if not view.history:
        return view.ramsch and view.phase.value != "bidding"
    return not isinstance(view.history[0][1], _AUCTION_TYPES)


def _cards(mask: int | None) -> list[str] | None:
    return None if mask is None else [str(c) for c in CardSet(mask)]


def hello_message(rules: RuleSet, preset: str | None, seed: int | None) -> dict[str, Any]:
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "game": GAME,
        "preset": preset,
        "rules": rules.to_dict(),
        "seed": seed,
    }


def decide_message(
    view: GameView, ident: int, deal: str, scores: Sequence[int] = (0, 0, 0)
) -> dict[str, Any]:
    """What a seat may know, plus its legal actions (see docs/engine-protocol.md)."""
    return {
        "type": "decide",
        "id": ident,
        "deal": deal,
        "seat": view.seat,
        "phase": view.phase.value,
        "hand": _cards(view.hand),
        "skat": _cards(view.known_skat),
        "open": _cards(view.open_hand),
        "declarer": view.declarer,
        "history": history_tokens(view.history),
        "legal": list(legal_actions(view)),
        "rules": view.rules.to_dict(),
        "bock": view.bock,
        "ramsch_round": ramsch_round(view),
        "scores": list(scores),
        "points": list(view.won_points),
    }


def result_message(view: GameView, deal: str) -> dict[str, Any]:
    """The end of a deal as this seat sees it: the dealt cards are public now."""
    result = view.result
    assert result is not None
    final = view.final_hands
    return {
        "type": "result",
        "deal": deal,
        "seat": view.seat,
        "kind": result.kind.value,
        "declarer": result.declarer,
        "game": None if result.game is None else result.game.code,
        "won": result.won,
        "value": result.value,
        "card_points": result.card_points,
        "entries": list(result.entries),
        "dealt": None if final is None else [_cards(mask) for mask in final],
        "history": history_tokens(view.history),
    }


def encode_line(message: Mapping[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":")) + "\n"


def decode_line(line: str) -> dict[str, Any]:
    """One message from one line; :class:`ProtocolError` for anything else.

    The JSON is read by the records' bounded reader, so a peer's 5,000-digit
    number or 100,000-deep nesting is a protocol error like any garbage,
    never a ``ValueError`` or ``RecursionError`` escaping to the caller.
    """
    text = line.strip()
    if len(text) > MAX_LINE:
        raise ProtocolError(f"a line of {len(text):,} characters (at most {MAX_LINE:,})")
    try:
        message = loads_bounded(text)
    except BoundedJsonError as exc:
        raise ProtocolError(f"not a JSON object ({exc}): {_excerpt(text)}") from None
    if not isinstance(message, dict):
        raise ProtocolError(f"not a JSON object: {_excerpt(text)}")
    if not isinstance(message.get("type"), str):
        raise ProtocolError(f'a message without a "type": {_excerpt(text)}')
    return message


def _excerpt(text: str) -> str:
    return repr(text[:60] + ("..." if len(text) > 60 else ""))


def field(message: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    """``message[name]`` checked against ``kind`` (bool is never an int here)."""
    if name not in message:
        raise ProtocolError(f"{message.get('type')}: missing field {name!r}")
    value = message[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise ProtocolError(f"{message.get('type')}: field {name!r} has the wrong type")
    if not isinstance(value, kinds):
        raise ProtocolError(f"{message.get('type')}: field {name!r} has the wrong type")
    return value


def card_mask(message: Mapping[str, Any], name: str, optional: bool = False) -> int | None:
    """A list of card codes as a mask (``null`` allowed when ``optional``)."""
    value = field(message, name, (list, type(None)) if optional else list)
    if value is None:
        return None
    mask = 0
    for text in value:
        if not isinstance(text, str):
            raise ProtocolError(f"{message.get('type')}: {name!r} holds a non-card")
        try:
            card = Card.parse(text)
        except CardParseError:
            raise ProtocolError(
                f"{message.get('type')}: {name!r}: not a card: {text[:10]!r}"
            ) from None
        if mask >> card & 1:
            raise ProtocolError(f"{message.get('type')}: {name!r} names {card} twice")
        mask |= 1 << card
    return mask
