"""One option of a search decision with its estimated value.

Kept apart from the levels' settings (:mod:`.search_config`) because every
phase module returns it and the hints show it: it is the search's answer,
not its effort.
"""

from __future__ import annotations

import dataclasses
import math

from skat_desktop.engine.actions import Action


@dataclasses.dataclass(frozen=True)
class Scored:
    """One option of a decision with its estimated value for the chooser."""

    action: Action
    utility: float
    """Expected list-score utility for the deciding seat (own minus the others' mean)."""
    win: float
    """Chance the deciding seat's side wins the game (Ramsch: not to be the loser)."""
    reason: str

    @classmethod
    def unmeasured(cls, action: Action, reason: str) -> Scored:
        """An option taken by rule of thumb or forced, with no estimate behind it:
        NaN utility and chance, so a hint shows blanks rather than invented numbers."""
        return cls(action, math.nan, math.nan, reason)
