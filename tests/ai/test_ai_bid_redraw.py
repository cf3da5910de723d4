"""The auction's worlds, drawn again once another seat has said something.

By default a seat's auction worlds are drawn at its first auction decision and
serve the whole auction. With ``redraw_bid_worlds`` they are drawn again
whenever another seat has bid, held or passed since, so that the soft
evidence of those bids weighs them; the new draw comes from a stream of its
own and leaves the player's main stream as it would be without it.
"""

from __future__ import annotations

import dataclasses

from support.engine_helpers import CLUBS_HAND_DEAL, new_game, run

from skat_desktop.ai import auction
from skat_desktop.ai.search_config import STRONG
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.view import GameView

SMALL = dataclasses.replace(STRONG, bid_worlds=4)
"""Few worlds: these tests ask when worlds are drawn, not what they say."""
REDRAW = dataclasses.replace(SMALL, redraw_bid_worlds=True)


def _view(script: str) -> GameView:
    game = run(new_game(OFFICIAL, **CLUBS_HAND_DEAL), script)
    assert game.to_move is not None
    view: GameView = game.view(game.to_move)
    return view


def test_others_said_reads_the_other_seats_only() -> None:
    # Forehand after "18 hold 20": middlehand has said 20, rearhand nothing.
    assert auction.others_said(_view("18 hold 20")) == ((20, 0), (0, 0))
    # Forehand in the skat phase after both others passed: only his own bid
    # of 18 is new, and it says nothing about the others' cards.
    assert auction.others_said(_view("pass pass 18")) == auction.others_said(_view("pass pass"))


def test_without_the_setting_the_first_worlds_serve_the_whole_auction() -> None:
    player = SearchPlayer("strong", seed=5, config=SMALL)
    first = auction.bid_eval(player, _view("18"))
    assert auction.bid_eval(player, _view("18 hold 20")) is first
    assert auction.bid_eval(player, _view("18 hold pass pass")) is first


def test_a_new_bid_of_another_seat_draws_the_worlds_again() -> None:
    player = SearchPlayer("strong", seed=5, config=REDRAW)
    first = auction.bid_eval(player, _view("18"))
    later_view = _view("18 hold 20")
    later = auction.bid_eval(player, later_view)
    assert later is not first
    assert later.view is later_view  # priced at what the seat now knows
    # Asked again with nothing new said, the new worlds are reused.
    assert auction.bid_eval(player, _view("18 hold 20")) is later
    # Middlehand's pass at 20 and rearhand's pass are news again.
    assert auction.bid_eval(player, _view("18 hold pass pass")) is not later


def test_the_seats_own_bid_draws_nothing_new() -> None:
    player = SearchPlayer("strong", seed=5, config=REDRAW)
    first = auction.bid_eval(player, _view("pass pass"))
    assert auction.bid_eval(player, _view("pass pass 18")) is first


def test_the_first_draw_is_the_levels_and_a_redraw_leaves_the_main_stream_alone() -> None:
    plain = SearchPlayer("strong", seed=5, config=SMALL)
    redraw = SearchPlayer("strong", seed=5, config=REDRAW)
    first = auction.bid_eval(plain, _view("18")).worlds
    assert auction.bid_eval(redraw, _view("18")).worlds == first
    auction.bid_eval(plain, _view("18 hold 20"))
    auction.bid_eval(redraw, _view("18 hold 20"))
    # Whatever is drawn after the auction (discards, card play) is drawn
    # from the same state of the main stream with and without the setting.
    assert redraw._rng.getstate() == plain._rng.getstate()
    assert redraw.redraw_rng.getstate() != plain.redraw_rng.getstate()


def test_the_redraw_stream_is_seeded_by_the_players_seed() -> None:
    one = SearchPlayer("strong", seed=5, config=REDRAW)
    two = SearchPlayer("strong", seed=5, config=REDRAW)
    auction.bid_eval(one, _view("18"))
    auction.bid_eval(two, _view("18"))
    assert (
        auction.bid_eval(one, _view("18 hold 20")).worlds
        == auction.bid_eval(two, _view("18 hold 20")).worlds
    )
