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

A side may be an external engine (``cmd:COMMAND``, docs/engine-protocol.md):
each worker process starts one engine process per seat and keeps it for the
whole match. Deal ``i`` depends only on the match seed and ``i``, so a match
can be played in parts (a deal range each, :mod:`.match_log` keeping the
finished deals) and the parts combined into the report of the whole.

That is Skat's scheme; another game brings its own (its tables, its scores,
its report) through :data:`.games.CLI_GAMES`, and this module's workers, progress
and resume files run it by its name.
"""

from __future__ import annotations

import collections
import itertools
import math
import multiprocessing
import multiprocessing.util
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from typing import Any, Final

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.player import Player
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.skat.game import Deal, Game
from skat_desktop.engine.skat.list_scores import list_points
from skat_desktop.engine.skat.rules import RuleSet, Scoring
from skat_desktop.engine.skat.scoring import GameResult, ResultKind
from skat_desktop.protocol.client import DEFAULT_TIMEOUT, EnginePool

from .games import CLI_GAMES
from .match_log import MatchLog

CMD_PREFIX: Final = "cmd:"
"""A level written ``cmd:COMMAND`` is an external engine (docs/engine-protocol.md)."""

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
    """Seeger-Fabian points per seat for one deal (the engine's list points)."""
    points = list_points(Scoring.SEEGER_FABIAN, players_at_table, (0, 1, 2), result)
    return (points[0], points[1], points[2])


def match_rules(rules: RuleSet) -> RuleSet:
    """The rules the players at a match's tables are given: ``rules`` scored by
    Seeger-Fabian, since that is what the match measures (a player weighs its
    bids and its risks by the scoring it is told)."""
    return rules.replace(scoring=Scoring.SEEGER_FABIAN)


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
    engines: EnginePool | None = None,
) -> dict[str, Any]:
    """Play deal ``index`` at the six tables; per-table results for the report.

    A level ``cmd:COMMAND`` is an external engine from ``engines`` (one
    process per seat, kept by the caller); it hears the ``result`` of every
    table it sat at.
    """
    make: PlayerFactory = factory or partial(make_player, "skat")
    start = time.perf_counter()
    seed = deal_seed(match_seed, index)
    deal = Deal.from_seed(seed)
    out_tables: list[dict[str, Any]] = []
    levels = {"a": level_a, "b": level_b}
    for t, (alone, seat) in enumerate(tables()):
        who = seating(alone, seat)
        players: list[Player] = []
        for s in range(3):
            level = levels[who[s]]
            if level.startswith(CMD_PREFIX):
                if engines is None:
                    raise ValueError("an external engine needs an engine pool")
                players.append(engines.player(level[len(CMD_PREFIX) :], s, f"{index}.{t}"))
            else:
                players.append(make(level, _player_seed(match_seed, index, t, s)))
        game = Game(rules, deal)
        result = play_game(game, players)
        for s, player in enumerate(players):
            finished = getattr(player, "deal_finished", None)
            if finished is not None:
                finished(game.view(s))
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
    return {
        "index": index,
        "seed": seed,
        "tables": out_tables,
        "seconds": round(time.perf_counter() - start, 3),
    }


def deal_difference(deal: dict[str, Any]) -> float:
    """A minus B in one deal: each level's mean seat score over the deal's tables."""
    totals = {"a": 0.0, "b": 0.0}
    counts = {"a": 0, "b": 0}
    for table in deal["tables"]:
        for s, who in enumerate(table["who"]):  # as many seats as the game has
            totals[who] += table["points"][s]
            counts[who] += 1
    return totals["a"] / max(1, counts["a"]) - totals["b"] / max(1, counts["b"])


class WorkerDied(RuntimeError):
    """A worker process of a match ended without a result (killed, out of memory)."""


_ENGINES: EnginePool | None = None
"""This process's external engines (one pool per match job)."""


def _init_worker(rules: RuleSet, preset: str, seed: int, timeout: float, threads: int) -> None:
    """Per-process set-up: solver threads and the engine pool, closed at exit."""
    global _ENGINES
    from skat_desktop.ai import world_runner

    world_runner.set_threads(threads)
    _ENGINES = EnginePool(rules, preset, seed, timeout)
    multiprocessing.util.Finalize(_ENGINES, _ENGINES.close, exitpriority=10)


def _close_engines() -> None:
    global _ENGINES
    if _ENGINES is not None:
        _ENGINES.close()
        _ENGINES = None


WorkItem = tuple[RuleSet, str, str, int, int, str]
"""(rules, level A, level B, match seed, deal index, game): one deal for a worker."""


def _worker(args: WorkItem) -> dict[str, Any]:
    """Play one deal of any game; the registry entry of its name plays the scheme."""
    rules, a, b, seed, index, game = args
    return CLI_GAMES[game].play_deal(rules, a, b, seed, index, _ENGINES)


def summarise_game(
    game: str,
    level_a: str,
    level_b: str,
    deals: Iterable[dict[str, Any]],
    rules_name: str,
) -> dict[str, Any]:
    """The report of ``game``'s deals, made by its registry entry (Skat's: :func:`summarise`)."""
    return CLI_GAMES[game].summarise(level_a, level_b, deals, rules_name)


def rounded(x: float) -> float:
    """``x`` to two decimals, never -0.0 (which a report would print as "-0.0")."""
    return round(x, 2) + 0.0


def mean_of(values: Sequence[float]) -> float:
    """The mean of ``values`` to two decimals (0.0 for none)."""
    return rounded(statistics.fmean(values)) if values else 0.0


def ci95(values: Sequence[float]) -> list[float]:
    """The 95 % interval of the mean of ``values`` (normal approximation), rounded."""
    if len(values) < 2:
        m = values[0] if values else 0.0
        return [rounded(m), rounded(m)]
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return [rounded(m - half), rounded(m + half)]


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
            "sf_per_deal": mean_of(values),
            "ci95": ci95(values),
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
            "sf_per_deal": mean_of(diffs),
            "ci95": ci95(diffs),
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
    *,
    first: int = 0,
    timeout: float = DEFAULT_TIMEOUT,
    resume: MatchLog | None = None,
    on_deal: Callable[[dict[str, Any]], None] | None = None,
    game: str = "skat",
) -> dict[str, Any]:
    """Play deals ``first`` … ``first + deals − 1`` and return the report (module doc).

    Another ``game`` plays its own duplicate scheme (its entry in
    :data:`.games.CLI_GAMES`) through the same workers, progress and resume
    file; for a game with one rule set ``rules`` only sets up the worker processes.

    Without ``resume``, deals are generated one at a time and summarised as
    they finish, in deal order: memory does not grow with ``deals`` beyond one
    number per deal and level. With ``resume``, deals already in its file are
    skipped, each new one is appended as it finishes, and the report is made
    from the file (held in memory, about 2 KB a deal). ``progress(done,
    total)`` and ``on_deal(result)`` see every deal, resumed ones first.
    """
    start = time.perf_counter()
    rules = match_rules(rules)
    indices: Iterable[int] = range(first, first + deals)
    done = 0
    if resume is not None:
        for record in resume.records(first, first + deals):
            done += 1
            if on_deal is not None:
                on_deal(record)
            if progress is not None:
                progress(done, deals)
        indices = (i for i in range(first, first + deals) if i not in resume.done)
    to_play = deals - done
    work = ((rules, level_a, level_b, seed, i, game) for i in indices)
    played = _play_all(work, min(jobs, max(1, to_play)), (rules, rules_name, seed, timeout))
    played = _reporting(played, done, deals, progress, on_deal, resume)
    if resume is None:
        report = summarise_game(game, level_a, level_b, played, rules_name)
    else:
        for _ in played:
            pass
        report = summarise_game(
            game, level_a, level_b, resume.records(first, first + deals), rules_name
        )
    report["seed"] = seed
    report["covered"] = [[first, first + deals]]
    report["seconds"] = round(time.perf_counter() - start, 2)
    return report


def _play_all(
    work: Iterator[WorkItem],
    jobs: int,
    setup: tuple[RuleSet, str, int, float],
) -> Iterator[dict[str, Any]]:
    """Results in deal order; at most ``2 * jobs`` deals are in flight.

    Each worker process starts its own external engines and closes them when
    it ends; with one job they live in this process for the whole match.
    """
    rules, preset, seed, timeout = setup
    # One solver thread per worker process when the processes already fill the cores.
    threads = 1 if jobs > 1 else 2
    if jobs <= 1:
        _init_worker(rules, preset, seed, timeout, threads)
        try:
            for item in work:
                yield _worker(item)
        finally:
            _close_engines()
        return
    ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
    pool = ProcessPoolExecutor(
        jobs, mp_context=ctx, initializer=_init_worker, initargs=(*setup, threads)
    )
    pending: collections.deque[Future[dict[str, Any]]] = collections.deque()
    try:
        for item in itertools.islice(work, 2 * jobs):
            pending.append(pool.submit(_worker, item))
        while pending:
            try:
                result = pending.popleft().result()
            except BrokenProcessPool as exc:
                raise WorkerDied(
                    "a match worker process died; its unfinished deals were not recorded"
                ) from exc
            for item in itertools.islice(work, 1):
                pending.append(pool.submit(_worker, item))
            yield result
    finally:
        # Deals not yet started are cancelled and the running ones finish; no
        # worker is killed mid-write. (multiprocessing.Pool.terminate could hang
        # for good when it killed a worker holding its result queue's lock, and
        # a worker that died left Pool waiting forever; here it breaks the pool.)
        pool.shutdown(wait=True, cancel_futures=True)


def _reporting(
    played: Iterator[dict[str, Any]],
    before: int,
    total: int,
    progress: Callable[[int, int], None] | None,
    on_deal: Callable[[dict[str, Any]], None] | None,
    resume: MatchLog | None,
) -> Iterator[dict[str, Any]]:
    for done, result in enumerate(played, start=before + 1):
        if resume is not None:
            resume.append(result)
        if on_deal is not None:
            on_deal(result)
        if progress is not None:
            progress(done, total)
        yield result
