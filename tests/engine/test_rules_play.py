"""RULES.md §6: following suit, trick winners, early ends, claims and concessions."""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, R, auction_script, mask, new_game, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.errors import (
    IllegalActionError,
    IllegalCardError,
    NotYourTurnError,
    WrongPhaseError,
)
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.scoring import Reason
from skat_desktop.engine.skat.tricks import legal_mask, winning_index

D, H, S, C, G, N, RA = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
    GameType.NULL,
    GameType.RAMSCH,
)


def winner(kind: GameType, trick: str) -> str:
    cards = [Card.parse(c) for c in trick.split()]
    return str(cards[winning_index(kind, cards)])


def legal(kind: GameType, hand: str, trick: str) -> str:
    cards = [Card.parse(c) for c in trick.split()]
    return str(CardSet(legal_mask(kind, mask(hand), cards)))


# ------------------------------------------------------------ trick winners


@pytest.mark.parametrize(
    ("kind", "trick", "wins"),
    [
        # Suit game (Hearts): CJ SJ HJ DJ, then HA HT HK HQ H9 H8 H7.
        (H, "HA HT HK", "HA"),
        (H, "HK HT H9", "HT"),
        (H, "H7 DJ HA", "DJ"),
        (H, "DJ HJ SJ", "SJ"),
        (H, "SJ CJ HJ", "CJ"),
        (H, "S7 SA C7", "SA"),
        (H, "S7 H7 SA", "H7"),
        (H, "ST SK SA", "SA"),
        (H, "SK ST SQ", "ST"),
        (H, "S9 SQ S8", "SQ"),
        (H, "C7 CA SA", "CA"),
        (H, "CA C7 DJ", "DJ"),
        (C, "C7 CA CT", "CA"),
        (D, "DA D7 DJ", "DJ"),
        (S, "H7 HA ST", "ST"),
        # Grand: the four jacks only; suits A T K Q 9 8 7.
        (G, "HA HJ HT", "HJ"),
        (G, "DJ CJ SJ", "CJ"),
        (G, "HT HK HA", "HA"),
        (G, "D7 HA SA", "D7"),
        (G, "SJ SA ST", "SJ"),
        (G, "SQ SK S9", "SK"),
        # Null: no trumps; A K Q J T 9 8 7.
        (N, "HT HJ HQ", "HQ"),
        (N, "HJ H9 HK", "HK"),
        (N, "HT H9 HJ", "HJ"),
        (N, "HA HK CA", "HA"),
        (N, "H7 H8 H9", "H9"),
        (N, "CJ DJ SJ", "CJ"),  # jacks follow their own suit; only clubs count
        # Ramsch: Grand order.
        (RA, "HA DJ HT", "DJ"),
        (RA, "HT HK H7", "HT"),
        (RA, "CJ SJ HJ", "CJ"),
    ],
)
def test_trick_winner(kind: GameType, trick: str, wins: str) -> None:
    assert winner(kind, trick) == wins


@pytest.mark.parametrize(
    ("kind", "hand", "trick", "may_play"),
    [
        # Jacks belong to the trumps, not to their printed suit (suit and Grand).
        (H, "SJ H7 C7", "SA", "H7.SJ.C7"),  # no spade: any card
        (H, "SJ S7 C7", "SA", "S7"),  # S7 is the only spade; SJ is a trump
        (H, "HA S7", "DJ", "HA"),  # trumps led: the trump suit follows
        (H, "CJ S7", "DJ", "CJ"),
        (H, "DJ S7", "H7", "DJ"),  # Hearts led: a jack is a Heart here
        (H, "S7 C7", "H7", "S7.C7"),
        (G, "HJ H7 S7", "HA", "H7"),  # Grand: HJ is not a Heart
        (G, "H7 CJ", "DJ", "CJ"),
        (G, "H7 S7", "DJ", "H7.S7"),
        (N, "HJ C7", "HA", "HJ"),  # Null: HJ is a Heart
        (N, "CJ H7", "HA", "H7"),
        (N, "CJ S7", "HA", "S7.CJ"),
        (RA, "HJ H7 S7", "HA", "H7"),  # Ramsch follows Grand
        (RA, "HJ S7", "DJ", "HJ"),
        (C, "D7 C7", "", "D7.C7"),  # the leader may play anything
    ],
)
def test_follow_suit(kind: GameType, hand: str, trick: str, may_play: str) -> None:
    assert legal(kind, hand, trick) == str(CardSet.parse(may_play))


# ------------------------------------------------------------ real play

# F declares; F holds CJ HJ (Clubs/Grand with 1), M holds SJ, R holds DJ.
DEAL = dict(
    f="CJ HJ CA CT CK C9 SA CQ HK HQ",
    m="SJ SK C8 S8 SQ DK C7 S7 ST H9",
    r="DA D8 D9 DT DQ S9 HA DJ HT H8",
    skat="D7 H7",
)
# Grand Hand with 2 that takes every trick (F: CJ SJ, all clubs, HA).
SURE = dict(
    f="CJ SJ CA CT CK CQ C9 C8 C7 HA",
    m="HJ DJ SA ST SK SQ S9 S8 S7 HT",
    r="HK HQ H9 DA DT DK DQ D9 D8 D7",
    skat="H7 H8",
)
SURE_PLAY = (
    "CJ HJ D7  SJ DJ D8  CA S7 D9  CT S8 DQ  CK S9 DK  CQ SQ DT  C9 SK DA"
    "  C8 ST H9  C7 SA HQ  HA HT HK"
)


def test_forehand_leads_and_the_winner_leads_next() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(M, 18) + " declare:clubs")
    assert game.declarer == M and game.to_move == F
    run(game, "CA SJ DJ")  # F leads, M trumps with SJ, R must follow with DJ
    assert game.tricks[-1].winner == M and game.to_move == M
    assert game.won_points[M] == 11 + 2 + 2
    run(game, "S7 S9 SA")
    assert game.tricks[-1].winner == F and game.to_move == F


def test_a_card_that_does_not_follow_is_refused_and_changes_nothing() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(M, 18) + " declare:clubs CA")
    before = game.snapshot()
    with pytest.raises(IllegalCardError):
        game.apply(A.Play(Card.parse("SK")))  # M holds trumps (SJ C8 C7)
    with pytest.raises(IllegalCardError):
        game.apply(A.Play(Card.parse("DA")))  # not in M's hand
    with pytest.raises(NotYourTurnError):
        game.apply(A.Play(Card.parse("DJ")), R)
    assert game.snapshot() == before


def test_null_ends_when_the_declarer_takes_a_trick() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:null")
    run(game, "CA C7 D8")
    assert game.finished and len(game.tricks) == 1
    assert game.result is not None and game.result.reason is Reason.NULL_TRICK
    assert game.result.value == -70  # Null Hand 35, lost doubled


def test_null_goes_on_while_the_declarer_ducks() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:null")
    run(game, "HQ H9 HA")  # R overtakes: the declarer stays clean
    assert game.tricks[-1].winner == R and not game.finished
    assert game.phase is Phase.PLAY and game.to_move == R
    run(game, "HT HK S7")  # R leads HT, F must play HK, which wins: lost
    assert game.finished and game.result is not None and not game.result.won


def test_schwarz_announced_ends_when_the_defenders_take_a_trick() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:clubs:schwarz")
    run(game, "CA C8 DJ")
    assert game.finished and len(game.tricks) == 1
    result = game.result
    assert result is not None and not result.won
    assert result.reason is Reason.SCHWARZ_MISSED
    # with 1, game, hand, Schneider, announced, Schwarz, announced = 7 × 12.
    assert result.game_value == 84 and result.value == -168


def test_ouvert_ends_when_the_defenders_take_a_trick() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:grand:ouvert")
    run(game, "CJ SJ DJ  HJ S7 D8  HK H9 HA")
    assert game.finished and len(game.tricks) == 3
    result = game.result
    assert result is not None and result.reason is Reason.SCHWARZ_MISSED
    # with 1 + game + hand + 4 Schneider/Schwarz levels + Ouvert = 8 × 24.
    assert result.game_value == 192 and result.value == -384


def test_schneider_announced_does_not_end_early() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:clubs:schneider")
    run(game, "CA C8 DJ")
    assert game.phase is Phase.PLAY and game.to_move == R


# ------------------------------------------------------------ claims


def sure_grand(after: str = "") -> Game:
    return run(new_game(OFFICIAL, **SURE), auction_script(F, 18) + " declare:grand " + after)


def test_claim_accepted_gives_every_remaining_trick() -> None:
    game = sure_grand("CJ HJ D7")
    assert A.CLAIM in game.legal_actions(F)
    run(game, "claim")
    assert game.phase is Phase.RESPONSE and game.to_move == M
    assert game.legal_actions() == [A.ACCEPT, A.REJECT]
    run(game, "accept")
    assert game.phase is Phase.RESPONSE and game.to_move == R
    run(game, "accept")
    result = game.result
    assert result is not None and result.won and result.claimed
    assert result.reason is Reason.WON_CLAIM
    assert result.card_points == 120 and result.schwarz and result.tricks == 10
    # with 2, game, hand, Schneider, Schwarz = 6 × 24
    assert result.value == 144


def test_claim_rejected_by_either_defender_play_goes_on() -> None:
    for answers in ("reject", "accept reject"):
        game = sure_grand("CJ HJ D7 claim " + answers)
        assert game.phase is Phase.PLAY and game.to_move == F and game.result is None
        run(game, "SJ DJ D8")
        assert len(game.tricks) == 2


def test_claim_only_by_the_declarer_between_tricks() -> None:
    game = sure_grand()
    assert A.CLAIM not in game.legal_actions(F)  # not before the first lead
    run(game, "CJ")
    assert A.CLAIM not in game.legal_actions(F)  # not in the middle of a trick
    with pytest.raises(IllegalActionError):
        game.apply(A.CLAIM, F)
    run(game, "HJ D7")
    for seat in (M, R):
        assert A.CLAIM not in game.legal_actions(seat)
    with pytest.raises(IllegalActionError):
        game.apply(A.CLAIM, M)


def test_a_rejected_claim_cannot_be_repeated_before_the_next_trick() -> None:
    """RULES.md is silent; a claim (or concession) is an offer, and repeating a
    refused offer at the same point only stalls the table — with computer
    players on both sides it would loop for ever. The declarer may offer again
    once another trick has been played."""
    game = sure_grand("CJ HJ D7 claim reject")
    assert A.CLAIM not in game.legal_actions(F)
    with pytest.raises(IllegalActionError) as info:
        game.apply(A.CLAIM, F)
    assert type(info.value) is not IllegalActionError
    run(game, "SJ DJ D8")
    assert A.CLAIM in game.legal_actions(F)
    run(game, "claim accept accept")
    assert game.result is not None and game.result.won


def test_claimed_cards_are_shown_to_the_defenders() -> None:
    """Claiming means laying the cards down: the defenders see them while they
    decide and, once shown, for the rest of the deal."""
    game = sure_grand("CJ HJ D7")
    assert game.view(M).open_hand is None
    run(game, "claim")
    for seat in (M, R):
        assert game.view(seat).open_hand == game.hands[F]
    run(game, "reject SJ DJ D8")
    assert game.view(R).open_hand == game.hands[F]


def test_claim_in_null_means_no_more_tricks_for_the_declarer() -> None:
    game = run(new_game(OFFICIAL, **SURE), auction_script(M, 18) + " declare:null")
    run(game, "CJ HJ D7")  # in Null HJ is a Heart: M and R cannot follow clubs
    assert game.tricks[-1].winner == F
    run(game, "claim accept accept")
    result = game.result
    assert result is not None and result.won and result.value == 35


# ------------------------------------------------------------ concessions


def test_concede_before_the_first_lead_alone() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:clubs")
    assert A.CONCEDE in game.legal_actions(F)
    run(game, "concede")
    result = game.result
    assert result is not None and result.conceded and not result.won
    assert result.reason is Reason.CONCEDED
    assert not result.schneider and not result.schwarz  # none counted against him
    assert result.value == -72  # Clubs hand with 1: 3 × 12, lost doubled


def test_concede_during_play_needs_both_defenders() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:clubs CA C8 DJ")
    run(game, "concede")
    assert game.phase is Phase.RESPONSE and game.to_move == M
    run(game, "accept reject")
    assert game.phase is Phase.PLAY and game.to_move == R and game.result is None
    assert A.CONCEDE not in game.legal_actions(F)  # not again before the next trick
    run(game, "DA CQ DK")  # R leads, F trumps, M follows
    run(game, "concede accept accept")
    assert game.result is not None and game.result.conceded
    assert game.result.value == -72


def test_only_the_declarer_may_concede_and_only_when_allowed() -> None:
    game = run(new_game(OFFICIAL, **DEAL), auction_script(F, 18) + " declare:clubs")
    with pytest.raises(IllegalActionError):
        game.apply(A.CONCEDE, M)
    off = run(
        new_game(OFFICIAL.replace(concede=False), **DEAL), auction_script(F, 18) + " declare:clubs"
    )
    assert A.CONCEDE not in off.legal_actions(F)
    with pytest.raises(IllegalActionError) as info:
        off.apply(A.CONCEDE, F)
    assert type(info.value) is not IllegalActionError
    with pytest.raises(WrongPhaseError):
        off.apply(A.ACCEPT, F)
