"""Spitzer hints: the strong player's ranked candidates, with their estimates.

As for Skat, a hint is what a computer player would weigh, shown to the
person: each legal action with the expected relative score (own score minus
the others' mean, over sampled worlds) and the card points the seat's side
would end with, best first. The table turns these into text.
"""

from __future__ import annotations

import dataclasses

from skat_desktop.engine.spitzer.actions import SpitzerAction
from skat_desktop.engine.spitzer.view import SpitzerView

from .search import NORMAL, STRONG, Config, SpitzerSearchPlayer


@dataclasses.dataclass(frozen=True)
class SpitzerHintOption:
    """One suggested action, best first in :func:`spitzer_hint`'s list."""

    action: SpitzerAction
    expected_score: float
    """Expected score relative to the table (own minus the others' mean)."""
    side_points: float
    """Card points the seat's side (declarations: the declaring side) ends with, on average."""
    worlds: int
    """How many sampled deals the estimate rests on."""
    win_chance: float
    """Share of those deals in which the seat's side scores."""


_HINT_CONFIG: dict[str, Config] = {
    "random": dataclasses.replace(NORMAL, budget_s=0.5),
    "easy": dataclasses.replace(NORMAL, budget_s=0.5),
    "normal": NORMAL,
    "strong": dataclasses.replace(STRONG, play_worlds=20, declare_worlds=12, budget_s=1.5),
}


def spitzer_hint(
    view: SpitzerView, level: str = "strong", seed: int = 0
) -> list[SpitzerHintOption]:
    """Ranked options for the decision in ``view`` (empty when the seat has none)."""
    if not view.legal:
        return []
    cfg = _HINT_CONFIG.get(level.strip().lower(), STRONG)
    player = SpitzerSearchPlayer(cfg.name, seed, config=cfg)
    out = [
        SpitzerHintOption(
            o.action,
            round(o.expected_score, 2),
            round(o.side_points, 1),
            o.worlds,
            round(o.win_chance, 3),
        )
        for o in player.options(view)
        if o.action in view.legal
    ]
    if not out:
        out.append(SpitzerHintOption(player.choose(view), 0.0, 0.0, 0, 0.0))
    return out
