"""The deal review: replay-exact steps, marks, "could I have won?" codes, replay setup."""

from __future__ import annotations

import dataclasses

import pytest
from support.ai_helpers import play_deal
from support.engine_helpers import F, M, R, new_game, run

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.review import (
    GROUP_AUCTION,
    GROUP_DEAL,
    GROUP_SKAT,
    GROUP_TRICK,
    DealReview,
)
from skat_desktop.ai.review_replay import (
    ReplaySession,
    ReplaySetup,
    replay_setup,
    replay_setup_from_game,
)
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.errors import WrongPhaseError
from skat_desktop.engine.skat.game import Deal, Game
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import Session

RULES = RuleSet()

# Null Hand by Forehand, safe when it leads a spade, a heart or ♦7 (it later
# sheds ♣J on a diamond). Leading ♣J lets Middlehand duck with ♣8 and
# Rearhand with ♣10, so Forehand takes the first trick and loses.
NULL_F = "C7 C9 CJ S7 S8 S9 H7 H8 H9 D7"
NULL_M = "C8 CQ CK S10 SJ SQ H10 HJ HQ D10"
NULL_R = "C10 CA SK SA HK HA DJ DQ DK DA"


def null_blunder() -> Game:
    game: Game = new_game(RULES, NULL_F, NULL_M, NULL_R, skat="D8 D9")
    run(game, "pass pass 18 declare:null CJ C8 C10")
    return game


def ramsch_game(seed: int) -> Game:
    game = Game(RULES, Deal.from_seed(seed), forced_ramsch=True)
    players = [make_player("skat", "easy", seed + s) for s in range(3)]
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game


def replayed(game: Game, count: int) -> Game:
    clone = Game(game.rules, game.deal, bock=game.bock, forced_ramsch=game.forced_ramsch)
    for seat, action in game.history[:count]:
        clone.apply(action, seat)
    return clone


@pytest.mark.parametrize("seed", [3, 7, 11])
def test_every_step_matches_a_fresh_replay(seed: int) -> None:
    game = play_deal(RULES, seed, ["easy"] * 3)
    review = DealReview.from_game(game)
    assert len(review.steps) == len(game.history) + 1
    assert review.at_end
    for step in review.steps:
        fresh = replayed(game, step.index)
        assert step.hands == tuple(fresh.hands)
        assert step.skat == fresh.skat
        assert step.points == tuple(fresh.won_points)
        assert step.tricks_won == tuple(fresh.won_tricks)
        assert step.phase is fresh.phase
        assert step.declarer == fresh.declarer
        if step.trick_winner is None:
            assert [c for _, c in step.trick] == list(fresh.trick)
        else:  # the completed trick stays on the table at its step
            assert tuple(c for _, c in step.trick) == fresh.tricks[-1].cards
            assert step.trick_winner == fresh.tricks[-1].winner


def test_cursor_moves_forward_and_back_and_clamps() -> None:
    review = DealReview.from_game(play_deal(RULES, 3, ["easy"] * 3))
    end = len(review.steps) - 1
    assert review.index == end
    assert review.forward().index == end  # clamped
    review.first()
    assert review.at_start and review.back().index == 0
    for expected in range(1, 6):
        assert review.forward().index == expected
    assert review.back().index == 4
    assert review.go(-10).index == 0 and review.go(10**6).index == end
    assert review.last().index == end and review.next_action() is None
    review.go(0)
    assert review.next_action() == (review.steps[1].seat, review.steps[1].action)


def test_groups_cover_the_auction_the_skat_and_ten_tricks() -> None:
    game = play_deal(RULES, 3, ["easy"] * 3)
    review = DealReview.from_game(game)
    kinds = [g.kind for g in review.groups]
    assert kinds[:3] == [GROUP_DEAL, GROUP_AUCTION, GROUP_SKAT]
    tricks = [g for g in review.groups if g.kind == GROUP_TRICK]
    assert [g.number for g in tricks] == list(range(1, len(game.tricks) + 1))
    for group, trick in zip(tricks, game.tricks, strict=True):
        assert tuple(a.card for _, a in group.actions if isinstance(a, A.Play)) == trick.cards
        assert group.winner == trick.winner and group.points == trick.points
    # Groups tile the steps without gaps.
    assert [g.first for g in review.groups[1:]] == [g.last + 1 for g in review.groups[:-1]]
    assert all(
        review.steps[i].group == n
        for n, g in enumerate(review.groups)
        for i in range(g.first, g.last + 1)
    )


def test_unfinished_deal_is_refused() -> None:
    game = Game.from_seed(RULES, 5)
    game.apply(A.PASS, 1)
    with pytest.raises(ValueError, match="finished"):
        DealReview.from_game(game)


def test_the_null_blunder_is_the_only_mark_and_could_have_won() -> None:
    game = null_blunder()
    assert game.finished and game.result is not None and not game.result.won
    review = DealReview.from_game(game)
    assert review.summary(F).code == "pending"
    analysis = review.analyse()
    review.set_analysis(analysis)
    assert analysis.seconds >= 0
    [mark] = review.marks()
    assert (mark.seat, mark.card, mark.trick) == (F, Card.parse("CJ"), 1)
    assert mark.game == GameType.NULL and mark.declarer == F
    assert mark.outcome_best == "declarer_clean" and mark.outcome_after == "declarer_takes_trick"
    # Any spade, heart or the ♦7 keeps the Null clean; a low club would leave
    # ♣J alone against ♣8 (Middlehand leads it once Rearhand is out of clubs).
    assert {str(c) for c in mark.better} == {"S7", "S8", "S9", "H7", "H8", "H9", "D7"}
    assert review.steps[mark.step].action == A.Play(Card.parse("CJ"))
    summary = review.summary(F)
    assert summary.code == "could_win" and summary.mark == mark and summary.count == 1
    assert review.summary(M).code == "none_own"
    assert review.summary(None).code == "changed"
    assert review.marks_at(mark.step) == [mark]
    assert review.marks_in_group(review.steps[mark.step].group) == [mark]


def test_seat_argument_puts_own_marks_first_or_alone() -> None:
    # Seed 5 (easy players): the declarer (F) and Middlehand each change the outcome.
    review = DealReview.from_game(play_deal(RULES, 5, ["easy"] * 3))
    review.set_analysis(review.analyse())
    marks = review.marks()
    seats = {m.seat for m in marks}
    assert len(seats) >= 2, marks
    for seat in seats:
        own = review.marks(seat, only=True)
        assert own and all(m.seat == seat for m in own)
        ordered = review.marks(seat)
        assert ordered[: len(own)] == own and sorted(ordered, key=marks.index) == marks
    assert review.marks(R, only=True) == [m for m in marks if m.seat == R]


def test_no_marks_before_analysis_and_when_nothing_was_played() -> None:
    game = new_game(RULES, NULL_F, NULL_M, NULL_R, skat="D8 D9")
    run(game, "pass pass pass")  # passed in (official rules)
    review = DealReview.from_game(game)
    assert review.marks() == [] and review.kind is None
    review.set_analysis(review.analyse())
    assert review.analysis is not None and review.analysis.marks == ()
    assert review.summary(F).code == "not_played"


def test_ramsch_marks_speak_of_the_movers_points() -> None:
    for seed in range(1, 30):
        review = DealReview.from_game(ramsch_game(seed))
        assert review.kind == GameType.RAMSCH
        review.set_analysis(review.analyse())
        if review.marks():
            break
    else:
        pytest.fail("no Ramsch deal with a mark among 29 seeds")
    mark = review.marks()[0]
    assert mark.game == GameType.RAMSCH and mark.declarer is None
    assert mark.value_after - mark.value_best >= 10  # points taken that were avoidable
    assert review.summary(mark.seat).code == "ramsch_fewer"


def test_suit_game_summary_codes_for_declarer_and_defenders() -> None:
    # Seed 7 (easy players): Forehand loses a Hearts game it could have won.
    game = play_deal(RULES, 7, ["easy"] * 3)
    assert game.result is not None and game.declarer == F and not game.result.won
    review = DealReview.from_game(game)
    review.set_analysis(review.analyse())
    assert review.summary(F).code == "could_win"
    # Seed 22: Forehand wins a Spades game Middlehand could have beaten.
    review = DealReview.from_game(play_deal(RULES, 22, ["easy"] * 3))
    review.set_analysis(review.analyse())
    assert review.result.won and review.summary(M).code == "could_beat"


# ------------------------------------------------------------------ replay


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seat", [0, 1, 2])
def test_replay_session_deals_the_same_cards_with_the_player_in_the_seat(
    players: int, seat: int
) -> None:
    rules = dataclasses.replace(RULES, players=players, list_length=players * 2)
    names = ["You", "B", "C", "D"][:players]
    original = Session(rules, names, seed=99)
    record = original.current
    setup = replay_setup(rules, record, seat)
    session = setup.new_session(names)
    assert isinstance(session, ReplaySession)
    assert session.seat_of(0) == seat
    assert session.game.deal == original.game.deal
    assert session.current.seed == record.seed
    assert not session.finished


def test_replay_carries_bock_and_forced_ramsch_and_ends_after_one_deal() -> None:
    game = ramsch_game(4)
    setup = replay_setup_from_game(game, 1)
    assert setup.forced_ramsch and setup.new_game().ramsch
    session = setup.new_session(["You", "B", "C"])
    assert session.current.forced_ramsch and session.game.ramsch
    for seat, action in game.history:
        session.apply(action, seat)
    assert session.finished
    with pytest.raises(WrongPhaseError):
        session.next_deal()
    bock = ReplaySetup(RULES, 12, 0, bock=True)
    assert bock.new_session(["a", "b", "c"]).current.bock and bock.new_game().bock


def test_replay_refuses_a_bad_seat_and_an_unseeded_deal() -> None:
    with pytest.raises(ValueError, match="seat"):
        ReplaySetup(RULES, 1, 3)
    with pytest.raises(ValueError, match="seed"):
        replay_setup_from_game(null_blunder(), 0)
