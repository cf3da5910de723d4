"""Card-play evidence: worlds are weighed by whether a sensible player would
have played the observed cards with the hand each world gives him."""

from __future__ import annotations

import math
import random

from support.ai_helpers import play_deal
from support.engine_helpers import new_game, run

from skat_desktop.ai import play_evidence
from skat_desktop.ai.sampling import consistent, sample_worlds
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import CLUB, OFFICIAL
from skat_desktop.engine.skat.view import GameView

FOLLOW = math.log(play_evidence.MISMATCH_FOLLOW)


def _smear_game() -> Game:
    """Clubs hand game by Forehand; Middlehand takes the heart lead with the
    ace and Rearhand, his partner's trick already safe, adds the eight."""
    game = new_game(
        OFFICIAL,
        f="CJ SJ HJ DJ CA CT CK CQ C9 H7",
        m="HA HK D7 D8 D9 DT DQ DK DA S7",
        r="H8 H9 C8 C7 SA ST SK SQ S9 S8",
        skat="HT HQ",
    )
    return run(game, "18 hold pass pass declare:clubs H7 HA H8")


def _swap(world: tuple[int, int, int, int], loc: int, out: str, into: str) -> tuple[int, ...]:
    """``world`` with card ``out`` of location ``loc`` exchanged for the skat's ``into``."""
    a, b = 1 << Card.parse(out), 1 << Card.parse(into)
    w = list(world)
    w[loc] = w[loc] & ~a | b
    w[3] = w[3] & ~b | a
    return tuple(w)


def test_a_world_where_the_partner_would_have_smeared_weighs_less() -> None:
    game = _smear_game()
    view = game.view(0)
    obs = play_evidence.observations(view)
    assert [(o.seat, Card(o.card)) for o in obs] == [(2, Card.parse("H8")), (1, Card.parse("HA"))]
    truth = (game.hands[0], game.hands[1], game.hands[2], game.skat)
    assert play_evidence.log_weight(obs, truth) == 0.0
    # Had Rearhand held the ten of hearts, the model would have smeared it.
    ten = _swap(truth, 2, "S9", "HT")
    assert consistent(view, (ten[0], ten[1], ten[2], ten[3]))
    assert play_evidence.log_weight(obs, ten) == FOLLOW
    # The queen too: the model smears the most points it can.
    assert play_evidence.log_weight(obs, _swap(truth, 2, "S9", "HQ")) == FOLLOW


def test_small_cards_of_one_suit_are_interchangeable() -> None:
    game = _smear_game()
    assert play_evidence._interchangeable(game.trump_kind(), Card.parse("H9"), Card.parse("H8"))
    assert play_evidence._interchangeable(game.trump_kind(), Card.parse("H7"), Card.parse("H8"))
    assert not play_evidence._interchangeable(game.trump_kind(), Card.parse("HQ"), Card.parse("HK"))
    assert not play_evidence._interchangeable(game.trump_kind(), Card.parse("C7"), Card.parse("H7"))


def test_own_plays_and_the_auction_tell_nothing() -> None:
    game = _smear_game()
    assert all(o.seat != 1 for o in play_evidence.observations(game.view(1)))
    bidding = new_game(
        OFFICIAL,
        f="CJ SJ HJ DJ CA CT CK CQ C9 H7",
        m="HA HK D7 D8 D9 DT DQ DK DA S7",
        r="H8 H9 C8 C7 SA ST SK SQ S9 S8",
        skat="HT HQ",
    )
    assert play_evidence.observations(bidding.view(0)) == ()
    assert play_evidence.observations(run(bidding, "18").view(0)) == ()


def test_a_mismatch_weighs_by_the_position_of_the_play() -> None:
    """Declarer's leads say most about his hand, defenders' leads least."""
    game = run(_smear_game(), "D7")  # Middlehand won the first trick and leads
    declarer_lead = math.log(play_evidence.MISMATCH_DECLARER_LEAD)
    defender_lead = math.log(play_evidence.MISMATCH_DEFENDER_LEAD)
    assert declarer_lead < FOLLOW < defender_lead < 0
    seen = [(o.seat, Card(o.card), o.penalty) for o in play_evidence.observations(game.view(0))]
    assert seen == [
        (1, Card.parse("D7"), defender_lead),
        (2, Card.parse("H8"), FOLLOW),
        (1, Card.parse("HA"), FOLLOW),
    ]
    lead = play_evidence.observations(game.view(2))[-1]
    assert (lead.seat, Card(lead.card), lead.penalty) == (0, Card.parse("H7"), declarer_lead)


def test_recent_plays_only() -> None:
    game = run(_smear_game(), "D7")  # Middlehand won the first trick and leads
    view = game.view(0)
    assert len(play_evidence.observations(view, limit=1)) == 1
    assert len(play_evidence.observations(view)) == 3


def test_the_truth_never_pays_when_the_players_are_the_model() -> None:
    """With ``easy`` players in every seat the model is exact: the real
    hands match every observed card (suit games, Grand and Null alike)."""
    checked = 0

    def check(game: Game, view: GameView) -> None:
        nonlocal checked
        if view.phase is Phase.PLAY:
            obs = play_evidence.observations(view)
            truth = (game.hands[0], game.hands[1], game.hands[2], game.skat)
            assert play_evidence.log_weight(obs, truth) == 0.0, (view.tricks, view.trick)
            checked += bool(obs)

    for rules in (OFFICIAL, CLUB):
        for seed in range(60, 72):
            play_deal(rules, seed, ("easy", "easy", "easy"), on_view=check)
    assert checked > 100


def test_sampling_with_play_evidence_keeps_every_hard_fact() -> None:
    game = run(_smear_game(), "D7")
    view = game.view(0)
    worlds = sample_worlds(view, 16, random.Random(3), oversample=4, play=1.0)
    assert len(worlds) == 16
    assert all(consistent(view, w) for w in worlds)
