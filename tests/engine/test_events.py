"""``Game.apply`` returns what happened, as frozen events in order.

Each action gives its own event first; a trick's third card is followed at once
by ``TrickWon``; ``PhaseChanged`` follows when the phase moved on; the end of a
deal gives ``DealFinished`` last. The worked cases show each event; the property
test checks the stream over random deals.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.engine_helpers import F, M, R, auction_script, new_game, parse_token, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.events import CardPlayed, DealFinished, DealStarted, Event, TrickWon
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL, PRESETS
from skat_desktop.engine.skat.scoring import Contract
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.skat_events import (
    AllPassed,
    AuctionWon,
    BidMade,
    CardsPushed,
    Claimed,
    ClaimOffered,
    Conceded,
    ConcessionOffered,
    Declared,
    Discarded,
    Held,
    KontraDeclined,
    KontraSaid,
    OfferAccepted,
    OfferRejected,
    Passed,
    PhaseChanged,
    RamschStarted,
    ReDeclined,
    ReSaid,
    SkatPushed,
    SkatTaken,
)

PLAY_DEAL = dict(
    f="CJ SJ HJ CA CT CK CQ S9 C8 C7",
    m="DJ HA HT HK HQ H9 H8 H7 SA ST",
    r="DA DT DK DQ D9 D8 D7 SK SQ C9",
    skat="S8 S7",
)
RAMSCH_DEAL = dict(
    f="SQ HT HA HK C7 HQ CK H8 SA D8",
    m="HJ H9 D9 DT DQ CJ DJ SK S8 C8",
    r="DK DA SJ S9 CT CA C9 ST CQ S7",
    skat="D7 H7",
)


def c(code: str) -> Card:
    return Card.parse(code)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(c(x) for x in codes.split())


def step(game: Game, token: str) -> tuple[Event, ...]:
    action, seat = parse_token(game, token)
    return game.apply(action, seat)


def test_auction_events() -> None:
    game = new_game(OFFICIAL, **PLAY_DEAL)
    assert step(game, "18") == (BidMade(M, 18),)
    assert step(game, "hold") == (Held(F, 18),)
    assert step(game, "pass") == (Passed(M),)
    assert step(game, "pass") == (Passed(R), AuctionWon(F, 18), PhaseChanged(Phase.SKAT))


def test_skat_declaration_and_trick_events() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18))
    assert step(game, "pickup") == (SkatTaken(F, cards("S7 S8")), PhaseChanged(Phase.DISCARD))
    assert step(game, "discard:S8.S7") == (
        Discarded(F, (c("S7"), c("S8"))),
        PhaseChanged(Phase.DECLARE),
    )
    assert step(game, "declare:grand") == (
        Declared(F, Contract(GameType.GRAND)),
        PhaseChanged(Phase.PLAY),
    )
    assert step(game, "CJ") == (CardPlayed(F, c("CJ")),)
    assert step(game, "DJ") == (CardPlayed(M, c("DJ")),)
    assert step(game, "D7") == (
        CardPlayed(R, c("D7")),
        TrickWon(winner=F, leader=F, cards=cards("CJ DJ D7"), points=4),
    )


def test_claim_events_end_with_the_result() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18) + " declare:grand CJ DJ D7")
    assert step(game, "claim") == (ClaimOffered(F), PhaseChanged(Phase.RESPONSE))
    assert step(game, "reject") == (OfferRejected(M), PhaseChanged(Phase.PLAY))
    run(game, "SJ H7 D8")
    assert step(game, "claim") == (ClaimOffered(F), PhaseChanged(Phase.RESPONSE))
    assert step(game, "accept") == (OfferAccepted(M),)
    events = step(game, "accept")
    assert events == (OfferAccepted(R), Claimed(F), DealFinished(game.result))
    assert game.result is not None and game.result.claimed


def test_concession_events() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18) + " declare:grand")
    assert step(game, "concede") == (Conceded(F), DealFinished(game.result))
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18) + " declare:grand CJ DJ D7")
    assert step(game, "concede") == (ConcessionOffered(F), PhaseChanged(Phase.RESPONSE))
    run(game, "accept")
    assert step(game, "accept") == (OfferAccepted(R), Conceded(F), DealFinished(game.result))


def test_kontra_and_re_events() -> None:
    rules = OFFICIAL.replace(kontra=True)
    game = run(new_game(rules, **PLAY_DEAL), auction_script(F, 18))
    assert step(game, "declare:grand") == (
        Declared(F, Contract(GameType.GRAND, hand=True)),
        PhaseChanged(Phase.KONTRA),
    )
    assert step(game, "kontra") == (KontraSaid(M), PhaseChanged(Phase.RE))
    assert step(game, "re") == (ReSaid(F), PhaseChanged(Phase.PLAY))
    game = run(new_game(rules, **PLAY_DEAL), auction_script(F, 18) + " declare:grand")
    assert step(game, "pass") == (KontraDeclined(M), PhaseChanged(Phase.PLAY))
    game = run(new_game(rules, **PLAY_DEAL), auction_script(F, 18) + " declare:grand kontra")
    assert step(game, "pass") == (ReDeclined(F), PhaseChanged(Phase.PLAY))


def test_all_pass_events() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), "pass pass")
    assert step(game, "pass") == (Passed(F), AllPassed(), DealFinished(game.result))
    rules = OFFICIAL.replace(all_pass="ramsch", schieberamsch=True)
    game = run(new_game(rules, **RAMSCH_DEAL), "pass pass")
    assert step(game, "pass") == (
        Passed(F),
        AllPassed(),
        RamschStarted(schieberamsch=True),
        PhaseChanged(Phase.PUSH),
    )
    assert step(game, "push") == (SkatPushed(F, 1),)
    assert step(game, "pickup") == (SkatTaken(M, cards("D7 H7")), PhaseChanged(Phase.PUSH_DISCARD))
    assert step(game, "discard:D9.DT") == (
        CardsPushed(M, (c("D9"), c("DT"))),
        PhaseChanged(Phase.PUSH),
    )
    assert step(game, "push") == (SkatPushed(R, 2), PhaseChanged(Phase.PLAY))


def test_events_are_frozen_values() -> None:
    event = BidMade(M, 18)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.value = 20  # type: ignore[misc]
    assert event == BidMade(M, 18) and hash(event) == hash(BidMade(M, 18))
    assert not hasattr(event, "__dict__")  # slots


def test_session_apply_returns_the_events() -> None:
    session = Session(OFFICIAL, ("A", "B", "C"), seed=5)
    assert session.apply(A.PASS) == (Passed(M),)


# ----------------------------------------------------------------- property


def check_stream(game: Game, before: Phase, events: tuple[Event, ...]) -> None:
    assert events and all(isinstance(e, Event) for e in events)
    for event in events:
        hash(event)
    finished = [i for i, e in enumerate(events) if isinstance(e, DealFinished)]
    if game.finished:
        assert finished == [len(events) - 1]
        assert events[-1] == DealFinished(game.result)
    else:
        assert not finished
    changes = [e for e in events if isinstance(e, PhaseChanged)]
    if game.phase is not before and not game.finished:
        assert changes == [PhaseChanged(game.phase)]
        assert events[-1] == PhaseChanged(game.phase)
    else:
        assert not changes
    for i, event in enumerate(events):
        if isinstance(event, TrickWon):
            assert i >= 1 and isinstance(events[i - 1], CardPlayed)
            assert events[i - 1].card == event.cards[-1]  # type: ignore[attr-defined]
            trick = game.tricks[-1]
            assert (event.winner, event.leader, event.cards, event.points) == (
                trick.winner,
                trick.leader,
                trick.cards,
                trick.points,
            )


@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**48))
def test_event_stream_over_random_deals(preset: str, seed: int) -> None:
    rules = PRESETS[preset]
    game = Game.from_seed(rules, seed, forced_ramsch=seed % 5 == 0)
    rng = random.Random(seed)
    played: list[Card] = []
    pending: list[Card] = []
    for _ in range(250):
        if game.finished:
            break
        seat = game.to_move
        assert seat is not None
        legal = game.legal_actions(seat)
        action: Any = A.PASS if game.phase is Phase.BIDDING and rng.random() < 0.5 else None
        if action is None:
            action = rng.choice(legal)
        before = game.phase
        events = game.apply(action, seat)
        check_stream(game, before, events)
        for event in events:
            if isinstance(event, CardPlayed):
                pending.append(event.card)
            if isinstance(event, TrickWon):
                assert tuple(pending) == event.cards
                played.extend(pending)
                pending = []
    assert game.finished
    assert played == [card for trick in game.tricks for card in trick.cards]


def test_the_next_deal_is_announced() -> None:
    session = Session(OFFICIAL, ("A", "B", "C"), seed=5, first_dealer=2)
    assert session.started() == DealStarted(1, 2, (0, 1, 2))
    for _ in range(3):
        session.apply(A.PASS)
    assert session.next_deal() == (DealStarted(2, 0, (1, 2, 0)),)
