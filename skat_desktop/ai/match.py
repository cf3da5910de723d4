"""Duplicate matches between computer levels: ``skat-desktop match``.

Skat's luck is in the cards, so two levels are compared on the *same* deals
with the seats rotated: every deal is played at six tables — level A alone in
seat p against two B, and B alone in seat p against two A, for p = Forehand,
Middlehand, Rearhand. Over the six tables each level holds every one of the
three hands exactly three times, so a good hand helps both levels equally and
the difference measures play, not luck.

Scores are Seeger-Fabian points (RULES.md §11): a won game scores value + 50,
a lost one −2 × value − 50 and +40 for each other player; a Ramsch scores its
entries; a passed-in deal 0. ``sf_per_deal`` is the mean score of one seat in
one deal (a level's total over the six tables divided by the nine seats it
held), so it reads like the per-game average on a Seeger-Fabian list. The
confidence interval of the difference uses the per-deal paired differences,
which removes the deal-to-deal variance shared by both levels.

Deals are standalone: no Bock or Ramsch rounds carry over between them (they
would make the six tables of a deal diverge). Players are told the session
scores by Seeger-Fabian, since that is what is measured.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from skat_desktop.engine.game import Deal, Game
from skat_desktop.engine.rules import RuleError, RuleSet, Scoring
from skat_desktop.engine.scoring import GameResult, ResultKind
from skat_desktop.engine.session import deal_seed

from .levels import LEVELS, make_player
from .player import Player

PlayerFactory = Callable[[str, int], Player]
"""(level, seed) -> player; the match uses :func:`make_player` unless a test passes another."""


def play_game(game: Game, players: Sequence[Player]) -> GameResult:
    """Play one deal to the end, each seat choosing from its own view only."""
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        action = players[seat].choose(game.view(seat))
        game.apply(action, seat)
    assert game.result is not None
    return game.result


def sf_points(result: GameResult, players_at_table: int = 3) -> tuple[int, int, int]:
    """Seeger-Fabian points per seat for one deal."""
    if result.kind is ResultKind.GAME and result.declarer is not None:
        out = [0, 0, 0]
        if result.won:
            out[result.declarer] = result.value + 50
        else:
            out[result.declarer] = result.value - 50
            bonus = 40 if players_at_table == 3 else 30
            for s in range(3):
                if s != result.declarer:
                    out[s] += bonus
        return (out[0], out[1], out[2])
    return result.entries


def tables() -> list[tuple[str, int]]:
    """The six seatings: (who sits alone, seat) for both levels and every seat."""
    return [(alone, p) for p in range(3) for alone in ("a", "b")]


def seating(alone: str, seat: int) -> tuple[str, str, str]:
    other = "b" if alone == "a" else "a"
    return tuple(alone if s == seat else other for s in range(3))  # type: ignore[return-value]


def _player_seed(match_seed: int, deal: int, table: int, seat: int) -> int:
    return ((match_seed * 1_000_003 + deal) * 7 + table) * 3 + seat


def play_duplicate_deal(
    rules: RuleSet,
    level_a: str,
    level_b: str,
    match_seed: int,
    index: int,
    factory: PlayerFactory | None = None,
) -> dict[str, Any]:
    """Play deal ``index`` at the six tables; per-table results for the report."""
    make = factory or make_player
    seed = deal_seed(match_seed, index)
    deal = Deal.from_seed(seed)
    out_tables: list[dict[str, Any]] = []
    for t, (alone, seat) in enumerate(tables()):
        who = seating(alone, seat)
        levels = {"a": level_a, "b": level_b}
        players = [make(levels[who[s]], _player_seed(match_seed, index, t, s)) for s in range(3)]
        game = Game(rules, deal)
        result = play_game(game, players)
        points = sf_points(result)
        out_tables.append(
            {
                "who": who,
                "points": points,
                "kind": result.kind.value,
                "declarer": result.declarer,
                "game": result.game.code if result.game is not None else None,
                "won": result.won,
                "overbid": result.overbid,
                "ramsch_entries": result.entries if result.kind is ResultKind.RAMSCH else None,
            }
        )
    return {"index": index, "seed": seed, "tables": out_tables}


def _worker(args: tuple[RuleSet, str, str, int, int, int]) -> dict[str, Any]:
    rules, a, b, seed, index, threads = args
    from . import world_runner

    world_runner.set_threads(threads)
    return play_duplicate_deal(rules, a, b, seed, index)


def _ci95(values: Sequence[float]) -> list[float]:
    if len(values) < 2:
        m = values[0] if values else 0.0
        return [round(m, 2), round(m, 2)]
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return [round(m - half, 2), round(m + half, 2)]


def summarise(
    level_a: str, level_b: str, deals: Iterable[dict[str, Any]], seconds: float, rules_name: str
) -> dict[str, Any]:
    """Aggregate per-deal table results into the JSON report."""
    per_deal: dict[str, list[float]] = {"a": [], "b": []}
    diffs: list[float] = []
    seats_held = {"a": [0, 0, 0], "b": [0, 0, 0]}
    by_game: dict[str, dict[str, dict[str, int]]] = {"a": {}, "b": {}}
    passes = 0
    ramsch = {"a": {"count": 0, "points": 0, "lost": 0}, "b": {"count": 0, "points": 0, "lost": 0}}
    overbids = {"a": 0, "b": 0}
    n_deals = 0
    for deal in deals:
        n_deals += 1
        totals = {"a": 0.0, "b": 0.0}
        counts = {"a": 0, "b": 0}
        for table in deal["tables"]:
            who = table["who"]
            for s in range(3):
                totals[who[s]] += table["points"][s]
                counts[who[s]] += 1
                seats_held[who[s]][s] += 1
            if table["kind"] in ("passed_in", "redeal"):
                passes += 1
            if table["kind"] == "game" and table["declarer"] is not None:
                t = who[table["declarer"]]
                entry = by_game[t].setdefault(table["game"], {"games": 0, "won": 0})
                entry["games"] += 1
                entry["won"] += int(bool(table["won"]))
                overbids[t] += int(bool(table["overbid"]))
            if table["kind"] == "ramsch":
                for s in range(3):
                    r = ramsch[who[s]]
                    r["count"] += 1
                    r["points"] += table["points"][s]
                    r["lost"] += int(table["points"][s] < 0)
        mean_a = totals["a"] / max(1, counts["a"])
        mean_b = totals["b"] / max(1, counts["b"])
        per_deal["a"].append(mean_a)
        per_deal["b"].append(mean_b)
        diffs.append(mean_a - mean_b)

    def side(t: str, level: str) -> dict[str, Any]:
        values = per_deal[t]
        games = by_game[t]
        total_games = sum(g["games"] for g in games.values())
        won = sum(g["won"] for g in games.values())
        return {
            "level": level,
            "sf_per_deal": round(statistics.fmean(values), 2) if values else 0.0,
            "ci95": _ci95(values),
            "declarer_games": total_games,
            "declarer_win_rate": round(won / total_games, 3) if total_games else None,
            "win_rate_by_game": {
                k: {
                    "games": v["games"],
                    "won": v["won"],
                    "rate": round(v["won"] / v["games"], 3) if v["games"] else None,
                }
                for k, v in sorted(games.items())
            },
            "overbid_games": overbids[t],
            "ramsch": {
                "seat_games": ramsch[t]["count"],
                "mean_points": (
                    round(ramsch[t]["points"] / ramsch[t]["count"], 2)
                    if ramsch[t]["count"]
                    else None
                ),
                "losses": ramsch[t]["lost"],
            },
            "seats_held": seats_held[t],
        }

    return {
        "deals": n_deals,
        "rules": rules_name,
        "scoring": "seeger_fabian",
        "tables_per_deal": 6,
        "diff": {
            "sf_per_deal": round(statistics.fmean(diffs), 2) if diffs else 0.0,
            "ci95": _ci95(diffs),
        },
        "a": side("a", level_a),
        "b": side("b", level_b),
        "passed_in_tables": passes,
        "seconds": round(seconds, 2),
    }


def run_duplicate(
    rules: RuleSet,
    level_a: str,
    level_b: str,
    deals: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    rules_name: str = "official",
) -> dict[str, Any]:
    """Play a duplicate match and return the report (see the module doc)."""
    start = time.perf_counter()
    rules = rules.replace(scoring=Scoring.SEEGER_FABIAN)
    # One solver thread per worker process when the processes already fill the cores.
    threads = 1 if jobs > 1 else 2
    work = [(rules, level_a, level_b, seed, i, threads) for i in range(deals)]
    results: list[dict[str, Any]] = []
    if jobs > 1 and deals > 1:
        ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(jobs) as pool:
            for r in pool.imap_unordered(_worker, work, chunksize=1):
                results.append(r)
                if progress:
                    progress(len(results), deals)
    else:
        for w in work:
            results.append(_worker(w))
            if progress:
                progress(len(results), deals)
    results.sort(key=lambda r: r["index"])
    return summarise(level_a, level_b, results, time.perf_counter() - start, rules_name)


class _ArgError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            raise _ArgError(f"{self.prog}: {message}")

    p = Parser(
        prog="skat-desktop match",
        description="Duplicate match between two computer levels (JSON on stdout).",
    )
    p.add_argument("--a", required=True, help=f"level of A ({', '.join(LEVELS)})")
    p.add_argument("--b", required=True, help="level of B")
    p.add_argument("--deals", type=int, required=True, help="number of deals (6 tables each)")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--rules", default="official", help="rule preset")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    return p


def run_match(argv: list[str]) -> int:
    """``skat-desktop match``: JSON report on stdout, progress on stderr; 2 on bad input."""
    try:
        args = _parser().parse_args(argv)
        for name in (args.a, args.b):
            if name.strip().lower() not in LEVELS:
                raise _ArgError(
                    f"skat-desktop match: unknown level {name!r}; choose one of {', '.join(LEVELS)}"
                )
        if args.deals < 1:
            raise _ArgError("skat-desktop match: --deals must be at least 1")
        if not 1 <= args.jobs <= 64:
            raise _ArgError("skat-desktop match: --jobs must be between 1 and 64")
        try:
            rules = RuleSet.preset(args.rules)
        except RuleError as exc:
            raise _ArgError(f"skat-desktop match: {exc}") from None
    except _ArgError as exc:
        print(exc, file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        if done == total or done % max(1, total // 20) == 0:
            print(f"match: {done}/{total} deals", file=sys.stderr, flush=True)

    report = run_duplicate(
        rules,
        args.a.strip().lower(),
        args.b.strip().lower(),
        args.deals,
        args.seed,
        args.jobs,
        progress,
        args.rules.strip().lower(),
    )
    print(json.dumps(report))
    return 0
