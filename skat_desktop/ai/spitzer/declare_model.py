"""Spitzer's learned model of what a Zola or a Schneider declaration is worth.

``strong`` estimates a declaration by solving sampled worlds double-dummy. Such
play is a flatterer, and not an even one: three defenders who see every card
beat a Zola more often than real ones do, while a side aiming at 90 gets more
than real play gives it. A fixed margin cannot fix both, so ``strong`` asks
this model instead. Given the search's estimates for the declaration and for
passing, and a few facts about the hand, it predicts how much more (or less)
the seat scores, relative to the others, when the declaration is played out by
players who see only their own cards. It was fitted by
``build_scripts/train_spitzer_declare.py`` on deals played out that way
(``build_scripts/spitzer_declare_data.py``), so it only speaks inside the range
of estimates it was trained on (``window``); outside it the search's margin
rule stands. The model is a linear function kept as a small JSON file in
``resources/models/``, evaluated in plain Python.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from skat_desktop.engine.spitzer.actions import DeclareSchneider, DeclareZola, SpitzerAction
from skat_desktop.engine.spitzer.cards import (
    ACES,
    BIG_QUEEN,
    GROUP_MASK,
    LITTLE_QUEEN,
    TRUMP_ORDER,
    TRUMPS_MASK,
    Group,
)
from ..core_check import CoreCheck, CoreCheckError
from ..model_files import finite, read_json
from ..model_files import model_path as shipped_model_path

_log = logging.getLogger(__name__)

FORMAT: Final = 1
KINDS: Final = ("zola", "schneider")
FEATURES: Final = (
    "bias",
    "advantage",
    "win",
    "points",
    "pass_score",
    "trumps",
    "high_trumps",
    "aces",
    "voids",
    "leads",
)
"""What the model reads, in the order its weights are stored (see :func:`features`)."""

_HIGH_TRUMPS: Final = sum(1 << c for c in TRUMP_ORDER[:6])
_ACES: Final = sum(1 << c for c in ACES.values())
_BOTH_QUEENS: Final = 1 << BIG_QUEEN | 1 << LITTLE_QUEEN


def declaration_kind(action: SpitzerAction) -> str | None:
    """The modelled kind of a declaration (``zola``, ``schneider``), else None.

    Zola Schneider and Zola Schneider Schwarz are too rare to learn from and
    keep the margin rule.
    """
    if isinstance(action, DeclareZola) and not action.schneider and not action.schwarz:
        return "zola"
    if isinstance(action, DeclareSchneider):
        return "schneider"
    return None


def models_hand(hand: int) -> bool:
    """Whether the model speaks for this hand: not for the holder of both queens,
    whose passing is a silent solo and whose choices are partner calls."""
    return hand & _BOTH_QUEENS != _BOTH_QUEENS


@dataclasses.dataclass(frozen=True)
class Estimate:
    """The search's estimate of one choice, averaged over its sampled worlds."""

    score: float
    """Mean relative score (own minus the others' mean), before any margin."""
    win: float
    """Share of the worlds in which the seat's side comes out ahead."""
    points: float
    """Mean least card points of the declaring side's column."""


def features(choice: Estimate, passing: Estimate, hand: int, seat: int) -> tuple[float, ...]:
    """The model's inputs for declaring ``choice`` instead of ``passing`` (:data:`FEATURES`).

    ``seat`` is also the seat's place in the declaration round: seat 0 declares
    first and leads the first trick.
    """
    voids = sum(1 for g in (Group.CLUBS, Group.SPADES, Group.HEARTS) if not hand & GROUP_MASK[g])
    return (
        1.0,
        choice.score - passing.score,
        choice.win,
        choice.points / 120.0,
        passing.score,
        (hand & TRUMPS_MASK).bit_count() / 8.0,
        (hand & _HIGH_TRUMPS).bit_count() / 6.0,
        (hand & _ACES).bit_count() / 3.0,
        voids / 3.0,
        1.0 if seat == 0 else 0.0,
    )


class DeclareModelError(ValueError):
    """The model file is missing, damaged or of another format; the text says which."""


@dataclasses.dataclass(frozen=True)
class KindModel:
    """The fitted weights for one declaration kind and the range it was trained on."""

    window: tuple[float, float]
    """The range of ``advantage`` (choice minus passing) the training data covered."""
    weights: tuple[float, ...]

    def advantage(self, inputs: Sequence[float]) -> float | None:
        """Predicted real gain of declaring over passing; None outside :attr:`window`."""
        lo, hi = self.window
        if not lo <= inputs[1] <= hi:
            return None
        return math.fsum(w * x for w, x in zip(self.weights, inputs, strict=True))


@dataclasses.dataclass(frozen=True)
class DeclareModel:
    """One :class:`KindModel` per modelled declaration kind."""

    kinds: Mapping[str, KindModel]

    def advantage(
        self, kind: str, choice: Estimate, passing: Estimate, hand: int, seat: int
    ) -> float | None:
        """Predicted gain of ``kind`` over passing, or None where the model has no say."""
        model = self.kinds.get(kind)
        if model is None or not models_hand(hand):
            return None
        return model.advantage(features(choice, passing, hand, seat))


def _number(value: Any, what: str) -> float:
    return finite(value, what, DeclareModelError)


def parse_declare_model(data: Any) -> DeclareModel:
    """Check and read a model file's JSON content."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DeclareModelError(f"not a Spitzer declaration model of format {FORMAT}")
    if data.get("features") != list(FEATURES):
        raise DeclareModelError("the model was trained on other features than this program reads")
    kinds = data.get("kinds")
    if not isinstance(kinds, dict) or not kinds or not set(kinds) <= set(KINDS):
        raise DeclareModelError(f"the model's kinds must be some of {', '.join(KINDS)}")
    out: dict[str, KindModel] = {}
    for kind, entry in kinds.items():
        if not isinstance(entry, dict):
            raise DeclareModelError(f"{kind}: not an object")
        weights = entry.get("weights")
        window = entry.get("window")
        if not isinstance(weights, list) or len(weights) != len(FEATURES):
            raise DeclareModelError(f"{kind}: needs {len(FEATURES)} weights")
        if not isinstance(window, list) or len(window) != 2:
            raise DeclareModelError(f"{kind}: the window must be two numbers")
        lo, hi = (_number(v, f"{kind}: a window bound") for v in window)
        if lo > hi:
            raise DeclareModelError(f"{kind}: the window is empty")
        out[kind] = KindModel((lo, hi), tuple(_number(w, f"{kind}: a weight") for w in weights))
    return DeclareModel(out)


def model_path() -> Path:
    """Where the shipped model lies."""
    return shipped_model_path("spitzer_declare.json")


def load_declare_model(path: Path) -> DeclareModel:
    """Read a model file; :class:`DeclareModelError` says what is wrong with it."""
    return parse_declare_model(read_json(path, DeclareModelError))


@functools.cache
def shipped_declare_model() -> DeclareModel | None:
    """The installed model, or None (logged) if it cannot be read.

    Without it ``strong`` falls back to its margin rule and still plays; the
    self-test is what refuses an installation that lost the file.
    """
    try:
        return load_declare_model(model_path())
    except DeclareModelError as exc:
        _log.warning("Spitzer declaration model not used: %s", exc)
        return None


def check_declare_model() -> str:
    """The self-test's check: the shipped model is there and readable; its file."""
    try:
        load_declare_model(model_path())
    except DeclareModelError as exc:
        raise CoreCheckError(f"Spitzer's learned declaration model cannot be used: {exc}") from None
    return str(model_path())


SPITZER_MODEL_CHECK: Final = CoreCheck("Spitzer declaration model", check_declare_model)
"""Registered in :data:`skat_desktop.ai.levels.AI_GAMES`; without the file
``strong`` would fall back to its margin rule without a word."""
