"""Questions to the four-hand Spitzer solver, answered by the C core or its twin.

The computer players ask, for one sampled world (all four hands known):

* :func:`solve` — the exact card points a side takes from the cards still in
  play (hands plus the cards on the table);
* :func:`move_values` — that value after each legal card of the seat to move
  (the card play and the hints rank cards by it);
* :func:`reaches` — whether a side can take at least a threshold of the points
  in play, one null-window search (cheap): the 61 and 90 lines of the score
  table, counted from the points already taken;
* :func:`takes_all_tricks` / :func:`takes_a_trick` — the "all tricks" and "no
  trick" columns, each one 0/1 search;
* :func:`forced_column` — the score-table column a side can force, from those
  threshold questions (the declarations use it).

The compiled core ``skat_desktop.ai._spitzer_solver`` is used when it was
built; otherwise the pure-Python twin (:mod:`skat_desktop.ai.spitzer.solver`)
stands in.  ``SKAT_DESKTOP_SOLVER=python`` ignores the core, as for Skat.

Sides: ``team`` is the seat bit mask of one side (the declaring side, the CQ
side, or a lone Zola player); the other seats form the other side.  In a
"first trick" game whose partner is still open, ``caller`` names the caller and
``team`` must be just him; the first other seat to win a trick joins him, and
until then the three others count as his opponents.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from types import ModuleType

from skat_desktop.ai.spitzer import solver as twin
from skat_desktop.engine.spitzer.scoring import Column

CORE_ENV = "SKAT_DESKTOP_SOLVER"


def _load_core() -> ModuleType | None:
    """The compiled core, or None: it is optional and the Python twin stands in."""
    if os.environ.get(CORE_ENV, "").strip().lower() == "python":
        return None
    try:
        return importlib.import_module("skat_desktop.ai._spitzer_solver")
    except ImportError:  # pragma: no cover - depends on the build
        return None


_core_module: ModuleType | None = _load_core()


@dataclass(frozen=True)
class SpitzerPosition:
    """A moment of Spitzer card play with every hand known.

    ``hands`` are card masks (bit ``card`` set for each card held); the cards
    of the current trick are in ``trick`` in play order from ``leader`` and in
    no hand.  ``called_ace`` is the called fail ace (a card) if a partner was
    called; ``lapsed`` says its holder has led its suit with another card.
    """

    hands: tuple[int, int, int, int]
    team: int
    leader: int
    trick: tuple[int, ...] = ()
    called_ace: int | None = None
    lapsed: bool = False
    caller: int | None = None

    @property
    def mover(self) -> int:
        return (self.leader + len(self.trick)) % 4


def core_name() -> str:
    """``"c"`` when the compiled core is importable, else ``"python"``."""
    return "c" if _core_module is not None else "python"


def reset_tables() -> None:
    """Drop the C core's pooled transposition tables (cold-start measurements)."""
    if _core_module is not None:
        _core_module.reset()


def _pick(core: str | None) -> ModuleType | None:
    if core is None:
        return _core_module
    if core == "python":
        return None
    if core == "c":
        if _core_module is None:
            raise RuntimeError(
                "the C Spitzer solver (skat_desktop.ai._spitzer_solver) is not built"
            )
        return _core_module
    raise ValueError(f"core must be None, 'c' or 'python', got {core!r}")


def validate(pos: SpitzerPosition) -> None:
    """Reject positions the search cannot interpret, saying why."""
    if len(pos.hands) != 4:
        raise ValueError(f"need four hands, got {len(pos.hands)}")
    if not isinstance(pos.leader, int) or not 0 <= pos.leader <= 3:
        raise ValueError(f"leader must be a seat 0..3, got {pos.leader!r}")
    if not isinstance(pos.team, int) or not 1 <= pos.team <= 14:
        raise ValueError(f"team must be a seat mask with one to three seats, got {pos.team!r}")
    if pos.called_ace is not None and pos.called_ace not in twin.FAIL_ACES:
        raise ValueError(
            f"the called ace must be HA, SA or CA (15, 23, 31), got {pos.called_ace!r}"
        )
    if pos.caller is not None and (
        not isinstance(pos.caller, int) or not 0 <= pos.caller <= 3 or pos.team != 1 << pos.caller
    ):
        raise ValueError("a first-trick caller must be a seat 0..3 and the team just him")
    used = 0
    for seat, hand in enumerate(pos.hands):
        if not isinstance(hand, int) or not 0 <= hand < 1 << 32:
            raise ValueError(f"hand of seat {seat} is not a 32-bit card mask: {hand!r}")
        if used & hand:
            raise ValueError(f"hands overlap (seat {seat} holds a card another seat holds)")
        used |= hand
    if len(pos.trick) > 3:
        raise ValueError(f"the current trick holds 0-3 cards, got {len(pos.trick)}")
    for card in pos.trick:
        if not isinstance(card, int) or not 0 <= card < 32 or (used >> card) & 1:
            raise ValueError(f"bad or duplicate card in the current trick: {card!r}")
        used |= 1 << card
    tn = len(pos.trick)
    k = pos.hands[pos.mover].bit_count()
    if k > 8 or (tn and k == 0):
        raise ValueError(f"seat {pos.mover} to move holds {k} cards (1-8 expected)")
    for i in range(4):
        seat = (pos.leader + i) % 4
        want = k - 1 if i < tn else k
        if pos.hands[seat].bit_count() != want:
            raise ValueError(
                f"hand sizes do not fit the trick: seat {seat} holds "
                f"{pos.hands[seat].bit_count()} cards, expected {want}"
            )


def points_in_play(pos: SpitzerPosition) -> int:
    """Card points of the cards in the hands and on the table."""
    mask = pos.hands[0] | pos.hands[1] | pos.hands[2] | pos.hands[3]
    for card in pos.trick:
        mask |= 1 << card
    return twin.points_internal(twin.to_internal(mask))


def _in_team(pos: SpitzerPosition, seat: int | None) -> bool:
    s = pos.mover if seat is None else seat
    if not 0 <= s <= 3:
        raise ValueError(f"seat must be 0..3, got {s!r}")
    return bool((pos.team >> s) & 1)


def _args(pos: SpitzerPosition, mode: int, against: bool) -> tuple[object, ...]:
    h0, h1, h2, h3 = pos.hands
    return (
        h0,
        h1,
        h2,
        h3,
        pos.leader,
        tuple(pos.trick),
        pos.team,
        mode,
        int(against),
        -1 if pos.called_ace is None else pos.called_ace,
        int(pos.lapsed),
        -1 if pos.caller is None else pos.caller,
    )


def _twin(pos: SpitzerPosition, mode: int, against: bool = False) -> twin.Search:
    return twin.Search(
        [twin.to_internal(h) for h in pos.hands],
        pos.leader,
        [twin.TO_INT[c] for c in pos.trick],
        pos.team,
        mode,
        against=against,
        ca=twin.NO_CARD if pos.called_ace is None else twin.TO_INT[pos.called_ace],
        lapsed=pos.lapsed,
        caller=-1 if pos.caller is None else pos.caller,
    )


def solve_with_stats(
    pos: SpitzerPosition, seat: int | None = None, *, core: str | None = None
) -> tuple[int, int]:
    """Exact points of ``seat``'s side (default: the mover's) and the nodes searched."""
    validate(pos)
    mine = _in_team(pos, seat)
    mod = _pick(core)
    if mod is not None:
        value, nodes = mod.solve(*_args(pos, twin.MODE_POINTS, False))
    else:
        s = _twin(pos, twin.MODE_POINTS)
        value, nodes = s.exact(), s.nodes
    value = int(value)
    return (value if mine else points_in_play(pos) - value), int(nodes)


def solve(pos: SpitzerPosition, seat: int | None = None, *, core: str | None = None) -> int:
    """Exact card points ``seat``'s side (default: the mover's) takes from the cards in play."""
    return solve_with_stats(pos, seat, core=core)[0]


def reaches(
    pos: SpitzerPosition, threshold: int, seat: int | None = None, *, core: str | None = None
) -> bool:
    """``seat``'s side can take at least ``threshold`` of the points in play."""
    validate(pos)
    total = points_in_play(pos)
    if threshold <= 0:
        return True
    if threshold > total:
        return False
    mine = _in_team(pos, seat)
    # The other side's question is "team reaches total - threshold + 1", negated.
    t = int(threshold) if mine else total - int(threshold) + 1
    mod = _pick(core)
    if mod is not None:
        ok, _ = mod.reaches(*_args(pos, twin.MODE_POINTS, False), t)
        result = bool(ok)
    else:
        result = _twin(pos, twin.MODE_POINTS).reaches(t)
    return result if mine else not result


def _trick_query(pos: SpitzerPosition, against: bool, core: str | None) -> bool:
    mod = _pick(core)
    if mod is not None:
        ok, _ = mod.reaches(*_args(pos, twin.MODE_TRICK, against), 1)
        return bool(ok)
    return _twin(pos, twin.MODE_TRICK, against).reaches(1)


def takes_a_trick(
    pos: SpitzerPosition, seat: int | None = None, *, core: str | None = None
) -> bool:
    """``seat``'s side can win at least one of the remaining tricks (this one included)."""
    validate(pos)
    return _trick_query(pos, not _in_team(pos, seat), core)


def takes_all_tricks(
    pos: SpitzerPosition, seat: int | None = None, *, core: str | None = None
) -> bool:
    """``seat``'s side can win every remaining trick, this one included."""
    validate(pos)
    return not _trick_query(pos, _in_team(pos, seat), core)


def move_values(
    pos: SpitzerPosition, seat: int | None = None, *, core: str | None = None
) -> dict[int, int]:
    """Exact points of ``seat``'s side (default: the mover's) after each legal card."""
    validate(pos)
    mine = _in_team(pos, seat)
    mod = _pick(core)
    if mod is not None:
        pairs, _ = mod.move_values(*_args(pos, twin.MODE_POINTS, False))
    else:
        pairs = _twin(pos, twin.MODE_POINTS).move_values()
    total = points_in_play(pos)
    return {int(c): (int(v) if mine else total - int(v)) for c, v in pairs}


def legal_cards(pos: SpitzerPosition) -> int:
    """Card mask of the mover's legal cards, the called-ace duties included."""
    validate(pos)
    s = _twin(pos, twin.MODE_POINTS)
    legal = s.legal(pos.mover)
    out = 0
    while legal:
        low = legal & -legal
        out |= 1 << twin.TO_EXT[low.bit_length() - 1]
        legal ^= low
    return out


def trick_winner(leader: int, trick: tuple[int, int, int, int]) -> int:
    """Seat that wins a complete trick led by ``leader``."""
    if len(trick) != 4 or len(set(trick)) != 4 or not all(0 <= c < 32 for c in trick):
        raise ValueError(f"a complete trick holds four different cards, got {trick!r}")
    return (leader + twin.winner_pos([twin.TO_INT[c] for c in trick])) % 4


def forced_column(
    pos: SpitzerPosition,
    seat: int | None = None,
    *,
    big_queen_on_side: bool,
    taken: int = 0,
    tricks_taken: int = 0,
    tricks_done: int = 0,
    core: str | None = None,
) -> Column:
    """The best column of the score table ``seat``'s side can force from ``pos``.

    ``taken``/``tricks_taken``: what the side already has from ``tricks_done``
    finished tricks. Each column is one threshold question (the 61 line is 60
    for a side without the Big Queen: 60:60 goes against the CQ), asked from
    the top down, two to three null-window searches instead of an exact value.
    Because the columns are nested ("at least this column"), the answer is the
    column under best play by both sides.
    """
    line61 = 61 if big_queen_on_side else 60
    if reaches(pos, line61 - taken, seat, core=core):
        if not reaches(pos, 90 - taken, seat, core=core):
            return Column.POINTS_61_89
        if tricks_taken == tricks_done and takes_all_tricks(pos, seat, core=core):
            return Column.ALL_TRICKS
        return Column.POINTS_90_120
    if reaches(pos, 31 - taken, seat, core=core):
        return Column.POINTS_31_60
    if tricks_taken == 0 and not takes_a_trick(pos, seat, core=core):
        return Column.NO_TRICK
    return Column.POINTS_0_30
