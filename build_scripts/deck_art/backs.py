"""Card backs: a framed diamond lattice around a medallion of the four suit signs.

Each deck offers several back colourings (``back``, ``back_blue``,
``back_red``) drawn by the same function; the lattice is clipped
analytically to the inner border so nothing reaches the rounded corners.
"""

from __future__ import annotations

from .canvas import Canvas
from .card_layout import CARD_H, CARD_W, CREAM, SUITS
from .decks import Deck
from .faces import card_base
from .geometry import Segment, ellipse_path, rrect_path
from .symbols import draw_symbol


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
