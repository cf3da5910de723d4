"""Statistics across lists, as pure data: deal entries, lists and the figures.

Kept as one compact entry per finished deal, grouped by list, rather than
running totals: a list can be marked as *practice* after some of its deals
were recorded (the player used undo), and practice lists are left out of the
figures unless asked for, which only works if the figures are computed from
the deals. A deal is keyed by its row in the session's records, so recording
the same deal twice changes nothing. The file store around this lives in
:mod:`skat_desktop.model.statistics`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any, Final

from ..statistics_common import (
    counted_records,
    most_deals_first,
    optional_whole_number,
    player_named,
    rate,
    whole_number,
)
from .game_types import GameType
from .list_scores import list_points
from .rules import Scoring
from .scoring import ResultKind
from .session import DealRecord, Session

DECLARER_GAMES: Final = (
    GameType.GRAND,
    GameType.CLUBS,
    GameType.SPADES,
    GameType.HEARTS,
    GameType.DIAMONDS,
    GameType.NULL,
)
"""Game types a declarer can play, in the order the statistics list them."""


@dataclasses.dataclass(frozen=True)
class DealEntry:
    """One finished deal, by table player (the order of the list's names)."""

    index: int
    """Row in ``Session.records``: the key that makes recording idempotent."""
    kind: str
    """``game``, ``passed_in`` or ``ramsch`` (redeals are not recorded)."""
    players: tuple[int, ...]
    """Table players at Forehand, Middlehand, Rearhand."""
    declarer: int | None = None
    game: str | None = None
    """GameType code of the declarer's game."""
    won: bool = False
    scores: tuple[int, ...] = ()
    """Per table player: the list's entry under its own scoring."""
    seeger_fabian: tuple[int, ...] = ()
    """Per table player: the entry a Seeger-Fabian list would have written."""
    ramsch_points: tuple[int, ...] = ()
    ramsch_losers: tuple[int, ...] = ()
    durchmarsch: int | None = None
    par: int | None = None
    """Table player 0's entry had the ``strong`` level played their seat
    (:mod:`skat_desktop.ai.par`); None where it was not worked out (older files,
    a deal finished before a save and load)."""

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> DealEntry:
        if not isinstance(data, dict):
            raise ValueError("a deal entry is not an object")
        entry = cls(
            index=whole_number(data["index"]),
            kind=_choice(data["kind"], ("game", "passed_in", "ramsch")),
            players=_ints(data["players"]),
            declarer=optional_whole_number(data.get("declarer")),
            game=_opt_game(data.get("game")),
            won=bool(data.get("won", False)),
            scores=_ints(data.get("scores", [])),
            seeger_fabian=_ints(data.get("seeger_fabian", [])),
            ramsch_points=_ints(data.get("ramsch_points", [])),
            ramsch_losers=_ints(data.get("ramsch_losers", [])),
            durchmarsch=optional_whole_number(data.get("durchmarsch")),
            par=optional_whole_number(data.get("par")),
        )
        if entry.kind == "game" and (entry.declarer is None or entry.game is None):
            raise ValueError("a game entry without declarer or game")
        return entry


def deal_entry(session: Session, record: DealRecord) -> DealEntry | None:
    """The statistics entry of a finished deal, or None (unfinished, redeal)."""
    result = record.result
    if result is None or result.kind is ResultKind.REDEAL:
        return None
    n = session.n
    seats = record.seats
    index = next(i for i, r in enumerate(session.records) if r is record)
    common = {
        "index": index,
        "players": tuple(seats),
        "scores": tuple(record.scores),
        # Every list, whatever its scoring, so lists stay comparable.
        "seeger_fabian": list_points(Scoring.SEEGER_FABIAN, n, seats, result),
    }
    if result.kind is ResultKind.RAMSCH:
        points = [0] * n
        for seat in range(3):
            points[seats[seat]] = result.ramsch_points[seat]
        walker = result.durchmarsch
        return DealEntry(
            kind="ramsch",
            ramsch_points=tuple(points),
            ramsch_losers=tuple(seats[s] for s in result.losers),
            durchmarsch=seats[walker] if walker is not None else None,
            **common,  # type: ignore[arg-type]
        )
    if result.kind is ResultKind.PASSED_IN or result.declarer is None or result.game is None:
        return DealEntry(kind="passed_in", **common)  # type: ignore[arg-type]
    return DealEntry(
        kind="game",
        declarer=seats[result.declarer],
        game=result.game.code,
        won=result.won,
        **common,  # type: ignore[arg-type]
    )


@dataclasses.dataclass
class ListRecord:
    """One list (session) and the deals recorded from it."""

    key: str
    started: str
    names: tuple[str, ...]
    practice: bool = False
    finished: bool = False
    deals: list[DealEntry] = dataclasses.field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "started": self.started,
            "names": list(self.names),
            "practice": self.practice,
            "finished": self.finished,
            "deals": [d.to_json() for d in self.deals],
        }

    @classmethod
    def from_json(cls, data: Any) -> ListRecord:
        if not isinstance(data, dict):
            raise ValueError("a list entry is not an object")
        names = data["names"]
        if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
            raise ValueError("player names are not a list of strings")
        if len(names) not in (3, 4):
            raise ValueError("a list has 3 or 4 players")
        deals = [DealEntry.from_json(d) for d in data.get("deals", [])]
        for deal in deals:
            if any(not 0 <= p < len(names) for p in deal.players):
                raise ValueError("a deal names a player the list does not have")
        return cls(
            key=str(data["key"]),
            started=str(data.get("started", "")),
            names=tuple(names),
            practice=bool(data.get("practice", False)),
            finished=bool(data.get("finished", False)),
            deals=deals,
        )


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list of numbers, got {value!r}")
    return tuple(whole_number(v) for v in value)


def _choice(value: Any, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ValueError(f"unknown value {value!r}")
    return str(value)


def _opt_game(value: Any) -> str | None:
    if value is None:
        return None
    return GameType.from_code(str(value)).code


# ---------------------------------------------------------------- summaries


@dataclasses.dataclass(frozen=True)
class GameLine:
    """Declarer games of one type: how many played and won."""

    game: GameType
    played: int
    won: int

    @property
    def win_rate(self) -> float | None:
        return rate(self.won, self.played)


@dataclasses.dataclass(frozen=True)
class PlayerSummary:
    """One player's figures over the chosen lists."""

    name: str
    deals: int
    games: tuple[GameLine, ...]
    """Declarer games by type, in :data:`DECLARER_GAMES` order."""
    lists_finished: int
    average_score: float | None
    """Mean final total per finished list, under each list's own scoring."""
    average_seeger_fabian: float | None
    """Mean Seeger-Fabian points per finished list."""
    ramsch_played: int
    ramsch_lost: int
    ramsch_durchmarsch: int
    average_ramsch_points: float | None
    par_deals: int = 0
    """Deals of this player with a known par (table player 0 of their lists)."""
    average_against_par: float | None = None
    """Mean of (own entry − par) over those deals: above 0, better than ``strong``."""

    @property
    def declared(self) -> int:
        return sum(line.played for line in self.games)

    @property
    def won(self) -> int:
        return sum(line.won for line in self.games)

    @property
    def win_rate(self) -> float | None:
        return rate(self.won, self.declared)


@dataclasses.dataclass(frozen=True)
class Summary:
    players: tuple[PlayerSummary, ...]
    """Most deals first."""
    lists: int
    practice_lists: int
    """Practice lists stored (counted in ``lists`` only when included)."""
    deals: int

    def player(self, name: str) -> PlayerSummary | None:
        return player_named(self.players, name)


@dataclasses.dataclass
class _Tally:
    deals: int = 0
    played: dict[GameType, int] = dataclasses.field(default_factory=dict)
    won: dict[GameType, int] = dataclasses.field(default_factory=dict)
    list_scores: list[int] = dataclasses.field(default_factory=list)
    list_sf: list[int] = dataclasses.field(default_factory=list)
    ramsch: int = 0
    ramsch_lost: int = 0
    durchmarsch: int = 0
    ramsch_points: int = 0
    par_deals: int = 0
    against_par: int = 0


def _mean(values: Sequence[int]) -> float | None:
    return rate(sum(values), len(values))


def summarize(lists: Iterable[ListRecord], include_practice: bool = False) -> Summary:
    """Per-player figures over ``lists`` (practice lists only when asked)."""
    tallies: dict[str, _Tally] = {}
    chosen, practice, deals = counted_records(lists, include_practice)
    for record in chosen:
        n = len(record.names)
        totals, sf = [0] * n, [0] * n
        for deal in record.deals:
            for player in range(n):
                if player < len(deal.scores):
                    totals[player] += deal.scores[player]
                if player < len(deal.seeger_fabian):
                    sf[player] += deal.seeger_fabian[player]
            for player in deal.players:
                tally = tallies.setdefault(record.names[player], _Tally())
                tally.deals += 1
                if deal.kind == "ramsch":
                    tally.ramsch += 1
                    tally.ramsch_lost += player in deal.ramsch_losers
                    tally.durchmarsch += deal.durchmarsch == player
                    if player < len(deal.ramsch_points):
                        tally.ramsch_points += deal.ramsch_points[player]
            if deal.par is not None and 0 in deal.players and deal.scores:
                tally = tallies.setdefault(record.names[0], _Tally())
                tally.par_deals += 1
                tally.against_par += deal.scores[0] - deal.par
            if deal.kind == "game" and deal.declarer is not None and deal.game is not None:
                tally = tallies.setdefault(record.names[deal.declarer], _Tally())
                game = GameType.from_code(deal.game)
                tally.played[game] = tally.played.get(game, 0) + 1
                tally.won[game] = tally.won.get(game, 0) + int(deal.won)
        if record.finished:
            for player, name in enumerate(record.names):
                tally = tallies.setdefault(name, _Tally())
                tally.list_scores.append(totals[player])
                tally.list_sf.append(sf[player])
    players = [
        PlayerSummary(
            name=name,
            deals=t.deals,
            games=tuple(GameLine(g, t.played.get(g, 0), t.won.get(g, 0)) for g in DECLARER_GAMES),
            lists_finished=len(t.list_scores),
            average_score=_mean(t.list_scores),
            average_seeger_fabian=_mean(t.list_sf),
            ramsch_played=t.ramsch,
            ramsch_lost=t.ramsch_lost,
            ramsch_durchmarsch=t.durchmarsch,
            average_ramsch_points=rate(t.ramsch_points, t.ramsch),
            par_deals=t.par_deals,
            average_against_par=rate(t.against_par, t.par_deals),
        )
        for name, t in tallies.items()
    ]
    return Summary(most_deals_first(players), len(chosen), practice, deals)
