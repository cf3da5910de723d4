#!/usr/bin/env python3
"""What seeing every hidden card would be worth to a search level's card play.

The levels guess the hidden cards (sampled worlds, weighted by what the
auction, the declaration and the play suggest) and play each guess out
double-dummy. Better guessing, a learned model of the other hands say, can at
most reach the play of a seat that is *told* the hidden cards. This script
measures that ceiling, for the defenders and for the declarer apart, so that
the next attempt at a stronger card play knows which side has the most to gain
and how much.

For each deal the level plays the auction and the declaration once, with
players seeded by (deal, seat) as ``bid_margin_match.py`` seeds them and told
Seeger-Fabian scoring as at a ``skat-desktop match`` table. At the first card
the game and its three players are copied for each play, and the card play is
played from that one state:

* ``base``: the level in every seat, as it plays;
* ``defence``: both defenders are told the true hidden cards (their every
  card decision is solved in the one true world), the declarer plays as usual;
* ``declarer``: the declarer is told them, the defenders play as usual;
* ``SIDE@N`` (``--tell defence@1``, say): that side is told them only for
  its card decisions in the first N tricks, and guesses after;
* ``SIDE@N-`` (``--tell defence@6-``, say): told them only from trick N on
  (2 to 10), guessing before; beside ``SIDE@N-1`` it splits the told gain
  between the early and the late tricks;
* ``SIDE@leads``: that side is told them only when it leads to a trick;
* ``defence@declarer`` and ``defence@partner``: each defender is told only
  the declarer's hand, or only his partner's, and guesses the rest (with the
  skat) as usual. Either hand leaves only the skat's two cards among the
  rest unknown, so these are nearly the full telling;
* ``defence@shape`` and ``defence@trumps``: each defender is told only the
  declarer's lengths (trumps and each plain suit) or only his trump count,
  every card guessed as usual among the worlds that agree (:mod:`told_shape`);
* ``defence@left`` and ``defence@right``: only the defender on the
  declarer's left (who plays right after him), or only the one on his right,
  is told every card; his partner guesses as usual. Beside ``defence``, the
  report's ``defence_together_less_alone`` is what the two told together gain
  beyond the two told alone, deal by deal.

The scoped plays split a told side's gain by where in the play it arises
(the opening trick, the leads, later), by how much of it perfect inference
about the declarer's lengths, short of his cards, would give, and by how
much of it needs both defenders to know.

The auction, the skat and the declaration are the same in every play, and so is
each player's random stream at the first card, so a deal's differences come
from the card play alone. A deal without a game (all passed) counts 0.

The report gives, per told side, the mean change of that side's
Seeger-Fabian points per seat and deal over every deal (``sf_per_deal``:
the declarer's score, or the defenders' 40-point bonuses), and the change of
the declarer's points (``declarer_sf_per_deal``), each with its 95 % interval
paired by deal, and the declarer's games won in each play.

The same pairing screens a card-play setting more cheaply than six tables
per deal: ``--variant NAME=VALUE,...`` adds a play where one side
(``--variant-side``, the defenders unless told otherwise) plays with those
settings of the level, and ``--tell=`` leaves out the told plays. Its report
block ``variant`` gives that side's change as for a told side.
``--alpha-mu FROM:DEPTH:WORLDS`` makes the variant the defenders choosing
their cards from trick FROM on by αμ (``alpha_mu.py``);
``--partner-view TO:WORLDS:PARTNER`` the defenders scoring their cards with
the partner's next reply chosen from his view (``partner_view.py``).

Usage::

    python build_scripts/research/oracle_match.py --range 0:200 --out runs/oracle_a.jsonl
    python build_scripts/research/oracle_match.py --report runs/oracle_*.jsonl
    python build_scripts/research/oracle_match.py --tell defence,defence@1,defence@leads \
        --range 0:200 --out runs/oracle_scoped.jsonl
    python build_scripts/research/oracle_match.py --tell= --variant oversample=16,inference=2 \
        --range 0:200 --out runs/defence_o16_s2.jsonl
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from alpha_mu import AlphaMuDefender  # noqa: E402
from partner_view import partner_view_wrap  # noqa: E402
from deal_runs import (  # noqa: E402
    add_run_arguments,
    deal_range,
    json_lines,
    seat_seed,
    three_numbers,
)
from told_player import SEAT_SCOPES, SIDES, TellingPlayer, parse_tell  # noqa: E402

from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.search_config import CONFIGS, LevelConfig  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import ci95, match_rules, play_game, rounded, sf_points  # noqa: E402
from skat_desktop.cli.pipes import print_json  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.deal import Deal  # noqa: E402
from skat_desktop.engine.skat.game import Game, Phase  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS, RuleSet  # noqa: E402

PLAYS = ("base", "defence", "declarer", "variant")
"""The card plays of a deal: nobody told, the defenders told, the declarer
told, and one side playing a variant of the level (``--variant``)."""

Wrap = Callable[[SearchPlayer], Any]
"""Turns a variant seat's player into one with ``choose(view)`` (``--alpha-mu``,
``--partner-view``)."""


def to_first_card(rules: RuleSet, deal: Deal, players: Sequence[TellingPlayer]) -> Game:
    """Play the auction and declaration; the game stops at the first card or the end."""
    game = Game(rules, deal)
    while not game.finished and game.phase is not Phase.PLAY:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game


def seats_of(side: str, declarer: int) -> set[int]:
    """The seats of ``side`` (a told play's name may carry a scope: ``defence@1``)."""
    side = side.partition("@")[0]
    return {declarer} if side == "declarer" else {s for s in range(3) if s != declarer}


def told_seats(side: str, declarer: int) -> set[int]:
    """The seats a told play tells: its side's, or the one defender of a seat scope."""
    scope = side.partition("@")[2]
    if scope in SEAT_SCOPES:
        return {(declarer + 1 + SEAT_SCOPES.index(scope)) % 3}
    return seats_of(side, declarer)


def play_out(
    start: Game,
    players: Sequence[TellingPlayer],
    told: set[int] | frozenset[int] = frozenset(),
    configs: dict[int, LevelConfig] | None = None,
    scope: str = "",
    wraps: dict[int, Wrap] | None = None,
) -> dict[str, Any]:
    """The card play from ``start`` with copies of ``players``, the seats in
    ``told`` told the hidden cards (in ``scope``, see :func:`told_now`) and
    those in ``configs`` playing with those settings, those in ``wraps``
    played through a wrapper of their copy; the result as a record."""
    game = start.copy()
    mine = [copy.deepcopy(p) for p in players]
    for seat in told:
        mine[seat].game = game
        mine[seat].scope = scope
    for seat, cfg in (configs or {}).items():
        mine[seat].cfg = cfg.for_python_core() if mine[seat].scaled_for_python else cfg
    seated: list[Any] = list(mine)
    for seat, wrap in (wraps or {}).items():
        seated[seat] = wrap(mine[seat])
    result = play_game(game, seated)
    record: dict[str, Any] = {"points": sf_points(result), "won": result.won}
    for key in ("applied", "changed"):
        counts = [getattr(s, key) for s in seated if hasattr(s, key)]
        if counts:
            record[key] = sum(counts)
    return record


def play_deal(
    rules: RuleSet,
    level: str,
    match_seed: int,
    index: int,
    tell: Sequence[str] = SIDES,
    variant: tuple[str, LevelConfig | Wrap] | None = None,
) -> dict[str, Any]:
    """One deal's record: its game and its card plays (none if all passed):
    ``base``, one for each side in ``tell``, and ``variant`` where ``variant``
    gives a side and the settings it plays with (or a wrapper of its players)."""
    began = time.perf_counter()
    deal = Deal.from_seed(deal_seed(match_seed, index))
    cfg = CONFIGS[level]
    players = [TellingPlayer(level, seat_seed(match_seed, index, s), config=cfg) for s in range(3)]
    start = to_first_card(rules, deal, players)
    record: dict[str, Any] = {"index": index}
    declarer = start.declarer
    if start.finished or declarer is None or start.ramsch:
        record["played"] = False
        result = start.result
        record["kind"] = result.kind.value if result is not None else "ramsch"
    else:
        contract = start.contract
        assert contract is not None
        record["played"] = True
        record["declarer"] = declarer
        record["game"] = contract.game.code
        plays = {"base": play_out(start, players)}
        for side in tell:
            scope = side.partition("@")[2]
            plays[side] = play_out(start, players, told_seats(side, declarer), scope=scope)
        if variant is not None:
            side, changed = variant
            record["variant_side"] = side
            seats = seats_of(side, declarer)
            if isinstance(changed, LevelConfig):
                plays["variant"] = play_out(start, players, configs=dict.fromkeys(seats, changed))
            else:
                plays["variant"] = play_out(start, players, wraps=dict.fromkeys(seats, changed))
        record["plays"] = plays
    record["seconds"] = round(time.perf_counter() - began, 2)
    return record


def side_gain(record: dict[str, Any], play: str, whose: str | None = None) -> float:
    """Seeger-Fabian points per seat of ``whose`` side (default: the side the
    play changes), in ``play`` minus in ``base`` (0: no game)."""
    if not record["played"]:
        return 0.0
    of = whose or (record["variant_side"] if play == "variant" else play)
    seats = seats_of(of, record["declarer"])
    changed = record["plays"][play]["points"]
    base = record["plays"]["base"]["points"]
    return statistics.fmean(changed[s] - base[s] for s in seats)


def report(paths: list[Path]) -> dict[str, Any]:
    """Each side's gain from being told, over the deals in ``paths`` (a deal
    recorded twice counts once, as its last record)."""
    records: dict[int, dict[str, Any]] = {}
    for path in paths:
        for record in json_lines(path):
            records[record["index"]] = record
    played = [r for r in records.values() if r["played"]]
    out: dict[str, Any] = {"deals": len(records), "played": len(played)}
    names = [*PLAYS, *sorted({p for r in played for p in r["plays"]} - set(PLAYS))]
    present = [p for p in names if played and all(p in r["plays"] for r in played)]
    for side in present[1:]:
        gains = [side_gain(r, side) for r in records.values()]
        declarer = [side_gain(r, side, "declarer") for r in records.values()]
        out[side] = {
            "sf_per_deal": rounded(statistics.fmean(gains)) if gains else 0.0,
            "ci95": ci95(gains),
            "deals_for": sum(g > 0 for g in gains),
            "deals_against": sum(g < 0 for g in gains),
            "declarer_sf_per_deal": rounded(statistics.fmean(declarer)) if declarer else 0.0,
            "declarer_ci95": ci95(declarer),
        }
    if {"defence", *(f"defence@{s}" for s in SEAT_SCOPES)} <= set(present):
        # What the two defenders told together gain beyond the sum of each told alone.
        beyond = [
            side_gain(r, "defence") - sum(side_gain(r, f"defence@{s}") for s in SEAT_SCOPES)
            for r in records.values()
        ]
        out["defence_together_less_alone"] = {
            "sf_per_deal": rounded(statistics.fmean(beyond)),
            "ci95": ci95(beyond),
        }
    out["declarer_won"] = {
        play: sum(bool(r["plays"][play]["won"]) for r in played) for play in present
    }
    out["by_game"] = by_game(played, present)
    if "variant" in present and any("applied" in r["plays"]["variant"] for r in played):
        # A wrapped variant's decisions: those it scored, and those it moved.
        out["variant_decisions"] = {
            key: sum(r["plays"]["variant"].get(key, 0) for r in played)
            for key in ("applied", "changed")
        }
    out["seconds"] = round(sum(r["seconds"] for r in records.values()))
    return out


def kind_of(code: str) -> str:
    return code if code in ("grand", "null") else "suit"


def by_game(played: list[dict[str, Any]], present: Sequence[str]) -> dict[str, Any]:
    """Per kind of game (suit, Grand, Null): the games, how many the declarer
    won in each play, and each play's change of the declarer's points per game."""
    out: dict[str, Any] = {}
    for kind in ("suit", "grand", "null"):
        games = [r for r in played if kind_of(r["game"]) == kind]
        if not games:
            continue
        row: dict[str, Any] = {"games": len(games)}
        row["declarer_won"] = {
            play: sum(bool(r["plays"][play]["won"]) for r in games) for play in present
        }
        row["declarer_sf_per_game"] = {
            play: rounded(statistics.fmean(side_gain(r, play, "declarer") for r in games))
            for play in present[1:]
        }
        out[kind] = row
    return out


def variant_of(base: LevelConfig, text: str) -> LevelConfig:
    """``base`` with the settings ``NAME=VALUE,...`` of ``text`` changed.

    Raises ValueError for a name that is not a setting of the level or a
    value of the wrong kind."""
    fields = {f.name for f in dataclasses.fields(LevelConfig)} - {"name"}
    changes: dict[str, Any] = {}
    for item in text.split(","):
        name, sep, value = (part.strip() for part in item.partition("="))
        if not sep or name not in fields:
            raise ValueError(f"--variant {item!r}: NAME=VALUE with a setting of the level")
        old = getattr(base, name)
        if isinstance(old, bool):
            if value not in ("true", "false"):
                raise ValueError(f"--variant {item!r}: true or false")
            changes[name] = value == "true"
        elif isinstance(old, int):
            changes[name] = int(value)
        else:
            changes[name] = float(value)
    return dataclasses.replace(base, **changes)


def alpha_mu_wrap(text: str) -> Wrap:
    """The defenders' wrapper of ``--alpha-mu FROM:DEPTH:WORLDS``.

    Raises ValueError for anything but three whole numbers in range."""
    first, depth, worlds = three_numbers("--alpha-mu", text, "FROM:DEPTH:WORLDS")
    if not (1 <= first <= 10 and depth >= 1 and worlds >= 1):
        raise ValueError(f"--alpha-mu {text!r}: FROM 1 to 10, DEPTH and WORLDS at least 1")
    return lambda player: AlphaMuDefender(player, first, depth, worlds)


def done_in(path: Path) -> set[int]:
    """Deals already recorded in ``path`` (a run goes on where it stopped)."""
    if not path.exists():
        return set()
    return {
        json.loads(line)["index"]
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_run_arguments(parser, seed=2039)
    parser.add_argument("--out", type=Path, help="deal file (appended to; deals in it are skipped)")
    parser.add_argument(
        "--tell",
        default="defence,declarer",
        help="sides told the cards, each optionally @N (the first N tricks), @N- "
        "(from trick N on) or @leads; "
        "defence also @declarer or @partner (that hand alone), @shape or @trumps "
        "(the declarer's lengths or trump count alone), @left or @right (one "
        "defender told, the other guessing) (comma-separated; none: '')",
    )
    parser.add_argument("--variant", help="settings of a variant play, NAME=VALUE,...")
    parser.add_argument("--variant-side", choices=SIDES, default="defence")
    parser.add_argument(
        "--alpha-mu",
        metavar="FROM:DEPTH:WORLDS",
        help="the variant play: the defenders' cards from trick FROM on by αμ "
        "(alpha_mu.py) to DEPTH of their own cards over WORLDS worlds",
    )
    parser.add_argument(
        "--partner-view",
        metavar="TO:WORLDS:PARTNER",
        help="the variant play: the defenders' cards up to trick TO, where the partner "
        "plays next, over WORLDS worlds with his reply from PARTNER worlds of his own "
        "(partner_view.py)",
    )
    args = parser.parse_args()
    if args.report:
        try:
            return print_json(report(args.report))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"oracle_match: cannot report: {exc}", file=sys.stderr)
            return 1
    if args.out is None:
        parser.error("--out is needed to play")
    try:
        deals = deal_range(args.range)
        tell = parse_tell(args.tell)
        variant = None
        if sum(bool(x) for x in (args.variant, args.alpha_mu, args.partner_view)) > 1:
            raise ValueError("--variant, --alpha-mu, --partner-view: one variant play at a time")
        if args.variant:
            variant = (args.variant_side, variant_of(CONFIGS[args.level], args.variant))
        if args.alpha_mu:
            variant = ("defence", alpha_mu_wrap(args.alpha_mu))
        if args.partner_view:
            variant = ("defence", partner_view_wrap(args.partner_view))
    except ValueError as error:
        parser.error(str(error))
    world_runner.set_threads(1)
    rules = match_rules(PRESETS[args.rules])
    skip = done_in(args.out)
    with open(args.out, "a", encoding="utf-8") as handle:
        for index in deals:
            if index not in skip:
                record = play_deal(rules, args.level, args.seed, index, tell, variant)
                handle.write(json.dumps(record) + "\n")
                handle.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
