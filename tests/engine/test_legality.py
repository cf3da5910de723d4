"""One answer to "is this legal, and if not, why": ``Game.check``.

``apply`` raises with the reason ``check`` gives and ``legal_actions`` lists exactly
the actions ``check`` accepts; the table's message for a card is that reason.
The worked cases name each reason once; the property test compares the two over
random positions under random rule options.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.engine_helpers import F, M, R, auction_script, new_game, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.errors import (
    ERROR_FOR_REASON,
    IllegalActionError,
    IllegalCardError,
    IllegalReason,
    NotYourTurnError,
    WrongPhaseError,
)
from skat_desktop.engine.skat.game import HAND_DECLARATIONS, Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL, PRESETS, KontraTiming, RuleSet


def card_reason(game: Game, seat: int, card: int) -> object:
    """The reason ``check`` gives for ``seat`` playing ``card``, or None."""
    refusal = game.check(A.PLAYS[card], seat)
    return refusal.reason if refusal is not None else None


Why = IllegalReason

# Grand Hand by F: F leads CJ and M must follow with DJ (a trump); then F leads
# C7 and R must follow with C9 (a suit).
PLAY_DEAL = dict(
    f="CJ SJ HJ CA CT CK CQ S9 C8 C7",
    m="DJ HA HT HK HQ H9 H8 H7 SA ST",
    r="DA DT DK DQ D9 D8 D7 SK SQ C9",
    skat="S8 S7",
)
# Schieberamsch: F holds two jacks and enough other cards to push instead.
RAMSCH_DEAL = dict(
    f="SQ HT HA HK C7 HQ CK H8 SA D8",
    m="HJ H9 D9 DT DQ CJ DJ SK S8 C8",
    r="DK DA SJ S9 CT CA C9 ST CQ S7",
    skat="D7 H7",
)
SCHIEBE = OFFICIAL.replace(all_pass="ramsch", schieberamsch=True)


def reason(game: Game, action: Action, seat: int | None = None) -> IllegalReason | None:
    """``check``'s reason, after confirming ``apply`` raises with the same one."""
    refusal = game.check(action, seat)
    if refusal is None:
        return None
    before = game.snapshot()
    with pytest.raises(IllegalActionError) as info:
        game.apply(action, seat)
    assert info.value.reason is refusal.reason
    assert type(info.value) is ERROR_FOR_REASON[refusal.reason]
    assert str(info.value) == refusal.message
    assert game.snapshot() == before
    return refusal.reason


def grand_hand() -> Game:
    return run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18) + " declare:grand")


# ----------------------------------------------------------------- worked cases


def test_turn_seat_and_end_of_game() -> None:
    game = new_game(OFFICIAL, **PLAY_DEAL)
    assert reason(game, A.Bid(18), F) is Why.NOT_YOUR_TURN
    assert reason(game, A.PASS, 3) is Why.NO_SUCH_SEAT
    assert reason(game, A.PASS, -1) is Why.NO_SUCH_SEAT
    run(game, "pass pass pass")
    assert game.finished
    assert reason(game, A.PASS) is Why.GAME_OVER
    assert reason(game, A.Play(Card.parse("CJ")), F) is Why.GAME_OVER


def test_a_card_outside_play_is_refused_as_such_whoever_clicks() -> None:
    """A card clicked during the auction: "cards are not played now", also for
    a seat that is not to move (the more useful of two true answers)."""
    game = new_game(OFFICIAL, **PLAY_DEAL)
    for seat in (F, M, R):
        assert reason(game, A.Play(Card.parse("CJ")), seat) is Why.NOT_PLAYING
        assert card_reason(game, seat, Card.parse("CJ")) is Why.NOT_PLAYING


def test_auction_reasons() -> None:
    game = new_game(OFFICIAL, **PLAY_DEAL)
    assert reason(game, A.Bid(19)) is Why.NOT_A_GAME_VALUE
    assert reason(game, A.HOLD) is Why.NOTHING_TO_ANSWER
    assert reason(game, A.PICK_UP) is Why.WRONG_PHASE
    run(game, "20")
    assert reason(game, A.Bid(22)) is Why.MUST_ANSWER
    run(game, "hold")
    assert reason(game, A.Bid(20)) is Why.BID_TOO_LOW
    assert reason(game, A.Bid(18)) is Why.BID_TOO_LOW
    alone = run(new_game(OFFICIAL, **PLAY_DEAL), "pass pass")
    assert alone.to_move == F
    assert reason(alone, A.Bid(20)) is Why.ONLY_18
    assert reason(alone, A.Bid(18)) is None


def test_skat_and_declaration_reasons() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18))
    assert game.phase is Phase.SKAT
    assert reason(game, A.Declare(GameType.RAMSCH)) is Why.RAMSCH_NOT_DECLARABLE
    assert reason(game, A.Declare(GameType.NULL, schneider=True)) is Why.NULL_WITH_SCHNEIDER
    assert reason(game, A.Declare(GameType.CLUBS, ouvert=True)) is None  # hand: allowed
    run(game, "pickup")
    cj, s8 = Card.parse("CJ"), Card.parse("S8")
    assert reason(game, A.Discard((cj, cj))) is Why.SAME_CARD_TWICE
    assert reason(game, A.Discard((cj, Card.parse("HA")))) is Why.DISCARD_NOT_IN_HAND
    assert reason(game, A.Declare(GameType.CLUBS)) is Why.WRONG_PHASE
    run(game, "discard:S8.S7")
    assert reason(game, A.Discard((cj, s8))) is Why.WRONG_PHASE
    assert reason(game, A.Declare(GameType.CLUBS, schneider=True)) is Why.HAND_ONLY_ANNOUNCEMENT
    assert reason(game, A.Declare(GameType.NULL, ouvert=True)) is None


def test_card_reasons_name_suit_or_trump() -> None:
    game = run(grand_hand(), "CJ")
    ha, dj = Card.parse("HA"), Card.parse("DJ")
    assert reason(game, A.Play(ha)) is Why.MUST_FOLLOW_TRUMP
    assert card_reason(game, M, ha) is Why.MUST_FOLLOW_TRUMP
    assert card_reason(game, M, dj) is None
    assert reason(game, A.Play(Card.parse("DA"))) is Why.NOT_IN_HAND
    assert reason(game, A.Play(Card.parse("DA")), R) is Why.NOT_YOUR_TURN
    assert card_reason(game, R, Card.parse("DA")) is Why.NOT_YOUR_TURN
    run(game, "DJ D7 C7 H7")  # F wins the jacks, leads C7; M has no club
    assert game.to_move == R
    assert reason(game, A.Play(Card.parse("DA"))) is Why.MUST_FOLLOW_SUIT
    with pytest.raises(IllegalCardError, match="does not follow suit; you must follow C7"):
        game.apply(A.Play(Card.parse("DA")))


def test_kontra_reasons() -> None:
    game = grand_hand()
    assert reason(game, A.KONTRA) is Why.KONTRA_NOT_ALLOWED  # Kontra is off
    assert reason(game, A.KONTRA, M) is Why.NOT_YOUR_TURN
    rules = OFFICIAL.replace(kontra=True, kontra_timing=KontraTiming.BEFORE_OWN_FIRST_CARD)
    game = run(new_game(rules, **PLAY_DEAL), auction_script(F, 18) + " declare:grand CJ")
    assert reason(game, A.KONTRA) is None  # M bid 18 and has not played yet
    run(game, "DJ")
    assert reason(game, A.KONTRA) is Why.KONTRA_NOT_ALLOWED  # R never bid


def test_claim_and_concession_reasons() -> None:
    game = grand_hand()
    assert reason(game, A.CONCEDE, M) is Why.NOT_DECLARER
    assert reason(game, A.CLAIM, R) is Why.NOT_DECLARER
    assert reason(game, A.CLAIM, F) is Why.CLAIM_NOT_ALLOWED  # before the first lead
    run(game, "CJ")
    assert reason(game, A.CLAIM, F) is Why.CLAIM_NOT_ALLOWED  # in the middle of a trick
    run(game, "DJ D7")
    run(game, "claim")
    assert game.phase is Phase.RESPONSE
    assert reason(game, A.CLAIM, F) is Why.WRONG_PHASE  # one offer at a time
    run(game, "reject")
    assert reason(game, A.CLAIM, F) is Why.OFFER_REFUSED
    assert reason(game, A.CONCEDE, F) is None  # a different offer
    off = run(
        new_game(OFFICIAL.replace(concede=False), **PLAY_DEAL),
        auction_script(F, 18) + " declare:grand",
    )
    assert reason(off, A.CONCEDE, F) is Why.CONCEDE_NOT_ALLOWED


def test_ramsch_push_reasons() -> None:
    game = run(new_game(SCHIEBE, **RAMSCH_DEAL), "pass pass pass")
    assert game.phase is Phase.PUSH
    assert reason(game, A.Declare(GameType.CLUBS)) is Why.ONLY_GRAND_HAND
    assert reason(game, A.Bid(18)) is Why.WRONG_PHASE
    run(game, "push pickup")  # M picks up with CJ HJ DJ and plenty else
    assert reason(game, A.Discard((Card.parse("HJ"), Card.parse("D9")))) is Why.JACKS_PUSHED
    escape_off = run(
        new_game(SCHIEBE.replace(grand_hand_escape=False), **RAMSCH_DEAL), "pass pass pass"
    )
    assert reason(escape_off, A.Declare(GameType.GRAND)) is Why.ONLY_GRAND_HAND


def test_every_reason_has_a_specific_error_class() -> None:
    for why in IllegalReason:
        cls = ERROR_FOR_REASON[why]
        assert issubclass(cls, IllegalActionError)
        if why is not Why.NOT_ALLOWED:
            assert cls is not IllegalActionError, why
    assert NotYourTurnError("x").reason is Why.NOT_YOUR_TURN
    assert WrongPhaseError("x").reason is Why.WRONG_PHASE
    assert IllegalActionError("x").reason is Why.NOT_ALLOWED


# ----------------------------------------------------------------- property

RULE_VARIATIONS = st.fixed_dictionaries(
    {},
    optional={
        "kontra": st.booleans(),
        "kontra_timing": st.sampled_from(list(KontraTiming)),
        "kontra_needs_bid": st.booleans(),
        "concede": st.booleans(),
        "schieberamsch_jacks": st.booleans(),
        "grand_hand_escape": st.booleans(),
    },
)

FIXED_POOL: tuple[Action, ...] = (
    *(A.Bid(v) for v in (0, 17, 18, 19, 20, 23, 48, 264, 300)),
    A.HOLD,
    A.PASS,
    A.PICK_UP,
    A.KONTRA,
    A.RE,
    A.PUSH,
    A.CONCEDE,
    A.CLAIM,
    A.ACCEPT,
    A.REJECT,
    *HAND_DECLARATIONS,
    A.Declare(GameType.RAMSCH),
    A.Declare(GameType.NULL, schneider=True),
    *A.PLAYS,
)


def pool_for(game: Game, rng: random.Random) -> list[Action]:
    """The fixed pool, every seat's legal actions, and some discards: legal,
    jacks, cards not held, the same card twice."""
    pool = list(FIXED_POOL)
    for seat in range(3):
        pool.extend(game.legal_actions(seat))
        hand = list(CardSet(game.hands[seat]))
        for _ in range(4):
            a, b = rng.sample(hand, 2) if len(hand) >= 2 else (Card(0), Card(1))
            pool.append(A.Discard((a, b)))
        pool.append(A.Discard((Card(rng.randrange(32)), Card(rng.randrange(32)))))
    return pool


def check_consistency(game: Game, rng: random.Random) -> None:
    pool = pool_for(game, rng)
    for seat in (0, 1, 2, 3):
        legal = game.legal_actions(seat)
        assert len(set(legal)) == len(legal), "an action is listed twice"
        allowed = set(legal)
        for action in pool:
            refusal = game.check(action, seat)
            assert (refusal is None) == (action in allowed), (action, seat, game.phase, refusal)
    if game.to_move is not None:
        assert game.legal_actions() == game.legal_actions(game.to_move)


@given(
    preset=st.sampled_from(sorted(PRESETS)),
    changes=RULE_VARIATIONS,
    seed=st.integers(0, 2**48),
    forced_ramsch=st.booleans(),
)
def test_legal_actions_are_exactly_what_check_accepts(
    preset: str, changes: dict[str, Any], seed: int, forced_ramsch: bool
) -> None:
    rules: RuleSet = PRESETS[preset].replace(**changes)
    game = Game.from_seed(rules, seed, forced_ramsch=forced_ramsch)
    rng = random.Random(seed)
    for _ in range(250):
        check_consistency(game, rng)
        if game.finished:
            break
        seat = game.to_move
        assert seat is not None
        offers = [(s, a) for s in range(3) for a in game.legal_actions(s) if s != seat]
        legal = game.legal_actions(seat)
        if game.phase is Phase.BIDDING and rng.random() < 0.5:
            game.apply(A.PASS)
        elif offers and rng.random() < 0.05:
            actor, action = rng.choice(offers)
            game.apply(action, actor)
        else:
            game.apply(rng.choice(legal), seat)
    assert game.finished
