"""RULES.md §1 (cards and codes) and §2 (table and deal)."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.cards import (
    ALL_CARDS,
    Card,
    CardParseError,
    CardSet,
    Rank,
    Suit,
    mask_points,
    parse_cards,
)
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.skat.game import DEAL_PACKETS, Deal, Game, _deal_packets
from skat_desktop.engine.skat.rules import OFFICIAL

# ----------------------------------------------------------------------- §1


def test_thirty_two_cards_four_suits_eight_ranks() -> None:
    assert len(ALL_CARDS) == 32
    assert len({str(c) for c in ALL_CARDS}) == 32
    for suit in Suit:
        assert sum(1 for c in ALL_CARDS if c.suit is suit) == 8
    for rank in Rank:
        assert sum(1 for c in ALL_CARDS if c.rank is rank) == 4


@pytest.mark.parametrize(
    ("letter", "suit"),
    [
        ("C", Suit.CLUBS),
        ("S", Suit.SPADES),
        ("H", Suit.HEARTS),
        ("D", Suit.DIAMONDS),
    ],
)
def test_suit_letters(letter: str, suit: Suit) -> None:
    assert suit.letter == letter
    assert Suit.parse(letter.lower()) is suit
    assert Card.parse(letter + "A").suit is suit


@pytest.mark.parametrize(
    ("rank", "points"),
    [
        ("A", 11),
        ("T", 10),
        ("K", 4),
        ("Q", 3),
        ("J", 2),
        ("9", 0),
        ("8", 0),
        ("7", 0),
    ],
)
def test_card_points(rank: str, points: int) -> None:
    for suit in "CSHD":
        assert Card.parse(suit + rank).points == points


def test_card_points_total_120() -> None:
    assert sum(c.points for c in ALL_CARDS) == 120
    assert mask_points((1 << 32) - 1) == 120
    assert CardSet(ALL_CARDS).points == 120


def test_iss_codes_round_trip_upper_case() -> None:
    for card in ALL_CARDS:
        code = str(card)
        assert code == code.upper() and len(code) == 2
        assert code[1] in "789TJQKA"
        assert Card.parse(code) == card
        assert Card.parse(code.lower()) == card
    assert str(Card.parse("cj")) == "CJ"
    assert str(Card.parse(" hT ")) == "HT"
    assert str(Card.parse("D7")) == "D7"


def test_card_set_parse_and_format() -> None:
    hand = CardSet.parse("cj.SJ,ha d7")
    assert len(hand) == 4
    assert str(hand) == "D7.HA.SJ.CJ"  # card-index order, upper case
    assert CardSet.parse(str(hand)) == hand
    assert [str(c) for c in parse_cards("SJ CJ d7")] == ["SJ", "CJ", "D7"]


@pytest.mark.parametrize("bad", ["", "X7", "C1", "CJJ", "J", "C0", "11"])
def test_bad_codes_are_refused(bad: str) -> None:
    with pytest.raises(CardParseError):
        Card.parse(bad)


def test_duplicate_card_in_set_refused() -> None:
    with pytest.raises(CardParseError):
        CardSet.parse("CJ.cj")


def test_bad_suit_letters_refused() -> None:
    for bad in ("", "X", "CS"):
        with pytest.raises(CardParseError):
            Suit.parse(bad)


# ----------------------------------------------------------------------- §2


def test_deal_packets_are_3_skat2_4_3() -> None:
    """3 cards each (F, M, R), 2 to the skat, 4 each, 3 each."""
    assert DEAL_PACKETS == (
        (0, 3),
        (1, 3),
        (2, 3),
        (-1, 2),
        (0, 4),
        (1, 4),
        (2, 4),
        (0, 3),
        (1, 3),
        (2, 3),
    )
    hands, skat = _deal_packets(list(range(32)))
    expect_f = {0, 1, 2, 11, 12, 13, 14, 23, 24, 25}
    expect_m = {3, 4, 5, 15, 16, 17, 18, 26, 27, 28}
    expect_r = {6, 7, 8, 19, 20, 21, 22, 29, 30, 31}
    assert set(CardSet(hands[0])) == expect_f
    assert set(CardSet(hands[1])) == expect_m
    assert set(CardSet(hands[2])) == expect_r
    assert set(CardSet(skat)) == {9, 10}


def test_seeded_deal_is_reproducible_and_keeps_its_seed() -> None:
    for seed in (0, 1, 12345, 2**40 + 7):
        a, b = Deal.from_seed(seed), Deal.from_seed(seed)
        assert a == b
        assert a.seed == seed
        # The seed is the shuffle: dealing the shuffled order gives the same cards.
        order = list(range(32))
        random.Random(seed).shuffle(order)
        assert (a.hands, a.skat) == _deal_packets(order)
    assert Deal.from_seed(1).hands != Deal.from_seed(2).hands


def test_seeded_deal_golden() -> None:
    """Golden data: a saved session replays the same cards on every Python."""
    deal = Deal.from_seed(12345)
    assert [str(CardSet(h)) for h in deal.hands] == [
        "D9.DK.H8.H9.HT.HA.SQ.CT.CQ.CK",
        "DT.DA.S7.S8.SJ.SK.C7.C8.CJ.CA",
        "D7.D8.DJ.DQ.H7.HQ.S9.ST.SA.C9",
    ]
    assert str(CardSet(deal.skat)) == "HJ.HK"
    assert deal_seed(7, 0) == 7985665222500292864
    assert deal_seed(7, 1) == 2776804601523485429


def test_game_from_seed_replays_identically() -> None:
    a, b = Game.from_seed(OFFICIAL, 99), Game.from_seed(OFFICIAL, 99)
    assert a.snapshot() == b.snapshot()
    assert a.deal.seed == 99


def test_deal_validation() -> None:
    full = Deal.from_seed(3)
    with pytest.raises(ValueError):
        Deal(hands=(full.hands[0], full.hands[1], full.hands[2] | full.skat), skat=0)
    with pytest.raises(ValueError):  # a card twice, another missing
        Deal(hands=(full.hands[0], full.hands[0], full.hands[2]), skat=full.skat)


def test_deal_order_round_trip() -> None:
    deal = Deal.from_seed(5)
    again = Deal.from_order(deal.order())
    assert (again.hands, again.skat) == (deal.hands, deal.skat)


def test_forehand_moves_first_in_the_auction_middlehand_bids() -> None:
    """Seats: 0 = Forehand, 1 = Middlehand, 2 = Rearhand; M bids to F first."""
    game = Game.from_seed(OFFICIAL, 1)
    assert game.to_move == 1
