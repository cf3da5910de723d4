"""The bid margin: how much expected list score a bid must clear over passing.

It enters only after the auction's worlds are solved, so a bolder ``normal``
(margin −16, seed 2075 in docs/measurements) asks the solver exactly what the
level asked before and differs only in where it stops bidding.
"""

from __future__ import annotations

import dataclasses

from support.engine_helpers import clubs_hand_view

from skat_desktop.ai import auction, node_meter, solver, world_runner
from skat_desktop.ai.search_config import NORMAL
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine import actions as A

SMALL = dataclasses.replace(NORMAL, bid_worlds=4, decl_budget_s=600.0)
"""Few worlds, and no time budget to cut them short on a busy machine."""


def test_a_bolder_margin_raises_every_bid_by_the_difference_and_leaves_passing() -> None:
    player = SearchPlayer("normal", seed=3, config=dataclasses.replace(SMALL, bid_margin=-8.0))
    view = clubs_hand_view("18")
    before = {s.action: s.utility for s in auction.bid_options(player, view)}
    player.cfg = dataclasses.replace(SMALL, bid_margin=-16.0)
    after = {s.action: s.utility for s in auction.bid_options(player, view)}
    assert before.keys() == after.keys()
    for action, utility in before.items():
        expected = utility if isinstance(action, A.Pass) else utility + 8.0
        assert after[action] == expected


def test_the_margin_changes_no_question_the_solver_is_asked() -> None:
    # Node counts depend on what the solver's reused tables hold and, with two
    # threads, on which worlds start before the node cap: empty tables, one
    # world after another.
    nodes = []
    for margin in (-8.0, -16.0):
        cfg = dataclasses.replace(SMALL, bid_margin=margin)
        player = SearchPlayer("normal", seed=3, config=cfg)
        solver.reset_tables()
        with world_runner.serial_worlds(), node_meter.metering() as meter:
            player.choose(clubs_hand_view("18"))
        nodes.append(meter.nodes)
    assert nodes[0] == nodes[1] > 0


def test_normal_bids_up_to_sixteen_list_points_below_passing() -> None:
    assert NORMAL.bid_margin == -16.0
