"""Card decks: finding them, naming their elements and rendering them to pixmaps.

A deck is a folder in the KDE card-theme format: an ``index.desktop`` whose
``[KDE Backdeck]`` group names the deck and points (``SVG=``) at one SVG or
SVGZ file holding every card as an element with a well-known id (``1_club``,
``queen_heart``, ``back`` …).  Using that format for our own built-in decks
(drawn by ``build_scripts/make_decks.py``) means the very same code also
offers the decks a KDE user already has installed, at no extra cost.

Discovery reads the SVG as text and only checks that the ids are present;
parsing with QtSvg happens lazily when a deck is first drawn, because KDE
themes can be megabytes large and most of them will never be used.

Rendering is cached: the table redraws cards on every resize and repaint, and
rasterising SVG is far too slow to repeat each time.  Pixmaps are rendered at
the device pixel ratio of the screen so cards stay sharp on high-DPI displays.
"""

from __future__ import annotations

import gzip
import logging
import os
import re
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from skat_desktop.resources_path import resources_dir

log = logging.getLogger(__name__)

SUIT_IDS: tuple[str, ...] = ("diamond", "heart", "spade", "club")
"""KDE suit names by the engine's suit index (D=0, H=1, S=2, C=3)."""

RANK_IDS: tuple[str, ...] = ("7", "8", "9", "10", "jack", "queen", "king", "1")
"""KDE rank names by the engine's rank index (7 8 9 T J Q K A = 0..7).

German decks reuse the same ids: Unter is ``jack`` and Ober is ``queen``.
"""

BACK_ID = "back"

BUILTIN_ORDER: tuple[str, ...] = ("french2", "french4", "german")
"""Built-in decks in menu order; unknown built-in folders sort after these."""

_DEFAULT_ASPECT = 2.0 / 3.0
_ID_RE = re.compile(rb"""\bid\s*=\s*["']([^"']+)["']""")


def element_id(card: int) -> str:
    """The KDE element id of an engine card (``suit * 8 + rank``)."""
    if not 0 <= card < 32:
        raise ValueError(f"card index out of range: {card}")
    suit, rank = divmod(card, 8)
    return f"{RANK_IDS[rank]}_{SUIT_IDS[suit]}"


REQUIRED_IDS: frozenset[str] = frozenset([element_id(card) for card in range(32)] + [BACK_ID])
"""What a theme must contain to be usable for Skat (32 cards and a back)."""


@dataclass(frozen=True)
class DeckInfo:
    """One usable deck: where it is and what to call it."""

    id: str
    name: str
    """The theme's own ``Name=`` (or its folder's name): the untranslated name."""
    folder: Path
    svg: Path
    builtin: bool
    german: bool = False
    """German-suited (Eichel, Grün, Rot, Schellen; Unter and Ober): texts then
    name the cards that way (:mod:`card_names`)."""
    names: tuple[tuple[str, str], ...] = ()
    """The ``Name[xx]`` translations of ``index.desktop``, as (locale, name) pairs."""

    def display_name(self, locale: str | None = None) -> str:
        """The name in ``locale``, by default the language picked in the app.

        Looked up at each call rather than once at discovery, so menus and
        dialogs that set their texts again on a language switch name the
        deck in the new language (the language manager makes it the default
        ``QLocale``; the system's locale plays no part).
        """
        entries = {f"Name[{key}]": value for key, value in self.names}
        entries["Name"] = self.name
        return localized_name(entries, self.name, locale)


# ---------------------------------------------------------------------------
# Discovery
# ---------------------------------------------------------------------------


def builtin_decks_dir() -> Path:
    return resources_dir() / "decks"


def system_deck_dirs() -> list[Path]:
    """Folders where KDE card themes are installed, most personal first.

    Order matters: when two folders hold a theme of the same name, the one
    found first wins, so a user's own copy shadows the system's.
    """
    home_data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = [
        Path(home_data) / "carddecks",
        Path.home() / ".local" / "share" / "carddecks",
    ]
    xdg = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    dirs += [Path(p) / "carddecks" for p in xdg.split(os.pathsep) if p]
    dirs += [Path("/usr/local/share/carddecks"), Path("/usr/share/carddecks")]
    unique: list[Path] = []
    for d in dirs:
        if d not in unique:
            unique.append(d)
    return unique


def read_desktop_file(path: Path) -> dict[str, dict[str, str]]:
    """Parse a freedesktop ``.desktop`` file into ``{group: {key: value}}``.

    Written by hand rather than with :mod:`configparser`, which rejects the
    duplicate keys and odd lines found in real-world theme files; here such
    lines are simply ignored (the first value of a key wins).
    """
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    text = path.read_text(encoding="utf-8", errors="replace")
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1], {})
            continue
        if current is None or "=" not in line:
            continue
        key, value = line.split("=", 1)
        current.setdefault(key.strip(), value.strip())
    return groups


def localized_name(entries: dict[str, str], fallback: str, locale: str | None = None) -> str:
    """``Name[de_DE]``, then ``Name[de]``, then ``Name``, then ``fallback``."""
    loc = locale if locale is not None else QLocale().name()
    lang = loc.split("_")[0]
    for key in (f"Name[{loc}]", f"Name[{lang}]", "Name"):
        if entries.get(key):
            return entries[key]
    return fallback


def _svg_ids(svg: Path) -> set[str]:
    data = svg.read_bytes()
    if svg.suffix.lower() == ".svgz" or data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return {m.decode("utf-8", "replace") for m in _ID_RE.findall(data)}


def load_theme(folder: Path, deck_id: str, builtin: bool) -> DeckInfo | None:
    """Check one theme folder; ``None`` (with the reason logged) if unusable."""
    index = folder / "index.desktop"
    try:
        groups = read_desktop_file(index)
    except OSError as exc:
        log.info("skipping card theme %s: cannot read index.desktop (%s)", folder, exc)
        return None
    entries = groups.get("KDE Backdeck")
    if entries is None:
        log.info("skipping card theme %s: no [KDE Backdeck] group", folder)
        return None
    svg_name = entries.get("SVG", "")
    if not svg_name or Path(svg_name).suffix.lower() not in (".svg", ".svgz"):
        log.info("skipping card theme %s: no SVG= entry naming an svg/svgz file", folder)
        return None
    svg = folder / svg_name
    try:
        ids = _svg_ids(svg)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        log.info("skipping card theme %s: cannot read %s (%s)", folder, svg_name, exc)
        return None
    missing = REQUIRED_IDS - ids
    if missing:
        log.info(
            "skipping card theme %s: %d card ids missing (e.g. %s)",
            folder,
            len(missing),
            ", ".join(sorted(missing)[:3]),
        )
        return None
    return DeckInfo(
        id=deck_id,
        name=entries.get("Name") or folder.name,
        folder=folder,
        svg=svg,
        builtin=builtin,
        german=is_german_suited(deck_id, builtin, entries),
        names=translated_names(entries),
    )


def translated_names(entries: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """The non-empty ``Name[locale]`` entries of a theme, as (locale, name) pairs."""
    pairs = []
    for key, value in entries.items():
        if key.startswith("Name[") and key.endswith("]") and value:
            pairs.append((key[5:-1], value))
    return tuple(pairs)


GERMAN_SUITS_KEY = "X-Skat-Suits"
"""``X-Skat-Suits=german`` in a theme's ``[KDE Backdeck]`` marks German suits."""


def is_german_suited(deck_id: str, builtin: bool, entries: dict[str, str]) -> bool:
    """Whether a deck shows German suits, so texts should name them that way.

    KDE's theme format has no key for the suit system, and guessing from a
    theme's name or pictures would mislabel French decks; so only our own
    ``german`` deck counts, plus any theme that says so explicitly with
    ``X-Skat-Suits=german`` (a key a user can add to an installed theme).
    """
    if builtin and deck_id == "german":
        return True
    return entries.get(GERMAN_SUITS_KEY, "").strip().lower() == "german"


def _theme_folders(root: Path) -> list[Path]:
    """``root`` itself if it is a theme, else its theme sub-folders, sorted."""
    if (root / "index.desktop").is_file():
        return [root]
    try:
        children = sorted(p for p in root.iterdir() if p.is_dir())
    except OSError:
        return []
    return [p for p in children if (p / "index.desktop").is_file()]


def discover_decks(extra_dirs: Iterable[Path] | None = None) -> list[DeckInfo]:
    """All usable decks: built-in ones first, then installed KDE themes.

    ``extra_dirs`` are searched like the system folders (each may be a folder
    of themes or a single theme).  Damaged themes are skipped, never raised,
    so one broken download cannot stop the program from starting.
    """
    decks: list[DeckInfo] = []
    seen: set[str] = set()
    builtin_root = builtin_decks_dir()
    builtin = [
        deck
        for folder in _theme_folders(builtin_root)
        if (deck := load_theme(folder, folder.name, builtin=True)) is not None
    ]
    order = {name: i for i, name in enumerate(BUILTIN_ORDER)}
    builtin.sort(key=lambda d: (order.get(d.id, len(order)), d.id))
    for deck in builtin:
        seen.add(deck.id)
        decks.append(deck)
    installed: list[DeckInfo] = []
    roots = [*(extra_dirs or []), *system_deck_dirs()]
    for root in roots:
        if root.resolve() == builtin_root.resolve():
            continue
        for folder in _theme_folders(root):
            deck_id = f"kde:{folder.name}"
            if deck_id in seen:
                continue
            deck = load_theme(folder, deck_id, builtin=False)
            if deck is not None:
                seen.add(deck_id)
                installed.append(deck)
    installed.sort(key=lambda d: (d.display_name().casefold(), d.id))
    return decks + installed


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


class CardRenderer(QObject):
    """Renders deck elements to cached, DPI-aware pixmaps.

    One :class:`QSvgRenderer` is kept per deck that has been shown, so
    switching back and forth between decks does not re-parse the SVG.  The
    pixmap cache only holds the current deck (it is cleared on a switch) and
    is an LRU of ``cache_size`` entries: enough for a full table at a couple
    of sizes, small enough that resizing the window does not grow it without
    bound.
    """

    deck_changed = Signal(str)

    def __init__(
        self,
        decks: Sequence[DeckInfo] | None = None,
        deck_id: str | None = None,
        cache_size: int = 300,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._decks: dict[str, DeckInfo] = {
            d.id: d for d in (decks if decks is not None else discover_decks())
        }
        if not self._decks:
            raise ValueError("no usable card deck found")
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self._cache_size = max(1, cache_size)
        first = next(iter(self._decks))
        self._deck_id = deck_id if deck_id in self._decks else first
        self._back_deck_id: str | None = None
        if self._renderer() is None:
            # The requested deck is unusable after all; fall back to any deck.
            for other in self._decks:
                self._deck_id = other
                if self._renderer() is not None:
                    break
            else:
                raise ValueError("no card deck could be loaded")

    # -- decks -------------------------------------------------------------

    def decks(self) -> list[DeckInfo]:
        return list(self._decks.values())

    def deck(self) -> DeckInfo:
        return self._decks[self._deck_id]

    def deck_id(self) -> str:
        return self._deck_id

    def set_deck(self, deck_id: str) -> bool:
        """Switch decks; returns False (and keeps the old deck) if it fails to load."""
        if deck_id not in self._decks:
            log.warning("unknown card deck %r", deck_id)
            return False
        if deck_id == self._deck_id:
            return True
        previous = self._deck_id
        self._deck_id = deck_id
        if self._renderer() is None:
            self._deck_id = previous
            return False
        self._cache.clear()
        self.deck_changed.emit(deck_id)
        return True

    def back_deck_id(self) -> str | None:
        """The deck whose back is drawn, or None for the current deck's own."""
        return self._back_deck_id

    def set_back_deck(self, deck_id: str | None) -> bool:
        """Draw backs from ``deck_id`` (None or "": the current deck's own back).

        Returns False, keeping the old choice, for an unknown or unloadable deck.
        """
        wanted = deck_id or None
        if wanted is not None and (wanted not in self._decks or self._renderer(wanted) is None):
            log.warning("unknown card back %r", deck_id)
            return False
        if wanted != self._back_deck_id:
            self._back_deck_id = wanted
            self._cache.clear()
            self.deck_changed.emit(self._deck_id)
        return True

    def _renderer(self, deck_id: str | None = None) -> QSvgRenderer | None:
        deck_id = deck_id or self._deck_id
        renderer = self._renderers.get(deck_id)
        if renderer is None:
            info = self._decks[deck_id]
            renderer = QSvgRenderer(str(info.svg), self)
            if not renderer.isValid():
                log.warning("card deck %s could not be parsed: %s", info.id, info.svg)
                return None
            self._renderers[deck_id] = renderer
        return renderer

    # -- geometry ----------------------------------------------------------

    def has_element(self, element: str) -> bool:
        renderer = self._renderer()
        return renderer is not None and renderer.elementExists(element)

    def element_bounds(self, element: str) -> QRectF:
        renderer = self._renderer()
        return renderer.boundsOnElement(element) if renderer is not None else QRectF()

    def aspect_ratio(self) -> float:
        """Width / height of this deck's cards (about 2/3 for most decks)."""
        bounds = self.element_bounds(element_id(31))
        if bounds.width() <= 0 or bounds.height() <= 0:
            return _DEFAULT_ASPECT
        return bounds.width() / bounds.height()

    def size_for_height(self, height: int) -> QSize:
        return QSize(max(1, round(height * self.aspect_ratio())), max(1, height))

    def size_for_width(self, width: int) -> QSize:
        return QSize(max(1, width), max(1, round(width / self.aspect_ratio())))

    # -- pixmaps -----------------------------------------------------------

    def card_pixmap(self, card: int, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        return self.pixmap(element_id(card), size, device_pixel_ratio)

    def back_pixmap(self, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        return self.pixmap(BACK_ID, size, device_pixel_ratio)

    def pixmap(self, element: str, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        """``element`` drawn to fill ``size`` (logical pixels), sharp at ``dpr``.

        The returned pixmap has ``size * dpr`` physical pixels and carries the
        ratio, so painting it at ``size`` on a high-DPI screen maps one pixmap
        pixel to one screen pixel instead of upscaling a blurry image.
        """
        dpr = round(max(device_pixel_ratio, 0.1), 3)
        key = (element, size.width(), size.height(), dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(element, size, dpr)
        self._cache[key] = pixmap
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap

    def cache_size(self) -> int:
        """How many pixmaps are cached now (for tests and diagnostics)."""
        return len(self._cache)

    def _render(self, element: str, size: QSize, dpr: float) -> QPixmap:
        width = max(1, round(size.width() * dpr))
        height = max(1, round(size.height() * dpr))
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        renderer = self._renderer(self._back_deck_id if element == BACK_ID else None)
        if renderer is not None and renderer.elementExists(element):
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            renderer.render(painter, element, QRectF(0, 0, width, height))
            painter.end()
        else:
            log.warning("card deck %s has no element %r", self._deck_id, element)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
