#!/usr/bin/env python3
"""Render the program's icon, ``resources/icons/skat-desktop.svg``, at the hicolor sizes.

The PNGs are committed so that neither the program nor a desktop install
needs an SVG renderer: Qt reads them for the window icon, PyInstaller packs
them into the Windows ``.ico``, and ``install.sh`` puts each one under
``icons/hicolor/NxN/apps``. Sizes already present are kept unless ``--all``
is given (their pixels then change only when the SVG did).

Usage::

    QT_QPA_PLATFORM=offscreen python build_scripts/make_icons.py [--all] [--check]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "skat-desktop.svg"

HICOLOR_SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The fixed sizes desktops look up under ``icons/hicolor`` (the SVG serves the rest)."""


def png_path(size: int) -> Path:
    return ICONS / f"skat-desktop-{size}.png"


def render(size: int, dest: Path) -> None:
    """Draw the SVG into a transparent ``size`` × ``size`` PNG."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(dest), b"PNG"):
        raise SystemExit(f"cannot write {dest}")


def wrong_sizes() -> list[str]:
    """Each hicolor size whose PNG is missing or not square at that size."""
    from PySide6.QtGui import QImageReader

    problems = []
    for size in HICOLOR_SIZES:
        reader = QImageReader(str(png_path(size)))
        found = reader.size()
        if not png_path(size).is_file() or (found.width(), found.height()) != (size, size):
            problems.append(f"{png_path(size).name}: want {size}x{size}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="redraw every size, not only missing")
    parser.add_argument("--check", action="store_true", help="only check that every size exists")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if not args.check:
        for size in HICOLOR_SIZES:
            if args.all or not png_path(size).is_file():
                render(size, png_path(size))
                print("wrote", png_path(size).relative_to(ROOT))
    problems = wrong_sizes()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
