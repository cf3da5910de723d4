"""What the scripts that play a level through numbered deals share.

``bid_margin_match.py``, ``declare_calibration.py``, ``oracle_match.py`` and
``inference_check.py`` each play the deals of a ``skat-desktop match`` seed
with one level in every seat, a range at a time so that two processes can
share the work. They seed their players the same way, so that a deal's seat
plays alike in all of them and at every table of a screen, and they take the
same options.
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path
from typing import Any

from skat_desktop.ai.search_config import CONFIGS
from skat_desktop.engine.skat.rules import PRESETS


def seat_seed(match_seed: int, index: int, seat: int) -> int:
    """The random seed of ``seat``'s player in deal ``index``: by deal and seat
    only, not by table, so a player decides alike wherever it sits."""
    return (match_seed * 1_000_003 + index) * 3 + seat


def deal_range(text: str) -> range:
    """The deals ``A:B`` names (A to B-1).

    Raises ValueError unless it is two whole numbers with A <= B."""
    first, sep, last = text.partition(":")
    if not (sep and first.isdigit() and last.isdigit()):
        raise ValueError(f"--range {text!r}: two deal numbers, A:B (0:100)")
    start, end = int(first), int(last)
    if start > end:
        raise ValueError(f"--range {text!r}: need A <= B")
    return range(start, end)


def three_numbers(option: str, text: str, spec: str) -> tuple[int, int, int]:
    """The three whole numbers of an option written ``spec`` (``A:B:C``).

    Raises ValueError naming ``option`` unless ``text`` is three whole
    numbers; each caller checks their ranges."""
    parts = text.split(":")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise ValueError(f"{option} {text!r}: {spec}, three whole numbers")
    return int(parts[0]), int(parts[1]), int(parts[2])


def read_deal_file(path: Path) -> str:
    """The text of a deal file, gunzipped where its name ends in ``.gz`` (the
    files kept under ``docs/measurements/`` are stored so)."""
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="utf-8") as stream:
            return stream.read()
    return path.read_text(encoding="utf-8")


def json_lines(path: Path) -> list[Any]:
    """The JSON value of each non-blank line of a deal file (gzipped or not).

    Raises ValueError naming the file, and the line where one is not JSON."""
    try:
        text = read_deal_file(path)
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path}: not a text file ({exc.reason})") from exc
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except ValueError as exc:
                raise ValueError(f"{path}, line {number}: not JSON ({exc})") from exc
    return out


def add_run_arguments(parser: argparse.ArgumentParser, seed: int, report: bool = True) -> None:
    """The options every such script takes: level, seed, deal range, rules and,
    where the script reads back its deal files, ``--report`` (each script says
    itself what ``--out`` names)."""
    parser.add_argument("--level", default="strong", choices=sorted(CONFIGS))
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--range", default="0:100", help="deals A:B")
    parser.add_argument("--rules", default="official", choices=sorted(PRESETS))
    if report:
        parser.add_argument("--report", type=Path, nargs="+", help="report on deal files instead")
