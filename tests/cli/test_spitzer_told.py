"""build_scripts/research/spitzer_told.py: a Spitzer level told every card, as a match."""

from __future__ import annotations

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.ai.spitzer import search
from skat_desktop.engine.spitzer import SpitzerDeal
from skat_desktop.engine.spitzer.actions import Pass
from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN
from skat_desktop.engine.spitzer.game import SpitzerGame


def test_the_told_level_searches_the_true_hands_and_leaves_the_sampler_as_it_was() -> None:
    told = load_build_script("spitzer_told")
    sampler = search.deal_world
    seen: list[tuple[int, ...]] = []
    real_world_game = search.world_game

    def spy(view, world, plays=None):  # type: ignore[no-untyped-def]
        seen.append(tuple(world))
        return real_world_game(view, world, plays)

    game = SpitzerGame(SpitzerDeal.from_seed(11))
    while game.phase.value == "declare":
        game.apply(game.legal_actions()[0])  # everyone passes or makes the first call
    player = told.ToldPlayer("strong", 1)
    player.game = game
    search.world_game = spy
    try:
        player.choose(game.view(game.to_move))
    finally:
        search.world_game = real_world_game
    assert search.deal_world is sampler
    assert seen == [tuple(game.hands)]  # one world, and it is the truth


@pytest.mark.parametrize("told_for", ["all", "cards", "partners"])
def test_a_told_deal_is_played_at_the_eight_tables_of_a_match(told_for: str) -> None:
    told = load_build_script("spitzer_told")
    deal = told.play_deal("strong", "easy", 2026, 0, told_for)
    assert len(deal["tables"]) == 8
    assert sorted(table["who"].count("a") for table in deal["tables"]) == [1] * 4 + [3] * 4
    report = told.summarise_spitzer("strong-told", "easy", [deal])
    assert report["deals"] == 1 and report["tables_per_deal"] == 8


def test_told_the_partners_the_level_pins_only_the_queens_and_leaves_the_rest_sampled() -> None:
    told = load_build_script("spitzer_told")
    seen: list[tuple[int, ...]] = []
    real_world_game = search.world_game
    facts_of = search.facts_of

    def spy(view, world, plays=None):  # type: ignore[no-untyped-def]
        seen.append(tuple(world))
        return real_world_game(view, world, plays)

    game = SpitzerGame(SpitzerDeal.from_seed(11))
    while game.phase.value == "declare":
        game.apply(Pass())  # all pass: the queens' holders play together unseen
    seat = game.to_move
    assert seat is not None
    queens = [1 << BIG_QUEEN, 1 << LITTLE_QUEEN]
    holders = [next(s for s in range(4) if game.hands[s] & q) for q in queens]
    player = told.ToldPlayer("strong", 1, "partners")
    player.game = game
    search.world_game = spy
    try:
        player.choose(game.view(seat))
    finally:
        search.world_game = real_world_game
    assert search.facts_of is facts_of
    assert len(seen) == search.STRONG.play_worlds
    for world in seen:
        assert [next(s for s in range(4) if world[s] & q) for q in queens] == holders
    assert len(set(seen)) > 1  # the other hidden cards are still drawn
