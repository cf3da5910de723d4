#!/usr/bin/env python3
"""How well a search level foresees its own games: predicted against won.

When a ``normal`` or ``strong`` declarer commits to a game (its discard after
a pick-up, or a hand declaration) it has a win chance from its solved worlds,
already hedged by the level's double-dummy optimism
(:meth:`~skat_desktop.ai.search_config.LevelConfig.optimism`). This script
plays deals with the level in every seat, at one table, and sets that
prediction beside the outcome. If the level's games are won more often than
it foresaw, its optimism is too low for that kind of game, and the other
way round; the report gives, per kind of game (suit, Grand, Null), the
optimism its outcomes imply.

Players are told Seeger-Fabian scoring, as at a ``skat-desktop match``
table. Deals are those of ``skat-desktop match --seed`` and players are
seeded by (deal, seat), so a range can be played in parts.

Usage::

    python build_scripts/research/declare_calibration.py --range 0:500 --out runs/cal_a.jsonl
    python build_scripts/research/declare_calibration.py --report runs/cal_*.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from deal_runs import add_run_arguments, deal_range, json_lines, seat_seed  # noqa: E402

from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.scored import Scored  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import match_rules, play_game  # noqa: E402
from skat_desktop.cli.pipes import print_json  # noqa: E402
from skat_desktop.engine import actions as A  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.deal import Deal  # noqa: E402
from skat_desktop.engine.skat.game import Game, Phase  # noqa: E402
from skat_desktop.engine.skat.game_types import GameType  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402


class ForeseeingPlayer(SearchPlayer):
    """A search player that keeps the win chance of the game it commits to."""

    committed: tuple[str, float] | None = None
    """("pickup" or "hand", predicted win chance) of this seat's game, if any."""

    def options(self, view: GameView) -> list[Scored]:
        out = super().options(view)
        if out and view.phase is Phase.DISCARD:
            self.committed = ("pickup", out[0].win)
        elif out and view.phase is Phase.SKAT and isinstance(out[0].action, A.Declare):
            self.committed = ("hand", out[0].win)
        return out


def kind_of(game: GameType) -> str:
    if game is GameType.NULL:
        return "null"
    return "grand" if game is GameType.GRAND else "suit"


def play_deal(level: str, seed: int, index: int, preset: str = "official") -> dict[str, Any]:
    """One deal with ``level`` in every seat: the declarer's prediction and outcome."""
    players = [ForeseeingPlayer(level, seat_seed(seed, index, s)) for s in range(3)]
    result = play_game(
        Game(match_rules(PRESETS[preset]), Deal.from_seed(deal_seed(seed, index))), players
    )
    record: dict[str, Any] = {"index": index, "kind": result.kind.value}
    if result.declarer is None or result.game is None:
        return record
    committed = players[result.declarer].committed
    record["game"] = kind_of(result.game)
    record["won"] = bool(result.won)
    if committed is not None:
        how, win = committed
        record.update(
            how=how,
            predicted=round(win, 4),
            optimism=players[result.declarer].cfg.optimism(result.game),
        )
    return record


def report(paths: list[Path]) -> dict[str, Any]:
    """Per kind of game: games, mean predicted and actual win chance (with a 95 %
    interval), and the optimism the outcomes imply (where it can be read)."""
    groups: dict[str, list[dict[str, Any]]] = {}
    deals: set[int] = set()
    for path in paths:
        for record in json_lines(path):
            if record["index"] in deals:
                raise ValueError(f"deal {record['index']} twice (in {path})")
            deals.add(record["index"])
            if "predicted" in record:
                for key in (record["game"], f"{record['game']} {record['how']}"):
                    groups.setdefault(key, []).append(record)
    out: dict[str, Any] = {"deals": len(deals)}
    for key in sorted(groups):
        rows = groups[key]
        n = len(rows)
        predicted = sum(r["predicted"] for r in rows) / n
        won = sum(r["won"] for r in rows) / n
        half = 1.96 * math.sqrt(won * (1 - won) / n)
        # The prediction counts ``optimism`` of each solved loss as a win:
        # predicted = solved + o (1 - solved), so the solved share is read back.
        optimism = sum(r["optimism"] for r in rows) / n
        solved = (predicted - optimism) / (1 - optimism)
        implied = (won - solved) / (1 - solved) if solved < 1 else None
        out[key] = {
            "games": n,
            "predicted_win": round(predicted, 3),
            "won": round(won, 3),
            "won_ci95": [round(won - half, 3), round(won + half, 3)],
            "optimism": round(optimism, 3),
            "implied_optimism": None if implied is None else round(implied, 2),
        }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_run_arguments(parser, seed=3001)
    parser.add_argument("--out", type=Path, help="deal file (JSON lines, appended)")
    args = parser.parse_args()
    if args.report:
        try:
            found = report(args.report)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"declare_calibration: cannot report: {exc}", file=sys.stderr)
            return 1
        return print_json(found)
    if args.out is None:
        parser.error("--out is needed to play")
    try:
        deals = deal_range(args.range)
    except ValueError as error:
        parser.error(str(error))
    world_runner.set_threads(1)
    with args.out.open("a", encoding="utf-8") as out:
        for index in deals:
            out.write(json.dumps(play_deal(args.level, args.seed, index, args.rules)) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
