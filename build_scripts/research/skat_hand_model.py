"""A learned estimate of a Skat hand's chances before the skat is seen.

Research, not shipped: `normal`'s auction asking it instead of the rules of
thumb gained +0.04 [−0.46, 0.55] per deal (seed 2063, 2,000 pre-registered
deals; docs/measurements/README.md, "Skat: a learned estimate of a hand
before the skat is seen"), so no level uses it. It is kept with its data
(``skat_hand_data.py``) and fitting (``train_skat_hand.py``) scripts as the
base for the next learned model of the auction.

The auction asks of each game: how likely is it won after the pick-up, and
how likely as a hand game? The rules of thumb
(:mod:`skat_desktop.ai.hand_estimates`) answer with a logistic model over a
dozen hand-picked features. This model adds to their logit one small network
per kind of game (suit, Grand, Null) and question (pick-up, hand), which
reads the cards themselves. A suit game's side suits, and all suits of a
Grand or a Null, are put in a fixed order (longest first), so one network
serves all four trump suits and every order of the side suits. The inputs
are card bits, so the first layer is the sum of ten weight rows: plain
Python evaluates a hand in tens of microseconds.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.skat.game_types import GameType

from skat_desktop.ai.evaluation import (
    ACE,
    EIGHT,
    JACK,
    KING,
    NINE,
    NULL_ORDER,
    QUEEN,
    SEVEN,
    TEN,
    TRUMP_GAMES,
    card,
)
from skat_desktop.ai.hand_estimates import win_estimate
from skat_desktop.ai.model_files import finite, read_json

FORMAT: Final = 1
GAMES: Final = (*TRUMP_GAMES, GameType.NULL)
"""The games the model estimates, in the order the training data lists them."""
FAMILIES: Final = ("suit", "grand", "null")
QUESTIONS: Final = ("pickup", "hand")
INPUTS: Final = 35
"""32 card slots and the seat (forehand, middlehand, rearhand)."""
_TRUMP_RANKS: Final = (ACE, TEN, KING, QUEEN, NINE, EIGHT, SEVEN)
"""A trump game's suit cards from high to low (the jacks are apart)."""
_NULL_RANKS: Final = tuple(reversed(NULL_ORDER))
_JACK_SUITS: Final = (3, 2, 1, 0)
"""Clubs, spades, hearts, diamonds: the jacks from high to low."""


def family(game: int) -> str:
    """The network that estimates ``game``: ``suit``, ``grand`` or ``null``."""
    if game == GameType.GRAND:
        return "grand"
    if game == GameType.NULL:
        return "null"
    return "suit"


def _suit_slots(hand: int, suit: int, ranks: Sequence[int]) -> tuple[int, int]:
    """(cards held, pattern): the pattern's high bit is the suit's highest card."""
    pattern = 0
    for rank in ranks:
        pattern = pattern << 1 | (hand >> card(suit, rank) & 1)
    return pattern.bit_count(), pattern


def _ordered(patterns: list[tuple[int, int]], width: int, start: int) -> list[int]:
    """Active inputs of suits put longest first (then highest), from ``start``."""
    out: list[int] = []
    for k, (_, pattern) in enumerate(sorted(patterns, reverse=True)):
        base = start + k * width
        out.extend(base + i for i in range(width) if pattern >> (width - 1 - i) & 1)
    return out


def active_inputs(game: int, hand: int, seat: int) -> tuple[int, ...]:
    """The inputs that are 1 for ``hand`` in ``game`` at ``seat`` (all others 0).

    Suit game: the four jacks, the trump suit's seven cards, then the three
    side suits of seven. Grand: the jacks, then the four suits of seven. Null:
    the four suits of eight. Last, the seat.
    """
    if game == GameType.NULL:
        suits = [_suit_slots(hand, s, _NULL_RANKS) for s in range(4)]
        active = _ordered(suits, 8, 0)
    else:
        active = [i for i, s in enumerate(_JACK_SUITS) if hand >> card(s, JACK) & 1]
        start = 4
        if game != GameType.GRAND:
            _, trumps = _suit_slots(hand, game, _TRUMP_RANKS)
            active.extend(4 + i for i in range(7) if trumps >> (6 - i) & 1)
            start = 11
        sides = [_suit_slots(hand, s, _TRUMP_RANKS) for s in range(4) if s != game]
        active.extend(_ordered(sides, 7, start))
    active.append(32 + seat)
    return tuple(active)


class HandModelError(ValueError):
    """The model file is missing, damaged or of another format; the text says which."""


@dataclasses.dataclass(frozen=True)
class Net:
    """One hidden layer of rectified units and a logistic output, added to
    the rules of thumb's logit (scaled by ``prior_weight``): the network
    learns what the rules of thumb miss, and starts its training from them."""

    rows: tuple[tuple[float, ...], ...]
    """Per input, its weights into the hidden units."""
    hidden_bias: tuple[float, ...]
    out: tuple[float, ...]
    out_bias: float
    prior_weight: float

    def win(self, active: Sequence[int], prior: float) -> float:
        """The estimated chance of winning, given the active inputs and the
        rules of thumb's chance ``prior``."""
        sums = list(self.hidden_bias)
        for i in active:
            for j, w in enumerate(self.rows[i]):
                sums[j] += w
        z = self.out_bias + math.fsum(v * h for v, h in zip(self.out, sums, strict=True) if h > 0)
        prior = min(max(prior, 1e-9), 1.0 - 1e-9)
        z += self.prior_weight * math.log(prior / (1.0 - prior))
        if z < -30.0:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


@dataclasses.dataclass(frozen=True)
class HandModel:
    """One :class:`Net` per family of games and question."""

    nets: Mapping[tuple[str, str], Net]

    def win(self, game: int, hand: int, seat: int, *, pickup: bool) -> float:
        """Chance that ``game`` is won with the ten cards ``hand`` at ``seat``
        (0 forehand), after picking up the skat or as a hand game, when the
        cards are played double-dummy (the solver's labels)."""
        net = self.nets[(family(game), "pickup" if pickup else "hand")]
        return net.win(active_inputs(game, hand, seat), thumb_win(game, hand, seat, pickup))


def thumb_win(game: int, hand: int, seat: int, pickup: bool) -> float:
    """The rules of thumb's chance for ``game`` before the skat is seen, after a
    pick-up or as a hand game (the skat counted as an average 7 points, as
    :func:`skat_desktop.ai.hand_estimates.best_win_at` counts it)."""
    if pickup:
        return win_estimate(game, hand, seat, pre=True)
    return win_estimate(game, hand, seat, pre=False, skat_points=7)


def _floats(value: Any, size: int, what: str) -> tuple[float, ...]:
    if not isinstance(value, list) or len(value) != size:
        raise HandModelError(f"{what} must be a list of {size} numbers")
    return tuple(finite(v, what, HandModelError) for v in value)


def _parse_net(entry: Any, name: str) -> Net:
    if not isinstance(entry, dict):
        raise HandModelError(f"{name}: not an object")
    hidden = entry.get("hidden")
    if isinstance(hidden, bool) or not isinstance(hidden, int) or not 1 <= hidden <= 256:
        raise HandModelError(f"{name}: the hidden size must be a whole number from 1 to 256")
    rows = entry.get("rows")
    if not isinstance(rows, list) or len(rows) != INPUTS:
        raise HandModelError(f"{name}: needs {INPUTS} rows of weights")
    return Net(
        tuple(_floats(row, hidden, f"{name}: a row") for row in rows),
        _floats(entry.get("hidden_bias"), hidden, f"{name}: the hidden bias"),
        _floats(entry.get("out"), hidden, f"{name}: the output weights"),
        finite(entry.get("out_bias"), f"{name}: the output bias", HandModelError),
        finite(entry.get("prior_weight"), f"{name}: the prior's weight", HandModelError),
    )


def parse_hand_model(data: Any) -> HandModel:
    """Check and read a model file's JSON content."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HandModelError(f"not a Skat hand model of format {FORMAT}")
    if data.get("inputs") != INPUTS:
        raise HandModelError("the model was trained on other inputs than this program reads")
    nets = data.get("nets")
    if not isinstance(nets, dict):
        raise HandModelError("the model has no networks")
    out: dict[tuple[str, str], Net] = {}
    for fam in FAMILIES:
        for question in QUESTIONS:
            name = f"{fam}/{question}"
            if name not in nets:
                raise HandModelError(f"the network {name} is missing")
            out[(fam, question)] = _parse_net(nets[name], name)
    return HandModel(out)


def load_hand_model(path: Path) -> HandModel:
    """Read a model file; :class:`HandModelError` says what is wrong with it."""
    return parse_hand_model(read_json(path, HandModelError))
