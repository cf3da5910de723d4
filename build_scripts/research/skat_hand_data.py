"""Training data for Skat's learned hand estimate (issue 56; research).

For each deal of a seeded series, one seat's ten cards are labelled, game by
game, with what the solver says of them when every card is known: whether
the game is won after picking up the skat and making the rules-of-thumb
discard, and whether it is won as a hand game. These are the questions the
auction asks of a hand before it has seen the skat; the rules-of-thumb
estimates in ``skat_desktop/ai/hand_estimates.py`` answer them from a dozen
hand-picked features, the learned model (``skat_hand_model.py``) from the
cards themselves.

    python build_scripts/research/skat_hand_data.py --seed 5601 --deals 60000 \\
        --out build/skat_hand/data.jsonl

The file is appended to deal by deal, so a run that is stopped goes on where
it stopped when started again with the same arguments; ``--jobs`` defaults to
every core. ``train_skat_hand.py`` fits the model on it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from data_runs import generate  # noqa: E402
from skat_hand_model import GAMES  # noqa: E402

from skat_desktop.ai import evaluation as ev  # noqa: E402
from skat_desktop.ai import hand_estimates as est  # noqa: E402
from skat_desktop.ai.positions import solve_category  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.game_types import GameType  # noqa: E402


def deal_of(seed: int, index: int) -> tuple[list[int], int, int]:
    """Deal ``index`` of the series: three hands, the skat, and the labelled seat."""
    cards = list(range(32))
    random.Random(deal_seed(seed, index)).shuffle(cards)
    hands = [sum(1 << c for c in cards[k * 10 : k * 10 + 10]) for k in range(3)]
    skat = (1 << cards[30]) | (1 << cards[31])
    return hands, skat, index % 3


def won(game: int, category: int) -> int:
    """1 if a solved category is a win for the declarer (Null: no trick taken)."""
    if game == GameType.NULL:
        return int(category == 1)
    return int(category >= ev.CAT_WON)


def labels_of_deal(seed: int, index: int) -> dict[str, Any]:
    """The seat's hand, and per game (:data:`GAMES`) its pick-up and hand results."""
    hands, skat, me = deal_of(seed, index)
    hand10 = hands[me]
    hand12 = hand10 | skat
    pickup: list[int] = []
    hand_game: list[int] = []
    for game in GAMES:
        a, b = est.best_discards(game, hand12, 1)[0]
        played = list(hands)
        played[me] = hand12 & ~((1 << a) | (1 << b))
        discard = (1 << a) | (1 << b)
        cat = solve_category(game, (played[0], played[1], played[2]), me, discard, False)
        pickup.append(won(game, cat))
        cat = solve_category(game, (hands[0], hands[1], hands[2]), me, skat, False)
        hand_game.append(won(game, cat))
    return {"index": index, "seat": me, "hand": hand10, "pickup": pickup, "hand_game": hand_game}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=5601)
    parser.add_argument("--deals", type=int, default=60000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, default=ROOT / "build/skat_hand/data.jsonl")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    count = 2 * len(GAMES)
    generate(labels_of_deal, args.seed, args.deals, args.jobs, args.out, lambda r: count, 1000)
    return 0


if __name__ == "__main__":
    sys.exit(main())
