"""Hints rank options with sane numbers; analysis marks the deciding cards."""

from __future__ import annotations

import itertools

import pytest
from support.ai_helpers import quick_player
from support.scale import count

from skat_desktop.ai.analysis import CardAnalysis, analyse
from skat_desktop.ai.hints import HintOption, Reason, hint
from skat_desktop.ai.search_config import RAMSCH_SEARCH_FROM, TIE_TOLERANCE
from skat_desktop.cli.match import play_game
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import CLUB, OFFICIAL
from skat_desktop.engine.skat.view import GameView


def _view_at(rules, seed: int, phase: Phase, trick: int = 0):  # type: ignore[no-untyped-def]
    game = Game.from_seed(rules, seed)
    players = [quick_player("easy", s) for s in range(3)]
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if view.phase is phase and len(view.tricks) >= trick and len(view.legal) > 1:
            return view
        game.apply(players[seat].choose(view), seat)
    return None


def _check(options: list[HintOption], legal: tuple[A.Action, ...]) -> None:
    assert options
    scores = [o.expected_score for o in options if o.expected_score is not None]
    for a, b in itertools.pairwise(scores):
        assert a >= b - TIE_TOLERANCE - 1e-9  # ranked (near-ties broken by rules of thumb)
    for o in options:
        # An option the search evaluated has both numbers; one it did not has neither.
        assert (o.win_chance is None) == (o.expected_score is None)
        assert o.win_chance is None or 0.0 <= o.win_chance <= 1.0
        assert isinstance(o.reason, Reason)
        assert o.action in legal


@pytest.mark.parametrize("phase,trick", [(Phase.BIDDING, 0), (Phase.PLAY, 0), (Phase.PLAY, 4)])
def test_hints_ranked(phase: Phase, trick: int) -> None:
    for seed in range(5, 40):
        view = _view_at(OFFICIAL, seed, phase, trick)
        if view is not None:
            break
    assert view is not None
    options = hint(view, level="normal")
    _check(options, view.legal)
    if phase is Phase.PLAY:
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        assert {o.action for o in options} >= set(plays)


def test_hint_for_discard_and_skat() -> None:
    for phase in (Phase.SKAT, Phase.DISCARD):
        view = next(v for s in range(100, 160) if (v := _view_at(OFFICIAL, s, phase)) is not None)
        options = hint(view, level="normal")
        _check(options, view.legal)


def test_hint_without_decision_is_empty() -> None:
    game = Game.from_seed(OFFICIAL, 1)
    view = game.view(2)  # Rearhand waits while Middlehand bids to Forehand
    assert view.legal == ()
    assert hint(view) == []


def _finished(rules, seed: int, levels=("random", "easy", "random")) -> Game:  # type: ignore[no-untyped-def]
    game = Game.from_seed(rules, seed)
    play_game(game, [quick_player(levels[s], seed + s) for s in range(3)])
    return game


@pytest.mark.slow
def test_analysis_of_finished_deals() -> None:
    marked = 0
    analysed = 0
    for seed in range(30, 30 + count(20, 30)):
        game = _finished(OFFICIAL, seed)
        res = game.result
        assert res is not None
        if res.game is None or res.conceded or res.claimed:
            continue
        items = analyse(game)
        played = sum(len(t.cards) for t in game.tricks)
        assert len(items) == played
        for it in items:
            assert isinstance(it, CardAnalysis)
            if res.game is not GameType.NULL:
                assert 0 <= it.value_before <= 120 and 0 <= it.value_after <= 120
            if it.value_after == it.value_before:
                assert not it.changed
            if it.card in it.best_cards:
                assert it.value_after == it.value_before
        # Perfect play from the last position gives the actual result.
        if res.game is not GameType.NULL and items and len(game.tricks) == 10:
            assert items[-1].value_after == res.card_points
        marked += sum(it.changed for it in items)
        analysed += 1
    assert analysed >= 5
    assert marked > 0  # random players throw games away


def test_analysis_ramsch_and_unfinished() -> None:
    game = Game.from_seed(CLUB, 3)
    with pytest.raises(ValueError):
        analyse(game)
    for seed in range(1, 40):
        game = _finished(CLUB, seed, ("easy", "easy", "easy"))
        if game.ramsch:
            items = analyse(game)
            assert len(items) == 30
            break


def _ramsch_view(trick: int) -> GameView:
    """A Ramsch card decision (club rules: all pass) at ``trick`` with a choice."""
    for seed in range(1, 80):
        view = _view_at(CLUB, seed, Phase.PLAY, trick)
        if view is not None and view.game is GameType.RAMSCH:
            return view
    raise AssertionError("no Ramsch deal found")


def test_ramsch_hint_shows_card_points_not_a_score() -> None:
    """In Ramsch play the search minimises card points; the hint says so."""
    view = _ramsch_view(RAMSCH_SEARCH_FROM)
    options = hint(view, level="normal")
    assert {o.action for o in options} == {a for a in view.legal if isinstance(a, A.Play)}
    points = [o.card_points for o in options]
    assert all(p is not None and 0.0 <= p <= 120.0 for p in points)
    assert all(o.expected_score is None for o in options)
    fewest = min(p for p in points if p is not None)
    assert points[0] is not None and points[0] <= fewest + TIE_TOLERANCE + 1e-9
    assert all(o.win_chance is not None for o in options)


def test_a_rule_of_thumb_hint_invents_no_numbers() -> None:
    """The opening Ramsch tricks follow rules of thumb: no chance, no score."""
    view = _ramsch_view(0)
    options = hint(view, level="normal")
    assert len(options) == 1
    only = options[0]
    assert only.win_chance is None and only.expected_score is None and only.card_points is None
    assert only.action in view.legal
