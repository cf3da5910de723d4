"""The per-query node limit: a solver query gives up past it, and the world
runners leave such a world out instead of waiting for it.

The limit must never change a value the solver does give (an unfinished search
stores nothing in the reusable tables), must count the nodes it spent, and
must never leave a decision without worlds (the first world runs unlimited).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest
from support.solver_setup import CORES, needs_c

from skat_desktop.ai import evaluation as ev
from skat_desktop.ai import node_meter, solver
from skat_desktop.ai.positions import outcome_category
from skat_desktop.ai.sampling import World
from skat_desktop.ai.search_config import NORMAL, STRONG
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.ai.world_runner import halving, run_capped
from skat_desktop.cli.solver_bench import bench_positions
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.scoring import Contract

from .test_ai_node_cap import _first_card_view

WORLDS: list[World] = [(i, 0, 0, 0) for i in range(12)]


def _hard_position() -> solver.Position:
    """A mid-game suit or Grand position that needs a real search (thousands of
    nodes, a few milliseconds for the twin)."""
    for pos in bench_positions(20, 1, 4):
        solver.reset_tables()
        if pos.game != solver.GAME_NULL and solver.solve_with_stats(pos, core="python")[1] > 2000:
            return pos
    raise AssertionError("no hard position among the bench positions")


@pytest.mark.parametrize("core", CORES)
def test_a_query_past_its_limit_gives_up_and_counts_its_nodes(core: str) -> None:
    pos = _hard_position()
    solver.reset_tables()
    value, full = solver.solve_with_stats(pos, core=core)
    solver.reset_tables()
    with node_meter.metering() as meter, pytest.raises(solver.SearchLimitReached) as err:
        solver.solve_with_stats(pos, core=core, max_nodes=full // 4)
    assert err.value.nodes == full // 4 + 1
    assert meter.nodes == err.value.nodes
    # What the unfinished search saw is not kept: the value is still exact.
    assert solver.solve(pos, core=core) == value
    with pytest.raises(solver.SearchLimitReached):
        solver.reset_tables()
        solver.reaches_with_stats(pos, value, core=core, max_nodes=3)


@pytest.mark.parametrize("core", CORES)
def test_both_cores_give_up_at_the_same_node(core: str) -> None:
    """The twin mirrors the C core's limit node for node (its count is the oracle)."""
    pos = _hard_position()
    value = solver.solve(pos, core="python")
    solver.reset_tables()
    _, full = solver.reaches_with_stats(pos, value, core="python")
    assert full > 20
    solver.reset_tables()
    with pytest.raises(solver.SearchLimitReached) as err:
        solver.reaches_with_stats(pos, value, core=core, max_nodes=full // 2)
    assert err.value.nodes == full // 2 + 1


@pytest.mark.parametrize("core", CORES)
def test_a_limit_in_the_context_applies_to_every_query_in_it(core: str) -> None:
    pos = _hard_position()
    solver.reset_tables()
    with node_meter.limiting_queries(10), pytest.raises(solver.SearchLimitReached):
        solver.takes_all_tricks(pos, core=core)
    value = solver.solve(pos, core=core)
    with node_meter.limiting_queries(0):
        solver.reset_tables()
        assert solver.reaches(pos, value, core=core)  # 0 lifts the limit
    # Static bounds need no search and never give up.
    with node_meter.limiting_queries(1):
        assert solver.reaches(pos, 0, core=core)
        assert not solver.reaches(pos, 121, core=core)


def test_a_negative_limit_is_refused() -> None:
    with pytest.raises(ValueError, match="max_nodes"):
        solver.reaches_with_stats(_hard_position(), 61, max_nodes=-1)


@pytest.mark.parametrize("core", CORES)
def test_a_schneider_question_past_the_limit_leaves_the_game_plainly_won_or_lost(
    core: str,
) -> None:
    """Only the 61 question decides won or lost; a Schneider question that
    gives up refines nothing rather than losing the world."""
    pos = _hard_position()
    solver.reset_tables()
    won = solver.reaches(pos, 61, core=core)
    contract = Contract(GameType(pos.game))
    calls: list[int] = []
    real = solver.reaches

    def reaches(p: solver.Position, threshold: int, **kw: object) -> bool:
        calls.append(threshold)
        if threshold in (90, 31):
            raise solver.SearchLimitReached(1)
        return real(p, threshold, core=core)

    mp = pytest.MonkeyPatch()
    mp.setattr(solver, "reaches", reaches)
    try:
        cat = outcome_category(pos, 0, contract, 0, 120, schneider=True)
    finally:
        mp.undo()
    assert calls[0] == 61 and len(calls) == 2
    assert cat == (ev.CAT_WON if won else ev.CAT_LOST)


def _giving_up_on(bad: set[int]) -> object:
    def evaluate(world: World, active: Sequence[str]) -> dict[str, tuple[float, float]]:
        if world[0] in bad and node_meter.query_limit() > 0:
            raise solver.SearchLimitReached(node_meter.query_limit() + 1)
        return {c: (float(world[0]) + (1.0 if c == "a" else 0.0), 1.0) for c in active}

    return evaluate


def test_halving_leaves_out_the_worlds_that_gave_up_for_every_candidate() -> None:
    stats = halving(
        ["a", "b", "c"],
        WORLDS,
        _giving_up_on({0, 3, 7, 10}),  # type: ignore[arg-type]
        keep=2,
        first=6,
        budget_s=1e9,
        min_worlds=12,
        query_nodes=100,
    )
    # World 0 runs unlimited (a decision always has a world); 3, 7 and 10 are dropped.
    assert stats["a"].n == stats["b"].n == len(WORLDS) - 3
    assert stats["c"].n == 6 - 1
    assert stats["a"].total == sum(w + 1.0 for w in range(12) if w not in (3, 7, 10))


def test_without_a_query_limit_no_world_is_left_out() -> None:
    stats = halving(
        ["a", "b"],
        WORLDS,
        _giving_up_on(set(range(12))),  # type: ignore[arg-type]
        keep=2,
        first=6,
        budget_s=1e9,
        min_worlds=12,
    )
    assert stats["a"].n == len(WORLDS)


def test_run_capped_keeps_the_first_world_and_drops_the_ones_that_gave_up() -> None:
    def fn(world: World) -> int:
        if node_meter.query_limit() > 0 and world[0] % 2 == 0:
            raise solver.SearchLimitReached(1)
        return world[0]

    done = run_capped(fn, WORLDS, max_nodes=0, sure=0, query_nodes=10)
    assert [r for _, r in done] == [0, 1, 3, 5, 7, 9, 11]


def test_both_search_levels_limit_their_queries() -> None:
    assert 0 < NORMAL.query_nodes <= STRONG.query_nodes


@needs_c
def test_a_player_whose_every_query_gives_up_still_decides_from_its_first_world() -> None:
    view = _first_card_view(3)
    tiny = dataclasses.replace(NORMAL, query_nodes=1, search_from_trick=0)
    player = SearchPlayer("normal", 1, config=tiny)
    assert player.choose(view) in view.legal
    assert player.last_worlds >= 1
