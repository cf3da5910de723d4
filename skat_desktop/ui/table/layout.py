"""Where the piles lie: a pure function of the table's size and its seats.

:func:`layout_table` takes the number of positions at the table (3 or 4: Skat,
Skat with a dealer sitting out, a four-player game), which of them is the viewer
(drawn at the bottom) and the table's measures in card units (:class:`Frame`, which also
says how many cards a full hand holds), and returns every pile and the free
areas between them. The widget multiplies by the card height in pixels; nothing
here knows about Qt, so the arrangement is tested as arithmetic (``tests/ui/test_table_layout.py``).

The measures mix two kinds of length on purpose: most follow the card size,
but a few (the margin, the gap, the name plates' height) have a floor in
pixels so that a small window stays readable. :func:`frame_from_pixels` does
that conversion once.
"""

from __future__ import annotations

import dataclasses

from .piles import (
    Align,
    DeckPile,
    HandPile,
    Point,
    Rect,
    Side,
    SkatPile,
    Spot,
    TakenPile,
    TrickPile,
)

OPPONENT_SCALE = 0.62
"""Cards in the other positions' hands, relative to a full-size card."""
TAKEN_SCALE = 0.42
"""Cards in the piles of won tricks."""
SKAT_SCALE = 0.78
HAND_HEIGHT = 1.12
"""The viewer's hand band, in card heights (the fan's lift and bow included)."""
FAN_STEP = 0.58
"""Distance between the viewer's cards, in card widths."""
OPEN_SCALE = 0.7
"""An open (ouvert) hand beside the table: larger than a closed one, to be read."""
OPEN_STEP = 0.5
"""Distance between an open side hand's cards, in their widths: rank and suit show."""
LIFT = 0.22
"""How far a card picked to put away rises out of the viewer's fan."""


def card_height_px(width_px: float, height_px: float, aspect: float) -> float:
    """The card height in pixels that fits the table: 5.75 cards tall, 8.6 wide."""
    w, h = max(width_px, 200.0), max(height_px, 150.0)
    return max(min(h / 5.75, (w / 8.6) / aspect, 230.0), 48.0)


def font_px(card_height: float) -> float:
    """The table's text size for a given card height (readable at any size)."""
    return max(11.0, min(card_height * 0.115, 18.0))


@dataclasses.dataclass(frozen=True)
class Frame:
    """The table's measures in card units (one unit = one full card's height)."""

    width: float
    height: float
    card_width: float
    margin: float
    gap: float
    plate_height: float
    pixel: float
    """One screen pixel, for offsets that should stay a few pixels at any size."""
    hand_cards: int = 10
    """The most cards a hand holds (10 in Skat, 8 at four seats): sizes the bands."""


def frame_from_pixels(
    width_px: float,
    height_px: float,
    card_height: float,
    aspect: float,
    plate_height_px: float,
    hand_cards: int = 10,
) -> Frame:
    """Convert the window's pixel measures to a :class:`Frame`."""
    ch = card_height
    return Frame(
        width=max(width_px, 200.0) / ch,
        height=max(height_px, 150.0) / ch,
        card_width=aspect,
        margin=max(8.0, ch * 0.1) / ch,
        gap=max(4.0, ch * 0.07) / ch,
        plate_height=plate_height_px / ch,
        pixel=1.0 / ch,
        hand_cards=hand_cards,
    )


def sides_for(positions: int, viewer: int) -> tuple[Side, ...]:
    """The side of each position, clockwise from the viewer at the bottom.

    >>> sides_for(3, 0)
    (<Side.BOTTOM: 'bottom'>, <Side.LEFT: 'left'>, <Side.RIGHT: 'right'>)
    >>> sides_for(4, 1)[1], sides_for(4, 1)[3]
    (<Side.BOTTOM: 'bottom'>, <Side.TOP: 'top'>)
    """
    if positions not in (3, 4):
        raise ValueError(f"a table has 3 or 4 positions, not {positions}")
    if not 0 <= viewer < positions:
        raise ValueError(f"viewer {viewer} is not one of the {positions} positions")
    ring = (Side.BOTTOM, Side.LEFT, Side.RIGHT) if positions == 3 else tuple(Side)
    return tuple(ring[(p - viewer) % positions] for p in range(positions))


@dataclasses.dataclass(frozen=True)
class PlateSpot:
    """Where a name plate goes: ``x`` is its left, centre or right edge by ``align``."""

    x: float
    y: float
    align: Align


@dataclasses.dataclass(frozen=True)
class TableLayout:
    """Every pile and free area of the table, in card units."""

    frame: Frame
    sides: tuple[Side, ...]
    hands: tuple[HandPile, ...]
    taken: tuple[TakenPile, ...]
    decks: tuple[DeckPile, ...]
    plates: tuple[PlateSpot, ...]
    trick: TrickPile
    skat: SkatPile
    center: Rect
    """The free middle, where the trick and the decision panels go."""
    felt: Rect
    """The lighter ring painted around the trick."""
    hand_top: float
    """The top of the viewer's hand band."""
    toast: Point
    """The centre of short messages, above the viewer's plate."""

    def prompt_anchor(self, skat_in_middle: bool) -> Point:
        """Where a decision panel is centred: below the skat when it lies there."""
        c = self.center
        if skat_in_middle:
            skat_bottom = c.top + self.frame.gap + SKAT_SCALE
            return Point(c.center.x, (skat_bottom + c.bottom) / 2)
        return c.center


def layout_table(frame: Frame, positions: int, viewer: int) -> TableLayout:
    """Lay out a table of ``positions`` seats seen from ``viewer``.

    A hand pile serves open and closed hands alike: an open hand gets more room
    per card so it can be read (:meth:`HandPile.slots` with ``face_up``), so
    turning a hand over (an ouvert declaration, the end of the deal) needs no
    new layout.
    """
    f = frame
    sides = sides_for(positions, viewer)
    hand_top = f.height - f.margin - HAND_HEIGHT
    top = f.margin + f.plate_height + f.gap + OPPONENT_SCALE + f.gap * 2
    bottom = _plate_row(f, hand_top) - f.gap
    center = Rect(0.0, top, f.width, max(bottom - top, 1.2))
    c = center.center
    hands = tuple(_hand(f, side) for side in sides)
    taken = tuple(_taken(f, side, hand_top) for side in sides)
    decks = []
    for side, hand in zip(sides, hands, strict=True):
        if side is Side.BOTTOM:
            decks.append(DeckPile(f.width / 2, hand_top - 0.3, OPPONENT_SCALE, f.pixel))
        else:
            first = hand.slots(1, False)[0]
            decks.append(DeckPile(first.x, first.y, OPPONENT_SCALE, f.pixel))
    cw = f.card_width
    trick = TrickPile(
        {
            Side.BOTTOM: _spot(c.x + cw * 0.05, c.y + 0.2, 3.0),
            Side.LEFT: _spot(c.x - cw * 0.62, c.y - 0.04, -10.0),
            Side.RIGHT: _spot(c.x + cw * 0.62, c.y - 0.02, 9.0),
            Side.TOP: _spot(c.x - cw * 0.05, c.y - 0.26, -4.0),
        }
    )
    skat = SkatPile(c.x, center.top + f.gap + SKAT_SCALE / 2, cw * 0.62, SKAT_SCALE)
    felt = Rect(c.x - cw * 1.75, c.y - 0.95, cw * 3.5, 1.9)
    return TableLayout(
        frame=f,
        sides=sides,
        hands=hands,
        taken=taken,
        decks=tuple(decks),
        plates=tuple(_plate(f, side, hand_top) for side in sides),
        trick=trick,
        skat=skat,
        center=center,
        felt=felt,
        hand_top=hand_top,
        toast=Point(f.width / 2, _plate_row(f, hand_top) - f.plate_height * 0.6),
    )


def _plate_row(f: Frame, hand_top: float) -> float:
    """The top of the viewer's name plate: a gap above a card raised out of the fan,
    so the plate and its badge ("Declarer 18") never cover a card picked to put away."""
    return hand_top - LIFT - f.gap - f.plate_height


def _spot(x: float, y: float, rotation: float) -> Spot:
    return Spot(x, y, rotation, 1.0, 200.0, True)


def _fan_width(f: Frame) -> float:
    """Width of the viewer's full hand: where the plate and the trick pile align."""
    return f.card_width * FAN_STEP * (f.hand_cards - 1) + f.card_width


def _hand(f: Frame, side: Side) -> HandPile:
    if side is Side.BOTTOM:
        step = f.card_width * FAN_STEP
        return HandPile(
            side,
            f.width / 2,
            f.height - f.margin - 0.62,
            Align.CENTER,
            step,
            step,
            scale=1.0,
            span=f.width - 2 * f.margin - f.card_width,
            bow=0.006,
            tilt=1.1,
            lift=LIFT,
        )
    ocw = f.card_width * OPPONENT_SCALE
    y = f.margin + f.plate_height + f.gap + OPPONENT_SCALE / 2
    if side is Side.TOP:
        # Across the table the hand is centred between the won-tricks piles:
        # it keeps its size, open or closed.
        return HandPile(side, f.width / 2, y, Align.CENTER, ocw * 0.36, ocw * 0.24, OPPONENT_SCALE)
    wide = f.card_width * OPEN_SCALE
    grow = (wide - ocw) / 2
    if side is Side.LEFT:
        x, align, dx = f.margin + ocw / 2, Align.START, grow
    else:
        x, align, dx = f.width - f.margin - ocw / 2, Align.END, -grow
    return HandPile(
        side,
        x,
        y,
        align,
        wide * OPEN_STEP,
        ocw * 0.24,
        scale=OPPONENT_SCALE,
        # An open hand stops short of the middle, where the other side's hand lies.
        span=max(f.width / 2 - f.margin - wide * 1.5, ocw * 0.24 * (f.hand_cards - 1)),
        open_scale=OPEN_SCALE,
        open_dx=dx,
    )


def _taken(f: Frame, side: Side, hand_top: float) -> TakenPile:
    pcw = f.card_width * TAKEN_SCALE
    if side is Side.BOTTOM:
        x = min(f.width / 2 + _fan_width(f) / 2 - pcw / 2, f.width - f.margin - pcw / 2)
        y = _plate_row(f, hand_top) + f.plate_height / 2
        return TakenPile(x, y, TAKEN_SCALE, f.pixel)
    y = f.margin + f.plate_height + f.gap + OPPONENT_SCALE + f.gap * 1.5 + TAKEN_SCALE / 2
    if side is Side.LEFT:
        return TakenPile(f.margin + pcw / 2 + 2 * f.pixel, y, TAKEN_SCALE, f.pixel)
    if side is Side.RIGHT:
        return TakenPile(f.width - f.margin - pcw / 2 - 2 * f.pixel, y, TAKEN_SCALE, f.pixel)
    # Across the table: beside the closed hand, which is centred.
    ocw = f.card_width * OPPONENT_SCALE
    closed_half = ocw * 0.24 * (f.hand_cards - 1) / 2
    return TakenPile(
        f.width / 2 + closed_half + ocw / 2 + f.gap * 2 + pcw / 2,
        f.margin + f.plate_height + f.gap + OPPONENT_SCALE / 2,
        TAKEN_SCALE,
        f.pixel,
    )


def _plate(f: Frame, side: Side, hand_top: float) -> PlateSpot:
    if side is Side.BOTTOM:
        x = max(f.margin, f.width / 2 - _fan_width(f) / 2)
        return PlateSpot(x, _plate_row(f, hand_top), Align.START)
    if side is Side.LEFT:
        return PlateSpot(f.margin, f.margin, Align.START)
    if side is Side.RIGHT:
        return PlateSpot(f.width - f.margin, f.margin, Align.END)
    return PlateSpot(f.width / 2, f.margin, Align.CENTER)
