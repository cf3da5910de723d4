"""How much a Spitzer level would gain if it were told every hidden card.

Spitzer's ``strong`` beats ``easy`` by only about half a point per seat and
deal (issue 56 asks for one). Before looking for a better search, this
measures the ceiling: the same level, told where every card lies (its one
"world" is the truth, for the declarations and every card), played as a
duplicate match against another level exactly as ``skat-desktop match --game
spitzer`` plays (eight tables a deal, the same deals and player seeds), and
reported the same way. Told, the level knows the secret partnerships too, so
the difference between the told and the untold match is what the card play
and the declarations could still gain from information alone.

    python build_scripts/research/spitzer_told.py --told strong --against easy \\
        --deals 100 --seed 2026 --jobs 2 --out told.jsonl

``--report FILE...`` reads such files back into one report.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from deal_runs import json_lines  # noqa: E402

from skat_desktop.ai.levels import make_player  # noqa: E402
from skat_desktop.ai.spitzer import search  # noqa: E402
from skat_desktop.cli.spitzer.match import (  # noqa: E402
    SEATS,
    _player_seed,
    spitzer_seating,
    spitzer_tables,
    summarise_spitzer,
    table_record,
)
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.ai.spitzer.worlds import Facts, World  # noqa: E402
from skat_desktop.engine.spitzer import SpitzerDeal  # noqa: E402
from skat_desktop.engine.spitzer.actions import CallPartner  # noqa: E402
from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN  # noqa: E402
from skat_desktop.engine.spitzer.actions import SpitzerAction  # noqa: E402
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame  # noqa: E402
from skat_desktop.engine.spitzer.view import SpitzerView  # noqa: E402


TOLD_FOR = ("all", "cards", "declarations", "partners")
"""Which decisions the told level sees the cards for (the others it samples as
usual). ``partners``: at its card decisions it is told only where the two queens
and a called ace lie, so who plays with whom; the other cards it samples."""


class ToldPlayer:
    """A search level whose only world is the true lie of the cards (for ``told_for``)."""

    def __init__(self, level: str, seed: int, told_for: str = "all") -> None:
        base = search.CONFIGS[level]
        config = dataclasses.replace(
            base,
            play_worlds=base.play_worlds if told_for == "declarations" else 1,
            declare_worlds=base.declare_worlds if told_for == "cards" else 1,
        )
        if told_for == "partners":
            config = base
        self.level = f"{level}-told"
        self._inner = search.SpitzerSearchPlayer(level, seed, config=config)
        self._told_for = told_for
        self.game: SpitzerGame | None = None

    def choose(self, view: SpitzerView) -> SpitzerAction:
        game = self.game
        assert game is not None
        declaring = view.phase is Phase.DECLARE
        if (declaring and self._told_for in ("cards", "partners")) or (
            not declaring and self._told_for == "declarations"
        ):
            return self._inner.choose(view)
        truth = (game.hands[0], game.hands[1], game.hands[2], game.hands[3])
        if self._told_for == "partners":
            return self._choose_knowing_partners(view, truth)
        sample = search.deal_world
        search.deal_world = lambda facts, rng, tries=20: truth  # type: ignore[assignment]
        try:
            return self._inner.choose(view)
        finally:
            search.deal_world = sample

    def _choose_knowing_partners(self, view: SpitzerView, truth: World) -> SpitzerAction:
        """The level's choice with the queens and the called ace pinned to their holders."""
        keys = [BIG_QUEEN, LITTLE_QUEEN]
        if isinstance(view.declaration, CallPartner) and view.declaration.ace is not None:
            keys.append(view.declaration.ace)
        facts_of = search.facts_of

        def told_facts(v: SpitzerView) -> Facts:
            facts = facts_of(v)
            allowed = dict(facts.allowed)
            for card in keys:
                if card in allowed:
                    allowed[card] = next(1 << s for s in range(4) if truth[s] >> card & 1)
            return dataclasses.replace(facts, allowed=allowed)

        search.facts_of = told_facts
        try:
            return self._inner.choose(view)
        finally:
            search.facts_of = facts_of


def play_deal(
    told: str, against: str, match_seed: int, index: int, told_for: str = "all"
) -> dict[str, Any]:
    """Deal ``index`` at the eight tables, ``a`` the told level; as the match reports it."""
    deal = SpitzerDeal.from_seed(deal_seed(match_seed, index))
    tables = []
    for t, (alone, seat) in enumerate(spitzer_tables()):
        who = spitzer_seating(alone, seat)
        players: list[Any] = []
        for s in range(SEATS):
            seed = _player_seed(match_seed, index, t, s)
            players.append(
                ToldPlayer(told, seed, told_for)
                if who[s] == "a"
                else make_player("spitzer", against, seed)
            )
        game = SpitzerGame(deal)
        while not game.finished:
            s = game.to_move
            assert s is not None
            player = players[s]
            if isinstance(player, ToldPlayer):
                player.game = game
            game.apply(player.choose(game.view(s)), s)
        result = game.result
        assert result is not None
        tables.append(table_record(who, result))
    return {"index": index, "tables": tables}


def _play(job: tuple[str, str, int, int, str]) -> dict[str, Any]:
    return play_deal(*job)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--told", default="strong", choices=sorted(search.CONFIGS))
    parser.add_argument("--against", default="easy", help="the untold level (easy, strong…)")
    parser.add_argument("--told-for", default="all", choices=TOLD_FOR)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, help="append each deal here (JSON lines)")
    parser.add_argument("--report", type=Path, nargs="+", help="report on such files instead")
    args = parser.parse_args(argv)
    if args.report:
        deals = [deal for path in args.report for deal in json_lines(path)]
    else:
        jobs = [
            (args.told, args.against, args.seed, i, args.told_for)
            for i in range(args.first, args.first + args.deals)
        ]
        deals = []
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for deal in pool.map(_play, jobs):
                deals.append(deal)
                if args.out:
                    with args.out.open("a") as stream:
                        stream.write(json.dumps(deal) + "\n")
                print(f"deal {deal['index']} done", file=sys.stderr)
    report = summarise_spitzer(f"{args.told}-told", args.against, deals)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
