"""RULES.md §9: Ramsch, Jungfrau, Durchmarsch, ties, the skat, Schieberamsch."""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, R, mask, new_game, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import JACKS_MASK, Card
from skat_desktop.engine.errors import (
    IllegalDeclarationError,
    IllegalDiscardError,
    WrongPhaseError,
)
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import CLUB, OFFICIAL, AllPass, Jungfrau, RamschSkatTo, RuleSet
from skat_desktop.engine.skat.scoring import GameResult, Reason, ResultKind, score_ramsch

RAMSCH = OFFICIAL.replace(all_pass=AllPass.RAMSCH)
SCHIEBE = RAMSCH.replace(schieberamsch=True)

# The skat D7 H7 is worth nothing, so trick points are the final points.
DEAL = dict(
    f="SQ HT HA HK C7 HQ CK H8 SA D8",
    m="HJ H9 D9 DT DQ CJ DJ SK S8 C8",
    r="DK DA SJ S9 CT CA C9 ST CQ S7",
    skat="D7 H7",
)
PLAY_100_15_5 = (
    "HK H9 DK  HQ S8 SJ  CQ CK C8  HT CJ DA  DT S9 D8  HJ ST HA  SK S7 SQ"
    "  D9 C9 SA  DJ CA C7  DQ CT H8"
)  # F 15, M 100, R 5
PLAY_50_20_50 = (
    "HQ H9 SJ  DA D8 DT  DK HT D9  CT C7 C8  CQ CK DQ  HA CJ C9  HJ S7 SQ"
    "  DJ S9 H8  SK ST SA  HK S8 CA"
)  # F 50, M 20, R 50
PLAY_90_30_0 = (
    "SQ SK S7  CJ SJ SA  DJ C9 C7  HJ DK D8  H9 CA HK  HA S8 ST  HQ DQ CT"
    "  CK C8 CQ  HT D9 DA  H8 DT S9"
)  # F 90, M 30, R no trick

DURCH = dict(  # F can take every trick
    f="CJ SJ HJ DJ CA CT SA ST HA HT",
    m="CK H8 C7 C8 D9 CQ C9 SK DT S9",
    r="DQ S8 S7 DK SQ DA H9 H7 HK HQ",
    skat="D7 D8",
)
PLAY_DURCH = (
    "SA SK S7  ST S9 SQ  SJ CK HQ  CT C8 H9  HT H8 H7  DJ CQ DA  HA C7 HK"
    "  CA C9 S8  CJ DT DQ  HJ D9 DK"
)

SKAT_DEAL = dict(  # the skat DA HT holds 21 points
    f="SK SJ HA DK D8 C8 SQ DT ST C7",
    m="DQ CJ D9 H9 HJ CT H7 S7 CK CA",
    r="C9 D7 HK DJ HQ CQ S9 SA H8 S8",
    skat="DA HT",
)
PLAY_SKAT = (
    "DK DQ D7  D8 D9 DJ  CQ C7 CA  HJ SA SJ  SK S7 S8  HA H9 HQ  C8 CK C9"
    "  CJ H8 ST  CT S9 DT  H7 HK SQ"
)  # tricks: F 40, M 50, R 9; R last


def ramsch(
    rules: RuleSet, play: str, deal: dict[str, str] = DEAL, before: str = "pass pass pass"
) -> GameResult:
    game = run(new_game(rules, **deal), before + " " + play)
    assert game.finished and game.result is not None
    return game.result


def test_ramsch_play_order_jacks_only_trumps_forehand_leads() -> None:
    game = run(new_game(RAMSCH, **DEAL), "pass pass pass")
    assert game.ramsch and game.trump_kind() == GameType.RAMSCH
    assert game.phase is Phase.PLAY and game.to_move == F
    assert game.declarer is None
    assert not any(
        isinstance(a, (A.Concede, A.Claim)) for s in range(3) for a in game.legal_actions(s)
    )


def test_the_player_with_most_points_loses_them() -> None:
    res = ramsch(RAMSCH, PLAY_100_15_5)
    assert res.kind is ResultKind.RAMSCH and res.reason is Reason.RAMSCH
    assert res.ramsch_points == (15, 100, 5)
    assert res.losers == (M,) and res.entries == (0, -100, 0)


def test_ties_all_lose() -> None:
    res = ramsch(RAMSCH, PLAY_50_20_50)
    assert res.ramsch_points == (50, 20, 50)
    assert res.losers == (F, R) and res.entries == (-50, 0, -50)


@pytest.mark.parametrize(
    ("option", "entry"),
    [
        (Jungfrau.EACH, -180),
        (Jungfrau.ALL_OTHERS, -90),
        (Jungfrau.OFF, -90),
    ],
)
def test_jungfrau_one_player_without_a_trick(option: Jungfrau, entry: int) -> None:
    res = ramsch(RAMSCH.replace(jungfrau=option), PLAY_90_30_0)
    assert res.ramsch_tricks[R] == 0 and res.ramsch_points == (90, 30, 0)
    assert res.entries == (entry, 0, 0)


def test_durchmarsch_on_scores_plus_120() -> None:
    for option in Jungfrau:
        res = ramsch(RAMSCH.replace(jungfrau=option), PLAY_DURCH, DURCH)
        assert res.reason is Reason.DURCHMARSCH and res.durchmarsch == F
        assert res.entries == (120, 0, 0)


@pytest.mark.parametrize(
    ("option", "entry"),
    [
        (Jungfrau.EACH, -480),  # two players without a trick: doubled twice
        (Jungfrau.ALL_OTHERS, -240),  # club rule: both others took nothing, once
        (Jungfrau.OFF, -120),
    ],
)
def test_durchmarsch_off_the_trick_taker_just_loses(option: Jungfrau, entry: int) -> None:
    res = ramsch(RAMSCH.replace(durchmarsch=False, jungfrau=option), PLAY_DURCH, DURCH)
    assert res.reason is Reason.RAMSCH and res.losers == (F,)
    assert res.entries == (entry, 0, 0)


def test_club_preset_durchmarsch_is_minus_240() -> None:
    assert ramsch(CLUB, PLAY_DURCH, DURCH).entries == (-240, 0, 0)


def test_skat_to_last_trick() -> None:
    res = ramsch(RAMSCH.replace(ramsch_skat_to=RamschSkatTo.LAST_TRICK), PLAY_SKAT, SKAT_DEAL)
    assert res.ramsch_points == (40, 50, 9 + 21)  # R won the last trick
    assert res.entries == (0, -50, 0)


def test_skat_to_loser() -> None:
    res = ramsch(RAMSCH.replace(ramsch_skat_to=RamschSkatTo.LOSER), PLAY_SKAT, SKAT_DEAL)
    assert res.ramsch_points == (40, 50 + 21, 9)
    assert res.entries == (0, -71, 0)


def test_score_ramsch_pure() -> None:
    assert score_ramsch(RAMSCH, (100, 15, 5), (6, 2, 2), 0, 0).entries == (-100, 0, 0)
    assert score_ramsch(RAMSCH, (50, 50, 20), (4, 4, 2), 0, 0).entries == (-50, -50, 0)
    assert score_ramsch(RAMSCH, (100, 20, 0), (7, 3, 0), 0, 0).entries == (-200, 0, 0)
    assert score_ramsch(RAMSCH, (100, 20, 0), (7, 3, 0), 0, 0, pushes=2).entries == (-800, 0, 0)
    assert score_ramsch(RAMSCH, (100, 20, 0), (7, 3, 0), 0, 0, bock=True).entries == (-400, 0, 0)
    assert score_ramsch(RAMSCH, (120, 0, 0), (10, 0, 0), 0, 0, pushes=1).entries == (240, 0, 0)


def test_ramsch_in_a_bock_deal_counts_double() -> None:
    game = run(new_game(RAMSCH, **DEAL, bock=True), "pass pass pass " + PLAY_100_15_5)
    assert game.result is not None and game.result.entries == (0, -200, 0)


def test_forced_ramsch_skips_the_auction() -> None:
    """A deal of a Ramsch round (ramsch_after_bock): no bidding at all."""
    game = new_game(OFFICIAL, **DEAL, forced_ramsch=True)
    assert game.ramsch and game.phase is Phase.PLAY and game.to_move == F
    with pytest.raises(WrongPhaseError):
        game.apply(A.Bid(18))
    run(game, PLAY_100_15_5)
    assert game.result is not None and game.result.entries == (0, -100, 0)


# ------------------------------------------------------------ Schieberamsch


@pytest.mark.parametrize(
    ("pushing", "pushes"),
    [
        ("push push push", 3),
        ("pickup discard:D7.H7 push push", 2),
        ("push pickup discard:D7.H7 push", 2),
        ("pickup discard:D7.H7 pickup discard:D7.H7 push", 1),
        ("pickup discard:D7.H7 pickup discard:D7.H7 pickup discard:D7.H7", 0),
    ],
)
def test_schieberamsch_each_push_doubles(pushing: str, pushes: int) -> None:
    """Each unseen push doubles; picking up and pushing two cards on does not.
    (Every pick-up here pushes the same two cards on, so the hands stay as dealt.)"""
    res = ramsch(SCHIEBE, PLAY_100_15_5, before="pass pass pass " + pushing)
    assert res.pushes == pushes and res.factor == 2**pushes
    assert res.entries == (0, -100 * 2**pushes, 0)


def test_schieberamsch_goes_round_from_forehand() -> None:
    game = run(new_game(SCHIEBE, **DEAL), "pass pass pass")
    assert game.phase is Phase.PUSH and game.to_move == F
    assert set(game.legal_actions()) >= {A.PUSH, A.PICK_UP}
    run(game, "push")
    assert game.phase is Phase.PUSH and game.to_move == M
    run(game, "pickup")
    assert game.phase is Phase.PUSH_DISCARD and game.hands[M].bit_count() == 12
    run(game, "discard:D9.DT")
    assert game.skat == mask("D9 DT") and game.to_move == R
    run(game, "pickup discard:D9.S7")
    assert game.phase is Phase.PLAY and game.to_move == F
    assert game.skat == mask("D9 S7") and game.pushes == 1


def test_schieberamsch_jacks_may_not_be_pushed_by_default() -> None:
    game = run(new_game(SCHIEBE, **DEAL), "pass pass pass push pickup")
    options = [a for a in game.legal_actions() if isinstance(a, A.Discard)]
    assert options and all(not (c.bit & JACKS_MASK) for a in options for c in a.cards)
    with pytest.raises(IllegalDiscardError):
        game.apply(A.Discard((Card.parse("HJ"), Card.parse("D7"))))
    assert game.phase is Phase.PUSH_DISCARD


def test_schieberamsch_jacks_option_allows_pushing_jacks() -> None:
    game = run(
        new_game(SCHIEBE.replace(schieberamsch_jacks=True), **DEAL), "pass pass pass push pickup"
    )
    assert A.Discard((Card.parse("HJ"), Card.parse("CJ"))) in game.legal_actions()
    run(game, "discard:HJ.CJ")
    assert game.skat == mask("HJ CJ")


def test_grand_hand_escape_ends_the_ramsch() -> None:
    game = run(new_game(SCHIEBE, **DEAL), "pass pass pass push")
    assert A.Declare(GameType.GRAND) in game.legal_actions()
    assert A.Declare(GameType.CLUBS) not in game.legal_actions()
    with pytest.raises(IllegalDeclarationError):
        game.apply(A.Declare(GameType.CLUBS))
    run(game, "declare:grand")
    assert not game.ramsch and game.declarer == M
    assert game.contract is not None and game.contract.hand
    assert game.contract.game is GameType.GRAND
    assert game.phase is Phase.PLAY and game.to_move == F and game.pushes == 0
    run(game, "concede")
    assert game.result is not None and game.result.kind is ResultKind.GAME
    # M holds CJ HJ DJ, SJ is with R: Grand Hand with 1, conceded: 3 × 24 doubled.
    assert game.result.matadors == 1 and game.result.value == -2 * 3 * 24


def test_grand_hand_escape_can_be_switched_off() -> None:
    game = run(new_game(SCHIEBE.replace(grand_hand_escape=False), **DEAL), "pass pass pass")
    assert not any(isinstance(a, A.Declare) for a in game.legal_actions())
    with pytest.raises(IllegalDeclarationError):
        game.apply(A.Declare(GameType.GRAND))


def test_no_bidding_moves_during_the_push() -> None:
    game = run(new_game(SCHIEBE, **DEAL), "pass pass pass")
    with pytest.raises(WrongPhaseError):
        game.apply(A.Bid(18))
    with pytest.raises(WrongPhaseError):
        game.apply(A.Play(Card.parse("SQ")))


def test_grand_hand_escape_offers_no_kontra_when_kontra_needs_a_bid() -> None:
    """RULES.md §5: with ``kontra_needs_bid`` only a defender who bid or held
    may say Kontra. After the Schieberamsch escape nobody bid, so nobody is
    asked (issue 8, item 6)."""
    rules = SCHIEBE.replace(kontra=True, kontra_needs_bid=True)
    game = run(new_game(rules, **DEAL), "pass pass pass push declare:grand")
    assert game.phase is Phase.PLAY and game.to_move == F
    assert A.KONTRA not in game.legal_actions(F)
    assert A.KONTRA not in game.legal_actions(R)
    # Forced Ramsch (no auction at all) is the same: nobody spoke.
    game = run(new_game(rules, **DEAL, forced_ramsch=True), "push declare:grand")
    assert game.phase is Phase.PLAY and game.kontra_by is None


def test_grand_hand_escape_offers_kontra_when_no_bid_is_needed() -> None:
    rules = SCHIEBE.replace(kontra=True, kontra_needs_bid=False)
    game = run(new_game(rules, **DEAL), "pass pass pass push declare:grand")
    assert game.phase is Phase.KONTRA and game.to_move == F
    run(game, "pass")
    assert game.phase is Phase.KONTRA and game.to_move == R
    run(game, "kontra")
    assert game.phase is Phase.RE and game.to_move == M
