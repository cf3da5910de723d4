"""The C cores' work per question is part of the levels' behaviour.

The levels stop sampling worlds after a number of solver nodes (the ``*_nodes``
caps of :mod:`skat_desktop.ai.search_config`), so a change that only makes
a core faster must search exactly the same tree: otherwise a decision near
a cap could change with it. These counts were recorded from the cores before
their speed changes of 2026-12-02 (the Skat core keeps the points in the
hands as cards are played; both tables sit on huge pages); a change of
order, pruning or table replacement shows here.
"""

from __future__ import annotations

from support.solver_setup import needs_c, needs_spitzer_c

from skat_desktop.ai import solver
from skat_desktop.ai.solver import GAME_NULL
from skat_desktop.ai.spitzer import double_dummy
from skat_desktop.ai.spitzer.solver_bench import bench_positions as spitzer_bench_positions
from skat_desktop.cli.solver_bench import bench_cases

# (exact value, its nodes, the 61-question's answer, its nodes) of the twelve
# trick-2 bench positions of seed 2026, each from empty tables (in Null the
# question is whether the declarer avoids every trick).
RECORDED = [
    (53, 18756, False, 3521),
    (0, 447, False, 20),
    (29, 283398, False, 205),
    (29, 57603, False, 851),
    (0, 194, False, 34),
    (64, 90372, True, 16423),
    (29, 23950, False, 582),
    (38, 207262, False, 10177),
    (1, 21, False, 21),
    (2, 139244, False, 2464),
    (1, 3, False, 3),
    (1, 68, False, 68),
]


@needs_c
def test_c_core_searches_the_recorded_number_of_nodes() -> None:
    answers = []
    for case in bench_cases(12, 2026, 2):
        pos = case.position
        threshold = 1 if pos.game == GAME_NULL else case.query_threshold
        solver.reset_tables()
        value, nodes = solver.solve_with_stats(pos, core="c")
        solver.reset_tables()
        reached, query_nodes = solver.reaches_with_stats(pos, threshold, core="c")
        answers.append((value, nodes, reached, query_nodes))
    assert answers == RECORDED


# (exact value, its nodes) of the first eight Spitzer bench deals of seed 2026.
RECORDED_SPITZER = [
    (39, 211430),
    (95, 22055),
    (117, 802490),
    (40, 422391),
    (13, 80995),
    (99, 122505),
    (42, 347993),
    (76, 116665),
]


@needs_spitzer_c
def test_spitzer_c_core_searches_the_recorded_number_of_nodes() -> None:
    answers = []
    for pos in spitzer_bench_positions(8, 2026):
        double_dummy.reset_tables()
        answers.append(double_dummy.solve_with_stats(pos, core="c"))
    assert answers == RECORDED_SPITZER
