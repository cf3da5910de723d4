"""Double-dummy solver for Skat card play.

Given every seat's remaining cards (all hands open, hence "double dummy"),
the solver computes the value of a position under perfect play by all three
seats.  The computer players use it inside Monte-Carlo sampling, so it has to
be fast (the C core, ``skat_desktop.ai._solver``) and trustworthy (this
module's pure-Python twin runs the same algorithm and serves both as the test
oracle and as the fallback when the extension was not built).

Values, by game kind:

* suit games and Grand: card points the declarer takes from the cards still in
  play (hands plus the cards lying in the current trick); the two defenders
  play as a team against him;
* Null: 1 if the declarer cannot avoid winning a trick, else 0;
* Ramsch: solved "paranoid" — the focal seat (``Position.declarer``) keeps its
  points as low as it can while the other two push them up; the value is the
  points the focal seat takes.

The search (identical in both cores):

* cards are renumbered per game so that each follow group (a suit, or all
  trumps) is a contiguous run of bits, weakest first, trumps on top; following
  suit is one AND and the trick winner is the highest-numbered card among
  trumps and the led group;
* cards of one hand that sit next to each other in that order (ignoring the
  cards already played, but not the cards of other seats or on the table) and
  that carry equal card points are interchangeable, so only one is searched;
* fail-soft alpha-beta with a transposition table at trick boundaries holding
  lower and upper bounds of the points still to come;
* exact values by a bisection of null-window searches; threshold questions are
  a single null-window search, which is much cheaper;
* one table per thread reused across calls: its entries (bounds on the points
  still to come from a trick boundary) depend only on the hands, the leader and
  the context (game, mode, declarer), so they stay valid from call to call in
  one context — the worlds and moves of one decision share their work — and
  are dropped when the context changes. The C core keeps a small pool of
  preallocated tables with generation stamps (no allocation or clearing per
  call); the twin keeps one dict per thread. :func:`reset_tables` starts both
  afresh, which is how the tests compare node counts;
* static bounds first: a threshold at or below 0 or above the points left is
  answered without a search or a table.
"""

from __future__ import annotations

import importlib
import os
import threading
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Final


CORE_ENV: Final = "SKAT_DESKTOP_SOLVER"
"""Set to ``python`` to ignore the compiled core, as on a machine without a C
compiler: that is how the scaled-down levels are measured."""


def _load_core() -> ModuleType | None:
    """The compiled core, or None: it is optional and the Python twin stands in."""
    if os.environ.get(CORE_ENV, "").strip().lower() == "python":
        return None
    try:
        return importlib.import_module("skat_desktop.ai._solver")
    except ImportError:  # pragma: no cover - depends on the build
        return None


_core_module: ModuleType | None = _load_core()

GAME_DIAMONDS, GAME_HEARTS, GAME_SPADES, GAME_CLUBS, GAME_GRAND, GAME_NULL, GAME_RAMSCH = range(7)

_MODE_POINTS: Final = 0  # value = points taken by the declarer (focal seat)
_MODE_NULL: Final = 1  # value = 1 if the declarer must win a trick
_MODE_SCHWARZ: Final = 2  # value = 1 if the declarer's opponents can win a trick

_RANK_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 11)
# Non-trump order, weakest first, outside Null: 7 8 9 Q K T A.
_PLAIN_ORDER: Final = (0, 1, 2, 5, 6, 3, 7)
_JACK: Final = 4
_NO_CARD: Final = 255


@dataclass(frozen=True)
class Position:
    """A moment of card play, with every hand known.

    ``hands`` are bit masks of the cards each seat still holds; cards already
    on the table in the current trick are listed in ``trick`` (in play order,
    starting with ``leader``'s card) and are in no hand.
    """

    game: int
    hands: tuple[int, int, int]
    declarer: int
    leader: int
    trick: tuple[int, ...] = ()


# --------------------------------------------------------------------- rules


def _check_game(game: int) -> None:
    if not isinstance(game, int) or not 0 <= game <= 6:
        raise ValueError(
            f"game kind must be 0..6 (suit 0-3, Grand 4, Null 5, Ramsch 6), got {game!r}"
        )


def _follow_mask(game: int, card: int) -> int:
    """Cards (in the normal encoding) that follow ``card`` when it is led."""
    suit, rank = divmod(card, 8)
    if game == GAME_NULL:
        return 0xFF << (suit * 8)
    jacks = 0x10101010
    if rank == _JACK or suit == game:  # a jack or the trump suit: trumps were led
        return jacks | (0xFF << (game * 8)) if game <= GAME_CLUBS else jacks
    return (0xFF << (suit * 8)) & ~jacks


def legal_cards(game: int, hand: int, trick: tuple[int, ...]) -> int:
    """Mask of the cards in ``hand`` that may be played to ``trick``."""
    _check_game(game)
    if not trick:
        return hand
    follow = hand & _follow_mask(game, trick[0])
    return follow if follow else hand


def trick_winner(game: int, leader: int, trick: tuple[int, int, int]) -> int:
    """Seat that wins a complete trick led by ``leader``."""
    _check_game(game)
    if len(trick) != 3 or len(set(trick)) != 3 or not all(0 <= c < 32 for c in trick):
        raise ValueError(f"a complete trick holds three different cards, got {trick!r}")
    t = _tables(game, _MODE_NULL if game == GAME_NULL else _MODE_POINTS, 0)
    a, b, c = (t.to_int[x] for x in trick)
    return (leader + _winner_pos(t, a, b, c)) % 3


# ------------------------------------------------------------- game tables


@dataclass(frozen=True)
class _Tables:
    """Per-game renumbering and the per-seat roles used by the search."""

    mode: int
    declarer: int
    trump: int
    to_int: tuple[int, ...]
    to_ext: tuple[int, ...]
    group: tuple[int, ...]
    pts: tuple[int, ...]
    eqpts: tuple[int, ...]
    desire: tuple[int, int, int]  # +1: the seat wants the declarer to win the trick
    maxside: tuple[bool, bool, bool]  # True: the seat maximises the value


@lru_cache(maxsize=64)
def _tables(game: int, mode: int, declarer: int) -> _Tables:
    to_ext: list[int] = []
    group: list[int] = []
    if game == GAME_NULL:
        to_ext = list(range(32))
        group = [0xFF << (i // 8 * 8) for i in range(32)]
        trump = 0
    else:
        trump_suit = game if game <= GAME_CLUBS else -1
        for suit in range(4):
            if suit == trump_suit:
                continue
            base = len(to_ext)
            to_ext.extend(suit * 8 + r for r in _PLAIN_ORDER)
            group.extend([0x7F << base] * 7)
        base = len(to_ext)
        if trump_suit >= 0:
            to_ext.extend(trump_suit * 8 + r for r in _PLAIN_ORDER)
        to_ext.extend(s * 8 + _JACK for s in range(4))
        trump = (0xFFFFFFFF << base) & 0xFFFFFFFF
        group.extend([trump] * (32 - base))
    to_int = [0] * 32
    for i, card in enumerate(to_ext):
        to_int[card] = i
    pts = tuple(_RANK_POINTS[card & 7] for card in to_ext)
    eqpts = pts if mode == _MODE_POINTS else (0,) * 32
    desire: list[int] = []
    maxside: list[bool] = []
    for seat in range(3):
        is_decl = seat == declarer
        if mode == _MODE_POINTS and game != GAME_RAMSCH:
            maxside.append(is_decl)
            desire.append(1 if is_decl else -1)
        elif mode in (_MODE_POINTS, _MODE_NULL):  # Ramsch (paranoid) and Null
            maxside.append(not is_decl)
            desire.append(-1 if is_decl else 1)
        else:  # Schwarz: the defenders maximise "a defender wins a trick"
            maxside.append(not is_decl)
            desire.append(1 if is_decl else -1)
    return _Tables(
        mode=mode,
        declarer=declarer,
        trump=trump,
        to_int=tuple(to_int),
        to_ext=tuple(to_ext),
        group=tuple(group),
        pts=pts,
        eqpts=eqpts,
        desire=(desire[0], desire[1], desire[2]),
        maxside=(maxside[0], maxside[1], maxside[2]),
    )


def _winner_pos(t: _Tables, a: int, b: int, c: int) -> int:
    w = t.group[a] | t.trump
    pos, best = 0, a
    if (w >> b) & 1 and b > best:
        pos, best = 1, b
    if (w >> c) & 1 and c > best:
        pos = 2
    return pos


def _to_internal(t: _Tables, mask: int) -> int:
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << t.to_int[low.bit_length() - 1]
        mask ^= low
    return out


def _points(t: _Tables, mask: int) -> int:
    total = 0
    pts = t.pts
    while mask:
        low = mask & -mask
        total += pts[low.bit_length() - 1]
        mask ^= low
    return total


# ------------------------------------------------------------ Python twin

_TWIN_TABLE_LIMIT: Final = 1 << 18
"""Entries the twin's table may hold before it is emptied (memory bound)."""


class _TwinTable(threading.local):
    """The twin's reusable table: one per thread, like the C core's pool."""

    def __init__(self) -> None:
        self.context: tuple[int, int, int] | None = None
        self.entries: dict[tuple[int, int, int, int], list[int]] = {}


_twin = _TwinTable()


def _twin_table(context: tuple[int, int, int]) -> dict[tuple[int, int, int, int], list[int]]:
    """This thread's table for ``context`` (game, mode, declarer), emptied on a change."""
    if _twin.context != context or len(_twin.entries) > _TWIN_TABLE_LIMIT:
        _twin.context = context
        _twin.entries = {}
    return _twin.entries


def reset_tables() -> None:
    """Forget the reusable tables' entries (the C pool's idle tables, this thread's twin).

    Values never depend on what a table holds; node counts do, so tests that
    compare the two cores' node counts start both from empty tables.
    """
    _twin.context = None
    _twin.entries = {}
    if _core_module is not None:
        _core_module.reset_tables()


class _PySearch:
    """The pure-Python twin of the C search (same pruning, ordering, table)."""

    def __init__(
        self,
        t: _Tables,
        hands: tuple[int, int, int],
        leader: int,
        trick: tuple[int, ...],
        game: int,
    ) -> None:
        self.t = t
        self.hand = [_to_internal(t, h) for h in hands]
        self.leader = leader
        self.tc = [t.to_int[c] for c in trick] + [0] * (3 - len(trick))
        self.tn = len(trick)
        self.context = (game, t.mode, t.declarer)
        self.tt: dict[tuple[int, int, int, int], list[int]] = {}
        self.nodes = 0

    def begin(self) -> None:
        """Take this thread's table, as a C call takes one from the pool (only
        when there is something to search, as in C)."""
        self.tt = _twin_table(self.context)

    # The seat-role helpers mirror solver_core.c one for one.
    def _can_beat(self, seat: int, x: int, led: int) -> bool:
        hs = self.hand[seat]
        f = hs & led
        cand = f if f else hs & self.t.trump
        return cand != 0 and cand.bit_length() - 1 > x

    def _good_for(self, seat: int, winner: int) -> bool:
        return (winner == self.t.declarer) == (self.t.desire[seat] > 0)

    def _wants_and_can(self, seat: int, win_card: int, win_seat: int, led: int) -> bool:
        return (
            not self._good_for(seat, win_seat)
            and self._good_for(seat, seat)
            and self._can_beat(seat, win_card, led)
        )

    def _order_score(self, seat: int, x: int) -> int:
        """Predict who takes the trick after card ``x``; cards that suit the mover go first."""
        t = self.t
        tn = self.tn
        if tn == 0:
            n1, n2 = (seat + 1) % 3, (seat + 2) % 3
            led = t.group[x]
            pred = seat
            if self._wants_and_can(n1, x, seat, led):
                pred = n1
            elif self._wants_and_can(n2, x, seat, led):
                pred = n2
            x_wins = pred == seat
        else:
            t0 = self.tc[0]
            led = t.group[t0]
            w = led | t.trump
            win_card, win_seat = t0, self.leader
            if tn == 2:
                t1 = self.tc[1]
                if (w >> t1) & 1 and t1 > win_card:
                    win_card, win_seat = t1, (self.leader + 1) % 3
            x_wins = bool((w >> x) & 1) and x > win_card
            if x_wins:
                win_card, win_seat = x, seat
            pred = win_seat
            if tn == 1:
                n1 = (seat + 1) % 3
                if self._wants_and_can(n1, win_card, win_seat, led):
                    pred, x_wins = n1, False
        good = self._good_for(seat, pred)
        if t.mode == _MODE_POINTS:
            if good:
                return 1000 + 4 * t.pts[x] - (x if x_wins else 0)
            return -4 * t.pts[x] - x
        if good:
            return 1000 + (-x if x_wins else x)
        return -x

    def _null_forced_win(self) -> bool:
        """Null at a trick boundary: must the declarer take this trick? (as in C)

        A suit dominates when the declarer's lowest card in it beats every
        defender card in it (or they hold none). A defender on lead holding a
        dominated suit leads it; a declarer on lead with only dominated suits
        must win whatever he leads.
        """
        d = self.t.declarer
        hand = self.hand
        dh = hand[d]
        opp = hand[(d + 1) % 3] | hand[(d + 2) % 3]
        lead_hand = hand[self.leader]
        all_dominated = True
        for s in range(4):
            sm = 0xFF << (8 * s)
            ds, os_ = dh & sm, opp & sm
            if not ds:
                continue
            lowest = (ds & -ds).bit_length() - 1
            dominated = not os_ or lowest > os_.bit_length() - 1
            if self.leader == d:
                if not dominated:
                    all_dominated = False
            elif dominated and lead_hand & sm:
                return True
        return self.leader == d and all_dominated and dh != 0

    def search(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta; the value counts the current trick and all later ones."""
        self.nodes += 1
        t = self.t
        hand = self.hand
        tn = self.tn
        tt_best = _NO_CARD
        key: tuple[int, int, int, int] | None = None
        key_max = 0
        if tn == 0:
            allc = hand[0] | hand[1] | hand[2]
            if not allc:
                return 0
            maxv = _points(t, allc) if t.mode == _MODE_POINTS else 1
            if maxv <= alpha:
                return maxv
            if beta <= 0:
                return 0
            lh = hand[self.leader]
            if lh & (lh - 1) == 0:  # last trick: all moves forced
                ld = self.leader
                a = lh.bit_length() - 1
                b = hand[(ld + 1) % 3].bit_length() - 1
                c = hand[(ld + 2) % 3].bit_length() - 1
                ws = (ld + _winner_pos(t, a, b, c)) % 3
                if t.mode == _MODE_POINTS:
                    return maxv if ws == t.declarer else 0
                if t.mode == _MODE_NULL:
                    return int(ws == t.declarer)
                return int(ws != t.declarer)
            if t.mode == _MODE_NULL and self._null_forced_win():
                return 1
            key = (hand[0], hand[1], hand[2], self.leader)
            key_max = maxv
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, tt_best = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
                if alpha >= beta:
                    return lo

        seat = (self.leader + tn) % 3
        h = hand[seat]
        legal = h
        rem = hand[0] | hand[1] | hand[2]
        for i in range(tn):
            rem |= 1 << self.tc[i]
        if tn:
            led = t.group[self.tc[0]]
            if h & led:
                legal = h & led
        scored: list[tuple[int, int]] = []
        m = legal
        while m:
            low = m & -m
            m ^= low
            x = low.bit_length() - 1
            lower = t.group[x] & rem & (low - 1)
            if lower:
                lc = lower.bit_length() - 1
                if (h >> lc) & 1 and t.eqpts[lc] == t.eqpts[x]:
                    continue  # equivalent to a lower card of the same hand
            sc = 1000000 if x == tt_best else self._order_score(seat, x)
            scored.append((sc, x))
        # stable sort, highest score first (matches the C insertion sort)
        scored.sort(key=lambda item: -item[0])

        maxer = t.maxside[seat]
        a0, b0 = alpha, beta
        best = -1 if maxer else 1000
        best_move = _NO_CARD
        for _, x in scored:
            hand[seat] &= ~(1 << x)
            self.tc[tn] = x
            if tn == 2:
                t0, t1 = self.tc[0], self.tc[1]
                old_leader = self.leader
                ws = (old_leader + _winner_pos(t, t0, t1, x)) % 3
                if t.mode == _MODE_POINTS:
                    gain = t.pts[t0] + t.pts[t1] + t.pts[x] if ws == t.declarer else 0
                    self.leader, self.tn = ws, 0
                    v = gain + self.search(alpha - gain, beta - gain)
                else:
                    bad = ws == t.declarer if t.mode == _MODE_NULL else ws != t.declarer
                    if bad:
                        v = 1
                    else:
                        self.leader, self.tn = ws, 0
                        v = self.search(alpha, beta)
                self.leader, self.tn = old_leader, 2
                self.tc[0], self.tc[1] = t0, t1
            else:
                self.tn = tn + 1
                v = self.search(alpha, beta)
                self.tn = tn
            hand[seat] |= 1 << x
            if maxer:
                if v > best:
                    best, best_move = v, x
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best, best_move = v, x
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            entry = self.tt.get(key)
            if entry is None:
                entry = [0, key_max, _NO_CARD]
                self.tt[key] = entry
            if best <= a0:
                entry[1] = min(entry[1], best)
            elif best >= b0:
                entry[0] = max(entry[0], best)
            else:
                entry[0] = entry[1] = best
            if entry[0] > entry[1]:
                entry[0] = entry[1] = best
            entry[2] = best_move
        return best

    def max_value(self) -> int:
        if self.t.mode != _MODE_POINTS:
            return 1
        allc = self.hand[0] | self.hand[1] | self.hand[2]
        for i in range(self.tn):
            allc |= 1 << self.tc[i]
        return _points(self.t, allc)

    def exact(self) -> int:
        """Bisection over null-window searches, narrowed by fail-soft results."""
        lo, hi = 0, self.max_value()
        if hi > 0:
            self.begin()
        while lo < hi:
            test = (lo + hi + 1) // 2
            r = self.search(test - 1, test)
            if r >= test:
                lo = r
            else:
                hi = r
        return lo

    def reaches(self, threshold: int) -> bool:
        if threshold <= 0:
            return True
        if threshold > self.max_value():
            return False
        self.begin()
        return self.search(threshold - 1, threshold) >= threshold


def _py_move_values(t: _Tables, pos: Position) -> tuple[list[tuple[int, int]], int]:
    """Value after each legal card; one table for all children, as in C."""
    s = _PySearch(t, pos.hands, pos.leader, pos.trick, pos.game)
    s.begin()
    tn = s.tn
    seat = (pos.leader + tn) % 3
    h = s.hand[seat]
    legal = h
    rem = s.hand[0] | s.hand[1] | s.hand[2]
    for i in range(tn):
        rem |= 1 << s.tc[i]
    if tn and h & t.group[s.tc[0]]:
        legal = h & t.group[s.tc[0]]
    out: list[tuple[int, int]] = []
    m = legal
    while m:
        low = m & -m
        m ^= low
        x = low.bit_length() - 1
        lower = t.group[x] & rem & (low - 1)
        if lower and out:
            lc = lower.bit_length() - 1
            if (h >> lc) & 1 and t.eqpts[lc] == t.eqpts[x] and out[-1][0] == t.to_ext[lc]:
                out.append((t.to_ext[x], out[-1][1]))
                continue
        s.hand[seat] &= ~(1 << x)
        s.tc[tn] = x
        if tn == 2:
            t0, t1 = s.tc[0], s.tc[1]
            ws = (pos.leader + _winner_pos(t, t0, t1, x)) % 3
            s.leader, s.tn = ws, 0
            if t.mode == _MODE_POINTS:
                v = (t.pts[t0] + t.pts[t1] + t.pts[x] if ws == t.declarer else 0) + s.exact()
            else:
                bad = ws == t.declarer if t.mode == _MODE_NULL else ws != t.declarer
                v = 1 if bad else s.exact()
            s.leader = pos.leader
            s.tc[0], s.tc[1] = t0, t1
        else:
            s.tn = tn + 1
            v = s.exact()
        s.tn = tn
        s.hand[seat] |= 1 << x
        out.append((t.to_ext[x], v))
    return out, s.nodes


# --------------------------------------------------------------- public API


def core_name() -> str:
    """``"c"`` when the compiled core is importable, else ``"python"``."""
    return "c" if _core_module is not None else "python"


def _pick_core(core: str | None) -> ModuleType | None:
    """The C module to use, or None for the Python twin."""
    if core is None:
        return _core_module
    if core == "python":
        return None
    if core == "c":
        if _core_module is None:
            raise RuntimeError("the C solver core (skat_desktop.ai._solver) is not built")
        return _core_module
    raise ValueError(f"core must be None, 'c' or 'python', got {core!r}")


def _validate(pos: Position) -> None:
    """Reject positions the search cannot interpret, with a message saying why."""
    _check_game(pos.game)
    for name, seat in (("declarer", pos.declarer), ("leader", pos.leader)):
        if not isinstance(seat, int) or not 0 <= seat <= 2:
            raise ValueError(f"{name} must be a seat 0..2, got {seat!r}")
    if len(pos.hands) != 3:
        raise ValueError(f"need three hands, got {len(pos.hands)}")
    used = 0
    for seat, hand in enumerate(pos.hands):
        if not isinstance(hand, int) or not 0 <= hand < 1 << 32:
            raise ValueError(f"hand of seat {seat} is not a 32-bit card mask: {hand!r}")
        if used & hand:
            raise ValueError(f"hands overlap (seat {seat} holds a card another seat holds)")
        used |= hand
    if len(pos.trick) > 2:
        raise ValueError(
            f"the current trick holds 0-2 cards (a full trick is resolved), got {len(pos.trick)}"
        )
    for card in pos.trick:
        if not isinstance(card, int) or not 0 <= card < 32:
            raise ValueError(f"bad card in the current trick: {card!r}")
        if (used >> card) & 1:
            raise ValueError(
                f"card {card} in the current trick is also in a hand or twice in the trick"
            )
        used |= 1 << card
    tn = len(pos.trick)
    mover = (pos.leader + tn) % 3
    k = pos.hands[mover].bit_count()
    if k > 10 or (tn and k == 0):
        raise ValueError(
            f"hand sizes do not fit the trick state: seat {mover} to move holds {k} cards (1-10)"
        )
    for i in range(3):
        seat = (pos.leader + i) % 3
        want = k - 1 if i < tn else k
        have = pos.hands[seat].bit_count()
        if have != want:
            raise ValueError(
                f"hand sizes do not fit the trick state: "
                f"seat {seat} holds {have} cards, expected {want}"
            )


def _mode(game: int) -> int:
    return _MODE_NULL if game == GAME_NULL else _MODE_POINTS


def _c_args(pos: Position, mode: int) -> tuple[int, int, int, int, int, int, int, tuple[int, ...]]:
    h0, h1, h2 = pos.hands
    return (pos.game, mode, h0, h1, h2, pos.declarer, pos.leader, tuple(pos.trick))


def solve_with_stats(pos: Position, *, core: str | None = None) -> tuple[int, int]:
    """Exact value of ``pos`` (see the module doc) and the number of nodes searched."""
    _validate(pos)
    mod = _pick_core(core)
    mode = _mode(pos.game)
    if mod is not None:
        value, nodes = mod.solve(*_c_args(pos, mode))
        return int(value), int(nodes)
    s = _PySearch(_tables(pos.game, mode, pos.declarer), pos.hands, pos.leader, pos.trick, pos.game)
    return s.exact(), s.nodes


def solve(pos: Position, *, core: str | None = None) -> int:
    """Exact value: declarer's points (suit/Grand), 0/1 (Null), focal seat's points (Ramsch)."""
    return solve_with_stats(pos, core=core)[0]


def reaches_with_stats(
    pos: Position, threshold: int, *, core: str | None = None
) -> tuple[bool, int]:
    """:func:`reaches` and the number of nodes searched (0: a static bound answered)."""
    _validate(pos)
    mod = _pick_core(core)
    mode = _mode(pos.game)
    if pos.game == GAME_NULL:
        threshold = 1  # "declarer must win a trick" is value >= 1
    if mod is not None:
        ok, nodes = mod.reaches(*_c_args(pos, mode), int(threshold))
        result, n = bool(ok), int(nodes)
    else:
        s = _PySearch(
            _tables(pos.game, mode, pos.declarer), pos.hands, pos.leader, pos.trick, pos.game
        )
        result, n = s.reaches(int(threshold)), s.nodes
    return (not result if pos.game == GAME_NULL else result), n


def reaches(pos: Position, threshold: int, *, core: str | None = None) -> bool:
    """One null-window search; much cheaper than :func:`solve`.

    Suit/Grand: the declarer can take at least ``threshold`` of the points in
    play.  Null: the declarer can avoid every trick (``threshold`` ignored).
    Ramsch: the other two can force the focal seat to take ``threshold``.
    A threshold at or below 0 or above the points in play is answered by that
    static bound, without a search.
    """
    return reaches_with_stats(pos, threshold, core=core)[0]


def takes_all_tricks(pos: Position, *, core: str | None = None) -> bool:
    """The declarer (Ramsch: the focal seat) can win every remaining trick, this one included.

    Answers the Schwarz question with a dedicated 0/1 search, which prunes far
    harder than comparing point totals would.
    """
    _validate(pos)
    if pos.game == GAME_NULL:
        raise ValueError("takes_all_tricks is meaningless in Null")
    mod = _pick_core(core)
    if mod is not None:
        defenders_win, _ = mod.reaches(*_c_args(pos, _MODE_SCHWARZ), 1)
        return not bool(defenders_win)
    s = _PySearch(
        _tables(pos.game, _MODE_SCHWARZ, pos.declarer), pos.hands, pos.leader, pos.trick, pos.game
    )
    return not s.reaches(1)


def defenders_take_a_trick(pos: Position, *, core: str | None = None) -> bool:
    """The declarer's opponents can win at least one trick (Schwarz is off)."""
    return not takes_all_tricks(pos, core=core)


def move_values(pos: Position, *, core: str | None = None) -> dict[int, int]:
    """Exact value after each legal card of the seat to move (Null: 0/1)."""
    _validate(pos)
    mod = _pick_core(core)
    mode = _mode(pos.game)
    if mod is not None:
        pairs, _ = mod.move_values(*_c_args(pos, mode))
        return {int(card): int(value) for card, value in pairs}
    pairs_py, _ = _py_move_values(_tables(pos.game, mode, pos.declarer), pos)
    return dict(pairs_py)
