"""Tests for the double-dummy solver (C core, Python twin and dispatcher).

The strongest evidence is agreement with a deliberately naive minimax written
here from the rules (it shares no code with the solver), on many random
endgames of every game kind and trick state.  The C core and the Python twin
must also agree with each other on the bench positions, which are the
positions the speed numbers are reported for.

Counts can be raised with SKAT_FULL=1; slow tests run in a reduced form
otherwise, so CI stays within its time budget.
"""

from __future__ import annotations

import sys
import subprocess
import importlib
import os
import random
import threading
import time
from collections.abc import Callable

import pytest

from skat_desktop.ai import solver
from skat_desktop.ai.solver import (
    GAME_CLUBS,
    GAME_DIAMONDS,
    GAME_GRAND,
    GAME_HEARTS,
    GAME_NULL,
    GAME_RAMSCH,
    GAME_SPADES,
    Position,
)
from skat_desktop.cli.solver_bench import bench_cases, bench_positions, run_solver_bench
from skat_desktop.engine.cards import Card, CardSet

FULL = os.environ.get("SKAT_FULL") == "1"
HAS_C = solver.core_name() == "c"
needs_c = pytest.mark.skipif(not HAS_C, reason="C solver core (skat_desktop.ai._solver) not built")
CORES = ["python", "c"] if HAS_C else ["python"]

POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
JACK = 4
# Strength of non-trump ranks outside Null: 7 8 9 Q K T A.
PLAIN_STRENGTH = {0: 0, 1: 1, 2: 2, 5: 3, 6: 4, 3: 5, 7: 6}


def count(default: int, full: int) -> int:
    """How many cases a randomized test runs: more under SKAT_FULL=1."""
    return full if FULL else default


# ----------------------------------------------------------- reference rules


def is_trump(game: int, card: int) -> bool:
    suit, rank = divmod(card, 8)
    if game == GAME_NULL:
        return False
    return rank == JACK or suit == game


def follow_class(game: int, card: int) -> int:
    """4 for "trumps", else the suit."""
    return 4 if is_trump(game, card) else card // 8


def strength(game: int, card: int) -> int:
    suit, rank = divmod(card, 8)
    if game == GAME_NULL:
        return rank  # 7 8 9 T J Q K A is the natural index order
    if rank == JACK:
        return 200 + suit
    if is_trump(game, card):
        return 100 + PLAIN_STRENGTH[rank]
    return PLAIN_STRENGTH[rank]


def ref_legal(game: int, hand: list[int], trick: list[int]) -> list[int]:
    if not trick:
        return hand
    led = follow_class(game, trick[0])
    same = [c for c in hand if follow_class(game, c) == led]
    return same or hand


def ref_winner(game: int, leader: int, trick: list[int]) -> int:
    trumps = [c for c in trick if is_trump(game, c)]
    if trumps:
        best = max(trumps, key=lambda c: strength(game, c))
    else:
        led = follow_class(game, trick[0])
        best = max(
            (c for c in trick if follow_class(game, c) == led), key=lambda c: strength(game, c)
        )
    return (leader + trick.index(best)) % 3


def cards_of(mask: int) -> list[int]:
    return [c for c in range(32) if (mask >> c) & 1]


def brute_value(pos: Position, schwarz: bool = False) -> int:
    """Plain minimax straight from the rules: no pruning, no ordering, no card merging.

    Values of trick-start positions are memoised (they do not depend on the
    past), only to keep the test fast.  ``schwarz``: value 1 if the declarer's
    opponents can win a trick.
    """
    game, decl = pos.game, pos.declarer
    hands = [cards_of(h) for h in pos.hands]
    memo: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int], int] = {}

    def maximises(seat: int) -> bool:
        if schwarz or game in (GAME_NULL, GAME_RAMSCH):
            return seat != decl
        return seat == decl

    def rec(leader: int, trick: list[int]) -> int:
        if len(trick) == 3:
            winner = ref_winner(game, leader, trick)
            rest_empty = not any(hands)
            if schwarz:
                return 1 if winner != decl else (0 if rest_empty else rec(winner, []))
            if game == GAME_NULL:
                return 1 if winner == decl else (0 if rest_empty else rec(winner, []))
            gain = sum(POINTS[c & 7] for c in trick) if winner == decl else 0
            return gain if rest_empty else gain + rec(winner, [])
        if not trick:
            if not any(hands):
                return 0
            key = (tuple(hands[0]), tuple(hands[1]), tuple(hands[2]), leader)
            if key not in memo:
                memo[key] = rec_trick(leader)
            return memo[key]
        return rec_trick(leader, trick)

    def rec_trick(leader: int, trick: list[int] | None = None) -> int:
        trick = trick or []
        seat = (leader + len(trick)) % 3
        values = []
        for card in ref_legal(game, hands[seat], trick):
            hands[seat].remove(card)
            values.append(rec(leader, [*trick, card]))
            hands[seat].append(card)
            hands[seat].sort()
        return max(values) if maximises(seat) else min(values)

    return rec(pos.leader, list(pos.trick))


def random_endgame(
    rng: random.Random, max_tricks: int, game: int | None = None, min_tricks: int = 1
) -> Position:
    """Random cards, k tricks to go, 0-2 cards already on the table."""
    if game is None:
        game = rng.randrange(7)
    k = rng.randint(min_tricks, max_tricks)
    deck = list(range(32))
    rng.shuffle(deck)
    leader = rng.randrange(3)
    tn = rng.randrange(3)
    hands = [0, 0, 0]
    at = 0
    for i in range(3):
        seat = (leader + i) % 3
        n = k - 1 if i < tn else k
        hands[seat] = sum(1 << c for c in deck[at : at + n])
        at += n
    trick = tuple(deck[at : at + tn])
    return Position(game, (hands[0], hands[1], hands[2]), rng.randrange(3), leader, trick)


def play(pos: Position, card: int) -> tuple[Position | None, int]:
    """Position after ``card`` plus the value already settled by it.

    Returns ``(None, settled)`` when the game is decided (Null trick won by the
    declarer, or the last trick played).
    """
    seat = (pos.leader + len(pos.trick)) % 3
    hands = list(pos.hands)
    hands[seat] &= ~(1 << card)
    trick = [*pos.trick, card]
    if len(trick) < 3:
        return Position(
            pos.game, (hands[0], hands[1], hands[2]), pos.declarer, pos.leader, tuple(trick)
        ), 0
    winner = ref_winner(pos.game, pos.leader, trick)
    if pos.game == GAME_NULL:
        if winner == pos.declarer:
            return None, 1
        settled = 0
    else:
        settled = sum(POINTS[c & 7] for c in trick) if winner == pos.declarer else 0
    if not any(hands):
        return None, settled
    return Position(pos.game, (hands[0], hands[1], hands[2]), pos.declarer, winner), settled


def total_points(pos: Position) -> int:
    return sum(POINTS[c & 7] for h in pos.hands for c in cards_of(h)) + sum(
        POINTS[c & 7] for c in pos.trick
    )


# ------------------------------------------------------------------- rules


def test_rules_helpers_match_reference() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        game = rng.randrange(7)
        deck = rng.sample(range(32), 13)
        hand = sum(1 << c for c in deck[:10])
        trick = tuple(deck[10 : 10 + rng.randrange(3)])
        want = sum(1 << c for c in ref_legal(game, cards_of(hand), list(trick)))
        assert solver.legal_cards(game, hand, trick) == want
        full = (deck[10], deck[11], deck[12])
        leader = rng.randrange(3)
        assert solver.trick_winner(game, leader, full) == ref_winner(game, leader, list(full))


def test_trick_winner_examples() -> None:
    c = Card.parse
    # Grand: a jack beats the led ace; in Null the jack is just a card of its suit.
    assert solver.trick_winner(GAME_GRAND, 0, (c("HA"), c("DJ"), c("HT"))) == 1
    assert solver.trick_winner(GAME_NULL, 0, (c("HJ"), c("HT"), c("HQ"))) == 2
    assert solver.trick_winner(GAME_NULL, 1, (c("HT"), c("H9"), c("SA"))) == 1
    # Spades game: S7 trumps the club ace; the club jack is the highest trump.
    assert solver.trick_winner(GAME_SPADES, 2, (c("CA"), c("S7"), c("CT"))) == 0
    assert solver.trick_winner(GAME_SPADES, 0, (c("SA"), c("CJ"), c("SJ"))) == 1
    # A jack led in a suit game asks for trumps, not for its suit.
    hand = CardSet.parse("C7.CA.H8").mask
    assert solver.legal_cards(GAME_HEARTS, hand, (c("CJ"),)) == CardSet.parse("H8").mask
    assert solver.legal_cards(GAME_NULL, hand, (c("CJ"),)) == CardSet.parse("C7.CA").mask


def test_full_deal_known_value() -> None:
    """A deal whose value is clear by hand: the declarer holds every trump."""
    p = CardSet.parse
    decl = p("CJ.SJ.HJ.DJ.CA.CT.CK.CQ.C9.C8")  # Clubs: all 4 jacks and 6 clubs
    d1 = p("SA.ST.SK.SQ.S9.S8.S7.HA.HT.HK")
    d2 = p("HQ.H9.H8.H7.DA.DT.DK.DQ.D9.D8")
    pos = Position(GAME_CLUBS, (decl.mask, d1.mask, d2.mask), 0, 0)
    in_play = 120 - p("C7.D7").points
    # The Python twin needs seconds for a full deal; it gets a six-card version.
    small = p("CJ.SJ.HJ.DJ.CA.CT"), p("SA.ST.SK.SQ.HA.HT"), p("HQ.H9.DA.DT.DK.DQ")
    small_pos = Position(GAME_CLUBS, tuple(h.mask for h in small), 0, 0)  # type: ignore[arg-type]
    assert solver.solve(small_pos, core="python") == sum(h.points for h in small)
    assert solver.takes_all_tricks(small_pos, core="python")
    for core in ["c"] if HAS_C else []:
        assert solver.takes_all_tricks(pos, core=core)
        assert solver.solve(pos, core=core) == in_play
        assert solver.reaches(pos, in_play, core=core)
        assert not solver.reaches(pos, in_play + 1, core=core)
    # Null with these cards: the declarer (all jacks high-ish) must win a trick.
    null_pos = Position(GAME_NULL, pos.hands, 0, 0)
    for core in ["c"] if HAS_C else []:
        assert solver.solve(null_pos, core=core) == 1


# ----------------------------------------------------- brute-force agreement


@pytest.mark.parametrize(
    ("games", "seed"),
    [
        ((GAME_DIAMONDS, GAME_HEARTS, GAME_SPADES, GAME_CLUBS), 11),
        ((GAME_GRAND,), 12),
        ((GAME_NULL,), 13),
        ((GAME_RAMSCH,), 14),
    ],
    ids=["suit", "grand", "null", "ramsch"],
)
def test_agrees_with_brute_force(games: tuple[int, ...], seed: int) -> None:
    """250 endgames per kind (1,000 in all) of up to 6 tricks, both cores."""
    rng = random.Random(seed)
    n = count(250, 2500)
    for _ in range(n):
        pos = random_endgame(rng, 6 if rng.random() < 0.3 else 5, rng.choice(games))
        want = brute_value(pos)
        for core in CORES:
            assert solver.solve(pos, core=core) == want, (core, pos)


@pytest.mark.slow
def test_schwarz_and_moves_agree_with_brute_force() -> None:
    rng = random.Random(21)
    for _ in range(count(300, 3000)):
        pos = random_endgame(rng, 5)
        if pos.game != GAME_NULL:
            defenders_win = brute_value(pos, schwarz=True) == 1
            for core in CORES:
                assert solver.takes_all_tricks(pos, core=core) is (not defenders_win), (core, pos)
                assert solver.defenders_take_a_trick(pos, core=core) is defenders_win
        want_moves = {}
        seat = (pos.leader + len(pos.trick)) % 3
        for card in cards_of(solver.legal_cards(pos.game, pos.hands[seat], pos.trick)):
            child, settled = play(pos, card)
            want_moves[card] = settled if child is None else settled + brute_value(child)
        for core in CORES:
            assert solver.move_values(pos, core=core) == want_moves, (core, pos)


# ------------------------------------------------ internal consistency checks


def check_queries(pos: Position, core: str) -> None:
    """Threshold queries and move values must agree with the exact value."""
    value = solver.solve(pos, core=core)
    if pos.game == GAME_NULL:
        assert solver.reaches(pos, 0, core=core) is (value == 0)
    else:
        for t in {0, value - 1, value, value + 1, 61, total_points(pos) + 1}:
            assert solver.reaches(pos, t, core=core) is (value >= t), (core, pos, t, value)
        if solver.takes_all_tricks(pos, core=core):
            assert pos.game == GAME_RAMSCH or value == total_points(pos)
    moves = solver.move_values(pos, core=core)
    seat = (pos.leader + len(pos.trick)) % 3
    assert set(moves) == set(cards_of(solver.legal_cards(pos.game, pos.hands[seat], pos.trick)))
    maximiser = (seat == pos.declarer) == (pos.game not in (GAME_NULL, GAME_RAMSCH))
    assert (max(moves.values()) if maximiser else min(moves.values())) == value
    for card, v in moves.items():
        child, settled = play(pos, card)
        assert v == (settled if child is None else settled + solver.solve(child, core=core))


@pytest.mark.parametrize("core", CORES)
def test_queries_consistent_on_endgames(core: str) -> None:
    rng = random.Random(31)
    for _ in range(count(300, 2000)):
        check_queries(random_endgame(rng, 6), core)


@pytest.mark.parametrize("core", CORES)
def test_queries_consistent_on_bench_trick6(core: str) -> None:
    for pos in bench_positions(count(60, 200), 2026, 6):
        check_queries(pos, core)


# -------------------------------------------------------- C versus Python


@needs_c
def test_c_and_python_agree_on_bench_trick6() -> None:
    cases = bench_cases(200, 2026, 6)
    for case in cases:
        pos = case.position
        assert solver.solve(pos, core="c") == solver.solve(pos, core="python"), pos
        t = case.query_threshold
        assert solver.reaches(pos, t, core="c") is solver.reaches(pos, t, core="python"), pos
        if pos.game != GAME_NULL:
            assert solver.takes_all_tricks(pos, core="c") is solver.takes_all_tricks(
                pos, core="python"
            )


@needs_c
def test_python_twin_searches_the_same_tree() -> None:
    """Same pruning and move ordering: node counts match, not just values.

    Only the C table's slot replacement can make them differ, which is rare at
    trick 6; a drift here means the two cores' algorithms have diverged.
    """
    positions = bench_positions(count(60, 200), 2026, 6)
    same = sum(
        solver.solve_with_stats(p, core="c") == solver.solve_with_stats(p, core="python")
        for p in positions
    )
    assert same >= 0.9 * len(positions)


@needs_c
def test_c_and_python_agree_on_trick1_sample() -> None:
    """The Python twin is slow from trick 1: compare on deals it solves quickly."""
    cases = bench_cases(40, 2026, 1)
    sizes = [(solver.solve_with_stats(c.position, core="c")[1], i) for i, c in enumerate(cases)]
    picked = [i for n, i in sorted(sizes) if 1_000 <= n <= 60_000][: count(5, 10)]
    assert len(picked) >= 3
    for i in picked:
        pos = cases[i].position
        assert solver.solve(pos, core="c") == solver.solve(pos, core="python"), pos
        t = cases[i].query_threshold
        assert solver.reaches(pos, t, core="c") is solver.reaches(pos, t, core="python")


@needs_c
@pytest.mark.slow
def test_c_and_python_agree_on_midgames() -> None:
    """Six to eight tricks to go, where the search really prunes."""
    rng = random.Random(41)
    for _ in range(count(30, 300)):
        pos = random_endgame(rng, 8, min_tricks=6)
        assert solver.solve(pos, core="c") == solver.solve(pos, core="python"), pos
        assert solver.move_values(pos, core="c") == solver.move_values(pos, core="python"), pos


# -------------------------------------------------------------- validation


def _bad_positions() -> list[tuple[Position, str]]:
    full = [sum(1 << c for c in range(s * 10, s * 10 + 10)) for s in range(3)]
    h = (full[0], full[1], full[2])
    return [
        (Position(7, h, 0, 0), "game kind"),
        (Position(-1, h, 0, 0), "game kind"),
        (Position(GAME_GRAND, (full[0], full[0], full[2]), 0, 0), "overlap"),
        (Position(GAME_GRAND, (full[0] | 1 << 30, full[1], full[2]), 0, 0), "hand sizes"),
        (Position(GAME_GRAND, h, 3, 0), "declarer"),
        (Position(GAME_GRAND, h, 0, -1), "leader"),
        (Position(GAME_GRAND, (full[0], full[1], 1 << 33), 0, 0), "32-bit"),
        (Position(GAME_GRAND, h, 0, 0, (30,)), "hand sizes"),
        (
            Position(GAME_GRAND, (full[0] & ~1, full[1] & ~(1 << 10), full[2]), 0, 0, (0,)),
            "hand sizes",
        ),
        (Position(GAME_GRAND, (full[0] & ~1, full[1], full[2]), 0, 0, (5,)), "also in a hand"),
        (Position(GAME_GRAND, (full[0] & ~1, full[1], full[2]), 0, 0, (32,)), "bad card"),
        (Position(GAME_GRAND, h, 0, 0, (30, 31, 0)), "0-2 cards"),
    ]


@pytest.mark.parametrize("core", CORES)
def test_validation_errors(core: str) -> None:
    calls: list[Callable[[Position], object]] = [
        lambda p: solver.solve(p, core=core),
        lambda p: solver.reaches(p, 61, core=core),
        lambda p: solver.move_values(p, core=core),
        lambda p: solver.takes_all_tricks(p, core=core),
    ]
    for pos, message in _bad_positions():
        for call in calls:
            with pytest.raises(ValueError, match=message):
                call(pos)
    good = Position(GAME_NULL, (1, 2, 4), 0, 0)
    with pytest.raises(ValueError, match="Null"):
        solver.takes_all_tricks(good, core=core)
    with pytest.raises(ValueError, match="core"):
        solver.solve(good, core="fortran")
    with pytest.raises(ValueError):
        solver.legal_cards(9, 1, ())
    with pytest.raises(ValueError):
        solver.trick_winner(GAME_GRAND, 0, (1, 1, 2))


@needs_c
def test_c_core_rejects_bad_input_itself() -> None:
    """Called directly, bypassing the Python checks, the core must raise, not crash."""
    _solver = importlib.import_module("skat_desktop.ai._solver")

    ok = (GAME_GRAND, 0, 1, 2, 4, 0, 0, ())
    assert _solver.solve(*ok)[0] == 0
    bad: list[tuple[object, ...]] = [
        (9, 0, 1, 2, 4, 0, 0, ()),
        (GAME_GRAND, 1, 1, 2, 4, 0, 0, ()),
        (GAME_GRAND, 0, 1, 1, 4, 0, 0, ()),
        (GAME_GRAND, 0, 1, 2, 12, 0, 0, ()),
        (GAME_GRAND, 0, 1 << 40, 2, 4, 0, 0, ()),
        (GAME_GRAND, 0, 1, 2, 4, 5, 0, ()),
        (GAME_GRAND, 0, 0, 2, 4, 0, 0, (1,)),
        (GAME_GRAND, 0, 0, 2, 4, 0, 0, (99,)),
        (GAME_GRAND, 0, 0, 2, 4, 0, 0, (1, 3, 5)),
    ]
    for args in bad:
        with pytest.raises(ValueError):
            _solver.solve(*args)
    with pytest.raises(TypeError):
        _solver.solve(GAME_GRAND, 0, 1, 2, 4, 0, 0, [])
    with pytest.raises(TypeError):
        _solver.solve(GAME_GRAND, 0, 0, 2, 4, 0, 0, ("x",))


# ------------------------------------------------------------- dispatcher


def test_environment_switches_to_the_python_core() -> None:
    """SKAT_DESKTOP_SOLVER=python behaves like a build without a C compiler."""
    code = (
        "from skat_desktop.ai import solver; from skat_desktop.ai.levels import make_player;"
        "print(solver.core_name(), make_player('strong', 1).scaled_for_python)"
    )
    env = dict(os.environ, SKAT_DESKTOP_SOLVER="python")
    out = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout.split()
    assert out == ["python", "True"]


def test_python_fallback_when_core_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver, "_core_module", None)
    assert solver.core_name() == "python"
    pos = bench_positions(1, 2026, 6)[0]
    assert solver.solve(pos) == solver.solve(pos, core="python")
    with pytest.raises(RuntimeError, match="not built"):
        solver.solve(pos, core="c")


def test_empty_position_and_stats() -> None:
    done = Position(GAME_GRAND, (0, 0, 0), 1, 2)
    for core in CORES:
        assert solver.solve(done, core=core) == 0
        assert solver.move_values(done, core=core) == {}
        assert solver.takes_all_tricks(done, core=core)
        value, nodes = solver.solve_with_stats(bench_positions(1, 2026, 6)[0], core=core)
        assert nodes > 0 and value >= 0


# ---------------------------------------------------------------- threads


def _heavy_positions() -> list[Position]:
    """Trick-1 bench deals the C core needs a noticeable time for."""
    cases = bench_cases(12, 2026, 1)
    sized = sorted(
        ((solver.solve_with_stats(c.position, core="c")[1], c.position) for c in cases),
        key=lambda item: -item[0],
    )
    return [pos for _, pos in sized[:3]]


@needs_c
def test_gil_released_while_searching() -> None:
    """The main thread keeps running Python while another thread is inside C.

    Not a timing race: if the core held the GIL, no Python line of the main
    thread could run between the worker's entry into C and its return, so we
    count main-thread ticks that fall strictly inside one C call.
    """
    heavy = _heavy_positions()
    calls: list[tuple[float, float]] = []

    def worker() -> None:
        for pos in heavy:
            start = time.perf_counter()
            solver.solve(pos, core="c")
            calls.append((start, time.perf_counter()))

    ticks: list[float] = []
    thread = threading.Thread(target=worker)
    thread.start()
    while thread.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.0005)
    thread.join()
    start, end = max(calls, key=lambda span: span[1] - span[0])
    if end - start < 0.02:
        pytest.skip("machine too fast for a meaningful check")
    inside = sum(1 for t in ticks if start < t < end)
    assert inside >= 3, f"main thread starved during a {end - start:.3f}s C call"


@needs_c
def test_concurrent_solves_match_serial() -> None:
    positions = bench_positions(40, 2026, 6) + _heavy_positions()
    serial = [solver.solve(p, core="c") for p in positions]
    results: dict[int, list[int]] = {}

    def run(tag: int, order: Callable[[list[Position]], list[Position]]) -> None:
        results[tag] = [solver.solve(p, core="c") for p in order(positions)]

    threads = [
        threading.Thread(target=run, args=(0, lambda ps: ps)),
        threading.Thread(target=run, args=(1, lambda ps: ps[::-1])),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results[0] == serial
    assert results[1] == serial[::-1]


# ------------------------------------------------------------------ bench


def test_bench_shape_and_positions() -> None:
    a = bench_positions(5, 2026, 6)
    assert a == bench_positions(5, 2026, 6)  # seeded, reproducible
    first = bench_positions(5, 2026, 1)
    for p1, p6 in zip(first, a, strict=True):
        assert all(h.bit_count() == 10 for h in p1.hands)
        assert all(h.bit_count() == 5 for h in p6.hands)
        assert p6.game == p1.game and p6.declarer == p1.declarer
        assert all(h6 & ~h1 == 0 for h1, h6 in zip(p1.hands, p6.hands, strict=True))
    result = run_solver_bench(positions=3, python_sample=2)
    assert set(result) == {"core", "solver", "c_vs_python"}
    assert result["core"] == solver.core_name()
    per_trick = result["solver"]
    assert isinstance(per_trick, dict) and set(per_trick) == {"trick1", "trick6"}
    for block in per_trick.values():
        assert set(block) == {"exact_ms", "query61_ms", "nodes_per_s"}
        for key in ("exact_ms", "query61_ms"):
            assert set(block[key]) == {"median", "p90", "p99"}
    if HAS_C:
        ratio = result["c_vs_python"]
        assert isinstance(ratio, float) and ratio > 1.0
