"""Training data for Spitzer's learned declaration model (issue 56).

``strong`` weighs a declaration by solving sampled worlds double-dummy
(:mod:`skat_desktop.ai.spitzer.search`). Double-dummy play flatters some
contracts and not others: three defenders who see every card defend a Zola
better than real ones, a side aiming at 90 is flattered. This script measures
the difference on real play. For each deal of a seeded series and each seat
that does not hold both queens, it puts the seat first to declare (the seats
before it pass) and asks ``strong`` for its estimates of passing, Zola and
Schneider. Where Zola or Schneider lies within :data:`WINDOW` of passing (where
a correction could change the choice), it plays the deal out from each of those
choices with four ``strong`` players, who see only their own cards, and keeps
the seat's relative score (its score minus the others' mean) as the label.

    python build_scripts/spitzer_declare_data.py --seed 5600 --deals 3000 \\
        --jobs 2 --out build/spitzer_declare/data.jsonl

The file is appended to deal by deal, so a run that is stopped goes on where
it stopped when started again with the same arguments; ``--jobs`` defaults to
every core. ``train_spitzer_declare.py`` fits the model on it.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))

from data_runs import generate  # noqa: E402

from skat_desktop.ai.spitzer.declare_model import (  # noqa: E402
    KINDS,
    declaration_kind,
    models_hand,
)
from skat_desktop.ai.spitzer.levels import play_on  # noqa: E402
from skat_desktop.ai.spitzer.worlds import relative_score  # noqa: E402
from skat_desktop.ai.spitzer.search import STRONG, SpitzerSearchPlayer  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.spitzer import SpitzerDeal  # noqa: E402
from skat_desktop.engine.spitzer.actions import Pass, SpitzerAction  # noqa: E402
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame  # noqa: E402

WINDOW = {"zola": (-8.0, 6.0), "schneider": (-3.0, 8.0)}
"""Record a choice whose raw estimate minus passing's lies in this range (score
units): where a correction could change the choice. ``strong`` declares above
+1 today; its Zolas were won far more often than pays and its Schneiders less,
so Zola's range reaches further down and Schneider's further up."""


def kind_of(action: SpitzerAction) -> str | None:
    """``pass``, ``zola`` (plain) or ``schneider``; None for the other declarations."""
    return "pass" if isinstance(action, Pass) else declaration_kind(action)


def _seat_seed(seed: int, index: int, seat: int, salt: int) -> int:
    return ((seed * 1_000_003 + index) * 4 + seat) * 7 + salt


def _at_seat(deal: SpitzerDeal, seat: int) -> SpitzerGame | None:
    """The game with every seat before ``seat`` passed, or None if it never gets the turn."""
    game = SpitzerGame(deal)
    while game.phase is Phase.DECLARE and game.to_move != seat:
        game.apply(Pass(), game.to_move)
    return game if game.phase is Phase.DECLARE and game.to_move == seat else None


PLAYERS = dataclasses.replace(STRONG, learned_declarations=False)
"""The players who label the data: ``strong`` as it was before the model, so a
resumed run labels as its start did and the model corrects its own base."""

RAW = dataclasses.replace(PLAYERS, margin=0.0)
"""The same, reporting declarations' estimates without the margin."""


def _play_out(game: SpitzerGame, seed: int, index: int) -> tuple[int, ...]:
    players = [
        SpitzerSearchPlayer(config=PLAYERS, seed=_seat_seed(seed, index, s, 5)) for s in range(4)
    ]
    result = play_on(game, players).result
    assert result is not None
    return result.scores


def samples_of_deal(seed: int, index: int) -> dict[str, Any]:
    """Every recorded seat of deal ``index``: estimates and played-out labels."""
    start = time.perf_counter()
    deal = SpitzerDeal.from_seed(deal_seed(seed, index))
    samples: list[dict[str, Any]] = []
    for seat in range(4):
        hand = deal.hands[seat]
        if not models_hand(hand):
            continue
        game = _at_seat(deal, seat)
        if game is None:
            continue
        view = game.view(seat)
        player = SpitzerSearchPlayer(config=RAW, seed=_seat_seed(seed, index, seat, 1))
        estimates: dict[str, dict[str, float]] = {}
        actions: dict[str, SpitzerAction] = {}
        for option in player.options(view):
            kind = kind_of(option.action)
            if kind is None:
                continue
            estimates[kind] = {
                "util": option.expected_score,
                "win": option.win_chance,
                "points": option.side_points,
                "worlds": option.worlds,
            }
            actions[kind] = option.action
        if "pass" not in estimates:
            continue
        base = estimates["pass"]["util"]
        close = [
            k
            for k in KINDS
            if k in estimates and WINDOW[k][0] <= estimates[k]["util"] - base <= WINDOW[k][1]
        ]
        if not close:
            continue
        labels: dict[str, float] = {}
        for kind in ["pass", *close]:
            played = game.copy()
            played.apply(actions[kind], seat)
            labels[kind] = relative_score(_play_out(played, seed, index), seat)
        samples.append({"seat": seat, "hand": hand, "estimates": estimates, "labels": labels})
    return {
        "index": index,
        "samples": samples,
        "seconds": round(time.perf_counter() - start, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=5600)
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, default=ROOT / "build/spitzer_declare/data.jsonl")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    generate(
        samples_of_deal, args.seed, args.deals, args.jobs, args.out, lambda r: len(r["samples"])
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
