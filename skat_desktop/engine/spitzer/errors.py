"""Why a Spitzer action is refused: one enum the UI can name, one narrow error.

The error subclasses the shared :class:`~skat_desktop.engine.errors.IllegalActionError`,
so code that already catches Skat's refusals catches Spitzer's too; the
``reason`` lets the table say *what* was wrong in the player's language.
"""

from __future__ import annotations

import enum

from ..errors import IllegalActionError


class SpitzerReason(enum.StrEnum):
    """The reason an action may not be taken now."""

    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_A_SPITZER_ACTION = "not_a_spitzer_action"
    WRONG_PHASE = "wrong_phase"
    """A card during the declarations, or a declaration during play."""
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_TRUMP = "must_trump"
    CALLED_ACE_MUST_BE_PLAYED = "called_ace_must_be_played"
    """The called ace's suit is led for the first time: the ace must fall."""
    CALLED_ACE_MAY_NOT_BE_THROWN = "called_ace_may_not_be_thrown"
    """The called ace may not be thrown off on another suit."""
    NEEDS_BOTH_QUEENS = "needs_both_queens"
    """Only the holder of both queens calls a partner."""
    ACE_IN_OWN_HAND = "ace_in_own_hand"
    ACE_SUIT_NOT_HELD = "ace_suit_not_held"
    """He must hold a card of the called ace's suit while such a call is possible."""
    FIRST_TRICK_NEEDS_ALL_ACES = "first_trick_needs_all_aces"
    SCHNEIDER_NEEDS_CALL = "schneider_needs_call"
    """The holder of both queens announces Schneider together with his partner call."""

    @property
    def error_class(self) -> type[IllegalActionError]:
        """The error :meth:`~skat_desktop.engine.errors.Illegal.error` raises."""
        return IllegalSpitzerActionError


class IllegalSpitzerActionError(IllegalActionError):
    """A Spitzer action that is not allowed now; ``reason`` says why."""
