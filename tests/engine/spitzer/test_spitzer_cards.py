"""RULES.md §13: Spitzer's trump order, fail suits, trick winners and following."""

from __future__ import annotations

import pytest

from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.spitzer.cards import (
    GROUP_MASK,
    POINTS,
    TRUMP_ORDER,
    TRUMPS_MASK,
    Group,
    card_points,
    group_of,
    is_trump,
    legal_mask,
    rank_of,
    sort_key,
    strength,
    winning_index,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def winner(trick: str) -> str:
    played = cards(trick)
    return str(played[winning_index(played)])


def legal(hand: str, lead: str | None, duty: str | None = None) -> str:
    duty_ace = Card.parse(duty) if duty else None
    lead_card = Card.parse(lead) if lead else None
    return str(CardSet(legal_mask(CardSet.parse(hand).mask, lead_card, duty_ace)))


def test_trump_order_is_the_fourteen_of_the_rules() -> None:
    assert [str(c) for c in TRUMP_ORDER] == ("CQ D7 SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8".split())
    assert TRUMPS_MASK.bit_count() == 14
    ranks = [rank_of(c) for c in TRUMP_ORDER]
    assert ranks == sorted(ranks, reverse=True) == list(range(13, -1, -1))


@pytest.mark.parametrize("higher_index", range(13))
def test_each_trump_beats_every_lower_trump_whoever_leads(higher_index: int) -> None:
    high = TRUMP_ORDER[higher_index]
    for low in TRUMP_ORDER[higher_index + 1 :]:
        assert winning_index([low, high]) == 1
        assert winning_index([high, low]) == 0


def test_fail_suits_rank_a_ten_king_nine_eight_seven() -> None:
    for suit in "CSH":
        order = [Card.parse(suit + r) for r in "ATK987"]
        assert [rank_of(c) for c in order] == [5, 4, 3, 2, 1, 0]
        assert {group_of(c) for c in order} == {Group(int(order[0].suit))}
        assert not any(is_trump(c) for c in order)
        assert GROUP_MASK[group_of(order[0])] == CardSet(order).mask


def test_every_diamond_queen_and_jack_is_trump_and_nothing_else() -> None:
    for card in (Card(i) for i in range(32)):
        expected = card.suit.letter == "D" or card.rank.letter in "QJ"
        assert is_trump(card) == expected, card
        assert (group_of(card) is Group.TRUMP) == expected


def test_card_points_total_120_as_in_skat() -> None:
    assert sum(POINTS) == 120
    assert card_points(Card.parse("CQ")) == 3
    assert card_points(Card.parse("D7")) == 0
    assert card_points(Card.parse("HA")) == 11


@pytest.mark.parametrize(
    ("trick", "wins"),
    [
        ("HA HT HK H9", "HA"),
        ("H9 HT H7 H8", "HT"),
        ("HA D8 HT HK", "D8"),
        ("HA D8 D9 CQ", "CQ"),
        ("D8 D7 SQ CQ", "CQ"),
        ("D7 SQ HQ DQ", "D7"),
        ("DA DJ DT DK", "DJ"),
        ("H7 SA CA ST", "H7"),
        ("SK SA HQ CJ", "HQ"),
        ("CJ SJ HJ DJ", "CJ"),
    ],
)
def test_trick_winner(trick: str, wins: str) -> None:
    assert winner(trick) == wins


@pytest.mark.parametrize(
    ("hand", "lead", "expected"),
    [
        # Follow the led fail suit.
        ("HA H7 SA D8", "HK", "H7.HA"),
        # Void in the led fail suit: must trump.
        ("HA H7 SA D8 CQ", "CK", "D8.CQ"),
        # Void and no trump: any card.
        ("HA H7 SA", "CK", "H7.HA.SA"),
        # Trump led: queens, jacks and diamonds all follow.
        ("HQ DJ D8 HA", "D7", "D8.DJ.HQ"),
        # Queens and jacks are trumps, not hearts or spades.
        ("HQ SJ S7", "SA", "S7"),
        ("HQ SJ H9", "SA", "HQ.SJ"),
        # Leading: anything.
        ("HQ SJ H9", None, "H9.HQ.SJ"),
    ],
)
def test_follow_suit_else_trump_else_any(hand: str, lead: str | None, expected: str) -> None:
    assert legal(hand, lead) == expected


def test_called_ace_must_drop_when_its_suit_is_led() -> None:
    assert legal("HA H7 H8 D8", "HK", duty="HA") == "HA"


def test_called_ace_may_not_be_thrown_on_another_suit() -> None:
    assert legal("HA H7 S8", "CK", duty="HA") == "H7.S8"
    # ... unless it is the last card the hand can play.
    assert legal("HA", "CK", duty="HA") == "HA"
    # A void seat with trumps must trump anyway.
    assert legal("HA D8", "CK", duty="HA") == "D8"


def test_without_the_duty_the_ace_is_an_ordinary_card() -> None:
    assert legal("HA H7 S8", "CK") == "H7.HA.S8"
    assert legal("HA H7 H8", "HK") == "H7.H8.HA"


def test_strength_and_sort_key_put_trumps_first() -> None:
    assert strength(Card.parse("D8")) > strength(Card.parse("CA"))
    hand = sorted(cards("H7 CA D8 CQ SA D7"), key=sort_key)
    assert [str(c) for c in hand] == ["CQ", "D7", "D8", "CA", "SA", "H7"]
