"""What a finished deal reports: its kind, the reason, and every number.

The result panel, the score sheet, ``replay`` and the session read these; the
scoring functions in :mod:`.scoring` make them.
"""

from __future__ import annotations

import dataclasses
import enum

from .game_types import GameType


class Level(enum.StrEnum):
    """One step of the multiplier, named so the result panel can list them."""

    WITH = "with"
    WITHOUT = "without"
    GAME = "game"
    HAND = "hand"
    SCHNEIDER = "schneider"
    SCHNEIDER_ANNOUNCED = "schneider_announced"
    SCHWARZ = "schwarz"
    SCHWARZ_ANNOUNCED = "schwarz_announced"
    OUVERT = "ouvert"


class ResultKind(enum.StrEnum):
    GAME = "game"
    PASSED_IN = "passed_in"
    REDEAL = "redeal"
    RAMSCH = "ramsch"


class Reason(enum.StrEnum):
    """Why a game ended as it did; the UI turns these into sentences."""

    WON = "won"
    WON_CLAIM = "won_claim"
    LOST_POINTS = "lost_points"
    OVERBID = "overbid"
    SCHNEIDER_MISSED = "schneider_missed"
    SCHWARZ_MISSED = "schwarz_missed"
    NULL_TRICK = "null_trick"
    CONCEDED = "conceded"
    PASSED_IN = "passed_in"
    REDEAL = "redeal"
    RAMSCH = "ramsch"
    DURCHMARSCH = "durchmarsch"


@dataclasses.dataclass(frozen=True)
class GameResult:
    """Everything the result panel, the score sheet and ``replay`` report."""

    kind: ResultKind
    reason: Reason
    entries: tuple[int, int, int] = (0, 0, 0)
    """Plain list entry per seat (Kontra/Re/Bock/pushes included)."""
    declarer: int | None = None
    game: GameType | None = None
    hand: bool = False
    ouvert: bool = False
    schneider_announced: bool = False
    schwarz_announced: bool = False
    won: bool = False
    overbid: bool = False
    schneider: bool = False
    schwarz: bool = False
    bid: int = 0
    matadors: int = 0
    card_points: int = 0
    tricks: int = 0
    base_value: int = 0
    levels: tuple[tuple[Level, int], ...] = ()
    multiplier: int = 0
    game_value: int = 0
    """Unsigned value the game was scored at (overbid value when overbid)."""
    factor: int = 1
    """Kontra × Re × Bock (× Schieberamsch pushes) doubling."""
    value: int = 0
    """Signed value for the declarer (official: a loss is −2 × value), × factor."""
    kontra: bool = False
    re: bool = False
    bock: bool = False
    conceded: bool = False
    claimed: bool = False
    ramsch_points: tuple[int, int, int] = (0, 0, 0)
    ramsch_tricks: tuple[int, int, int] = (0, 0, 0)
    losers: tuple[int, ...] = ()
    jungfrau: int = 0
    durchmarsch: int | None = None
    pushes: int = 0

    @property
    def declarer_lost(self) -> bool:
        return self.kind is ResultKind.GAME and not self.won
