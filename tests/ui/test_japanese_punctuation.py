"""Japanese texts use full-width punctuation ("：", "（…）") as the rest of the
interface does; a sweep found "ゲーム:" (the only label with a colon),
"…残してあります:" and "スピッツァー(4人、42点先取)". Key hints such as
"(&G)", "(Enter)" or "(Ctrl+Z)" stay ASCII, as is usual in Japanese menus."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "translations" / "skat_desktop_ja.ts"
JAPANESE = "\u3040-\u30ff\u4e00-\u9fff"
ASCII_COLON = re.compile(f"[{JAPANESE}][:;]")
ASCII_PARENS_AROUND_JAPANESE = re.compile(f"\\([^()]*[{JAPANESE}][^()]*\\)")


def _translations() -> list[tuple[str, str]]:
    root = ET.parse(TS).getroot()
    return [
        (m.findtext("source", ""), m.findtext("translation", "") or "")
        for m in root.iter("message")
    ]


def test_no_ascii_colon_after_japanese() -> None:
    bad = [(s, t) for s, t in _translations() if ASCII_COLON.search(t)]
    assert not bad, bad


def test_no_ascii_parentheses_around_japanese() -> None:
    bad = [(s, t) for s, t in _translations() if ASCII_PARENS_AROUND_JAPANESE.search(t)]
    assert not bad, bad


def test_new_list_labels_have_no_colon_in_japanese() -> None:
    labels = {
        "Game:",
        "Rules:",
        "Players:",
        "Your name:",
        "Deals in the list:",
        "Settlement stake:",
    }
    shown = {s: t for s, t in _translations() if s in labels}
    assert set(shown) == labels
    assert not any(t.endswith((":", "：")) for t in shown.values()), shown
