"""Spitzer statistics with known content (figures worked out by hand), and real games.

``known_games`` is the constructed example the engine, store and dialog tests
check their figures against; ``play_game`` plays a whole Spitzer game with
random legal actions, recording each deal as it ends (entries from real deals).
"""

from __future__ import annotations

import random
from pathlib import Path

from support.spitzer_helpers import finish_session_deal

from skat_desktop.engine.spitzer import Contract, SpitzerSession
from skat_desktop.engine.spitzer.statistics import SpitzerDealEntry, SpitzerGameRecord
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore

NAMES = ("You", "Anna", "Bernd", "Clara")


def deal(
    index: int,
    dealer: int,
    contract: Contract,
    declarer: int | None,
    side: tuple[int, ...],
    value: int,
) -> SpitzerDealEntry:
    """A deal by table players; ``value`` is the signed table value (RULES.md §13)."""
    players = tuple((dealer + 1 + i) % 4 for i in range(4))
    if value > 0:
        scores = tuple(value if p in side else 0 for p in range(4))
    else:
        scores = tuple(0 if p in side else -value for p in range(4))
    return SpitzerDealEntry(index, players, contract, declarer, side, value > 0, scores)


def known_games() -> list[SpitzerGameRecord]:
    """A finished game, a running one and a practice game.

    You (practice left out): 8 deals; on the declaring side 6 times, 4 won (67%):
    Partners 2/3, Zola 1/2, Zola Schneider 1/1; alone 3 times, 2 won; points
    69 + 6 = 75 → 9.375 per deal; 1 finished game, won. With the practice game:
    9 deals, declaring 7 (4 won), alone 4 (2 won), Zola Schneider Schwarz 0/1,
    75 / 9 = 8.33 per deal, 2 finished games, 1 won.
    Anna (practice left out): declaring 2 (1 won: Partners 1/1, Partners
    Schneider 0/1), points 6 + 15 = 21 → 2.625, 1 finished game, none won.
    Bernd: declaring 2, both won, once alone (a Sneaker).
    """
    first = SpitzerGameRecord(
        "a",
        "2026-11-01T10:00:00+00:00",
        NAMES,
        finished=True,
        winner=0,
        deals=[
            deal(0, 0, Contract.PARTNERS, None, (0, 2), 3),
            deal(1, 1, Contract.ZOLA, 0, (0,), 18),
            deal(2, 2, Contract.PARTNERS_SCHNEIDER, 1, (1, 3), -12),
            deal(3, 3, Contract.SNEAKER, None, (2,), 9),
            deal(4, 0, Contract.PARTNERS, 3, (0, 3), -6),
            deal(5, 1, Contract.ZOLA_SCHNEIDER, 0, (0,), 36),
        ],
    )
    running = SpitzerGameRecord(
        "b",
        "2026-11-02T10:00:00+00:00",
        NAMES,
        deals=[
            deal(0, 0, Contract.ZOLA, 0, (0,), -9),
            deal(1, 1, Contract.PARTNERS, None, (0, 1), 6),
        ],
    )
    practice = SpitzerGameRecord(
        "c",
        "2026-11-03T10:00:00+00:00",
        NAMES,
        practice=True,
        finished=True,
        winner=1,
        deals=[deal(0, 0, Contract.ZOLA_SCHNEIDER_SCHWARZ, 0, (0,), -42)],
    )
    return [first, running, practice]


def known_spitzer_store(path: Path) -> SpitzerStatisticsStore:
    store = SpitzerStatisticsStore(path)
    store.games = known_games()
    store.save()
    return store


def play_game(
    seed: int, store: SpitzerStatisticsStore | None = None, names: tuple[str, ...] = NAMES
) -> SpitzerSession:
    """A whole Spitzer game of random legal play, each deal recorded as it ends."""
    rng = random.Random(seed)
    session = SpitzerSession(names, seed)
    while True:
        finish_session_deal(session, rng, declare=0.3)
        if store is not None:
            store.record_deal(session)
        if session.finished:
            return session
        session.next_deal()
