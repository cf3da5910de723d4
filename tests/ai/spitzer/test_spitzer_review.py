"""The Spitzer deal review: frozen steps against the engine, analysis values
against independent solver calls and a brute force over the engine's own
legal cards, and marks exactly where a card changed the score-table column."""

from __future__ import annotations

from functools import cache

import pytest
from support.solver_setup import needs_spitzer_c
from support.spitzer_review_helpers import computer_deal, first_trick_deal, sample_deals

from skat_desktop.ai.spitzer import double_dummy as dd
from skat_desktop.ai.spitzer.review import PYTHON_FIRST_TRICK, SpitzerDealReview
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import CallPartner
from skat_desktop.engine.spitzer.cards import BIG_QUEEN
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.scoring import Column, score_value, scored_column
from skat_desktop.engine.spitzer.session import SpitzerDealRecord


@cache
def reviewed() -> list[tuple[SpitzerGame, SpitzerDealReview]]:
    out = []
    for game in sample_deals():
        review = SpitzerDealReview.from_game(game)
        review.set_analysis(review.analyse())
        out.append((game, review))
    return out


def _prefix(game: SpitzerGame, steps: int) -> SpitzerGame:
    return SpitzerGame.replay(game.deal, game.history[:steps])


def _position(game: SpitzerGame) -> tuple[dd.SpitzerPosition, set[int]]:
    """The solver position written out here from the engine state, for the checks."""
    decl = game.declaration
    first_trick_open = isinstance(decl, CallPartner) and decl.ace is None and game.partner is None
    team = {game.declarer} if first_trick_open and game.declarer is not None else set(game.side)
    ace = game.called_ace
    live = None
    for seat in range(4):
        if ace is not None and game.hands[seat] >> ace & 1:
            live = int(ace)
    leader = game.trick_leader if game.trick else game.to_move
    assert leader is not None
    pos = dd.SpitzerPosition(
        tuple(game.hands),  # type: ignore[arg-type]
        sum(1 << s for s in team),
        leader,
        tuple(int(c) for c in game.trick),
        live,
        game.duty_lapsed,
        game.declarer if first_trick_open else None,
    )
    return pos, team


def _brute(game: SpitzerGame) -> int:
    """Final card points of the solver's side, minimax over the engine's legal cards."""
    if game.finished:
        assert game.result is not None
        return game.result.side_points
    seat = game.to_move
    assert seat is not None
    values = []
    for action in game.legal_actions():
        nxt = game.copy()
        nxt.apply(action, seat)
        values.append(_brute(nxt))
    _pos, team = _position(game)
    return max(values) if seat in team else min(values)


def test_steps_are_the_engine_after_each_action() -> None:
    for game, review in reviewed():
        assert len(review.steps) == len(game.history) + 1
        assert sum(len(g.actions) for g in review.groups) == len(game.history)
        side = set(game.result.side)  # type: ignore[union-attr]
        for step in review.steps:
            truth = _prefix(game, step.index)
            assert step.hands == tuple(truth.hands)
            assert step.points == tuple(truth.won_points)
            assert step.tricks_won == tuple(truth.won_tricks)
            assert step.phase is truth.phase
            assert step.public_sides == truth.public.sides
            on_side = sum(truth.won_points[s] for s in side)
            assert step.side_points == (on_side, sum(truth.won_points) - on_side)
            if step.trick_winner is None:
                assert [c for _, c in step.trick] == truth.trick
            else:
                last = truth.tricks[-1]
                assert step.trick == tuple(zip(last.seats(), last.cards, strict=True))
                assert step.trick_winner == last.winner
            if step.index:
                assert (step.seat, step.action) == game.history[step.index - 1]
        tricks = [g for g in review.groups if g.kind == "trick"]
        assert [g.number for g in tricks] == list(range(1, 9))
        assert [g.winner for g in tricks] == [t.winner for t in game.tricks]


def test_from_a_score_sheet_record_and_bad_input() -> None:
    game = computer_deal(2)
    record = SpitzerDealRecord(1, 3, (0, 1, 2, 3), 2, list(game.history))
    review = SpitzerDealReview.from_record(record)
    assert review.game.history == game.history and review.at_end
    assert review.result == game.result
    with pytest.raises(ValueError, match="finished deal"):
        SpitzerDealReview(game.deal, game.history[:-1])


def test_cursor_moves_and_clamps() -> None:
    _game, review = reviewed()[0]
    review.first()
    assert review.at_start and review.current.index == 0
    review.forward()
    review.forward()
    assert review.index == 2
    review.back()
    assert review.index == 1
    review.go(10_000)
    assert review.at_end
    review.go(-5)
    assert review.at_start
    review.last()


@needs_spitzer_c
def test_every_card_is_analysed_with_the_c_core() -> None:
    for game, review in reviewed():
        analysis = review.analysis
        assert analysis is not None and analysis.core == "c" and analysis.first_trick == 1
        plays = [i for i, (_, a) in enumerate(game.history, start=1) if isinstance(a, Play)]
        assert [c.step for c in analysis.cards] == plays


def test_values_agree_with_independent_solver_calls() -> None:
    """After each card: the twin's exact value from a position written out here."""
    for game, review in reviewed():
        assert review.analysis is not None
        for item in review.analysis.cards:
            after = _prefix(game, item.step)
            if after.finished:
                assert item.points_after == after.result.side_points  # type: ignore[union-attr]
                continue
            pos, team = _position(after)
            taken = sum(after.won_points[s] for s in team)
            core = "python" if item.trick >= 3 else None
            assert taken + dd.solve(pos, min(team), core=core) == item.points_after
            assert dict(item.values)[item.card] == item.points_after


def test_last_two_tricks_agree_with_a_brute_force_over_the_engine() -> None:
    for game, review in reviewed():
        assert review.analysis is not None
        for item in review.analysis.cards:
            if item.trick < 7:
                continue
            before = _prefix(game, item.step - 1)
            for card, value in item.values:
                nxt = before.copy()
                nxt.apply(Play(card), item.seat)
                assert _brute(nxt) == value, (item, card)


def test_columns_agree_with_the_forced_column() -> None:
    """The column after each card: the solver's threshold questions, asked here."""
    for game, review in reviewed():
        contract = game.result.contract  # type: ignore[union-attr]
        assert review.analysis is not None
        for item in review.analysis.cards:
            after = _prefix(game, item.step)
            if after.finished:
                assert item.column_after == after.result.column  # type: ignore[union-attr]
                continue
            pos, team = _position(after)
            column = dd.forced_column(
                pos,
                min(team),
                big_queen_on_side=after.deal.holder(BIG_QUEEN) in team,
                taken=sum(after.won_points[s] for s in team),
                tricks_taken=sum(after.won_tricks[s] for s in team),
                tricks_done=len(after.tricks),
            )
            assert scored_column(contract, column) == item.column_after, item
            assert item.score_after == score_value(contract, item.column_after)


def test_marks_are_exactly_the_cards_that_changed_the_score() -> None:
    marks = 0
    for game, review in reviewed():
        assert review.analysis is not None
        marked = {m.step for m in review.marks()}
        for item in review.analysis.cards:
            best = max if item.maximising else min
            scores = []
            for card, _value in item.values:
                scores.append(score_value(game.result.contract, _column_after(game, item, card)))  # type: ignore[union-attr]
            assert item.score_best == best(scores)
            if item.score_after == item.score_best:
                assert item.step not in marked
                assert item.card in item.best_cards
            else:
                assert item.step in marked
                assert item.column_after != item.column_best
                assert item.card not in item.best_cards
                # The better card really keeps the better column: a line was crossed.
                worse = item.score_after < item.score_best
                assert worse == item.maximising
                middle = {Column.POINTS_0_30, Column.POINTS_31_60, Column.POINTS_61_89}
                middle.add(Column.POINTS_90_120)
                if {item.column_best, item.column_after} <= middle:
                    low, high = sorted((item.points_best, item.points_after))
                    line61 = 61 if game.deal.holder(BIG_QUEEN) in game.side else 60
                    assert any(low < line <= high for line in (31, line61, 90)), item
                marks += 1
    assert marks > 0, "the sample deals hold no marked card at all"


def _column_after(game: SpitzerGame, item: object, card: Card) -> Column:
    from skat_desktop.ai.spitzer.review_analysis import SpitzerCardAnalysis

    assert isinstance(item, SpitzerCardAnalysis)
    before = _prefix(game, item.step - 1)
    before.apply(Play(card), item.seat)
    if before.finished:
        return before.result.column  # type: ignore[union-attr]
    pos, team = _position(before)
    column = dd.forced_column(
        pos,
        min(team),
        big_queen_on_side=before.deal.holder(BIG_QUEEN) in team,
        taken=sum(before.won_points[s] for s in team),
        tricks_taken=sum(before.won_tricks[s] for s in team),
        tricks_done=len(before.tricks),
    )
    return scored_column(game.result.contract, column)  # type: ignore[union-attr]


def test_first_trick_caller_stands_alone_until_a_partner_comes() -> None:
    game = first_trick_deal(0)
    review = SpitzerDealReview.from_game(game)
    analysis = review.analyse()
    assert game.partner is not None
    joined = next(i for i, t in enumerate(game.tricks) if t.winner != game.declarer)
    for item in analysis.cards:
        if item.trick <= joined + 1:  # the joining trick is still played alone
            assert item.maximising == (item.seat == game.declarer)
        else:
            assert item.maximising == (item.seat in game.side)


def test_python_twin_analyses_only_the_last_tricks_and_agrees() -> None:
    _game, review = reviewed()[0]
    slow = review.analyse(core="python")
    assert slow.core == "python" and slow.first_trick == PYTHON_FIRST_TRICK
    assert slow.cards and min(c.trick for c in slow.cards) == PYTHON_FIRST_TRICK
    assert review.analysis is not None
    fast = {c.step: c for c in review.analysis.cards}
    for item in slow.cards:
        assert item == fast[item.step]


def test_value_at_follows_the_cards() -> None:
    for _game, review in reviewed():
        assert review.analysis is not None
        cards = review.analysis.cards
        first = cards[0]
        assert review.value_at(first.step - 1) == (
            first.points_best,
            first.column_best,
            first.score_best,
        )
        for item in cards:
            assert review.value_at(item.step) == (
                item.points_after,
                item.column_after,
                item.score_after,
            )
        assert review.value_at(0) is None  # before the declarations: no contract yet


def test_summary_speaks_for_the_seat() -> None:
    for game, review in reviewed():
        result = game.result
        assert result is not None
        for seat in range(4):
            summary = review.summary(seat)
            own = review.marks(seat, only=True)
            if not own:
                assert summary.code == "none_own"
                continue
            assert summary.mark == own[0] and summary.count == len(own)
            on_side = seat in result.side
            scored = result.won == on_side
            if summary.code == "could_win":
                assert not scored
                assert (own[0].score_best > 0) == on_side
        everyone = review.summary(None)
        assert everyone.code == ("changed" if review.marks() else "none")
    pending = SpitzerDealReview.from_game(reviewed()[0][0])
    assert pending.summary(0).code == "pending" and pending.marks() == []
