"""Creating computer players and hints without letting a missing AI crash the UI.

The AI package is written in parallel with the UI and may be incomplete or
broken on a given day, so every entry point here degrades: an unknown or
failing level falls back to the next weaker one and, at worst, to the random
player; the fallback is reported so the window can say so in its status bar.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
from collections.abc import Callable, Sequence
from typing import Any

from skat_desktop.ai.player import Player, RandomPlayer
from skat_desktop.engine.api import Action, GameView

log = logging.getLogger(__name__)

_ORDER: tuple[str, ...] = ("strong", "normal", "easy")


@dataclasses.dataclass(frozen=True)
class CreatedPlayer:
    """A player plus the level it really plays at (may differ from the request)."""

    player: Player
    requested: str
    actual: str

    @property
    def fell_back(self) -> bool:
        return self.requested != self.actual


def _level_factory() -> Callable[[str, int], Player] | None:
    try:
        module = importlib.import_module("skat_desktop.ai.levels")
    except Exception as exc:  # ImportError, or a module that fails on import
        log.info("computer levels unavailable: %s", exc)
        return None
    factory = getattr(module, "make_player", None)
    return factory if callable(factory) else None


def make_computer(level: str, seed: int) -> CreatedPlayer:
    """The requested level, else the best weaker level that works, else random."""
    if level == "random":
        return CreatedPlayer(RandomPlayer(seed), level, "random")
    factory = _level_factory()
    if factory is not None:
        known = level in _ORDER
        candidates = list(_ORDER[_ORDER.index(level) :]) if known else [level, *_ORDER]
        for candidate in candidates:
            try:
                return CreatedPlayer(factory(candidate, seed), level, candidate)
            except Exception as exc:
                log.info("level %s unavailable: %s", candidate, exc)
    return CreatedPlayer(RandomPlayer(seed), level, "random")


@dataclasses.dataclass(frozen=True)
class HintOption:
    """One ranked suggestion, normalised from whatever the hint engine returns.

    ``reason`` is the engine's short code (the UI translates it) and
    ``detail`` an optional argument of it, e.g. the game a discard prepares.
    """

    action: Action
    win_chance: float | None
    expected_score: float | None
    reason: str
    detail: str = ""


def hints_available() -> bool:
    try:
        module = importlib.import_module("skat_desktop.ai.hints")
    except Exception:
        return False
    return callable(getattr(module, "hint", None))


def _field(obj: Any, name: str) -> Any:
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def compute_hint(view: GameView, level: str) -> list[HintOption]:
    """Ranked options for ``view`` (best first); raises ImportError without hints."""
    module = importlib.import_module("skat_desktop.ai.hints")
    raw = module.hint(view, level)
    options: Sequence[Any] = (
        raw if isinstance(raw, (list, tuple)) else list(_field(raw, "options") or [])
    )
    out: list[HintOption] = []
    for option in options:
        action = _field(option, "action")
        if action is None:
            continue
        chance = _field(option, "win_chance")
        score = _field(option, "expected_score")
        reason = _field(option, "reason")
        detail = _field(option, "detail")
        if score is not None and float(score) <= -1e8:
            score = None  # the engine's "not evaluated" marker
        out.append(
            HintOption(
                action=action,
                win_chance=float(chance) if chance is not None else None,
                expected_score=float(score) if score is not None else None,
                reason=str(getattr(reason, "value", reason)) if reason is not None else "",
                detail=str(detail) if detail else "",
            )
        )
    return out
