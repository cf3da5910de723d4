"""Game values and results: RULES.md §7–9 as pure functions, in one place.

Kept apart from the game state machine so every number in the rules can be
tested directly, and so the AI and the declaring panel price a contract
without playing it. The value of a contract is computed here and nowhere else:

* :func:`contract_value` — a won game's value from the declarer's twelve cards;
* :func:`value_bounds` — the lowest and highest value when the skat is unknown
  (a hand game, or the AI's bidding), exact, on integer masks (the AI's fast path);
* :func:`score_game` / :func:`score_ramsch` — the scored result of a deal.

The result types live in :mod:`.result` and are re-exported here.
"""

from __future__ import annotations

import dataclasses
import functools
from itertools import combinations
from typing import Final, NamedTuple

from ..cards import Card
from .game_types import BASE_VALUES, GameType
from .ramsch_scoring import score_ramsch
from .result import GameResult, Level, Reason, ResultKind
from .rules import (
    ConcedeScoring,
    LostScoresTo,
    NullOverbid,
    RuleSet,
    SkatGamesOnly,
)

__all__ = [
    "NULL_VALUES",
    "Contract",
    "GameResult",
    "Level",
    "PlayOutcome",
    "Reason",
    "ResultKind",
    "ValueBounds",
    "base_value",
    "contract_base_value",
    "contract_value",
    "matadors",
    "multiplier",
    "null_value",
    "overbid_value",
    "score_game",
    "score_ramsch",
    "suit_levels",
    "trump_sequence",
    "value_bounds",
]

NULL_VALUES: Final = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
"""Null values keyed by (hand, ouvert)."""


def _sequence(game: int) -> tuple[int, ...]:
    jacks = (Card.of(3, 4), Card.of(2, 4), Card.of(1, 4), Card.of(0, 4))
    if game == GameType.GRAND:
        return tuple(int(c) for c in jacks)
    if game > GameType.CLUBS:
        return ()
    rest = tuple(Card.of(game, r) for r in (7, 3, 6, 5, 2, 1, 0))
    return tuple(int(c) for c in jacks + rest)


_SEQUENCES: Final = tuple(_sequence(g) for g in range(7))
_SEQUENCE_MASKS: Final = tuple(sum(1 << c for c in seq) for seq in _SEQUENCES)


def trump_sequence(game: GameType) -> tuple[Card, ...]:
    """Matador order: CJ SJ HJ DJ, then A T K Q 9 8 7 of the trump suit."""
    return tuple(Card(c) for c in _SEQUENCES[game])


def matadors(game: int, cards: int, cap: int | None = None) -> int:
    """Signed matador count of a 12-card mask: +n "with n", −n "without n".

    Integers only: the AI's search and bidding call it thousands of times.

    >>> from skat_desktop.engine.cards import CardSet
    >>> matadors(GameType.GRAND, CardSet.parse("CJ SJ DJ").mask)
    2
    >>> matadors(GameType.CLUBS, CardSet.parse("HJ DJ CA").mask)
    -2
    """
    sequence = _SEQUENCES[game]
    if not sequence:
        return 0
    holding = cards >> sequence[0] & 1
    count = 0
    for card in sequence:
        if cards >> card & 1 != holding:
            break
        count += 1
    if cap is not None and count > cap:
        count = cap
    return count if holding else -count


def null_value(hand: bool, ouvert: bool) -> int:
    return NULL_VALUES[(hand, ouvert)]


def base_value(rules: RuleSet, game: GameType, ouvert: bool) -> int:
    """Base value of a suit or Grand game (``grand_ouvert_base`` included)."""
    if game is GameType.GRAND and ouvert and rules.grand_ouvert_base == 36:
        return 36
    return BASE_VALUES[game]


@dataclasses.dataclass(frozen=True)
class Contract:
    """What the declarer announced, plus whether it is a hand game."""

    game: GameType
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False


def contract_base_value(rules: RuleSet, contract: Contract) -> int:
    """The base value, or for Null the whole (fixed) value."""
    if contract.game is GameType.NULL:
        return null_value(contract.hand, contract.ouvert)
    return base_value(rules, contract.game, contract.ouvert)


def _ouvert_counts(rules: RuleSet, contract: Contract) -> bool:
    # With grand_ouvert_base 36 a Grand Ouvert's base carries the Ouvert.
    return contract.ouvert and not (
        contract.game is GameType.GRAND and rules.grand_ouvert_base == 36
    )


def suit_levels(
    rules: RuleSet,
    contract: Contract,
    mats: int,
    schneider: bool,
    schwarz: bool,
) -> tuple[tuple[Level, int], ...]:
    """Multiplier levels for a suit or Grand game, in the order players count them.

    ``schneider``/``schwarz`` are the levels that count from play; announced
    levels add the levels below them even when missed.
    """
    levels: list[tuple[Level, int]] = [
        (Level.WITH if mats > 0 else Level.WITHOUT, abs(mats)),
        (Level.GAME, 1),
    ]
    if contract.hand:
        levels.append((Level.HAND, 1))
    if schneider or contract.schneider:
        levels.append((Level.SCHNEIDER, 1))
    if contract.schneider:
        levels.append((Level.SCHNEIDER_ANNOUNCED, 1))
    if schwarz or contract.schwarz:
        levels.append((Level.SCHWARZ, 1))
    if contract.schwarz:
        levels.append((Level.SCHWARZ_ANNOUNCED, 1))
    if _ouvert_counts(rules, contract):
        levels.append((Level.OUVERT, 1))
    return tuple(levels)


def multiplier(
    rules: RuleSet, contract: Contract, mats: int, schneider: bool = False, schwarz: bool = False
) -> int:
    """The sum of :func:`suit_levels`, without building them (the fast path)."""
    m = abs(mats) + 1
    if contract.hand:
        m += 1
    if schneider or contract.schneider:
        m += 1
    if contract.schneider:
        m += 1
    if schwarz or contract.schwarz:
        m += 1
    if contract.schwarz:
        m += 1
    if _ouvert_counts(rules, contract):
        m += 1
    return m


def contract_value(
    rules: RuleSet, contract: Contract, cards12: int, schneider: bool = False, schwarz: bool = False
) -> int:
    """Value of ``contract`` won with the declarer's twelve cards ``cards12``
    (dealt hand plus skat), with ``schneider``/``schwarz`` made in play."""
    if contract.game is GameType.NULL:
        return null_value(contract.hand, contract.ouvert)
    mats = matadors(contract.game, cards12, rules.matador_cap)
    return base_value(rules, contract.game, contract.ouvert) * multiplier(
        rules, contract, mats, schneider, schwarz
    )


class ValueBounds(NamedTuple):
    """Lowest and highest value of a won contract over the skats still possible."""

    low: int
    high: int


def value_bounds(rules: RuleSet, contract: Contract, cards: int, unknown: int = 0) -> ValueBounds:
    """The value range of ``contract`` won without extra Schneider/Schwarz.

    ``cards`` are the cards known to be the declarer's (ten, or twelve once the
    skat is known); ``unknown`` the cards the two missing skat cards may be (0
    when the skat is known). A hand game's value depends on the skat the
    declarer never sees: "without 2" turns into "with 1" if it holds the club
    jack. Bidding and the declaring panel use ``low``, so neither the computer
    nor the player is surprised by an overbid.

    >>> from skat_desktop.engine.cards import ALL_MASK, CardSet
    >>> from skat_desktop.engine.skat.rules import OFFICIAL
    >>> hand = CardSet.parse("SJ HJ CA CT CK C7 SA ST HA D7").mask
    >>> # Clubs Hand without 1 is 12 × 3; with CJ and DJ in the skat, with 7: 12 × 9.
    >>> value_bounds(OFFICIAL, Contract(GameType.CLUBS, hand=True), hand, ALL_MASK & ~hand)
    ValueBounds(low=36, high=108)
    """
    if contract.game is GameType.NULL:
        value = null_value(contract.hand, contract.ouvert)
        return ValueBounds(value, value)
    base = base_value(rules, contract.game, contract.ouvert)
    game, cap = contract.game, rules.matador_cap
    if not unknown:
        value = base * multiplier(rules, contract, matadors(game, cards, cap))
        return ValueBounds(value, value)
    sequence_mask = _SEQUENCE_MASKS[game]
    others = (unknown & ~sequence_mask).bit_count()
    low, high = _matador_range(game, cards & sequence_mask, unknown & sequence_mask, others, cap)
    return ValueBounds(
        base * multiplier(rules, contract, low), base * multiplier(rules, contract, high)
    )


@functools.lru_cache(maxsize=4096)
def _matador_range(
    game: int, held: int, unknown: int, others: int, cap: int | None
) -> tuple[int, int]:
    """(fewest, most) matadors once two of the ``unknown`` sequence cards or the
    ``others`` (cards outside the sequence) join ``held``.

    Only sequence cards change the count and any two other cards are alike, so
    two stand for all of them and every possible skat is covered exactly. The
    arguments are small integers, so a search asking about one hand again and
    again gets the answer from the cache.
    """
    pool = [c for c in _SEQUENCES[game] if unknown >> c & 1]
    pool.extend(-1 - i for i in range(min(others, 2)))  # stand-ins, never held
    pairs = list(combinations(pool, 2))
    if not pairs:  # fewer than two unknown cards: at most one can join
        pairs = [(pool[0], -1)] if pool else [(-1, -1)]
    counts: set[int] = set()
    for a, b in pairs:
        cards = held | (1 << a if a >= 0 else 0) | (1 << b if b >= 0 else 0)
        counts.add(abs(matadors(game, cards, cap)))
    return min(counts), max(counts)


def overbid_value(rules: RuleSet, contract: Contract, bid: int) -> int:
    """The value an overbid game is lost with."""
    if contract.game is GameType.NULL:
        announced = null_value(contract.hand, contract.ouvert)
        if rules.null_overbid is NullOverbid.NEXT_NULL_VALUE:
            options = (35, 59) if contract.hand else (23, 46)
            for value in options:
                if value >= bid:
                    return value
        return -(-bid // announced) * announced
    base = base_value(rules, contract.game, contract.ouvert)
    return -(-bid // base) * base


def _lost_factor(rules: RuleSet, hand: bool) -> int:
    if rules.lost_doubled is SkatGamesOnly.SKAT_GAMES_ONLY and hand:
        return 1
    return 2


def _entries(rules: RuleSet, declarer: int, signed: int) -> tuple[int, int, int]:
    entries = [0, 0, 0]
    if signed < 0 and rules.lost_scores_to is LostScoresTo.DEFENDERS:
        for seat in range(3):
            if seat != declarer:
                entries[seat] = -signed
    else:
        entries[declarer] = signed
    return (entries[0], entries[1], entries[2])


@dataclasses.dataclass(frozen=True)
class PlayOutcome:
    """What happened at the table, as needed for scoring a declarer game."""

    card_points: int
    """Declarer's card points, skat included."""
    declarer_tricks: int
    defender_tricks: int
    declarer_won_trick: bool = False  # for Null
    conceded: bool = False
    claimed: bool = False


def score_game(
    rules: RuleSet,
    contract: Contract,
    declarer: int,
    bid: int,
    cards12: int,
    outcome: PlayOutcome,
    factor: int = 1,
    kontra: bool = False,
    re: bool = False,
    bock: bool = False,
) -> GameResult:
    """Score a declarer game (suit, Grand or Null) under ``rules``."""
    common = dict(
        kind=ResultKind.GAME,
        declarer=declarer,
        game=contract.game,
        hand=contract.hand,
        ouvert=contract.ouvert,
        schneider_announced=contract.schneider,
        schwarz_announced=contract.schwarz,
        bid=bid,
        card_points=outcome.card_points,
        tricks=outcome.declarer_tricks,
        factor=factor,
        kontra=kontra,
        re=re,
        bock=bock,
        conceded=outcome.conceded,
        claimed=outcome.claimed,
    )
    if contract.game is GameType.NULL:
        return _score_null(rules, contract, declarer, bid, outcome, common)
    mats = matadors(contract.game, cards12, rules.matador_cap)
    base = base_value(rules, contract.game, contract.ouvert)
    points = outcome.card_points
    if outcome.conceded:
        achieved_schneider = achieved_schwarz = False
        won_play = False
    else:
        # A game stopped early (Schwarz announced, first defender trick) was not
        # played out: nothing was achieved, the announced levels carry the value.
        played_out = outcome.claimed or outcome.declarer_tricks + outcome.defender_tricks == 10
        achieved_schneider = played_out and (points >= 90 or points <= 30)
        achieved_schwarz = played_out and (
            outcome.defender_tricks == 0 or outcome.declarer_tricks == 0
        )
        if contract.schwarz:
            won_play = outcome.defender_tricks == 0
        elif contract.schneider:
            won_play = points >= 90
        else:
            won_play = points >= 61
    declarer_suffered = not outcome.conceded and (points <= 30 or outcome.declarer_tricks == 0)
    count_schneider, count_schwarz = achieved_schneider, achieved_schwarz
    if (
        not won_play
        and contract.hand
        and rules.lost_schneider_counts is SkatGamesOnly.SKAT_GAMES_ONLY
        and declarer_suffered
    ):
        count_schneider = count_schwarz = False
    levels = suit_levels(rules, contract, mats, count_schneider, count_schwarz)
    multiplier = sum(n for _, n in levels)
    value = base * multiplier
    overbid = value < bid
    won = won_play and not overbid
    if overbid:
        value = overbid_value(rules, contract, bid)
    if won:
        signed = value
        reason = Reason.WON_CLAIM if outcome.claimed else Reason.WON
    else:
        signed = -_concede_or_lost(rules, contract, bid, value, outcome)
        if outcome.conceded:
            reason = Reason.CONCEDED
        elif overbid and won_play:
            reason = Reason.OVERBID
        elif contract.schwarz:
            # Only a defender trick loses a Schwarz-announced game that is not
            # overbid; play stops there, so the points say nothing.
            reason = Reason.SCHWARZ_MISSED
        elif contract.schneider and points >= 61:
            reason = Reason.SCHNEIDER_MISSED
        else:
            reason = Reason.LOST_POINTS
    signed *= factor
    return GameResult(
        reason=reason,
        entries=_entries(rules, declarer, signed),
        won=won,
        overbid=overbid,
        schneider=achieved_schneider,
        schwarz=achieved_schwarz,
        matadors=mats,
        base_value=base,
        levels=levels,
        multiplier=multiplier,
        game_value=value,
        value=signed,
        **common,  # type: ignore[arg-type]
    )


def _concede_or_lost(
    rules: RuleSet, contract: Contract, bid: int, value: int, outcome: PlayOutcome
) -> int:
    """Unsigned amount a lost (or conceded) game costs, before Kontra/Bock."""
    if outcome.conceded:
        if rules.concede_scoring is ConcedeScoring.GAME_VALUE_SINGLE:
            return value
        if rules.concede_scoring is ConcedeScoring.BID_VALUE:
            return bid * (1 if contract.hand else 2)
    return value * _lost_factor(rules, contract.hand)


def _score_null(
    rules: RuleSet,
    contract: Contract,
    declarer: int,
    bid: int,
    outcome: PlayOutcome,
    common: dict[str, object],
) -> GameResult:
    value = null_value(contract.hand, contract.ouvert)
    overbid = value < bid
    won_play = not outcome.declarer_won_trick and not outcome.conceded
    won = won_play and not overbid
    if overbid:
        value = overbid_value(rules, contract, bid)
    factor = int(common["factor"])  # type: ignore[call-overload]
    if won:
        signed = value
        reason = Reason.WON_CLAIM if outcome.claimed else Reason.WON
    else:
        signed = -_concede_or_lost(rules, contract, bid, value, outcome)
        reason = (
            Reason.CONCEDED
            if outcome.conceded
            else Reason.OVERBID
            if won_play
            else Reason.NULL_TRICK
        )
    signed *= factor
    return GameResult(
        reason=reason,
        entries=_entries(rules, declarer, signed),
        won=won,
        overbid=overbid,
        base_value=null_value(contract.hand, contract.ouvert),
        multiplier=1,
        game_value=value,
        value=signed,
        **common,  # type: ignore[arg-type]
    )
