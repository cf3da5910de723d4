"""Spitzer computer players, world sampling and hints, checked against the engine.

The sampled worlds are held against the truth of real deals: every world must
keep the seat's own hand, the hand sizes, the played cards out, the shown
voids, and agree with every partnership the seat's view already shows; and in
the true world the solver's position must allow exactly the engine's legal
cards (so the called-ace duty state read from the play is right).
"""

from __future__ import annotations

import random

import pytest

from skat_desktop.ai.levels import LEVELS, make_player
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.ai.spitzer import double_dummy as dd
from skat_desktop.ai.spitzer.easy import SpitzerEasyPlayer
from skat_desktop.ai.spitzer.hints import spitzer_hint
from skat_desktop.ai.spitzer.levels import play_spitzer_deal
from skat_desktop.ai.spitzer.search import SpitzerSearchPlayer
from skat_desktop.ai.spitzer.worlds import (
    Plays,
    facts_of,
    sample_worlds,
    shown_voids,
    world_game,
)
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import PASS, CallPartner, DeclareZola
from skat_desktop.engine.spitzer.cards import GROUP_MASK
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.events import Side
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame


def _games(count: int, seed: int) -> list[SpitzerGame]:
    """Games at random moments of random deals, declarations of every kind included."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        game = SpitzerGame.from_seed(seed * 1000 + i)
        players = [RandomPlayer(rng.randrange(10**6)) for _ in range(4)]
        stop = rng.randrange(4, 36)
        steps = 0
        while not game.finished and steps < stop:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            action = players[seat].choose(view)
            if view.phase is Phase.DECLARE and rng.random() < 0.5:
                calls = [a for a in view.legal if not isinstance(a, type(PASS))]
                action = rng.choice(calls) if calls else action
            game.apply(action, seat)
            steps += 1
        if not game.finished:
            out.append(game)
    return out


def _truth(game: SpitzerGame) -> tuple[int, int, int, int]:
    h = game.hands
    return (h[0], h[1], h[2], h[3])


@pytest.mark.parametrize("seed", range(3))
def test_sampled_worlds_obey_what_the_seat_knows(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for game in _games(40, seed):
        if game.phase is not Phase.PLAY:
            continue
        for seat in range(4):
            view = game.view(seat)
            plays = Plays.of(view)
            voids = shown_voids(plays)
            worlds = sample_worlds(view, 6, rng)
            assert worlds, "the true deal is always possible"
            for world in worlds:
                assert world[seat] == view.hand
                assert tuple(h.bit_count() for h in world) == view.hand_sizes
                assert not (world[0] | world[1] | world[2] | world[3]) & view.played_mask
                assert sum(h.bit_count() for h in world) + view.played_mask.bit_count() == 32
                for s in range(4):
                    for group in range(4):
                        if voids[s] >> group & 1:
                            assert not world[s] & GROUP_MASK[group]
                wg = world_game(view, world, plays)
                for s, side in enumerate(view.sides):
                    if side is None:
                        continue
                    in_side = s in wg.side
                    decl = view.declaration
                    open_partner = isinstance(decl, CallPartner) and decl.ace is None
                    if open_partner and view.partner is None and s != view.declarer:
                        continue
                    assert in_side == (side is Side.DECLARING), (seat, s, view.sides)
                checked += 1
    assert checked > 50


def test_true_world_gives_the_engines_legal_cards() -> None:
    checked = 0
    for game in _games(120, 7):
        if game.phase is not Phase.PLAY:
            continue
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        wg = world_game(view, _truth(game), Plays.of(view))
        engine = sum(1 << int(a.card) for a in view.legal if isinstance(a, Play))
        assert dd.legal_cards(wg.position) == engine
        assert wg.side == game.side or (
            isinstance(game.declaration, CallPartner) and game.partner is None
        )
        checked += 1
    assert checked > 40


def test_facts_put_the_callers_queens_and_aces_with_him() -> None:
    deal = SpitzerDeal.parse(
        "CQ.SQ.HA.SA.CA.D7.DA.DT",
        "H7.H8.H9.HK.HT.S7.S8.S9",
        "C7.C8.C9.CK.CT.SK.ST.D8",
        "D9.DK.DQ.HQ.CJ.SJ.HJ.DJ",
    )
    game = SpitzerGame(deal)
    game.apply(CallPartner(None), 0)  # "first trick": he holds all three aces
    facts = facts_of(game.view(1))
    for code in ("CQ", "SQ", "HA", "SA", "CA"):
        assert facts.allowed[Card.parse(code)] == 1 << 0


def test_every_level_plays_legal_whole_deals() -> None:
    for level in LEVELS:
        if level == "strong":
            continue  # the same code as normal with more worlds
        players = [make_player("spitzer", level, i) for i in range(4)]
        for seed in range(1 if level == "normal" else 3):
            game = play_spitzer_deal(SpitzerDeal.from_seed(seed), players)
            assert game.result is not None
            assert sum(game.won_points) == 120


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown computer level"):
        make_player("spitzer", "grandmaster")


def test_search_player_takes_a_sure_last_trick() -> None:
    # Seat 3 plays last to a trick of hearts against the Sneaker's side: it
    # takes the trick (HA or HT) rather than giving it away.
    deal = SpitzerDeal.parse(
        "HK.C7.C8.C9.CK.CT.S7.S8",
        "H7.D8.D9.DK.DT.DA.DJ.HJ",
        "H8.SJ.CJ.DQ.HQ.SQ.D7.CQ",
        "HA.H9.HT.S9.SK.ST.SA.CA",
    )
    game = SpitzerGame(deal)
    for seat in range(4):
        game.apply(PASS, seat)
    game.apply(Play(Card.parse("HK")), 0)
    game.apply(Play(Card.parse("H7")), 1)
    game.apply(Play(Card.parse("H8")), 2)
    player = SpitzerSearchPlayer("normal", 1)
    assert player.choose(game.view(3)) in (Play(Card.parse("HA")), Play(Card.parse("HT")))


def test_strong_hand_declares_and_weak_hand_passes() -> None:
    strong = SpitzerDeal.parse(
        "CQ.D7.SQ.HQ.DQ.CJ.SJ.HJ",
        "H7.H8.H9.HK.HT.S7.S8.S9",
        "C7.C8.C9.CK.CT.SK.ST.D8",
        "D9.DK.DJ.DA.DT.HA.SA.CA",
    )
    game = SpitzerGame(strong)
    player = SpitzerSearchPlayer("normal", 3)
    action = player.choose(game.view(0))
    assert isinstance(action, (CallPartner, DeclareZola)), action
    weak = SpitzerDeal.parse(
        "H7.H8.H9.S7.S8.S9.C7.C8",
        "CQ.D7.SQ.HQ.DQ.CJ.SJ.HJ",
        "HK.HT.SK.ST.CK.CT.C9.D8",
        "D9.DK.DJ.DA.DT.HA.SA.CA",
    )
    assert player.choose(SpitzerGame(weak).view(0)) == PASS


def test_hint_ranks_every_legal_card_with_an_estimate() -> None:
    game = SpitzerGame.from_seed(11)
    for seat in range(4):
        game.apply(PASS, seat)
    view = game.view(0)
    options = spitzer_hint(view, "normal", seed=1)
    assert {o.action for o in options} == set(view.legal)
    scores = [o.expected_score for o in options]
    assert scores == sorted(scores, reverse=True)
    assert all(0 <= o.side_points <= 120 and o.worlds > 0 for o in options)
    assert all(0.0 <= o.win_chance <= 1.0 for o in options)


def test_easy_player_smears_on_a_partner() -> None:
    deal = SpitzerDeal.parse(
        "CQ.CA.H7.H8.H9.S7.S8.S9",
        "D8.C7.HA.HK.HT.SA.SK.ST",
        "SQ.CT.C9.D9.DK.DT.DA.DJ",
        "D7.DQ.HQ.CJ.SJ.HJ.C8.CK",
    )
    game = SpitzerGame(deal)
    for seat in range(4):
        game.apply(PASS, seat)
    for seat, code in enumerate(("CQ", "D8", "D9", "HJ", "CA", "C7")):
        game.apply(Play(Card.parse(code)), [0, 1, 2, 3, 0, 1][seat])
    view = game.view(2)  # seat 2 holds SQ: seat 0 (CQ shown) is its partner and wins
    assert 0 in view.partners()
    assert SpitzerEasyPlayer(0).choose(view) == Play(Card.parse("CT"))


def test_declaration_hint_covers_every_legal_declaration() -> None:
    game = SpitzerGame(
        SpitzerDeal.parse(
            "CQ.SQ.D7.HQ.H7.S7.C7.C8",
            "H8.H9.HK.HT.S8.S9.SK.ST",
            "C9.CK.CT.HA.SA.CA.D8.D9",
            "DK.DT.DA.DJ.HJ.SJ.CJ.DQ",
        )
    )
    view = game.view(0)
    options = spitzer_hint(view, "normal", seed=2)
    assert {o.action for o in options} == set(view.legal)
    assert any(isinstance(o.action, CallPartner) for o in options)
    assert all(o.worlds > 0 for o in options)
