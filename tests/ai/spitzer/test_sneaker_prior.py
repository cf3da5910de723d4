"""Worlds doubt a silent Sneaker: a seat that passed seldom holds both queens.

Every player holding both queens may call a partner, so one who passed with
them chose to play alone unseen. The levels never do and people seldom do, so
``strong``'s card play keeps such a world only now and then; the cards
themselves, when they show a Sneaker, always win over the belief.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from skat_desktop.ai.spitzer import search
from skat_desktop.ai.spitzer.search import NORMAL, STRONG, SpitzerSearchPlayer
from skat_desktop.ai.spitzer.worlds import Facts, World, deal_world, facts_of, holder
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import PASS
from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.game import SpitzerGame

# Seat 0 holds no queen; the queens lie with seats 2 and 3.
DEAL = SpitzerDeal.parse(
    "CA.CT.CK.C9.HA.HT.SA.ST",
    "D7.DA.DT.DK.H7.H8.S7.S8",
    "CQ.HQ.CJ.SJ.C8.C7.H9.S9",
    "SQ.DQ.HJ.DJ.D9.D8.HK.SK",
)


def _all_passed() -> SpitzerGame:
    game = SpitzerGame(DEAL)
    for seat in range(4):
        game.apply(PASS, seat)
    return game


def _sneaker_share(facts: Facts, odds: float, draws: int = 600) -> float:
    rng = random.Random(11)
    sneakers = 0
    for _ in range(draws):
        world = deal_world(facts, rng, sneak_odds=odds)
        assert world is not None
        big = holder(BIG_QUEEN, world, facts.plays)
        sneakers += big != facts.viewer and holder(LITTLE_QUEEN, world, facts.plays) == big
    return sneakers / draws


def test_the_seats_that_passed_are_in_the_facts_without_the_viewer() -> None:
    game = SpitzerGame(DEAL)
    game.apply(PASS, 0)
    game.apply(PASS, 1)
    assert facts_of(game.view(2)).passers == frozenset({0, 1})
    game.apply(PASS, 2)
    game.apply(PASS, 3)
    assert facts_of(game.view(0)).passers == frozenset({1, 2, 3})


def test_a_seat_that_passed_holds_both_queens_only_as_often_as_believed() -> None:
    facts = facts_of(_all_passed().view(0))
    plain = _sneaker_share(facts, 1.0)
    assert 0.22 < plain < 0.40  # 7 in 23 of the hard facts' worlds
    assert _sneaker_share(facts, 0.0) == 0.0
    doubted = _sneaker_share(facts, 0.1)
    assert 0.01 < doubted < 0.10  # about 0.03 / 0.73 after drawing again


def test_no_world_is_doubted_where_nobody_passed() -> None:
    facts = facts_of(_all_passed().view(0))
    assert _sneaker_share(dataclasses.replace(facts, passers=frozenset()), 0.0) > 0.2


def test_a_sneaker_the_cards_leave_no_way_around_is_kept() -> None:
    facts = facts_of(_all_passed().view(0))
    allowed = dict(facts.allowed)
    allowed[BIG_QUEEN] = allowed[LITTLE_QUEEN] = 1 << 2
    forced = dataclasses.replace(facts, allowed=allowed)
    world = deal_world(forced, random.Random(3), sneak_odds=0.0)
    assert world is not None
    assert world[2] >> BIG_QUEEN & 1 and world[2] >> LITTLE_QUEEN & 1


@pytest.mark.parametrize(("config", "card_odds"), [(STRONG, 0.1), (NORMAL, 1.0)])
def test_only_strong_card_play_doubts_a_sneaker_and_no_declaration_does(
    monkeypatch: pytest.MonkeyPatch, config: search.Config, card_odds: float
) -> None:
    asked: list[float] = []
    real = search.deal_world

    def recording(facts: Facts, rng: random.Random, **kwargs: float) -> World | None:
        asked.append(kwargs.get("sneak_odds", 1.0))
        return real(facts, rng, **kwargs)

    monkeypatch.setattr(search, "deal_world", recording)
    player = SpitzerSearchPlayer(config=config, seed=1)
    declaring = SpitzerGame(DEAL)
    assert player.options(declaring.view(0))
    assert set(asked) == {1.0}
    asked.clear()
    game = _all_passed()
    game.apply(Play(Card.parse("CA")), 0)
    assert player.options(game.view(1))
    assert set(asked) == {card_odds}
