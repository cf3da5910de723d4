"""Save files: round trips at every step, and damaged files refused clearly."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.records.savefile import (
    load_session,
    load_session_with_meta,
    save_session,
    session_to_dict,
)
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
from skat_desktop.engine.skat.session import Session


def _play(session: Session, steps: int, seed: int = 1) -> None:
    player = RandomPlayer(seed)
    for _ in range(steps):
        game = session.game
        if game.finished:
            if session.finished:
                return
            session.next_deal()
            continue
        assert game.to_move is not None
        session.apply(player.choose(game.view(game.to_move)))


def _state(session: Session) -> tuple[object, ...]:
    return (
        session.game.snapshot(),
        tuple(session.totals),
        len(session.records),
        session.queued_marks,
        session.current.seats,
    )


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_save_load_identical_at_every_step(tmp_path: Path, preset: str) -> None:
    rules = PRESETS[preset].replace(list_length=6)
    session = Session(rules, ["A", "B", "C"], seed=11)
    path = tmp_path / "s.json"
    for step in range(120):
        save_session(session, path)
        loaded = load_session(path)
        assert _state(loaded) == _state(session), f"step {step}"
        _play(session, 1, seed=step)


def test_four_player_session_round_trip(tmp_path: Path) -> None:
    rules = RuleSet(players=4, list_length=8)
    session = Session(rules, ["A", "B", "C", "D"], seed=3, first_dealer=2)
    _play(session, 150)
    save_session(session, tmp_path / "four.json", meta={"levels": ["easy"] * 3})
    loaded, meta = load_session_with_meta(tmp_path / "four.json")
    assert _state(loaded) == _state(session)
    assert meta == {"levels": ["easy"] * 3}


def test_atomic_write_keeps_previous_file(tmp_path: Path) -> None:
    session = Session(RuleSet(), ["A", "B", "C"], seed=5)
    path = tmp_path / "auto.json"
    save_session(session, path)
    first = path.read_text()
    _play(session, 5)
    save_session(session, path)
    assert (tmp_path / "auto.json.bak").read_text() == first
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]


def _saved(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    session = Session(RuleSet(), ["A", "B", "C"], seed=9)
    _play(session, 60)
    path = tmp_path / "game.json"
    save_session(session, path)
    return path, json.loads(path.read_text())


def _refused(path: Path, fragment: str) -> None:
    with pytest.raises(RecordError) as info:
        load_session(path)
    assert fragment in str(info.value)


def test_truncated_file_refused(tmp_path: Path) -> None:
    path, _ = _saved(tmp_path)
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    _refused(path, "damaged")


@pytest.mark.parametrize("cut", [1, 7, 50])
def test_truncated_at_many_places(tmp_path: Path, cut: int) -> None:
    path, _ = _saved(tmp_path)
    path.write_bytes(path.read_bytes()[:cut])
    with pytest.raises(RecordError):
        load_session(path)


def test_edited_card_refused_with_position(tmp_path: Path) -> None:
    path, data = _saved(tmp_path)
    deals = data["deals"]
    assert isinstance(deals, list)
    actions = deals[0]["actions"]
    # Replace the first card play with a card the player cannot hold.
    for index, (seat, action) in enumerate(actions):
        if action["type"] == "play":
            session = Session(RuleSet(), ["A", "B", "C"], seed=9)
            own = session.game.deal.hands[seat]
            foreign = next(c for c in range(32) if not own >> c & 1)
            from skat_desktop.engine.cards import Card

            action["card"] = str(Card(foreign))
            break
    else:
        pytest.fail("the saved list has no card play in its first deal: save a longer one")
    path.write_text(json.dumps(data))
    _refused(path, f"deal 1, action {index + 1}")


def test_unknown_action_and_seat_refused(tmp_path: Path) -> None:
    path, data = _saved(tmp_path)
    data["deals"][0]["actions"][0] = [0, {"type": "teleport"}]  # type: ignore[index]
    path.write_text(json.dumps(data))
    _refused(path, "action 1")
    data["deals"][0]["actions"][0] = ["x", {"type": "pass"}]  # type: ignore[index]
    path.write_text(json.dumps(data))
    _refused(path, "action 1")


def test_foreign_newer_and_binary_files_refused(tmp_path: Path) -> None:
    path, data = _saved(tmp_path)
    path.write_text(json.dumps({"hello": "world"}))
    _refused(path, "not a Skat Desktop save file")
    data["version"] = 99
    path.write_text(json.dumps(data))
    _refused(path, "newer")
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    with pytest.raises(RecordError):
        load_session(path)
    _refused(tmp_path / "missing.json", "cannot read")


def test_bad_rules_and_seed_refused(tmp_path: Path) -> None:
    path, data = _saved(tmp_path)
    bad = dict(data)
    bad["rules"] = {**data["rules"], "jungfrau": "sometimes"}  # type: ignore[dict-item]
    path.write_text(json.dumps(bad))
    _refused(path, "rules")
    bad = json.loads(json.dumps(data))
    bad["deals"][0]["seed"] += 1
    path.write_text(json.dumps(bad))
    _refused(path, "seed")


def test_failed_load_leaves_caller_state_alone(tmp_path: Path) -> None:
    session = Session(RuleSet(), ["A", "B", "C"], seed=2)
    _play(session, 20)
    before = _state(session)
    path, _ = _saved(tmp_path)
    path.write_text("{")
    with pytest.raises(RecordError):
        load_session(path)
    assert _state(session) == before


def test_dict_is_json_ready() -> None:
    session = Session(PRESETS["pub"], ["A", "B", "C"], seed=4)
    _play(session, 80, seed=random.Random(0).randrange(100))
    assert json.loads(json.dumps(session_to_dict(session)))["format"] == "skat-desktop-session"
