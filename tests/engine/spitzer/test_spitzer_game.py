"""RULES.md §13 as played deals: dealing, declarations, following, the called ace,
"first trick", Sneaker, the declaring side where the rules are silent, refusals."""

from __future__ import annotations

import pytest
from support.spitzer_helpers import action, run, spitzer_game

from skat_desktop.engine.actions import Bid
from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.errors import IllegalActionError
from skat_desktop.engine.events import CardPlayed, DealFinished, TrickWon
from skat_desktop.engine.spitzer import (
    PASS,
    CallPartner,
    Column,
    Contract,
    Declared,
    DeclareSchneider,
    DeclareZola,
    IllegalSpitzerActionError,
    PartnerRevealed,
    Passed,
    Phase,
    Play,
    PlayBegins,
    Side,
    SpitzerDeal,
    SpitzerGame,
    SpitzerReason,
    callable_aces,
)

# Seat 0 holds both queens and hearts without the heart ace; seat 1 holds HA.
D1 = (
    "CQ SQ H7 H8 C7 C8 S7 D8",
    "HA H9 HK DJ DA C9 S8 S9",
    "D7 HQ DQ CJ CA CT SA HT",
    "SJ HJ DT DK D9 CK ST SK",
)
# Seat 1 holds both queens; seat 0 holds HA, no trump, no club.
D2 = (
    "HA H9 HK S8 S9 ST SK SA",
    "CQ SQ H7 H8 C7 C8 S7 D8",
    "D7 HQ DQ CJ SJ CA CT HT",
    "HJ DJ DA DT DK D9 CK C9",
)
# Seat 0: both queens and all three fail aces.
D3 = (
    "CQ SQ CA SA HA D7 HQ DQ",
    "CJ SJ HJ DJ ST SK S9 S8",
    "DA DT DK D9 D8 CT CK C9",
    "C8 C7 S7 HT HK H9 H8 H7",
)
# Seat 0 can take every trick; the others hold three trumps each.
D4 = (
    "CQ D7 SQ HQ DQ CA SA HA",
    "CJ SJ HJ CT CK C9 C8 C7",
    "DJ DA DT ST SK S9 S8 S7",
    "DK D9 D8 HT HK H9 H8 H7",
)
D4_ALL_TRICKS = (
    "CQ CJ DJ DK  D7 SJ DA D9  SQ HJ DT D8  HQ CT ST HT "
    "DQ CK SK HK  CA C9 S9 H9  SA C8 S8 H8  HA C7 S7 H7"
)
# D1 with the queens split: CQ at seat 0, SQ at seat 2.
D5 = (
    "CQ DQ H7 H8 C7 C8 S7 D8",
    "HA H9 HK DJ DA C9 S8 S9",
    "D7 HQ SQ CJ CA CT SA HT",
    "SJ HJ DT DK D9 CK ST SK",
)


def cards(text: str) -> str:
    return str(CardSet.parse(text.replace(" ", ".")))


def plays(game: SpitzerGame) -> str:
    return str(CardSet(Card(a.card) for a in game.legal_actions() if isinstance(a, Play)))


# ---------------------------------------------------------------- the deal


def test_the_deal_is_three_two_three_from_the_dealers_left() -> None:
    deal = SpitzerDeal.from_order(list(range(32)))
    assert deal.hands[0] == CardSet([0, 1, 2, 12, 13, 20, 21, 22]).mask
    assert deal.hands[1] == CardSet([3, 4, 5, 14, 15, 23, 24, 25]).mask
    assert deal.hands[3] == CardSet([9, 10, 11, 18, 19, 29, 30, 31]).mask


def test_a_seeded_deal_has_eight_cards_each_no_skat_and_repeats() -> None:
    deal = SpitzerDeal.from_seed(1234)
    assert [m.bit_count() for m in deal.hands] == [8, 8, 8, 8]
    assert deal == SpitzerDeal.from_seed(1234)
    assert deal.hands != SpitzerDeal.from_seed(1235).hands


def test_a_bad_deal_is_refused() -> None:
    with pytest.raises(ValueError, match="8 cards"):
        SpitzerDeal((0, 0, 0, 0))
    with pytest.raises(ValueError, match="once"):
        SpitzerDeal.parse(D1[0], D1[0], D1[2], D1[3])


# ---------------------------------------------------------------- declarations


def test_the_round_ends_at_the_first_declaration() -> None:
    game = spitzer_game(*D1)
    events = run(game, "pass zola")
    assert game.phase is Phase.PLAY
    assert game.to_move == 0  # the dealer's left leads
    assert game.declarations == [(0, None), (1, DeclareZola())]
    assert game.declarer == 1 and game.contract is Contract.ZOLA
    assert game.side == frozenset({1})
    assert events[0] == Passed(0) and events[1] == Declared(1, DeclareZola())
    assert events[-1] == PlayBegins(0)
    reveals = {e.seat: e.side for e in events if isinstance(e, PartnerRevealed)}
    assert reveals == {0: Side.OPPOSING, 1: Side.DECLARING, 2: Side.OPPOSING, 3: Side.OPPOSING}


def test_after_one_round_of_passes_play_begins() -> None:
    game = spitzer_game(*D5)
    run(game, "pass pass pass")
    assert game.phase is Phase.DECLARE and game.to_move == 3
    events = run(game, "pass")
    assert events == [Passed(3), PlayBegins(0)]  # nothing is revealed by passing
    assert game.contract is Contract.PARTNERS
    assert game.side == frozenset({0, 2})  # the queens' side
    assert game.declarer is None


def test_declaration_options_by_hand() -> None:
    game = spitzer_game(*D1)
    zolas = [DeclareZola(), DeclareZola(schneider=True), DeclareZola(schwarz=True)]
    ace_calls = [CallPartner(Card.parse(a), s) for s in (False, True) for a in ("CA", "SA", "HA")]
    assert game.legal_actions() == [PASS, *ace_calls, *zolas]
    game.apply(PASS)
    assert game.legal_actions() == [PASS, DeclareSchneider(), *zolas]
    assert DeclareZola(schwarz=True).schneider


def test_callable_aces_need_a_card_of_the_suit_else_a_void_suit() -> None:
    # Holds hearts and clubs without their aces, void in spades: HA or CA.
    hand = CardSet.parse("CQ.SQ.H7.H8.C7.C8.DT.D8").mask
    assert [str(c) for c in callable_aces(hand)] == ["CA", "HA"]
    # Holds only the club ace among the fail cards: an ace of a void suit.
    hand = CardSet.parse("CQ.SQ.CA.DA.DT.DK.D9.D8").mask
    assert [str(c) for c in callable_aces(hand)] == ["SA", "HA"]
    # All three aces: no ace call, "first trick" instead.
    assert callable_aces(CardSet.parse("CQ.SQ.CA.SA.HA.D7.HQ.DQ").mask) == ()


@pytest.mark.parametrize(
    ("hands", "script", "token", "reason"),
    [
        (D1, "pass", "call:HA", SpitzerReason.NEEDS_BOTH_QUEENS),
        (D1, "", "call:first", SpitzerReason.FIRST_TRICK_NEEDS_ALL_ACES),
        (D3, "", "call:HA", SpitzerReason.ACE_IN_OWN_HAND),
        (D1, "", "schneider", SpitzerReason.SCHNEIDER_NEEDS_CALL),
        (D1, "", "H7", SpitzerReason.WRONG_PHASE),
        (D1, "pass zola", "pass", SpitzerReason.WRONG_PHASE),
        (D1, "pass zola", "HA", SpitzerReason.NOT_IN_HAND),
    ],
)
def test_refused_declarations_and_cards(
    hands: tuple[str, ...], script: str, token: str, reason: SpitzerReason
) -> None:
    game = spitzer_game(*hands)
    run(game, script)
    before = game.state()
    assert game.check(action(token)).reason is reason
    with pytest.raises(IllegalSpitzerActionError) as caught:
        game.apply(action(token))
    assert caught.value.reason is reason
    assert isinstance(caught.value, IllegalActionError)
    assert game.state() == before


def test_an_ace_of_a_suit_not_held_while_another_is_callable() -> None:
    game = spitzer_game(
        "CQ SQ H7 H8 C7 C8 DT D8",
        "HA H9 HK DJ DA C9 S8 S9",
        "D7 HQ DQ CJ CA CT SA HT",
        "SJ HJ S7 DK D9 CK ST SK",
    )
    assert game.check(action("call:SA")).reason is SpitzerReason.ACE_SUIT_NOT_HELD
    assert game.check(action("call:HA")) is None


def test_turn_seat_and_foreign_actions_are_refused() -> None:
    game = spitzer_game(*D1)
    assert game.check(PASS, seat=2).reason is SpitzerReason.NOT_YOUR_TURN
    assert game.check(PASS, seat=4).reason is SpitzerReason.NO_SUCH_SEAT
    assert game.check(Bid(18)).reason is SpitzerReason.NOT_A_SPITZER_ACTION
    assert game.legal_actions(2) == []


# ---------------------------------------------------------------- following


def test_follow_suit_else_trump_else_any_in_play() -> None:
    game = spitzer_game(*D1)
    run(game, "call:HA H7 HA")
    assert game.check(action("CA")).reason is SpitzerReason.MUST_FOLLOW_SUIT
    run(game, "HT")
    # Seat 3 has no heart: must trump (queens, jacks and diamonds).
    assert plays(game) == cards("SJ HJ DT DK D9")
    assert game.check(action("CK")).reason is SpitzerReason.MUST_TRUMP
    events = run(game, "D9")
    assert events[-1] == TrickWon(3, 0, tuple(Card.parse(c) for c in "H7 HA HT D9".split()), 21)
    # A trump lead: queens and jacks follow it, not their French suits.
    run(game, "DT")
    assert plays(game) == cards("CQ SQ D8")
    run(game, "D8")
    assert plays(game) == cards("DJ DA")


# ---------------------------------------------------------------- the called ace


def test_the_called_ace_must_fall_the_first_time_its_suit_is_led() -> None:
    game = spitzer_game(*D1)
    run(game, "call:HA H7")
    assert plays(game) == "HA"
    assert game.check(action("H9")).reason is SpitzerReason.CALLED_ACE_MUST_BE_PLAYED
    events = run(game, "HA")
    assert events[0] == CardPlayed(1, Card.parse("HA"))
    assert PartnerRevealed(1, Side.DECLARING) in events


def test_the_called_ace_may_not_be_thrown_on_another_suit() -> None:
    game = spitzer_game(*D2)
    run(game, "pass call:HA SA S7 D7 D9 CA C9")
    assert game.to_move == 0
    # Void in clubs, no trump: any card but the called ace.
    assert plays(game) == cards("H9 HK S8 S9 ST SK")
    assert game.check(action("HA")).reason is SpitzerReason.CALLED_ACE_MAY_NOT_BE_THROWN
    run(game, "S8 C7")
    assert game.to_move == 2
    # Hearts are led for the first time: the ace must fall.
    run(game, "HT DK")
    assert plays(game) == "HA"
    assert game.check(action("HK")).reason is SpitzerReason.CALLED_ACE_MUST_BE_PLAYED


def test_the_duty_lapses_when_the_holder_leads_the_suit_with_another_card() -> None:
    game = spitzer_game(*D2)
    run(game, "pass call:HA H9")
    assert game.duty_lapsed
    run(game, "H7 HT HJ")
    assert game.to_move == 3
    run(game, "CK")
    # Thrown on clubs: allowed now.
    assert plays(game) == cards("HA HK S8 S9 ST SK SA")
    run(game, "S8 C7 CT D7 DA S9 CQ")
    assert game.to_move == 1
    run(game, "H8 HQ DJ")
    # Hearts led again: the ace need not fall any more.
    assert plays(game) == cards("HA HK")


def test_the_ace_led_by_its_holder_fulfils_the_duty() -> None:
    game = spitzer_game(*D2)
    run(game, "pass call:HA HA")
    assert not game.duty_lapsed and game.duty_ace(0) is None


# ---------------------------------------------------------------- first trick


def test_first_trick_partner_is_the_first_other_winner() -> None:
    game = spitzer_game(*D3)
    assert game.legal_actions()[1:3] == [CallPartner(None), CallPartner(None, True)]
    run(game, "call:first")
    # The caller wins the first two tricks himself: no partner yet.
    events = run(game, "CQ CJ D8 H7  D7 SJ D9 H8")
    assert game.partner is None and game.side == frozenset({0})
    assert not [e for e in events if isinstance(e, PartnerRevealed)]
    assert game.view(2).sides == (Side.DECLARING, None, None, None)
    events = run(game, "CA HJ C9 C7")
    assert game.partner == 1 and game.side == frozenset({0, 1})
    reveals = {e.seat: e.side for e in events if isinstance(e, PartnerRevealed)}
    assert reveals == {1: Side.DECLARING, 2: Side.OPPOSING, 3: Side.OPPOSING}
    assert game.view(3).partner == 1


def test_first_trick_caller_who_wins_every_trick_is_alone() -> None:
    game = spitzer_game(*D4)
    # D4's seat 0 holds all three fail aces too.
    run(game, "call:first " + D4_ALL_TRICKS)
    result = game.result
    assert result is not None and game.partner is None
    assert result.side == (0,)
    assert result.contract is Contract.PARTNERS and result.column is Column.ALL_TRICKS
    assert result.scores == (9, 0, 0, 0)


# ---------------------------------------------------------------- Sneaker


def test_sneaker_is_the_silent_holder_of_both_queens() -> None:
    game = spitzer_game(*D4)
    events = run(game, "pass pass pass pass " + D4_ALL_TRICKS)
    result = game.result
    assert result is not None
    assert result.contract is Contract.SNEAKER and result.declarer is None
    assert result.side == (0,) and result.side_points == 120 and result.side_tricks == 8
    assert result.column is Column.ALL_TRICKS and result.value == 15
    assert result.scores == (15, 0, 0, 0)
    assert events[-1] == DealFinished(result)


def test_a_lost_sneaker_scores_for_each_opponent() -> None:
    game = spitzer_game(*D1)
    run(game, "pass pass pass pass")
    assert game.contract is Contract.SNEAKER and game.side == frozenset({0})
    # Seat 0 leads a heart away and keeps only 32 card points.
    run(
        game,
        "H7 HA HT D9  DT D8 DJ D7  DQ DK SQ DA  H8 H9 HQ HJ "
        "SA ST S7 S8  CT CK C7 C9  CJ SJ CQ HK  C8 S9 CA SK",
    )
    result = game.result
    assert result is not None and result.side == (0,)
    assert (result.side_points, result.side_tricks) == (32, 2)
    assert result.column is Column.POINTS_31_60 and result.value == -6
    assert result.scores == (0, 6, 6, 6)


# ---------------------------------------------------------------- Schneider's side


def test_schneider_by_a_queen_holder_is_the_queens_side() -> None:
    game = spitzer_game(*D5)
    run(game, "pass pass schneider")
    assert game.contract is Contract.PARTNERS_SCHNEIDER
    assert game.side == frozenset({0, 2})


def test_schneider_by_a_player_without_a_queen_is_the_side_without_queens() -> None:
    game = spitzer_game(*D5)
    run(game, "pass schneider")
    assert game.side == frozenset({1, 3})
    # When one player holds both queens, the other three are the declaring side.
    game = spitzer_game(*D1)
    run(game, "pass schneider")
    assert game.side == frozenset({1, 2, 3})
    assert game.contract is Contract.PARTNERS_SCHNEIDER


def test_the_holder_of_both_queens_announces_schneider_with_his_call() -> None:
    game = spitzer_game(*D1)
    run(game, "call:HA:schneider")
    assert game.contract is Contract.PARTNERS_SCHNEIDER
    assert game.side == frozenset({0, 1})
    assert game.called_ace == Card.parse("HA") and game.ace_holder == 1


def test_a_finished_deal_refuses_everything() -> None:
    game = spitzer_game(*D4)
    run(game, "pass pass pass pass " + D4_ALL_TRICKS)
    assert game.check(PASS).reason is SpitzerReason.GAME_OVER
    assert game.legal_actions() == []
    assert sum(game.won_points) == 120


# ---------------------------------------------------------------- 60:60 in play

SIXTY_SIXTY = [
    # A Zola by seat 3 without the Big Queen takes exactly 60: won (61–89), +18.
    (
        1714,
        "pass pass pass zola CA C8 CJ C9 CQ D7 DJ DA H7 HA H8 H9 D8 D9 DQ HQ "
        "SK ST S9 SA SJ HJ SQ DK CT C7 CK HT DT S7 HK S8",
        Contract.ZOLA,
        Column.POINTS_61_89,
        (0, 0, 0, 18),
    ),
    # The queens' side (CQ seat 0, SQ seat 3) takes exactly 60: lost (31–60).
    (
        122,
        "pass pass pass pass S9 S7 SA ST D9 HQ DK SJ DQ SQ DA CJ HK HT H8 H9 "
        "D7 HJ DT D8 C9 CK CT CA S8 H7 SK CQ C8 HA C7 DJ",
        Contract.PARTNERS,
        Column.POINTS_31_60,
        (0, 6, 6, 0),
    ),
    # Seat 0, without a queen, declares Schneider; seat 3 holds both queens, so
    # the other three are the declaring side. They take 60: 61–89 without CQ,
    # still short of Schneider (−9 for seat 3).
    (
        200,
        "schneider DQ DT SJ DK H9 H8 HT D8 CT C9 DA CK H7 D7 D9 HA SA CJ HJ S8 "
        "C8 C7 DJ HQ S9 SQ HK ST CQ CA S7 SK",
        Contract.PARTNERS_SCHNEIDER,
        Column.POINTS_61_89,
        (0, 0, 0, 9),
    ),
]


@pytest.mark.parametrize(("seed", "script", "contract", "column", "scores"), SIXTY_SIXTY)
def test_sixty_sixty_in_play_counts_for_the_side_without_the_big_queen(
    seed: int, script: str, contract: Contract, column: Column, scores: tuple[int, ...]
) -> None:
    game = SpitzerGame.from_seed(seed)
    run(game, script)
    result = game.result
    assert result is not None and result.side_points == 60
    assert result.contract is contract and result.column is column
    assert result.scores == scores
