"""Game values and results: RULES.md §7–9 as pure functions.

Kept apart from the game state machine so every number in the rules can be
tested directly, and so the AI can price a contract without playing it.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Final

from .cards import Card
from .game_types import BASE_VALUES, GameType
from .rules import (
    ConcedeScoring,
    Jungfrau,
    LostScoresTo,
    NullOverbid,
    RamschSkatTo,
    RuleSet,
    SkatGamesOnly,
)

NULL_VALUES: Final = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
"""Null values keyed by (hand, ouvert)."""


def trump_sequence(game: GameType) -> tuple[Card, ...]:
    """Matador order: CJ SJ HJ DJ, then A T K Q 9 8 7 of the trump suit."""
    jacks = tuple(Card.of(s, 4) for s in (3, 2, 1, 0))
    if game is GameType.GRAND:
        return jacks
    if not game.is_suit:
        return ()
    rest = tuple(Card.of(int(game), r) for r in (7, 3, 6, 5, 2, 1, 0))
    return jacks + rest


def matadors(game: GameType, cards: int, cap: int | None = None) -> int:
    """Signed matador count of a 12-card mask: +n "with n", −n "without n"."""
    sequence = trump_sequence(game)
    if not sequence:
        return 0
    holding = bool(cards >> sequence[0] & 1)
    count = 0
    for card in sequence:
        if bool(cards >> card & 1) != holding:
            break
        count += 1
    if cap is not None:
        count = min(count, cap)
    return count if holding else -count


def null_value(hand: bool, ouvert: bool) -> int:
    return NULL_VALUES[(hand, ouvert)]


def base_value(rules: RuleSet, game: GameType, ouvert: bool) -> int:
    if game is GameType.GRAND and ouvert and rules.grand_ouvert_base == 36:
        return 36
    return BASE_VALUES[game]


class Level(enum.StrEnum):
    """One step of the multiplier, named so the result panel can list them."""

    WITH = "with"
    WITHOUT = "without"
    GAME = "game"
    HAND = "hand"
    SCHNEIDER = "schneider"
    SCHNEIDER_ANNOUNCED = "schneider_announced"
    SCHWARZ = "schwarz"
    SCHWARZ_ANNOUNCED = "schwarz_announced"
    OUVERT = "ouvert"


@dataclasses.dataclass(frozen=True)
class Contract:
    """What the declarer announced, plus whether it is a hand game."""

    game: GameType
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False


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
    if contract.ouvert and not (contract.game is GameType.GRAND and rules.grand_ouvert_base == 36):
        levels.append((Level.OUVERT, 1))
    return tuple(levels)


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


class ResultKind(enum.StrEnum):
    GAME = "game"
    PASSED_IN = "passed_in"
    REDEAL = "redeal"
    RAMSCH = "ramsch"


class Reason(enum.StrEnum):
    """Why a game ended as it did; the UI turns these into sentences."""

    WON = "won"
    WON_CLAIM = "won_claim"
    LOST_POINTS = "lost_points"
    OVERBID = "overbid"
    SCHNEIDER_MISSED = "schneider_missed"
    SCHWARZ_MISSED = "schwarz_missed"
    NULL_TRICK = "null_trick"
    CONCEDED = "conceded"
    PASSED_IN = "passed_in"
    REDEAL = "redeal"
    RAMSCH = "ramsch"
    DURCHMARSCH = "durchmarsch"


@dataclasses.dataclass(frozen=True)
class GameResult:
    """Everything the result panel, the score sheet and ``replay`` report."""

    kind: ResultKind
    reason: Reason
    entries: tuple[int, int, int] = (0, 0, 0)
    """Plain list entry per seat (Kontra/Re/Bock/pushes included)."""
    declarer: int | None = None
    game: GameType | None = None
    hand: bool = False
    ouvert: bool = False
    schneider_announced: bool = False
    schwarz_announced: bool = False
    won: bool = False
    overbid: bool = False
    schneider: bool = False
    schwarz: bool = False
    bid: int = 0
    matadors: int = 0
    card_points: int = 0
    tricks: int = 0
    base_value: int = 0
    levels: tuple[tuple[Level, int], ...] = ()
    multiplier: int = 0
    game_value: int = 0
    """Unsigned value the game was scored at (overbid value when overbid)."""
    factor: int = 1
    """Kontra × Re × Bock (× Schieberamsch pushes) doubling."""
    value: int = 0
    """Signed value for the declarer (official: a loss is −2 × value), × factor."""
    kontra: bool = False
    re: bool = False
    bock: bool = False
    conceded: bool = False
    claimed: bool = False
    ramsch_points: tuple[int, int, int] = (0, 0, 0)
    ramsch_tricks: tuple[int, int, int] = (0, 0, 0)
    losers: tuple[int, ...] = ()
    jungfrau: int = 0
    durchmarsch: int | None = None
    pushes: int = 0

    @property
    def declarer_lost(self) -> bool:
        return self.kind is ResultKind.GAME and not self.won


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


def score_ramsch(
    rules: RuleSet,
    trick_points: tuple[int, int, int],
    tricks: tuple[int, int, int],
    skat_points: int,
    last_trick_winner: int,
    pushes: int = 0,
    bock: bool = False,
) -> GameResult:
    """Score a Ramsch: the player with most points loses them (§9)."""
    points = list(trick_points)
    durchmarsch = next((s for s in range(3) if tricks[s] == 10), None)
    factor = (2**pushes) * (2 if bock else 1)
    if rules.ramsch_skat_to is RamschSkatTo.LAST_TRICK:
        points[last_trick_winner] += skat_points
    else:
        top = max(points)
        for seat in range(3):
            if points[seat] == top:
                points[seat] += skat_points
    common = dict(
        kind=ResultKind.RAMSCH,
        ramsch_tricks=tricks,
        pushes=pushes,
        bock=bock,
        factor=factor,
        card_points=0,
    )
    if durchmarsch is not None and rules.durchmarsch:
        entries = [0, 0, 0]
        entries[durchmarsch] = 120 * factor
        return GameResult(
            reason=Reason.DURCHMARSCH,
            entries=(entries[0], entries[1], entries[2]),
            ramsch_points=(points[0], points[1], points[2]),
            durchmarsch=durchmarsch,
            **common,
        )
    top = max(points)
    losers = tuple(s for s in range(3) if points[s] == top)
    virgins = sum(1 for s in range(3) if tricks[s] == 0)
    if rules.jungfrau is Jungfrau.EACH:
        jungfrau = virgins
    elif rules.jungfrau is Jungfrau.ALL_OTHERS:
        jungfrau = 1 if len(losers) == 1 and virgins == 2 else 0
    else:
        jungfrau = 0
    entries = [0, 0, 0]
    for seat in losers:
        entries[seat] = -top * (2**jungfrau) * factor
    return GameResult(
        reason=Reason.RAMSCH,
        entries=(entries[0], entries[1], entries[2]),
        ramsch_points=(points[0], points[1], points[2]),
        losers=losers,
        jungfrau=jungfrau,
        **common,
    )
