"""A small stroked alphabet for the corner indices.

Indices are drawn as stroked paths rather than ``<text>`` so they look the
same on every machine, whatever fonts are installed.  Only the letters and
digits the three decks need are defined, on a 100-unit cap height.
"""

from __future__ import annotations

from .canvas import Canvas
from .geometry import Segment, ellipse_path, parse_path, scale, translate


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
