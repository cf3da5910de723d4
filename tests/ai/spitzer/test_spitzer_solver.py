"""The four-hand Spitzer solver: twin against brute force, C against twin, duties.

The brute force below is written from RULES §13 (trump order, follow suit,
must trump, the called ace's duties, the first-trick partner) and shares no
code with the solver: plain minimax over every legal card.  The Python twin
must agree with it on random short endings; the C core must agree with the
twin on hundreds of longer random positions.
"""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest
from support.scale import count
from support.solver_setup import SPITZER_CORES, needs_spitzer_c

from skat_desktop.ai.spitzer import double_dummy as dd
from skat_desktop.ai.spitzer.double_dummy import SpitzerPosition
from skat_desktop.engine.cards import Card

# ------------------------------------------------------------ brute force

TRUMPS_HIGH_FIRST = [
    "CQ",
    "D7",
    "SQ",
    "HQ",
    "DQ",
    "CJ",
    "SJ",
    "HJ",
    "DJ",
    "DA",
    "DT",
    "DK",
    "D9",
    "D8",
]
TRUMP_RANK = {int(Card.parse(c)): 100 - i for i, c in enumerate(TRUMPS_HIGH_FIRST)}
FAIL_RANK = {"A": 6, "T": 5, "K": 4, "9": 3, "8": 2, "7": 1}
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def c(code: str) -> int:
    return int(Card.parse(code))


def text(card: int) -> str:
    return str(Card(card))


def suit_of(card: int) -> str:
    """Follow class: "T" for trumps, else the suit letter."""
    return "T" if card in TRUMP_RANK else text(card)[0]


def strength(card: int) -> int:
    return TRUMP_RANK.get(card, FAIL_RANK.get(text(card)[1], 0))


def pts(card: int) -> int:
    return POINTS[text(card)[1]]


def legal(hand: frozenset[int], trick: tuple[int, ...], ace: int | None, lapsed: bool) -> list[int]:
    duty = ace is not None and ace in hand and not lapsed
    if not trick:
        return sorted(hand)
    led = suit_of(trick[0])
    follow = [x for x in hand if suit_of(x) == led]
    if follow:
        if duty and led == suit_of(ace):  # type: ignore[arg-type]
            return [ace]  # type: ignore[list-item]
        return sorted(follow)
    trumps = [x for x in hand if suit_of(x) == "T"]
    if trumps:
        return sorted(trumps)
    if duty:
        others = [x for x in hand if x != ace]
        return sorted(others) if others else [ace]  # type: ignore[list-item]
    return sorted(hand)


def winner(leader: int, trick: tuple[int, ...]) -> int:
    led = suit_of(trick[0])
    best = max(
        range(4),
        key=lambda i: (suit_of(trick[i]) == "T", suit_of(trick[i]) == led, strength(trick[i])),
    )
    return (leader + best) % 4


@cache
def brute(
    hands: tuple[frozenset[int], ...],
    leader: int,
    trick: tuple[int, ...],
    team: int,
    ace: int | None,
    lapsed: bool,
    caller: int,
    mode: str,
) -> int:
    """Value for ``team``: points ("points"), or 1 if ``mode``'s side wins a trick.

    ``mode`` "team": 1 if team wins a trick; "other": 1 if the other side does.
    """
    if not any(hands) and not trick:
        return 0
    seat = (leader + len(trick)) % 4
    in_team = bool(team >> seat & 1)
    maxer = in_team if mode != "other" else not in_team
    values = []
    for x in legal(hands[seat], trick, ace, lapsed):
        nh = list(hands)
        nh[seat] = hands[seat] - {x}
        nl = lapsed or (
            not trick
            and ace is not None
            and ace in hands[seat]
            and x != ace
            and suit_of(x) == suit_of(ace)
        )
        t = (*trick, x)
        if len(t) < 4:
            values.append(brute(tuple(nh), leader, t, team, ace, nl, caller, mode))
            continue
        ws = winner(leader, t)
        nteam, ncaller = team, caller
        if caller >= 0 and ws != caller:
            nteam, ncaller = team | 1 << ws, -1
        ours = bool(nteam >> ws & 1)
        rest = brute(tuple(nh), ws, (), nteam, ace, nl, ncaller, mode)
        if mode == "points":
            values.append((sum(pts(y) for y in t) if ours else 0) + rest)
        else:
            hit = ours if mode == "team" else not ours
            values.append(1 if hit else rest)
    return max(values) if maxer else min(values)


def brute_pos(pos: SpitzerPosition, mode: str = "points") -> int:
    hands = tuple(frozenset(i for i in range(32) if h >> i & 1) for h in pos.hands)
    caller = -1 if pos.caller is None else pos.caller
    return brute(hands, pos.leader, pos.trick, pos.team, pos.called_ace, pos.lapsed, caller, mode)


def brute_moves(pos: SpitzerPosition) -> dict[int, int]:
    """Team points after each legal card of the mover."""
    out = {}
    seat = pos.mover
    hand = frozenset(i for i in range(32) if pos.hands[seat] >> i & 1)
    for x in legal(hand, pos.trick, pos.called_ace, pos.lapsed):
        hands = list(pos.hands)
        hands[seat] &= ~(1 << x)
        ace = pos.called_ace
        lapsed = pos.lapsed or (
            not pos.trick
            and ace is not None
            and (pos.hands[seat] >> ace) & 1
            and x != ace
            and suit_of(x) == suit_of(ace)
        )
        t = (*pos.trick, x)
        if len(t) < 4:
            child = SpitzerPosition(
                (hands[0], hands[1], hands[2], hands[3]),
                pos.team,
                pos.leader,
                t,
                ace,
                bool(lapsed),
                pos.caller,
            )
            out[x] = brute_pos(child)
            continue
        ws = winner(pos.leader, t)
        team, caller = pos.team, pos.caller
        if caller is not None and ws != caller:
            team, caller = team | 1 << ws, None
        gain = sum(pts(y) for y in t) if team >> ws & 1 else 0
        if not any(hands):
            out[x] = gain
            continue
        child = SpitzerPosition(
            (hands[0], hands[1], hands[2], hands[3]), team, ws, (), ace, bool(lapsed), caller
        )
        out[x] = gain + brute_pos(child)
    return out


# --------------------------------------------------------- random positions


def random_position(rng: random.Random, tricks: int, *, focus: bool = False) -> SpitzerPosition:
    """Random hands with ``tricks`` tricks left, a random trick state and Spitzer extras.

    ``focus``: a called ace always, and its whole suit dealt first, so the
    duties and their lapse come up in most positions.
    """
    cards = list(range(32))
    rng.shuffle(cards)
    aces = [c("HA"), c("SA"), c("CA")]
    ace = rng.choice(aces) if focus or rng.random() < 0.5 else None
    if ace is not None and focus:
        suit = [x for x in cards if suit_of(x) == suit_of(ace)]
        cards = [x for x in cards if x not in suit] + suit  # cards are dealt from the end
    elif ace is not None and rng.random() < 0.8:  # usually in play
        cards.remove(ace)
        cards.insert(31 - rng.randrange(4 * tricks), ace)
    leader = rng.randrange(4)
    tn = rng.randrange(4)
    hands = [0, 0, 0, 0]
    trick: list[int] = []
    for i in range(4):
        seat = (leader + i) % 4
        n = tricks - 1 if i < tn else tricks
        for _ in range(n):
            hands[seat] |= 1 << cards.pop()
        if i < tn:
            trick.append(cards.pop())
    if ace is not None and ace in trick:
        ace = None if rng.random() < 0.5 else ace
    caller = None
    if rng.random() < 0.2:
        caller = rng.randrange(4)
        team = 1 << caller
    else:
        team = rng.choice([1, 2, 4, 8, 3, 5, 9, 6, 10, 12, 7, 11, 13, 14])
    return SpitzerPosition(
        (hands[0], hands[1], hands[2], hands[3]),
        team,
        leader,
        tuple(trick),
        ace,
        rng.random() < 0.2,
        caller,
    )


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_twin_matches_brute_force_on_short_endings(seed: int) -> None:
    rng = random.Random(1000 + seed)
    for _ in range(count(25, 60)):
        pos = random_position(rng, rng.choice([2, 3]))
        team_seat = (pos.team & -pos.team).bit_length() - 1
        total = dd.points_in_play(pos)
        want = brute_pos(pos)
        assert dd.solve(pos, team_seat, core="python") == want, pos
        other = next(s for s in range(4) if not pos.team >> s & 1)
        assert dd.solve(pos, other, core="python") == total - want
        moves = dd.move_values(pos, team_seat, core="python")
        assert moves == brute_moves(pos), pos
        thr = rng.randrange(total + 2)
        assert dd.reaches(pos, thr, team_seat, core="python") == (want >= thr)
        assert dd.reaches(pos, thr, other, core="python") == (total - want >= thr)
        all_tricks = brute_pos(pos, "other") == 0
        assert dd.takes_all_tricks(pos, team_seat, core="python") == all_tricks, pos
        assert dd.takes_a_trick(pos, team_seat, core="python") == (brute_pos(pos, "team") == 1)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_twin_matches_brute_force_where_the_called_suit_is_played(seed: int) -> None:
    rng = random.Random(1500 + seed)
    for _ in range(count(30, 60)):
        while True:  # the holder keeps two more cards of the suit: the lapse can matter
            pos = random_position(rng, 3, focus=True)
            ace = pos.called_ace
            holder = [h for h in pos.hands if ace is not None and h >> ace & 1]
            mates = sum(
                1 for x in range(32) if holder and holder[0] >> x & 1 and suit_of(x) == suit_of(ace)
            )  # type: ignore[arg-type]
            if mates >= 3:
                break
        team_seat = (pos.team & -pos.team).bit_length() - 1
        assert dd.solve(pos, team_seat, core="python") == brute_pos(pos), pos
        assert dd.move_values(pos, team_seat, core="python") == brute_moves(pos), pos


@pytest.mark.slow
@needs_spitzer_c
@pytest.mark.parametrize("seed", range(4))
def test_c_matches_twin_on_random_positions(seed: int) -> None:
    rng = random.Random(2000 + seed)
    for i in range(count(60, 100)):
        pos = random_position(rng, rng.choice([2, 3, 4, 5]), focus=i % 2 == 0)
        seat = rng.randrange(4)
        assert dd.solve(pos, seat, core="c") == dd.solve(pos, seat, core="python"), pos
        if i % 3 == 0:
            assert dd.move_values(pos, seat, core="c") == dd.move_values(pos, seat, core="python")
        thr = rng.randrange(dd.points_in_play(pos) + 1)
        assert dd.reaches(pos, thr, seat, core="c") == dd.reaches(pos, thr, seat, core="python")
        assert dd.takes_all_tricks(pos, seat, core="c") == dd.takes_all_tricks(
            pos, seat, core="python"
        )
        assert dd.takes_a_trick(pos, seat, core="c") == dd.takes_a_trick(pos, seat, core="python")


@needs_spitzer_c
def test_c_matches_twin_from_the_first_trick() -> None:
    rng = random.Random(77)
    for _ in range(count(1, 3)):
        pos = random_position(rng, 8)
        assert dd.solve(pos, core="c") == dd.solve(pos, core="python")


# ---------------------------------------------------------- called-ace duties


def mask(*codes: str) -> int:
    return sum(1 << c(x) for x in codes)


def hands(*seats: str) -> tuple[int, int, int, int]:
    h = [mask(*s.split()) if s else 0 for s in seats]
    return (h[0], h[1], h[2], h[3])


@pytest.mark.parametrize("core", SPITZER_CORES)
def test_called_ace_must_be_played_when_its_suit_is_led(core: str) -> None:
    # Seat 1 holds the called HA and HK; hearts led: only the ace is legal.
    pos = SpitzerPosition(hands("S9", "HA HK", "H7 S7", "H8 S8"), 0b0011, 0, (c("H9"),), c("HA"))
    assert dd.legal_cards(pos) == mask("HA")
    assert set(dd.move_values(pos, core=core)) == {c("HA")}
    free = SpitzerPosition(pos.hands, pos.team, 0, pos.trick, None)
    assert dd.legal_cards(free) == mask("HA", "HK")


@pytest.mark.parametrize("core", SPITZER_CORES)
def test_called_ace_may_not_be_thrown_off(core: str) -> None:
    # Spades led, seat 1 has no spade and no trump: it must keep the called CA.
    pos = SpitzerPosition(hands("C9", "CA H7", "S8 H8", "S9 H9"), 0b0011, 0, (c("ST"),), c("CA"))
    assert dd.legal_cards(pos) == mask("H7")
    assert set(dd.move_values(pos, core=core)) == {c("H7")}
    # With only the ace left it goes, on anything.
    last = SpitzerPosition(hands("", "CA", "S8", "S9"), 0b0011, 0, (c("ST"),), c("CA"))
    assert dd.legal_cards(last) == mask("CA")


@pytest.mark.parametrize("core", SPITZER_CORES)
def test_duty_lapses_when_the_holder_leads_the_suit(core: str) -> None:
    lapsed = SpitzerPosition(
        hands("S9", "HA HK", "H7 S7", "H8 S8"), 0b0011, 0, (c("H9"),), c("HA"), True
    )
    assert dd.legal_cards(lapsed) == mask("HA", "HK")
    # Seat 0 (the holder) leads HK: later, when hearts come again, the ace is free.
    # Two tricks: seat 0 leads HK (lapses), wins? D7 etc. decide; compare with brute force.
    pos = SpitzerPosition(
        hands("HA HK S7", "H7 C7 SA", "H8 C8 S8", "H9 C9 S9"), 0b0101, 1, (), c("HA")
    )
    assert dd.solve(pos, 0, core=core) == brute_pos(pos)
    assert dd.move_values(pos, 0, core=core) == brute_moves(pos)


@pytest.mark.parametrize("core", SPITZER_CORES)
def test_the_duty_changes_the_value(core: str) -> None:
    # Seat 1 leads HK; seat 2 holds the called HA and H7; seat 3 is void in
    # hearts and must trump. The duty puts the ace (11) on seat 3's trick:
    # team 0+2 gets only SA's trick (11). Free, seat 2 ducks with H7 and later
    # throws the ace on partner's SA: 22.
    pos_duty = SpitzerPosition(hands("SA C7", "HK S7", "HA H7", "D8 S8"), 0b0101, 1, (), c("HA"))
    pos_free = SpitzerPosition(pos_duty.hands, 0b0101, 1, (), None)
    assert dd.solve(pos_duty, 0, core=core) == 11
    assert dd.solve(pos_free, 0, core=core) == 22
    assert dd.solve(pos_duty, 0, core=core) == brute_pos(pos_duty)
    assert dd.solve(pos_free, 0, core=core) == brute_pos(pos_free)
    assert dd.solve(pos_duty, 0, core=core) < dd.solve(pos_free, 0, core=core)


@pytest.mark.parametrize("core", SPITZER_CORES)
def test_first_trick_partner_joins_the_caller(core: str) -> None:
    # Caller seat 0 leads the CQ and wins trick one alone; trick two goes to
    # seat 3 (the only trump left), who becomes the partner: the side takes all.
    pos = SpitzerPosition(hands("CQ S7", "H7 H8", "C7 C8", "S8 D8"), 0b0001, 0, (), None, False, 0)
    assert dd.solve(pos, 0, core=core) == dd.points_in_play(pos)
    assert dd.takes_all_tricks(pos, 0, core=core)


def test_trump_order_and_trick_winner() -> None:
    order = [c(x) for x in TRUMPS_HIGH_FIRST]
    for hi, lo in itertools.pairwise(order):
        assert dd.trick_winner(0, (lo, hi, c("H7"), c("H8"))) == 1
    # A fail suit: the led suit wins unless trumped; A T K 9 8 7.
    assert dd.trick_winner(0, (c("HK"), c("HT"), c("SA"), c("H9"))) == 1
    assert dd.trick_winner(2, (c("SK"), c("HA"), c("D8"), c("SA"))) == 0


def test_must_trump_when_void() -> None:
    pos = SpitzerPosition(hands("C9", "D8 C7", "H8 S8", "H9 S9"), 0b0011, 0, (c("HA"),))
    assert dd.legal_cards(pos) == mask("D8")


def test_bad_positions_are_rejected_with_a_reason() -> None:
    good = hands("H7", "H8", "H9", "HK")
    with pytest.raises(ValueError, match="overlap"):
        dd.solve(SpitzerPosition((1, 1, 2, 4), 1, 0))
    with pytest.raises(ValueError, match="team"):
        dd.solve(SpitzerPosition(good, 15, 0))
    with pytest.raises(ValueError, match="called ace"):
        dd.solve(SpitzerPosition(good, 1, 0, (), c("DA")))
    with pytest.raises(ValueError, match="hand sizes"):
        dd.solve(SpitzerPosition(hands("H7", "H8", "H9", "HK SK"), 1, 0))
    with pytest.raises(ValueError, match="first-trick"):
        dd.solve(SpitzerPosition(good, 3, 0, (), None, False, 0))


# --------------------------------------------------------- the C core's tables


@needs_spitzer_c
def test_c_tables_are_reused_across_calls() -> None:
    pos = random_position(random.Random(5), 6)
    dd.reset_tables()
    cold_value, cold_nodes = dd.solve_with_stats(pos, core="c")
    warm_value, warm_nodes = dd.solve_with_stats(pos, core="c")
    assert warm_value == cold_value
    assert warm_nodes < cold_nodes  # the second call finds the first call's bounds


@needs_spitzer_c
def test_c_core_solves_in_threads_with_the_same_results() -> None:
    import threading

    rng = random.Random(9)
    positions = [random_position(rng, 5) for _ in range(24)]
    want = [dd.solve(p, core="c") for p in positions]
    got: dict[int, int] = {}

    def work(start: int) -> None:
        for i in range(start, len(positions), 4):
            got[i] = dd.solve(positions[i], core="c")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [got[i] for i in range(len(positions))] == want


def test_bench_percentiles_pick_the_ranked_value() -> None:
    from skat_desktop.ai.spitzer.solver_bench import percentile

    assert percentile([3.0, 1.0, 2.0, 4.0], 50) == 2.0
    assert percentile([3.0, 1.0, 2.0, 4.0], 99) == 4.0


@needs_spitzer_c
def test_bench_reports_percentiles_in_order() -> None:
    from skat_desktop.ai.spitzer.solver_bench import run_bench

    result = run_bench(3, "c", seed=1)
    assert result.median_ms <= result.p90_ms <= result.p99_ms <= result.max_ms
    assert result.nodes_per_s > 0 and result.median_nodes > 0


@pytest.mark.parametrize("seed", range(2))
def test_forced_column_agrees_with_the_exact_value(seed: int) -> None:
    from skat_desktop.engine.spitzer.scoring import Column

    rng = random.Random(3000 + seed)
    for _ in range(25):
        pos = random_position(rng, rng.choice([2, 3, 4]))
        seat = rng.randrange(4)
        cq = rng.random() < 0.5
        done = 8 - pos.hands[pos.mover].bit_count() - (1 if pos.trick else 0)
        taken_tricks = rng.choice([0, done, rng.randrange(done + 1)])
        taken = 0 if taken_tricks == 0 else rng.randrange(120 - dd.points_in_play(pos) + 1)
        total = taken + dd.solve(pos, seat, core="python")
        line = 61 if cq else 60
        if total >= 90:
            every = taken_tricks == done and dd.takes_all_tricks(pos, seat, core="python")
            want = Column.ALL_TRICKS if every else Column.POINTS_90_120
        elif total >= line:
            want = Column.POINTS_61_89
        elif total >= 31:
            want = Column.POINTS_31_60
        elif taken_tricks == 0 and not dd.takes_a_trick(pos, seat, core="python"):
            want = Column.NO_TRICK
        else:
            want = Column.POINTS_0_30
        got = dd.forced_column(
            pos,
            seat,
            big_queen_on_side=cq,
            taken=taken,
            tricks_taken=taken_tricks,
            tricks_done=done,
            core="python",
        )
        assert got == want, (pos, seat, cq, taken, taken_tricks)
