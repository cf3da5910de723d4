"""Spitzer statistics across games, as pure data: deal entries, games and the figures.

The Skat statistics (:mod:`skat_desktop.engine.skat.statistics`) keep one compact
entry per finished deal, grouped by list, and compute the figures from the
deals; Spitzer does the same for the same reasons: a game (a
:class:`SpitzerSession`) can be marked as *practice* after some of its deals
were recorded (the player took a move back), and practice games are left out
unless asked for. A deal is keyed by its row in ``SpitzerSession.records``, so
recording the same deal twice changes nothing. The file store around this
lives in :mod:`skat_desktop.model.spitzer.statistics` (``spitzer_statistics.json``).

Players are table players 0..3 (the order of the game's names) throughout;
the deal's game seats are only kept as ``players`` (who sat where) because
the figures never need seats, while a reader of the file may.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, Final

from ..statistics_common import (
    counted_records,
    most_deals_first,
    optional_whole_number,
    player_named,
    rate,
    whole_number,
)
from .deal import SEATS
from .scoring import Contract
from .session import SpitzerDealRecord, SpitzerSession

SPITZER_CONTRACTS: Final = tuple(Contract)
"""The score table's rows, in the order the statistics list them."""


@dataclasses.dataclass(frozen=True)
class SpitzerDealEntry:
    """One finished Spitzer deal, by table player (the order of the game's names)."""

    index: int
    """Row in ``SpitzerSession.records``: the key that makes recording idempotent."""
    players: tuple[int, ...]
    """Table players at game seats 0..3 (0: the dealer's left; 3: the dealer)."""
    contract: Contract
    declarer: int | None
    """The table player who declared (None: nothing declared, or a Sneaker)."""
    side: tuple[int, ...]
    """The declaring side's table players (the Big Queen's side when nothing was declared)."""
    won: bool
    """The declaring side made its contract (the table value was positive)."""
    scores: tuple[int, ...]
    """Per table player: what this deal scored (never negative)."""
    par: int | None = None
    """Table player 0's score had the ``strong`` level played their seat
    (:mod:`skat_desktop.ai.spitzer.par`); None where it was not worked out."""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "players": list(self.players),
            "contract": self.contract.value,
            "declarer": self.declarer,
            "side": list(self.side),
            "won": self.won,
            "scores": list(self.scores),
            "par": self.par,
        }

    @classmethod
    def from_json(cls, data: Any) -> SpitzerDealEntry:
        """The entry in ``data``; ValueError (or KeyError) says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a Spitzer deal entry is not an object")
        index = whole_number(data["index"])
        if index < 0:
            raise ValueError(f"a deal index cannot be negative: {index}")
        players = _players(data["players"], "the players at the seats")
        if sorted(players) != list(range(SEATS)):
            raise ValueError(f"the players at the seats are not the four players: {players}")
        contract = _contract(data["contract"])
        declarer = optional_whole_number(data.get("declarer"))
        if declarer is not None and not 0 <= declarer < SEATS:
            raise ValueError(f"the declarer {declarer} is not a player of the game")
        side = _players(data["side"], "the declaring side")
        if not side or len(set(side)) != len(side) or len(side) > SEATS - 1:
            raise ValueError(f"the declaring side {side} is not valid")
        if contract.alone and len(side) != 1:
            raise ValueError(f"a {contract.value} game has a side of one, not {side}")
        if declarer is None and contract not in (Contract.PARTNERS, Contract.SNEAKER):
            raise ValueError(f"a {contract.value} game without a declarer")
        if declarer is not None and contract is Contract.SNEAKER:
            raise ValueError("a Sneaker is never declared")
        if declarer is not None and declarer not in side:
            raise ValueError(f"the declarer {declarer} is not on the declaring side {side}")
        won = data["won"]
        if not isinstance(won, bool):
            raise ValueError(f"'won' is not true or false: {won!r}")
        scores = _ints(data["scores"])
        if len(scores) != SEATS or any(s < 0 for s in scores):
            raise ValueError(f"the scores {scores} are not four numbers of zero or more")
        par = optional_whole_number(data.get("par"))
        return cls(index, players, contract, declarer, side, won, scores, par)


def spitzer_deal_entry(
    session: SpitzerSession, record: SpitzerDealRecord
) -> SpitzerDealEntry | None:
    """The statistics entry of a finished deal of ``session``, or None (not over)."""
    result = record.result
    if result is None:
        return None
    seats = record.seats
    index = next(i for i, r in enumerate(session.records) if r is record)
    return SpitzerDealEntry(
        index=index,
        players=tuple(seats),
        contract=result.contract,
        declarer=None if result.declarer is None else seats[result.declarer],
        side=tuple(sorted(seats[s] for s in result.side)),
        won=result.won,
        scores=tuple(record.scores),
    )


@dataclasses.dataclass
class SpitzerGameRecord:
    """One Spitzer game (session to 42) and the deals recorded from it."""

    key: str
    started: str
    names: tuple[str, ...]
    practice: bool = False
    finished: bool = False
    winner: int | None = None
    """The table player who won the game (only when ``finished``)."""
    deals: list[SpitzerDealEntry] = dataclasses.field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "started": self.started,
            "names": list(self.names),
            "practice": self.practice,
            "finished": self.finished,
            "winner": self.winner,
            "deals": [d.to_json() for d in self.deals],
        }

    @classmethod
    def from_json(cls, data: Any) -> SpitzerGameRecord:
        """The game in ``data``; ValueError (or KeyError) says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a Spitzer game entry is not an object")
        key, started = data["key"], data.get("started", "")
        if not isinstance(key, str) or not isinstance(started, str):
            raise ValueError("a Spitzer game's key or start time is not text")
        names = data["names"]
        if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
            raise ValueError("player names are not a list of strings")
        if len(names) != SEATS:
            raise ValueError(f"a Spitzer game has {SEATS} players, not {len(names)}")
        practice, finished = data.get("practice", False), data.get("finished", False)
        if not isinstance(practice, bool) or not isinstance(finished, bool):
            raise ValueError("'practice' or 'finished' is not true or false")
        winner = optional_whole_number(data.get("winner"))
        if winner is not None and (not finished or not 0 <= winner < SEATS):
            raise ValueError(f"the winner {winner} is not a player of a finished game")
        raw = data.get("deals", [])
        if not isinstance(raw, list):
            raise ValueError("a Spitzer game's deals are not a list")
        deals = [SpitzerDealEntry.from_json(d) for d in raw]
        indices = [d.index for d in deals]
        if len(set(indices)) != len(indices):
            raise ValueError("a Spitzer game holds the same deal twice")
        return cls(key, started, tuple(names), practice, finished, winner, deals)


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ValueError(f"expected a list of numbers, got {value!r}")
    return tuple(whole_number(v) for v in value)


def _players(value: Any, what: str) -> tuple[int, ...]:
    players = _ints(value)
    if any(not 0 <= p < SEATS for p in players):
        raise ValueError(f"{what} name a player the game does not have: {players}")
    return players


def _contract(value: Any) -> Contract:
    try:
        return Contract(value)
    except ValueError:
        raise ValueError(f"unknown Spitzer contract {value!r}") from None


# ---------------------------------------------------------------- summaries


@dataclasses.dataclass(frozen=True)
class ContractLine:
    """Deals of one contract on the declaring side: how many played and won."""

    contract: Contract
    played: int
    won: int

    @property
    def win_rate(self) -> float | None:
        return rate(self.won, self.played)


@dataclasses.dataclass(frozen=True)
class SpitzerPlayerSummary:
    """One player's Spitzer figures over the chosen games."""

    name: str
    deals: int
    declaring: int
    """Deals on the declaring side (whatever the contract)."""
    declaring_won: int
    contracts: tuple[ContractLine, ...]
    """On the declaring side by contract, in :data:`SPITZER_CONTRACTS` order."""
    alone: int
    """Deals played alone against three (Zola of every kind, Sneaker)."""
    alone_won: int
    average_points: float | None
    """Mean score per deal played (Spitzer scores are never negative)."""
    games_finished: int
    games_won: int
    par_deals: int = 0
    """Deals of this player with a known par (table player 0 of their games)."""
    average_against_par: float | None = None
    """Mean of (own score − par) over those deals: above 0, better than ``strong``."""

    @property
    def declaring_rate(self) -> float | None:
        return rate(self.declaring_won, self.declaring)

    @property
    def alone_rate(self) -> float | None:
        return rate(self.alone_won, self.alone)

    @property
    def games_rate(self) -> float | None:
        return rate(self.games_won, self.games_finished)


@dataclasses.dataclass(frozen=True)
class SpitzerSummary:
    players: tuple[SpitzerPlayerSummary, ...]
    """Most deals first."""
    games: int
    practice_games: int
    """Practice games stored (counted in ``games`` only when included)."""
    deals: int

    def player(self, name: str) -> SpitzerPlayerSummary | None:
        return player_named(self.players, name)


@dataclasses.dataclass
class _Tally:
    deals: int = 0
    points: int = 0
    played: dict[Contract, int] = dataclasses.field(default_factory=dict)
    won: dict[Contract, int] = dataclasses.field(default_factory=dict)
    alone: int = 0
    alone_won: int = 0
    finished: int = 0
    games_won: int = 0
    par_deals: int = 0
    against_par: int = 0


def summarize_spitzer(
    games: Iterable[SpitzerGameRecord], include_practice: bool = False
) -> SpitzerSummary:
    """Per-player figures over ``games`` (practice games only when asked)."""
    tallies: dict[str, _Tally] = {}
    chosen, practice, deals = counted_records(games, include_practice)
    for game in chosen:
        names = game.names
        for deal in game.deals:
            for player in deal.players:
                tally = tallies.setdefault(names[player], _Tally())
                tally.deals += 1
                tally.points += deal.scores[player]
            if deal.par is not None:
                tally = tallies.setdefault(names[0], _Tally())
                tally.par_deals += 1
                tally.against_par += deal.scores[0] - deal.par
            for player in deal.side:
                tally = tallies.setdefault(names[player], _Tally())
                tally.played[deal.contract] = tally.played.get(deal.contract, 0) + 1
                tally.won[deal.contract] = tally.won.get(deal.contract, 0) + int(deal.won)
                if deal.contract.alone:
                    tally.alone += 1
                    tally.alone_won += int(deal.won)
        if game.finished:
            for player, name in enumerate(names):
                tally = tallies.setdefault(name, _Tally())
                tally.finished += 1
                tally.games_won += game.winner == player
    players = most_deals_first(_player(name, t) for name, t in tallies.items())
    return SpitzerSummary(players, len(chosen), practice, deals)


def _player(name: str, t: _Tally) -> SpitzerPlayerSummary:
    lines = tuple(ContractLine(c, t.played.get(c, 0), t.won.get(c, 0)) for c in SPITZER_CONTRACTS)
    return SpitzerPlayerSummary(
        name=name,
        deals=t.deals,
        declaring=sum(line.played for line in lines),
        declaring_won=sum(line.won for line in lines),
        contracts=lines,
        alone=t.alone,
        alone_won=t.alone_won,
        average_points=rate(t.points, t.deals),
        games_finished=t.finished,
        games_won=t.games_won,
        par_deals=t.par_deals,
        average_against_par=rate(t.against_par, t.par_deals),
    )


def game_key(session: SpitzerSession) -> str:
    """A game is known by its seed: a resumed autosave continues the same game."""
    return f"{session.seed:x}"
