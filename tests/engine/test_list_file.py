"""One save envelope for every game, and the files written before it still open."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from support.toy_game import TOY

from skat_desktop.engine import games as engine_games
from skat_desktop.engine.api import RecordError, find_game
from skat_desktop.engine.game_description import OldList
from skat_desktop.engine.records.list_file import (
    encode_list,
    game_in_file,
    list_from_dict,
    read_list,
)
from skat_desktop.engine.skat.list_dict import list_to_dict as skat_body
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.spitzer.session import SpitzerSession

SKAT = find_game("skat")
SPITZER = find_game("spitzer")


def _skat() -> Session:
    session = Session(RuleSet(), ("A", "B", "C"), 7)
    for _ in range(5):
        session.apply(session.game.legal_actions()[0])
    return session


def _spitzer() -> SpitzerSession:
    session = SpitzerSession(("A", "B", "C", "D"), 9, 3)
    for _ in range(6):
        session.apply(session.game.legal_actions()[0])
    return session


def test_every_game_is_written_in_the_one_envelope(tmp_path: Path) -> None:
    for game, session in ((SKAT, _skat()), (SPITZER, _spitzer())):
        path = tmp_path / f"list{game.file_suffix}"
        path.write_bytes(encode_list(game, session, ["human", "easy"], {"note": 1}))
        data = json.loads(path.read_text(encoding="utf-8"))
        assert (data["format"], data["game"], data["version"]) == (
            "skat-desktop-session",
            game.name,
            2,
        )
        saved = read_list(path)
        assert saved.game is game and saved.levels == ("human", "easy")
        assert saved.meta == {"note": 1}
        assert saved.session.game.state() == session.game.state()
        assert game_in_file(path) is game


def test_a_skat_file_of_format_1_still_opens_with_its_levels() -> None:
    session = _skat()
    old: dict[str, Any] = {"format": "skat-desktop-session", "version": 1, **skat_body(session)}
    old["meta"] = {"levels": ["human", "strong", "easy"]}
    saved = list_from_dict(old)
    assert saved.game is SKAT and saved.levels == ("human", "strong", "easy")
    assert saved.session.game.state() == session.game.state()


def test_a_spitzer_file_of_its_own_old_format_still_opens(tmp_path: Path) -> None:
    session = _spitzer()
    body = {"game": "spitzer", "version": 1, **session.to_dict()}
    old = {"format": "skat-desktop-spitzer", "version": 1, "levels": ["human"] * 4, "session": body}
    path = tmp_path / "old.spitzer.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    assert game_in_file(path) is SPITZER
    saved = read_list(path)
    assert saved.game is SPITZER and saved.levels == ("human",) * 4
    assert saved.session.game.state() == session.game.state()


def test_an_old_format_is_found_through_its_games_description(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reader knows no game's old formats: each description lists its own."""

    def unpack(data: dict[str, Any]) -> OldList:
        if not isinstance(data.get("list"), dict):
            raise RecordError("not an old Toy list")
        return OldList(data["list"], data.get("players"))

    toy = dataclasses.replace(TOY, old_formats={"toy-before-the-envelope": unpack})
    monkeypatch.setattr(engine_games, "GAMES", (*engine_games.GAMES, toy))
    session = toy.new_list(("A", "B", "C"), 5, 0, None)
    session.apply(session.game.legal_actions()[0])
    old = {"format": "toy-before-the-envelope", "players": ["human"], "list": session.to_dict()}
    path = tmp_path / "old.toy.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    assert game_in_file(path) is toy
    saved = read_list(path)
    assert saved.game is toy and saved.levels == ("human",) and saved.meta == {}
    assert saved.session.to_dict() == session.to_dict()
    with pytest.raises(RecordError, match="not an old Toy list"):
        list_from_dict({**old, "list": []})


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"version": 3}, "newer Skat Desktop"),
        ({"version": "2"}, "no valid version"),
        ({"game": None}, "does not say which game"),
        ({"game": "tarock"}, "does not know"),
        ({"format": "something"}, "not a Skat Desktop save file"),
        ({"meta": []}, "metadata is invalid"),
    ],
)
def test_a_damaged_envelope_is_refused_with_its_reason(
    change: dict[str, Any], message: str
) -> None:
    data = json.loads(encode_list(SKAT, _skat()))
    data.update(change)
    with pytest.raises(RecordError, match=message):
        list_from_dict(data)


def test_a_file_that_is_no_list_names_no_game(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"format": "skat-desktop-statistics"}', encoding="utf-8")
    assert game_in_file(path) is None
    assert game_in_file(tmp_path) is None
