"""Game values and list utilities: what a contract is worth to each seat.

Two jobs share this module:

* pricing a contract the way the session will score it (:class:`OutcomeTable`,
  :func:`declarer_utility`), so every level bids, declares and plays for the
  *list score* under the session's rules instead of for raw card points;
* the guaranteed value of a game, so no level ever declares a game whose value
  cannot reach the bid.

The rules-of-thumb win estimates live in :mod:`.hand_estimates`; the card and
mask helpers here are shared by every AI module.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

from skat_desktop.engine.cards import RANK_POINTS, suit_mask
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.list_scores import list_points
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.scoring import (
    Contract,
    GameResult,
    PlayOutcome,
    overbid_value,
    score_game,
    value_bounds,
)
from skat_desktop.engine.skat.tricks import TRUMPS

JACK, SEVEN, EIGHT, NINE, TEN, QUEEN, KING, ACE = 4, 0, 1, 2, 3, 5, 6, 7
SUIT_GAMES: Final = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS)
TRUMP_GAMES: Final = (*SUIT_GAMES, GameType.GRAND)
"""Games with trumps (suit games and Grand)."""

# Non-trump strength order, weakest first (7 8 9 Q K T A), as rank indices.
PLAIN_ORDER: Final = (SEVEN, EIGHT, NINE, QUEEN, KING, TEN, ACE)
NULL_ORDER: Final = (SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)


def bits(mask: int) -> list[int]:
    """Card indices of a mask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def card(suit: int, rank: int) -> int:
    return suit * 8 + rank


def plain_mask(game: int, suit: int) -> int:
    """The non-trump cards of ``suit`` in ``game`` (jacks excluded outside Null)."""
    if game == GameType.NULL:
        return suit_mask(suit)
    return suit_mask(suit) & ~TRUMPS[game]


def trump_mask(game: int) -> int:
    return TRUMPS[game]


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


# --------------------------------------------------------------- game values


def contract_for(
    game: int,
    hand: bool = False,
    schneider: bool = False,
    schwarz: bool = False,
    ouvert: bool = False,
) -> Contract:
    g = GameType(game)
    if g is GameType.NULL:
        return Contract(g, hand, False, False, ouvert)
    if ouvert:
        schwarz = True
    if schwarz:
        schneider = True
    return Contract(g, hand, schneider, schwarz, ouvert)


@lru_cache(maxsize=8)
def _sequence(game: int) -> tuple[int, ...]:
    jacks = tuple(card(s, JACK) for s in (3, 2, 1, 0))
    if game == GameType.GRAND:
        return jacks
    return jacks + tuple(card(game, r) for r in (ACE, TEN, KING, QUEEN, NINE, EIGHT, SEVEN))


def guaranteed_value(rules: RuleSet, contract: Contract, hand: int, unknown: int = 0) -> int:
    """Lowest value the game can have when won without extra Schneider/Schwarz.

    ``hand`` is every card known to be the declarer's (ten or twelve); ``unknown``
    the cards the two missing skat cards may be (0 when the skat is known). The
    engine's :func:`~skat_desktop.engine.skat.scoring.value_bounds` prices it, as it
    prices the declaring panel's games, so the two never disagree.
    """
    return value_bounds(rules, contract, hand, unknown).low


def reaches_bid(rules: RuleSet, contract: Contract, hand: int, bid: int, unknown: int = 0) -> bool:
    """True when the contract's guaranteed value is at least the bid."""
    return guaranteed_value(rules, contract, hand, unknown) >= bid


# ------------------------------------------------------------ list utilities


def seat_utility(rules: RuleSet, result: GameResult, seat: int) -> float:
    """A seat's gain relative to the table: own entry minus the others' mean.

    This is what each scoring system rewards: Seeger-Fabian adds +50 to a won
    game and pays the others +40 (+30 at four) for a lost one; settlement
    (n × own − total) is plain scoring measured against the others. Players
    maximise it. The entries are the session's own (:func:`list_points`).
    """
    entries = list_points(rules.scoring, rules.players, (0, 1, 2), result)
    others = [entries[s] for s in range(3) if s != seat]
    return entries[seat] - sum(others) / 2


def declarer_utility(rules: RuleSet, result: GameResult) -> float:
    assert result.declarer is not None
    return seat_utility(rules, result, result.declarer)


# Outcome categories of a suit/Grand game from the declarer's card points.
CAT_SCHWARZED, CAT_SCHNEIDERED, CAT_LOST, CAT_WON, CAT_SCHNEIDER, CAT_SCHWARZ = range(6)
_REPRESENTATIVE: Final = (
    (0, 0, 10),
    (20, 2, 8),
    (45, 4, 6),
    (75, 6, 4),
    (100, 8, 2),
    (120, 10, 0),
)


def category(points: int, all_tricks: bool = False, no_tricks: bool = False) -> int:
    """Outcome category of a suit/Grand game from the declarer's final card points."""
    if no_tricks:
        return CAT_SCHWARZED
    if points <= 30:
        return CAT_SCHNEIDERED
    if points <= 60:
        return CAT_LOST
    if points < 90:
        return CAT_WON
    if all_tricks:
        return CAT_SCHWARZ
    return CAT_SCHNEIDER


@dataclasses.dataclass(frozen=True)
class OutcomeTable:
    """Declarer utility for each outcome of one contract at one bid.

    Built once per decision by scoring representative outcomes with the engine's
    own :func:`score_game`, so Kontra, Bock, overbidding, announced levels and
    every rule option are priced exactly as the session will price them.
    ``by_category`` has six entries for suit/Grand games and two for Null
    (index 0: the declarer took a trick, 1: he took none).
    """

    contract: Contract
    by_category: tuple[float, ...]
    won: tuple[bool, ...]
    """Whether each category is a won game (overbidding can make every one a loss)."""
    value: int
    """Game value if won without extra levels (overbid value when it cannot reach the bid)."""

    def win(self, cat: int) -> bool:
        return self.won[cat]

    def adjusted(self, cat: int, optimism: float) -> tuple[float, float]:
        """(utility, win chance) of a solved outcome, hedged against double dummy.

        Double-dummy defenders see every card, so a game the solver loses is
        still often won at a real table; ``optimism`` is the share of such
        losses counted as a plain win. Used for bidding and declaring only.
        """
        u = self.by_category[cat]
        if self.won[cat] or optimism <= 0:
            return u, float(self.won[cat])
        win_cat = next((i for i, w in enumerate(self.won) if w), None)
        if win_cat is None:
            return u, 0.0
        return (1 - optimism) * u + optimism * self.by_category[win_cat], optimism

    @property
    def lost_utility(self) -> float:
        """Utility of a plain loss (no Schneider against the declarer)."""
        return self.by_category[CAT_LOST] if len(self.by_category) > 2 else self.by_category[0]

    @property
    def won_utility(self) -> float:
        return self.by_category[CAT_WON] if len(self.by_category) > 2 else self.by_category[1]


def outcome_table(
    rules: RuleSet,
    contract: Contract,
    declarer: int,
    bid: int,
    cards12: int,
    factor: int = 1,
    kontra: bool = False,
    re: bool = False,
    bock: bool = False,
) -> OutcomeTable:
    return _outcome_table(rules, contract, declarer, bid, cards12, factor, kontra, re, bock)


@lru_cache(maxsize=4096)
def _outcome_table(
    rules: RuleSet,
    contract: Contract,
    declarer: int,
    bid: int,
    cards12: int,
    factor: int,
    kontra: bool,
    re: bool,
    bock: bool,
) -> OutcomeTable:
    values: list[float] = []
    if contract.game is GameType.NULL:
        outcomes = [PlayOutcome(0, 1, 9, declarer_won_trick=True), PlayOutcome(0, 0, 10)]
    else:
        outcomes = [PlayOutcome(p, t, d) for p, t, d in _REPRESENTATIVE]
    won: list[bool] = []
    won_value = 0
    for outcome in outcomes:
        result = score_game(
            rules,
            contract,
            declarer,
            bid,
            cards12,
            outcome,
            factor=factor,
            kontra=kontra,
            re=re,
            bock=bock,
        )
        values.append(declarer_utility(rules, result))
        won.append(result.won)
        if result.won and not won_value:
            won_value = result.game_value
    if not won_value:
        won_value = overbid_value(rules, contract, bid)
    return OutcomeTable(contract, tuple(values), tuple(won), won_value)


def concede_utility(
    rules: RuleSet, contract: Contract, declarer: int, bid: int, cards12: int, factor: int = 1
) -> float:
    result = score_game(
        rules, contract, declarer, bid, cards12, PlayOutcome(0, 0, 0, conceded=True), factor=factor
    )
    return declarer_utility(rules, result)


def points_of(cards: Iterable[int]) -> int:
    return sum(RANK_POINTS[c & 7] for c in cards)
