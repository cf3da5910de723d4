"""Card play, Kontra during play, claims and concessions, and the result.

Phases PLAY and RESPONSE (the defenders answer an offer), RULES.md §5–8. The
follow-suit rule is :func:`~.tricks.legal_mask`; its refusal says whether a
suit or a trump had to be followed, so the table shows the engine's reason.
"""

from __future__ import annotations

from typing import Final

from .. import actions as A
from ..actions import Action
from ..cards import Card, mask_points
from ..errors import Illegal, IllegalReason
from ..events import CardPlayed, TrickWon
from .deal import Trick
from .deal_state import DealState, finish, wrong_phase
from .game_types import GameType
from .phase import Phase
from .phase_declare import kontra_eligible
from .result import GameResult
from .rules import KontraTiming
from .scoring import PlayOutcome, score_game, score_ramsch
from .skat_events import (
    Claimed,
    ClaimOffered,
    Conceded,
    ConcessionOffered,
    KontraSaid,
    OfferAccepted,
    OfferRejected,
)
from .tricks import TRUMPS, legal_mask, winning_index

_CARD_PLAYED: Final = tuple(tuple(CardPlayed(s, Card(c)) for c in range(32)) for s in range(3))


# ------------------------------------------------------------------ PLAY


def may_kontra_in_play(s: DealState, seat: int) -> bool:
    rules = s.rules
    if (
        not rules.kontra
        or rules.kontra_timing is not KontraTiming.BEFORE_OWN_FIRST_CARD
        or s.ramsch
        or s.kontra_by is not None
        or seat == s.declarer
        or seat in s.kontra_declined
    ):
        return False
    return kontra_eligible(s, seat)


def legal_play(s: DealState, seat: int) -> list[Action]:
    mask = legal_mask(s.trump_kind(), s.hands[seat], s.trick)
    out: list[Action] = []
    plays = A.PLAYS
    while mask:
        low = mask & -mask
        out.append(plays[low.bit_length() - 1])
        mask ^= low
    if may_kontra_in_play(s, seat):
        out.append(A.KONTRA)
    return out


def check_card(s: DealState, seat: int, card: Card) -> Illegal | None:
    """RULES.md §6: the card must be held, and must follow the led suit (trumps
    form one suit) when the hand can."""
    hand = s.hands[seat]
    if not hand >> card & 1:
        return Illegal(IllegalReason.NOT_IN_HAND, f"{card} is not in your hand")
    kind = s.trump_kind()
    trick = s.trick
    if not legal_mask(kind, hand, trick) >> card & 1:
        lead = trick[0]
        reason = (
            IllegalReason.MUST_FOLLOW_TRUMP
            if TRUMPS[kind] >> lead & 1
            else IllegalReason.MUST_FOLLOW_SUIT
        )
        return Illegal(reason, f"{card} does not follow suit; you must follow {lead}")
    return None


def check_play(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, A.Play):
        return check_card(s, seat, action.card)
    if isinstance(action, A.Kontra):
        if may_kontra_in_play(s, seat):
            return None
        return wrong_phase(s.phase, action, IllegalReason.KONTRA_NOT_ALLOWED)
    return wrong_phase(s.phase, action)


def apply_play(s: DealState, action: Action, seat: int) -> None:
    if isinstance(action, A.Play):
        _play(s, seat, action.card)
        return
    # Kontra before the defender's own first card: the declarer answers, then
    # play resumes with the same seat.
    s.kontra_by = seat
    s.resume_to = seat
    s.phase, s.to_move = Phase.RE, s.declarer
    s.events.append(KontraSaid(seat))


def _play(s: DealState, seat: int, card: Card) -> None:
    if seat != s.declarer:
        s.kontra_declined.add(seat)
    s.hands[seat] &= ~(1 << card)
    trick = s.trick
    if not trick:
        s.trick_leader = seat
    trick.append(card)
    s.events.append(_CARD_PLAYED[seat][card])
    if len(trick) < 3:
        s.to_move = (seat + 1) % 3
        return
    cards = (trick[0], trick[1], trick[2])
    leader = s.trick_leader
    winner = (leader + winning_index(s.trump_kind(), cards)) % 3
    done = Trick(leader, cards, winner)
    points = done.points
    s.tricks.append(done)
    s.won_points[winner] += points
    s.won_tricks[winner] += 1
    s.trick = []
    s.to_move = winner
    s.trick_leader = winner
    s.events.append(TrickWon(winner, leader, cards, points))
    if _play_decided(s, winner):
        finish_play(s)


def score_declarer_game(s: DealState, outcome: PlayOutcome) -> GameResult:
    """What the declared game scores if its play ends with ``outcome`` (Kontra, Re
    and Bock as they stand): the deal's end scores it so, and a lesson asks it of
    an outcome the play could still reach."""
    assert s.declarer is not None and s.contract is not None
    kontra = s.kontra_by is not None
    factor = (2 if kontra else 1) * (2 if s.re else 1) * (2 if s.bock else 1)
    return score_game(
        s.rules,
        s.contract,
        s.declarer,
        s.bid,
        s.cards12,
        outcome,
        factor=factor,
        kontra=kontra,
        re=s.re,
        bock=s.bock,
    )


def _play_decided(s: DealState, winner: int) -> bool:
    if len(s.tricks) == 10:
        return True
    contract = s.contract
    if s.ramsch or contract is None:
        return False
    if contract.game is GameType.NULL:
        return winner == s.declarer
    return contract.schwarz and winner != s.declarer


def finish_play(s: DealState, conceded: bool = False, claimed: bool = False) -> None:
    """Score the deal as it stands (played out, stopped early, conceded or claimed)."""
    if s.ramsch:
        finish(
            s,
            score_ramsch(
                s.rules,
                (s.won_points[0], s.won_points[1], s.won_points[2]),
                (s.won_tricks[0], s.won_tricks[1], s.won_tricks[2]),
                mask_points(s.skat),
                s.tricks[-1].winner,
                s.pushes,
                s.bock,
            ),
        )
        return
    assert s.declarer is not None
    declarer = s.declarer
    outcome = PlayOutcome(
        card_points=s.won_points[declarer] + mask_points(s.skat),
        declarer_tricks=s.won_tricks[declarer],
        defender_tricks=sum(s.won_tricks[d] for d in range(3) if d != declarer),
        declarer_won_trick=s.won_tricks[declarer] > 0,
        conceded=conceded,
        claimed=claimed,
    )
    result = score_declarer_game(s, outcome)
    finish(s, result)


# ------------------------------------------------------------------ claims and concessions


def is_offer_position(s: DealState) -> bool:
    """A declarer game is on: claims and concessions are questions for it."""
    return s.contract is not None and not s.ramsch


_OFFER_PHASES: Final = frozenset({Phase.PLAY, Phase.KONTRA, Phase.RE})


def offer_actions(s: DealState, seat: int) -> list[Action]:
    """The declarer's claim/concession, possible whoever is to move."""
    if s.phase not in _OFFER_PHASES:
        return []
    out: list[Action] = []
    if check_offer(s, A.CONCEDE, seat) is None:
        out.append(A.CONCEDE)
    if check_offer(s, A.CLAIM, seat) is None:
        out.append(A.CLAIM)
    return out


def _refusals(name: str) -> dict[IllegalReason, Illegal]:
    messages = {
        IllegalReason.NOT_DECLARER: f"only the declarer may {name}",
        IllegalReason.OFFER_REFUSED: (
            f"the defenders refused to let you {name}; offer again after the next trick"
        ),
    }
    return {reason: Illegal(reason, text) for reason, text in messages.items()}


# Refusals are made once: legal_actions asks at every step of every replay.
_CONCEDE_REFUSED: Final = _refusals("concede")
_CLAIM_REFUSED: Final = _refusals("claim")
_CONCEDE_OFF: Final = Illegal(
    IllegalReason.CONCEDE_NOT_ALLOWED, "these rules do not allow conceding"
)
_CLAIM_TOO_EARLY: Final = Illegal(IllegalReason.CLAIM_NOT_ALLOWED, "claim once play has begun")
_CLAIM_MID_TRICK: Final = Illegal(
    IllegalReason.CLAIM_NOT_ALLOWED, "claim between tricks, when the trick is empty"
)


def check_offer(s: DealState, action: A.Concede | A.Claim, seat: int) -> Illegal | None:
    """RULES.md §6 and §8: only the declarer; a concession during play or before
    the first lead, a claim between tricks once play began; a refused offer not
    again before the next trick."""
    concede = type(action) is A.Concede
    refusals = _CONCEDE_REFUSED if concede else _CLAIM_REFUSED
    if seat != s.declarer:
        return refusals[IllegalReason.NOT_DECLARER]
    phase = s.phase
    if concede:
        if not s.rules.concede:
            return _CONCEDE_OFF
        if phase is not Phase.PLAY and not (
            (phase is Phase.KONTRA or phase is Phase.RE) and not s.first_lead_done
        ):
            return wrong_phase(phase, action)
    else:
        if phase is not Phase.PLAY:
            return wrong_phase(phase, action)
        if s.trick:
            return _CLAIM_MID_TRICK
        if not s.tricks:
            return _CLAIM_TOO_EARLY
    if s.refused_at.get("concede" if concede else "claim") == len(s.tricks):
        return refusals[IllegalReason.OFFER_REFUSED]
    return None


def apply_offer(s: DealState, action: A.Concede | A.Claim, seat: int) -> None:
    if isinstance(action, A.Concede):
        if not s.first_lead_done:
            s.events.append(Conceded(seat))
            finish_play(s, conceded=True)
            return
        s.events.append(ConcessionOffered(seat))
    else:
        s.events.append(ClaimOffered(seat))
    s.pending = action
    s.resume_to = s.to_move
    s.pending_answers = [d for d in range(3) if d != s.declarer]
    s.phase, s.to_move = Phase.RESPONSE, s.pending_answers[0]


# ------------------------------------------------------------------ RESPONSE

_ACCEPT_OR_REJECT: Final = (A.ACCEPT, A.REJECT)


def legal_response(s: DealState, seat: int) -> list[Action]:
    return list(_ACCEPT_OR_REJECT)


def check_response(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, (A.Accept, A.Reject)):
        return None
    return wrong_phase(s.phase, action)


def apply_response(s: DealState, action: Action, seat: int) -> None:
    if isinstance(action, A.Reject):
        s.events.append(OfferRejected(seat))
        offer = "claim" if isinstance(s.pending, A.Claim) else "concede"
        s.refused_at[offer] = len(s.tricks)
        s.phase, s.to_move = Phase.PLAY, s.resume_to
        s.pending, s.resume_to = None, None
        return
    s.events.append(OfferAccepted(seat))
    s.pending_answers.pop(0)
    if s.pending_answers:
        s.to_move = s.pending_answers[0]
        return
    pending = s.pending
    s.pending = None
    assert s.declarer is not None and s.contract is not None
    if isinstance(pending, A.Concede):
        s.events.append(Conceded(s.declarer))
        finish_play(s, conceded=True)
        return
    s.events.append(Claimed(s.declarer))
    # Claim accepted: the declarer takes every remaining trick (Null: none).
    remaining = s.hands[0] | s.hands[1] | s.hands[2]
    if s.contract.game is not GameType.NULL:
        s.won_points[s.declarer] += mask_points(remaining)
        s.won_tricks[s.declarer] += 10 - len(s.tricks)
    finish_play(s, claimed=True)
