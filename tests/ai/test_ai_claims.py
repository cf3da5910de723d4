"""Claims and concessions: computer defenders accept a claim only when it holds."""

from __future__ import annotations

import random

import pytest
from support.ai_helpers import quick_player
from support.scale import count

from skat_desktop.ai import solver
from skat_desktop.ai.inference import knowledge
from skat_desktop.ai.sampling import enumerate_worlds
from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.view import GameView


class Claimer:
    """Random card play, but claims from the fifth trick on (once), and concedes sometimes."""

    level = "claimer"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.easy = quick_player("easy", seed)

    def choose(self, view: GameView) -> Action:
        if (
            A.CLAIM in view.legal
            and len(view.tricks) >= 4
            and not any(isinstance(a, A.Claim) for _, a in view.history)
        ):
            return A.CLAIM
        if A.CONCEDE in view.legal and view.tricks and self.rng.random() < 0.05:
            return A.CONCEDE
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        if plays and view.phase is Phase.PLAY:
            return self.rng.choice(plays)
        return self.easy.choose(view)


def _claim_holds(game: Game) -> bool:
    assert game.declarer is not None
    kind = game.trump_kind()
    pos = solver.Position(
        kind,
        (game.hands[0], game.hands[1], game.hands[2]),
        game.declarer,
        game.trick_leader,
        tuple(game.trick),
    )
    if kind == GameType.NULL:
        return solver.reaches(pos, 0)
    return solver.takes_all_tricks(pos)


@pytest.mark.slow
def test_defenders_accept_only_sound_claims() -> None:
    answers = {"accept": 0, "reject": 0}
    for seed in range(count(20, 60)):
        game = Game.from_seed(OFFICIAL, 900 + seed)
        players = [quick_player("easy", seed * 3 + s) for s in range(3)]
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            if game.phase is Phase.PLAY and game.declarer is not None and seat == game.declarer:
                players[seat] = Claimer(seed)  # the declarer turns reckless once play starts
            if game.phase is Phase.PLAY and game.declarer is not None and seat != game.declarer:
                players[seat] = quick_player("normal", seed * 3 + seat)
            view = game.view(seat)
            action = players[seat].choose(view)
            assert action in view.legal
            if game.phase is Phase.RESPONSE and any(
                isinstance(a, A.Claim) for _, a in view.history[-1:]
            ):
                if action == A.ACCEPT:
                    answers["accept"] += 1
                    assert _claim_holds(game), "accepted a claim the defence could beat"
                else:
                    answers["reject"] += 1
            game.apply(action, seat)
    assert answers["accept"] > 0
    assert answers["reject"] > 0


def test_enumeration_is_complete_late_in_the_deal() -> None:
    game = Game.from_seed(OFFICIAL, 5)
    players = [quick_player("easy", s) for s in range(3)]
    while not game.finished and len(game.tricks) < 8:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    if game.finished:
        return
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    worlds = enumerate_worlds(knowledge(view), 10_000)
    assert worlds is not None and len(worlds) == len(set(worlds))
    truth = (game.hands[0], game.hands[1], game.hands[2], game.skat)
    assert truth in worlds
