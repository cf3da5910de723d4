"""ai/declarer_shape.py: what the declarer's trump suit and discards say about his lengths."""

from __future__ import annotations

import math
import random

import pytest
from support.ai_helpers import quick_player

from skat_desktop.ai import declarer_shape as ds
from skat_desktop.ai.inference import Likelihood, knowledge
from skat_desktop.ai.sampling import deal_world
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL

D, H, S, C = 0, 1, 2, 3
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)


def mask(*cards: tuple[int, int]) -> int:
    return sum(1 << (suit * 8 + rank) for suit, rank in cards)


def test_excess_counts_the_longest_other_suit_against_the_trump_suit_without_jacks() -> None:
    # Hearts declared with three plain hearts, four clubs (one of them a jack, not counted as
    # a club) and the skat's two clubs picked up: clubs 5 against hearts 3.
    hand = mask((H, ACE), (H, TEN), (H, KING), (C, JACK), (C, ACE), (C, SEVEN), (C, EIGHT))
    hand |= mask((D, ACE), (S, ACE), (S, TEN))
    skat = mask((C, NINE), (C, QUEEN))
    # He laid two clubs away and kept three.
    assert ds.features(GameType.HEARTS, hand, skat, picked_up=True) == (2, 3)
    # As a hand game the skat is not his: clubs 3 against hearts 3.
    assert ds.features(GameType.HEARTS, hand, skat, picked_up=False) == (0, ds.NO_DISCARD)
    # Clubs declared on the same twelve cards: hearts 3 against clubs 5.
    assert ds.features(GameType.CLUBS, hand, skat, picked_up=True)[0] == -2


def test_the_values_stay_within_their_bounds() -> None:
    # Seven plain clubs and no plain diamond in a Diamonds game: +7 counts as the bound.
    hand = mask(*((C, r) for r in (SEVEN, EIGHT, NINE, TEN, QUEEN, KING, ACE)))
    hand |= mask((D, JACK), (H, JACK), (S, JACK))
    skat = mask((H, SEVEN), (H, EIGHT))
    assert ds.features(GameType.DIAMONDS, hand, skat, picked_up=True) == (ds.EXCESS_RANGE[1], 0)
    # Trumps alone laid away say nothing of kept cards.
    assert ds.features(GameType.DIAMONDS, hand, mask((C, JACK), (D, SEVEN)), True)[1] == (
        ds.NO_DISCARD
    )
    # Seven clubs kept after a club laid away count as the bound.
    hand = (hand & ~mask((C, SEVEN))) | mask((D, EIGHT))
    assert ds.features(GameType.DIAMONDS, hand, mask((C, SEVEN), (D, NINE)), True)[1] == (
        ds.KEPT_MAX
    )


def test_a_grand_has_no_excess_and_only_trumps_laid_away_tell_nothing_of_kept() -> None:
    hand = mask((C, JACK), (S, JACK), (H, ACE), (H, TEN), (H, KING), (D, ACE), (D, TEN))
    hand |= mask((S, ACE), (S, TEN), (C, ACE))
    assert ds.features(GameType.GRAND, hand, mask((H, JACK), (D, JACK)), True) == (
        0,
        ds.NO_DISCARD,
    )
    assert ds.features(GameType.GRAND, hand, mask((H, SEVEN), (D, JACK)), True) == (0, 3)


def test_shape_weights_scale_each_habit_and_read_nothing_when_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = mask((H, ACE), (H, TEN), (C, ACE), (C, SEVEN), (C, EIGHT), (C, NINE))
    skat = mask((S, SEVEN), (S, EIGHT))
    base = ds.log_weight(GameType.HEARTS, hand, skat, True)
    assert ds.NO_SHAPE.log_weight(GameType.HEARTS, hand, skat, True) == 0.0
    assert not ds.NO_SHAPE.active
    weights = ds.ShapeWeights(2.0, kept=3.0)
    assert weights.log_weight(GameType.HEARTS, hand, skat, True) == pytest.approx(
        2.0 * ds.log_weight(GameType.HEARTS, hand, skat, True, 3.0)
    )
    assert ds.ShapeWeights(2.0).log_weight(GameType.HEARTS, hand, skat, True) == pytest.approx(
        2.0 * base
    )
    assert weights.log_weight(GameType.NULL, hand, skat, True) == 0.0


def test_null_has_no_features_and_no_weight() -> None:
    hand = mask((H, SEVEN), (H, EIGHT), (S, SEVEN))
    assert ds.features(GameType.NULL, hand, 0, True) is None
    assert ds.log_weight(GameType.NULL, hand, 0, True) == 0.0


def test_the_weight_adds_the_log_of_each_feature_value(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = mask((H, ACE), (H, TEN), (C, ACE), (C, SEVEN), (C, EIGHT), (C, NINE))
    skat = mask((S, SEVEN), (S, EIGHT))
    assert ds.features(GameType.HEARTS, hand, skat, True) == (2, 0)
    monkeypatch.setitem(ds.EXCESS_LOG, 2, -1.5)
    monkeypatch.setitem(ds.KEPT_LOG, 0, 0.25)
    assert ds.log_weight(GameType.HEARTS, hand, skat, True) == pytest.approx(-1.25)
    assert ds.log_weight(GameType.HEARTS, hand, skat, True, 3.0) == pytest.approx(-0.75)
    monkeypatch.delitem(ds.KEPT_LOG, 0)
    assert ds.log_weight(GameType.HEARTS, hand, skat, True) == pytest.approx(-1.5)


def test_a_defender_s_likelihood_weighs_the_declarer_s_shape_only_when_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for seed in range(40):
        game = Game.from_seed(OFFICIAL, seed)
        players = [quick_player("easy", s) for s in range(3)]
        while game.phase is not Phase.PLAY and not game.finished:
            seat = game.to_move
            assert seat is not None
            game.apply(players[seat].choose(game.view(seat)), seat)
        contract = game.contract
        if game.finished or contract is None or contract.game is GameType.NULL:
            continue
        declarer = game.declarer
        assert declarer is not None
        view = game.view(next(s for s in range(3) if s != declarer))
        know = knowledge(view)
        for value in range(ds.EXCESS_RANGE[0], ds.EXCESS_RANGE[1] + 1):
            monkeypatch.setitem(ds.EXCESS_LOG, value, -0.5 * value)
        plain = Likelihood.of(view, know, 1.0)
        shaped = Likelihood.of(view, know, 1.0, shape=ds.ShapeWeights(2.0))
        kept_twice = Likelihood.of(view, know, 1.0, shape=ds.ShapeWeights(2.0, kept=2.0))
        rng = random.Random(seed)
        extras = set()
        for _ in range(20):
            w = deal_world(know, rng)
            game_kind = int(contract.game)
            extra = ds.log_weight(game_kind, w[declarer], w[3], view.picked_up)
            assert shaped.weight(w) == pytest.approx(plain.weight(w) * math.exp(2.0 * extra))
            extra2 = ds.log_weight(game_kind, w[declarer], w[3], view.picked_up, 2.0)
            assert kept_twice.weight(w) == pytest.approx(plain.weight(w) * math.exp(2.0 * extra2))
            extras.add(extra)
        if len(extras) > 1:
            return
    pytest.fail("no trump game with worlds of different shapes in the seeds tried")
