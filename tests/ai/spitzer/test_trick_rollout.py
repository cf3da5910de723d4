"""The trick rollouts: a card valued with its trick finished by seats that see only their cards."""

from __future__ import annotations

import dataclasses
import random

from skat_desktop.ai.spitzer.easy import SpitzerEasyPlayer
from skat_desktop.ai.spitzer.search import STRONG, SpitzerSearchPlayer
from skat_desktop.ai.spitzer.trick_rollout import dealt_hands, trick_value
from skat_desktop.ai.spitzer.worlds import Plays, deal_world, facts_of, relative_score
from skat_desktop.engine.actions import Play
from skat_desktop.engine.spitzer.actions import PASS, CallPartner
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame, callable_aces


def _play_until(game: SpitzerGame, tricks: int, seed: int) -> None:
    """Easy players on, until ``tricks`` tricks are complete."""
    players = [SpitzerEasyPlayer(seed + s) for s in range(4)]
    while len(game.tricks) < tricks or game.phase is Phase.DECLARE:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)


def test_dealt_hands_are_the_hands_in_play_plus_the_cards_played() -> None:
    game = SpitzerGame.from_seed(11)
    _play_until(game, 3, 5)
    view = game.view(0)
    hands = (game.hands[0], game.hands[1], game.hands[2], game.hands[3])
    assert dealt_hands(hands, Plays.of(view)) == game.deal.hands


def test_last_trick_rollout_in_the_true_world_is_the_real_result() -> None:
    for seed in range(6):
        game = SpitzerGame.from_seed(100 + seed)
        _play_until(game, 7, seed)
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        (card,) = [int(a.card) for a in view.legal if isinstance(a, Play)]
        truth = (game.hands[0], game.hands[1], game.hands[2], game.hands[3])
        value = trick_value(view, truth, Plays.of(view), card, SpitzerEasyPlayer(0))
        finished = game.copy()
        _play_until(finished, 8, seed)
        result = finished.result
        assert result is not None and value is not None
        points = result.side_points if seat in result.side else 120 - result.side_points
        assert value == (relative_score(result.scores, seat), points)


def test_a_world_where_the_caller_could_not_have_called_his_ace_is_refused() -> None:
    refused = kept = 0
    for seed in range(400):
        game = SpitzerGame.from_seed(seed)
        calls = [a for a in game.legal_actions(0) if isinstance(a, CallPartner) and a.ace]
        if not calls:
            continue
        game.apply(calls[0], 0)
        ace = calls[0].ace
        assert ace is not None
        while game.phase is Phase.DECLARE:
            game.apply(PASS)
        # worlds as seat 1 sees them: seat 0's hand is drawn, the call ignored
        facts = facts_of(game.view(1))
        leader_view = game.view(0)
        plays = Plays.of(leader_view)
        rng = random.Random(seed)
        for _ in range(6):
            world = deal_world(facts, rng)
            assert world is not None
            card = min(c for c in range(32) if world[0] >> c & 1)
            value = trick_value(leader_view, world, plays, card, SpitzerEasyPlayer(1))
            legal_call = ace in callable_aces(world[0])
            assert (value is None) == (not legal_call)
            refused += value is None
            kept += value is not None
        if refused and kept > 20:
            break
    assert refused and kept


def test_strong_reranks_its_best_cards_and_still_ranks_every_legal_card() -> None:
    config = dataclasses.replace(STRONG, rollout_cards=2, rollout_worlds=3, answer_worlds=2)
    game = SpitzerGame.from_seed(7)
    _play_until(game, 1, 3)
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    options = SpitzerSearchPlayer(seed=4, config=config).options(view)
    assert sorted(str(o.action) for o in options) == sorted(str(a) for a in view.legal)
    assert [o.worlds for o in options[:2]] == [3, 3]
    assert all(o.worlds == STRONG.play_worlds for o in options[2:])
