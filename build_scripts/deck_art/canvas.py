"""The canvas that turns drawing calls into absolute SVG path elements.

It keeps a stack of transforms and applies the current one to every point as
it is emitted, scaling stroke widths too, so the output needs no nested
``transform`` attributes: QtSvg then reports exact card bounds.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from .geometry import Affine, PathLike, ellipse_path, fmt, parse_path


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
