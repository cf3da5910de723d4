"""Passing is worth 0 only where it may end the auction with every seat passed.

Once another seat still in the auction has bid or held, a pass hands an
opponent the game; a level that sets ``contested_pass_win`` then values the
pass as defending that game (minus half the declarer's expected utility),
and weighs its bids against that.
"""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest
from support.engine_helpers import CLUBS_HAND_DEAL, new_game, run

from skat_desktop.ai import auction
from skat_desktop.ai.search_config import STRONG, LevelConfig
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.rules import OFFICIAL, AllPass, RuleSet, Scoring
from skat_desktop.engine.skat.view import GameView

SF = OFFICIAL.replace(scoring=Scoring.SEEGER_FABIAN)
CONTESTED = dataclasses.replace(STRONG, contested_pass_win=0.8)


def _view(rules: RuleSet, script: str) -> GameView:
    game = run(new_game(rules, **CLUBS_HAND_DEAL), script)
    assert game.to_move is not None
    view: GameView = game.view(game.to_move)
    return view


@pytest.mark.parametrize(
    ("script", "committed"),
    [
        ("", False),  # middlehand opens: nobody has spoken
        ("pass", False),  # rearhand opens against a forehand who has said nothing
        ("pass pass", False),  # forehand alone: a pass throws the deal in
        ("18", True),  # forehand answers middlehand's bid
        ("18 hold", True),  # middlehand against a forehand who held
        ("18 pass", True),  # rearhand against middlehand, who bid
        ("pass 18", True),  # forehand answers rearhand's bid
        ("18 hold 20 pass", True),  # rearhand against middlehand, who bid 20
    ],
)
def test_committed_opponent_is_a_seat_still_in_that_bid_or_held(
    script: str, committed: bool
) -> None:
    view = _view(OFFICIAL, script)
    assert auction.committed_opponent(view) is committed


def test_defending_utility_is_minus_half_the_declarers_expectation() -> None:
    # Seeger-Fabian, a game worth 24: won +74 (24 + 50), lost -138
    # (-48 - 50, and +40 to each defender): -(0.8 * 74 - 0.2 * 138) / 2.
    assert auction.defending_utility(_view(SF, "18"), 0.8) == pytest.approx(-15.8)
    # Plain scoring: won +24, lost -48.
    assert auction.defending_utility(_view(OFFICIAL, "18"), 0.8) == pytest.approx(-4.8)
    # A higher auction means a dearer game to defend against.
    high = _view(SF, "18 hold 20 hold 22 hold 23 hold 24 hold 27 hold 30 hold 33 hold 35 hold 36")
    assert auction.defending_utility(high, 0.8) == pytest.approx(-(0.8 * 86 - 0.2 * 162) / 2)
    # A game the declarer always loses is worth defending.
    assert auction.defending_utility(_view(SF, "18"), 0.0) == pytest.approx(69.0)


def test_pass_utility_follows_the_setting_and_the_auction() -> None:
    contested = _view(SF, "18")
    open_ = _view(SF, "")
    assert auction.pass_utility(contested, STRONG) == 0.0  # unset: as before
    assert auction.pass_utility(contested) == 0.0
    assert auction.pass_utility(contested, CONTESTED) == pytest.approx(-15.8)
    assert auction.pass_utility(open_, CONTESTED) == 0.0
    ramsch = SF.replace(all_pass=AllPass.RAMSCH)
    # Where all passing would mean a Ramsch, that is what an open pass risks;
    # against a committed opponent there will be no Ramsch.
    assert auction.pass_utility(_view(ramsch, ""), CONTESTED) == auction.pass_utility(
        _view(ramsch, ""), STRONG
    )
    assert auction.pass_utility(_view(ramsch, "18"), CONTESTED) == pytest.approx(-15.8)


@pytest.mark.parametrize(
    ("script", "cfg", "first"),
    [
        ("18", STRONG, A.PASS),
        ("18", CONTESTED, A.HOLD),
        ("", CONTESTED, A.PASS),
    ],
)
def test_a_contested_bid_is_held_where_passing_costs_more(
    monkeypatch: pytest.MonkeyPatch, script: str, cfg: LevelConfig, first: A.Action
) -> None:
    """A game the simulation scores at -20 list points (-12 after strong's
    margin of -8) loses to a pass worth 0, but not to one worth -15.8."""
    view = _view(SF, script)
    fake = SimpleNamespace(best=lambda bid, prior: (-20.0, 0.5, "pickup"))
    monkeypatch.setattr(auction, "bid_eval", lambda player, view: fake)
    player = SearchPlayer("strong", 1)
    player.cfg = cfg
    options = auction.bid_options(player, view)
    assert options[0].action == first
