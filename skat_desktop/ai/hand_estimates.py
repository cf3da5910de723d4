"""Rules-of-thumb estimates of a hand: win chances, discards, bidding options.

Used by the ``easy`` level, by the inference model (how likely is a hand to
have bid 40?) and by the search levels to prune candidate contracts and
discards before the solver is asked.

The win-probability estimates are logistic models over a handful of features
(jacks, trump length, aces, guarded tens, voids, seat). Their weights were fitted
offline by this project to double-dummy results of random deals played after a
pick-up and a heuristic discard (see ``_SUIT_POST`` etc.); double-dummy play is
optimistic for both sides, which roughly cancels, and the bidding thresholds keep
a margin on top.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from itertools import combinations
from typing import Final

from skat_desktop.engine.cards import JACKS_MASK, RANK_POINTS, mask_points, suit_mask
from skat_desktop.engine.skat import scoring
from skat_desktop.engine.skat.game_types import BASE_VALUES, GameType
from skat_desktop.engine.skat.list_scores import declarer_game_points
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.scoring import Contract
from skat_desktop.engine.skat.tricks import TRUMPS

from . import estimate_tables
from .evaluation import (
    ACE,
    JACK,
    NULL_ORDER,
    TEN,
    TRUMP_GAMES,
    bits,
    card,
    contract_for,
    guaranteed_value,
    plain_mask,
    sigmoid,
)

# ------------------------------------------------------------------ features


def _suit_features(game: int, hand: int, seat: int, skat_points: int) -> list[float]:
    trumps = hand & TRUMPS[game]
    f: list[float] = []
    n_trumps = trumps.bit_count()
    f.append(n_trumps)
    for s in (3, 2, 1, 0):
        f.append(float(hand >> card(s, JACK) & 1))
    f.append(float(hand >> card(game, ACE) & 1))
    f.append(float(hand >> card(game, TEN) & 1))
    aces = tens_a = tens_b = voids = singles = 0
    for s in range(4):
        if s == game:
            continue
        side = hand & plain_mask(game, s)
        has_a = bool(side >> card(s, ACE) & 1)
        has_t = bool(side >> card(s, TEN) & 1)
        aces += has_a
        if has_t:
            if has_a:
                tens_a += 1
            else:
                tens_b += 1
        n = side.bit_count()
        if n == 0:
            voids += 1
        elif n == 1 and not has_a:
            singles += 1
    f.extend([aces, tens_a, tens_b, voids, singles])
    f.append(mask_points(hand) / 10.0)
    f.append(float(seat == 0))
    f.append(skat_points / 10.0)
    f.append(max(0, n_trumps - 4) ** 2 / 4.0)
    return f


def _grand_features(hand: int, seat: int, skat_points: int) -> list[float]:
    f: list[float] = []
    for s in (3, 2, 1, 0):
        f.append(float(hand >> card(s, JACK) & 1))
    aces = tens_a = tens_b = voids = stands = long_cards = 0
    for s in range(4):
        side = hand & plain_mask(GameType.GRAND, s)
        has_a = bool(side >> card(s, ACE) & 1)
        has_t = bool(side >> card(s, TEN) & 1)
        n = side.bit_count()
        aces += has_a
        if has_t:
            if has_a:
                tens_a += 1
            else:
                tens_b += 1
        if n == 0:
            voids += 1
        if has_a and has_t:
            long_cards += max(0, n - 2)
            if n >= 4:
                stands += 1
    f.extend([aces, tens_a, tens_b, voids, long_cards, stands])
    f.append(mask_points(hand) / 10.0)
    f.append(float(seat == 0))
    f.append(skat_points / 10.0)
    f.append((hand & JACKS_MASK).bit_count())
    return f


def null_suit_risk(cards_in_suit: Sequence[int]) -> int:
    """How exposed a Null suit is: 0 means every card can always duck.

    With cards held at Null ranks r0 < r1 < ..., the k-th lowest card is safe
    when it is at most rank 2k (7, then 9, J, K): each card of the opponents
    below it can be covered by one of ours.
    """
    risk = 0
    for k, r in enumerate(sorted(cards_in_suit)):
        risk += max(0, r - 2 * k)
    return risk


def _null_ranks(hand: int, suit: int) -> list[int]:
    return [NULL_ORDER.index(c & 7) for c in bits(hand & suit_mask(suit))]


def _null_features(hand: int, seat: int) -> list[float]:
    risky = total = worst = voids = singles_low = 0
    for s in range(4):
        ranks = _null_ranks(hand, s)
        if not ranks:
            voids += 1
            continue
        r = null_suit_risk(ranks)
        total += r
        worst = max(worst, r)
        risky += r > 0
        if len(ranks) == 1 and ranks[0] <= 1:
            singles_low += 1
    return [risky, total, worst, voids, singles_low, float(seat == 0)]


def features(game: int, hand: int, seat: int, skat_points: int = 0) -> list[float]:
    if game == GameType.GRAND:
        return _grand_features(hand, seat, skat_points)
    if game == GameType.NULL:
        return _null_features(hand, seat)
    return _suit_features(game, hand, seat, skat_points)


# Fitted logistic weights (bias first). "pre": ten dealt cards before a pick-up,
# "post": the ten cards played (after the discard, or a hand game) plus skat points.
_SUIT_PRE: Final = (
    -11.8,
    1.43,
    1.33,
    0.967,
    0.664,
    0.399,
    0.431,
    0.231,
    1.5,
    0.473,
    0.32,
    0.505,
    0.243,
    0.205,
    0.405,
    0,
    -0.269,
)
_SUIT_POST: Final = (
    -21.9,
    2,
    2.46,
    1.75,
    1.14,
    0.699,
    0.905,
    0.507,
    3,
    0.957,
    0.848,
    1.26,
    0.256,
    0.165,
    0.663,
    1.19,
    0.254,
)
_GRAND_PRE: Final = (
    -9.26,
    1.08,
    0.204,
    0.111,
    0.175,
    1.5,
    0.339,
    0.296,
    0.279,
    0.238,
    -0.129,
    0.333,
    0.793,
    0,
    1.57,
)
_GRAND_POST: Final = (
    -16.9,
    1.82,
    0.307,
    0.05,
    0.125,
    2.7,
    1.01,
    0.574,
    1,
    0.071,
    -0.055,
    0.331,
    1.07,
    1.37,
    2.3,
)
_NULL_PRE: Final = (1.82, -0.417, -0.26, 0.065, -0.612, -0.24, 0.148)
_NULL_POST: Final = (1.64, -0.67, -0.243, -0.483, -0.048, 0.194, 0.225)


def _weights(game: int, pre: bool) -> tuple[float, ...]:
    if game == GameType.GRAND:
        return _GRAND_PRE if pre else _GRAND_POST
    if game == GameType.NULL:
        return _NULL_PRE if pre else _NULL_POST
    return _SUIT_PRE if pre else _SUIT_POST


def win_estimate(game: int, hand: int, seat: int, *, pre: bool, skat_points: int = 0) -> float:
    """Rule-of-thumb probability that ``game`` is won with ``hand``.

    ``pre=True``: ``hand`` is the ten dealt cards and the skat will be picked up.
    ``pre=False``: ``hand`` is the ten cards that will be played (after the
    discard, or a hand game) and ``skat_points`` lie in the skat.
    """
    key = (int(game), pre)
    tables = _TABLES.get(key)
    if tables is None:
        both = estimate_tables.build(game, (_weights(game, True), _weights(game, False)), features)
        _TABLES[(key[0], True)], _TABLES[(key[0], False)] = both
        tables = _TABLES[key]
    return sigmoid(tables.logit(hand, seat, skat_points))


_TABLES: dict[tuple[int, bool], estimate_tables.Tables] = {}
"""The models as lookup tables (:mod:`.estimate_tables`), built on a game's
first use (before and after the pick-up together): the same logit as the
weighted features, several times faster."""


# ------------------------------------------------------------------ discards


def discard_desire(game: int, hand12: int) -> dict[int, float]:
    """Per-card score: how much we want this card in the skat (higher first)."""
    out: dict[int, float] = {}
    if game == GameType.NULL:
        for s in range(4):
            ranks = sorted((NULL_ORDER.index(c & 7), c) for c in bits(hand12 & suit_mask(s)))
            for k, (r, c) in enumerate(ranks):
                danger = max(0, r - 2 * k)
                out[c] = danger * 10 + r - len(ranks)
        return out
    trumps = TRUMPS[game]
    for c in bits(hand12):
        if trumps >> c & 1:
            out[c] = -100.0 - RANK_POINTS[c & 7]
            continue
        s = c >> 3
        side = hand12 & plain_mask(game, s)
        n = side.bit_count()
        has_a = bool(side >> card(s, ACE) & 1)
        rank = c & 7
        score = RANK_POINTS[rank] * 1.0
        if rank == ACE:
            score = -40.0 if n <= 3 else -30.0
        elif rank == TEN:
            score = 25.0 if not has_a else -10.0
        else:
            if has_a and n >= 4:
                score -= 8  # long suit under an ace: keep the length
        score += (5 - n) * 4.0  # short suits go first: voids make trumps count
        out[c] = score
    return out


def best_discards(game: int, hand12: int, k: int = 1) -> list[tuple[int, int]]:
    """The ``k`` most sensible discards for ``game`` by rules of thumb.

    Pairs that empty a side suit get a bonus (a void lets the trumps win tricks),
    trumps and aces are kept, blank tens and kings go to the skat for points.
    """
    desire = discard_desire(game, hand12)
    scored: list[tuple[float, tuple[int, int]]] = []
    cards = bits(hand12)
    trumps = TRUMPS[game] if game != GameType.NULL else 0
    for a, b in combinations(cards, 2):
        s = desire[a] + desire[b]
        if game != GameType.NULL:
            for suit in {a >> 3, b >> 3}:
                side = hand12 & plain_mask(game, suit)
                if side and not (trumps >> a & 1) and not side & ~((1 << a) | (1 << b)):
                    s += 22.0
        else:
            for suit in {a >> 3, b >> 3}:
                if not hand12 & suit_mask(suit) & ~((1 << a) | (1 << b)):
                    s += 6.0
        scored.append((s, (a, b)))
    scored.sort(key=lambda x: -x[0])
    return [pair for _, pair in scored[:k]]


# --------------------------------------------------------------- estimates


@dataclasses.dataclass(frozen=True)
class Option:
    """One contract the holder of a hand could play, as rules of thumb see it."""

    contract: Contract
    win: float
    value: int
    """Guaranteed value if won (no extra Schneider)."""
    discard: tuple[int, int] | None = None

    @property
    def label(self) -> str:
        c = self.contract
        parts = [c.game.code]
        if c.hand:
            parts.append("hand")
        if c.ouvert:
            parts.append("ouvert")
        elif c.schwarz:
            parts.append("schwarz")
        elif c.schneider:
            parts.append("schneider")
        return " ".join(parts)


def bidding_options(rules: RuleSet, hand10: int, seat: int, unknown: int) -> list[Option]:
    """Contracts a ten-card hand could play (pick-up and hand), with estimates."""
    out: list[Option] = []
    for g in TRUMP_GAMES:
        p = win_estimate(g, hand10, seat, pre=True)
        c = contract_for(g)
        out.append(Option(c, p, guaranteed_value(rules, c, hand10, unknown)))
        ph = win_estimate(g, hand10, seat, pre=False, skat_points=7)
        ch = contract_for(g, hand=True)
        out.append(Option(ch, ph, guaranteed_value(rules, ch, hand10, unknown)))
    pn = win_estimate(GameType.NULL, hand10, seat, pre=True)
    out.append(Option(contract_for(GameType.NULL), pn, 23))
    pnh = win_estimate(GameType.NULL, hand10, seat, pre=False)
    out.append(Option(contract_for(GameType.NULL, hand=True), pnh, 35))
    out.append(Option(contract_for(GameType.NULL, ouvert=True), pn * pn, 46))
    out.append(Option(contract_for(GameType.NULL, hand=True, ouvert=True), pnh * pnh, 59))
    return out


PLAY_EDGE: Final = 0.15
"""How much more often a game is won at the table than the fitted (double-dummy)
estimates say: the defenders do not see each other's cards. Matches easy's
bidding margin, which was tuned in self-play."""


def best_win_at(rules: RuleSet, hand10: int, seat: int, value: int) -> float:
    """Best rule-of-thumb win chance among contracts worth at least ``value``.

    A lean version of :func:`bidding_options` for the inference model, which
    asks it for hundreds of sampled hands per decision: the skat is treated as
    unknown-but-harmless (matadors of the ten cards), and only contracts whose
    value reaches ``value`` are estimated.
    """
    best = 0.0
    for g in TRUMP_GAMES:
        mats = abs(scoring.matadors(g, hand10, rules.matador_cap))
        base = BASE_VALUES[GameType(g)]
        if base * (mats + 1) >= value:
            best = max(best, win_estimate(g, hand10, seat, pre=True))
        elif base * (mats + 2) >= value:
            best = max(best, win_estimate(g, hand10, seat, pre=False, skat_points=7))
        if best > 0.97:
            return best
    if value <= 23:
        best = max(best, win_estimate(GameType.NULL, hand10, seat, pre=True))
    elif value <= 35:
        best = max(best, win_estimate(GameType.NULL, hand10, seat, pre=False))
    elif value <= 59:
        best = max(best, win_estimate(GameType.NULL, hand10, seat, pre=False) ** 2)
    return best


def expected_gain(rules: RuleSet, win: float, value: int) -> float:
    """Expected utility of playing a game of ``value`` won with chance ``win``.

    Uses the session's scoring (Seeger-Fabian adds 50 and pays 40 to each
    defender on a loss, 30 at four), which is why the computer bids more boldly
    under plain scoring than under Seeger-Fabian for the same hand.
    """
    won, lost = _game_utilities(rules, value)
    return win * won + (1 - win) * lost


def _game_utilities(rules: RuleSet, value: int) -> tuple[float, float]:
    """The declarer's gain over the others' mean for a game of ``value`` won
    and lost (−2 × value, the official loss), as the list will score it."""
    out = []
    for won, signed in ((True, value), (False, -2 * value)):
        own, others = declarer_game_points(rules.scoring, rules.players, signed, won)
        out.append(own - others)
    return out[0], out[1]


def pickup_options_after_skat(rules: RuleSet, hand12: int, seat: int, bid: int) -> list[Option]:
    """After the pick-up: each game with its best heuristic discard, reaching the bid."""
    out: list[Option] = []
    for g in (*TRUMP_GAMES, GameType.NULL):
        for ouvert in (False, True) if g == GameType.NULL else (False,):
            c = contract_for(g, ouvert=ouvert)
            value = scoring.contract_value(rules, c, hand12)
            if value < bid:
                continue
            pair = best_discards(g, hand12, 1)[0]
            rest = hand12 & ~((1 << pair[0]) | (1 << pair[1]))
            sp = RANK_POINTS[pair[0] & 7] + RANK_POINTS[pair[1] & 7]
            p = win_estimate(g, rest, seat, pre=False, skat_points=sp)
            if ouvert:
                p = p**OUVERT_AFTER_PICKUP
            out.append(Option(c, p, value, pair))
    return out


OUVERT_AFTER_PICKUP: Final = 2.5
"""Exponent that turns a Null's win chance after the pick-up into its Ouvert's:
a Null Ouvert is lost to the first hole the defenders see in the open hand."""


def declaration_prior(
    rules: RuleSet, contract: Contract, hand12: int, discard: tuple[int, int], seat: int
) -> tuple[float, float]:
    """Rules-of-thumb (expected utility, win chance) of declaring ``contract``
    after the pick-up with ``discard`` laid away from ``hand12``: the prior
    that ``LevelConfig.decl_prior_worlds`` weighs against the solved worlds,
    with the same table edge as the auction's prior (:data:`PLAY_EDGE`)."""
    a, b = discard
    rest = hand12 & ~((1 << a) | (1 << b))
    skat_points = RANK_POINTS[a & 7] + RANK_POINTS[b & 7]
    p = win_estimate(int(contract.game), rest, seat, pre=False, skat_points=skat_points)
    if contract.ouvert:
        p = p**OUVERT_AFTER_PICKUP
    p = min(1.0, p + PLAY_EDGE)
    return expected_gain(rules, p, scoring.contract_value(rules, contract, hand12)), p


def shrink(mean: float, n: int, prior: float, weight: float) -> float:
    """``mean`` of ``n`` solved worlds shrunk towards ``prior``, which counts
    as ``weight`` worlds more: a few worlds' luck should not outweigh a
    fitted estimate, nor the estimate many worlds."""
    return (n * mean + weight * prior) / (n + weight)


BID_MARGIN: Final = -0.18
"""Extra win chance over break-even the rules of thumb want before bidding."""


def hand_strength(
    rules: RuleSet, hand10: int, seat: int, unknown: int, margin: float = BID_MARGIN
) -> int:
    """Highest bid the rules of thumb would make with ``hand10`` (0: pass)."""
    best = 0
    for opt in bidding_options(rules, hand10, seat, unknown):
        if opt.value > best and opt.win >= bid_threshold(rules, opt.value, margin):
            best = opt.value
    return best


def bid_threshold(rules: RuleSet, value: int, margin: float = BID_MARGIN) -> float:
    """Win chance needed before bidding ``value`` (break-even plus a margin)."""
    won, lost = _game_utilities(rules, value)
    even = -lost / (won - lost)
    return min(0.95, max(0.3, even + margin))
