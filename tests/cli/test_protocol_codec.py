"""Engine protocol: ISS tokens, decide messages, the rebuilt view and the engine loop."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.engine.skat.view import HIDDEN_DISCARD
from skat_desktop.protocol.codec import (
    ProtocolError,
    action_token,
    decide_message,
    decode_line,
    encode_line,
    hello_message,
    parse_token,
    result_message,
)
from skat_desktop.protocol.engine_side import EngineLoop
from skat_desktop.protocol.rebuild import read_decide

RULES = {
    **PRESETS,
    "pub_jacks": PRESETS["pub"].replace(schieberamsch_jacks=True),
    "kontra_in_play": PRESETS["club"].replace(kontra_timing="before_own_first_card"),
}


def _every_action() -> list[tuple[A.Action, bool]]:
    out: list[tuple[A.Action, bool]] = [(a, False) for a in A.PLAYS]
    out += [(A.Bid(v), False) for v in (18, 20, 23, 264)]
    out += [(A.Discard((Card(a), Card(b))), False) for a in range(32) for b in range(a)]
    out += [
        (a, False)
        for a in (
            A.HOLD,
            A.PASS,
            A.PICK_UP,
            A.KONTRA,
            A.RE,
            A.PUSH,
            A.CONCEDE,
            A.CLAIM,
            A.ACCEPT,
            A.REJECT,
        )
    ]
    for game in (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS):
        out += [(A.Declare(game), False), (A.Declare(game), True)]
        out += [(A.Declare(game, schneider=True), True), (A.Declare(game, schwarz=True), True)]
        out += [(A.Declare(game, ouvert=True), True)]
    out += [(A.Declare(GameType.GRAND), h) for h in (False, True)]
    out += [(A.Declare(GameType.GRAND, ouvert=True), True)]
    out += [(A.Declare(GameType.NULL), h) for h in (False, True)]
    out += [(A.Declare(GameType.NULL, ouvert=True), h) for h in (False, True)]
    return out


def test_every_action_token_round_trips_and_tokens_are_distinct() -> None:
    seen: dict[str, A.Action] = {}
    for action, hand in _every_action():
        token = action_token(action, hand)
        assert parse_token(token) == (action, hand), token
        assert seen.setdefault(f"{token}", action) == action
    assert action_token(A.Declare(GameType.CLUBS), True) == "CH"
    assert action_token(A.Declare(GameType.GRAND, ouvert=True), True) == "GHO"
    assert action_token(A.Declare(GameType.NULL, ouvert=True)) == "NO"
    assert action_token(A.Discard((Card.parse("ST"), Card.parse("H8")))) == "H8.ST"
    assert parse_token("??.??") == (HIDDEN_DISCARD, False)


@pytest.mark.parametrize(
    "token", ["", "XX", "CJ.CJ", "ST.H8", "NS", "NZ", "12345", "CJ.SJ.HJ", "g", "18 ", "CJ\n"]
)
def test_bad_tokens_are_refused(token: str) -> None:
    with pytest.raises(ProtocolError, match="not an action token"):
        parse_token(token)


def _play_and_check(rules_name: str, seed: int) -> int:
    """Play a random deal; at every decision of every seat the rebuilt view is the view."""
    rules = RULES[rules_name]
    rng = random.Random(seed)
    forced = rules.ramsch_enabled and seed % 3 == 0
    game = Game.from_seed(rules, seed, forced_ramsch=forced, bock=seed % 2 == 0)
    checked = 0
    while not game.finished:
        for seat in range(3):
            view = game.view(seat)
            if not view.legal:
                continue
            message = decode_line(encode_line(decide_message(view, 7, "9.1", (3, -1, 0))))
            decision = read_decide(message)
            assert decision.view == view
            assert decision.ident == 7 and decision.deal == "9.1"
            assert set(decision.legal.values()) == set(view.legal)
            checked += 1
        seat = game.to_move
        assert seat is not None
        game.apply(rng.choice(game.legal_actions(seat)), seat)
    return checked


@pytest.mark.parametrize("rules_name", sorted(RULES))
def test_decide_message_rebuilds_the_exact_view(rules_name: str) -> None:
    assert sum(_play_and_check(rules_name, seed) for seed in range(6)) > 100


def _first_decide(rules_name: str = "official", seed: int = 1, steps: int = 8) -> dict[str, Any]:
    game = Game.from_seed(RULES[rules_name], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = game.to_move
        assert seat is not None
        game.apply(rng.choice(game.legal_actions(seat)), seat)
    seat = game.to_move
    assert seat is not None
    return decide_message(game.view(seat), 1, "0.0")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"legal": ["CJ"]}, "legal actions do not follow"),
        ({"hand": ["CJ", "CJ"]}, "twice"),
        ({"hand": ["ZZ"]}, "not a card"),
        ({"seat": 5}, "seat 5"),
        ({"seat": True}, "wrong type"),
        ({"id": "one"}, "wrong type"),
        ({"rules": {"players": 7}}, "rules"),
        ({"history": [[1, "XX"]]}, "not an action token"),
        ({"history": [[1, "18"], [1, "20"]]}, "illegal"),
        ({"history": [["1", "18"]]}, r"is not \[seat, token\]"),
        ({"hand": []}, "the hand has 0 cards"),
        ({"phase": "play"}, "leads to phase"),
        ({"declarer": 7}, "the declarer"),
    ],
)
def test_tampered_decide_messages_are_refused(change: dict[str, Any], expected: str) -> None:
    message = {**_first_decide(), **change}
    with pytest.raises(ProtocolError, match=expected):
        read_decide(message)


def test_decide_without_a_field_names_it() -> None:
    message = _first_decide()
    del message["history"]
    with pytest.raises(ProtocolError, match="missing field 'history'"):
        read_decide(message)


@pytest.mark.parametrize("line", ["", "{", "[1, 2]", '{"id": 1}', "nan", '"text"'])
def test_decode_line_refuses_garbage(line: str) -> None:
    with pytest.raises(ProtocolError):
        decode_line(line)


def _serve(*messages: dict[str, Any] | str, level: str = "random") -> tuple[int, list[Any]]:
    lines = [m if isinstance(m, str) else json.dumps(m) for m in messages]
    stdin = io.BytesIO(("\n".join(lines) + "\n").encode())
    stdout = io.BytesIO()
    code = EngineLoop(level).run(stdin, stdout)
    return code, [json.loads(line) for line in stdout.getvalue().decode().splitlines()]


HELLO = hello_message(PRESETS["official"], "official", 5)


def test_engine_loop_answers_every_message_type() -> None:
    decide = _first_decide()
    game = Game.from_seed(PRESETS["official"], 3)
    while not game.finished:
        game.apply(game.legal_actions()[-1])
    code, replies = _serve(
        HELLO, "", decide, result_message(game.view(0), "0.0"), {"type": "quit"}, decide
    )
    assert code == 0
    assert replies[0] == {"type": "ready", "protocol": 1, "name": "skat-desktop random"}
    assert len(replies) == 2  # nothing for the blank line, result and quit; nothing after quit
    assert replies[1]["type"] == "action" and replies[1]["id"] == 1
    assert replies[1]["action"] in decide["legal"]


def test_engine_loop_is_reproducible_per_seed() -> None:
    decide = _first_decide(steps=0)
    answers = {
        json.dumps(_serve(HELLO, {**decide, "deal": deal})[1][1]) for deal in ("1", "1", "1")
    }
    assert len(answers) == 1


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        (["not json"], "not a JSON object"),
        ([{"type": "decide", "id": 4}], "before hello"),
        ([HELLO, {"type": "dance"}], "unknown message type"),
        ([HELLO, {**_first_decide(), "legal": ["p"], "id": 8}], "legal actions"),
        ([{**HELLO, "protocol": 99}], "speaks protocol 1"),
    ],
)
def test_engine_loop_reports_bad_messages_and_goes_on(messages: list[Any], expected: str) -> None:
    code, replies = _serve(*messages, _first_decide(), level="easy")
    assert code == 0
    errors = [r for r in replies if r["type"] == "error"]
    assert errors and expected in errors[0]["message"]
    if any(isinstance(m, dict) and m.get("id") == 8 for m in messages):
        assert errors[0]["id"] == 8


def test_engine_loop_refuses_an_endless_line() -> None:
    stdin = io.BytesIO(b"x" * (2 << 20))
    stdout = io.BytesIO()
    assert EngineLoop("random").run(stdin, stdout) == 1
    assert b"longer than" in stdout.getvalue()


def test_engine_loop_survives_a_failing_player() -> None:
    class Broken:
        level = "broken"

        def choose(self, view: object) -> A.Action:
            raise RuntimeError("out of ideas")

    stdin = io.BytesIO((json.dumps(HELLO) + "\n" + json.dumps(_first_decide()) + "\n").encode())
    stdout = io.BytesIO()
    assert EngineLoop("broken", lambda level, seed: Broken()).run(stdin, stdout) == 0
    replies = [json.loads(line) for line in stdout.getvalue().decode().splitlines()]
    assert replies[1] == {"type": "error", "message": "internal error: out of ideas", "id": 1}
