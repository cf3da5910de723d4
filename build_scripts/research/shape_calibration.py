#!/usr/bin/env python3
"""How often the declarer's shape features occur in his true hands and in the
defenders' sampled worlds: the measured weights of :mod:`.declarer_shape`.

For each deal the level plays the auction and the declaration (players
seeded by deal and seat, as the other deal scripts seed them, told
Seeger-Fabian scoring). At the first card each defender samples its worlds
as the level does, without the shape evidence. For each feature value of
:func:`skat_desktop.ai.declarer_shape.features` the report gives its share
among the declarers' true hands (``true``), its share among the sampled
worlds (``sampled``: each defender's worlds count as one hand, split
evenly), and the log of their ratio (``log_ratio``, with half a hand added
to each count so that no value is certain): the factor that makes the
sampled shares match the true ones, feature by feature.

Three more features are tallied to see what the weights leave
(:func:`more_features`): ``voids``, the plain suits the declarer holds no
card of; ``longest``, his longest plain
suit; and ``trumps``, his trump count. Where their sampled shares still
differ from the true ones, the worlds miss his lengths in a way the habits
weighed do not read.

``--shape W`` samples the worlds with the shape evidence at weight W, to
check what the weights leave: a ratio near 0 everywhere means the sampled
shares now match; ``--kept K`` weighs the discard habit K times within it
(``LevelConfig.shape_kept``). The report keeps the raw counts (``counts``),
so that runs over parts of a deal range can be pooled (``--merge``).

Usage::

    python build_scripts/research/shape_calibration.py --range 0:150 --out runs/cal_a.json
    python build_scripts/research/shape_calibration.py --range 150:300 --out runs/cal_b.json
    python build_scripts/research/shape_calibration.py --merge runs/cal_a.json runs/cal_b.json
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from deal_runs import add_run_arguments, deal_range, seat_seed  # noqa: E402

from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.declarer_shape import (  # noqa: E402
    NO_SHAPE,
    ShapeWeights,
    features,
)
from skat_desktop.ai.sampling import sample_worlds  # noqa: E402
from skat_desktop.ai.search_config import CONFIGS  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import match_rules  # noqa: E402
from skat_desktop.cli.pipes import print_json  # noqa: E402
from skat_desktop.engine.cards import suit_mask  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.deal import Deal  # noqa: E402
from skat_desktop.engine.skat.game import Game, Phase  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS, RuleSet  # noqa: E402
from skat_desktop.engine.skat.tricks import TRUMPS  # noqa: E402

NAMES = ("excess", "kept", "voids", "longest", "trumps")
LONGEST_RANGE = (2, 6)
"""Bounds of ``longest`` (further out counts as the bound)."""

VOIDS_MAX = 2
"""Bound of :func:`voids` (three plain voids count as two)."""

Counts = dict[str, collections.Counter[int]]
Shares = dict[str, dict[int, float]]


def plain_lengths(game: int, hand: int) -> tuple[int, ...]:
    """The lengths of ``hand``'s plain suits in a trump ``game``, in suit
    order: three in a suit game, four in a Grand (jacks are trumps in both)."""
    trumps = TRUMPS[game]
    return tuple((hand & suit_mask(s) & ~trumps).bit_count() for s in range(4) if s != game)


def voids(game: int, hand: int) -> int:
    """The plain suits (up to :data:`VOIDS_MAX`) without a card in a
    declarer's 10-card ``hand`` in a trump ``game``; a Grand has four."""
    return min(VOIDS_MAX, plain_lengths(game, hand).count(0))


def more_features(game: int, hand: int) -> tuple[int, int, int]:
    """(voids, longest, trumps) of a declarer's 10-card ``hand`` in a trump
    ``game``: the plain suits without a card in it (:func:`voids`), its
    longest plain suit (within :data:`LONGEST_RANGE`) and its trumps
    (diagnostic only: no level weighs them)."""
    longest = max(LONGEST_RANGE[0], min(LONGEST_RANGE[1], max(plain_lengths(game, hand))))
    return voids(game, hand), longest, (hand & TRUMPS[game]).bit_count()


def tally(
    rules: RuleSet,
    level: str,
    match_seed: int,
    deals: Sequence[int],
    worlds: int,
    shape: ShapeWeights = NO_SHAPE,
) -> tuple[Counts, Shares]:
    """(true, sampled) feature counts over the trump games of ``deals``."""
    true: Counts = {name: collections.Counter() for name in NAMES}
    sampled: Shares = {name: collections.defaultdict(float) for name in NAMES}
    over, strength = CONFIGS[level].sampler(defending=True)
    for index in deals:
        game = Game(rules, Deal.from_seed(deal_seed(match_seed, index)))
        players = [SearchPlayer(level, seat_seed(match_seed, index, s)) for s in range(3)]
        while not game.finished and game.phase is not Phase.PLAY:
            seat = game.to_move
            assert seat is not None
            game.apply(players[seat].choose(game.view(seat)), seat)
        declarer = game.declarer
        contract = game.contract
        if game.finished or declarer is None or contract is None or game.ramsch:
            continue
        kind = int(contract.game)
        picked = game.view(declarer).picked_up
        habits = features(kind, game.hands[declarer], game.skat, picked)
        if habits is None:
            continue
        truth = (*habits, *more_features(kind, game.hands[declarer]))
        for name, value in zip(NAMES, truth, strict=True):
            true[name][value] += 2  # once per defender, as the sampled side
        for defender in (s for s in range(3) if s != declarer):
            rng = random.Random(f"{match_seed} {index} {defender}")
            found = sample_worlds(
                game.view(defender),
                worlds,
                rng,
                oversample=over,
                strength=strength,
                shape=shape,
            )
            for w in found:
                f = features(kind, w[declarer], w[3], picked)
                assert f is not None
                values = (*f, *more_features(kind, w[declarer]))
                for name, value in zip(NAMES, values, strict=True):
                    sampled[name][value] += 1.0 / len(found)
    return true, sampled


def report(true: Counts, sampled: Shares) -> dict[str, Any]:
    """Shares and log ratios of each feature value (see the module doc)."""
    out: dict[str, Any] = {}
    for name in NAMES:
        values = sorted(set(true[name]) | set(sampled[name]))
        n_true = sum(true[name].values())
        n_sampled = sum(sampled[name].values())
        rows = {}
        for v in values:
            t = (true[name][v] + 0.5) / (n_true + 0.5 * len(values))
            s = (sampled[name].get(v, 0.0) + 0.5) / (n_sampled + 0.5 * len(values))
            rows[str(v)] = {
                "true": round(true[name][v] / max(1, n_true), 4),
                "sampled": round(sampled[name].get(v, 0.0) / max(1.0, n_sampled), 4),
                "log_ratio": round(math.log(t / s), 3),
            }
        out[name] = rows
    out["hands"] = sum(true["excess"].values()) // 2
    out["counts"] = {
        name: {
            "true": {str(v): n for v, n in sorted(true[name].items())},
            "sampled": {str(v): round(n, 6) for v, n in sorted(sampled[name].items())},
        }
        for name in NAMES
    }
    return out


def merged(paths: Sequence[Path]) -> tuple[Counts, Shares]:
    """The pooled raw counts of earlier reports.

    Raises ValueError for a file that is not such a report."""
    true: Counts = {name: collections.Counter() for name in NAMES}
    sampled: Shares = {name: collections.defaultdict(float) for name in NAMES}
    for path in paths:
        try:
            counts = json.loads(path.read_text(encoding="utf-8"))["counts"]
            for name in NAMES:
                for v, n in counts[name]["true"].items():
                    true[name][int(v)] += int(n)
                for v, x in counts[name]["sampled"].items():
                    sampled[name][int(v)] += float(x)
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise ValueError(f"{path}: not a shape_calibration report ({error})") from error
    return true, sampled


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_run_arguments(parser, seed=4101, report=False)
    parser.add_argument("--worlds", type=int, default=32, help="worlds per defender")
    parser.add_argument("--shape", type=float, default=0.0, help="shape evidence when sampling")
    parser.add_argument("--kept", type=float, default=1.0, help="weight of the discard habit")
    parser.add_argument("--merge", type=Path, nargs="+", help="pool earlier reports instead")
    parser.add_argument("--out", type=Path, help="also write the report here")
    args = parser.parse_args()
    if args.merge:
        try:
            true, sampled = merged(args.merge)
        except ValueError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        return print_json({"merged": [str(p) for p in args.merge], **report(true, sampled)})
    try:
        deals = deal_range(args.range)
    except ValueError as error:
        parser.error(str(error))
    if args.worlds < 1 or min(args.shape, args.kept) < 0:
        parser.error("--worlds is a whole number from 1, --shape and --kept numbers from 0")
    world_runner.set_threads(1)
    rules = match_rules(PRESETS[args.rules])
    weights = ShapeWeights(args.shape, args.kept)
    true, sampled = tally(rules, args.level, args.seed, deals, args.worlds, weights)
    out = {
        "level": args.level,
        "seed": args.seed,
        "deals": len(deals),
        "shape": args.shape,
        "kept": args.kept,
        **report(true, sampled),
    }
    if args.out is not None:
        args.out.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return print_json(out)


if __name__ == "__main__":
    sys.exit(main())
