"""Narrow exception classes: each says what was wrong so the UI can explain it.

Every one leaves the game unchanged; the engine validates fully before it
mutates anything.
"""

from __future__ import annotations


class SkatError(Exception):
    """Base of every engine error that a user action or input file can cause."""


class IllegalActionError(SkatError):
    """The action is not allowed in the current position."""


class NotYourTurnError(IllegalActionError):
    """A seat acted out of turn."""


class WrongPhaseError(IllegalActionError):
    """The action belongs to another phase (e.g. a card during the auction)."""


class IllegalBidError(IllegalActionError):
    """A bid that is not a game value, not high enough, or a bid out of place."""


class IllegalCardError(IllegalActionError):
    """A card not in hand, or one that breaks the follow-suit rule."""


class IllegalDeclarationError(IllegalActionError):
    """A declaration the rules do not allow (e.g. Schneider announced after pick-up)."""


class IllegalDiscardError(IllegalActionError):
    """Discarding cards not held, the wrong number, or jacks where forbidden."""


class RecordError(SkatError):
    """A save file or game record is damaged, foreign or unreadable."""
