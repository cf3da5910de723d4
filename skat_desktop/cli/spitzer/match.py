"""Duplicate Spitzer matches: ``skat-desktop match --game spitzer``.

Spitzer's luck is in the cards too, and its sides are made by the cards (the
queens, the called ace), not by the seats, so two levels are compared on the
same deals with the seats rotated: every deal is played at eight tables —
level A alone in seat p against three B, and B alone in seat p against three
A, for the four seats p. Over the eight tables each level holds every seat
exactly four times, so a good hand or the opening lead helps both levels
equally: were a seat's score fixed by the cards and the seat alone, the
difference would be zero in every deal. The eight tables are the four
rotations of the seating "one against three", played both ways round.

Two-and-two seatings are not played. They would be unbiased too (each level
would also hold each seat equally often), but one against three is the
situation the levels are made for — the table seats one person against three
computers of one level — and two-and-two would add six tables a deal.

Scores are Spitzer's own (RULES.md §13): each member of the declaring side
scores a positive table value, each opponent a negative one, nobody loses
points. ``score_per_deal`` is a level's mean score of one seat in one deal
(its total over the eight tables divided by the sixteen seats it held); the
game is won on totals, so the difference of these means is what decides. Its
95 % interval uses the per-deal paired differences.

Deals are standalone (no game to 42 around them): the score of a deal does
not depend on the running totals, and a seat's view holds none.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any, Final

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.spitzer.levels import play_spitzer_deal
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.spitzer import (
    CallPartner,
    Declaration,
    DeclareSchneider,
    DeclareZola,
    SpitzerDeal,
    SpitzerResult,
)

from ..match import ci95, mean_of

SEATS: Final = 4
TABLES_PER_DEAL: Final = 2 * SEATS


def spitzer_tables() -> list[tuple[str, int]]:
    """The eight seatings: (who sits alone, seat) for both levels and every seat."""
    return [(alone, p) for p in range(SEATS) for alone in ("a", "b")]


def spitzer_seating(alone: str, seat: int) -> tuple[str, ...]:
    """Who sits where at one table: ``alone`` at ``seat``, the other level elsewhere."""
    other = "b" if alone == "a" else "a"
    return tuple(alone if s == seat else other for s in range(SEATS))


def declaration_name(declaration: Declaration | None) -> str | None:
    """A short stable name for the report: ``call_ace``, ``first_trick``, ``zola`` …"""
    if declaration is None:
        return None
    if isinstance(declaration, CallPartner):
        name = "first_trick" if declaration.ace is None else "call_ace"
        return f"{name}_schneider" if declaration.schneider else name
    if isinstance(declaration, DeclareZola):
        if declaration.schwarz:
            return "zola_schneider_schwarz"
        return "zola_schneider" if declaration.schneider else "zola"
    assert isinstance(declaration, DeclareSchneider)
    return "schneider"


def table_record(who: Sequence[str], result: SpitzerResult) -> dict[str, Any]:
    """One table of a deal as the match log and the report keep it."""
    return {
        "who": list(who),
        "points": list(result.scores),
        "contract": result.contract.value,
        "declarer": result.declarer,
        "declaration": declaration_name(result.declaration),
        "side": list(result.side),
        "side_points": result.side_points,
        "column": result.column.value,
        "value": result.value,
        "won": result.won,
    }


def _player_seed(match_seed: int, deal: int, table: int, seat: int) -> int:
    return ((match_seed * 1_000_003 + deal) * TABLES_PER_DEAL + table) * SEATS + seat


def play_spitzer_duplicate_deal(
    level_a: str, level_b: str, match_seed: int, index: int
) -> dict[str, Any]:
    """Play Spitzer deal ``index`` at the eight tables; per-table results for the report."""
    start = time.perf_counter()
    seed = deal_seed(match_seed, index)
    deal = SpitzerDeal.from_seed(seed)
    levels = {"a": level_a, "b": level_b}
    out_tables: list[dict[str, Any]] = []
    for t, (alone, seat) in enumerate(spitzer_tables()):
        who = spitzer_seating(alone, seat)
        players = [
            make_player("spitzer", levels[who[s]], _player_seed(match_seed, index, t, s))
            for s in range(SEATS)
        ]
        result = play_spitzer_deal(deal, players).result
        assert result is not None
        out_tables.append(table_record(who, result))
    return {
        "index": index,
        "seed": seed,
        "tables": out_tables,
        "seconds": round(time.perf_counter() - start, 3),
    }


def _rate(won: int, games: int) -> float | None:
    return round(won / games, 3) if games else None


def summarise_spitzer(
    level_a: str, level_b: str, deals: Iterable[dict[str, Any]]
) -> dict[str, Any]:
    """Aggregate per-deal table results into the Spitzer report (module doc)."""
    per_deal: dict[str, list[float]] = {"a": [], "b": []}
    diffs: list[float] = []
    seats_held = {"a": [0] * SEATS, "b": [0] * SEATS}
    # Per level: seat-games on the declaring side by contract, and its declarations.
    by_contract: dict[str, dict[str, dict[str, int]]] = {"a": {}, "b": {}}
    declared: dict[str, dict[str, dict[str, int]]] = {"a": {}, "b": {}}
    n_deals = 0
    for deal in deals:
        n_deals += 1
        totals = {"a": 0.0, "b": 0.0}
        counts = {"a": 0, "b": 0}
        for table in deal["tables"]:
            who = table["who"]
            for s in range(SEATS):
                totals[who[s]] += table["points"][s]
                counts[who[s]] += 1
                seats_held[who[s]][s] += 1
            won = int(bool(table["won"]))
            for s in table["side"]:
                entry = by_contract[who[s]].setdefault(table["contract"], {"games": 0, "won": 0})
                entry["games"] += 1
                entry["won"] += won
            if table["declarer"] is not None:
                kind = declared[who[table["declarer"]]].setdefault(
                    table["declaration"], {"games": 0, "won": 0}
                )
                kind["games"] += 1
                kind["won"] += won
        mean_a = totals["a"] / max(1, counts["a"])
        mean_b = totals["b"] / max(1, counts["b"])
        per_deal["a"].append(mean_a)
        per_deal["b"].append(mean_b)
        diffs.append(mean_a - mean_b)

    def side(t: str, level: str) -> dict[str, Any]:
        values = per_deal[t]
        mine = declared[t]
        count = sum(v["games"] for v in mine.values())
        won = sum(v["won"] for v in mine.values())
        seat_games = sum(seats_held[t])
        return {
            "level": level,
            "score_per_deal": mean_of(values),
            "ci95": ci95(values),
            "win_rate_by_contract": {
                k: {"seat_games": v["games"], "won": v["won"], "rate": _rate(v["won"], v["games"])}
                for k, v in sorted(by_contract[t].items())
            },
            "declarations": count,
            "declare_rate": round(count / seat_games, 3) if seat_games else None,
            "declarer_win_rate": _rate(won, count),
            "by_declaration": {
                k: {"games": v["games"], "won": v["won"], "rate": _rate(v["won"], v["games"])}
                for k, v in sorted(mine.items())
            },
            "seats_held": seats_held[t],
        }

    return {
        "game": "spitzer",
        "deals": n_deals,
        "scoring": "spitzer",
        "tables_per_deal": TABLES_PER_DEAL,
        "diff": {
            "score_per_deal": mean_of(diffs),
            "ci95": ci95(diffs),
        },
        "a": side("a", level_a),
        "b": side("b", level_b),
    }
