"""The help pages' content against the engine: numbers, keys, and Japanese typography.

The pages are hand-written HTML, so nothing keeps them in step with the rules
but tests: these read the numbers a player relies on (the Spitzer score table,
the base values) from the engine and look for them on every page, hold
the Japanese pages to the typography of the program's own Japanese, and
compare the shortcut page's keys with the window's actions and panels.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from skat_desktop.engine.spitzer.scoring import SCORE_TABLE
from skat_desktop.ui.help_dialog import HELP_LANGUAGES, PAGES, help_dir
from skat_desktop.ui.main_window import MainWindow

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


# ---------------------------------------------------------------- the shortcut page
# Key names as the pages write them, in Qt's portable names.
_KEY_NAMES = {
    "←": "Left",
    "→": "Right",
    "Eingabe": "Enter",
    "Leertaste": "Space",
    "スペース": "Space",
    "Pos1": "Home",
    "Ende": "End",
    "Return": "Enter",  # the result panel takes both; the pages call them Enter
}
# Keys the table and the review read from key presses, not from shortcuts.
_PRESSED_KEYS = {"Left", "Right", "Enter", "Space", "Home", "End"}


def _portable(key: str) -> str:
    key = key.replace("Strg+", "Ctrl+")
    return _KEY_NAMES.get(key, key)


def _shortcut_rows(language: str) -> list[tuple[bool, set[str]]]:
    """Each table row of the shortcut page: (a menu command's row?, its keys)."""
    rows = re.findall(r'<tr( class="menu")?><td>([^<]*)</td>', _page(language, "shortcuts"))
    return [
        (bool(menu), {_portable(k) for k in re.split(r"[,、\s]+", keys) if k})
        for menu, keys in rows
    ]


def _window_keys(window: MainWindow) -> set[str]:
    """The primary shortcut of each of the window's actions (as the menus show it).

    Quit and Settings take the platform's standard keys, which differ between
    systems (none on Windows, nor under the offscreen platform the tests use);
    the page names them in a note of their own (see the next test).
    """
    platform = (window.menus.act_quit, window.menus.act_settings)
    keys = set()
    for act in window.findChildren(QAction):
        key = act.shortcut()
        if not key.isEmpty() and not any(act is p for p in platform):
            keys.add(key.toString(QKeySequence.SequenceFormat.PortableText))
    return keys


def test_shortcut_page_lists_exactly_the_windows_action_keys(window: MainWindow) -> None:
    """The menu commands' keys on the page are the window's, no more and no fewer.

    The page once said Ctrl+Q quits, which is true only where the platform
    gives Quit that key (never on Windows).
    """
    expected = _window_keys(window)
    assert {"Ctrl+Z", "F1", "H", "L", "R", "Ctrl+S", "Ctrl+O", "Ctrl+N"} <= expected
    for language in HELP_LANGUAGES:
        listed: set[str] = set()
        for menu, keys in _shortcut_rows(language):
            if menu:
                listed |= keys
            else:  # a menu command's key is never in an unmarked row
                assert not keys & expected, (language, keys)
        assert listed == expected, language


def test_shortcut_page_lists_exactly_the_panels_keys(window: MainWindow) -> None:
    """The other rows: the panels' shortcuts and the keys the table and review read."""
    panels = {
        _portable(s.key().toString(QKeySequence.SequenceFormat.PortableText))
        for s in window.findChildren(QShortcut)
    }
    assert {"B", "Y", "P", "N", "D", "Enter"} <= panels
    for language in HELP_LANGUAGES:
        listed = set().union(*(keys for menu, keys in _shortcut_rows(language) if not menu))
        assert listed == panels | _PRESSED_KEYS, language


@pytest.mark.parametrize(
    ("language", "quit_key"), [("en", "Ctrl+Q"), ("de", "Strg+Q"), ("ja", "Ctrl+Q")]
)
def test_shortcut_page_names_the_platforms_quit_and_settings_keys(
    language: str, quit_key: str
) -> None:
    text = re.sub(r"<[^>]+>", "", _page(language, "shortcuts"))
    for key in (quit_key, "⌘Q", "⌘,", "Alt+F4"):
        assert key in text, key


def _menu_label(language: str, source: str) -> str:
    """A menu's or button's text without its mnemonic ("&Save as…", "保存(&S)…")."""
    return re.sub(r"\(&\w\)|&", "", _ui_label(language, source))


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_shortcut_page_explains_the_undo_question_as_the_program_asks_it(
    language: str,
) -> None:
    """The first undo of a list asks whether it may become practice (issue 52)."""
    text = re.sub(r"\s*\n\s*", " ", _page(language, "shortcuts"))
    for source in ("Don't ask again", "Take back", "&Undo"):
        assert f"<b>{_menu_label(language, source)}</b>" in text, source
    for source in ("Include practice lists", "Include practice games"):
        assert f"<b>{_menu_label(language, source)}</b>" in text, source
    assert f"<b>{_menu_label(language, 'S&ettings…')}</b>" in text
    # The Settings box that asks again (its wording agreed with the settings dialog).
    checkbox = {
        "en": "Ask before undo makes a list practice",
        "de": "Vor dem Zurücknehmen fragen, wenn die Liste dadurch zur Übung wird",
        "ja": "取り消しで得点表が練習扱いになる前に確認する",
    }[language]
    assert f"<b>{checkbox}</b>" in text


@pytest.mark.parametrize(
    ("language", "documents"),
    [("en", "documents folder"), ("de", "Dokumente-Ordner"), ("ja", "ドキュメントフォルダー")],
)
def test_shortcut_page_says_where_save_as_starts_and_what_the_title_shows(
    language: str, documents: str
) -> None:
    text = re.sub(r"\s*\n\s*", " ", _page(language, "shortcuts"))
    assert f"<b>{_menu_label(language, '&Save as…')}</b>" in text
    assert documents in text
    assert ".skat.json — Skat Desktop</i>" in text  # the title, as update_title makes it
