"""Double-dummy solver values: agreement with a naive reference minimax.

The strongest evidence for the solver is agreement with a deliberately naive
minimax written from the rules (``support.solver_reference``, which shares no
code with the solver), on many random endgames of every game kind and trick
state, for both cores; threshold queries and move values must also agree with
the exact value.

Counts can be raised with SKAT_FULL=1; slow tests run in a reduced form
otherwise, so CI stays within its time budget.
"""

from __future__ import annotations

import random

import pytest
from support.solver_reference import (
    brute_value,
    cards_of,
    play,
    random_endgame,
    ref_legal,
    ref_winner,
    total_points,
)
from support.solver_setup import CORES, HAS_C, count

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
from skat_desktop.cli.solver_bench import bench_positions
from skat_desktop.engine.cards import Card, CardSet

# ------------------------------------------------------------------- rules


@pytest.mark.slow
def test_rules_helpers_match_reference() -> None:
    rng = random.Random(7)
    for _ in range(count(600, 3000)):
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
@pytest.mark.slow
def test_agrees_with_brute_force(games: tuple[int, ...], seed: int) -> None:
    """80 endgames per kind (2,500 in full) of up to 6 tricks, both cores."""
    rng = random.Random(seed)
    n = count(80, 2500)
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
