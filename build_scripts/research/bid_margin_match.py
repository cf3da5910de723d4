#!/usr/bin/env python3
"""Duplicate match of a *bidding* variant of a search level against the level itself.

A tuning tool: does ``strong`` bid better with another ``bid_margin`` (the
expected list points a bid must clear over passing), another ``prior_worlds``
(how much the rules-of-thumb estimate weighs against the solved worlds),
another ``dd_optimism`` or ``null_optimism`` (the share of double-dummy
losses of a trump or a Null game counted as wins, when bidding and
declaring) or another ``decl_prior_worlds`` (the rules-of-thumb estimate's
weight in the discard and the declaration)? ``skat-desktop match``
answers that too, but two copies of one level differ in most deals only by
the luck of their sampled worlds, so it needs thousands of deals to see a
point or two. This script removes that noise and most of the work:

* players are seeded by (deal, seat), not by table, so where the variant makes
  every auction decision exactly as the level does, the six tables play the
  same game and the deal's difference is exactly 0;
* a screen plays the deal's auction and declaration once with the level in
  every seat and asks, at each bid, pick-up, discard and declaration, what
  the variant would do in the level's exact state: from the very same solved
  auction worlds (the settings only enter after the simulation) and the same
  random stream; only deals where some decision differs are played at the six
  tables. The card play is the level's own in both, so it cannot differ
  where these decisions did not.

The players are told the preset's rules scored by Seeger-Fabian
(:func:`~skat_desktop.cli.match.match_rules`), as at a ``skat-desktop match``
table, since that is what is measured. Screens before 2026-11-25 told them
the preset's own scoring (plain, for ``official``): their players weighed
bids and risks in plain points while the deals were scored in Seeger-Fabian.

The mean over all deals (screened ones counting 0) is the duplicate match's
A-B difference, exactly, with its 95 % interval paired by deal. Deals where
the screen saw no difference are recorded without tables; ``--check`` plays
them too, to confirm their difference is 0.

Usage::

    python build_scripts/research/bid_margin_match.py --margins 0,8 --range 0:400 --out runs/bm
    python build_scripts/research/bid_margin_match.py --margins= --priors 0,16 --range 0:400 \
        --out runs/bp
    python build_scripts/research/bid_margin_match.py --margins= --null-optimism 0 --range 0:99 \
        --out runs/bn
    python build_scripts/research/bid_margin_match.py --margins= --dd-optimism 0.5 --range 0:99 \
        --out runs/bo
    python build_scripts/research/bid_margin_match.py --margins= --effort 2 --range 0:99 \
        --out runs/bx
    python build_scripts/research/bid_margin_match.py --margins= --play-effort 2 --range 0:99 \
        --out runs/bw
    python build_scripts/research/bid_margin_match.py --margins= --candidates 5 --range 0:99 \
        --out runs/bc
    python build_scripts/research/bid_margin_match.py --margins= --decl-priors 8 --range 0:99 \
        --out runs/bd
    python build_scripts/research/bid_margin_match.py --margins= --rank-by-gain 1 --range 0:99 \
        --out runs/bg
    python build_scripts/research/bid_margin_match.py --report runs/bm_m0*.jsonl

``--effort`` multiplies the worlds, node caps and time budget of the auction
and the declaration: such a variant samples worlds of its own, so the screen
asks players of its own that live through the level's game (each in exactly
the state its seat would have at a table until a decision differs). A deal
the screen passes still counts 0: the two sides then differ only in their
random streams for the card play, whose settings are the same. ``--candidates``
is followed the same way: it sets how many games (best by rules of thumb) the
auction and the declaration simulate, and how many discards for each; and so
is ``--rank-by-gain 1``, which chooses those games by their rules-of-thumb
expected score instead of their win chance.

A variant of a card-play setting (``--play-effort``: the card play's worlds,
node cap and time budget multiplied) cannot be screened this way: every deal
is played at the six tables, still with players seeded by deal and seat, so a
deal's difference is 0 wherever the variant's card choices left every
table's result as it was.

Run several processes over disjoint ranges to use every core (each uses one
solver thread, so its decisions do not depend on thread timing).
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))  # its sibling, when loaded by path

from deal_runs import add_run_arguments, deal_range, json_lines, seat_seed  # noqa: E402
from screen_variants import VARIED, variants_of  # noqa: E402

from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.search_config import CONFIGS, LevelConfig  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import ci95, match_rules, play_game, rounded, seating, sf_points, tables  # noqa: E402  # noqa: E402
from skat_desktop.cli.match import deal_difference as match_deal_difference  # noqa: E402
from skat_desktop.cli.pipes import print_json  # noqa: E402
from skat_desktop.engine.api import RuleSet  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.deal import Deal  # noqa: E402
from skat_desktop.engine.skat.game import Game, Phase  # noqa: E402
from skat_desktop.engine.skat.result import GameResult  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS  # noqa: E402


@dataclasses.dataclass(frozen=True)
class Setup:
    level: str
    seed: int
    rules: RuleSet

    def player(self, index: int, seat: int, config: LevelConfig) -> SearchPlayer:
        """The player at ``seat`` of deal ``index``: the same seed at every table."""
        return SearchPlayer(self.level, seat_seed(self.seed, index, seat), config=config)

    @classmethod
    def of(cls, level: str, seed: int, preset: str) -> Setup:
        """The screen of ``level`` on the deals of ``seed``, its players told
        the rules of ``preset`` as a ``skat-desktop match`` tells them."""
        return cls(level, seed, match_rules(PRESETS[preset]))


SCREENED = (Phase.BIDDING, Phase.SKAT, Phase.DISCARD, Phase.DECLARE)
"""The phases whose decisions a variant is asked about (the card play that
follows is the level's own, so it differs only where these did)."""


def shadow_of(player: SearchPlayer, config: LevelConfig) -> SearchPlayer:
    """The variant in ``player``'s exact state (random stream, plan, solved
    auction worlds), so it decides from the very same worlds."""
    shadow = copy.deepcopy(player)
    shadow.cfg = config
    return shadow


def differing(
    setup: Setup,
    index: int,
    deal: Deal,
    variants: dict[str, LevelConfig],
    followed: frozenset[str] = frozenset(),
) -> set[str]:
    """The variants that would decide some bid, pick-up, discard or declaration
    of the level's own game otherwise.

    A variant in ``followed`` samples worlds of its own (another number of
    them), so it cannot decide from the level's: it is asked through players
    of its own that live through the level's game, each in the state its seat
    would have at a table until the first decision that differs."""
    base_cfg = CONFIGS[setup.level]
    game = Game(setup.rules, deal)
    base = [setup.player(index, s, base_cfg) for s in range(3)]
    followers = {v: [setup.player(index, s, variants[v]) for s in range(3)] for v in followed}
    found: set[str] = set()
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if view.phase not in SCREENED:
            break
        shadows = {
            v: followers[v][seat] if v in followers else shadow_of(base[seat], cfg)
            for v, cfg in variants.items()
            if v not in found
        }
        action = base[seat].choose(view)
        cache = base[seat].bid_cache
        for name, shadow in shadows.items():
            shared = name not in followers and view.phase in (Phase.BIDDING, Phase.SKAT)
            if shared and cache is not None:
                # The auction's worlds, solved once by the level: the variant
                # reads them with its own settings and samples nothing.
                shadow.bid_cache = (cache[0], dataclasses.replace(cache[1], cfg=shadow.cfg))
            choice = shadow.choose(view)
            if choice != action or (view.phase is Phase.DISCARD and shadow.plan != base[seat].plan):
                found.add(name)
        game.apply(action, seat)
    return found


def play_tables(setup: Setup, index: int, deal: Deal, variant: LevelConfig) -> list[dict[str, Any]]:
    """The six tables of the deal, the variant as ``a`` and the level as ``b``."""
    configs = {"a": variant, "b": CONFIGS[setup.level]}
    out: list[dict[str, Any]] = []
    for alone, seat in tables():
        who = seating(alone, seat)
        players = [setup.player(index, s, configs[who[s]]) for s in range(3)]
        out.append(table_record(who, play_game(Game(setup.rules, deal), players)))
    return out


def table_record(who: tuple[str, str, str], result: GameResult) -> dict[str, Any]:
    """One table of a deal file: who sat where and how the game went."""
    return {
        "who": who,
        "points": sf_points(result),
        "kind": result.kind.value,
        "declarer": result.declarer,
        "game": result.game.code if result.game is not None else None,
        "won": result.won,
    }


def deal_difference(record: dict[str, Any]) -> float:
    """A minus B: each side's mean seat score over the six tables (0 when screened out)."""
    return match_deal_difference(record) if "tables" in record else 0.0


def report(paths: list[Path]) -> dict[str, Any]:
    """The match over the deals in ``paths``; a deal played again later in the
    same file counts once, as its last record.

    Raises ValueError where two files hold the same deal: the records carry
    no seed, so those are most likely two screens' files, whose deals share
    numbers but not cards."""
    records: dict[int, dict[str, Any]] = {}
    source: dict[int, Path] = {}
    for path in paths:
        for record in json_lines(path):
            index = record["index"]
            if source.setdefault(index, path) != path:
                raise ValueError(
                    f"deal {index} is in both {source[index]} and {path}:"
                    " report each screen's files on their own"
                )
            records[index] = record
    diffs = [deal_difference(r) for r in records.values()]
    n = len(diffs)
    mean = statistics.fmean(diffs) if diffs else 0.0
    return {
        "deals": n,
        "played": sum("tables" in r and r["differs"] for r in records.values()),
        "diff": {
            "sf_per_deal": rounded(mean),
            "ci95": ci95(diffs),
        },
        "screened_but_nonzero": [
            r["index"] for r in records.values() if not r["differs"] and deal_difference(r) != 0
        ],
        "seconds": round(sum(r["seconds"] for r in records.values())),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_run_arguments(parser, seed=2026)
    for option, (setting, letter, default) in VARIED.items():
        parser.add_argument(
            "--" + option.replace("_", "-"),
            default=default,
            help=f"variant {setting} values, comma-separated (files PREFIX_{letter}<VALUE>.jsonl)",
        )
    parser.add_argument("--out", type=Path, help="deal files prefix (PREFIX_m<MARGIN>.jsonl)")
    parser.add_argument("--check", action="store_true", help="also play the screened deals")
    args = parser.parse_args()
    if args.report:
        try:
            found = report(args.report)
        except KeyError as exc:
            print(f"bid_margin_match: a record has no field {exc}: no deal file", file=sys.stderr)
            return 1
        except (OSError, ValueError, TypeError) as exc:
            print(f"bid_margin_match: cannot report: {exc}", file=sys.stderr)
            return 1
        return print_json(found)
    if args.out is None:
        parser.error("--out is needed to play")
    try:
        variants, unscreened, followed = variants_of(args, CONFIGS[args.level])
        deals = deal_range(args.range)
    except ValueError as error:
        parser.error(
            f"{error}: the variant options take numbers (0,8), --candidates whole numbers"
            " from 1, --rank-by-gain 0 or 1, and --range two deal numbers (0:100)"
        )
    if not variants:
        parser.error("give at least one variant (--margins, --priors, --null-optimism, ...)")
    world_runner.set_threads(1)
    setup = Setup.of(args.level, args.seed, args.rules)
    screened = {v: cfg for v, cfg in variants.items() if v not in unscreened}
    files = {v: open(f"{args.out}_{v}.jsonl", "a", encoding="utf-8") for v in variants}  # noqa: SIM115
    try:
        for index in deals:
            started = time.perf_counter()
            deal = Deal.from_seed(deal_seed(args.seed, index))
            found = differing(setup, index, deal, screened, followed) if screened else set()
            found |= unscreened
            screen = (time.perf_counter() - started) / len(variants)
            for name, cfg in variants.items():
                began = time.perf_counter()
                record: dict[str, Any] = {"index": index, "differs": name in found}
                if args.check or name in found:
                    record["tables"] = play_tables(setup, index, deal, cfg)
                record["seconds"] = round(screen + time.perf_counter() - began, 2)
                files[name].write(json.dumps(record) + "\n")
                files[name].flush()
    finally:
        for handle in files.values():
            handle.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
