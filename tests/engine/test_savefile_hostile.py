"""Hostile save files: every one is refused with the project's RecordError.

Deep nesting, numbers with thousands of digits, rule options of the wrong
type, oversized files, devices and pipes, and — as a property — any damage
to the bytes of a real save file: loading either succeeds or raises
``RecordError``, never anything else, and the caller's session is untouched.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from support.byte_damage import byte_edits, damage
from support.save_helpers import moves, played

from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.records.savefile import (
    MAX_FILE_BYTES,
    load_session,
    load_session_with_meta,
    save_session,
)

_SESSION = played(60, seed=5)


@pytest.fixture(name="saved")
def saved_fixture(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    path = tmp_path / "list.json"
    save_session(_SESSION, path, meta={"levels": ["human", "easy", "strong"]})
    return path, json.loads(path.read_text())


def _refused(path: Path, *fragments: str) -> str:
    with pytest.raises(RecordError) as info:
        load_session(path)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message
    assert len(message) < 400
    return message


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data))
    return path


def test_deeply_nested_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    _refused(path, "nested too deeply")
    path.write_text('{"format": "skat-desktop-session", "meta": ' + "[" * 100_000)
    _refused(path)


def test_deep_metadata_is_dropped_not_written_back(
    tmp_path: Path, saved: tuple[Path, dict[str, Any]]
) -> None:
    path, data = saved
    nested: Any = "x"
    for _ in range(500):
        nested = [nested]
    data["levels"] = ["human", "easy", "easy"]
    data["meta"] = {"deep": nested, "n": 3}
    _write(path, data)
    session, meta = load_session_with_meta(path)
    assert meta == {"levels": ["human", "easy", "easy"], "n": 3}
    save_session(session, tmp_path / "again.json", meta=meta)


@pytest.mark.parametrize("digits", [21, 4_000, 5_000, 100_000])
@pytest.mark.parametrize("field", ["seed", "first_dealer", "version", "bid"])
def test_numbers_with_many_digits_are_refused(
    saved: tuple[Path, dict[str, Any]], digits: int, field: str
) -> None:
    path, _ = saved
    text = path.read_text()
    number = "9" * digits
    if field == "bid":
        head, tail = text.split('"value": ', 1)
        rest = tail[tail.index("}") :]
        text = f'{head}"value": {number}{rest}'
    else:
        head, tail = text.split(f'"{field}": ', 1)
        rest = tail[tail.index(",") :]
        text = f'{head}"{field}": {number}{rest}'
    path.write_text(text)
    _refused(path, f"{digits} digits")


@pytest.mark.parametrize(
    ("option", "value", "fragment"),
    [
        ("matador_cap", True, "matador_cap must be a whole number or null"),
        ("list_length", 36.0, "list_length must be a whole number or null"),
        ("players", "3", "players must be a whole number"),
        ("kontra", 1, "kontra must be true or false"),
        ("scoring", 3, "scoring must be one of"),
        ("bock_triggers", [[1]], "bock_triggers must be a list"),
        ("bock_triggers", "passed_in", "bock_triggers must be a list"),
        ("grand_ouvert_base", 25, "grand_ouvert_base must be 24 or 36"),
        ("jungfrau", "sometimes", "jungfrau"),
        ("colour", "red", "unknown rule options: colour"),
    ],
)
def test_rule_options_of_the_wrong_type_are_refused(
    saved: tuple[Path, dict[str, Any]], option: str, value: object, fragment: str
) -> None:
    path, data = saved
    data["rules"][option] = value
    _refused(_write(path, data), "rules", fragment)


@pytest.mark.parametrize(
    ("edit", "fragment"),
    [
        (lambda d: d.update(first_dealer=7), "first_dealer"),
        (lambda d: d.update(first_dealer=-1), "first_dealer"),
        (lambda d: d["deals"][0]["actions"].__setitem__(0, [5, {"type": "pass"}]), "seat"),
        (lambda d: d["deals"][0]["actions"].__setitem__(0, [True, {"type": "pass"}]), "seat"),
        (lambda d: d["deals"][0]["actions"].__setitem__(0, "ab"), "pair"),
        (lambda d: d["deals"][0]["actions"].__setitem__(0, [0, {"type": "bid"}]), "bid"),
        (lambda d: d["deals"][0].update(actions={"a": 1}), "action list"),
        (lambda d: d.update(deals=[None]), "damaged"),
        (lambda d: d.update(names=["A", "B", 3]), "names"),
        (lambda d: d.update(meta=[1]), "metadata"),
    ],
)
def test_wrong_shapes_are_refused(
    saved: tuple[Path, dict[str, Any]], edit: Any, fragment: str
) -> None:
    path, data = saved
    edit(data)
    _refused(_write(path, data), fragment)


def test_declaration_flags_must_be_booleans(saved: tuple[Path, dict[str, Any]]) -> None:
    path, data = saved
    for deal in data["deals"]:
        for item in deal["actions"]:
            if item[1]["type"] == "declare":
                item[1]["schneider"] = "no"
                _refused(_write(path, data), "schneider must be true or false")
                return
    pytest.fail("the saved list holds no declaration: save a longer one")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_numbers_are_refused(saved: tuple[Path, dict[str, Any]], constant: str) -> None:
    path, _ = saved
    text = path.read_text().replace('"meta": {', f'"meta": {{"x": {constant}, ', 1)
    path.write_text(text)
    _refused(path, "damaged")


def test_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    _refused(path, "larger than")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_devices_and_folders_are_refused(tmp_path: Path) -> None:
    _refused(Path("/dev/zero"), "not a regular file")
    _refused(tmp_path, "not a regular file")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        _refused(fifo, "not a regular file")  # and does not block opening it


def test_not_utf8_and_empty_files_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b'{"format": "\xff\xfe"}')
    _refused(path, "not text")
    path.write_bytes(b"")
    _refused(path, "damaged")


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=byte_edits())
def test_any_byte_damage_gives_the_projects_error(
    saved: tuple[Path, dict[str, Any]], edits: list[tuple[str, int, bytes]]
) -> None:
    path, _ = saved
    original = path.read_bytes()
    damaged = path.with_name("damaged.json")
    damaged.write_bytes(damage(original, edits))
    before = moves(_SESSION)
    try:
        load_session(damaged)  # some damage leaves a valid list (a changed space)
    except RecordError as exc:
        assert str(exc)
    assert moves(_SESSION) == before
