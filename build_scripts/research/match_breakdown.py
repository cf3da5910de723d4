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

``--games`` also splits the pairs where one seat declares at both tables (the
first two classes) by the kind of game each side chose there (suit, Grand or
Null): how often each side's declarer won and what the choice was worth. That
tells, say, whether the Nulls one level bids and the other does not pay.

Usage::

    python build_scripts/research/match_breakdown.py \
        docs/measurements/skat_strong_vs_normal_dfbc129.jsonl.gz
    python build_scripts/research/match_breakdown.py --games runs/strong_vs_normal.jsonl
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from skat_desktop.cli.match import ci95, deal_difference, mean_of  # noqa: E402
from skat_desktop.cli.match_log import MatchLogError, combine, game_of  # noqa: E402
from skat_desktop.cli.pipes import BROKEN_PIPE_STATUS, silence_stdout  # noqa: E402

CLASSES = ("same game", "other game", "other declarer", "one passed", "both passed")


def game_kind(game: str) -> str:
    """The ``--games`` split's kind of a game: Grand, Null or suit."""
    return game if game in ("grand", "null") else "suit"


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


def mirrored_pairs(tables: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """A deal's tables, two by two: the pairs where the same seat sits alone."""
    pairs: dict[int, list[dict[str, Any]]] = {}
    for table in tables:
        who = table["who"]
        alone = next(s for s in range(3) if who.count(who[s]) == 1)
        pairs.setdefault(alone, []).append(table)
    if any(len(pair) != 2 for pair in pairs.values()):
        raise ValueError("a deal's tables do not come in mirrored pairs")
    return list(pairs.values())


def deal_pairs(tables: list[dict[str, Any]]) -> list[tuple[str, float]]:
    """Class and A-minus-B share (each side's mean seat score) of a deal's pairs."""
    out: list[tuple[str, float]] = []
    for pair in mirrored_pairs(tables):
        # A pair seats each side three times, the deal nine: a third of the
        # pair's own difference is its share of the deal's.
        out.append((pair_class(pair[0], pair[1]), deal_difference({"tables": pair}) / 3))
    return out


def game_choice(pair: list[dict[str, Any]]) -> tuple[str, bool, bool] | None:
    """``"A kind / B kind"`` and whether A's and B's declarer won, for a pair
    where the same seat declares at both tables (None for any other pair)."""
    first, second = pair
    if pair_class(first, second) not in CLASSES[:2]:
        return None
    seat = first["declarer"]
    by_side = {t["who"][seat]: t for t in pair}
    if set(by_side) != {"a", "b"}:
        raise ValueError("a mirrored pair seats the same side alone at both tables")
    a, b = by_side["a"], by_side["b"]
    label = f"{game_kind(a['game'])} / {game_kind(b['game'])}"
    return label, bool(a["won"]), bool(b["won"])


def by_game(deals: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``--games`` split: per choice of game kinds, the pairs, each side's
    declarer's wins and the choice's share of A-B per deal."""
    shares: dict[str, list[float]] = {}
    won: dict[str, list[int]] = {}
    for index, deal in enumerate(deals):
        for pair in mirrored_pairs(deal["tables"]):
            choice = game_choice(pair)
            if choice is None:
                continue
            label, a_won, b_won = choice
            shares.setdefault(label, [0.0] * len(deals))[index] += (
                deal_difference({"tables": pair}) / 3
            )
            counts = won.setdefault(label, [0, 0, 0])
            counts[0] += 1
            counts[1] += a_won
            counts[2] += b_won
    return {
        label: {
            "pairs": won[label][0],
            "a_won": round(won[label][1] / won[label][0], 3),
            "b_won": round(won[label][2] / won[label][0], 3),
            "sf_per_deal": mean_of(shares[label]),
            "ci95": ci95(shares[label]),
        }
        for label in sorted(shares)
    }


def breakdown(path: Path, games: bool = False) -> dict[str, Any]:
    """Each class's pairs and share of A-B per deal, read like ``match --combine``
    (a ``.gz`` file, as kept under ``docs/measurements/``, is unpacked first)."""
    if path.suffix == ".gz":
        with tempfile.TemporaryDirectory() as folder:
            plain = Path(folder) / path.stem
            with gzip.open(path, "rb") as packed, plain.open("wb") as out:
                shutil.copyfileobj(packed, out)
            return breakdown(plain, games)
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
            "sf_per_deal": mean_of(values),
            "ci95": ci95(values),
        }
    if games:
        out["by game"] = by_game(deals)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deal_file", type=Path, help="a match's deal file (JSON lines)")
    parser.add_argument(
        "--games", action="store_true", help="also split same-seat pairs by each side's game kind"
    )
    args = parser.parse_args()
    try:
        print(json.dumps(breakdown(args.deal_file, args.games), indent=2), flush=True)
    except BrokenPipeError:  # read by ``head``: end quietly
        silence_stdout()
        return BROKEN_PIPE_STATUS
    except MatchLogError as exc:  # names the file already
        print(f"match_breakdown: {exc}", file=sys.stderr)
        return 1
    except (OSError, ValueError, KeyError, StopIteration) as exc:
        print(f"match_breakdown: cannot read {args.deal_file}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
