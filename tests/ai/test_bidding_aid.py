"""The bidding aid's rows: the sensible games, the engine's values, the computers' chances."""

from __future__ import annotations

from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai.bidding_aid import aid_rows, warm_up
from skat_desktop.ai.evaluation import TRUMP_GAMES
from skat_desktop.engine.cards import ALL_MASK, CardSet
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.game_values import game_worth
from skat_desktop.engine.skat.rules import OFFICIAL


def _rows(hand: str, seat: int = 0) -> dict[GameType, object]:
    cards = CardSet.parse(hand).mask
    return {r.game: r for r in aid_rows(OFFICIAL, cards, seat, ALL_MASK & ~cards)}


def test_a_clubs_hand_lists_clubs_and_grand_with_the_engines_values() -> None:
    hand = "HJ DJ CA CT CK C7 C8 ST HA D7"
    cards = CardSet.parse(hand).mask
    rows = _rows(hand, 1)
    assert GameType.CLUBS in rows and GameType.GRAND in rows
    assert GameType.HEARTS not in rows  # one heart and two jacks: not a game
    clubs = rows[GameType.CLUBS]
    assert clubs.worth == game_worth(OFFICIAL, GameType.CLUBS, cards, ALL_MASK & ~cards)
    assert (clubs.worth.matadors, clubs.value, clubs.worth.lowest) == (-2, 36, 24)


def test_the_chances_are_the_computers_rules_of_thumb() -> None:
    hand = "HJ DJ CA CT CK C7 C8 ST HA D7"
    cards = CardSet.parse(hand).mask
    rows = _rows(hand, 1)
    win = est.win_estimate(GameType.CLUBS, cards, 1, pre=True)
    assert rows[GameType.CLUBS].chance == min(1.0, win + est.PLAY_EDGE)
    chances = [r.chance for r in aid_rows(OFFICIAL, cards, 1, ALL_MASK & ~cards)]
    assert chances == sorted(chances, reverse=True)


def test_null_appears_for_a_hand_of_low_cards_only() -> None:
    low = _rows("SJ HT H9 H8 CK C8 SQ S9 D8 D7")
    assert low[GameType.NULL].worth is None and low[GameType.NULL].value == 23
    assert low[GameType.NULL].best_value == 59
    assert GameType.NULL not in _rows("CJ SJ CA CT CK C7 SA ST HA D7")


def test_the_longest_suit_is_listed_even_when_short() -> None:
    rows = _rows("CJ SA ST S7 HA HT H7 DA DT C7")
    assert GameType.GRAND in rows
    assert any(g.is_suit for g in rows)


def test_warm_up_builds_every_games_estimate_tables() -> None:
    est._TABLES.clear()  # as at the program's start (they are built again on use)
    warm_up()
    games = (*TRUMP_GAMES, GameType.NULL)
    assert all((int(g), pre) in est._TABLES for g in games for pre in (True, False))
