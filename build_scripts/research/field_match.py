#!/usr/bin/env python3
"""A variant of a level against another level, on a stored match's deals and seeds.

``bid_margin_match.py`` and ``oracle_match.py`` weigh a variant against the
level itself: its games meet our own defence, which is stronger than most
opponents'. Issue 56 (point 3) asks what bolder bidding earns against a
weaker field too. This plays ``skat-desktop match``'s six tables of each deal
(:func:`~skat_desktop.cli.match.play_duplicate_deal`) with A the level with
some settings changed (``--variant NAME=VALUE,...``, as ``oracle_match.py``
takes it) and B another level, every player seeded as the match seeds it. A
deal in which the variant decides nothing otherwise is then played as in the
match file of the same seed and levels, and ``paired_match.py`` reads the
change in A's lead over B deal by deal::

    python build_scripts/research/field_match.py --level normal --against easy \\
        --seed 2060 --variant bid_margin=-16 --range 0:1000 --jobs 2 --out runs/v.jsonl
    python build_scripts/research/paired_match.py --before stored.jsonl.gz \\
        --after runs/v.jsonl --a normal --b easy

The file is a match deal file (``skat-desktop match --combine`` reads it); its
header names side A with the variant, and a re-run with the same file skips
the deals it holds. With ``--variant`` left empty the level plays as it is, which checks
that the seeding repeats the stored match.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from deal_runs import deal_range  # noqa: E402
from oracle_match import variant_of  # noqa: E402

from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.levels import LEVELS, make_player  # noqa: E402
from skat_desktop.ai.player import Player  # noqa: E402
from skat_desktop.ai.search_config import CONFIGS, LevelConfig  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import match_rules, play_duplicate_deal  # noqa: E402
from skat_desktop.cli.match_log import MatchLog, MatchLogError, header  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS, RuleSet  # noqa: E402

VARIANT_MARK = "*"
"""Appended to the level's name for side A, so that the player factory can
tell the variant from the same level sitting on side B."""

_variant: LevelConfig | None = None
"""The variant's settings in this worker process (set by :func:`_start_worker`)."""


def _start_worker(variant: LevelConfig, threads: int) -> None:
    global _variant
    _variant = variant
    world_runner.set_threads(threads)


def make_seat(level: str, seed: int) -> Player:
    """The match's player factory: the variant for ``LEVEL*``, else the level."""
    if level.endswith(VARIANT_MARK):
        assert _variant is not None
        return SearchPlayer(level[: -len(VARIANT_MARK)], seed, config=_variant)
    return make_player("skat", level, seed)


def _play(job: tuple[RuleSet, str, str, int, int]) -> dict[str, Any]:
    rules, level, against, seed, index = job
    return play_duplicate_deal(rules, level + VARIANT_MARK, against, seed, index, make_seat)


def match_header(args: argparse.Namespace) -> dict[str, Any]:
    """The deal file's first line: the match's own, side A named with its variant
    (``normal[bid_margin=-16]``), so that resuming or combining files of another
    variant is refused by the match file's own check."""
    name = f"{args.level}[{args.variant}]" if args.variant else args.level
    return header(name, args.against, args.seed, args.rules)


def open_log(path: Path, head: dict[str, Any]) -> MatchLog:
    """The deal file, new or to resume; a file of another match or variant, or
    one that is not a deal file, is refused with the match file's message."""
    try:
        return MatchLog(path, head)
    except MatchLogError as error:
        raise SystemExit(f"field_match: {error}") from None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal", choices=sorted(CONFIGS))
    parser.add_argument("--against", default="easy", choices=LEVELS)
    parser.add_argument("--variant", default="", help="NAME=VALUE,... of the level's settings")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--range", default="0:100", help="deals A:B")
    parser.add_argument("--rules", default="official", choices=sorted(PRESETS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    try:
        deals = deal_range(args.range)
        base = CONFIGS[args.level]
        variant = variant_of(base, args.variant) if args.variant else base
    except ValueError as error:
        parser.error(str(error))
    log = open_log(args.out, match_header(args))
    rules = match_rules(RuleSet.preset(args.rules))
    jobs = [(rules, args.level, args.against, args.seed, i) for i in deals if i not in log.done]
    threads = 1 if args.jobs > 1 else 2
    with ProcessPoolExecutor(
        args.jobs, initializer=_start_worker, initargs=(variant, threads)
    ) as pool:
        for result in pool.map(_play, jobs):
            log.append(result)
            print(f"deal {result['index']} done", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
