"""build_scripts/research/field_match.py: a variant of a level against another level,
seeded as ``skat-desktop match`` seeds its players."""

from __future__ import annotations

import argparse
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.ai.easy import EasyPlayer
from skat_desktop.ai.search_config import NORMAL
from skat_desktop.ai.search_player import SearchPlayer


@pytest.fixture(scope="module", name="field")
def field_fixture() -> ModuleType:
    return load_build_script("field_match")


def test_side_a_gets_the_variant_and_side_b_its_own_level(field: ModuleType) -> None:
    variant = field.variant_of(NORMAL, "bid_margin=-16")
    field._start_worker(variant, 1)
    a = field.make_seat("normal" + field.VARIANT_MARK, 7)
    b = field.make_seat("normal", 7)
    assert isinstance(a, SearchPlayer) and a.cfg.bid_margin == -16.0
    assert isinstance(b, SearchPlayer) and b.cfg == NORMAL
    assert isinstance(field.make_seat("easy", 7), EasyPlayer)


def _args(field: ModuleType, variant: str) -> dict[str, object]:
    namespace = argparse.Namespace(
        level="normal", against="easy", seed=1, rules="official", variant=variant
    )
    head: dict[str, object] = field.match_header(namespace)
    return head


def test_the_header_names_side_a_with_its_variant(field: ModuleType) -> None:
    assert _args(field, "bid_margin=-16")["a"] == "normal[bid_margin=-16]"
    assert _args(field, "")["a"] == "normal"


def test_a_file_of_another_variant_is_not_resumed(field: ModuleType, tmp_path: Path) -> None:
    path = tmp_path / "deals.jsonl"
    field.open_log(path, _args(field, "bid_margin=-16"))
    field.open_log(path, _args(field, "bid_margin=-16"))
    with pytest.raises(SystemExit, match=r"holds another match \(normal\[bid_margin=-16\]"):
        field.open_log(path, _args(field, "bid_margin=-24"))


def test_a_file_that_is_not_a_deal_file_is_refused_with_a_message(
    field: ModuleType, tmp_path: Path
) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not json\n")
    with pytest.raises(SystemExit, match="is not a match record"):
        field.open_log(path, _args(field, ""))


def test_a_folder_given_as_the_deal_file_is_refused_with_a_message(
    field: ModuleType, tmp_path: Path
) -> None:
    with pytest.raises(SystemExit, match="not a regular file"):
        field.open_log(tmp_path, _args(field, ""))
