"""The solver-node cap: decisions stop adding worlds after so much solver work.

The cap is counted in solver nodes (:mod:`skat_desktop.ai.node_meter`), from
every solver thread, and it must never break the pairing of worlds (every
candidate still sees the same worlds) nor leave a decision without worlds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence

import pytest
from support.solver_setup import CORES, needs_c

from skat_desktop.ai import node_meter, solver, world_runner
from skat_desktop.ai.easy import EasyPlayer
from skat_desktop.ai.sampling import World
from skat_desktop.ai.search_config import NORMAL, STRONG
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.ai.world_runner import halving, run_capped
from skat_desktop.cli.solver_bench import bench_positions
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView

WORLDS: list[World] = [(i, 0, 0, 0) for i in range(30)]


@pytest.fixture
def two_threads() -> Iterator[None]:
    world_runner.set_threads(2)
    yield
    world_runner.set_threads(2)


@pytest.mark.parametrize("core", CORES)
def test_the_meter_counts_what_the_solver_reports(core: str) -> None:
    positions = bench_positions(3, 11, 6)
    with node_meter.metering() as meter:
        reported = sum(solver.reaches_with_stats(p, 40, core=core)[1] for p in positions)
    assert reported > 0
    assert meter.nodes == reported
    # Outside a metered block the solver counts nowhere and does not fail.
    solver.reaches(positions[0], 40, core=core)
    assert meter.nodes == reported


def test_an_inner_meter_also_counts_on_the_outer_one() -> None:
    with node_meter.metering() as outer:
        node_meter.add(5)
        with node_meter.metering() as inner:
            node_meter.add(7)
        node_meter.add(1)
    assert (inner.nodes, outer.nodes) == (7, 13)


def test_the_meter_counts_from_the_solver_threads(two_threads: None) -> None:
    positions = bench_positions(6, 12, 6)
    worlds: list[World] = [(i, 0, 0, 0) for i in range(len(positions))]
    with node_meter.metering() as meter:
        results = world_runner.run_worlds(
            lambda w: solver.reaches_with_stats(positions[w[0]], 40)[1], worlds
        )
    assert sum(results) > 0
    assert meter.nodes == sum(results)


Evaluate = Callable[[World, Sequence[str]], dict[str, tuple[float, float]]]


def _costly(nodes_per_world: int) -> Evaluate:
    """An evaluator that reports ``nodes_per_world`` solver nodes per world;
    candidate ``a`` is one point better than the others in every world."""

    def evaluate(world: World, active: Sequence[str]) -> dict[str, tuple[float, float]]:
        node_meter.add(nodes_per_world)
        return {c: (float(world[0] % 7) + (1.0 if c == "a" else 0.0), 1.0) for c in active}

    return evaluate


def test_without_a_cap_every_world_is_used() -> None:
    stats = halving(
        ["a", "b", "c"], WORLDS, _costly(100), keep=2, first=8, budget_s=1e9, min_worlds=30
    )
    assert stats["a"].n == stats["b"].n == len(WORLDS)


def test_the_cap_stops_early_and_keeps_worlds_paired() -> None:
    stats = halving(
        ["a", "b", "c"],
        WORLDS,
        _costly(100),
        keep=2,
        first=8,
        budget_s=1e9,
        min_worlds=30,
        max_nodes=1_000,
    )
    # Half the first batch is always evaluated; the cap (10 worlds' worth)
    # ends the search long before the 30 worlds.
    assert 4 <= stats["a"].n < len(WORLDS)
    assert stats["a"].n == stats["b"].n  # the kept candidates share their worlds
    assert stats["a"].utility > stats["b"].utility


def test_a_cap_hit_at_once_still_leaves_half_the_first_batch() -> None:
    stats = halving(
        ["a", "b"],
        WORLDS,
        _costly(10**9),
        keep=2,
        first=8,
        budget_s=1e9,
        min_worlds=30,
        max_nodes=1,
    )
    assert stats["a"].n == stats["b"].n == 4


def test_run_capped_returns_the_worlds_done_in_order() -> None:
    def fn(world: World) -> int:
        node_meter.add(50)
        return world[0] * 2

    done = run_capped(fn, WORLDS, max_nodes=500, sure=3)
    assert [w for w, _ in done] == WORLDS[: len(done)]
    assert all(r == w[0] * 2 for w, r in done)
    assert 3 <= len(done) < len(WORLDS)
    assert len(run_capped(fn, WORLDS, max_nodes=0, sure=0)) == len(WORLDS)


def test_both_search_levels_cap_their_decisions() -> None:
    """The caps are set, strong's above normal's (it may search more)."""
    for field in ("play_nodes", "decl_nodes", "bid_nodes"):
        assert 0 < getattr(NORMAL, field) < getattr(STRONG, field)


def _first_card_view(seed: int) -> GameView:
    """The first card decision with three or more legal cards of a seeded deal."""
    game = Game.from_seed(RuleSet(), seed)
    players = [EasyPlayer(s) for s in range(3)]
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if view.phase is Phase.PLAY and len(view.legal) > 2:
            return view
        game.apply(players[seat].choose(view), seat)
    raise AssertionError("no card decision")


@needs_c
def test_a_capped_player_still_decides_legally_from_fewer_worlds() -> None:
    view = _first_card_view(3)
    tiny = dataclasses.replace(NORMAL, play_nodes=1, search_from_trick=0)
    player = SearchPlayer("normal", 1, config=tiny)
    assert player.choose(view) in view.legal
    # Only the sure half of the first batch was solved.
    assert player.last_worlds == max(1, tiny.first_batch // 2)
