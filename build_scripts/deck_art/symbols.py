"""The suit signs: flat French pips, the outlined German signs, and drawing them.

Each sign is designed in a 100-unit box centred on the origin as a list of
filled and/or stroked layers, so faces, indices, court cards and backs can all
place it at any size and turn with one call to ``draw_symbol``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .canvas import Canvas
from .geometry import (
    PathLike,
    Segment,
    ellipse_path,
    fmt,
    parse_path,
    rotate,
    rrect_path,
    scale,
    translate,
)


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
