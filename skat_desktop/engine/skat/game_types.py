"""Game kinds and their fixed numbers (shared with the solver)."""

from __future__ import annotations

import enum


class GameType(enum.IntEnum):
    DIAMONDS = 0
    HEARTS = 1
    SPADES = 2
    CLUBS = 3
    GRAND = 4
    NULL = 5
    RAMSCH = 6

    @property
    def is_suit(self) -> bool:
        return self <= GameType.CLUBS

    @property
    def code(self) -> str:
        """Lower-case name used in JSON (``diamonds`` … ``ramsch``)."""
        return self.name.lower()

    @property
    def iss_letter(self) -> str:
        return "DHSCGNR"[self]

    @classmethod
    def from_code(cls, text: str) -> GameType:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown game type {text!r}") from None


BASE_VALUES: dict[GameType, int] = {
    GameType.DIAMONDS: 9,
    GameType.HEARTS: 10,
    GameType.SPADES: 11,
    GameType.CLUBS: 12,
    GameType.GRAND: 24,
}
