#!/usr/bin/env python3
"""Where a duplicate match's difference comes from: bidding or card play.

A deal's six tables come in mirrored pairs: the seat that sits alone is the
same, the two sides swap. Each pair falls in one class, and the match's A-B
difference per deal is the sum of the classes' shares:

* ``same game``: the same seat declares the same game at both tables, so the
  difference is card play (declarer play at one table, defence at the other);
* ``other game``: the same seat declares, but another game (the discard or
  the declaration differed, or the auction ended at another value);
* ``other declarer``: another seat won the auction;
* ``one passed``: a game at one table, passed in at the other;
* ``both passed``: nothing to compare (always 0).

Each share comes with a 95 % interval paired by deal, like the match's own.

Usage::

    python build_scripts/match_breakdown.py docs/measurements/skat_strong_vs_normal_dfbc129.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from skat_desktop.cli.match import ci95, deal_difference  # noqa: E402
from skat_desktop.cli.match_log import MatchLogError, combine, game_of  # noqa: E402

CLASSES = ("same game", "other game", "other declarer", "one passed", "both passed")


def pair_class(first: dict[str, Any], second: dict[str, Any]) -> str:
    """The class of a mirrored pair of tables (see the module text)."""
    d1 = first["declarer"] if first["kind"] == "game" else None
    d2 = second["declarer"] if second["kind"] == "game" else None
    if d1 is None and d2 is None:
        return "both passed"
    if d1 is None or d2 is None:
        return "one passed"
    if d1 != d2:
        return "other declarer"
    return "same game" if first["game"] == second["game"] else "other game"


def deal_pairs(tables: list[dict[str, Any]]) -> list[tuple[str, float]]:
    """Class and A-minus-B share (each side's mean seat score) of a deal's pairs."""
    pairs: dict[int, list[dict[str, Any]]] = {}
    for table in tables:
        who = table["who"]
        alone = next(s for s in range(3) if who.count(who[s]) == 1)
        pairs.setdefault(alone, []).append(table)
    out: list[tuple[str, float]] = []
    for pair in pairs.values():
        if len(pair) != 2:
            raise ValueError("a deal's tables do not come in mirrored pairs")
        # A pair seats each side three times, the deal nine: a third of the
        # pair's own difference is its share of the deal's.
        out.append((pair_class(pair[0], pair[1]), deal_difference({"tables": pair}) / 3))
    return out


def breakdown(path: Path) -> dict[str, Any]:
    """Each class's pairs and share of A-B per deal, read like ``match --combine``."""
    head, deals = combine([path])
    if game_of(head) != "skat":
        raise ValueError(f"a breakdown needs a Skat match, not {game_of(head)}")
    per_deal: list[dict[str, float]] = []
    counts = dict.fromkeys(CLASSES, 0)
    for deal in deals:
        shares = dict.fromkeys(CLASSES, 0.0)
        for pair_kind, share in deal_pairs(deal["tables"]):
            shares[pair_kind] += share
            counts[pair_kind] += 1
        per_deal.append(shares)
    out: dict[str, Any] = {"deals": len(per_deal)}
    for pair_kind in CLASSES:
        values = [d[pair_kind] for d in per_deal]
        out[pair_kind] = {
            "pairs": counts[pair_kind],
            "sf_per_deal": round(statistics.fmean(values), 2) if values else 0.0,
            "ci95": ci95(values),
        }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deal_file", type=Path, help="a match's deal file (JSON lines)")
    args = parser.parse_args()
    try:
        print(json.dumps(breakdown(args.deal_file), indent=2))
    except MatchLogError as exc:  # names the file already
        print(f"match_breakdown: {exc}", file=sys.stderr)
        return 1
    except (OSError, ValueError, KeyError, StopIteration) as exc:
        print(f"match_breakdown: cannot read {args.deal_file}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
