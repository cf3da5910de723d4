"""Narrow exception classes and the reasons an action is refused.

Every refusal leaves the game unchanged; the engine validates fully before it
mutates anything. The *reason* is an enum (:class:`IllegalReason`) so the user
interface names it in the player's language: the reason ``Game.check`` gives is
the one ``apply`` raises with and the one the player reads.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import ClassVar


class IllegalReason(enum.StrEnum):
    """Why an action is not allowed now (values are stable text codes)."""

    NOT_ALLOWED = "not_legal"
    """Generic: used only by errors raised without a specific reason."""
    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    """This kind of action does not belong to the current phase."""
    NOT_PLAYING = "not_playing"
    """A card outside the play phase."""
    # Auction (RULES.md §3).
    MUST_ANSWER = "must_answer"
    """A bid while a bid waits for *yes* or *pass*."""
    NOTHING_TO_ANSWER = "nothing_to_answer"
    """*Yes* when no bid is waiting for an answer."""
    NOT_A_GAME_VALUE = "not_a_game_value"
    BID_TOO_LOW = "bid_too_low"
    ONLY_18 = "only_18"
    """Forehand alone (the others passed) may only bid 18."""
    # Skat, declaration and Schieberamsch pushes (§4, §9).
    SAME_CARD_TWICE = "same_card_twice"
    DISCARD_NOT_IN_HAND = "discard_not_in_hand"
    JACKS_PUSHED = "jacks_push"
    RAMSCH_NOT_DECLARABLE = "ramsch_not_declarable"
    NULL_WITH_SCHNEIDER = "null_with_schneider"
    HAND_ONLY_ANNOUNCEMENT = "hand_only_announcement"
    """Schneider, Schwarz or Ouvert (suit/Grand) announced after picking up."""
    ONLY_GRAND_HAND = "only_grand_hand"
    """Schieberamsch: Grand Hand is the only game that may replace the Ramsch."""
    # Kontra, play, claims and concessions (§5, §6, §8).
    KONTRA_NOT_ALLOWED = "kontra_not_allowed"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow"
    MUST_FOLLOW_TRUMP = "must_follow_trump"
    NOT_DECLARER = "not_declarer"
    CONCEDE_NOT_ALLOWED = "concede_not_allowed"
    CLAIM_NOT_ALLOWED = "claim_not_allowed"
    OFFER_REFUSED = "offer_refused"
    """The same claim or concession was refused since the last trick."""


class SkatError(Exception):
    """Base of every engine error that a user action or input file can cause."""


class IllegalActionError(SkatError):
    """The action is not allowed in the current position.

    ``reason`` says why; errors raised without one get their class's default.
    """

    default_reason: ClassVar[IllegalReason] = IllegalReason.NOT_ALLOWED

    def __init__(self, message: str, reason: enum.StrEnum | None = None) -> None:
        super().__init__(message)
        # Each game may name its own reasons in an enum of its own, beside IllegalReason.
        self.reason: enum.StrEnum = reason if reason is not None else self.default_reason


class NotYourTurnError(IllegalActionError):
    """A seat acted out of turn."""

    default_reason = IllegalReason.NOT_YOUR_TURN


class WrongPhaseError(IllegalActionError):
    """The action belongs to another phase (e.g. a card during the auction)."""

    default_reason = IllegalReason.WRONG_PHASE


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


_R = IllegalReason
ERROR_FOR_REASON: dict[IllegalReason, type[IllegalActionError]] = {
    _R.NOT_ALLOWED: IllegalActionError,
    _R.GAME_OVER: WrongPhaseError,
    _R.NO_SUCH_SEAT: NotYourTurnError,
    _R.NOT_YOUR_TURN: NotYourTurnError,
    _R.WRONG_PHASE: WrongPhaseError,
    _R.NOT_PLAYING: WrongPhaseError,
    _R.MUST_ANSWER: IllegalBidError,
    _R.NOTHING_TO_ANSWER: IllegalBidError,
    _R.NOT_A_GAME_VALUE: IllegalBidError,
    _R.BID_TOO_LOW: IllegalBidError,
    _R.ONLY_18: IllegalBidError,
    _R.SAME_CARD_TWICE: IllegalDiscardError,
    _R.DISCARD_NOT_IN_HAND: IllegalDiscardError,
    _R.JACKS_PUSHED: IllegalDiscardError,
    _R.RAMSCH_NOT_DECLARABLE: IllegalDeclarationError,
    _R.NULL_WITH_SCHNEIDER: IllegalDeclarationError,
    _R.HAND_ONLY_ANNOUNCEMENT: IllegalDeclarationError,
    _R.ONLY_GRAND_HAND: IllegalDeclarationError,
    _R.KONTRA_NOT_ALLOWED: WrongPhaseError,
    _R.NOT_IN_HAND: IllegalCardError,
    _R.MUST_FOLLOW_SUIT: IllegalCardError,
    _R.MUST_FOLLOW_TRUMP: IllegalCardError,
    _R.NOT_DECLARER: NotYourTurnError,
    _R.CONCEDE_NOT_ALLOWED: WrongPhaseError,
    _R.CLAIM_NOT_ALLOWED: WrongPhaseError,
    _R.OFFER_REFUSED: WrongPhaseError,
}
"""The exception class ``apply`` raises for each reason."""


@dataclasses.dataclass(frozen=True, slots=True)
class Illegal:
    """A refusal, the one shape every game's ``check`` answers with: the reason
    (an enum of that game's, for people, via the UI) and a message (for logs,
    records and the command line, in English).

    >>> refusal = Illegal(IllegalReason.BID_TOO_LOW, "a bid must exceed 20")
    >>> type(refusal.error()).__name__, refusal.error().reason.value
    ('IllegalBidError', 'bid_too_low')
    """

    reason: enum.StrEnum
    message: str

    def error(self) -> IllegalActionError:
        """The narrow error ``apply`` raises: Skat's by reason, another game's
        from its reason enum's ``error_class``."""
        reason = self.reason
        # By type first: StrEnum members of two games compare equal by their text.
        if isinstance(reason, IllegalReason):
            kind: type[IllegalActionError] = ERROR_FOR_REASON[reason]
        else:
            kind = getattr(reason, "error_class", IllegalActionError)
        error: IllegalActionError = kind(self.message, self.reason)
        return error
