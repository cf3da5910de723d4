"""RULES.md §4 (pick-up or hand, discards, declarations) and §5 (Kontra and Re)."""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, R, auction_script, new_game, parse_declare, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.errors import (
    IllegalDeclarationError,
    IllegalDiscardError,
    NotYourTurnError,
    WrongPhaseError,
)
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL, KontraTiming, RuleSet

# Declarer F (Clubs with 1: CJ but no SJ); M bids 18 and F holds, R never speaks.
DEAL = dict(
    f="CJ HJ CA CT CK C9 SA CQ HK HQ",
    m="SJ SK C8 S8 SQ DK C7 S7 ST H9",
    r="DA D8 D9 DT DQ S9 HA DJ HT H8",
    skat="D7 H7",
)
KONTRA = OFFICIAL.replace(kontra=True)


def declarer_game(rules: RuleSet = OFFICIAL) -> Game:
    return run(new_game(rules, **DEAL), auction_script(F, 18))


# ----------------------------------------------------------------------- §4


def test_declarer_picks_up_or_plays_hand() -> None:
    game = declarer_game()
    assert game.phase is Phase.SKAT and game.to_move == F
    legal = game.legal_actions()
    assert legal[0] == A.PICK_UP
    declares = [a for a in legal if isinstance(a, A.Declare)]
    # Every game kind may be played hand, suit/Grand with each announcement.
    assert len(declares) == 5 * 4 + 2
    assert not game.legal_actions(M) and not game.legal_actions(R)


def test_pick_up_then_discard_any_two_then_declare() -> None:
    game = declarer_game()
    run(game, "pickup")
    assert game.phase is Phase.DISCARD
    assert game.hands[F] == CardSet.parse(DEAL["f"] + " " + DEAL["skat"]).mask
    assert game.skat == 0 and game.picked_up
    assert len(game.legal_actions()) == 66  # any two of twelve, jacks included
    with pytest.raises(IllegalDiscardError):
        game.apply(A.Discard((Card.parse("SJ"), Card.parse("D7"))))  # SJ not held
    with pytest.raises(IllegalDiscardError):
        game.apply(A.Discard((Card.parse("D7"), Card.parse("D7"))))
    with pytest.raises(WrongPhaseError):
        game.apply(A.Declare(GameType.CLUBS))  # discard first
    run(game, "discard:CJ.CA")  # even a jack and an ace may be put away
    assert game.phase is Phase.DECLARE
    assert game.skat == CardSet.parse("CJ CA").mask
    assert game.hands[F].bit_count() == 10


def test_after_pick_up_only_plain_games_and_null_ouvert() -> None:
    game = run(declarer_game(), "pickup discard:D7.H7")
    legal = game.legal_actions()
    assert set(legal) == {
        A.Declare(GameType.DIAMONDS),
        A.Declare(GameType.HEARTS),
        A.Declare(GameType.SPADES),
        A.Declare(GameType.CLUBS),
        A.Declare(GameType.GRAND),
        A.Declare(GameType.NULL),
        A.Declare(GameType.NULL, ouvert=True),
    }
    for token in (
        "declare:clubs:schneider",
        "declare:grand:schwarz",
        "declare:spades:ouvert",
        "declare:grand:ouvert",
    ):
        with pytest.raises(IllegalDeclarationError):
            game.apply(parse_declare(token))
    assert game.phase is Phase.DECLARE
    run(game, "declare:null:ouvert")  # Null Ouvert after picking up is allowed
    assert game.contract is not None
    assert game.contract.game is GameType.NULL and game.contract.ouvert
    assert not game.contract.hand


@pytest.mark.parametrize(
    "token",
    [
        "declare:diamonds",
        "declare:hearts:schneider",
        "declare:spades:schwarz",
        "declare:clubs:ouvert",
        "declare:grand",
        "declare:grand:ouvert",
        "declare:null",
        "declare:null:ouvert",
    ],
)
def test_hand_declarations(token: str) -> None:
    game = run(declarer_game(), token)
    assert game.contract is not None and game.contract.hand
    assert game.phase is Phase.PLAY and game.to_move == F
    assert game.skat == CardSet.parse(DEAL["skat"]).mask  # untouched, counts for F


def test_announcements_imply_the_lower_ones() -> None:
    assert A.Declare(GameType.CLUBS, ouvert=True) == A.Declare(GameType.CLUBS, True, True, True)
    assert A.Declare(GameType.GRAND, schwarz=True) == A.Declare(GameType.GRAND, True, True)
    game = run(declarer_game(), "declare:clubs:ouvert")
    assert game.contract is not None
    assert game.contract.schneider and game.contract.schwarz and game.contract.ouvert


def test_null_with_schneider_and_ramsch_cannot_be_declared() -> None:
    game = declarer_game()
    with pytest.raises(IllegalDeclarationError):
        game.apply(A.Declare(GameType.NULL, schneider=True))
    with pytest.raises(IllegalDeclarationError):
        game.apply(A.Declare(GameType.RAMSCH))
    assert game.phase is Phase.SKAT and game.history[-1] == (R, A.PASS)


def test_declaring_an_overbid_game_is_allowed() -> None:
    """Clubs with 1 is worth at most 24 after pick-up; bidding 48 and declaring it
    is allowed (and will be lost as overbid, see test_rules_scoring)."""
    game = run(new_game(OFFICIAL, **DEAL), "48 hold pass pass pickup discard:D7.H7")
    run(game, "declare:clubs")
    assert game.phase is Phase.PLAY and game.bid == 48


def test_only_the_declarer_handles_the_skat() -> None:
    game = declarer_game()
    with pytest.raises(NotYourTurnError):
        game.apply(A.PICK_UP, M)
    with pytest.raises(WrongPhaseError):
        game.apply(A.Play(Card.parse("CJ")))


def test_ouvert_cards_are_open_before_the_first_lead() -> None:
    for token in ("declare:grand:ouvert", "declare:null:ouvert"):
        game = run(declarer_game(), token)
        assert game.phase is Phase.PLAY and not game.first_lead_done
        for seat in (M, R):
            assert game.view(seat).open_hand == game.hands[F]
    game = run(declarer_game(), "pickup discard:D7.H7 declare:null:ouvert")
    assert game.view(M).open_hand == game.hands[F]
    game = run(declarer_game(), "declare:grand")
    assert game.view(M).open_hand is None


# ----------------------------------------------------------------------- §5


def test_kontra_is_off_by_default() -> None:
    game = run(declarer_game(), "declare:clubs")
    assert game.phase is Phase.PLAY
    assert A.KONTRA not in game.legal_actions(M)
    with pytest.raises(NotYourTurnError):
        game.apply(A.KONTRA, M)


def test_kontra_before_first_lead_asks_defenders_who_bid() -> None:
    """kontra_needs_bid (default): only M (who bid 18) is asked; R never spoke."""
    game = run(declarer_game(KONTRA), "pickup discard:D7.H7 declare:clubs")
    assert game.phase is Phase.KONTRA and game.to_move == M
    assert game.legal_actions() == [A.KONTRA, A.PASS]
    run(game, "pass")
    assert game.phase is Phase.PLAY and game.to_move == F and game.kontra_by is None
    with pytest.raises(NotYourTurnError):
        game.apply(A.KONTRA, R)


def test_kontra_without_the_bid_condition_asks_both_defenders() -> None:
    game = run(declarer_game(KONTRA.replace(kontra_needs_bid=False)), "declare:clubs")
    assert game.phase is Phase.KONTRA and game.to_move == M
    run(game, "pass")
    assert game.phase is Phase.KONTRA and game.to_move == R
    run(game, "kontra")
    assert game.phase is Phase.RE and game.to_move == F and game.kontra_by == R
    assert set(game.legal_actions()) >= {A.RE, A.PASS}
    run(game, "re")
    assert game.re and game.phase is Phase.PLAY and game.to_move == F


def test_kontra_needs_bid_counts_a_hold_as_bidding() -> None:
    """F bids nothing himself but holds M's 18; M passes; R declares at 20.
    F held a value, so F may say Kontra; M bid, so M may too."""
    game = run(new_game(KONTRA, **DEAL), "18 hold pass 20 pass declare:diamonds")
    assert game.declarer == R
    assert game.phase is Phase.KONTRA and game.to_move == F
    run(game, "pass")
    assert game.to_move == M


def test_nobody_may_kontra_forehands_lone_18() -> None:
    """M and R passed without bidding, so under kontra_needs_bid neither may double."""
    game = run(new_game(KONTRA, **DEAL), "pass pass 18 declare:clubs")
    assert game.phase is Phase.PLAY
    assert A.KONTRA not in game.legal_actions(M) + game.legal_actions(R)


def test_kontra_before_own_first_card() -> None:
    rules = KONTRA.replace(kontra_timing=KontraTiming.BEFORE_OWN_FIRST_CARD, kontra_needs_bid=False)
    game = run(declarer_game(rules), "declare:clubs")
    assert game.phase is Phase.PLAY and game.to_move == F
    run(game, "CA")  # F leads
    assert A.KONTRA in game.legal_actions(M)
    run(game, "C8")  # M plays without doubling: M's chance is gone
    assert A.KONTRA in game.legal_actions(R)
    run(game, "kontra")
    assert game.phase is Phase.RE and game.to_move == F and game.kontra_by == R
    run(game, "re")
    assert game.phase is Phase.PLAY and game.to_move == R and game.re
    assert A.KONTRA not in game.legal_actions(R)


def test_kontra_before_own_first_card_is_gone_after_playing() -> None:
    rules = KONTRA.replace(kontra_timing=KontraTiming.BEFORE_OWN_FIRST_CARD, kontra_needs_bid=False)
    game = run(declarer_game(rules), "declare:clubs CA C8 DJ")
    # Trick 1 is over: each defender has played a card.
    assert game.to_move == R  # DJ won the trick
    assert A.KONTRA not in game.legal_actions(R)
    assert A.KONTRA not in game.legal_actions(M)


def test_forehand_defender_may_kontra_before_leading() -> None:
    rules = KONTRA.replace(kontra_timing=KontraTiming.BEFORE_OWN_FIRST_CARD)
    game = run(new_game(rules, **DEAL), "18 hold pass 20 pass declare:diamonds")
    assert game.phase is Phase.PLAY and game.to_move == F
    run(game, "kontra pass")
    assert game.kontra_by == F and not game.re
    assert game.phase is Phase.PLAY and game.to_move == F


# ------------------------------------------------------------ what each seat sees


def test_views_hide_the_skat_and_the_discards() -> None:
    from skat_desktop.engine.skat.view import HIDDEN_DISCARD

    game = run(declarer_game(), "pickup discard:CA.D7")
    skat, discards = CardSet.parse(DEAL["skat"]).mask, CardSet.parse("CA D7").mask
    mine = game.view(F)
    assert mine.known_skat == skat and mine.known_discards == discards
    assert mine.history[-1] == (F, A.Discard((Card.parse("D7"), Card.parse("CA"))))
    for seat in (M, R):
        view = game.view(seat)
        assert view.hand == game.hands[seat]
        assert view.known_skat is None and view.known_discards is None
        assert view.open_hand is None and view.final_hands is None
        assert view.history[-1] == (F, HIDDEN_DISCARD)
        assert view.unknown_mask & discards == discards
    run(game, "declare:clubs concede")
    for seat in (M, R):
        view = game.view(seat)
        assert view.final_hands == (*game.deal.hands, game.deal.skat)
        assert view.known_skat == skat


def test_nobody_sees_the_skat_of_a_hand_game() -> None:
    game = run(declarer_game(), "declare:clubs")
    for seat in (F, M, R):
        assert game.view(seat).known_skat is None
        assert game.view(seat).unknown_mask & game.skat == game.skat


def test_kontra_after_a_grand_hand_escape() -> None:
    """RULES.md §5: ``kontra_needs_bid`` lets only a defender who bid or held
    say Kontra. In the Schieberamsch Grand Hand escape nobody bid, so nobody is
    asked; with the option off both defenders are."""
    rules = KONTRA.replace(all_pass="ramsch", schieberamsch=True)
    assert rules.kontra_needs_bid
    game = run(new_game(rules, **DEAL), "pass pass pass declare:grand")
    assert game.declarer == F and game.bid == 0
    assert game.phase is Phase.PLAY and game.to_move == F
    assert all(A.KONTRA not in game.legal_actions(s) for s in (M, R))
    game = run(
        new_game(rules.replace(kontra_needs_bid=False), **DEAL), "pass pass pass declare:grand"
    )
    assert game.phase is Phase.KONTRA and game.to_move == M
    run(game, "pass")
    assert game.phase is Phase.KONTRA and game.to_move == R
