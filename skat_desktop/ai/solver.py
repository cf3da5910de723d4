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
  answered without a search or a table; in Null, a declarer forced to take the
  trick at hand (a suit he must win that a defender can lead) is seen at once.
* an optional node limit per call (``max_nodes``, or for every call inside a
  :func:`.node_meter.limiting_queries` block): past it the search gives up,
  keeps nothing it learned, and raises :class:`SearchLimitReached`.

This module is the public API (validation, the choice of core); the positions,
rules and per-game tables live in :mod:`.solver_rules`, the twin in
:mod:`.solver_twin`.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from types import ModuleType
from typing import Final, TypeVar, cast

from . import node_meter
from .solver_rules import (
    _MODE_NULL,
    _MODE_POINTS,
    _MODE_SCHWARZ,
    GAME_CLUBS,
    GAME_DIAMONDS,
    GAME_GRAND,
    GAME_HEARTS,
    GAME_NULL,
    GAME_RAMSCH,
    GAME_SPADES,
    Position,
    SearchLimitReached,
    _check_game,
    _tables,
    legal_cards,
    trick_winner,
)
from .solver_twin import _py_move_values, _PySearch, reset_twin_table

__all__ = [
    "CORE_ENV",
    "GAME_CLUBS",
    "GAME_DIAMONDS",
    "GAME_GRAND",
    "GAME_HEARTS",
    "GAME_NULL",
    "GAME_RAMSCH",
    "GAME_SPADES",
    "Position",
    "SearchLimitReached",
    "core_name",
    "defenders_take_a_trick",
    "legal_cards",
    "move_values",
    "reaches",
    "reaches_with_stats",
    "reset_tables",
    "solve",
    "solve_with_stats",
    "takes_all_tricks",
    "trick_winner",
]

_T = TypeVar("_T")

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


def reset_tables() -> None:
    """Forget the reusable tables' entries (the C pool's idle tables, this thread's twin).

    Values never depend on what a table holds; node counts do, so tests that
    compare the two cores' node counts start both from empty tables.
    """
    reset_twin_table()
    if _core_module is not None:
        _core_module.reset_tables()


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


def _limit(max_nodes: int) -> int:
    """The node limit of one call: its own, else the context's (:mod:`.node_meter`)."""
    if max_nodes < 0:
        raise ValueError(f"max_nodes must be 0 (no limit) or positive, got {max_nodes}")
    return max_nodes or node_meter.query_limit()


def _c_call(fn: Callable[..., tuple[object, int]], *args: object) -> tuple[object, int]:
    """Call the C core, count its nodes, and raise if it gave up (its result None)."""
    result, nodes = fn(*args)
    node_meter.add(int(nodes))
    if result is None:
        raise SearchLimitReached(int(nodes))
    return result, int(nodes)


def _py_call(s: _PySearch, limit: int, run: Callable[[], _T]) -> _T:
    """Run the twin with ``limit``, counting its nodes even when it gives up."""
    s.limit = limit
    try:
        return run()
    finally:
        node_meter.add(s.nodes)


def solve_with_stats(
    pos: Position, *, core: str | None = None, max_nodes: int = 0
) -> tuple[int, int]:
    """Exact value of ``pos`` (see the module doc) and the number of nodes searched.

    With a node limit (``max_nodes``, else the context's) the search raises
    :class:`SearchLimitReached` when it passes it.
    """
    _validate(pos)
    mod = _pick_core(core)
    mode = _mode(pos.game)
    limit = _limit(max_nodes)
    if mod is not None:
        value, nodes = _c_call(mod.solve, *_c_args(pos, mode), limit)
        return int(cast(int, value)), nodes
    s = _PySearch(_tables(pos.game, mode, pos.declarer), pos.hands, pos.leader, pos.trick, pos.game)
    return _py_call(s, limit, s.exact), s.nodes


def solve(pos: Position, *, core: str | None = None) -> int:
    """Exact value: declarer's points (suit/Grand), 0/1 (Null), focal seat's points (Ramsch)."""
    return solve_with_stats(pos, core=core)[0]


def reaches_with_stats(
    pos: Position, threshold: int, *, core: str | None = None, max_nodes: int = 0
) -> tuple[bool, int]:
    """:func:`reaches` and the number of nodes searched (0: a static bound answered).

    With a node limit (``max_nodes``, else the context's) the search raises
    :class:`SearchLimitReached` when it passes it.
    """
    _validate(pos)
    mod = _pick_core(core)
    mode = _mode(pos.game)
    limit = _limit(max_nodes)
    if pos.game == GAME_NULL:
        threshold = 1  # "declarer must win a trick" is value >= 1
    if mod is not None:
        ok, n = _c_call(mod.reaches, *_c_args(pos, mode), int(threshold), limit)
        result = bool(ok)
    else:
        s = _PySearch(
            _tables(pos.game, mode, pos.declarer), pos.hands, pos.leader, pos.trick, pos.game
        )
        result = _py_call(s, limit, lambda: s.reaches(int(threshold)))
        n = s.nodes
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
    limit = _limit(0)
    if mod is not None:
        defenders_win, _ = _c_call(mod.reaches, *_c_args(pos, _MODE_SCHWARZ), 1, limit)
        return not bool(defenders_win)
    s = _PySearch(
        _tables(pos.game, _MODE_SCHWARZ, pos.declarer), pos.hands, pos.leader, pos.trick, pos.game
    )
    return not _py_call(s, limit, lambda: s.reaches(1))


def defenders_take_a_trick(pos: Position, *, core: str | None = None) -> bool:
    """The declarer's opponents can win at least one trick (Schwarz is off)."""
    return not takes_all_tricks(pos, core=core)


def move_values(pos: Position, *, core: str | None = None) -> dict[int, int]:
    """Exact value after each legal card of the seat to move (Null: 0/1)."""
    _validate(pos)
    mod = _pick_core(core)
    mode = _mode(pos.game)
    if mod is not None:
        pairs, nodes = mod.move_values(*_c_args(pos, mode))
        node_meter.add(int(nodes))
        return {int(card): int(value) for card, value in pairs}
    pairs_py, nodes = _py_move_values(_tables(pos.game, mode, pos.declarer), pos)
    node_meter.add(nodes)
    return dict(pairs_py)
