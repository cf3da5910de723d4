"""Help pages in every language, the shortcut list against the code, and About."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.ui import help_dialog
from skat_desktop.ui.about_dialog import LICENCE, AboutDialog
from skat_desktop.ui.help_dialog import HELP_LANGUAGES, PAGES, HelpDialog, help_dir
from skat_desktop.ui.i18n import LanguageManager

UI = Path(help_dialog.__file__).resolve().parent


@pytest.mark.parametrize("language", HELP_LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_exists_in_every_language(language: str, page: str) -> None:
    path = help_dir() / language / f"{page}.html"
    text = path.read_text(encoding="utf-8")
    assert re.search(r"<h1>[^<]+</h1>", text), path
    # Balanced block tags: a page that Qt would lay out half-broken is caught.
    for tag in ("p", "table", "tr", "ul", "ol", "li", "h2"):
        assert text.count(f"<{tag}>") + text.count(f"<{tag} ") == text.count(f"</{tag}>"), (
            path,
            tag,
        )


@pytest.mark.parametrize("page", PAGES)
def test_japanese_pages_have_no_line_break_inside_a_sentence(page: str) -> None:
    """A newline between two Japanese characters shows as a stray space."""
    text = (help_dir() / "ja" / f"{page}.html").read_text(encoding="utf-8")
    assert not re.search(r"[^\x00-\x7f]\n[^\x00-\x7f<]", text)


@pytest.mark.parametrize(
    ("code", "word"), [("en", "declarer"), ("ja", "ソロイスト"), ("de", "Alleinspieler")]
)
def test_help_follows_the_language(qtbot, languages: LanguageManager, code: str, word: str) -> None:
    languages.set_language(code)
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.language() == code
    assert word in dialog.browser.toPlainText()
    titles = [dialog.contents.item(i).text() for i in range(dialog.contents.count())]
    assert all(titles) and len(titles) == len(PAGES)
    for page in PAGES:
        dialog.show_page(page)
        assert dialog.browser.toPlainText().strip()
        assert dialog.contents.currentRow() == PAGES.index(page)


def test_switching_language_reloads_the_open_page(qtbot, languages: LanguageManager) -> None:
    dialog = HelpDialog("spitzer")
    qtbot.addWidget(dialog)
    assert "Big Queen" in dialog.browser.toPlainText()
    languages.set_language("ja")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.page() == "spitzer"
    assert "ビッグクイーン" in dialog.browser.toPlainText()
    assert dialog.contents.item(0).text() == "スカートのルール"


def test_clicking_the_contents_shows_the_page(qtbot) -> None:
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.contents.setCurrentRow(PAGES.index("shortcuts"))
    assert dialog.page() == "shortcuts"
    with pytest.raises(ValueError, match="unknown help page"):
        dialog.show_page("nonsense")
    assert dialog.page() == "shortcuts"


def test_missing_page_says_so_instead_of_failing(
    qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(help_dialog, "help_dir", lambda: tmp_path)
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    assert "missing" in dialog.browser.toPlainText()


def _letter_keys_in_code() -> set[str]:
    """Single-letter keys the UI binds (``Qt.Key.Key_H`` and the like)."""
    keys: set[str] = set()
    for path in UI.glob("*.py"):
        keys |= set(re.findall(r"Qt\.Key\.Key_([A-Z])\b", path.read_text(encoding="utf-8")))
    return keys


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_shortcut_page_lists_every_key_the_ui_binds(language: str) -> None:
    text = (help_dir() / language / "shortcuts.html").read_text(encoding="utf-8")
    listed = set(re.findall(r"<td>([A-Z])</td>", text))
    keys = _letter_keys_in_code()
    assert {"B", "P", "H", "L"} <= keys  # the search itself works
    assert keys <= listed, keys - listed
    for arrow in ("←", "→"):
        assert arrow in text


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_rules_page_names_every_preset_and_the_bid_values(language: str) -> None:
    text = (help_dir() / language / "rules.html").read_text(encoding="utf-8")
    assert "18 20 22 23 24 27 30" in text and "216 240 264" in text
    assert text.count("<tr><td><b>") >= len(PRESETS)  # one table row per preset
    for value in ("23", "35", "46", "59"):  # the Null values
        assert f"<td>{value}</td>" in text


@pytest.mark.parametrize("code", ["en", "ja", "de"])
def test_about_shows_version_licence_and_credits(
    qtbot, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.text.text()
    assert metadata.version("skat-desktop") in text
    assert LICENCE in text
    assert "PySide6" in text and "Qt" in text
    assert dialog.windowTitle()
    if code == "ja":
        assert "Credits" not in text and "クレジット" in text
