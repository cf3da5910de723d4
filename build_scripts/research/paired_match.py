"""Two matches on the same deals, compared deal by deal (Skat or Spitzer).

A change to a level is read as the difference it makes to the level's lead
over its opponent on the same deals, with the same player seeds:

    python build_scripts/research/paired_match.py \\
        --before old_2026.jsonl.gz old_2027.jsonl --after new_2026.jsonl new_2027.jsonl

Files are ``skat-desktop match [--game spitzer] --resume FILE`` deal files,
gzipped or not, their header naming the game; the n-th ``--before`` file is
paired with the n-th ``--after`` file (one pair per seed). For every deal the
statistic is (A's mean score per seat − B's) after the change minus the same
before it; the report gives its mean and 95 % interval over all the deals,
each pair's own report, and how many deals were played differently at all (a
change that never alters a decision leaves a deal exactly as it was).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from deal_runs import json_lines  # noqa: E402

from skat_desktop.cli.match import ci95, mean_of, summarise  # noqa: E402
from skat_desktop.cli.match import deal_difference as lead_of  # noqa: E402
from skat_desktop.cli.spitzer.match import summarise_spitzer  # noqa: E402


def deals_of(path: Path) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """A deal file's header line (``"type": "match"``; empty if it has none)
    and its deals by index."""
    header: dict[str, Any] = {}
    out = {}
    for deal in json_lines(path):
        if "index" in deal:
            out[int(deal["index"])] = deal
        elif deal.get("type") == "match":
            header = deal
    return header, out


def report_of(
    header: dict[str, Any], level_a: str, level_b: str, deals: list[dict[str, Any]]
) -> dict[str, Any]:
    """The match's own report of ``deals``, for the game the header names."""
    if header.get("game") == "spitzer":
        return summarise_spitzer(level_a, level_b, deals)
    return summarise(level_a, level_b, deals, 0.0, str(header.get("rules", "official")))


def compare(pairs: list[tuple[Path, Path]], level_a: str, level_b: str) -> dict[str, Any]:
    """The paired report (module doc)."""
    diffs: list[float] = []
    changed = 0
    runs = []
    for before_path, after_path in pairs:
        (header, before), (_, after) = deals_of(before_path), deals_of(after_path)
        if before.keys() != after.keys():
            raise SystemExit(f"{before_path} and {after_path} do not hold the same deals")
        for index in sorted(before):
            seeds = {before[index].get("seed"), after[index].get("seed")} - {None}
            if len(seeds) > 1:
                raise SystemExit(f"deal {index}: {before_path} and {after_path} differ in seed")
            diffs.append(lead_of(after[index]) - lead_of(before[index]))
            changed += before[index]["tables"] != after[index]["tables"]
        runs.append(
            {
                "before": str(before_path),
                "after": str(after_path),
                "before_report": report_of(header, level_a, level_b, list(before.values())),
                "after_report": report_of(header, level_a, level_b, list(after.values())),
            }
        )
    return {
        "deals": len(diffs),
        "deals_played_differently": changed,
        "change_in_lead": {"per_deal": mean_of(diffs), "ci95": ci95(diffs)},
        "runs": runs,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, nargs="+", required=True)
    parser.add_argument("--after", type=Path, nargs="+", required=True)
    parser.add_argument("--a", default="strong", help="level A's name for the reports")
    parser.add_argument("--b", default="easy", help="level B's name for the reports")
    args = parser.parse_args(argv)
    if len(args.before) != len(args.after):
        parser.error("give as many --after files as --before files")
    report = compare(list(zip(args.before, args.after, strict=True)), args.a, args.b)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
