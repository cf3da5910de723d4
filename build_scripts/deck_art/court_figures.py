"""Court cards: the double-headed king, queen (Ober) and jack (Unter) figures.

This is the largest drawing and the only one with many parts (robe, head,
crown or hat, collar, held attribute), so it has its own module.  One half of
the figure is drawn and then repeated turned by 180 degrees, as on printed
court cards.
"""

from __future__ import annotations

import math

from .canvas import Canvas
from .card_layout import CARD_H, CARD_W, CREAM, INK
from .decks import Deck, Palette
from .geometry import fmt, rotate, rrect_path, translate
from .symbols import Symbol, draw_symbol

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
