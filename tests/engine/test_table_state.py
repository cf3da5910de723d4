"""``TableState``: the frozen picture the table draws, and the Game's privacy.

The table must not read (or change) the live game: ``state()`` gives a frozen
snapshot of everything it shows, and the game's own fields are private, with
read-only properties left for the callers that still read them.
"""

from __future__ import annotations

import dataclasses

import pytest
from support.engine_helpers import F, M, R, auction_script, mask, new_game, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.scoring import Contract
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.table_state import TableState

PLAY_DEAL = dict(
    f="CJ SJ HJ CA CT CK CQ S9 C8 C7",
    m="DJ HA HT HK HQ H9 H8 H7 SA ST",
    r="DA DT DK DQ D9 D8 D7 SK SQ C9",
    skat="S8 S7",
)


def test_a_fresh_deal() -> None:
    game = new_game(OFFICIAL, **PLAY_DEAL)
    state = game.state()
    assert isinstance(state, TableState)
    assert state.phase is Phase.BIDDING and state.to_move == M and state.actions == 0
    assert state.players == 3 and state.seat_players == (0, 1, 2) and state.dealer is None
    assert state.hands == (mask(PLAY_DEAL["f"]), mask(PLAY_DEAL["m"]), mask(PLAY_DEAL["r"]))
    assert state.skat == mask("S8 S7") and state.skat_owner is None and not state.skat_shown
    assert state.bids == (None, None, None) and state.auction_value == 0
    assert state.declarer is None and state.game_type is None and state.kontra_level == 0
    assert state.dealt is None and state.result is None and state.last_trick is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.phase = Phase.PLAY  # type: ignore[misc]


def test_auction_words_and_the_declarers_skat() -> None:
    game = run(new_game(OFFICIAL.replace(kontra=True), **PLAY_DEAL), "18 hold 20")
    assert game.state().bids == (A.HOLD, A.Bid(20), None)
    run(game, "pass pass")  # F passes at 20, R passes: M plays at 20
    state = game.state()
    assert state.bids == (A.PASS, A.Bid(20), A.PASS)
    assert state.phase is Phase.SKAT and state.declarer == M and state.bid == 20
    assert state.skat_owner is None  # still in the middle until he decides
    run(game, "pickup discard:S8.S7")
    state = game.state()
    assert state.picked_up and state.discards == mask("S8 S7")
    assert state.skat == mask("S8 S7") and state.skat_owner == M
    run(game, "declare:hearts pass")  # F (who held) declines Kontra
    assert game.phase is Phase.PLAY
    assert game.state().bids == (A.PASS, A.Bid(20), A.PASS)  # later words are not bids


def test_play_tricks_open_cards_and_the_end() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(F, 18) + " declare:grand:ouvert")
    state = game.state()
    assert state.contract == Contract(GameType.GRAND, True, True, True, True)
    assert state.open_hand == mask(PLAY_DEAL["f"]) and state.skat_owner == F
    run(game, "CJ DJ")
    state = game.state()
    assert state.trick == (Card.parse("CJ"), Card.parse("DJ")) and state.trick_leader == F
    run(game, "D7")
    state = game.state()
    assert state.trick == () and state.won_points == (4, 0, 0) and state.won_tricks == (1, 0, 0)
    assert state.last_trick is not None and state.last_trick.cards[0] == Card.parse("CJ")
    run(game, "concede accept accept")
    state = game.state()
    assert state.finished and state.result == game.result
    assert state.skat_shown and state.skat_owner is None
    assert state.dealt == (*game.deal.hands, game.deal.skat)


def test_kontra_level_and_pending_offer() -> None:
    rules = OFFICIAL.replace(kontra=True)
    game = run(new_game(rules, **PLAY_DEAL), auction_script(F, 18) + " declare:grand kontra")
    assert game.state().kontra_level == 1 and game.state().kontra_by == M
    run(game, "re CJ DJ D7 claim")
    state = game.state()
    assert state.kontra_level == 2 and state.pending_offer == A.CLAIM
    assert state.phase is Phase.RESPONSE and state.open_hand == game.hands[F]


def test_session_state_names_the_dealer_and_the_seats() -> None:
    session = Session(OFFICIAL.replace(players=4), ("A", "B", "C", "D"), seed=3, first_dealer=2)
    state = session.state()
    assert state.dealer == 2 and state.seat_players == (3, 0, 1)
    assert 2 not in state.seat_players


def test_the_games_fields_are_private_and_read_only() -> None:
    game = new_game(OFFICIAL, **PLAY_DEAL)
    assert all(name.startswith("_") for name in vars(game))
    for name in ("hands", "phase", "to_move", "trick", "tricks", "result", "declarer", "skat"):
        with pytest.raises(AttributeError):
            setattr(game, name, None)
    # What the properties give cannot change the game.
    assert isinstance(game.hands, tuple) and isinstance(game.history, tuple)
    game.auction.value = 99
    assert game.auction.value == 0
    with pytest.raises(TypeError):
        game.skat_seen_by[0] = 1  # type: ignore[index]


def test_state_is_the_same_after_a_replay() -> None:
    game = run(new_game(OFFICIAL, **PLAY_DEAL), auction_script(R, 20) + " pickup discard:S8.S7")
    assert game.copy().state() == game.state()
    assert isinstance(Game.from_seed(OFFICIAL, 1).state(), TableState)
