"""Reproducible timing of the double-dummy solver.

The computer players call the solver thousands of times per decision, so its
speed is a product property: this module measures it on a fixed, seeded set
of deals (so numbers from different machines or commits are comparable) and
the tests reuse the same positions for the C-versus-Python agreement checks.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass

from skat_desktop.ai import solver
from skat_desktop.ai.solver import GAME_GRAND, GAME_NULL, Position

_RANK_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
# Mostly suit games and Grand, as at a real table; some Null.
_GAME_WEIGHTS = ((0, 15), (1, 15), (2, 15), (3, 15), (GAME_GRAND, 25), (GAME_NULL, 15))
# Without the C core only this many positions per trick are timed, so the
# bench still finishes in reasonable time on the Python twin.
_PYTHON_ONLY_POSITIONS = 6


@dataclass(frozen=True)
class BenchCase:
    """A bench position plus what the 61-point question needs to know."""

    position: Position
    skat_points: int  # points in the skat (they count for the declarer)
    declarer_taken: int  # points the declarer already won in earlier tricks

    @property
    def query_threshold(self) -> int:
        """Points still needed from play to reach 61 (Null: unused)."""
        return 61 - self.skat_points - self.declarer_taken


def _points(mask: int) -> int:
    return sum(_RANK_POINTS[c & 7] for c in range(32) if (mask >> c) & 1)


def _random_card(rng: random.Random, mask: int) -> int:
    cards = [c for c in range(32) if (mask >> c) & 1]
    return rng.choice(cards)


def bench_cases(n: int, seed: int, trick: int) -> list[BenchCase]:
    """``n`` seeded positions at the start of trick ``trick`` (1-10).

    Deal ``i`` is the same for every ``trick``; later tricks are reached by
    playing random legal cards, so trick-6 positions continue the trick-1 ones.
    """
    if not 1 <= trick <= 10:
        raise ValueError(f"trick must be 1..10, got {trick}")
    games = [g for g, _ in _GAME_WEIGHTS]
    weights = [w for _, w in _GAME_WEIGHTS]
    cases: list[BenchCase] = []
    for i in range(n):
        rng = random.Random(seed * 1_000_003 + i)
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[s * 10 : s * 10 + 10]) for s in range(3)]
        skat = sum(1 << c for c in deck[30:])
        game = rng.choices(games, weights)[0]
        declarer = rng.randrange(3)
        leader = 0  # forehand leads the first trick
        taken = 0
        for _ in range(trick - 1):
            played: list[int] = []
            for k in range(3):
                seat = (leader + k) % 3
                card = _random_card(rng, solver.legal_cards(game, hands[seat], tuple(played)))
                hands[seat] &= ~(1 << card)
                played.append(card)
            winner = solver.trick_winner(game, leader, (played[0], played[1], played[2]))
            if winner == declarer:
                taken += sum(_RANK_POINTS[c & 7] for c in played)
            leader = winner
        pos = Position(game, (hands[0], hands[1], hands[2]), declarer, leader)
        cases.append(BenchCase(pos, _points(skat), taken))
    return cases


def bench_positions(n: int, seed: int, trick: int) -> list[Position]:
    """The positions of :func:`bench_cases`, for tests that only need those."""
    return [case.position for case in bench_cases(n, seed, trick)]


def percentile(values: list[float], q: float) -> float:
    """Linearly interpolated ``q``-quantile (0 for no values); the one every bench uses."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    x = q * (len(ordered) - 1)
    lo = int(x)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (x - lo)


def _percentiles(samples: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(samples), 3),
        "p90": round(percentile(samples, 0.90), 3),
        "p99": round(percentile(samples, 0.99), 3),
    }


def _query(case: BenchCase, core: str) -> bool:
    pos = case.position
    if pos.game == GAME_NULL:
        return solver.reaches(pos, 0, core=core)
    return solver.reaches(pos, case.query_threshold, core=core)


def _time_trick(cases: list[BenchCase], core: str) -> dict[str, object]:
    exact_ms: list[float] = []
    query_ms: list[float] = []
    nodes = 0
    total_s = 0.0
    for case in cases:
        start = time.perf_counter()
        _, n = solver.solve_with_stats(case.position, core=core)
        elapsed = time.perf_counter() - start
        exact_ms.append(elapsed * 1000)
        nodes += n
        total_s += elapsed
        start = time.perf_counter()
        _query(case, core)
        query_ms.append((time.perf_counter() - start) * 1000)
    return {
        "exact_ms": _percentiles(exact_ms),
        "query61_ms": _percentiles(query_ms),
        "nodes_per_s": round(nodes / total_s) if total_s > 0 else 0,
    }


def run_solver_bench(
    positions: int = 200, seed: int = 2026, python_sample: int = 20
) -> dict[str, object]:
    """Time exact solves and 61-point queries at tricks 1 and 6.

    Returns ``{"core", "solver": {"trick1": ..., "trick6": ...}, "c_vs_python"}``
    where ``c_vs_python`` is Python time / C time on ``python_sample`` trick-6
    positions (``None`` without the C core).
    """
    core = solver.core_name()
    count = positions if core == "c" else min(positions, _PYTHON_ONLY_POSITIONS)
    result: dict[str, object] = {"core": core}
    per_trick: dict[str, object] = {}
    for trick in (1, 6):
        per_trick[f"trick{trick}"] = _time_trick(bench_cases(count, seed, trick), core)
    result["solver"] = per_trick
    ratio: float | None = None
    if core == "c" and python_sample > 0:
        sample = bench_positions(python_sample, seed, 6)
        py_s = c_s = 0.0
        for pos in sample:
            start = time.perf_counter()
            solver.solve(pos, core="python")
            py_s += time.perf_counter() - start
            start = time.perf_counter()
            solver.solve(pos, core="c")
            c_s += time.perf_counter() - start
        ratio = round(py_s / c_s, 1) if c_s > 0 else None
    result["c_vs_python"] = ratio
    return result


if __name__ == "__main__":  # pragma: no cover - manual use
    import json

    print(json.dumps(run_solver_bench(), indent=2))
