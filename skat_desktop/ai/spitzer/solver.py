"""Four-hand double-dummy search for Spitzer: the pure-Python twin.

This module is the test oracle and the fallback of the compiled core
``skat_desktop.ai._spitzer_solver`` (``spitzer_core.c``), which runs the same
algorithm; the public entry points (validation, choice of core, the questions
the players ask) live in :mod:`skat_desktop.ai.spitzer.double_dummy`.

What is searched: four hands open, two sides, eight tricks at most.  The
value of a position is the card points one side (``team``, a seat bit mask)
takes from the cards still in play (hands plus the cards on the table), or in
the trick mode 1 if a given side can win a trick.  Spitzer's rules that change
which cards are legal are part of the state:

* the called ace must be played the first time its suit is led and may not be
  thrown off on another suit; the duty lapses when its holder leads the suit
  with another card (one flag, ``lapsed``);
* in a "first trick" game the caller's partner is the first other seat to win
  a trick; until then the caller is alone and the other three play against
  him (a zero-sum reading of a game whose sides are not yet fixed).

The search itself is the Skat solver's (:mod:`skat_desktop.ai.solver`): cards renumbered
so that each follow group is a contiguous run of bits, weakest first, trumps
on top (the winner of a trick is the highest bit among trumps and the led
group); adjacent cards of one hand with equal points are searched once;
fail-soft alpha-beta with a transposition table at trick boundaries holding
lower and upper bounds of the value still to come; exact values by bisection
over null-window searches.
"""

from __future__ import annotations

from typing import Final

MODE_POINTS: Final = 0  # value = card points ``team`` takes from the cards in play
MODE_TRICK: Final = 1  # value = 1 if the side ``team`` (or its complement) wins a trick
NO_CARD: Final = 255

_RANK_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 11)
# Fail suits (hearts, spades, clubs), weakest first: 7 8 9 K T A (rank indices).
_FAIL_ORDER: Final = (0, 1, 2, 6, 3, 7)
# The 14 trumps, weakest first: D8 D9 DK DT DA DJ HJ SJ CJ DQ HQ SQ D7 CQ.
TRUMPS_LOW_TO_HIGH: Final = (1, 2, 6, 3, 7, 4, 12, 20, 28, 5, 13, 21, 0, 29)
TRUMP_MASK: Final = sum(1 << c for c in TRUMPS_LOW_TO_HIGH)
FAIL_ACES: Final = (15, 23, 31)  # HA, SA, CA


def _build() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    to_ext: list[int] = []
    group: list[int] = []
    for suit in (1, 2, 3):
        base = len(to_ext)
        to_ext.extend(suit * 8 + r for r in _FAIL_ORDER)
        group.extend([0x3F << base] * 6)
    base = len(to_ext)
    to_ext.extend(TRUMPS_LOW_TO_HIGH)
    group.extend([(0xFFFFFFFF << base) & 0xFFFFFFFF] * 14)
    to_int = [0] * 32
    for i, card in enumerate(to_ext):
        to_int[card] = i
    pts = tuple(_RANK_POINTS[c & 7] for c in to_ext)
    return tuple(to_ext), tuple(to_int), tuple(group), pts


TO_EXT, TO_INT, GROUP, PTS = _build()
"""Internal index -> card, card -> internal index, follow group, card points."""
TRUMP_INT: Final = GROUP[31]


def to_internal(mask: int) -> int:
    """A card mask renumbered to the internal order."""
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << TO_INT[low.bit_length() - 1]
        mask ^= low
    return out


def points_internal(mask: int) -> int:
    """Card points of an internal mask."""
    total = 0
    while mask:
        low = mask & -mask
        total += PTS[low.bit_length() - 1]
        mask ^= low
    return total


def winner_pos(t: list[int]) -> int:
    """Position (0-3) of the winning card in a complete trick of internal cards."""
    w = GROUP[t[0]] | TRUMP_INT
    pos, best = 0, t[0]
    for i in (1, 2, 3):
        x = t[i]
        if (w >> x) & 1 and x > best:
            pos, best = i, x
    return pos


class Search:
    """The twin of the C search: same legality, ordering, pruning and table use.

    Arguments are internal: ``hands`` internal masks, ``trick`` internal cards,
    ``ca`` the called ace's internal index or ``NO_CARD``, ``caller`` the seat
    whose partner is still open in a first-trick game or -1.  In the trick mode
    ``against`` says whether the side that wants a trick is ``team`` (False) or
    the other side (True).
    """

    def __init__(
        self,
        hands: list[int],
        leader: int,
        trick: list[int],
        team: int,
        mode: int = MODE_POINTS,
        *,
        against: bool = False,
        ca: int = NO_CARD,
        lapsed: bool = False,
        caller: int = -1,
    ) -> None:
        self.hand = list(hands)
        self.leader = leader
        self.tc = [*trick, 0, 0, 0, 0][:4]
        self.tn = len(trick)
        self.team = team
        self.mode = mode
        self.against = against
        self.ca = ca
        self.lapsed = lapsed
        self.caller = caller
        self.tt: dict[tuple[int, int, int, int, int, int, bool, int], list[int]] = {}
        self.nodes = 0

    # ----------------------------------------------------------- roles
    def _maxer(self, seat: int) -> bool:
        in_team = bool((self.team >> seat) & 1)
        return in_team != self.against if self.mode == MODE_TRICK else in_team

    def _same_side(self, a: int, b: int) -> bool:
        return ((self.team >> a) & 1) == ((self.team >> b) & 1)

    def legal(self, seat: int) -> int:
        """Legal cards of ``seat`` (internal mask) to the current trick."""
        h = self.hand[seat]
        duty = self.ca != NO_CARD and not self.lapsed and (h >> self.ca) & 1
        if self.tn == 0:
            return h
        led = GROUP[self.tc[0]]
        f = h & led
        if f:
            if duty and led == GROUP[self.ca]:
                return 1 << self.ca
            return f
        tr = h & TRUMP_INT
        if tr:
            return tr
        if duty:
            rest = h & ~(1 << self.ca)
            return rest if rest else h
        return h

    def _order_score(self, seat: int, x: int) -> int:
        """Predict who takes the trick after ``x``; cards that suit the mover go first."""
        tn = self.tn
        if tn == 0:
            led = GROUP[x]
            win_card, win_seat = x, seat
        else:
            led = GROUP[self.tc[0]]
            w = led | TRUMP_INT
            win_card, win_seat = self.tc[0], self.leader
            for i in range(1, tn):
                y = self.tc[i]
                if (w >> y) & 1 and y > win_card:
                    win_card, win_seat = y, (self.leader + i) % 4
            if (w >> x) & 1 and x > win_card:
                win_card, win_seat = x, seat
        for k in range(1, 4 - tn):
            s2 = (seat + k) % 4
            if self._same_side(s2, win_seat):
                continue
            hs = self.hand[s2]
            f = hs & led
            cand = f if f else hs & TRUMP_INT
            if cand and cand.bit_length() - 1 > win_card:
                win_card, win_seat = cand.bit_length() - 1, s2
        x_wins = win_seat == seat
        good = self._same_side(seat, win_seat)
        if self.mode == MODE_POINTS:
            if good:
                return 1000 + 4 * PTS[x] - (x if x_wins else 0)
            return -4 * PTS[x] - x
        if good:
            return 1000 + (-x if x_wins else x)
        return -x

    def max_value(self) -> int:
        if self.mode == MODE_TRICK:
            return 1
        allc = self.hand[0] | self.hand[1] | self.hand[2] | self.hand[3]
        for i in range(self.tn):
            allc |= 1 << self.tc[i]
        return points_internal(allc)

    def _wins_for_trick_mode(self, ws: int, team: int) -> bool:
        return bool((team >> ws) & 1) != self.against

    def search(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta; the value counts the current trick and all later ones."""
        self.nodes += 1
        hand = self.hand
        tn = self.tn
        tt_best = NO_CARD
        key: tuple[int, int, int, int, int, int, bool, int] | None = None
        key_max = 0
        if tn == 0:
            allc = hand[0] | hand[1] | hand[2] | hand[3]
            if not allc:
                return 0
            maxv = points_internal(allc) if self.mode == MODE_POINTS else 1
            if maxv <= alpha:
                return maxv
            if beta <= 0:
                return 0
            ld = self.leader
            lh = hand[ld]
            if lh & (lh - 1) == 0:  # last trick: every card is forced
                t = [hand[(ld + i) % 4].bit_length() - 1 for i in range(4)]
                ws = (ld + winner_pos(t)) % 4
                team = self.team
                if self.caller >= 0 and ws != self.caller:
                    team |= 1 << ws
                if self.mode == MODE_POINTS:
                    return maxv if (team >> ws) & 1 else 0
                return int(self._wins_for_trick_mode(ws, team))
            key = (hand[0], hand[1], hand[2], hand[3], ld, self.team, self.lapsed, self.caller)
            key_max = maxv
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, tt_best = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha = max(alpha, lo)
                beta = min(beta, hi)
                if alpha >= beta:
                    return lo

        seat = (self.leader + tn) % 4
        h = hand[seat]
        legal = self.legal(seat)
        rem = hand[0] | hand[1] | hand[2] | hand[3]
        for i in range(tn):
            rem |= 1 << self.tc[i]
        scored: list[tuple[int, int]] = []
        m = legal
        while m:
            low = m & -m
            m ^= low
            x = low.bit_length() - 1
            lower = GROUP[x] & rem & (low - 1)
            if lower:
                lc = lower.bit_length() - 1
                if (h >> lc) & 1 and (self.mode == MODE_TRICK or PTS[lc] == PTS[x]):
                    continue  # equivalent to a lower card of the same hand
            sc = 1000000 if x == tt_best else self._order_score(seat, x)
            scored.append((sc, x))
        scored.sort(key=lambda item: -item[0])  # stable, like the C insertion sort

        maxer = self._maxer(seat)
        a0, b0 = alpha, beta
        best = -1 if maxer else 1000
        best_move = NO_CARD
        for _, x in scored:
            v = self._play(seat, x, alpha, beta, exact=False)
            if maxer:
                if v > best:
                    best, best_move = v, x
                alpha = max(alpha, best)
            else:
                if v < best:
                    best, best_move = v, x
                beta = min(beta, best)
            if alpha >= beta:
                break
        if key is not None:
            entry = self.tt.get(key)
            if entry is None:
                entry = [0, key_max, NO_CARD]
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

    def exact(self) -> int:
        """Bisection over null-window searches, narrowed by fail-soft results."""
        lo, hi = 0, self.max_value()
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
        return self.search(threshold - 1, threshold) >= threshold

    def move_values(self) -> list[tuple[int, int]]:
        """(card, exact value after it) for each legal card of the seat to move."""
        tn = self.tn
        seat = (self.leader + tn) % 4
        h = self.hand[seat]
        rem = self.hand[0] | self.hand[1] | self.hand[2] | self.hand[3]
        for i in range(tn):
            rem |= 1 << self.tc[i]
        out: list[tuple[int, int]] = []
        m = self.legal(seat)
        while m:
            low = m & -m
            m ^= low
            x = low.bit_length() - 1
            lower = GROUP[x] & rem & (low - 1)
            if lower and out:
                lc = lower.bit_length() - 1
                same = self.mode == MODE_TRICK or PTS[lc] == PTS[x]
                if (h >> lc) & 1 and same and out[-1][0] == TO_EXT[lc]:
                    out.append((TO_EXT[x], out[-1][1]))
                    continue
            out.append((TO_EXT[x], self._play(seat, x, 0, 0, exact=True)))
        return out

    def _play(self, seat: int, x: int, alpha: int, beta: int, *, exact: bool) -> int:
        """Play ``x``, search on (a window, or exactly), undo: C's ``play_and_search``."""
        tn = self.tn
        h = self.hand[seat]
        self.hand[seat] = h & ~(1 << x)
        self.tc[tn] = x
        old_lapsed = self.lapsed
        ca = self.ca
        if tn == 0 and ca != NO_CARD and (h >> ca) & 1 and x != ca and GROUP[x] == GROUP[ca]:
            self.lapsed = True  # the holder led the called suit with another card
        if tn == 3:
            saved = self.tc[:]
            old_leader, old_team, old_caller = self.leader, self.team, self.caller
            ws = (old_leader + winner_pos(saved)) % 4
            if self.caller >= 0 and ws != self.caller:
                self.team |= 1 << ws
                self.caller = -1
            self.leader, self.tn = ws, 0
            if self.mode == MODE_POINTS:
                gain = sum(PTS[c] for c in saved) if (self.team >> ws) & 1 else 0
                v = gain + (self.exact() if exact else self.search(alpha - gain, beta - gain))
            elif self._wins_for_trick_mode(ws, self.team):
                v = 1
            else:
                v = self.exact() if exact else self.search(alpha, beta)
            self.leader, self.tn = old_leader, 3
            self.team, self.caller = old_team, old_caller
            self.tc = saved
        else:
            self.tn = tn + 1
            v = self.exact() if exact else self.search(alpha, beta)
            self.tn = tn
        self.lapsed = old_lapsed
        self.hand[seat] = h
        return v
