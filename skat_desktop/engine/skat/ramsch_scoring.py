"""The result of a Ramsch (RULES.md §9): most points lose, Jungfrau, Durchmarsch.

Apart from :mod:`.scoring` because no contract is priced here; it is
re-exported there, so callers import every result function from one module.
"""

from __future__ import annotations

from .result import GameResult, Reason, ResultKind
from .rules import Jungfrau, RamschSkatTo, RuleSet


def score_ramsch(
    rules: RuleSet,
    trick_points: tuple[int, int, int],
    tricks: tuple[int, int, int],
    skat_points: int,
    last_trick_winner: int,
    pushes: int = 0,
    bock: bool = False,
) -> GameResult:
    """Score a Ramsch: the player with most points loses them (§9)."""
    points = list(trick_points)
    durchmarsch = next((s for s in range(3) if tricks[s] == 10), None)
    factor = (2**pushes) * (2 if bock else 1)
    if rules.ramsch_skat_to is RamschSkatTo.LAST_TRICK:
        points[last_trick_winner] += skat_points
    else:
        top = max(points)
        for seat in range(3):
            if points[seat] == top:
                points[seat] += skat_points
    common = dict(
        kind=ResultKind.RAMSCH,
        ramsch_tricks=tricks,
        pushes=pushes,
        bock=bock,
        factor=factor,
        card_points=0,
    )
    if durchmarsch is not None and rules.durchmarsch:
        entries = [0, 0, 0]
        entries[durchmarsch] = 120 * factor
        return GameResult(
            reason=Reason.DURCHMARSCH,
            entries=(entries[0], entries[1], entries[2]),
            ramsch_points=(points[0], points[1], points[2]),
            durchmarsch=durchmarsch,
            **common,
        )
    top = max(points)
    losers = tuple(s for s in range(3) if points[s] == top)
    virgins = sum(1 for s in range(3) if tricks[s] == 0)
    if rules.jungfrau is Jungfrau.EACH:
        jungfrau = virgins
    elif rules.jungfrau is Jungfrau.ALL_OTHERS:
        jungfrau = 1 if len(losers) == 1 and virgins == 2 else 0
    else:
        jungfrau = 0
    entries = [0, 0, 0]
    for seat in losers:
        entries[seat] = -top * (2**jungfrau) * factor
    return GameResult(
        reason=Reason.RAMSCH,
        entries=(entries[0], entries[1], entries[2]),
        ramsch_points=(points[0], points[1], points[2]),
        losers=losers,
        jungfrau=jungfrau,
        **common,
    )
