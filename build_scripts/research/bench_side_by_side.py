"""Decision times of today's levels beside a frozen copy's, on the same positions.

The bench's times swing between sittings on one machine (the same levels'
card p95 was 413, 543 and 676 ms on three days), so two benches run on
different days cannot say whether a change made the levels slower. This
runs ``skat-desktop bench`` from the working tree and from a frozen copy
(``frozen_levels.py``) in turn, round after round, on the bench's fixed
positions, and compares each round's pair: for every level and decision
kind, the median over the rounds of the ratio today/frozen, of the median and
of the p95. A ratio up to ``--limit`` (1.1) counts as "no slower".
``node_rows`` gives the same ratios in solver nodes, which the machine's
load does not change, to tell a slow sitting from more work.

    python build_scripts/research/bench_side_by_side.py --frozen build/frozen/0123abc

Nothing else heavy should run beside it; the JSON goes to stdout (and to
``--out``), a table to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
STATS = ("median", "p95")


def run_bench(lib: Path, cwd: Path, quick: bool) -> dict[str, Any]:
    """One ``skat-desktop bench`` of the package found at ``lib``, parsed."""
    command = [sys.executable, "-m", "skat_desktop", "bench"] + (["--quick"] if quick else [])
    env = {**os.environ, "PYTHONPATH": str(lib), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"bench_side_by_side: the bench of {lib} failed:\n{done.stderr[-2000:]}")
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def times(report: dict[str, Any], nodes: bool = False) -> dict[tuple[str, str, str], float]:
    """(level, kind, statistic) → milliseconds; kind ``all`` is every decision.

    With ``nodes`` the same summary in solver nodes (millions), which the
    machine's load does not change: they tell a slower sitting from more work.
    """
    out: dict[tuple[str, str, str], float] = {}
    for level, entry in report.get("decision_ms", {}).items():
        if nodes:
            entry = entry.get("nodes_m", {})
        for stat in STATS:
            if stat in entry:
                out[(level, "all", stat)] = float(entry[stat])
        for kind, values in entry.get("by_kind", {}).items():
            for stat in STATS:
                if stat in values:
                    out[(level, kind, stat)] = float(values[stat])
    return out


def compare(
    pairs: list[tuple[dict[tuple[str, str, str], float], dict[tuple[str, str, str], float]]],
    levels: set[str],
    limit: float,
    unit: str = "ms",
) -> list[dict[str, Any]]:
    """One row per (level, kind, statistic) that every round measured on both sides;
    ``unit`` names the fields (``today_ms``, or ``today_mnodes`` for nodes)."""
    keys = set.intersection(*(set(new) & set(old) for new, old in pairs))
    rows = []
    for key in sorted(k for k in keys if k[0] in levels):
        ratios = [new[key] / old[key] for new, old in pairs if old[key] > 0]
        if not ratios:
            continue
        ratio = statistics.median(ratios)
        rows.append(
            {
                "level": key[0],
                "kind": key[1],
                "stat": key[2],
                f"today_{unit}": round(statistics.median(new[key] for new, _ in pairs), 2),
                f"frozen_{unit}": round(statistics.median(old[key] for _, old in pairs), 2),
                "ratio": round(ratio, 3),
                "ratios": [round(r, 3) for r in ratios],
                "within_limit": ratio <= limit,
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frozen", type=Path, required=True, help="a frozen_levels.py folder")
    parser.add_argument("--rounds", type=int, default=3, help="bench pairs to run (default 3)")
    parser.add_argument("--levels", default="normal,strong", help="levels to compare")
    parser.add_argument("--limit", type=float, default=1.1, help="largest ratio that passes")
    parser.add_argument("--quick", action="store_true", help="the bench's few positions only")
    parser.add_argument("--out", type=Path, help="also write the JSON here")
    args = parser.parse_args(argv)
    frozen = args.frozen.resolve()
    if not (frozen / "lib" / "skat_desktop").is_dir():
        raise SystemExit(f"bench_side_by_side: {frozen} is not a frozen_levels.py copy")
    if args.rounds < 1:
        raise SystemExit("bench_side_by_side: --rounds must be at least 1")
    pairs = []
    node_pairs = []
    for index in range(args.rounds):
        # Alternate which side runs first, so that a drift within a round favours neither.
        sides = [(ROOT, ROOT), (frozen / "lib", frozen)]
        ordered = sides if index % 2 == 0 else sides[::-1]
        reports = {str(lib): run_bench(lib, cwd, args.quick) for lib, cwd in ordered}
        new, old = reports[str(ROOT)], reports[str(frozen / "lib")]
        pairs.append((times(new), times(old)))
        node_pairs.append((times(new, nodes=True), times(old, nodes=True)))
        print(f"round {index + 1}/{args.rounds} done", file=sys.stderr)
    levels = set(args.levels.split(","))
    rows = compare(pairs, levels, args.limit)
    report = {
        "frozen": (frozen / "frozen-commit").read_text().strip()
        if (frozen / "frozen-commit").is_file()
        else None,
        "rounds": args.rounds,
        "quick": args.quick,
        "limit": args.limit,
        "all_within_limit": all(row["within_limit"] for row in rows),
        "rows": rows,
        "node_rows": compare(node_pairs, levels, args.limit, "mnodes"),
    }
    for row in rows:
        mark = "ok" if row["within_limit"] else "SLOWER"
        print(
            f"{row['level']:>7} {row['kind']:>10} {row['stat']:>6}: today {row['today_ms']:9.2f}"
            f" ms, frozen {row['frozen_ms']:9.2f} ms, ratio {row['ratio']:.3f} {mark}",
            file=sys.stderr,
        )
    for row in report["node_rows"]:
        print(
            f"{row['level']:>7} {row['kind']:>10} {row['stat']:>6}: today"
            f" {row['today_mnodes']:7.2f} M nodes, frozen {row['frozen_mnodes']:7.2f} M nodes,"
            f" ratio {row['ratio']:.3f}",
            file=sys.stderr,
        )
    text = json.dumps(report, indent=1)
    if args.out:
        args.out.write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
