#!/usr/bin/env python3
"""Draw the built-in card decks of Skat Desktop as SVG.

This script is the *source* of the decks under ``resources/decks/``: every
pip, letter, figure and back pattern is drawn here from geometry written for
this project, so the art carries no third-party licence and can be changed by
editing code.  Re-running it must reproduce the committed files byte for byte,
which is why it uses only the standard library, iterates in fixed orders and
writes every number with a fixed number of decimals.

Design choices that matter to the program that renders the decks:

* Each card is one ``<g id="...">`` using the KDE card-theme element ids
  (``1_club`` … ``king_diamond``, ``back``), so the same loader handles our
  decks and the KDE themes a user may have installed.
* Every coordinate is *baked*: transforms are applied here and written as
  absolute path data, so no renderer (QtSvg included) has to get nested
  transforms right, and ``QSvgRenderer.boundsOnElement`` reports exactly the
  card rectangle.  Nothing inside a card reaches past its face rectangle, and
  the face has no outer stroke, because QtSvg counts strokes in the bounds.
* Letters are drawn as stroked paths rather than ``<text>`` so indices look
  the same on every machine, whatever fonts are installed.

Usage::

    python build_scripts/make_decks.py            # writes resources/decks/
    python build_scripts/make_decks.py --out DIR  # writes DIR/<deck>/...
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

CARD_W = 240.0
CARD_H = 360.0
CARD_R = 14.0
GAP = 12.0
INK = "#2a2118"
PAPER = "#fffdf7"
CREAM = "#f8f0de"

SUITS = ("club", "spade", "heart", "diamond")
RANKS = ("1", "7", "8", "9", "10", "jack", "queen", "king")


# ---------------------------------------------------------------------------
# Geometry: an affine transform and a tiny absolute-path language.
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Affine:
    """2-D affine map ``(x, y) -> (a*x + c*y + e, b*x + d*y + f)``."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def __matmul__(self, other: Affine) -> Affine:
        """``self @ other`` applies ``other`` first, then ``self``."""
        return Affine(
            self.a * other.a + self.c * other.b,
            self.b * other.a + self.d * other.b,
            self.a * other.c + self.c * other.d,
            self.b * other.c + self.d * other.d,
            self.a * other.e + self.c * other.f + self.e,
            self.b * other.e + self.d * other.f + self.f,
        )

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    @property
    def scale(self) -> float:
        """Mean linear scale, used to scale stroke widths."""
        return math.sqrt(abs(self.a * self.d - self.b * self.c))


def translate(x: float, y: float) -> Affine:
    return Affine(e=x, f=y)


def scale(sx: float, sy: float | None = None) -> Affine:
    return Affine(a=sx, d=sx if sy is None else sy)


def rotate(degrees: float) -> Affine:
    r = math.radians(degrees)
    cos, sin = math.cos(r), math.sin(r)
    # Exact values for the quarter turns keep the output free of 1e-17 noise.
    if degrees % 90 == 0:
        cos, sin = round(cos), round(sin)
    return Affine(a=cos, b=sin, c=-sin, d=cos)


Segment = tuple[str, tuple[float, ...]]
_TOKEN = re.compile(r"[MLCQZ]|-?(?:\d+\.?\d*|\.\d+)")
_ARITY = {"M": 2, "L": 2, "C": 6, "Q": 4, "Z": 0}
_K = 0.5522847498  # cubic Bezier handle length for a quarter ellipse


def parse_path(text: str) -> list[Segment]:
    """Parse absolute ``M L C Q Z`` path data (commas or spaces between numbers)."""
    out: list[Segment] = []
    tokens = _TOKEN.findall(text.replace(",", " "))
    i = 0
    cmd = ""
    while i < len(tokens):
        if tokens[i] in _ARITY:
            cmd = tokens[i]
            i += 1
            if cmd == "Z":
                out.append(("Z", ()))
                continue
        n = _ARITY[cmd]
        out.append((cmd, tuple(float(t) for t in tokens[i : i + n])))
        i += n
        if cmd == "M":
            cmd = "L"  # implicit lineto after a moveto, as in SVG
    return out


def ellipse_path(cx: float, cy: float, rx: float, ry: float) -> list[Segment]:
    """A closed ellipse as four cubics (clockwise on screen)."""
    kx, ky = rx * _K, ry * _K
    return [
        ("M", (cx + rx, cy)),
        ("C", (cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)),
        ("C", (cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)),
        ("C", (cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)),
        ("C", (cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)),
        ("Z", ()),
    ]


def rrect_path(x: float, y: float, w: float, h: float, r: float) -> list[Segment]:
    """A rounded rectangle (clockwise on screen); ``r`` = 0 gives sharp corners."""
    k = r * (1 - _K)
    x2, y2 = x + w, y + h
    if r <= 0:
        return [
            ("M", (x, y)),
            ("L", (x2, y)),
            ("L", (x2, y2)),
            ("L", (x, y2)),
            ("Z", ()),
        ]
    return [
        ("M", (x + r, y)),
        ("L", (x2 - r, y)),
        ("C", (x2 - k, y, x2, y + k, x2, y + r)),
        ("L", (x2, y2 - r)),
        ("C", (x2, y2 - k, x2 - k, y2, x2 - r, y2)),
        ("L", (x + r, y2)),
        ("C", (x + k, y2, x, y2 - k, x, y2 - r)),
        ("L", (x, y + r)),
        ("C", (x, y + k, x + k, y, x + r, y)),
        ("Z", ()),
    ]


def fmt(v: float) -> str:
    """Two decimals, no trailing zeros, never ``-0``: stable across runs."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


PathLike = str | list[Segment]


class Canvas:
    """Collects SVG elements, applying the current transform to every point."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self._stack: list[Affine] = [Affine()]

    @property
    def t(self) -> Affine:
        return self._stack[-1]

    @contextmanager
    def push(self, transform: Affine) -> Iterator[None]:
        self._stack.append(self.t @ transform)
        try:
            yield
        finally:
            self._stack.pop()

    def _d(self, path: PathLike) -> str:
        segments = parse_path(path) if isinstance(path, str) else path
        out: list[str] = []
        for cmd, nums in segments:
            pts = [self.t.apply(nums[i], nums[i + 1]) for i in range(0, len(nums), 2)]
            out.append(cmd + " ".join(f"{fmt(x)},{fmt(y)}" for x, y in pts))
        return "".join(out)

    def path(
        self,
        path: PathLike,
        fill: str = "none",
        stroke: str | None = None,
        sw: float = 0.0,
        opacity: float | None = None,
        cap: str = "round",
    ) -> None:
        """Emit one ``<path>``; ``sw`` is in local units and is scaled here."""
        attrs = [f'd="{self._d(path)}"', f'fill="{fill}"']
        if stroke is not None and sw > 0:
            attrs.append(f'stroke="{stroke}"')
            attrs.append(f'stroke-width="{fmt(sw * self.t.scale)}"')
            attrs.append(f'stroke-linecap="{cap}" stroke-linejoin="round"')
        if opacity is not None:
            attrs.append(f'opacity="{fmt(opacity)}"')
        self.parts.append("<path " + " ".join(attrs) + "/>")

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, **style: object) -> None:
        self.path(ellipse_path(cx, cy, rx, ry), **style)  # type: ignore[arg-type]

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str, sw: float) -> None:
        self.path([("M", (x1, y1)), ("L", (x2, y2))], stroke=stroke, sw=sw)


# ---------------------------------------------------------------------------
# Letters: a small stroked alphabet on a 100-unit cap height.
# ---------------------------------------------------------------------------


def _ell(cx: float, cy: float, rx: float, ry: float) -> list[Segment]:
    return ellipse_path(cx, cy, rx, ry)


GLYPHS: dict[str, tuple[float, list[Segment]]] = {
    "A": (70, parse_path("M 0,100 L 35,0 L 70,100 M 13,62 L 57,62")),
    "K": (62, parse_path("M 0,0 L 0,100 M 60,0 L 2,62 M 22,40 L 62,100")),
    "Q": (76, _ell(38, 50, 38, 50) + parse_path("M 44,70 L 74,104")),
    "J": (
        52,
        parse_path("M 12,0 L 52,0 M 40,0 L 40,70 C 40,90 31,100 20,100 C 9,100 0,91 0,76"),
    ),
    "O": (76, _ell(38, 50, 38, 50)),
    "U": (
        64,
        parse_path("M 0,0 L 0,64 C 0,88 14,100 32,100 C 50,100 64,88 64,64 L 64,0"),
    ),
    "1": (30, parse_path("M 0,20 L 28,0 L 28,100")),
    "0": (56, _ell(28, 50, 28, 50)),
    "7": (58, parse_path("M 0,0 L 58,0 C 42,30 28,62 22,100")),
    "8": (58, _ell(29, 25, 24, 25) + _ell(29, 73, 29, 27)),
    "9": (
        58,
        _ell(29, 32, 29, 32)
        + parse_path("M 58,32 L 58,62 C 58,86 46,100 27,100 C 15,100 6,95 2,88"),
    ),
}


def draw_text(
    c: Canvas,
    text: str,
    cx: float,
    top: float,
    height: float,
    colour: str,
    weight: float = 0.16,
    squeeze: float = 1.0,
    gap: float = 14.0,
) -> None:
    """Draw ``text`` centred on ``cx`` with its cap height from ``top``."""
    s = height / 100.0
    total = sum(GLYPHS[ch][0] for ch in text) + gap * (len(text) - 1)
    x = cx - total * s * squeeze / 2
    for ch in text:
        width, segs = GLYPHS[ch]
        with c.push(translate(x, top) @ scale(s * squeeze, s)):
            c.path(segs, stroke=colour, sw=weight * 100 / squeeze)
        x += (width + gap) * s * squeeze


# ---------------------------------------------------------------------------
# Suit signs, each designed in a 100-unit box centred on the origin.
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Layer:
    """One filled and/or stroked shape of a suit sign."""

    d: PathLike
    fill: str = "none"
    stroke: str | None = None
    sw: float = 0.0
    opacity: float | None = None


Symbol = list[Layer]

HEART = (
    "M 0,46 C -12,30 -50,8 -50,-18 C -50,-38 -36,-48 -24,-48 C -11,-48 -3,-40 0,-30"
    " C 3,-40 11,-48 24,-48 C 36,-48 50,-38 50,-18 C 50,8 12,30 0,46 Z"
)
DIAMOND = (
    "M 0,-50 C 10,-32 22,-16 38,0 C 22,16 10,32 0,50 C -10,32 -22,16 -38,0"
    " C -22,-16 -10,-32 0,-50 Z"
)
SPADE = (
    "M 0,-50 C 10,-34 48,-14 48,12 C 48,30 34,38 22,38 C 13,38 6,33 3,27"
    " C 4,37 8,44 17,50 L -17,50 C -8,44 -4,37 -3,27 C -6,33 -13,38 -22,38"
    " C -34,38 -48,30 -48,12 C -48,-14 -10,-34 0,-50 Z"
)
CLUB: list[Segment] = (
    ellipse_path(0, -25, 22, 22)
    + ellipse_path(-25, 11, 22, 22)
    + ellipse_path(25, 11, 22, 22)
    + ellipse_path(0, 4, 12, 12)
    + parse_path("M 3,6 C 3,28 8,42 17,50 L -17,50 C -8,42 -3,28 -3,6 Z")
)


def french_symbols(colours: dict[str, str], outlines: dict[str, str]) -> dict[str, Symbol]:
    """Plain, flat French signs; an outline only where a light colour needs one."""
    shapes: dict[str, PathLike] = {
        "club": CLUB,
        "spade": SPADE,
        "heart": HEART,
        "diamond": DIAMOND,
    }
    out: dict[str, Symbol] = {}
    for suit, shape in shapes.items():
        edge = outlines.get(suit)
        out[suit] = [Layer(shape, fill=colours[suit], stroke=edge, sw=3.0 if edge else 0.0)]
    return out


def _hatch_in_ellipse(cx: float, cy: float, rx: float, ry: float, spacing: float) -> list[Segment]:
    """Diagonal cross-hatching clipped analytically to an ellipse (acorn cap)."""
    segs: list[Segment] = []
    for sign in (1.0, -1.0):
        k = -rx - ry
        while k <= rx + ry:
            # Line: y - cy = sign * (x - cx) + k  →  solve for the ellipse chord.
            a = 1 / rx**2 + 1 / ry**2
            b = 2 * sign * k / ry**2
            cc = k**2 / ry**2 - 1
            disc = b * b - 4 * a * cc
            if disc > 0:
                r = math.sqrt(disc)
                u1, u2 = (-b - r) / (2 * a), (-b + r) / (2 * a)
                segs.append(("M", (cx + u1, cy + sign * u1 + k)))
                segs.append(("L", (cx + u2, cy + sign * u2 + k)))
            k += spacing
    return segs


def german_symbols() -> dict[str, Symbol]:
    """Eichel, Grün, Rot and Schellen, with outlines like printed German cards."""
    acorn_ink = "#4a2a0c"
    acorn: Symbol = [
        Layer("M 1,-36 C 1,-43 3,-47 8,-50", stroke=acorn_ink, sw=6),
        Layer(
            "M -22,-16 C -27,6 -19,32 -2,46 L 0,49 L 2,46 C 19,32 27,6 22,-16 Z",
            fill="#d99a38",
            stroke=acorn_ink,
            sw=3,
        ),
        Layer("M -12,-4 C -15,12 -11,26 -5,34", stroke="#f5d088", sw=5),
        Layer(
            "M -31,-12 C -33,-31 -18,-41 0,-41 C 18,-41 33,-31 31,-12 C 19,-6 -19,-6 -31,-12 Z",
            fill="#7a4a20",
            stroke=acorn_ink,
            sw=3,
        ),
        Layer(_hatch_in_ellipse(0, -23, 26, 13, 8.5), stroke="#b07d45", sw=1.8),
    ]
    leaf_ink = "#1b4d1e"
    veins = "M 0,32 C 0,8 0,-18 0,-42"
    for y0 in (20.0, 4.0, -12.0, -26.0):
        reach = 26 if y0 > -20 else 16
        for side in (1, -1):
            veins += (
                f" M 0,{fmt(y0)} Q {fmt(side * reach * 0.5)},{fmt(y0 - 4)}"
                f" {fmt(side * reach)},{fmt(y0 - 14)}"
            )
    leaf: Symbol = [
        Layer("M 0,30 L 0,50", stroke=leaf_ink, sw=6),
        Layer(
            "M 0,-50 C 8,-42 20,-38 28,-28 C 34,-20 34,-16 40,-8 C 46,2 44,18 32,28"
            " C 22,36 10,38 0,35 C -10,38 -22,36 -32,28 C -44,18 -46,2 -40,-8"
            " C -34,-16 -34,-20 -28,-28 C -20,-38 -8,-42 0,-50 Z",
            fill="#3e9140",
            stroke=leaf_ink,
            sw=3,
        ),
        Layer(veins, stroke=leaf_ink, sw=2.2),
    ]
    heart_ink = "#761010"
    heart: Symbol = [
        Layer(HEART, fill="#d4262a", stroke=heart_ink, sw=3),
        Layer("M -36,-22 C -36,-34 -28,-40 -20,-40", stroke="#ff9c92", sw=5),
    ]
    bell_ink = "#5e4106"
    bell: Symbol = [
        Layer(ellipse_path(0, -38, 7, 7), stroke=bell_ink, sw=4.5),
        Layer(ellipse_path(0, 6, 38, 38), fill="#f2b82a", stroke=bell_ink, sw=3),
        Layer(
            "M -35,-8 C -18,-1 18,-1 35,-8 L 38,4 C 20,12 -20,12 -38,4 Z",
            fill="#c2352b",
            stroke=bell_ink,
            sw=2,
        ),
        Layer(
            ellipse_path(-18, 1, 2.6, 2.6)
            + ellipse_path(0, 3.5, 2.6, 2.6)
            + ellipse_path(18, 1, 2.6, 2.6),
            fill="#f7d463",
        ),
        Layer(
            rrect_path(-17, 22, 34, 6, 3)
            + ellipse_path(-17, 25, 5, 5)
            + ellipse_path(17, 25, 5, 5),
            fill="#3b2905",
        ),
        Layer(ellipse_path(0, 27, 5.5, 5.5), fill="#8a6410", stroke=bell_ink, sw=1.5),
        Layer(ellipse_path(-15, -19, 9, 5.5), fill="#ffffff", opacity=0.6),
    ]
    return {"club": acorn, "spade": leaf, "heart": heart, "diamond": bell}


def draw_symbol(
    c: Canvas,
    sym: Symbol,
    cx: float,
    cy: float,
    size: float,
    turn: float = 0.0,
    fill_override: str | None = None,
) -> None:
    """Draw a suit sign ``size`` units tall centred on (cx, cy)."""
    with c.push(translate(cx, cy) @ rotate(turn) @ scale(size / 100.0)):
        for layer in sym:
            fill = layer.fill
            stroke = layer.stroke
            if fill_override is not None:
                fill = fill_override if fill != "none" else "none"
                stroke = fill_override if stroke is not None else None
            c.path(layer.d, fill=fill, stroke=stroke, sw=layer.sw, opacity=layer.opacity)


# ---------------------------------------------------------------------------
# Decks.
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Palette:
    """Colours of one court figure."""

    robe: str
    panel: str
    trim: str
    hair: str


@dataclass(frozen=True)
class Deck:
    """Everything that differs between the three built-in decks."""

    ident: str
    names: dict[str, str]
    comment: str
    german: bool
    symbols: dict[str, Symbol]
    ink: dict[str, str]  # index colour per suit
    rank_labels: dict[str, str]
    palettes: Callable[[str, str], Palette]
    backs: dict[str, tuple[str, str, str]]  # id -> (field, lattice, accent)


def _french2_palette(rank: str, suit: str) -> Palette:
    hair = {
        "club": "#5a3a1e",
        "spade": "#2b2420",
        "heart": "#9c4a1c",
        "diamond": "#c89a3c",
    }[suit]
    if suit in ("club", "spade"):
        return Palette(robe="#23468f", panel="#b8262b", trim="#e0b13c", hair=hair)
    return Palette(robe="#b8262b", panel="#23468f", trim="#e0b13c", hair=hair)


def _french4_palette(rank: str, suit: str) -> Palette:
    hair = {
        "club": "#5a3a1e",
        "spade": "#2b2420",
        "heart": "#9c4a1c",
        "diamond": "#c89a3c",
    }[suit]
    robe = {
        "club": "#34302c",
        "spade": "#1f7a3a",
        "heart": "#c0262b",
        "diamond": "#e89a12",
    }[suit]
    panel = {
        "club": "#b8262b",
        "spade": "#e0b13c",
        "heart": "#23468f",
        "diamond": "#23468f",
    }[suit]
    return Palette(robe=robe, panel=panel, trim="#e0b13c", hair=hair)


def _german_palette(rank: str, suit: str) -> Palette:
    hair = {
        "club": "#5a3a1e",
        "spade": "#2b2420",
        "heart": "#9c4a1c",
        "diamond": "#c89a3c",
    }[suit]
    robe = {
        "club": "#7a4a20",
        "spade": "#2f7d33",
        "heart": "#b8262b",
        "diamond": "#23468f",
    }[suit]
    panel = {
        "club": "#2f7d33",
        "spade": "#b8262b",
        "heart": "#e0b13c",
        "diamond": "#e0b13c",
    }[suit]
    return Palette(robe=robe, panel=panel, trim="#e8bb3e", hair=hair)


FRENCH_LABELS = {
    "1": "A",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "10",
    "jack": "J",
    "queen": "Q",
    "king": "K",
}
GERMAN_LABELS = {
    "1": "A",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "10",
    "jack": "U",
    "queen": "O",
    "king": "K",
}


def make_decks() -> list[Deck]:
    two = french_symbols(
        {
            "club": "#1d1d1d",
            "spade": "#1d1d1d",
            "heart": "#cc1f25",
            "diamond": "#cc1f25",
        },
        {},
    )
    four = french_symbols(
        {
            "club": "#1d1d1d",
            "spade": "#13833a",
            "heart": "#cc1f25",
            "diamond": "#f5a300",
        },
        {"diamond": "#c26a00"},
    )
    return [
        Deck(
            ident="french2",
            names={
                "": "French (two colours)",
                "de": "Französisch (zweifarbig)",
                "ja": "フレンチ（2色）",
            },
            comment="French suits in black and red, drawn for Skat Desktop",
            german=False,
            symbols=two,
            ink={
                "club": "#1d1d1d",
                "spade": "#1d1d1d",
                "heart": "#cc1f25",
                "diamond": "#cc1f25",
            },
            rank_labels=FRENCH_LABELS,
            palettes=_french2_palette,
            backs={
                "back": ("#1f3f7a", "#3c62a8", "#e0b13c"),
                "back_blue": ("#17508a", "#3d7dbf", "#f2f2f2"),
                "back_red": ("#8e1d24", "#b8434a", "#e0b13c"),
            },
        ),
        Deck(
            ident="french4",
            names={
                "": "French (four colours, tournament)",
                "de": "Französisch (vierfarbig, Turnierblatt)",
                "ja": "フレンチ（4色・トーナメント）",
            },
            comment="French suits in the four tournament colours, drawn for Skat Desktop",
            german=False,
            symbols=four,
            ink={
                "club": "#1d1d1d",
                "spade": "#13833a",
                "heart": "#cc1f25",
                "diamond": "#e08a00",
            },
            rank_labels=FRENCH_LABELS,
            palettes=_french4_palette,
            backs={
                "back": ("#1d5a3a", "#3d8a5e", "#e0b13c"),
                "back_blue": ("#17508a", "#3d7dbf", "#f2f2f2"),
                "back_red": ("#8e1d24", "#b8434a", "#e0b13c"),
            },
        ),
        Deck(
            ident="german",
            names={"": "German suits", "de": "Deutsches Blatt", "ja": "ドイツ式スート"},
            comment="German suits (Eichel, Grün, Rot, Schellen), drawn for Skat Desktop",
            german=True,
            symbols=german_symbols(),
            ink={
                "club": "#5a3412",
                "spade": "#23702a",
                "heart": "#c41f24",
                "diamond": "#b87300",
            },
            rank_labels=GERMAN_LABELS,
            palettes=_german_palette,
            backs={
                "back": ("#4a2f1c", "#73503a", "#e8bb3e"),
                "back_blue": ("#17508a", "#3d7dbf", "#f2f2f2"),
                "back_red": ("#8e1d24", "#b8434a", "#e0b13c"),
            },
        ),
    ]


# ---------------------------------------------------------------------------
# Card faces.
# ---------------------------------------------------------------------------

IDX_X = 27.0  # centre line of the corner index
IDX_TOP = 14.0
IDX_H = 44.0
IDX_PIP_Y = 84.0
IDX_PIP = 30.0

COL_L, COL_R, COL_C = 78.0, 162.0, 120.0
ROW_TOP, ROW_BOT = 62.0, 298.0
PIP = 48.0


def card_base(c: Canvas) -> None:
    """Face with a hairline edge, drawn as two fills so bounds stay exact."""
    c.path(rrect_path(0, 0, CARD_W, CARD_H, CARD_R), fill="#8a8378")
    c.path(rrect_path(1.6, 1.6, CARD_W - 3.2, CARD_H - 3.2, CARD_R - 1.6), fill=PAPER)


def corner_index(c: Canvas, deck: Deck, suit: str, rank: str) -> None:
    """Rank and small suit sign at top left, repeated upside down bottom right."""
    label = deck.rank_labels[rank]
    for turn in (0.0, 180.0):
        with c.push(
            translate(CARD_W / 2, CARD_H / 2) @ rotate(turn) @ translate(-CARD_W / 2, -CARD_H / 2)
        ):
            if len(label) == 2:  # "10" must fit the narrow index column
                draw_text(
                    c,
                    label,
                    IDX_X,
                    IDX_TOP,
                    IDX_H,
                    deck.ink[suit],
                    squeeze=0.66,
                    gap=30,
                )
            else:
                draw_text(c, label, IDX_X, IDX_TOP, IDX_H, deck.ink[suit])
            size = IDX_PIP + (4 if deck.german else 0)
            draw_symbol(c, deck.symbols[suit], IDX_X, IDX_PIP_Y + 2, size)


def pip_positions(rank: str) -> list[tuple[float, float]]:
    """Classic pip layouts: two columns plus centre pips."""
    rows4 = [ROW_TOP + i * (ROW_BOT - ROW_TOP) / 3 for i in range(4)]
    mid = (ROW_TOP + ROW_BOT) / 2
    pos: list[tuple[float, float]] = []
    if rank in ("7", "8"):
        for y in (ROW_TOP, mid, ROW_BOT):
            pos += [(COL_L, y), (COL_R, y)]
        pos.append((COL_C, (ROW_TOP + mid) / 2))
        if rank == "8":
            pos.append((COL_C, (mid + ROW_BOT) / 2))
    elif rank in ("9", "10"):
        for y in rows4:
            pos += [(COL_L, y), (COL_R, y)]
        if rank == "9":
            pos.append((COL_C, mid))
        else:
            pos += [
                (COL_C, (rows4[0] + rows4[1]) / 2),
                (COL_C, (rows4[2] + rows4[3]) / 2),
            ]
    return pos


def number_card(c: Canvas, deck: Deck, suit: str, rank: str) -> None:
    sym = deck.symbols[suit]
    # German signs are narrower than their box, so they get a little more size.
    size = PIP * 1.1 if deck.german else PIP
    for x, y in pip_positions(rank):
        turn = 180.0 if y > CARD_H / 2 + 1 else 0.0
        draw_symbol(c, sym, x, y, size, turn)


def ace_card(c: Canvas, deck: Deck, suit: str) -> None:
    sym = deck.symbols[suit]
    cx, cy = CARD_W / 2, CARD_H / 2
    if deck.german:
        # The Daus: two large signs leaning together under a small crown-like
        # ornament, as German aces traditionally show a pair.
        c.ellipse(cx, cy, 76, 104, fill=CREAM, stroke="#c9b48a", sw=2)
        draw_symbol(c, sym, cx - 30, cy + 16, 92, -14)
        draw_symbol(c, sym, cx + 30, cy - 16, 92, 14)
    else:
        c.ellipse(cx, cy, 70, 92, fill=CREAM, stroke="#c9b48a", sw=2)
        c.ellipse(cx, cy, 64, 86, fill="none", stroke="#c9b48a", sw=0.8)
        draw_symbol(c, sym, cx, cy, 104)


# --- court figures ----------------------------------------------------------

FRAME_X0, FRAME_X1 = 54.0, 186.0
FRAME_Y0, FRAME_Y1 = 36.0, 324.0
SKIN = "#f4d3b0"
SKIN_EDGE = "#8a5a36"


def _robe(c: Canvas, pal: Palette, pattern: str) -> None:
    c.path(
        "M -60,0 L -60,-28 C -60,-44 -46,-52 -30,-56 L -11,-61 L 11,-61 L 30,-56"
        " C 46,-52 60,-44 60,-28 L 60,0 Z",
        fill=pal.robe,
        stroke=INK,
        sw=1.6,
    )
    c.path("M -12,-60 L 12,-60 L 19,0 L -19,0 Z", fill=pal.panel, stroke=INK, sw=1.3)
    # Each rank wears its own ornament so K, Q and J differ at a glance.
    for y in (-48.0, -34.0, -20.0, -6.0):
        if pattern == "diamonds":
            c.path(
                f"M 0,{fmt(y - 5)} L 5,{fmt(y)} L 0,{fmt(y + 5)} L -5,{fmt(y)} Z",
                fill=pal.trim,
            )
        elif pattern == "dots":
            c.ellipse(0, y, 3.6, 3.6, fill=pal.trim)
            c.ellipse(0, y, 1.4, 1.4, fill=pal.robe)
        else:
            half = 12 + (y + 60) * 7 / 60
            c.path(
                [
                    ("M", (-half, y - 2)),
                    ("L", (half, y - 2)),
                    ("L", (half, y + 2)),
                    ("L", (-half, y + 2)),
                    ("Z", ()),
                ],
                fill=pal.trim,
            )
    # Shoulder seams with a band of trim, echoing printed court cards.
    c.path("M -56,-40 C -48,-30 -44,-18 -44,0", stroke=pal.trim, sw=3.2)
    c.path("M 56,-40 C 48,-30 44,-18 44,0", stroke=pal.trim, sw=3.2)


def _head(c: Canvas, beard: str | None, moustache: str | None) -> None:
    c.path(rrect_path(-7, -74, 14, 16, 3), fill=SKIN, stroke=SKIN_EDGE, sw=1.2)
    c.ellipse(0, -87, 16, 19.5, fill=SKIN, stroke=SKIN_EDGE, sw=1.4)
    if beard is not None:
        c.path(
            "M -16,-88 C -17,-70 -9,-60 0,-58 C 9,-60 17,-70 16,-88"
            " C 12,-78 7,-75 0,-75 C -7,-75 -12,-78 -16,-88 Z",
            fill=beard,
            stroke=INK,
            sw=1,
        )
    c.ellipse(-6, -89, 1.9, 2.4, fill=INK)
    c.ellipse(6, -89, 1.9, 2.4, fill=INK)
    c.path("M -9,-94 Q -6,-96 -3,-94 M 3,-94 Q 6,-96 9,-94", stroke=INK, sw=1.1)
    c.path("M 0,-89 L -2,-82 L 1,-81", stroke=SKIN_EDGE, sw=1.1)
    if moustache is not None:
        c.path(
            "M -8,-76 C -5,-80 -1,-79 0,-77 C 1,-79 5,-80 8,-76 C 4,-77 -4,-77 -8,-76 Z",
            fill=moustache,
            stroke=moustache,
            sw=1,
        )
    else:
        c.path("M -4,-76 Q 0,-74 4,-76", stroke="#b0403a", sw=1.5)


def _crown(c: Canvas, small: bool) -> None:
    gold, edge = "#e8b93a", "#80590e"
    if small:
        c.path(
            "M -13,-104 L -15,-116 L -7,-109 L 0,-120 L 7,-109 L 15,-116 L 13,-104 Z",
            fill=gold,
            stroke=edge,
            sw=1.2,
        )
        for x, y in ((-15.0, -117.0), (0.0, -121.0), (15.0, -117.0)):
            c.ellipse(x, y, 2.3, 2.3, fill=gold, stroke=edge, sw=1)
        c.ellipse(0, -108, 2.2, 2.2, fill="#c2352b")
        return
    c.path(
        "M -18,-102 L -20,-126 L -10,-113 L 0,-131 L 10,-113 L 20,-126 L 18,-102 Z",
        fill=gold,
        stroke=edge,
        sw=1.4,
    )
    c.path(rrect_path(-19, -108, 38, 7, 1.5), fill=gold, stroke=edge, sw=1.3)
    for x, y in ((-20.0, -127.0), (0.0, -132.0), (20.0, -127.0)):
        c.ellipse(x, y, 2.8, 2.8, fill=gold, stroke=edge, sw=1)
    c.ellipse(0, -104.5, 2.6, 2.6, fill="#c2352b")
    c.ellipse(-11, -104.5, 2, 2, fill="#23468f")
    c.ellipse(11, -104.5, 2, 2, fill="#23468f")


def _hat(c: Canvas, pal: Palette, plume: bool) -> None:
    c.path(
        "M -21,-100 C -24,-116 10,-122 24,-108 C 18,-102 -6,-100 -21,-100 Z",
        fill=pal.panel,
        stroke=INK,
        sw=1.4,
    )
    c.path("M -20,-101 C -6,-104 12,-106 24,-108", stroke=pal.trim, sw=2.6)
    if plume:
        c.path(
            "M 14,-112 C 26,-128 40,-132 50,-128 C 40,-124 30,-118 18,-108 Z",
            fill="#f6f1e4",
            stroke=INK,
            sw=1.2,
        )


def _collar(c: Canvas, kind: str, pal: Palette) -> None:
    if kind == "ermine":
        c.path(
            "M -32,-57 C -20,-46 20,-46 32,-57 C 20,-66 -20,-66 -32,-57 Z",
            fill="#fbfaf5",
            stroke=INK,
            sw=1.2,
        )
        for x in (-20.0, -8.0, 4.0, 16.0):
            c.path(f"M {fmt(x)},-57 L {fmt(x + 1.5)},-53 L {fmt(x + 3)},-57 Z", fill=INK)
    elif kind == "pearls":
        for i in range(9):
            t = i / 8
            x = -22 + 44 * t
            y = -58 + 7 * math.sin(math.pi * t)
            c.ellipse(x, y, 2.3, 2.3, fill="#fbfaf5", stroke="#8a8378", sw=0.8)
    else:
        c.path(
            "M -24,-60 L 0,-48 L 24,-60 L 14,-63 L 0,-56 L -14,-63 Z",
            fill="#fbfaf5",
            stroke=INK,
            sw=1.2,
        )


def _hand(c: Canvas, x: float, y: float) -> None:
    c.ellipse(x, y, 6, 5.5, fill=SKIN, stroke=SKIN_EDGE, sw=1.2)


def _medallion_pip(c: Canvas, sym: Symbol, x: float, y: float, size: float) -> None:
    c.ellipse(x, y, size * 0.62, size * 0.62, fill=CREAM, stroke=INK, sw=1.4)
    draw_symbol(c, sym, x, y, size * 0.8)


def figure_half(c: Canvas, deck: Deck, suit: str, rank: str) -> None:
    """One half of a double-headed court card, origin at the card centre."""
    pal = deck.palettes(rank, suit)
    sym = deck.symbols[suit]
    if rank == "queen" and not deck.german:
        # Long hair falls behind the shoulders.
        c.path(
            "M -21,-92 C -26,-116 26,-116 21,-92 C 28,-74 27,-62 20,-54 L -20,-54"
            " C -27,-62 -28,-74 -21,-92 Z",
            fill=pal.hair,
            stroke=INK,
            sw=1.2,
        )
    _robe(c, pal, {"king": "diamonds", "queen": "dots", "jack": "bars"}[rank])
    if rank == "king":
        _collar(c, "ermine", pal)
        _head(c, beard=pal.hair, moustache=pal.hair)
        c.path(
            "M -16,-96 C -18,-88 -17,-82 -16,-78 M 16,-96 C 18,-88 17,-82 16,-78",
            stroke=pal.hair,
            sw=4,
        )
        _crown(c, small=False)
        if deck.german:
            # Sceptre on the right; the sign sits in the frame corner.
            c.line(40, -14, 40, -112, "#80590e", 5)
            c.line(40, -14, 40, -112, "#e8b93a", 3)
            c.ellipse(40, -116, 6, 6, fill="#e8b93a", stroke="#80590e", sw=1.2)
            _hand(c, 40, -38)
            draw_symbol(c, sym, -46, -120, 30)
        else:
            c.line(40, -14, 40, -112, "#80590e", 5)
            c.line(40, -14, 40, -112, "#e8b93a", 3)
            c.path(
                "M 40,-128 L 46,-116 L 40,-110 L 34,-116 Z",
                fill="#e8b93a",
                stroke="#80590e",
                sw=1.2,
            )
            _hand(c, 40, -38)
            draw_symbol(c, sym, -47, -122, 26)
    elif rank == "queen" and not deck.german:
        _collar(c, "pearls", pal)
        _head(c, beard=None, moustache=None)
        c.path(
            "M -16,-96 C -12,-106 12,-106 16,-96 C 8,-100 -8,-100 -16,-96 Z",
            fill=pal.hair,
            stroke=INK,
            sw=1,
        )
        _crown(c, small=True)
        # A rose held at the right.
        c.path("M 40,-20 C 38,-50 42,-80 40,-98", stroke="#2f6b2a", sw=2.6)
        c.path("M 40,-64 C 48,-70 52,-68 54,-62 C 48,-60 44,-60 40,-64 Z", fill="#3e8a3a")
        c.ellipse(40, -104, 8, 7.5, fill="#cc1f25", stroke=INK, sw=1.2)
        c.path(
            "M 35,-105 C 38,-101 43,-101 45,-105 M 38,-109 C 40,-106 43,-106 44,-108",
            stroke="#7d1111",
            sw=1.2,
        )
        _hand(c, 40, -36)
        draw_symbol(c, sym, -47, -122, 26)
    else:
        german_ober = deck.german and rank == "queen"
        german_unter = deck.german and rank == "jack"
        _collar(c, "plain", pal)
        # Short hair under the hat.
        c.path(
            "M -17,-92 C -20,-82 -19,-76 -16,-72 L -13,-86 Z M 17,-92 C 20,-82 19,-76"
            " 16,-72 L 13,-86 Z",
            fill=pal.hair,
            stroke=pal.hair,
            sw=2,
        )
        _head(
            c,
            beard=None,
            moustache=pal.hair if (german_ober or not deck.german) else None,
        )
        _hat(c, pal, plume=not german_unter)
        if german_ober:
            # Ober: the sign raised high, at the top of each half.
            c.path("M 34,-52 C 44,-64 46,-82 44,-96", stroke=INK, sw=13)
            c.path("M 34,-52 C 44,-64 46,-82 44,-96", stroke=pal.robe, sw=10)
            _hand(c, 44, -98)
            _medallion_pip(c, sym, 43, -116, 30)
        elif german_unter:
            # Unter: the sign held low, near the middle of the card.
            _medallion_pip(c, sym, 40, -34, 30)
            _hand(c, 27, -30)
        else:
            # French jack with a halberd.
            c.line(42, -10, 42, -126, "#5b3a1a", 3.2)
            c.path(
                "M 42,-122 C 52,-120 56,-112 54,-104 C 50,-108 46,-110 42,-110 Z",
                fill="#c9ccd2",
                stroke=INK,
                sw=1.1,
            )
            c.path(
                "M 42,-120 C 36,-118 34,-114 35,-110 L 42,-112 Z",
                fill="#c9ccd2",
                stroke=INK,
                sw=1.1,
            )
            c.path(
                "M 42,-126 L 40,-134 L 42,-140 L 44,-134 Z",
                fill="#c9ccd2",
                stroke=INK,
                sw=1,
            )
            _hand(c, 42, -36)
            draw_symbol(c, sym, -47, -122, 26)


def court_card(c: Canvas, deck: Deck, suit: str, rank: str) -> None:
    pal = deck.palettes(rank, suit)
    w, h = FRAME_X1 - FRAME_X0, FRAME_Y1 - FRAME_Y0
    c.path(rrect_path(FRAME_X0, FRAME_Y0, w, h, 5), fill=CREAM, stroke=INK, sw=2.2)
    cx, cy = CARD_W / 2, CARD_H / 2
    for turn in (0.0, 180.0):
        with c.push(translate(cx, cy) @ rotate(turn)):
            figure_half(c, deck, suit, rank)
    # A band across the middle hides the seam between the two halves.
    c.path(rrect_path(FRAME_X0, cy - 3, w, 6, 0), fill=pal.trim, stroke=INK, sw=1.2)
    c.path(rrect_path(FRAME_X0 + 4, FRAME_Y0 + 4, w - 8, h - 8, 3), stroke="#b8a27a", sw=1)


# --- backs ------------------------------------------------------------------


def _clip_line(
    x: float, y: float, dx: float, dy: float, box: tuple[float, float, float, float]
) -> tuple[float, float, float, float] | None:
    """Liang–Barsky: the part of the infinite line through (x, y) inside ``box``."""
    x0, y0, x1, y1 = box
    lo, hi = -1e9, 1e9
    for p, q0, q1 in ((dx, x0 - x, x1 - x), (dy, y0 - y, y1 - y)):
        if p == 0:
            if q0 > 0 or q1 < 0:
                return None
            continue
        a, b = q0 / p, q1 / p
        lo, hi = max(lo, min(a, b)), min(hi, max(a, b))
    if lo >= hi:
        return None
    return (x + lo * dx, y + lo * dy, x + hi * dx, y + hi * dy)


def back_card(c: Canvas, deck: Deck, colours: tuple[str, str, str]) -> None:
    """A framed diamond lattice with a medallion of the four suit signs."""
    field, lattice, accent = colours
    card_base(c)
    inset = 11.0
    # The lattice stops at the gold border line, clear of the rounded corners.
    edge = inset + 7
    box = (edge, edge, CARD_W - edge, CARD_H - edge)
    c.path(rrect_path(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, 7), fill=field)
    step = 20.0
    segs: list[Segment] = []
    dots: list[Segment] = []
    for sign in (1.0, -1.0):
        k = -CARD_H
        while k <= CARD_W + CARD_H:
            # Lines through (k, 0) with slope ±1.5 (a taller-than-wide lattice).
            hit = _clip_line(k if sign > 0 else CARD_W - k, 0, sign, 1.5, box)
            if hit is not None:
                segs += [("M", hit[:2]), ("L", hit[2:])]
            k += step
    # Dots at the lattice crossings: intersections of the two families.
    count = int((CARD_W + 2 * CARD_H) / step) + 1
    for i in range(count):
        for j in range(count):
            # x = k1 + t, y = 1.5 t ; x = W - k2 - s, y = 1.5 s  → same y: t = s.
            k1 = -CARD_H + i * step
            k2 = -CARD_H + j * step
            t = (CARD_W - k2 - k1) / 2
            x, y = k1 + t, 1.5 * t
            if box[0] + 4 < x < box[2] - 4 and box[1] + 4 < y < box[3] - 4:
                dots += ellipse_path(x, y, 2.2, 2.2)
    c.path(segs, stroke=lattice, sw=1.6)
    c.path(dots, fill=accent)
    c.path(
        rrect_path(inset + 7, inset + 7, CARD_W - 2 * inset - 14, CARD_H - 2 * inset - 14, 4),
        stroke=accent,
        sw=2,
    )
    c.path(
        rrect_path(inset + 11, inset + 11, CARD_W - 2 * inset - 22, CARD_H - 2 * inset - 22, 3),
        stroke=accent,
        sw=0.8,
    )
    cx, cy = CARD_W / 2, CARD_H / 2
    c.ellipse(cx, cy, 58, 80, fill=field, stroke=accent, sw=3)
    c.ellipse(cx, cy, 50, 72, fill=CREAM, stroke=accent, sw=1.2)
    for suit, (dx, dy, turn) in zip(
        SUITS,
        ((0.0, -34.0, 0.0), (26.0, 0.0, 0.0), (0.0, 34.0, 180.0), (-26.0, 0.0, 0.0)),
        strict=True,
    ):
        draw_symbol(c, deck.symbols[suit], cx + dx, cy + dy, 28, turn)
    c.ellipse(cx, cy, 4, 4, fill=accent)


# ---------------------------------------------------------------------------
# Output.
# ---------------------------------------------------------------------------


def card_ids() -> list[tuple[str, str]]:
    return [(suit, rank) for suit in SUITS for rank in RANKS]


def render_deck_svg(deck: Deck) -> str:
    """The whole deck as one SVG document, cards laid out in a grid."""
    c = Canvas()
    cols = len(RANKS)

    def origin(col: int, row: int) -> Affine:
        return translate(GAP + col * (CARD_W + GAP), GAP + row * (CARD_H + GAP))

    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            c.parts.append(f'<g id="{rank}_{suit}">')
            with c.push(origin(col, row)):
                card_base(c)
                if rank == "1":
                    ace_card(c, deck, suit)
                elif rank in ("jack", "queen", "king"):
                    court_card(c, deck, suit, rank)
                else:
                    number_card(c, deck, suit, rank)
                corner_index(c, deck, suit, rank)
            c.parts.append("</g>")
    for col, (back_id, colours) in enumerate(deck.backs.items()):
        c.parts.append(f'<g id="{back_id}">')
        with c.push(origin(col, len(SUITS))):
            back_card(c, deck, colours)
        c.parts.append("</g>")
    width = GAP + cols * (CARD_W + GAP)
    height = GAP + (len(SUITS) + 1) * (CARD_H + GAP)
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<!-- {deck.names['']}: generated by build_scripts/make_decks.py; edit the script,"
        " not this file. -->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{fmt(width)}"'
        f' height="{fmt(height)}" viewBox="0 0 {fmt(width)} {fmt(height)}">\n'
    )
    return head + "\n".join(c.parts) + "\n</svg>\n"


def render_index(deck: Deck) -> str:
    lines = ["[KDE Backdeck]", f"Name={deck.names['']}"]
    for lang in sorted(k for k in deck.names if k):
        lines.append(f"Name[{lang}]={deck.names[lang]}")
    lines += [f"Comment={deck.comment}", "SVG=deck.svg"]
    return "\n".join(lines) + "\n"


def write(out_dir: Path, decks: Sequence[Deck]) -> list[Path]:
    written: list[Path] = []
    for deck in decks:
        folder = out_dir / deck.ident
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in (
            ("deck.svg", render_deck_svg(deck)),
            ("index.desktop", render_index(deck)),
        ):
            path = folder / name
            path.write_bytes(text.encode("utf-8"))
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = Path(__file__).resolve().parent.parent / "resources" / "decks"
    parser.add_argument(
        "--out",
        type=Path,
        default=default,
        help="folder to write <deck>/deck.svg and index.desktop into",
    )
    args = parser.parse_args(argv)
    for path in write(args.out, make_decks()):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
