"""Piles: places on the table where cards lie, measured in card units.

One unit is the height of a full-size card; a card is ``card_width`` units wide
(the deck's aspect ratio). Every pile answers "where does the *i*-th of *n*
cards lie?" as a :class:`Spot`, so the table can be laid out once per size and
filled from any game state, and a resize is a multiplication. Nothing here
imports Qt: the layout is tested as plain arithmetic.
"""

from __future__ import annotations

import dataclasses
import enum


class Side(enum.StrEnum):
    """Where a table position sits on the screen."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


class Align(enum.Enum):
    """Which point of a row of cards the pile's ``x`` names."""

    START = "start"
    CENTER = "center"
    END = "end"


@dataclasses.dataclass(frozen=True)
class Point:
    x: float
    y: float


@dataclasses.dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    @property
    def center(self) -> Point:
        return Point(self.x + self.width / 2, self.y + self.height / 2)

    @property
    def top(self) -> float:
        return self.y

    @property
    def bottom(self) -> float:
        return self.y + self.height


@dataclasses.dataclass(frozen=True)
class Spot:
    """Where one card lies (its centre) and how: the table's unit of drawing."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0
    face_up: bool = False


@dataclasses.dataclass(frozen=True)
class HandPile:
    """A row of cards held by one position: fanned at the bottom, tight elsewhere.

    ``open_step``/``closed_step`` are the distances between card centres when
    the hand lies face up or down (a closed hand shows less of each card);
    ``span`` caps the whole row so a long hand still fits; ``bow`` and ``tilt``
    curve the human's fan. ``lift`` is how far a selected card rises.
    ``open_scale`` (with ``open_dx``) draws an open hand larger than a closed
    one, moved by ``open_dx`` so it keeps its outer edge and its top: an
    ouvert hand must be read card by card, a closed one only counted.
    """

    side: Side
    x: float
    y: float
    align: Align
    open_step: float
    closed_step: float
    scale: float = 1.0
    span: float | None = None
    bow: float = 0.0
    tilt: float = 0.0
    lift: float = 0.0
    open_scale: float | None = None
    open_dx: float = 0.0

    def slots(self, count: int, face_up: bool, z0: float = 10.0) -> list[Spot]:
        if count <= 0:
            return []
        step = self.open_step if face_up else self.closed_step
        if self.span is not None:
            step = min(step, self.span / max(1, count - 1))
        width = step * (count - 1)
        x, y, scale = self.x, self.y, self.scale
        if face_up and self.open_scale is not None:
            x += self.open_dx
            y += (self.open_scale - self.scale) / 2  # the top edge stays under the plate
            scale = self.open_scale
        x0 = {Align.START: x, Align.CENTER: x - width / 2, Align.END: x - width}[self.align]
        out = []
        for i in range(count):
            off = i - (count - 1) / 2
            out.append(
                Spot(
                    x0 + i * step,
                    y + off * off * self.bow,
                    off * self.tilt,
                    scale,
                    z0 + i,
                    face_up,
                )
            )
        return out


@dataclasses.dataclass(frozen=True)
class TrickPile:
    """The cards of the running trick: one slot per side, slightly turned."""

    slots: dict[Side, Spot]

    def spot(self, side: Side, order: int) -> Spot:
        """The card played from ``side`` as the ``order``-th card of the trick."""
        base = self.slots[side]
        return dataclasses.replace(base, z=200 + order, face_up=True)


@dataclasses.dataclass(frozen=True)
class SkatPile:
    """The skat in the middle of the table, two cards side by side."""

    x: float
    y: float
    spacing: float
    scale: float

    def spot(self, index: int, face_up: bool) -> Spot:
        return Spot(
            self.x + (index - 0.5) * self.spacing,
            self.y,
            (index - 0.5) * 8,
            self.scale,
            100 + index,
            face_up,
        )


@dataclasses.dataclass(frozen=True)
class TakenPile:
    """A position's won tricks, face down; the declarer's put-away skat under them.

    ``pixel`` is one screen pixel in card units: the pile's small offsets
    (which show that several tricks lie there) stay a few pixels at any size.
    """

    x: float
    y: float
    scale: float
    pixel: float

    def trick_spot(self, trick: int, index: int) -> Spot:
        offset = trick * max(self.pixel, 0.012)
        return Spot(
            self.x + offset + index * 0.6 * self.pixel,
            self.y - offset,
            (index - 1) * 2.5,
            self.scale,
            50 + trick * 3 + index,
            False,
        )

    def skat_spot(self, index: int) -> Spot:
        return Spot(
            self.x + (index * 2 - 3) * self.pixel,
            self.y + 3 * self.pixel,
            0.0,
            self.scale,
            40 + index,
            False,
        )


@dataclasses.dataclass(frozen=True)
class DeckPile:
    """The squared deck before the deal, in front of the dealer."""

    x: float
    y: float
    scale: float
    pixel: float

    def spot(self, index: int) -> Spot:
        return Spot(
            self.x - index * 0.15 * self.pixel,
            self.y - index * 0.3 * self.pixel,
            0.0,
            self.scale,
            600 + index,
            False,
        )
