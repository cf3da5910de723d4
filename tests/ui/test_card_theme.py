"""Built-in decks, KDE theme discovery and the cached card renderer."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import gzip
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from skat_desktop.ui.card_theme import (
    BACK_ID,
    REQUIRED_IDS,
    CardRenderer,
    DeckInfo,
    builtin_decks_dir,
    discover_decks,
    element_id,
)

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "build_scripts" / "make_decks.py"
BUILTIN = ("french2", "french4", "german")


def _builtin() -> list[DeckInfo]:
    return [d for d in discover_decks() if d.builtin]


def _image(renderer: CardRenderer, element: str, size: QSize) -> QImage:
    return renderer.pixmap(element, size, 1.0).toImage()


def _non_blank(image: QImage) -> bool:
    """True if the image has both opaque pixels and more than one colour."""
    colours = set()
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            colours.add(image.pixel(x, y))
            if len(colours) > 3:
                return True
    return False


def test_element_id_covers_all_cards_uniquely() -> None:
    ids = [element_id(card) for card in range(32)]
    assert len(set(ids)) == 32
    assert element_id(0) == "7_diamond"
    assert element_id(3 * 8 + 4) == "jack_club"
    assert element_id(1 * 8 + 7) == "1_heart"
    assert element_id(2 * 8 + 5) == "queen_spade"
    assert element_id(31) == "1_club"
    with pytest.raises(ValueError):
        element_id(32)


def test_builtin_decks_discovered_in_order() -> None:
    assert [d.id for d in _builtin()] == list(BUILTIN)
    for deck in _builtin():
        assert deck.svg.is_file()
        assert deck.name


@pytest.mark.parametrize("deck_id", BUILTIN)
def test_builtin_deck_has_every_element(qapp: QApplication, deck_id: str) -> None:
    renderer = QSvgRenderer(str(builtin_decks_dir() / deck_id / "deck.svg"))
    assert renderer.isValid()
    sizes = set()
    for element in sorted(REQUIRED_IDS | {"back_blue", "back_red"}):
        assert renderer.elementExists(element), element
        bounds = renderer.boundsOnElement(element)
        assert bounds.width() > 0 and bounds.height() > 0, element
        sizes.add((round(bounds.width(), 3), round(bounds.height(), 3)))
    assert sizes == {(240.0, 360.0)}, "all cards must share one size"


@pytest.mark.parametrize("deck_id", BUILTIN)
def test_rendered_cards_are_distinct_and_not_blank(qapp: QApplication, deck_id: str) -> None:
    renderer = CardRenderer(_builtin(), deck_id)
    assert renderer.aspect_ratio() == pytest.approx(2 / 3)
    size = QSize(60, 90)
    images = {}
    for element in sorted(REQUIRED_IDS):
        image = _image(renderer, element, size)
        assert _non_blank(image), element
        images[element] = image
    keys = sorted(images)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            assert images[a] != images[b], (a, b)


def test_pixmap_is_high_dpi_and_cached(qapp: QApplication) -> None:
    renderer = CardRenderer(_builtin(), "french2")
    pix = renderer.pixmap("1_spade", QSize(80, 120), 2.0)
    assert (pix.width(), pix.height()) == (160, 240)
    assert pix.devicePixelRatio() == 2.0
    again = renderer.pixmap("1_spade", QSize(80, 120), 2.0)
    assert again.cacheKey() == pix.cacheKey()
    assert renderer.cache_size() == 1


def test_cache_is_bounded(qapp: QApplication) -> None:
    renderer = CardRenderer(_builtin(), "french2", cache_size=5)
    for width in range(10, 30):
        renderer.pixmap(BACK_ID, QSize(width, width * 3 // 2), 1.0)
    assert renderer.cache_size() == 5


def test_set_deck_clears_cache_and_signals(qapp: QApplication) -> None:
    renderer = CardRenderer(_builtin(), "french2")
    before = _image(renderer, element_id(0), QSize(60, 90))
    seen: list[str] = []
    renderer.deck_changed.connect(seen.append)
    assert renderer.set_deck("german")
    assert seen == ["german"]
    assert renderer.cache_size() == 0
    after = _image(renderer, element_id(0), QSize(60, 90))
    assert before != after
    assert not renderer.set_deck("no-such-deck")
    assert renderer.deck().id == "german"


def test_script_reproduces_committed_files(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for deck_id in BUILTIN:
        for name in ("deck.svg", "index.desktop"):
            made = (tmp_path / deck_id / name).read_bytes()
            committed = (builtin_decks_dir() / deck_id / name).read_bytes()
            assert made == committed, f"{deck_id}/{name} is stale: re-run make_decks.py"


def _fake_theme(folder: Path, ids: set[str], svg_name: str = "cards.svg") -> None:
    folder.mkdir(parents=True)
    (folder / "index.desktop").write_text(
        f"[KDE Backdeck]\nName=Fake {folder.name}\nName[de]=Falsch\nSVG={svg_name}\n",
        encoding="utf-8",
    )
    groups = "".join(
        f'<g id="{element}"><rect x="{i * 10}" y="0" width="8" height="12" fill="#{i:06x}"/></g>'
        for i, element in enumerate(sorted(ids))
    )
    (folder / svg_name).write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="400" height="12">{groups}</svg>',
        encoding="utf-8",
    )


def test_fake_kde_theme_found_and_damaged_ones_skipped(
    qapp: QApplication, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _fake_theme(tmp_path / "good", set(REQUIRED_IDS))
    _fake_theme(tmp_path / "incomplete", set(REQUIRED_IDS) - {"queen_heart"})
    missing = tmp_path / "missing-svg"
    missing.mkdir()
    (missing / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Gone\nSVG=gone.svgz\n", encoding="utf-8"
    )
    (tmp_path / "no-index").mkdir()
    with caplog.at_level("INFO", logger="skat_desktop.ui.card_theme"):
        decks = discover_decks([tmp_path])
    found = {d.id: d for d in decks if d.folder.parent == tmp_path}
    assert list(found) == ["kde:good"]
    good = found["kde:good"]
    assert not good.builtin
    assert good.name in ("Fake good", "Falsch")
    assert "queen_heart" in caplog.text and "gone.svgz" in caplog.text
    renderer = CardRenderer(decks, good.id)
    assert renderer.deck() == good
    assert renderer.aspect_ratio() == pytest.approx(8 / 12)
    assert _image(renderer, "1_club", QSize(16, 24)).pixelColor(8, 12).alpha() == 255


def test_svgz_theme_is_discovered(tmp_path: Path) -> None:
    _fake_theme(tmp_path / "plain", set(REQUIRED_IDS))
    zipped = tmp_path / "zipped"
    zipped.mkdir()
    data = (tmp_path / "plain" / "cards.svg").read_bytes()
    (zipped / "cards.svgz").write_bytes(gzip.compress(data, mtime=0))
    (zipped / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Zipped\nSVG=cards.svgz\n", encoding="utf-8"
    )
    ids = {d.id for d in discover_decks([tmp_path])}
    assert {"kde:plain", "kde:zipped"} <= ids
