"""Inference and sampling: voids are excluded, and every world is consistent."""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterable, Iterator, Sequence

from support.ai_helpers import quick_player
from support.engine_helpers import new_game, run

from skat_desktop.ai.inference import SKAT, Likelihood, auction_facts, knowledge
from skat_desktop.ai.sampling import consistent, deal_world, placeable, sample_worlds
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import CLUB, OFFICIAL, PUB, RuleSet
from skat_desktop.engine.skat.tricks import FOLLOW
from skat_desktop.engine.skat.view import GameView


def _views(
    rules: RuleSet, seeds: Iterable[int], levels: Sequence[str] = ("easy", "random", "easy")
) -> Iterator[tuple[Game, GameView]]:
    for seed in seeds:
        game = Game.from_seed(rules, seed)
        players = [quick_player(levels[s], seed + s) for s in range(3)]
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            for s in range(3):
                yield game, game.view(s)
            game.apply(players[seat].choose(game.view(seat)), seat)


def test_void_is_excluded() -> None:
    # Forehand leads a heart; Middlehand has none and throws a diamond.
    game = new_game(
        OFFICIAL,
        f="HA HT HK HQ H9 CJ SJ C7 C8 C9",
        m="D7 D8 D9 DT DQ DK DA S7 S8 S9",
        r="H8 H7 HJ DJ CA CT CK CQ SA ST",
        skat="SK SQ",
    )
    run(game, "18 hold pass pass pickup discard:SK.SQ declare:clubs HA D7")
    view = game.view(2)
    know = knowledge(view)
    assert game.contract is not None
    hearts = FOLLOW[int(game.contract.game)][Card.parse("HA")]
    assert know.voids[1] & hearts == hearts
    for c in range(32):
        if hearts >> c & 1 and c in know.allowed:
            assert not know.allowed[c] >> 1 & 1, Card(c)
    rng = random.Random(1)
    for _ in range(50):
        world = deal_world(know, rng)
        assert not world[1] & hearts
        assert consistent(view, world)


def test_truth_always_allowed_and_worlds_consistent() -> None:
    rng = random.Random(5)
    checked = 0
    for rules in (OFFICIAL, CLUB, PUB):
        for game, view in _views(rules, range(40, 46)):
            know = knowledge(view)
            truth = [game.hands[0], game.hands[1], game.hands[2], game.skat]
            for c, allowed in know.allowed.items():
                loc = next(i for i in range(4) if truth[i] >> c & 1)
                assert allowed >> loc & 1, (view.phase, Card(c), loc)
            assert consistent(view, (truth[0], truth[1], truth[2], truth[3]))
            if checked % 7 == 0:
                for w in sample_worlds(view, 4, rng, oversample=2):
                    assert consistent(view, w)
                    assert w[view.seat] == view.hand
            checked += 1
    assert checked > 300


def test_likelihood_prefers_the_bidders_strength() -> None:
    # Middlehand bid 40 and is declarer: worlds giving him the top jacks weigh more.
    game = Game.from_seed(OFFICIAL, 11)
    rng = random.Random(3)
    players = [quick_player("easy", s) for s in range(3)]
    while game.phase is not Phase.PLAY and not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    if game.finished or game.declarer is None:
        return
    defender = next(s for s in range(3) if s != game.declarer)
    view = game.view(defender)
    know = knowledge(view)
    like = Likelihood.of(view, know)
    weights = [like.weight(deal_world(know, rng)) for _ in range(200)]
    assert all(w > 0 and math.isfinite(w) for w in weights)
    assert max(weights) > min(weights)
    facts = auction_facts(view)
    assert max(facts.said) == game.bid


def test_skat_location_counts() -> None:
    for _game, view in _views(OFFICIAL, range(60, 62)):
        know = knowledge(view)
        if view.phase is Phase.BIDDING:
            assert know.capacity[SKAT] == 2
        if view.seat == view.declarer and view.picked_up and view.phase is Phase.PLAY:
            assert know.capacity[SKAT] == 0


def test_sample_worlds_deals_its_candidates_with_the_given_deal() -> None:
    """A caller's ``deal`` deals every candidate (the evidence weighs them as
    usual); the default deals exactly as :func:`deal_world` does."""
    game = Game.from_seed(OFFICIAL, 11)
    players = [quick_player("easy", s) for s in range(3)]
    while game.phase is not Phase.PLAY and not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    assert game.declarer is not None
    defender = next(s for s in range(3) if s != game.declarer)
    view = game.view(defender)
    dealt: list[tuple[int, int, int, int]] = []

    def counting(know: object, rng: random.Random) -> tuple[int, int, int, int]:
        w = deal_world(know, rng)  # type: ignore[arg-type]
        dealt.append(w)
        return w

    worlds = sample_worlds(view, 6, random.Random(5), oversample=3, deal=counting)
    assert len(worlds) == 6 and len(dealt) >= 18
    assert set(worlds) <= set(dealt)
    plain = sample_worlds(view, 6, random.Random(5), oversample=3)
    assert plain == sample_worlds(view, 6, random.Random(5), oversample=3, deal=deal_world)
    assert plain == worlds


def test_placeable_says_whether_the_facts_leave_room_for_every_card() -> None:
    game = Game.from_seed(OFFICIAL, 11)
    know = knowledge(game.view(0))
    assert placeable(know)
    # Every unknown card barred from seat 1: seat 2 and the skat cannot take them all.
    barred = {c: m & ~(1 << 1) for c, m in know.allowed.items()}
    assert not placeable(dataclasses.replace(know, allowed=barred))
