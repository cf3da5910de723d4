"""What a hand's games are worth, and what the table has shown so far: the aids' numbers.

The bidding aid, the declaring panel's stakes and the table aids show numbers a
learner works out in their head. They are computed here from the engine's own
scoring (:mod:`.scoring`, :mod:`.list_scores`), never re-derived, so an aid
cannot disagree with the result the deal is scored with. Everything reads one
seat's :class:`~.view.GameView` or its cards: an aid knows only what the player
may know.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations

from .game_types import GameType
from .list_scores import list_points
from .rules import RuleSet
from .scoring import (
    Contract,
    GameResult,
    PlayOutcome,
    base_value,
    contract_value,
    matadors,
    multiplier,
    null_value,
    score_game,
    value_bounds,
)
from .tricks import TRUMPS
from .view import GameView

__all__ = [
    "GameWorth",
    "SidePoints",
    "Stakes",
    "card_points",
    "game_worth",
    "lowest_skat",
    "null_worths",
    "stakes",
    "trumps_out",
]


@dataclasses.dataclass(frozen=True)
class GameWorth:
    """A suit game or Grand for a ten-card hand, priced the way players count it.

    ``matadors`` ("with/without n") are counted on the ten cards, as if the skat
    brought no card of the trump sequence; ``value`` = ``base`` × ``multiplier``
    is then the game's value after picking up. ``lowest`` is the value over every
    skat still possible (a "without" hand can turn into "with 1"), which is what
    the computers bid on.
    """

    game: GameType
    matadors: int
    base: int
    multiplier: int
    value: int
    lowest: int
    hand_value: int
    """The same game as a hand game (one level more)."""
    schneider_value: int
    """Picked up and won Schneider (one level more)."""


def game_worth(rules: RuleSet, game: GameType, hand10: int, unknown: int) -> GameWorth:
    """Price ``game`` (a suit or Grand) for the ten cards ``hand10``.

    ``unknown`` are the cards the skat may hold (the seat's unseen cards).
    """
    if not (game.is_suit or game is GameType.GRAND):
        raise ValueError(f"{game.name} has no matadors")
    pickup = Contract(game)
    mats = matadors(game, hand10, rules.matador_cap)
    return GameWorth(
        game=game,
        matadors=mats,
        base=base_value(rules, game, False),
        multiplier=multiplier(rules, pickup, mats),
        value=contract_value(rules, pickup, hand10),
        lowest=value_bounds(rules, pickup, hand10, unknown).low,
        hand_value=contract_value(rules, Contract(game, hand=True), hand10),
        schneider_value=contract_value(rules, pickup, hand10, schneider=True),
    )


def null_worths() -> tuple[int, int, int, int]:
    """Null, Null Hand, Null Ouvert, Null Ouvert Hand (fixed values, RULES.md §8)."""
    return (
        null_value(False, False),
        null_value(True, False),
        null_value(False, True),
        null_value(True, True),
    )


# ---------------------------------------------------------------- stakes


@dataclasses.dataclass(frozen=True)
class Stakes:
    """What a declaration wins or loses, scored by the engine on made-up outcomes.

    ``won`` is the result of winning it just (61 points, or the announced level,
    no extra Schneider); ``lost`` of losing it with 31–60 points (or the first
    defender trick in a Schwarz-announced game, a trick in Null). ``*_list``
    are (declarer's, each other player's) list points for them.
    """

    won: GameResult
    lost: GameResult
    won_list: tuple[int, int]
    lost_list: tuple[int, int]


def lowest_skat(rules: RuleSet, contract: Contract, hand10: int, unknown: int) -> int:
    """Two of the ``unknown`` cards that make ``contract`` worth least (a hand
    game is worth at least that), as one mask."""
    cards = [c for c in range(32) if unknown >> c & 1]
    if len(cards) < 2:
        raise ValueError("a skat needs two unknown cards")
    best = min(
        combinations(cards, 2),
        key=lambda pair: contract_value(rules, contract, hand10 | 1 << pair[0] | 1 << pair[1]),
    )
    return 1 << best[0] | 1 << best[1]


def _outcomes(contract: Contract) -> tuple[PlayOutcome, PlayOutcome]:
    if contract.game is GameType.NULL:
        return (
            PlayOutcome(card_points=0, declarer_tricks=0, defender_tricks=10),
            PlayOutcome(
                card_points=0, declarer_tricks=1, defender_tricks=0, declarer_won_trick=True
            ),
        )
    if contract.schwarz:
        won = PlayOutcome(card_points=120, declarer_tricks=10, defender_tricks=0)
        return won, PlayOutcome(card_points=90, declarer_tricks=8, defender_tricks=1)
    won_points = 90 if contract.schneider else 61
    return (
        PlayOutcome(card_points=won_points, declarer_tricks=6, defender_tricks=4),
        PlayOutcome(card_points=60, declarer_tricks=4, defender_tricks=6),
    )


def stakes(
    rules: RuleSet, contract: Contract, cards12: int, bid: int, bock: bool = False
) -> Stakes:
    """Won and lost results of ``contract`` with the declarer's twelve cards
    ``cards12`` at ``bid``, as :func:`~.scoring.score_game` and the list score them
    (Bock doubles; Kontra is not known yet when a game is announced)."""
    won_outcome, lost_outcome = _outcomes(contract)
    factor = 2 if bock else 1
    won, lost = (
        score_game(rules, contract, 0, bid, cards12, outcome, factor=factor, bock=bock)
        for outcome in (won_outcome, lost_outcome)
    )
    seats = (0, 1, 2)
    won_points = list_points(rules.scoring, rules.players, seats, won)
    lost_points = list_points(rules.scoring, rules.players, seats, lost)
    return Stakes(won, lost, (won_points[0], won_points[1]), (lost_points[0], lost_points[1]))


# ---------------------------------------------------------------- table aids


@dataclasses.dataclass(frozen=True)
class SidePoints:
    """Card points in tricks taken so far (the skat is not counted: the defenders
    cannot see it). In a declarer game ``declarer`` and ``defenders``; in Ramsch
    each seat's own in ``seats``."""

    declarer: int | None
    defenders: int | None
    seats: tuple[int, int, int]


def card_points(view: GameView) -> SidePoints:
    """The points each side has taken, as every player at the table saw them won."""
    seats = view.won_points
    if view.declarer is None or view.ramsch:
        return SidePoints(None, None, seats)
    own = seats[view.declarer]
    return SidePoints(own, sum(seats) - own, seats)


def trumps_out(view: GameView) -> int | None:
    """Trumps the seat has neither seen played nor holds (None: no trumps yet, or Null).

    Counted from ``view`` alone: the seat's hand, every played card and, for the
    declarer, the two cards he put away himself. Nothing else: a defender does
    not know the skat, and a card pushed on in Schieberamsch may be picked up
    again. Trumps lying open in an Ouvert hand are still out: they are still to
    be played against the seat.
    """
    game = view.game
    if game is None or game is GameType.NULL:
        return None
    seen = view.hand | view.played_mask
    if view.seat == view.declarer and view.known_discards is not None:
        seen |= view.known_discards
    return (TRUMPS[game] & ~seen).bit_count()
