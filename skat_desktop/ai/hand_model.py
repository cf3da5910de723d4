"""Skat's learned estimate of a ten-card hand's chances, for the auction.

The auction asks of each game, before the skat is seen: how likely is it won
after the pick-up, and how likely as a hand game? The rules of thumb
(:mod:`.hand_estimates`) answer with a logistic model over a dozen
hand-picked features. This model reads the cards themselves: one small
network per kind of game (suit, Grand, Null) and question (pick-up, hand),
fitted by ``build_scripts/train_skat_hand.py`` on deals the solver labelled
(``build_scripts/skat_hand_data.py``). A suit game's side suits, and all
suits of a Grand or a Null, are put in a fixed order (longest first), so one
network serves all four trump suits and every order of the side suits.

The network adds to the rules of thumb's own logit rather than replacing it,
so it has only to learn what they miss. Its inputs are card bits, so the
first layer is the sum of ten weight rows: plain Python evaluates a hand in
tens of microseconds, with no numerical library.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.skat.game_types import GameType

from .core_check import CoreCheck, CoreCheckError
from .hand_estimates import thumb_win
from .evaluation import ACE, EIGHT, JACK, KING, NINE, NULL_ORDER, QUEEN, SEVEN, TEN, card
from .model_files import finite, model_path, read_json

_log = logging.getLogger(__name__)

FORMAT: Final = 1
FILE_NAME: Final = "skat_hand.json"
GAMES: Final = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
    GameType.NULL,
)
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

    def win_before_skat(self, game: int, hand: int, seat: int, pickup: bool) -> float:
        """:meth:`win` in the shape of :data:`.hand_estimates.WinEstimate`."""
        return self.win(game, hand, seat, pickup=pickup)


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


def load_hand_model(path: Path | None = None) -> HandModel:
    """Read a model file (the shipped one by default); :class:`HandModelError`
    says what is wrong with it."""
    return parse_hand_model(read_json(path or model_path(FILE_NAME), HandModelError))


@functools.cache
def shipped_hand_model() -> HandModel | None:
    """The installed model, or None (logged) if it cannot be read.

    Without it the levels fall back to the rules of thumb and still play; the
    self-test is what refuses an installation that lost the file.
    """
    try:
        return load_hand_model()
    except HandModelError as exc:
        _log.warning("Skat hand model not used: %s", exc)
        return None


def check_hand_model() -> str:
    """The self-test's check: the shipped model is there and readable; its file."""
    try:
        load_hand_model()
    except HandModelError as exc:
        raise CoreCheckError(f"Skat's learned hand model cannot be used: {exc}") from None
    return str(model_path(FILE_NAME))


SKAT_MODEL_CHECK: Final = CoreCheck("Skat hand model", check_hand_model)
"""Registered in :data:`skat_desktop.ai.levels.AI_GAMES`; without the file the
levels would fall back to the rules of thumb without a word."""
