"""``skat-desktop match`` and ``skat-desktop engine``: their options and their runs.

``match`` plays levels or external engines (``cmd:COMMAND``) against each other
on a deal range, on every core, with progress on stderr and, with
``--resume``, a results file that lets a stopped match go on; ``--combine``
turns several such files into one report. ``engine`` is the other end of the
protocol: one of our levels answering on stdin/stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Final

from skat_desktop.ai.levels import LEVELS
from skat_desktop.engine.games import find_game
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
from skat_desktop.protocol.client import DEFAULT_TIMEOUT, split_command
from skat_desktop.protocol.codec import EngineError

from .games import CLI_GAMES, DEFAULT_GAME
from .main import MAX_JOBS, MAX_MATCH_DEALS, MAX_SEED, _bounded_float, _bounded_int, _choice

MAX_FIRST: Final = 10**12
CMD: Final = "cmd:"
GAMES: Final = tuple(CLI_GAMES)
"""``--game``'s choices: every game the command line's registry holds."""


def _player(text: str) -> str:
    """A level name, or ``cmd:COMMAND`` with a command line that splits."""
    if text.strip().lower().startswith(CMD):
        command = text.strip()[len(CMD) :]
        try:
            split_command(command)
        except EngineError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        return CMD + command.strip()
    return _choice(LEVELS, "level")(text)


def _deal_range(text: str) -> tuple[int, int]:
    first, sep, end = text.partition(":")
    try:
        lo, hi = int(first), int(end)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"not a range A:B of deal numbers: {text[:40]!r}"
        ) from None
    if not sep or not 0 <= lo < hi <= MAX_FIRST or hi - lo > MAX_MATCH_DEALS:
        raise argparse.ArgumentTypeError(
            f"{text[:40]!r}: need 0 <= A < B and at most {MAX_MATCH_DEALS:,} deals"
        )
    return lo, hi


def default_jobs() -> int:
    return max(1, min(MAX_JOBS, os.cpu_count() or 1))


def _game_choice(name: str, note: str) -> str:
    """One game in ``--game``'s help: ``skat (default)``, ``NAME (NOTE)``."""
    default = " (default)" if name == DEFAULT_GAME else ""
    return f"{name}{default} ({note})" if note else f"{name}{default}"


def _tables_each() -> str:
    """``6 tables each (Other: 8)``: the default game's tables a deal, then the others'."""
    others = ", ".join(
        f"{find_game(g.name).title}: {g.tables}"
        for g in CLI_GAMES.values()
        if g.name != DEFAULT_GAME
    )
    tables = f"{CLI_GAMES[DEFAULT_GAME].tables} tables each"
    return f"{tables} ({others})" if others else tables


def add_match_parser(commands: Any, common: argparse.ArgumentParser) -> None:
    match = commands.add_parser(
        "match",
        parents=[common],
        help="duplicate match between two computer levels or engines (JSON)",
        description="Duplicate match between two computer levels or external engines: "
        + "; ".join(g.scheme for g in CLI_GAMES.values())
        + ", so each level holds every seat equally often and the luck of the cards "
        "cancels. The difference A-B is the mean score of one seat in one deal ("
        + "; ".join(f"{find_game(g.name).title}: {g.scoring}" for g in CLI_GAMES.values())
        + ") with a 95% interval paired by deal. JSON report on stdout, progress on "
        "stderr. Exit status 1: an external engine failed.",
    )
    match.add_argument(
        "--game",
        default=None,
        type=_choice(GAMES, "game"),
        help=" or ".join(_game_choice(g.name, g.note) for g in CLI_GAMES.values()),
    )
    who = f"a level ({', '.join(LEVELS)}) or cmd:COMMAND for an external engine"
    match.add_argument("--a", type=_player, help=f"player A: {who}")
    match.add_argument("--b", type=_player, help="player B: the same choices")
    count = match.add_mutually_exclusive_group()
    count.add_argument(
        "--deals",
        "--count",
        dest="deals",
        type=_bounded_int(1, MAX_MATCH_DEALS),
        help=f"number of deals, {_tables_each()} (1 to {MAX_MATCH_DEALS:,})",
    )
    count.add_argument(
        "--range",
        type=_deal_range,
        metavar="A:B",
        help="play deals A to B-1 (a part of a longer match)",
    )
    match.add_argument(
        "--first",
        type=_bounded_int(0, MAX_FIRST),
        default=0,
        metavar="N",
        help="number of the first deal, with --deals/--count (default 0)",
    )
    match.add_argument("--seed", type=_bounded_int(0, MAX_SEED))
    match.add_argument(
        "--rules",
        default=None,
        type=_choice(tuple(PRESETS), "rule preset"),
        metavar="PRESET",
        help=f"Skat rule preset: {', '.join(PRESETS)} (default: official)",
    )
    match.add_argument(
        "--jobs",
        type=_bounded_int(1, MAX_JOBS),
        default=None,
        help=f"worker processes (1 to {MAX_JOBS}, default: the number of CPUs); "
        "each job starts its own external engines",
    )
    match.add_argument(
        "--timeout",
        type=_bounded_float(0.1, 3600),
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=f"time an external engine may take per decision (default {DEFAULT_TIMEOUT:g})",
    )
    match.add_argument(
        "--resume",
        metavar="FILE",
        help="append each finished deal to FILE (JSON lines) and skip deals it already holds",
    )
    match.add_argument(
        "--combine",
        nargs="+",
        metavar="FILE",
        help="make one report from --resume files of the same match (no play; the files "
        "name the game)",
    )
    match.set_defaults(run=run_match_command)


def add_engine_parser(commands: Any, common: argparse.ArgumentParser) -> None:
    engine = commands.add_parser(
        "engine",
        parents=[common],
        help="run a computer level as a protocol engine on stdin/stdout",
        description="Run a computer level as an engine speaking the JSON-lines engine "
        "protocol (docs/engine-protocol.md) on stdin and stdout; logs go to stderr.",
    )
    engine.add_argument(
        "level", type=_choice(LEVELS, "level"), help=f"computer level: {', '.join(LEVELS)}"
    )
    engine.set_defaults(run=run_engine_command)


def run_engine_command(args: argparse.Namespace) -> int:
    from skat_desktop.protocol.engine_side import run_engine

    return run_engine(args.level)


def _usage(message: str) -> int:
    print(f"skat-desktop match: {message} (see skat-desktop match --help)", file=sys.stderr)
    return 2


def run_match_command(args: argparse.Namespace) -> int:
    from .match import WorkerDied
    from .match_log import MatchLogError

    if args.combine:
        given = [
            o
            for o in ("game", "a", "b", "deals", "range", "seed", "resume", "rules")
            if getattr(args, o)
        ]
        if given:
            return _usage(f"--combine takes no --{given[0]}")
        try:
            return _combine(args.combine)
        except MatchLogError as exc:
            print(f"skat-desktop match: {exc}", file=sys.stderr)
            return 2
    args.game = args.game or DEFAULT_GAME
    missing = [o for o in ("a", "b", "seed") if getattr(args, o) is None]
    if missing:
        return _usage(f"the following arguments are required: --{missing[0]}")
    game = CLI_GAMES[args.game]
    engine = next((x for x in (args.a, args.b) if x.startswith(CMD)), None)
    if engine is not None and not game.engines:
        return _usage(f"--game {game.name} plays computer levels only, not {engine[:40]!r}")
    if game.fixed_rules is not None:
        if args.rules is not None:
            title = find_game(game.name).title
            return _usage(f"--rules names a Skat preset; {title} has one rule set")
        args.rules = game.fixed_rules
    elif args.rules is None:
        args.rules = "official"
    if args.range is not None:
        if args.first:
            return _usage("--first goes with --deals/--count, not --range")
        first, count = args.range[0], args.range[1] - args.range[0]
    elif args.deals is not None:
        first, count = args.first, args.deals
    else:
        return _usage("say how many deals: --deals N, --count N or --range A:B")
    try:
        return _play(args, first, count)
    except MatchLogError as exc:
        print(f"skat-desktop match: {exc}", file=sys.stderr)
        return 2
    except (EngineError, WorkerDied) as exc:
        print(f"skat-desktop match: {exc}", file=sys.stderr)
        return 1


class Progress:
    """Progress lines on stderr: deals done, time, and the running difference."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.total_diff = 0.0
        self.deals = 0
        self.last = self.start

    def deal(self, result: dict[str, Any]) -> None:
        from .match import deal_difference

        self.deals += 1
        self.total_diff += deal_difference(result)

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done == total or done % max(1, total // 20) == 0 or now - self.last >= 10:
            self.last = now
            mean = self.total_diff / max(1, self.deals)
            print(
                f"match: {done}/{total} deals, {now - self.start:.0f} s, "
                f"A-B {mean:+.2f} points/deal",
                file=sys.stderr,
                flush=True,
            )


def _play(args: argparse.Namespace, first: int, count: int) -> int:
    from .match import run_duplicate
    from .match_log import MatchLog, header

    resume = None
    if args.resume:
        resume = MatchLog(args.resume, header(args.a, args.b, args.seed, args.rules, args.game))
    progress = Progress()
    # A game with one rule set still starts the workers with Skat's official rules.
    fixed = CLI_GAMES[args.game].fixed_rules is not None
    report = run_duplicate(
        RuleSet.preset("official" if fixed else args.rules),
        args.a,
        args.b,
        count,
        args.seed,
        args.jobs or default_jobs(),
        progress,
        args.rules,
        first=first,
        timeout=args.timeout,
        resume=resume,
        on_deal=progress.deal,
        game=args.game,
    )
    print(json.dumps(report))
    return 0


def _combine(paths: list[str]) -> int:
    from .match import summarise_game
    from .match_log import combine, game_of, intervals

    head, deals = combine(paths)
    report = summarise_game(
        game_of(head), str(head.get("a")), str(head.get("b")), deals, str(head.get("rules"))
    )
    report["seed"] = head.get("seed")
    report["covered"] = intervals(d["index"] for d in deals)
    seconds = sum(
        d.get("seconds", 0.0) for d in deals if isinstance(d.get("seconds"), (int, float))
    )
    report["seconds"] = round(seconds, 2)
    report["parts"] = len(paths)
    print(json.dumps(report))
    return 0
