"""Property tests over random legal deals under every preset (and variations).

Each example plays one deal to the end with random legal actions and checks at
every step:

* the deal terminates (a bound on the number of actions);
* all 32 cards are somewhere exactly once and the 120 card points are kept;
* an illegal action is refused with a *specific* ``IllegalActionError``
  subclass and leaves the game exactly as it was;
* ``view(seat)`` shows a seat only what it may know;
* ``copy()`` (a replay of the action list) has an identical snapshot.

Example counts come from the hypothesis profile (``ci`` default, ``full`` with
``SKAT_FULL=1``; see conftest.py).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import ALL_MASK, Card, mask_points
from skat_desktop.engine.errors import IllegalActionError
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import (
    PRESETS,
    KontraTiming,
    LostScoresTo,
    RuleSet,
)
from skat_desktop.engine.skat.scoring import ResultKind
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.view import HiddenDiscard

MAX_ACTIONS = 250
"""No deal can need more: bids only rise (≤ 63 bids, ≤ 63 holds, 3 passes),
about 40 moves around the skat, Kontra and the 30 cards, and a refused claim
or concession cannot be repeated before another trick (≤ 4 offers a trick)."""

PROBE_POOL: tuple[Action, ...] = (
    A.Bid(18),
    A.Bid(20),
    A.Bid(19),
    A.Bid(264),
    A.Bid(300),
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
    A.Declare(GameType.CLUBS),
    A.Declare(GameType.GRAND, ouvert=True),
    A.Declare(GameType.NULL),
    A.Declare(GameType.NULL, schneider=True),
    A.Declare(GameType.RAMSCH),
    A.Declare(GameType.HEARTS, schneider=True),
    *A.PLAYS,
    A.Discard((Card(0), Card(1))),
    A.Discard((Card(4), Card(12))),
    A.Discard((Card(28), Card(31))),
    A.Discard((Card(5), Card(5))),
)

RULE_VARIATIONS = st.fixed_dictionaries(
    {},
    optional={
        "kontra": st.booleans(),
        "kontra_timing": st.sampled_from(list(KontraTiming)),
        "kontra_needs_bid": st.booleans(),
        "concede": st.booleans(),
        "lost_scores_to": st.sampled_from(list(LostScoresTo)),
        "schieberamsch_jacks": st.booleans(),
        "grand_hand_escape": st.booleans(),
        "matador_cap": st.sampled_from([None, 4]),
    },
)


def fingerprint(game: Game) -> str:
    """Every attribute of the game, deeply, as text (refusals must change nothing)."""
    return repr(sorted((k, v) for k, v in vars(game).items()))


def played_mask(game: Game) -> int:
    mask = 0
    for trick in game.tricks:
        for card in trick.cards:
            mask |= 1 << card
    for card in game.trick:
        mask |= 1 << card
    return mask


def check_cards_and_points(game: Game) -> None:
    places = [*game.hands, game.skat, played_mask(game)]
    assert sum(m.bit_count() for m in places) == 32
    union = 0
    for m in places:
        assert union & m == 0, "a card is in two places"
        union |= m
    assert union == ALL_MASK
    trick_points = sum(t.points for t in game.tricks)
    open_points = sum(mask_points(h) for h in game.hands) + mask_points(game.skat)
    assert trick_points + sum(Card(c).points for c in game.trick) + open_points == 120
    claimed = game.result is not None and game.result.claimed
    if not claimed:  # an accepted claim credits the cards still in hand
        assert sum(game.won_points) == trick_points
        assert sum(game.won_tricks) == len(game.tricks)


def check_views(game: Game) -> None:
    claimed = any(isinstance(a, A.Claim) for _, a in game.history)
    for seat in range(3):
        view = game.view(seat)
        assert view.hand == game.hands[seat]
        assert view.hand_sizes == tuple(h.bit_count() for h in game.hands)
        assert view.legal == tuple(game.legal_actions(seat))
        for action in view.legal:
            if isinstance(action, A.Play):
                assert view.hand >> action.card & 1
            if isinstance(action, A.Discard):
                assert all(view.hand >> c & 1 for c in action.cards)
        # Other hands: only an open (ouvert or claimed) declarer's hand.
        if view.open_hand is not None:
            assert game.declarer is not None
            assert view.open_hand == game.hands[game.declarer]
            assert (game.contract is not None and game.contract.ouvert) or claimed
        # The skat only when this seat saw it (or the deal is over).
        if view.known_skat is not None:
            assert game.finished or seat in game.skat_seen_by
        # Discards only to the one who put them away.
        if view.known_discards is not None:
            assert (seat == game.declarer and game.picked_up) or seat in game.pushed_by
        for actor, action in view.history:
            if actor != seat:
                assert not isinstance(action, A.Discard)
            elif isinstance(action, HiddenDiscard):
                raise AssertionError("own discards are not hidden from oneself")
        if not game.finished:
            assert view.final_hands is None and view.result is None
        # Nothing hidden is counted as known.
        hidden = ALL_MASK
        hidden &= ~view.hand & ~played_mask(game)
        if view.open_hand is not None:
            hidden &= ~view.open_hand
        if view.known_discards is not None and seat == game.declarer:
            hidden &= ~view.known_discards
        assert view.unknown_mask & hidden == hidden


def probe_illegal(game: Game, rng: random.Random, count: int) -> None:
    before_snapshot = game.snapshot()
    before = fingerprint(game)
    for _ in range(count):
        seat = rng.randrange(3)
        action = rng.choice(PROBE_POOL)
        if action in game.legal_actions(seat):
            continue
        try:
            game.apply(action, seat)
        except IllegalActionError as exc:
            assert type(exc) is not IllegalActionError, f"unspecific refusal: {exc}"
            assert str(exc)
        else:
            raise AssertionError(f"{action} by seat {seat} accepted in {game.phase}")
        assert game.snapshot() == before_snapshot
        assert fingerprint(game) == before


def choose(game: Game, data: Any) -> tuple[int, Action]:
    """A random legal action, biased so that every kind of deal comes up: the
    auction passes often (Ramsch, passed in), the skat is picked up half the
    time, and claims and concessions are rare (else few deals are played out)."""
    seat = game.to_move
    assert seat is not None
    legal = game.legal_actions(seat)
    assert legal, f"no legal action in {game.phase}"
    offers = [
        (s, a)
        for s in range(3)
        for a in game.legal_actions(s)
        if isinstance(a, (A.Concede, A.Claim))
    ]
    rest = [a for a in legal if not isinstance(a, (A.Concede, A.Claim))]
    if offers and (not rest or data.draw(st.integers(0, 15), label="offer?") == 0):
        return data.draw(st.sampled_from(offers), label="offer")
    if game.phase is Phase.BIDDING and data.draw(st.booleans(), label="pass?"):
        return seat, A.PASS
    if A.PICK_UP in rest and data.draw(st.booleans(), label="pick up?"):
        return seat, A.PICK_UP
    return seat, data.draw(st.sampled_from(rest), label="action")


def check_result(game: Game) -> None:
    result = game.result
    assert result is not None and game.phase is Phase.FINISHED and game.to_move is None
    event(f"{result.kind.value}: {result.reason.value}")
    event(f"tricks played: {'0' if not game.tricks else '1-9' if len(game.tricks) < 10 else '10'}")
    assert game.legal_actions() == [] and all(game.legal_actions(s) == [] for s in range(3))
    if result.kind is ResultKind.GAME:
        assert result.declarer == game.declarer
        declarer = result.declarer
        assert declarer is not None
        assert result.value != 0
        if result.value > 0 or game.rules.lost_scores_to is LostScoresTo.DECLARER:
            assert result.entries[declarer] == result.value
            assert all(result.entries[s] == 0 for s in range(3) if s != declarer)
        else:
            assert result.entries[declarer] == 0
            assert all(result.entries[s] == -result.value for s in range(3) if s != declarer)
        if len(game.tricks) == 10 and game.contract.game is not GameType.NULL:  # type: ignore[union-attr]
            assert result.card_points == game.won_points[declarer] + mask_points(game.skat)
    elif result.kind is ResultKind.RAMSCH:
        assert len(game.tricks) == 10
        assert sum(1 for e in result.entries if e > 0) <= 1
    else:
        assert result.entries == (0, 0, 0)


def play_random_deal(
    rules: RuleSet, seed: int, data: Any, *, bock: bool = False, forced_ramsch: bool = False
) -> Game:
    game = Game.from_seed(rules, seed, bock=bock, forced_ramsch=forced_ramsch)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.finished:
            break
        check_cards_and_points(game)
        check_views(game)
        probe_illegal(game, rng, 6)
        seat, action = choose(game, data)
        game.apply(action, seat)
        assert game.copy().snapshot() == game.snapshot()
    assert game.finished, "the deal did not end"
    check_cards_and_points(game)
    check_views(game)
    probe_illegal(game, rng, 6)
    check_result(game)
    return game


@pytest.mark.slow
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**48), data=st.data())
def test_random_deal_under_each_preset(preset: str, seed: int, data: Any) -> None:
    play_random_deal(PRESETS[preset], seed, data)


@pytest.mark.slow
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    changes=RULE_VARIATIONS,
    seed=st.integers(0, 2**48),
    bock=st.booleans(),
    forced_ramsch=st.booleans(),
    data=st.data(),
)
def test_random_deal_with_rule_variations(
    preset: str, changes: dict[str, Any], seed: int, bock: bool, forced_ramsch: bool, data: Any
) -> None:
    rules = PRESETS[preset].replace(**changes)
    play_random_deal(rules, seed, data, bock=bock, forced_ramsch=forced_ramsch)


@pytest.mark.slow
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 2**48),
    first_dealer=st.integers(0, 3),
    data=st.data(),
)
def test_random_four_player_session(preset: str, seed: int, first_dealer: int, data: Any) -> None:
    """A whole four-player list (8 deals): the dealer sits out, totals add up."""
    rules = PRESETS[preset].replace(players=4, list_length=8)
    session = Session(rules, ("A", "B", "C", "D"), seed, first_dealer)
    dealer = first_dealer
    while True:
        record = session.current
        assert record.dealer == dealer
        assert session.seat_of(dealer) is None
        assert sorted(record.seats) == sorted(p for p in range(4) if p != dealer)
        for _ in range(MAX_ACTIONS):
            if session.game.finished:
                break
            seat, action = choose(session.game, data)
            session.apply(action, seat)
        assert session.game.finished
        assert record.result is not None
        assert record.scores[dealer] == 0 or rules.scoring.value == "seeger_fabian"
        try:
            session.apply(A.PASS)
        except IllegalActionError as exc:
            assert type(exc) is not IllegalActionError
        else:
            raise AssertionError("an action after the end of a deal was accepted")
        if session.finished:
            break
        redeal = record.result.kind is ResultKind.REDEAL
        session.next_deal()
        if not redeal:
            dealer = (dealer + 1) % 4
    assert len(session.completed) == 8
    for player in range(4):
        assert session.totals[player] == sum(r.scores[player] for r in session.completed)
    assert sum(session.balances()) == 0


def _shuffle_hidden(
    deal_hands: tuple[int, int, int], skat: int, seat: int, fixed: set[int], rng: random.Random
) -> tuple[tuple[int, int, int], int]:
    """Deal the cards ``seat`` cannot see (other hands not in ``fixed``, and the
    skat) anew among the same places."""
    places = [s for s in range(3) if s != seat and s not in fixed]
    pool = [c for s in places for c in range(32) if deal_hands[s] >> c & 1]
    pool += [c for c in range(32) if skat >> c & 1]
    rng.shuffle(pool)
    hands = list(deal_hands)
    for s in places:
        n = deal_hands[s].bit_count()
        hands[s] = sum(1 << c for c in pool[:n])
        pool = pool[n:]
    return (hands[0], hands[1], hands[2]), sum(1 << c for c in pool)


@pytest.mark.slow
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**48), data=st.data())
def test_views_do_not_depend_on_hidden_cards(preset: str, seed: int, data: Any) -> None:
    """Up to the first card, a seat's view is the same whatever the cards it
    cannot see: re-deal them and replay the same actions."""
    from skat_desktop.engine.skat.game import Deal

    rules = PRESETS[preset]
    game = Game.from_seed(rules, seed)
    rng = random.Random(seed)
    while game.phase not in (Phase.PLAY, Phase.FINISHED):
        seat = game.to_move
        assert seat is not None
        options = [
            a
            for a in game.legal_actions(seat)
            if not isinstance(a, (A.PickUpSkat, A.Concede, A.PushSkat, A.Discard))
        ]
        if not options:  # only picking up or pushing left: stop here
            break
        if game.phase is Phase.BIDDING and data.draw(st.booleans(), label="pass?"):
            action: Action = A.PASS
        else:
            action = data.draw(st.sampled_from(options), label="action")
        game.apply(action)
    if game.finished:  # passed in: every card is shown anyway
        return
    for seat in range(3):
        fixed = set()
        if game.contract is not None and game.contract.ouvert and game.declarer is not None:
            fixed.add(game.declarer)
        hands, skat = _shuffle_hidden(game.deal.hands, game.deal.skat, seat, fixed, rng)
        other = Game(rules, Deal(hands, skat))
        for actor, action in game.history:
            other.apply(action, actor)
        assert other.view(seat) == game.view(seat)


def test_stubborn_offers_still_terminate() -> None:
    """A declarer who offers a claim or concession whenever allowed, against
    defenders who always refuse, cannot stall the deal."""
    rules = PRESETS["official"]
    for seed in range(12):
        game = Game.from_seed(rules, seed)
        run_policy = 0
        while not game.finished:
            run_policy += 1
            assert run_policy <= MAX_ACTIONS, f"seed {seed}: the deal does not end"
            seat = game.to_move
            assert seat is not None
            offers = [
                (s, a)
                for s in range(3)
                for a in game.legal_actions(s)
                if isinstance(a, A.Claim) or (isinstance(a, A.Concede) and game.tricks)
            ]
            if game.phase is Phase.RESPONSE:
                game.apply(A.REJECT)
            elif offers:
                game.apply(offers[0][1], offers[0][0])
            elif game.phase is Phase.BIDDING:
                game.apply(A.Bid(18) if A.Bid(18) in game.legal_actions() else A.PASS)
            else:
                game.apply(game.legal_actions()[0])
