"""Card scores that allow for real play missing the double-dummy points.

``strong`` scores a card over final points spread around the solved ones, so
that points just over a column's line count for less than points well over
it; the trick columns stay as the solved play decides them.
"""

from __future__ import annotations

import dataclasses
import math

import pytest

from skat_desktop.ai.spitzer.double_dummy import SpitzerPosition
from skat_desktop.ai.spitzer.search import NORMAL, STRONG, SpitzerSearchPlayer
from skat_desktop.ai.spitzer.worlds import EXACT, WorldGame, normal_spread, utility
from skat_desktop.engine.actions import Play
from skat_desktop.engine.spitzer.actions import PASS
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.scoring import Contract

SPREAD = normal_spread(10.0)


def _partners_game(side_tricks: int = 3, tricks_done: int = 4) -> WorldGame:
    """A passed game in which seats 0 and 2 hold the queens."""
    position = SpitzerPosition((0, 0, 0, 0), 0b0101, 0)
    return WorldGame(
        position, frozenset({0, 2}), Contract.PARTNERS, True, 40, side_tricks, tricks_done
    )


def test_the_spread_is_a_symmetric_normal_of_nine_shifts() -> None:
    assert [k for k, _ in SPREAD] == list(range(-20, 21, 5))
    assert math.isclose(sum(w for _, w in SPREAD), 1.0)
    weights = [w for _, w in SPREAD]
    assert weights == weights[::-1]
    assert max(weights) == weights[4]


def test_without_a_spread_a_card_scores_its_solved_cell() -> None:
    wg = _partners_game()
    # Partners, 61-89: each of the side's two members scores 3.
    assert utility(wg, 0, 70) == utility(wg, 0, 70, spread=EXACT) == 3 - 3 / 3


def test_points_just_over_a_line_score_less_than_points_well_over_it() -> None:
    wg = _partners_game()
    assert utility(wg, 0, 62) == utility(wg, 0, 80)
    assert utility(wg, 0, 62, spread=SPREAD) < utility(wg, 0, 80, spread=SPREAD)
    # and just under a line, a part of the next column counts
    assert utility(wg, 0, 59, spread=SPREAD) > utility(wg, 0, 59)


def test_the_trick_columns_stay_as_the_solved_play_decides() -> None:
    every_trick = _partners_game(side_tricks=4, tricks_done=4)
    assert utility(every_trick, 0, 120, spread=SPREAD) == pytest.approx(
        utility(every_trick, 0, 120)
    )
    none = _partners_game(side_tricks=0, tricks_done=4)
    assert utility(none, 0, 0, spread=SPREAD) == pytest.approx(utility(none, 0, 0))


def test_strong_spreads_its_card_scores_and_keeps_its_win_chances() -> None:
    assert STRONG.points_spread == 10.0 and NORMAL.points_spread == 0.0
    game = SpitzerGame.from_seed(31)
    for _ in range(4):
        seat = game.to_move
        assert seat is not None
        game.apply(PASS, seat)
    first = game.view(game.to_move or 0).legal[0]
    assert isinstance(first, Play)
    game.apply(first, game.to_move)
    view = game.view(game.to_move or 0)
    untimed = dataclasses.replace(STRONG, budget_s=600.0)  # the same worlds in both
    spread = SpitzerSearchPlayer(config=untimed, seed=4).options(view)
    exact = SpitzerSearchPlayer(
        config=dataclasses.replace(untimed, points_spread=0.0), seed=4
    ).options(view)
    by_card = {o.action: o for o in exact}
    assert len(spread) == len(exact) > 1
    assert all(o.win_chance == by_card[o.action].win_chance for o in spread)
    assert any(o.expected_score != by_card[o.action].expected_score for o in spread)
