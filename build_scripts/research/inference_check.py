#!/usr/bin/env python3
"""How close a search level's sampled worlds come to the cards as they lie.

``oracle_match.py`` measures what the card play would gain from knowing the
hidden cards; this script measures how much of that knowledge the worlds the
level plays in already hold. It plays deals with the level in every seat
(players seeded by deal and seat, as the other deal scripts seed them), keeps
each card decision of the first and the fourth trick with the true hidden
cards, and then samples worlds for those views under several settings of the
sampler (``oversample``: candidate worlds dealt per world kept; ``strength``:
the exponent on the soft evidence, :class:`~skat_desktop.ai.inference.Likelihood`):

* ``p_true``: the share of sampled worlds that put a hidden card where it
  really is, averaged over the hidden cards (hard facts alone give the
  baseline; 1 would be a seat that knows the cards);
* for the defenders in a trump game, the declarer's trumps and jacks in the
  sampled worlds minus the true count (``trumps_bias``, ``jacks_bias``):
  whether the worlds misjudge the declarer's hand in one direction;
* for the defenders, how well the worlds know the declarer's lengths (his
  trumps and each plain suit, as ``oracle_match.py --tell defence@shape``
  tells them): the share of worlds with all his lengths right
  (``shape_hit``) and the cards by which a world's lengths are off, summed
  over the groups (``length_error``).

It needs no solver: it judges the guess, not the play that follows from it.

Usage::

    python build_scripts/research/inference_check.py --level strong --range 0:100 \
        --out runs/infer.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from deal_runs import add_run_arguments, deal_range, seat_seed  # noqa: E402
from told_shape import length_groups  # noqa: E402

from skat_desktop.ai import evaluation as ev  # noqa: E402
from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.declarer_shape import ShapeWeights  # noqa: E402
from skat_desktop.ai.inference import knowledge  # noqa: E402
from skat_desktop.ai.sampling import World, sample_worlds  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import match_rules  # noqa: E402
from skat_desktop.cli.pipes import print_json  # noqa: E402
from skat_desktop.engine.cards import JACKS_MASK  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.deal import Deal  # noqa: E402
from skat_desktop.engine.skat.game import Game, Phase  # noqa: E402
from skat_desktop.engine.skat.game_types import GameType  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS, RuleSet  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402

TRICKS = (0, 3)
"""Played tricks at the decisions kept: the first trick and the fourth."""
DEFAULT_SETTINGS = "1:0,2:0.7,4:1,16:1,16:2,64:3"
"""oversample:strength pairs; 2:0.7 is ``normal``'s sampler, 4:1 ``strong``'s."""


@dataclasses.dataclass(frozen=True)
class Seen:
    """One card decision: who decided, after how many tricks, and the truth."""

    role: str
    """``declarer`` or ``defender``."""
    tricks: int
    view: GameView
    truth: World


def collect(rules: RuleSet, level: str, match_seed: int, deals: Sequence[int]) -> list[Seen]:
    """The kept card decisions of ``deals`` played by ``level`` in every seat."""
    out: list[Seen] = []
    for index in deals:
        game = Game(rules, Deal.from_seed(deal_seed(match_seed, index)))
        players = [SearchPlayer(level, seat_seed(match_seed, index, s)) for s in range(3)]
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            declarer = game.declarer
            if (
                view.phase is Phase.PLAY
                and declarer is not None
                and not game.ramsch
                and len(view.tricks) in TRICKS
            ):
                role = "declarer" if seat == declarer else "defender"
                truth: World = (*game.hands, game.skat)
                out.append(Seen(role, len(view.tricks), view, truth))
            game.apply(players[seat].choose(view), seat)
    return out


def p_true(seen: Seen, worlds: Sequence[World]) -> list[float]:
    """For each hidden card, the share of ``worlds`` that put it where it is."""
    know = knowledge(seen.view)
    shares: list[float] = []
    for card in know.allowed:
        place = next(loc for loc in range(4) if seen.truth[loc] >> card & 1)
        shares.append(sum(1 for w in worlds if w[place] >> card & 1) / len(worlds))
    return shares


def declarer_bias(seen: Seen, worlds: Sequence[World]) -> tuple[float, float] | None:
    """(trumps, jacks) of the declarer in ``worlds`` minus the true counts, for
    a defender in a trump game (None otherwise)."""
    view = seen.view
    game, declarer = view.game, view.declarer
    if seen.role != "defender" or game is None or declarer is None or game is GameType.NULL:
        return None
    trumps = ev.trump_mask(int(game))

    def bias(mask: int) -> float:
        guessed = statistics.fmean((w[declarer] & mask).bit_count() for w in worlds)
        return guessed - (seen.truth[declarer] & mask).bit_count()

    return bias(trumps), bias(JACKS_MASK)


def declarer_shape(seen: Seen, worlds: Sequence[World]) -> tuple[float, float] | None:
    """(share of ``worlds`` with every length of the declarer right, mean
    cards by which a world's lengths are off) for a defender (None otherwise)."""
    view = seen.view
    game, declarer = view.game, view.declarer
    if seen.role != "defender" or game is None or declarer is None:
        return None
    groups = length_groups(game, "shape")
    true = [(seen.truth[declarer] & m).bit_count() for m in groups]
    offs = [
        sum(abs((w[declarer] & m).bit_count() - t) for m, t in zip(groups, true, strict=True))
        for w in worlds
    ]
    return sum(1 for o in offs if o == 0) / len(offs), statistics.fmean(offs)


def judge(
    seen: Sequence[Seen],
    oversample: int,
    strength: float,
    worlds: int,
    reps: int,
    shape: float = 0.0,
) -> dict[str, Any]:
    """``p_true`` and the declarer's biases of one sampler setting, by role and trick."""
    out: dict[str, Any] = {}
    for role in ("defender", "declarer"):
        for tricks in TRICKS:
            group = [s for s in seen if s.role == role and s.tricks == tricks]
            if not group:
                continue
            shares: list[float] = []
            trumps: list[float] = []
            jacks: list[float] = []
            hits: list[float] = []
            errors: list[float] = []
            for n, one in enumerate(group):
                for rep in range(reps):
                    rng = random.Random(n * 1_009 + rep)
                    sampled = sample_worlds(
                        one.view,
                        worlds,
                        rng,
                        oversample=oversample,
                        strength=strength,
                        shape=ShapeWeights(shape),
                    )
                    shares.extend(p_true(one, sampled))
                    bias = declarer_bias(one, sampled)
                    if bias is not None:
                        trumps.append(bias[0])
                        jacks.append(bias[1])
                    lengths = declarer_shape(one, sampled)
                    if lengths is not None:
                        hits.append(lengths[0])
                        errors.append(lengths[1])
            row: dict[str, Any] = {
                "decisions": len(group),
                "p_true": round(statistics.fmean(shares), 4),
            }
            if trumps:
                row["trumps_bias"] = round(statistics.fmean(trumps), 3)
                row["jacks_bias"] = round(statistics.fmean(jacks), 3)
            if hits:
                row["shape_hit"] = round(statistics.fmean(hits), 4)
                row["length_error"] = round(statistics.fmean(errors), 3)
            out[f"{role} trick {tricks + 1}"] = row
    return out


def settings_of(text: str) -> list[tuple[int, float, float]]:
    """``oversample:strength`` pairs, each optionally ``:shape`` (the weight of
    :mod:`skat_desktop.ai.declarer_shape`, 0 when left out), comma-separated.

    Raises ValueError for an oversample that is not a whole number from 1, or
    a strength or shape that is not a number from 0."""
    out: list[tuple[int, float, float]] = []
    for item in text.split(","):
        parts = item.split(":")
        if len(parts) not in (2, 3) or not parts[0].isdigit() or int(parts[0]) < 1:
            raise ValueError(f"--settings {item!r}: OVERSAMPLE:STRENGTH[:SHAPE], e.g. 4:1")
        values = [float(x) for x in parts[1:]]
        if min(values) < 0:
            raise ValueError(f"--settings {item!r}: the strength and shape are 0 or more")
        out.append((int(parts[0]), values[0], values[1] if len(values) == 2 else 0.0))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_run_arguments(parser, seed=4001, report=False)
    parser.add_argument(
        "--settings", default=DEFAULT_SETTINGS, help="OVERSAMPLE:STRENGTH[:SHAPE],..."
    )
    parser.add_argument("--worlds", type=int, default=32, help="worlds per sample")
    parser.add_argument("--reps", type=int, default=4, help="samples per decision")
    parser.add_argument("--out", type=Path, help="also write the report here")
    args = parser.parse_args()
    try:
        deals = deal_range(args.range)
        settings = settings_of(args.settings)
    except ValueError as error:
        parser.error(str(error))
    if args.worlds < 1 or args.reps < 1:
        parser.error("--worlds and --reps are whole numbers from 1")
    world_runner.set_threads(1)
    seen = collect(match_rules(PRESETS[args.rules]), args.level, args.seed, deals)
    report: dict[str, Any] = {
        "level": args.level,
        "seed": args.seed,
        "deals": len(deals),
        "worlds": args.worlds,
        "reps": args.reps,
        "settings": {
            f"{over}:{strength:g}" + (f":{shape:g}" if shape else ""): judge(
                seen, over, strength, args.worlds, args.reps, shape
            )
            for over, strength, shape in settings
        },
    }
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return print_json(report)


if __name__ == "__main__":
    sys.exit(main())
