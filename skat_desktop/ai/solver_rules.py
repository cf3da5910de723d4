"""Solver rules and tables: positions, following suit, trick winners, the card renumbering.

Shared by the solver's public API (:mod:`.solver`) and its pure-Python twin
(:mod:`.solver_twin`); mirrors the tables the C core builds in ``setup_game``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

GAME_DIAMONDS, GAME_HEARTS, GAME_SPADES, GAME_CLUBS, GAME_GRAND, GAME_NULL, GAME_RAMSCH = range(7)

_MODE_POINTS: Final = 0  # value = points taken by the declarer (focal seat)
_MODE_NULL: Final = 1  # value = 1 if the declarer must win a trick
_MODE_SCHWARZ: Final = 2  # value = 1 if the declarer's opponents can win a trick

_RANK_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 11)
# Non-trump order, weakest first, outside Null: 7 8 9 Q K T A.
_PLAIN_ORDER: Final = (0, 1, 2, 5, 6, 3, 7)
_JACK: Final = 4
_NO_CARD: Final = 255


class SearchLimitReached(Exception):
    """A search passed the node limit it was given and gave up without a value.

    Raised by the solver's calls when a limit is in force (an explicit
    ``max_nodes`` or a :func:`.node_meter.world_limit` block); nothing the
    unfinished search learned is kept in the tables.
    """

    def __init__(self, nodes: int) -> None:
        super().__init__(f"search gave up after {nodes} nodes")
        self.nodes = nodes


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
