"""The solver's pure-Python twin: the C core's search, line for line.

It is the test oracle (same pruning, same move ordering, same table use, so
even node counts match) and the fallback when the C core is not built. See
:mod:`.solver` for the algorithm.
"""

from __future__ import annotations

import threading
from typing import Final

from .solver_rules import (
    _MODE_NULL,
    _MODE_POINTS,
    _NO_CARD,
    Position,
    SearchLimitReached,
    _points,
    _Tables,
    _to_internal,
    _winner_pos,
)

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


def reset_twin_table() -> None:
    """Empty this thread's twin table (see :func:`.solver.reset_tables`)."""
    _twin.context = None
    _twin.entries = {}


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
        self.limit = 0
        """Nodes after which the search gives up (0: none), as the C core's limit."""

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
        """Fail-soft alpha-beta; the value counts the current trick and all later ones.

        Past ``limit`` nodes it raises :class:`SearchLimitReached`; the exception
        unwinds past every table store, as the C core stores nothing once it gave up.
        """
        self.nodes += 1
        if self.limit and self.nodes > self.limit:
            raise SearchLimitReached(self.nodes)
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
