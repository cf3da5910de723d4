"""RULES.md §13: "Partnership is never told until cards show it" — per-seat views,
the table's state, and the PartnerRevealed events."""

from __future__ import annotations

from support.spitzer_helpers import run, spitzer_game

from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer import Contract, PartnerRevealed, Side
from skat_desktop.engine.spitzer.sides import shown_voids

# D: declaring side, X: opposing side.
D, X = Side.DECLARING, Side.OPPOSING

# CQ at seat 0, SQ at seat 2: a plain partner game when everyone passes.
PARTNERS = (
    "CQ DQ H7 H8 C7 C8 S7 D8",
    "HA H9 HK DJ DA C9 S8 S9",
    "D7 HQ SQ CJ CA CT SA HT",
    "SJ HJ DT DK D9 CK ST SK",
)
# Seat 0 holds both queens and all fail aces; seat 3 holds no trump.
SNEAKER = (
    "CQ SQ CA SA HA D7 HQ DQ",
    "CJ SJ HJ DJ ST SK S9 S8",
    "DA DT DK D9 D8 CT CK C9",
    "C8 C7 S7 HT HK H9 H8 H7",
)
# Seat 0 holds both queens and calls HA, which seat 1 holds.
ACE_CALL = (
    "CQ SQ H7 H8 C7 C8 S7 D8",
    "HA H9 HK DJ DA C9 S8 S9",
    "D7 HQ DQ CJ CA CT SA HT",
    "SJ HJ DT DK D9 CK ST SK",
)


def reveals(events: list[object]) -> dict[int, Side]:
    return {e.seat: e.side for e in events if isinstance(e, PartnerRevealed)}


def test_partners_stay_hidden_until_the_queens_fall() -> None:
    game = spitzer_game(*PARTNERS)
    assert reveals(run(game, "pass pass pass pass")) == {}
    # Each seat knows only its own side; nobody can tell another's.
    assert game.view(0).sides == (D, None, None, None)
    assert game.view(1).sides == (None, X, None, None)
    assert game.view(2).sides == (None, None, D, None)
    assert game.view(3).sides == (None, None, None, X)
    assert game.state().revealed == (None, None, None, None)
    # The CQ holder knows the game is a partner game (he lacks SQ); the others do not.
    assert game.view(0).contract is Contract.PARTNERS
    assert game.view(1).contract is None
    # The Big Queen falls: its holder's side is public; SQ's holder now knows his partner.
    assert reveals(run(game, "CQ")) == {0: D}
    assert game.view(1).sides == (D, X, None, None)
    assert game.view(2).sides == (D, X, D, X)
    assert game.view(2).partners() == (0,)
    assert game.view(1).partners() == ()
    # The Little Queen falls: everyone can tell every side.
    assert reveals(run(game, "DJ SQ")) == {1: X, 2: D, 3: X}
    assert game.state().revealed == (D, X, D, X)
    assert game.view(3).contract is Contract.PARTNERS


def test_a_view_hides_the_other_hands_until_the_end() -> None:
    game = spitzer_game(*PARTNERS)
    run(game, "pass pass pass pass CQ")
    view = game.view(1)
    assert view.hand == game.hands[1]
    assert view.final_hands is None
    assert view.unknown_mask == (game.hands[0] | game.hands[2] | game.hands[3])
    assert view.hand_sizes == (7, 8, 8, 8)


def test_a_sneaker_is_hidden_until_both_queens_come_from_one_hand() -> None:
    game = spitzer_game(*SNEAKER)
    run(game, "pass pass pass pass")
    assert game.view(0).contract is Contract.SNEAKER
    assert game.view(0).sides == (D, X, X, X)
    assert game.view(1).contract is None
    assert reveals(run(game, "CQ CJ D8")) == {0: D}
    # Seat 3 shows it holds no trump: it cannot hold a queen, so it is an opponent.
    events = run(game, "H7")
    assert reveals(events) == {3: X}
    assert shown_voids(game)[3] == 0b0001  # the trump group
    assert game.view(1).sides == (D, X, None, X)
    assert game.view(1).contract is None
    # The Little Queen from the same hand: a Sneaker, public now.
    assert reveals(run(game, "SQ SJ D9 H8")) == {1: X, 2: X}
    assert game.view(2).contract is Contract.SNEAKER
    assert game.state().revealed == (D, X, X, X)


def test_an_ace_call_shows_the_caller_and_the_ace_its_holder() -> None:
    game = spitzer_game(*ACE_CALL)
    assert reveals(run(game, "call:HA")) == {0: D}
    assert game.view(1).sides == (D, D, X, X)  # the ace's holder knows at once
    assert game.view(2).sides == (D, None, X, None)
    assert game.view(1).ace_duty and not game.view(2).ace_duty
    assert game.view(2).called_ace == Card.parse("HA")
    assert reveals(run(game, "H7 HA")) == {1: D, 2: X, 3: X}


def test_a_void_in_the_called_suit_shows_a_seat_lacks_the_ace() -> None:
    game = spitzer_game(*ACE_CALL)
    run(game, "call:HA")
    assert reveals(run(game, "S7 S8 SA ST")) == {}
    assert game.state().revealed == (D, None, None, None)
    # Seat 2 leads hearts; seat 3 trumps: it has no heart, so not the ace.
    assert reveals(run(game, "HT D9")) == {3: X}
    assert game.state().revealed == (D, None, None, X)


def test_the_table_state_is_a_frozen_snapshot() -> None:
    game = spitzer_game(*PARTNERS)
    run(game, "pass pass pass pass CQ DJ SQ SJ")
    state = game.state()
    assert state.dealer == 3
    assert state.trick == ()
    assert state.last_trick is not None and state.last_trick.winner == 0
    assert state.won_points == (3 + 2 + 3 + 2, 0, 0, 0)
    assert state.declarations == ((0, None), (1, None), (2, None), (3, None))
    run(game, "H7")
    assert state.trick == () and game.state().trick == (Card.parse("H7"),)
