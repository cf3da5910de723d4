"""Geometry for the deck drawings: an affine transform and a tiny path language.

The decks are written with every coordinate *baked* (no SVG transforms), so
the drawing code needs its own transform maths and a parser for the small
absolute ``M L C Q Z`` path subset the shapes are written in.  ``fmt`` is the
single place numbers become text, with fixed decimals, which is what keeps
the generated files byte-for-byte reproducible.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass


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
