"""The help pages' content against the engine: numbers, keys, and Japanese typography.

The pages are hand-written HTML, so nothing keeps them in step with the rules
but tests: these read the numbers a player relies on (the Spitzer score table,
the base values) from the engine and look for them on every page, and hold
the Japanese pages to the typography of the program's own Japanese.
"""

from __future__ import annotations

import re

import pytest

from skat_desktop.engine.spitzer.scoring import SCORE_TABLE
from skat_desktop.ui.help_dialog import HELP_LANGUAGES, PAGES, help_dir

JAPANESE = r"[\u3040-\u30ff\u4e00-\u9fff]"


def _page(language: str, page: str) -> str:
    return (help_dir() / language / f"{page}.html").read_text(encoding="utf-8")


def _cell(value: int | None) -> str:
    if value is None:
        return "—"
    return f"+{value}" if value > 0 else f"−{-value}"


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_spitzer_score_table_matches_the_engine(language: str) -> None:
    rows = re.findall(r"<tr><td>[^<]+</td>((?:<td>[^<]*</td>){6})</tr>", _page(language, "spitzer"))
    cells = [tuple(re.findall(r"<td>([^<]*)</td>", row)) for row in rows]
    expected = [tuple(_cell(v) for v in values) for values in SCORE_TABLE.values()]
    assert cells == expected


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_rules_page_has_the_base_values(language: str) -> None:
    text = _page(language, "rules")
    assert "<td>9</td><td>10</td><td>11</td><td>12</td><td>24</td>" in text


@pytest.mark.parametrize(
    ("language", "keys"),
    [
        ("en", ("Ctrl+Z", "F1", "Home", "End", "Esc")),
        ("de", ("Strg+Z", "F1", "Pos1", "Ende", "Esc")),
        ("ja", ("Ctrl+Z", "F1", "Home", "End", "Esc")),
    ],
)
def test_shortcut_page_lists_undo_help_and_review_keys(language: str, keys: tuple[str]) -> None:
    text = _page(language, "shortcuts")
    for key in keys:
        assert key in text, key


@pytest.mark.parametrize("page", PAGES)
def test_japanese_pages_follow_the_programs_typography(page: str) -> None:
    """No space between Japanese and a number; full-width brackets and colons."""
    text = re.sub(r"<[^>]+>", "", _page("ja", page))
    assert not re.search(rf"{JAPANESE} [0-9]|[0-9] {JAPANESE}", text)
    assert not re.search(rf"{JAPANESE}\s*[():]|[()]\s*{JAPANESE}", text)


def _ui_label(language: str, source: str) -> str:
    """The program's own wording of ``source`` in ``language`` (from its .ts file)."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "translations" / f"skat_desktop_{language}.ts"
    for message in ET.parse(ts).iter("message"):
        if message.findtext("source") == source:
            return message.findtext("translation") or source
    raise AssertionError(f"{source!r} is not a text of the program")


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_spitzer_page_names_the_replay_buttons_as_the_program_does(language: str) -> None:
    text = _page(language, "spitzer")
    for source in ("Play this deal again", "Back to the game"):
        assert f"<b>{_ui_label(language, source)}</b>" in text, source
