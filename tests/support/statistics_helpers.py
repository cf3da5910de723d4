"""A statistics store with known content, for the dialog tests and screenshots."""

from __future__ import annotations

from pathlib import Path

from skat_desktop.engine.skat.statistics import DealEntry, ListRecord
from skat_desktop.model.statistics import StatisticsStore

NAMES = ("You", "Anna", "Bernd")


def game(index: int, forehand: int, declarer: int, kind: str, value: int) -> DealEntry:
    """A declarer game at three; ``value`` is the signed list entry (lost: doubled)."""
    players = tuple((forehand + i) % 3 for i in range(3))
    scores = [0, 0, 0]
    scores[declarer] = value
    sf = [40 if value < 0 else 0] * 3
    sf[declarer] = value + 50 if value > 0 else value - 50
    return DealEntry(
        index,
        "game",
        players,
        declarer=declarer,
        game=kind,
        won=value > 0,
        scores=tuple(scores),
        seeger_fabian=tuple(sf),
    )


def ramsch(index: int, points: tuple[int, int, int], loser: int) -> DealEntry:
    return DealEntry(
        index,
        "ramsch",
        (index % 3, (index + 1) % 3, (index + 2) % 3),
        scores=tuple(-p if i == loser else 0 for i, p in enumerate(points)),
        ramsch_points=points,
        ramsch_losers=(loser,),
    )


def known_lists() -> list[ListRecord]:
    """Two finished lists and one practice list, with figures worked out by hand.

    You (practice left out): 10 deals; declarer 5 times (Grand 1/1, Clubs 1/1,
    Spades 0/1, Hearts 1/1, Null 1/1 → 4 won, 80%); list totals +63 and +40 →
    average +51.5; Seeger-Fabian 98 − 94 + 86 + 73 + 40 = 203 and 90 → average
    +146.5; Ramsch 1 deal, not lost, 40 card points. With the practice list:
    declarer 7 times, 4 won.
    """
    first = ListRecord(
        "a",
        "2026-11-01T10:00:00+00:00",
        NAMES,
        finished=True,
        deals=[
            game(0, 0, 0, "grand", 48),
            game(1, 1, 1, "clubs", 24),
            game(2, 2, 0, "spades", -44),
            game(3, 0, 0, "clubs", 36),
            game(4, 1, 2, "diamonds", -36),
            DealEntry(5, "passed_in", (2, 0, 1)),
            game(6, 2, 0, "null", 23),
            ramsch(7, (40, 50, 30), 1),
        ],
    )
    second = ListRecord(
        "b",
        "2026-11-02T10:00:00+00:00",
        NAMES,
        finished=True,
        deals=[
            game(0, 0, 1, "grand", 72),
            game(1, 1, 0, "hearts", 40),
        ],
    )
    practice = ListRecord(
        "c",
        "2026-11-03T10:00:00+00:00",
        NAMES,
        practice=True,
        deals=[game(0, 0, 0, "grand", -96), game(1, 1, 0, "null", -46)],
    )
    return [first, second, practice]


def known_store(path: Path) -> StatisticsStore:
    store = StatisticsStore(path)
    store.lists = known_lists()
    store.save()
    return store


def sample_lists(seed: int = 7, lists: int = 6) -> list[ListRecord]:
    """Plausible lists of 36 deals (screenshots): no figures are asserted on these."""
    import random

    rng = random.Random(seed)
    kinds = ("grand", "clubs", "spades", "hearts", "diamonds", "null")
    weights = (5, 5, 4, 4, 3, 2)
    base = {"grand": 24, "clubs": 12, "spades": 11, "hearts": 10, "diamonds": 9, "null": 23}
    out: list[ListRecord] = []
    for number in range(lists):
        deals: list[DealEntry] = []
        for index in range(36):
            forehand = index % 3
            roll = rng.random()
            if roll < 0.08:
                deals.append(DealEntry(index, "passed_in", (0, 1, 2)))
                continue
            if roll < 0.16:
                points = [rng.randrange(0, 61) for _ in range(2)]
                three = (points[0], points[1], 120 - points[0] - points[1])
                deals.append(ramsch(index, three, three.index(max(three))))
                continue
            declarer = rng.choices((0, 1, 2), (4, 3, 3))[0]
            kind = rng.choices(kinds, weights)[0]
            value = base[kind] * (1 if kind == "null" else rng.choice((2, 2, 3, 4)))
            won = rng.random() < (0.8 if declarer == 0 else 0.7)
            deals.append(game(index, forehand, declarer, kind, value if won else -2 * value))
        started = f"2026-11-{number + 1:02d}T10:00:00+00:00"
        practice = number == lists - 1  # the last one: undo was used
        out.append(ListRecord(f"s{number}", started, NAMES, practice, True, deals))
    return out
