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

The drawing code lives in the ``deck_art`` package next to this script, one
module per job (geometry, suit signs, deck definitions, faces, court figures,
backs, SVG writer); this file is only the command-line entry point.

Usage::

    python build_scripts/make_decks.py            # writes resources/decks/
    python build_scripts/make_decks.py --out DIR  # writes DIR/<deck>/...
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

# ``deck_art`` sits next to this script.  Running the script puts this folder on
# the path already; adding it here keeps ``import make_decks`` working when the
# file is loaded from elsewhere (a test, ``importlib``), as before the split.
_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from deck_art.decks import Deck, make_decks  # noqa: E402
from deck_art.svg_writer import render_deck_svg, render_index, write  # noqa: E402

__all__ = ["Deck", "main", "make_decks", "render_deck_svg", "render_index", "write"]


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
