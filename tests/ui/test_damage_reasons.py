"""Each reason the save-file reader gives is put in the player's words.

:func:`damage_reason` knows the engine's sentences by their wording; these
tests make the reader produce each one for real, so a change of wording in
the engine shows up here instead of as English in a Japanese message box.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from support.save_helpers import played

from skat_desktop.engine.api import RecordError
from skat_desktop.engine.records.savefile import MAX_FILE_BYTES, load_session, save_session
from skat_desktop.ui.file_errors import damage_detail, damage_reason


def _cut_short(path: Path) -> None:
    save_session(played(20), path)
    path.write_text(path.read_text(encoding="utf-8")[:200], encoding="utf-8")


def _nested(path: Path) -> None:
    path.write_text("[" * 100_000, encoding="utf-8")


def _digits(path: Path) -> None:
    path.write_text('{"format": "skat-desktop-session", "version": ' + "9" * 50 + "}")


def _newer(path: Path) -> None:
    save_session(played(20), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")


def _binary(path: Path) -> None:
    path.write_bytes(b"\xff\xfe\x00garbage")


def _too_big(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk is used


def _folder(path: Path) -> None:
    path.mkdir()


def _surrogate(path: Path) -> None:
    save_session(played(20), path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"A"', '"\\ud800"', 1), encoding="utf-8")


def _foreign(path: Path) -> None:
    path.write_text('{"format": "something-else"}', encoding="utf-8")


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (_cut_short, "cut short or garbled at line"),
        (_nested, "garbled (nested too deeply)"),
        (_digits, "a number with 50 digits"),
        (_newer, "a newer Skat Desktop saved it"),
        (_binary, "not text"),
        (_too_big, "larger than 16 MB"),
        (_folder, "not an ordinary file"),
        (_foreign, "not a list saved by Skat Desktop"),
        (_surrogate, "could not be saved again"),
    ],
    ids=["cut", "nested", "digits", "newer", "binary", "big", "folder", "foreign", "surrogate"],
)
def test_the_readers_reason_is_put_in_plain_words(
    tmp_path: Path, make: Callable[[Path], None], expected: str
) -> None:
    path = tmp_path / "list.skat.json"
    make(path)
    with pytest.raises(RecordError) as caught:
        load_session(path)
    reason = damage_reason(path, str(caught.value))
    assert expected in reason
    assert str(tmp_path) not in reason and "damaged (" not in reason


def test_an_unknown_reason_keeps_the_english_after_a_lead(tmp_path: Path) -> None:
    path = tmp_path / "list.skat.json"
    reason = damage_reason(path, f"{path}: deal 3 does not belong to this session")
    assert reason == "the file is damaged (list.skat.json: deal 3 does not belong to this session)"


def test_the_detail_names_files_and_the_folder_once(tmp_path: Path) -> None:
    a, b = tmp_path / "autosave.skat.json", tmp_path / "autosave.skat.json.bak"
    moved = [(a, a.with_name(a.name + ".damaged-1")), (b, b.with_name(b.name + ".damaged-1"))]
    detail = damage_detail([(a, f"cannot read {a}: Permission denied"), (b, "x")], moved)
    assert detail.count(str(tmp_path)) == 1
    assert "autosave.skat.json: the file could not be read (Permission denied)" in detail
    assert "autosave.skat.json.bak.damaged-1" in detail
