"""The aids' numbers: a hand's games priced, the stakes of a declaration, points and trumps out.

Each number is checked against the engine's own scoring of the same cards, so
the aids cannot drift from what a deal is scored with.
"""

from __future__ import annotations

import pytest

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import ALL_MASK
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.game_values import (
    card_points,
    game_worth,
    lowest_skat,
    null_worths,
    stakes,
    trumps_out,
)
from skat_desktop.engine.skat.rules import OFFICIAL, AllPass, RuleSet, Scoring
from skat_desktop.engine.skat.scoring import Contract, contract_value, value_bounds
from tests.support.engine_helpers import CLUBS_HAND_DEAL, F, M, R, mask, new_game, run


def _worth(hand: str, game: GameType, rules: RuleSet = OFFICIAL) -> object:
    cards = mask(hand)
    return game_worth(rules, game, cards, ALL_MASK & ~cards)


def test_clubs_with_two_is_three_times_twelve() -> None:
    w = game_worth(OFFICIAL, GameType.CLUBS, mask("CJ SJ CA CT CK C7 SA ST HA D7"), 0)
    assert (w.matadors, w.multiplier, w.base, w.value) == (2, 3, 12, 36)
    assert (w.hand_value, w.schneider_value) == (48, 48)


def test_without_two_can_drop_to_with_one_when_the_club_jack_is_in_the_skat() -> None:
    cards = mask("HJ DJ CA CT CK C7 C8 ST HA D7")
    w = game_worth(OFFICIAL, GameType.CLUBS, cards, ALL_MASK & ~cards)
    assert (w.matadors, w.multiplier, w.value) == (-2, 3, 36)
    assert w.lowest == 24  # CJ in the skat: with 1, game 2, × 12
    assert contract_value(OFFICIAL, Contract(GameType.CLUBS), cards | mask("CJ S7")) == 24


def test_grand_counts_only_the_jacks() -> None:
    cards = mask("CJ SJ HJ DJ CA CT SA ST HA D7")
    w = game_worth(OFFICIAL, GameType.GRAND, cards, ALL_MASK & ~cards)
    assert (w.matadors, w.multiplier, w.base, w.value, w.lowest) == (4, 5, 24, 120, 120)


def test_the_matador_cap_of_the_house_rules_applies() -> None:
    capped = OFFICIAL.replace(matador_cap=4)
    cards = mask("CJ SJ HJ DJ CA CT CK CQ C9 C8")
    assert game_worth(capped, GameType.CLUBS, cards, 0).matadors == 4
    assert game_worth(OFFICIAL, GameType.CLUBS, cards, 0).matadors == 10


@pytest.mark.parametrize("game", [GameType.DIAMONDS, GameType.SPADES, GameType.GRAND])
def test_worth_is_the_engines_value_with_a_skat_that_brings_no_matador(game: GameType) -> None:
    cards = mask("SJ HJ DA DT D9 S7 SA HK H7 C8")
    blank_skat = mask("C9 H8")  # no jack, no card of the trump suits above
    w = game_worth(OFFICIAL, game, cards, ALL_MASK & ~cards)
    assert w.value == value_bounds(OFFICIAL, Contract(game), cards | blank_skat).low
    assert w.lowest == value_bounds(OFFICIAL, Contract(game), cards, ALL_MASK & ~cards).low


def test_null_and_ramsch_have_no_matadors() -> None:
    assert null_worths() == (23, 35, 46, 59)
    with pytest.raises(ValueError):
        game_worth(OFFICIAL, GameType.NULL, mask("C7 C8"), 0)


def test_a_real_deal_scores_the_value_the_aid_showed() -> None:
    """F picks up a skat without matadors, announces clubs and concedes: the
    engine scores the same value the aid priced, and the stakes' loss."""
    deal = dict(CLUBS_HAND_DEAL)
    game = new_game(OFFICIAL, **deal)
    hand10 = game.hands[F]
    shown = game_worth(OFFICIAL, GameType.CLUBS, hand10, ALL_MASK & ~hand10)
    run(game, "18 hold pass pass pickup discard:HT.HQ declare:clubs concede")
    result = game.state().result
    assert result is not None and result.game_value == shown.value
    cards12 = hand10 | game.skat
    expected = stakes(OFFICIAL, Contract(GameType.CLUBS), cards12, 18)
    assert result.value == expected.lost.value == -2 * shown.value


def test_stakes_follow_the_lists_scoring() -> None:
    cards12 = mask("CJ SJ CA CT CK C7 SA ST HA D7 H7 H8")
    plain = stakes(OFFICIAL, Contract(GameType.CLUBS), cards12, 18)
    assert plain.won.won and plain.won.value == 36 and plain.lost.value == -72
    assert plain.won_list == (36, 0) and plain.lost_list == (-72, 0)
    sf_rules = OFFICIAL.replace(scoring=Scoring.SEEGER_FABIAN)
    sf = stakes(sf_rules, Contract(GameType.CLUBS), cards12, 18)
    assert sf.won_list == (86, 0) and sf.lost_list == (-122, 40)


def test_stakes_of_an_overbid_game_are_a_loss_even_when_played_well() -> None:
    cards12 = mask("CJ SJ CA CT CK C7 SA ST HA D7 H7 H8")
    over = stakes(OFFICIAL, Contract(GameType.CLUBS), cards12, 40)
    assert not over.won.won and over.won.value == -96  # lost at 48, the next multiple of 12


def test_null_stakes_and_bock() -> None:
    s = stakes(OFFICIAL, Contract(GameType.NULL, hand=True), mask("C7 C8"), 18, bock=True)
    assert s.won.value == 70 and s.lost.value == -140


def test_a_hand_games_lowest_skat_gives_value_bounds_low() -> None:
    hand10 = mask("SJ HJ CA CT CK C7 SA ST HA D7")
    unknown = ALL_MASK & ~hand10
    contract = Contract(GameType.CLUBS, hand=True)
    skat = lowest_skat(OFFICIAL, contract, hand10, unknown)
    assert skat.bit_count() == 2 and not skat & hand10
    low = value_bounds(OFFICIAL, contract, hand10, unknown).low
    assert contract_value(OFFICIAL, contract, hand10 | skat) == low == 36


# ---------------------------------------------------------------- table aids


def _clubs_game_after_two_tricks() -> object:
    game = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    run(game, "18 hold pass pass declare:clubs")
    # F leads the jacks; M has no trump and throws HA, D7; R follows with C7, C8.
    run(game, "CJ HA C7")
    run(game, "SJ D7 C8")
    return game


def test_card_points_by_side_count_the_tricks_only() -> None:
    game = _clubs_game_after_two_tricks()
    points = card_points(game.view(M))
    assert points.declarer == 2 + 11 + 0 + 2 + 0 + 0 == 15
    assert points.defenders == 0
    assert points.seats == game.view(M).won_points


def test_ramsch_points_are_per_player() -> None:
    rules = OFFICIAL.replace(all_pass=AllPass.RAMSCH)
    game = new_game(rules, **CLUBS_HAND_DEAL)
    run(game, "pass pass pass")
    assert game.view(F).ramsch
    run(game, "CJ HA H8")  # only jacks are trumps: M and R need not follow
    points = card_points(game.view(R))
    assert points.declarer is None and points.defenders is None
    assert points.seats == (13, 0, 0)


def test_trumps_out_counts_what_the_seat_has_seen_and_holds() -> None:
    game = _clubs_game_after_two_tricks()
    # 11 clubs trumps: CJ, SJ, C7, C8 were played. M holds none.
    assert trumps_out(game.view(M)) == 11 - 4
    # F holds HJ DJ CA CT CK CQ C9: every other trump is gone.
    assert trumps_out(game.view(F)) == 11 - 4 - 7 == 0


def test_trumps_out_does_not_depend_on_the_hidden_hands() -> None:
    """Two deals alike for M (hand and play), different behind M's back."""
    base = dict(CLUBS_HAND_DEAL)
    swapped = dict(base, r="H8 H9 C8 HT SA ST SK SQ S9 S8", skat="C7 HQ")
    counts = []
    for deal in (base, swapped):
        game = new_game(OFFICIAL, **deal)
        run(game, "18 hold pass pass declare:clubs CJ HA C8")
        counts.append(trumps_out(game.view(M)))
    assert counts[0] == counts[1] == 11 - 2


def test_the_declarers_own_discards_are_not_out() -> None:
    game = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    run(game, "18 hold pass pass pickup discard:C9.H7 declare:clubs")
    # F keeps 8 trumps after laying C9 away; C9 is known to F, not to M.
    assert trumps_out(game.view(F)) == 11 - 8 - 1 == 2
    assert trumps_out(game.view(M)) == 11


def test_no_trumps_before_the_game_or_in_null() -> None:
    game = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    assert trumps_out(game.view(F)) is None
    run(game, "18 hold pass pass declare:null")
    assert trumps_out(game.view(F)) is None


def test_a_hand_game_view_is_what_the_declare_panel_prices() -> None:
    game = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    run(game, "18 hold pass pass")
    view = game.view(F)
    assert A.PICK_UP in view.legal
    worth = game_worth(OFFICIAL, GameType.CLUBS, view.hand, view.unknown_mask)
    assert worth.matadors == 9  # CJ SJ HJ DJ CA CT CK CQ C9
    assert worth.hand_value == 12 * 11  # with 9, game 10, hand 11
    assert worth.lowest == worth.value == 12 * 10
