"""A game of Spitzer: deals until someone reaches 42, the dealer rotating.

Players are table positions 0..3; each deal's game seats are 0..3 from the
dealer's left (seat 3 is the dealer). The session is rebuilt from its seed and
each deal's action list, like a single deal, so save files hold seeds and
actions only (:meth:`SpitzerSession.to_dict` / :meth:`SpitzerSession.from_dict`).

End (RULES.md §13): the game ends after the deal in which someone reaches 42;
the highest total wins; when two or more share the highest total, play goes on
until one leads alone. The optional settlement (``spitzer_stake``): each other
player pays the winner the stake plus the difference between the winner's total
and his own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..errors import RecordError, WrongPhaseError
from ..events import DealStarted, Event
from ..list_body import actions_to_undo, list_body, replay_deals
from ..seeds import deal_seed
from .actions import SpitzerAction, action_from_dict, action_to_dict
from .deal import SEATS, SpitzerDeal
from .game import SpitzerGame, SpitzerResult, SpitzerState

GAME_TARGET: Final = 42


@dataclasses.dataclass(frozen=True)
class SpitzerRules:
    """Spitzer's rule options (RULES.md §13).

    ``spitzer_stake``: the fixed stake of the settlement at the end, or None
    (the default) for no settlement.
    """

    spitzer_stake: int | None = None

    def __post_init__(self) -> None:
        stake = self.spitzer_stake
        if stake is not None and (not isinstance(stake, int) or isinstance(stake, bool)):
            raise ValueError(f"spitzer_stake must be a whole number or None, not {stake!r}")
        if stake is not None and stake < 0:
            raise ValueError(f"spitzer_stake cannot be negative: {stake}")

    def to_dict(self) -> dict[str, Any]:
        return {"spitzer_stake": self.spitzer_stake}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SpitzerRules:
        unknown = set(data) - {"spitzer_stake"}
        if unknown:
            raise ValueError(f"unknown Spitzer rule option(s): {', '.join(sorted(unknown))}")
        return cls(spitzer_stake=data.get("spitzer_stake"))


@dataclasses.dataclass
class SpitzerDealRecord:
    """One row of the score sheet, plus what is needed to replay it."""

    number: int
    dealer: int
    """The table player who dealt."""
    seats: tuple[int, int, int, int]
    """The table player at game seats 0..3 (0: the dealer's left; 3: the dealer)."""
    seed: int
    actions: list[tuple[int, SpitzerAction]]
    result: SpitzerResult | None = None
    scores: tuple[int, ...] = ()
    """Per table player: what this deal scored."""
    totals: tuple[int, ...] = ()
    """Running totals after this deal."""


class SpitzerSession:
    """A Spitzer game to 42 for four named players."""

    def __init__(
        self,
        names: Sequence[str],
        seed: int,
        first_dealer: int = 0,
        rules: SpitzerRules | None = None,
    ) -> None:
        if len(names) != SEATS:
            raise ValueError(f"Spitzer needs {SEATS} player names")
        self.rules = rules or SpitzerRules()
        self.names = tuple(names)
        self.seed = seed
        self.first_dealer = first_dealer % SEATS
        self.records: list[SpitzerDealRecord] = []
        self.totals = [0] * SEATS
        self.game: SpitzerGame
        self.current: SpitzerDealRecord
        self._start_deal(self.first_dealer)

    # ----------------------------------------------------------------- state
    @staticmethod
    def seats_for_dealer(dealer: int) -> tuple[int, int, int, int]:
        return (
            (dealer + 1) % SEATS,
            (dealer + 2) % SEATS,
            (dealer + 3) % SEATS,
            dealer % SEATS,
        )

    def seat_of(self, player: int) -> int:
        """Game seat of a table player in the current deal."""
        return self.current.seats.index(player)

    def player_at(self, seat: int) -> int:
        return self.current.seats[seat]

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players sharing the highest total."""
        best = max(self.totals)
        return tuple(p for p in range(SEATS) if self.totals[p] == best)

    @property
    def finished(self) -> bool:
        """Someone reached 42 and leads alone after a completed deal."""
        return self.game.finished and max(self.totals) >= GAME_TARGET and len(self.leaders) == 1

    @property
    def winner(self) -> int | None:
        return self.leaders[0] if self.finished else None

    def settlement(self) -> tuple[int, ...] | None:
        """What each player wins (+) or pays (−) at the end; None without a stake or winner."""
        stake = self.rules.spitzer_stake
        if stake is None or self.winner is None:
            return None
        return settle(self.totals, stake)

    # ----------------------------------------------------------------- play
    def apply(self, action: SpitzerAction, seat: int | None = None) -> tuple[Event, ...]:
        """Apply an action to the current deal (game seat); scores the deal when it ends."""
        events = self.game.apply(action, seat)
        self.current.actions.append(self.game.history[-1])
        if self.game.finished:
            self._score_current()
        return events

    def state(self) -> SpitzerState:
        """The current deal as the table shows it, with who sits where (a frozen snapshot)."""
        return dataclasses.replace(self.game.state(), seat_players=self.current.seats)

    def started(self) -> DealStarted:
        """The event that announces the current deal (the table deals the cards)."""
        record = self.current
        return DealStarted(record.number, record.dealer, record.seats)

    def next_deal(self) -> tuple[Event, ...]:
        """Start the next deal, dealt by the previous dealer's left neighbour."""
        if not self.game.finished:
            raise WrongPhaseError("the current deal is not over yet")
        if self.finished:
            raise WrongPhaseError("the game is over")
        self._start_deal((self.current.dealer + 1) % SEATS)
        return (self.started(),)

    def undo_to(self, count: int) -> None:
        """Take the current deal back to its first ``count`` actions, as Skat's list does.

        The deal is rebuilt by replay, so nothing can linger from the actions
        taken back; a scored deal's points leave the totals.
        """
        record = self.current
        if not actions_to_undo(record.actions, count):
            return
        if record.result is not None:
            self.totals = [t - s for t, s in zip(self.totals, record.scores, strict=True)]
            record.result, record.scores, record.totals = None, (), ()
        del record.actions[count:]
        self.game = SpitzerGame.replay(self._deal_of(record), record.actions)

    def _start_deal(self, dealer: int) -> None:
        seed = deal_seed(self.seed, len(self.records))
        record = SpitzerDealRecord(
            number=len(self.records) + 1,
            dealer=dealer,
            seats=self.seats_for_dealer(dealer),
            seed=seed,
            actions=[],
        )
        self.records.append(record)
        self.current = record
        self.game = SpitzerGame(self._deal_of(record))

    def _deal_of(self, record: SpitzerDealRecord) -> SpitzerDeal:
        """The cards of ``record`` (shuffled from its seed; a lesson arranges its own)."""
        return SpitzerDeal.from_seed(record.seed)

    def _score_current(self) -> None:
        record = self.current
        result = self.game.result
        assert result is not None
        scores = [0] * SEATS
        for seat, player in enumerate(record.seats):
            scores[player] = result.scores[seat]
        for player in range(SEATS):
            self.totals[player] += scores[player]
        record.result = result
        record.scores = tuple(scores)
        record.totals = tuple(self.totals)

    # ----------------------------------------------------------------- files
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready body: rules, names, seeds and actions (never state); the
        envelope around it is :mod:`skat_desktop.engine.records.list_file`'s.

        ``{"rules": {"spitzer_stake": null}, "names": [...], "seed": N,
        "first_dealer": N, "deals": [{"seed": N, "actions": [[seat, {...}], ...]}]}``
        """
        return list_body(self, action_to_dict)

    @classmethod
    def from_dict(cls, data: Any) -> SpitzerSession:
        """Rebuild a session from its body by replaying it; :class:`RecordError`
        says what is damaged."""
        if not isinstance(data, dict):
            raise RecordError("this is not a saved Spitzer game")
        try:
            rules = SpitzerRules.from_dict(_require(data, "rules", dict))
        except ValueError as exc:
            raise RecordError(f"the saved Spitzer rules are invalid: {exc}") from None
        names = _require(data, "names", list)
        if len(names) != SEATS or not all(isinstance(n, str) for n in names):
            raise RecordError("the saved Spitzer game needs four player names")
        seed = _require(data, "seed", int)
        first_dealer = _require(data, "first_dealer", int)
        if not 0 <= first_dealer < SEATS:
            raise RecordError(f"the first dealer {first_dealer} is not a seat at the table")
        deals = _require(data, "deals", list)
        if not deals:
            raise RecordError("the saved Spitzer game contains no deals")
        session = cls(names, seed, first_dealer, rules)
        replay_deals(session, deals, _replay_item)
        return session


def _replay_item(session: SpitzerSession, item: object) -> None:
    if not isinstance(item, list) or len(item) != 2:
        raise ValueError("not a [seat, action] pair")
    seat, raw = item
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError("the seat is not a number")
    session.apply(action_from_dict(raw), seat)


def settle(totals: Sequence[int], stake: int) -> tuple[int, ...]:
    """The seed page's settlement: each other player pays the leader ``stake`` plus
    the difference between the leader's total and his own.

    >>> settle([44, 30, 12, 0], stake=5)
    (105, -19, -37, -49)
    """
    top = max(totals)
    winners = [p for p, total in enumerate(totals) if total == top]
    if len(winners) != 1:
        raise ValueError("there is no single winner to settle with")
    winner = winners[0]
    pays = [0 if p == winner else stake + top - total for p, total in enumerate(totals)]
    return tuple(sum(pays) if p == winner else -pays[p] for p in range(len(totals)))


def _require(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the saved Spitzer game is damaged: '{key}' is missing or invalid")
    return value
