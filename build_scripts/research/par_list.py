#!/usr/bin/env python3
"""Par over one list: a computer in the player's seat, each deal's par beside its result.

Plays one seeded Skat list (official rules, Seeger-Fabian, 12 deals by
default) with ``--level`` in table place 0 (the player's seat) against two
opponents of ``--opponents``, seeded as the table model seeds its computers
(and, as par's players, without time budgets, so the list is reproducible),
then works out every finished deal's par (:func:`skat_desktop.ai.par.skat_par`,
the ``strong`` level in place 0) and prints one JSON line per deal and a
closing line with the list total against the par total.

Usage::

    python build_scripts/research/par_list.py --seed 55 --deals 12 --level normal
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from skat_desktop.ai.par import par_player, skat_par  # noqa: E402
from skat_desktop.engine.skat.rules import RuleSet, Scoring  # noqa: E402
from skat_desktop.engine.skat.scoring import ResultKind  # noqa: E402
from skat_desktop.engine.skat.session import Session  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=55)
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--level", default="normal", help="the level in the player's seat")
    parser.add_argument("--opponents", default="normal")
    args = parser.parse_args(argv)
    rules = RuleSet(scoring=Scoring.SEEGER_FABIAN, list_length=args.deals)
    session = Session(rules, ["You", "Left", "Right"], args.seed)
    levels = [args.level, args.opponents, args.opponents]
    # Untimed, as par's own players are, so the list itself is reproducible too.
    players = [par_player(levels[p], args.seed + 7919 * p) for p in range(3)]
    while True:
        game = session.game
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            session.apply(players[session.player_at(seat)].choose(game.view(seat)), seat)
        if session.finished:
            break
        session.next_deal()
    own_total = par_total = 0
    for row, record in enumerate(session.records):
        result = record.result
        if result is None or result.kind is ResultKind.REDEAL:
            continue
        start = time.perf_counter()
        par = skat_par(rules, record, levels)
        seconds = time.perf_counter() - start
        own = record.scores[0]
        own_total += own
        par_total += par
        line = {
            "deal": record.number,
            "row": row,
            "seat": record.seats.index(0),
            "kind": result.kind.name.lower(),
            "declarer": record.declarer_player,
            "game": result.game.code if result.game is not None else None,
            "own": own,
            "par": par,
            "seconds": round(seconds, 1),
        }
        print(json.dumps(line), flush=True)
    print(json.dumps({"own_total": own_total, "par_total": par_total}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
