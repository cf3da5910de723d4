"""RULES.md §10 (Bock) and §11 (session and list): dealer rotation at three and
four players, list length, Bock and Ramsch rounds, the three scoring systems."""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, R, auction_script, mask, new_game, run, run_session
from support.scoring_deals import (
    CLUBS_60_PLAY,
    CLUBS_61,
    GRAND_OUVERT,
    GRAND_OUVERT_PLAY,
)

from skat_desktop.engine import actions as A
from skat_desktop.engine.errors import IllegalActionError, WrongPhaseError
from skat_desktop.engine.skat.game import Deal, Game
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import (
    OFFICIAL,
    AllPass,
    BockTrigger,
    RuleError,
    RuleSet,
    Scoring,
)
from skat_desktop.engine.skat.scoring import (
    Contract,
    GameResult,
    PlayOutcome,
    ResultKind,
    score_game,
)
from skat_desktop.engine.skat.session import Session

NAMES3 = ("Ann", "Ben", "Cid")
NAMES4 = ("Ann", "Ben", "Cid", "Dora")
ALL_PASS = "pass pass pass"
LOSE_GRAND = auction_script(F, 18) + " declare:grand concede"


def session(
    rules: RuleSet = OFFICIAL, names: tuple[str, ...] = NAMES3, seed: int = 1, first_dealer: int = 0
) -> Session:
    return Session(rules, names, seed, first_dealer)


def play_deal(s: Session, script: str) -> None:
    run_session(s, script)
    assert s.game.finished


# ------------------------------------------------------------ dealer and seats


def test_three_players_dealer_rotates_left_and_is_rearhand() -> None:
    s = session(first_dealer=0)
    dealers, seats = [], []
    for deal in range(6):
        dealers.append(s.current.dealer)
        seats.append(s.current.seats)
        play_deal(s, ALL_PASS)
        if deal < 5:
            s.next_deal()
    assert dealers == [0, 1, 2, 0, 1, 2]
    assert seats[0] == (1, 2, 0)  # F left of the dealer, the dealer is Rearhand
    assert seats[1] == (2, 0, 1)
    assert seats[2] == (0, 1, 2)
    assert [r.number for r in s.records] == [1, 2, 3, 4, 5, 6]


def test_four_players_dealer_sits_out() -> None:
    rules = OFFICIAL.replace(players=4, list_length=8)
    s = session(rules, NAMES4, first_dealer=2)
    for expect_dealer in (2, 3, 0, 1, 2):
        record = s.current
        assert record.dealer == expect_dealer
        assert expect_dealer not in record.seats
        assert s.seat_of(expect_dealer) is None
        assert record.seats == tuple((expect_dealer + k) % 4 for k in (1, 2, 3))
        play_deal(s, LOSE_GRAND)
        # Only the declarer (Forehand here) scores; the dealer gets nothing.
        assert record.scores[expect_dealer] == 0
        assert record.scores[record.seats[F]] == record.result.value  # type: ignore[union-attr]
        assert record.declarer_player == record.seats[F]
        s.next_deal()


def test_players_and_names_must_match() -> None:
    with pytest.raises(ValueError):
        Session(OFFICIAL, NAMES4, 1)
    with pytest.raises(ValueError):
        Session(OFFICIAL.replace(players=4, list_length=48), NAMES3, 1)


def test_redeal_same_dealer_same_row_new_cards() -> None:
    s = session(OFFICIAL.replace(all_pass=AllPass.REDEAL, list_length=3))
    play_deal(s, ALL_PASS)
    first = s.current
    assert first.result is not None and first.result.kind is ResultKind.REDEAL
    s.next_deal()
    assert s.current.dealer == first.dealer and s.current.number == first.number
    assert s.current.seed != first.seed
    assert s.completed == []


def test_passed_in_next_dealer_deals() -> None:
    s = session()
    play_deal(s, ALL_PASS)
    assert s.current.result is not None and s.current.result.kind is ResultKind.PASSED_IN
    s.next_deal()
    assert s.current.dealer == 1 and s.current.number == 2


# ------------------------------------------------------------ list length


def test_list_length_ends_the_session() -> None:
    s = session(OFFICIAL.replace(list_length=3))
    for _ in range(3):
        assert not s.finished
        play_deal(s, ALL_PASS)
        if not s.finished:
            s.next_deal()
    assert s.finished and len(s.completed) == 3
    with pytest.raises(IllegalActionError):
        s.next_deal()


def test_open_ended_list() -> None:
    s = session(OFFICIAL.replace(list_length=None))
    for _ in range(7):
        play_deal(s, ALL_PASS)
        assert not s.finished
        s.next_deal()


def test_list_length_must_be_a_multiple_of_the_players() -> None:
    assert OFFICIAL.list_length == 36
    assert OFFICIAL.replace(players=4, list_length=48).list_length == 48
    for players, length in ((3, 35), (4, 30), (3, 0), (4, -4)):
        with pytest.raises(RuleError):
            RuleSet(players=players, list_length=length)


def test_session_refuses_actions_once_the_deal_is_over() -> None:
    s = session()
    with pytest.raises(WrongPhaseError):
        s.next_deal()  # the deal has not been played yet
    play_deal(s, ALL_PASS)
    with pytest.raises(WrongPhaseError):
        s.apply(A.PASS)


def test_every_deal_replays_from_its_seed_and_actions() -> None:
    s = session(
        OFFICIAL.replace(kontra=True, bock=True, bock_triggers=frozenset({BockTrigger.PASSED_IN}))
    )
    play_deal(s, ALL_PASS)
    s.next_deal()
    play_deal(s, LOSE_GRAND)
    s.next_deal()
    play_deal(s, auction_script(M, 20) + " declare:null concede")
    s.next_deal()
    run_session(s, auction_script(R, 18) + " pickup")
    s.apply(s.game.legal_actions()[0])  # some discard
    play_deal(s, "declare:clubs concede")
    assert [r.bock for r in s.completed] == [False, True, True, True]
    for record in s.completed:
        game = Game(
            s.rules,
            Deal.from_seed(record.seed),
            bock=record.bock,
            forced_ramsch=record.forced_ramsch,
        )
        for seat, action in record.actions:
            game.apply(action, seat)
        assert game.result == record.result
        assert list(game.history) == record.actions


# ------------------------------------------------------------ scoring systems


def test_plain_totals_are_the_sum_of_entries() -> None:
    s = session(OFFICIAL.replace(list_length=6))
    while not s.finished:
        play_deal(s, LOSE_GRAND)
        if not s.finished:
            s.next_deal()
    for player in range(3):
        assert s.totals[player] == sum(r.scores[player] for r in s.completed)
    assert s.completed[-1].totals == tuple(s.totals)
    # Forehand declared and lost each time: every entry is the declarer's.
    for record in s.completed:
        assert record.result is not None
        assert record.scores[record.seats[F]] == record.result.value < 0


def result_18(won: bool) -> GameResult:
    """Diamonds with 1 after pick-up: 2 × 9 = 18; won with 70, lost with 50."""
    outcome = PlayOutcome(70 if won else 50, 7 if won else 3, 3 if won else 7)
    res = score_game(OFFICIAL, Contract(GameType.DIAMONDS), 1, 18, mask("CJ D7"), outcome)
    assert res.game_value == 18 and res.won is won
    return res


def test_seeger_fabian_three_players() -> None:
    s = session(OFFICIAL.replace(scoring=Scoring.SEEGER_FABIAN))
    seats = (2, 0, 1)  # M (the declarer) is player 0
    assert s.deal_scores(seats, result_18(True)) == [68, 0, 0]
    assert s.deal_scores(seats, result_18(False)) == [-86, 40, 40]


def test_seeger_fabian_four_players_all_others_get_30() -> None:
    s = session(OFFICIAL.replace(players=4, list_length=48, scoring=Scoring.SEEGER_FABIAN), NAMES4)
    seats = (1, 2, 3)  # dealer 0 sits out; M = player 2 declares
    assert s.deal_scores(seats, result_18(True)) == [0, 0, 68, 0]
    assert s.deal_scores(seats, result_18(False)) == [30, 30, -86, 30]


def test_seeger_fabian_in_a_real_session() -> None:
    s = session(OFFICIAL.replace(scoring=Scoring.SEEGER_FABIAN))
    play_deal(s, LOSE_GRAND)
    record = s.current
    assert record.result is not None
    declarer = record.seats[F]
    expect = [40, 40, 40]
    expect[declarer] = record.result.value - 50
    assert list(record.scores) == expect
    s.next_deal()
    play_deal(s, ALL_PASS)  # passed in: nothing for anybody
    assert s.current.scores == (0, 0, 0)


def test_settlement_balances() -> None:
    s = session(OFFICIAL.replace(scoring=Scoring.SETTLEMENT))
    s.totals = [30, -10, 0]
    # Ann: (30 − −10) + (30 − 0) = 70; Ben: −40 − 10 = −50; Cid: −30 + 10 = −20
    assert s.balances() == [70, -50, -20]
    four = session(OFFICIAL.replace(players=4, list_length=48, scoring=Scoring.SETTLEMENT), NAMES4)
    four.totals = [40, 0, -20, 100]
    assert four.balances() == [4 * 40 - 120, -120, -80 - 120, 400 - 120]
    assert sum(four.balances()) == 0


def test_settlement_after_real_deals() -> None:
    s = session(OFFICIAL.replace(scoring=Scoring.SETTLEMENT, list_length=3))
    while not s.finished:
        play_deal(s, LOSE_GRAND)
        if not s.finished:
            s.next_deal()
    balances = s.balances()
    assert sum(balances) == 0
    for me in range(3):
        assert balances[me] == sum(s.totals[me] - s.totals[o] for o in range(3) if o != me)


# ------------------------------------------------------------ Bock


def bock_rules(*triggers: BockTrigger, **more: object) -> RuleSet:
    return OFFICIAL.replace(bock=True, bock_triggers=frozenset(triggers), kontra=True, **more)


def test_bock_round_is_one_deal_per_player_counting_double() -> None:
    s = session(bock_rules(BockTrigger.PASSED_IN))
    play_deal(s, ALL_PASS)
    assert s.queued_marks == ("bock",) * 3
    for remaining in (2, 1, 0):
        s.next_deal()
        assert s.current.bock and s.game.bock
        play_deal(s, LOSE_GRAND)
        result = s.current.result
        assert result is not None and result.factor == 2
        assert result.value == -2 * result.game_value * 2
        assert len(s.queued_marks) == remaining
    s.next_deal()
    assert not s.current.bock and not s.game.bock


def test_bock_round_at_four_players_has_four_deals() -> None:
    s = session(bock_rules(BockTrigger.PASSED_IN, players=4, list_length=48), NAMES4)
    play_deal(s, ALL_PASS)
    assert s.queued_marks == ("bock",) * 4


def test_bock_rounds_queue() -> None:
    s = session(bock_rules(BockTrigger.PASSED_IN))
    play_deal(s, ALL_PASS)
    s.next_deal()
    play_deal(s, ALL_PASS)  # a passed-in Bock deal queues another round
    assert s.queued_marks == ("bock",) * 5
    marks = []
    for _ in range(5):
        s.next_deal()
        marks.append(s.current.bock)
        play_deal(s, LOSE_GRAND)
    assert marks == [True] * 5
    s.next_deal()
    assert not s.current.bock


def test_ramsch_after_bock() -> None:
    s = session(bock_rules(BockTrigger.PASSED_IN, ramsch_after_bock=True))
    play_deal(s, ALL_PASS)
    assert s.queued_marks == ("bock",) * 3 + ("ramsch",) * 3
    for _ in range(3):
        s.next_deal()
        play_deal(s, LOSE_GRAND)
    for _ in range(3):
        s.next_deal()
        assert s.current.forced_ramsch and s.game.ramsch
        while not s.game.finished:
            s.apply(s.game.legal_actions()[0])
        assert s.current.result is not None
        assert s.current.result.kind is ResultKind.RAMSCH
    s.next_deal()
    assert not s.game.ramsch and not s.current.forced_ramsch


def test_two_triggers_in_one_deal_queue_two_rounds() -> None:
    s = session(bock_rules(BockTrigger.KONTRA_RE, BockTrigger.LOST_AFTER_KONTRA))
    play_deal(s, auction_script(F, 18) + " declare:grand kontra re concede")
    assert s.queued_marks == ("bock",) * 6


def test_kontra_re_and_lost_after_kontra_in_a_session() -> None:
    s = session(bock_rules(BockTrigger.LOST_AFTER_KONTRA))
    play_deal(s, auction_script(F, 18) + " declare:grand kontra pass concede")
    assert s.queued_marks == ("bock",) * 3
    s = session(bock_rules(BockTrigger.KONTRA_RE))
    play_deal(s, auction_script(F, 18) + " declare:grand kontra pass concede")
    assert s.queued_marks == ()


def test_no_bock_when_the_option_is_off() -> None:
    s = session(OFFICIAL.replace(bock_triggers=frozenset({BockTrigger.PASSED_IN})))
    play_deal(s, ALL_PASS)
    assert s.queued_marks == ()


def played(rules: RuleSet, deal: dict[str, str], script: str) -> GameResult:
    game = run(new_game(rules, **deal), script)
    assert game.result is not None
    return game.result


def trigger_cases() -> list[tuple[BockTrigger, GameResult, bool]]:
    kontra = OFFICIAL.replace(kontra=True)
    lost_60 = played(
        OFFICIAL,
        CLUBS_61,
        auction_script(F, 18) + " pickup discard:D7.H7 declare:clubs " + CLUBS_60_PLAY,
    )
    won_grand_hand = played(
        OFFICIAL, GRAND_OUVERT, auction_script(F, 18) + " declare:grand:ouvert " + GRAND_OUVERT_PLAY
    )
    lost_grand = played(OFFICIAL, CLUBS_61, auction_script(F, 18) + " declare:grand concede")
    won_grand_after_pickup = played(
        OFFICIAL,
        GRAND_OUVERT,
        auction_script(F, 18)
        + " pickup discard:H7.H8 declare:grand CJ HJ D7"
        + " claim accept accept",
    )
    kontra_re = played(kontra, CLUBS_61, auction_script(F, 18) + " declare:clubs kontra re concede")
    kontra_only = played(
        kontra, CLUBS_61, auction_script(F, 18) + " declare:clubs kontra pass concede"
    )
    conceded_clubs = played(OFFICIAL, CLUBS_61, auction_script(F, 18) + " declare:clubs concede")
    passed_in = played(OFFICIAL, CLUBS_61, ALL_PASS)
    return [
        (BockTrigger.PASSED_IN, passed_in, True),
        (BockTrigger.PASSED_IN, conceded_clubs, False),
        (BockTrigger.KONTRA_RE, kontra_re, True),
        (BockTrigger.KONTRA_RE, kontra_only, False),
        (BockTrigger.LOST_AFTER_KONTRA, kontra_only, True),
        (BockTrigger.LOST_AFTER_KONTRA, conceded_clubs, False),
        (BockTrigger.LOST_GRAND, lost_grand, True),
        (BockTrigger.LOST_GRAND, conceded_clubs, False),
        (BockTrigger.LOST_WITH_60, lost_60, True),
        (BockTrigger.LOST_WITH_60, conceded_clubs, False),
        (BockTrigger.GRAND_HAND_WON, won_grand_hand, True),
        (BockTrigger.GRAND_HAND_WON, won_grand_after_pickup, False),
    ]


def test_each_bock_trigger() -> None:
    for trigger, result, fires in trigger_cases():
        s = session(bock_rules(trigger))
        before = list(s.totals)
        s.totals = [a + b for a, b in zip(s.totals, result.entries, strict=True)]
        assert s._bock_triggers(result, before) == int(fires), (trigger, result.reason)


def test_score_hundreds_trigger() -> None:
    """A player's total lands on a round hundred (other than 0)."""
    s = session(bock_rules(BockTrigger.SCORE_HUNDREDS))
    result = played(OFFICIAL, CLUBS_61, auction_script(F, 18) + " declare:clubs concede")
    assert result.entries == (-72, 0, 0)
    s.totals = [-100, 0, 0]
    assert s._bock_triggers(result, [-28, 0, 0]) == 1
    s.totals = [-44, 0, 0]
    assert s._bock_triggers(result, [28, 0, 0]) == 0
    s.totals = [0, 0, 0]
    assert s._bock_triggers(result, [72, 0, 0]) == 0


def test_score_hundreds_in_a_session() -> None:
    """Null Hand conceded under concede_scoring bid_value at bid 50 costs 50.
    Forehand is player 1, 2, 0, 1: player 1 reaches −100 in the fourth deal."""
    from skat_desktop.engine.skat.rules import ConcedeScoring

    s = session(bock_rules(BockTrigger.SCORE_HUNDREDS, concede_scoring=ConcedeScoring.BID_VALUE))
    for deal in range(4):
        play_deal(s, "50 hold pass pass declare:null pass concede")
        assert s.current.result is not None and s.current.result.value == -50
        assert s.queued_marks == (("bock",) * 3 if deal == 3 else ())
        if deal < 3:
            s.next_deal()
    assert s.totals == [-50, -100, -50]
