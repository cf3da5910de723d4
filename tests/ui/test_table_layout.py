"""The table's piles, laid out and filled without Qt (card units throughout).

These modules import no Qt (``tests/test_layers.py`` checks that); here they
are plain arithmetic: every pile inside the table, the free middle between the
hands, the viewer at the bottom for 3 and 4 positions (Skat, Skat with the
dealer sitting out, Spitzer's four hands of 8), and every card of a running
deal in exactly one place.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
from skat_desktop.engine.skat.session import Session
from skat_desktop.ui.table.arrange import Dealing, Moment, arrange, deal_delays, hand_order
from skat_desktop.ui.table.layout import (
    OPPONENT_SCALE,
    Frame,
    TableLayout,
    card_height_px,
    frame_from_pixels,
    layout_table,
    sides_for,
)
from skat_desktop.ui.table.piles import Side, Spot
from skat_desktop.ui.table.snapshot import TableSnapshot, table_snapshot

SIZES = [(620.0, 560.0), (800.0, 600.0), (1000.0, 700.0), (1600.0, 1000.0), (2400.0, 900.0)]
ASPECT = 0.7


def frame(width: float, height: float, hand_cards: int = 10) -> Frame:
    ch = card_height_px(width, height, ASPECT)
    return frame_from_pixels(
        width, height, ch, ASPECT, plate_height_px=ch * 0.45, hand_cards=hand_cards
    )


def box(spot: Spot, f: Frame) -> tuple[float, float, float, float]:
    """The card's unrotated rectangle (left, top, right, bottom) in card units."""
    w, h = f.card_width * spot.scale / 2, spot.scale / 2
    return spot.x - w, spot.y - h, spot.x + w, spot.y + h


def inside(spot: Spot, f: Frame, slack: float = 0.05) -> bool:
    left, top, right, bottom = box(spot, f)
    return (
        left >= -slack and top >= -slack and right <= f.width + slack and bottom <= f.height + slack
    )


def hand_boxes(layout: TableLayout, position: int, count: int) -> tuple[float, float, float, float]:
    spots = layout.hands[position].slots(count, face_up=True)
    boxes = [box(s, layout.frame) for s in spots]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_sides_put_the_viewer_at_the_bottom() -> None:
    assert sides_for(3, 0) == (Side.BOTTOM, Side.LEFT, Side.RIGHT)
    assert sides_for(4, 0) == (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT)
    assert sides_for(3, 2) == (Side.LEFT, Side.RIGHT, Side.BOTTOM)
    assert sides_for(4, 3) == (Side.LEFT, Side.TOP, Side.RIGHT, Side.BOTTOM)
    for bad in ((2, 0), (5, 0), (3, 3), (4, -1)):
        with pytest.raises(ValueError):
            sides_for(*bad)


@pytest.mark.parametrize("positions,hand_cards", [(3, 10), (4, 10), (4, 8)])
@pytest.mark.parametrize("size", SIZES)
def test_every_pile_lies_on_the_table(
    size: tuple[float, float], positions: int, hand_cards: int
) -> None:
    f = frame(*size, hand_cards=hand_cards)
    layout = layout_table(f, positions, viewer=0)
    c = layout.center
    for position, hand in enumerate(layout.hands):
        for face_up in (True, False):
            for spot in hand.slots(hand_cards, face_up):
                assert inside(spot, f), (size, position, spot)
        if layout.sides[position] is Side.BOTTOM:
            assert hand.slots(1, True)[0].y - 0.5 >= layout.hand_top - 0.01
        else:
            # The other hands lie above the free middle.
            assert box(hand.slots(1, False)[0], f)[3] <= c.top
    for pile in layout.taken:
        for trick in range(hand_cards):
            for card in range(positions if positions == 3 else 4):
                assert inside(pile.trick_spot(trick, card), f)
    for deck in layout.decks:
        assert inside(deck.spot(31), f, slack=0.1)
    # The trick's cards and the skat stay in the free middle.
    for side in layout.sides:
        spot = layout.trick.spot(side, 0)
        assert c.top <= spot.y <= c.bottom
    assert c.top <= layout.skat.spot(0, False).y <= c.bottom
    assert layout.felt.x >= 0 and layout.felt.x + layout.felt.width <= f.width


@pytest.mark.parametrize("size", SIZES[1:])
def test_four_hands_of_eight_do_not_overlap(size: tuple[float, float]) -> None:
    """Spitzer's table: four open hands of 8, none covering another."""
    layout = layout_table(frame(*size, hand_cards=8), 4, viewer=0)
    boxes = [hand_boxes(layout, p, 8) for p in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            assert not overlap(boxes[i], boxes[j]), (size, i, j)


def test_layout_is_the_same_in_card_units_at_any_scale() -> None:
    """Between the pixel floors and the size cap, scaling the window changes nothing."""
    small = layout_table(frame(800.0, 560.0), 3, 0)
    large = layout_table(frame(1200.0, 840.0), 3, 0)
    assert small.center.y == pytest.approx(large.center.y)
    assert small.center.height == pytest.approx(large.center.height)
    for a, b in zip(small.hands, large.hands, strict=True):
        for sa, sb in zip(a.slots(10, True), b.slots(10, True), strict=True):
            assert (sa.x, sa.y) == pytest.approx((sb.x, sb.y))
    for side in small.sides:
        sa, sb = small.trick.spot(side, 0), large.trick.spot(side, 0)
        assert (sa.x, sa.y) == pytest.approx((sb.x, sb.y))


def test_open_hands_get_more_room_than_closed_ones() -> None:
    layout = layout_table(frame(1000.0, 700.0), 3, 0)
    left = layout.hands[1]
    closed = left.slots(10, False)
    opened = left.slots(10, True)
    assert opened[-1].x - opened[0].x > closed[-1].x - closed[0].x
    assert closed[0].scale == OPPONENT_SCALE
    fan = layout.hands[0].slots(10, True)
    assert fan[0].rotation < 0 < fan[-1].rotation  # the viewer's hand is fanned


@pytest.mark.parametrize("size", SIZES)
def test_an_ouvert_hand_beside_the_table_is_larger_and_readable(
    size: tuple[float, float],
) -> None:
    """Issue 11 item 10: an open side hand shows each card's rank and suit,
    stays on its half of the table and clear of its won-tricks pile."""
    f = frame(*size)
    layout = layout_table(f, 3, 0)
    for position in (1, 2):
        hand = layout.hands[position]
        closed = hand.slots(10, False)
        opened = hand.slots(10, True)
        assert opened[0].scale > closed[0].scale
        width = f.card_width * opened[0].scale
        step = abs(opened[1].x - opened[0].x)
        assert step >= width * 0.45 or f.width < 4.0, (size, step / width)
        # The top edge stays where the closed hand's is (under the plate).
        assert opened[0].y - opened[0].scale / 2 == pytest.approx(closed[0].y - closed[0].scale / 2)
        boxes = [box(spot, f) for spot in opened]
        left = min(b[0] for b in boxes)
        right = max(b[2] for b in boxes)
        assert left >= f.margin - 1e-6 and right <= f.width - f.margin + 1e-6
        if layout.sides[position] is Side.LEFT:
            assert right <= f.width / 2
        else:
            assert left >= f.width / 2
        pile = layout.taken[position].trick_spot(0, 0)
        assert max(b[3] for b in boxes) <= box(pile, f)[1] + 1e-6


def random_states(rules: RuleSet, seed: int, deals: int = 2) -> Iterator[Session]:
    """A session at every step of ``deals`` random deals."""
    session = Session(rules, [f"p{i}" for i in range(rules.players)], seed, first_dealer=2)
    players = [RandomPlayer(seed + s) for s in range(3)]
    for _ in range(deals):
        yield session
        while not session.game.finished:
            seat = session.game.to_move
            assert seat is not None
            session.apply(players[seat].choose(session.game.view(seat)), seat)
            yield session
        session.next_deal()


def all_placed(snap: TableSnapshot, layout: TableLayout, moment: Moment) -> dict[int, Spot]:
    shuffle = {c: random.Random(c).random() for c in range(32)}
    spots = arrange(snap, layout, moment, shuffle).spots
    assert sorted(spots) == list(range(32)), "every card lies in exactly one pile"
    return spots


@pytest.mark.parametrize(
    "rules", [PRESETS["official"], PRESETS["pub"], PRESETS["club"].replace(players=4)]
)
def test_every_card_has_one_place_through_random_deals(rules: RuleSet) -> None:
    f = frame(1000.0, 700.0)
    layout = layout_table(f, rules.players, 0)
    for session in random_states(rules, seed=rules.players * 7):
        snap = table_snapshot(session.state(), session.n)
        spots = all_placed(snap, layout, Moment())
        assert all(inside(s, f, slack=0.3) for s in spots.values())
        viewer = snap.hands[snap.viewer]
        assert all(spots[c].face_up == viewer.open for c in viewer.cards)
        if snap.tricks and not snap.trick:  # the moment after a trick is complete
            held = all_placed(snap, layout, Moment(hold_last=True))
            last = snap.tricks[-1]
            assert [held[c].z for _, c in last.cards] == [200, 201, 202]


def test_the_dealer_who_sits_out_has_no_hand() -> None:
    rules = PRESETS["official"].replace(players=4)
    session = Session(rules, ["a", "b", "c", "d"], 3, first_dealer=0)
    snap = table_snapshot(session.state(), session.n)
    assert snap.positions == 4 and snap.dealer == 0
    assert snap.hands[0].cards == () and all(len(h.cards) == 10 for h in snap.hands[1:])


def test_lifted_cards_rise_and_only_the_viewers() -> None:
    session = Session(RuleSet(), ["a", "b", "c"], 5, first_dealer=2)
    snap = table_snapshot(session.state(), session.n)
    layout = layout_table(frame(1000.0, 700.0), 3, 0)
    mine, other = snap.hands[0].cards[3], snap.hands[1].cards[0]
    flat = all_placed(snap, layout, Moment())
    lifted = all_placed(snap, layout, Moment(lifted=frozenset({mine, other})))
    assert lifted[mine].y == pytest.approx(flat[mine].y - layout.hands[0].lift)
    assert lifted[other] == flat[other]


def test_closed_hands_are_ordered_by_the_shuffle_not_the_cards() -> None:
    session = Session(RuleSet(), ["a", "b", "c"], 5, first_dealer=2)
    snap = table_snapshot(session.state(), session.n)
    shuffle = {c: random.Random(99 * c).random() for c in range(32)}
    assert hand_order(snap, 1, shuffle) == sorted(snap.hands[1].cards, key=shuffle.__getitem__)
    assert hand_order(snap, 0, shuffle) == list(snap.hands[0].cards)


def test_the_deck_then_the_packets_in_dealing_order() -> None:
    session = Session(RuleSet(), ["a", "b", "c"], 5, first_dealer=2)
    snap = table_snapshot(session.state(), session.n)
    layout = layout_table(frame(1000.0, 700.0), 3, 0)
    shuffle = {c: c / 32 for c in range(32)}
    deck = arrange(snap, layout, Moment(Dealing.DECK), shuffle).spots
    assert len(deck) == 32 and not any(s.face_up for s in deck.values())
    delays = deal_delays(snap, shuffle)
    assert sorted(delays) == list(range(32))
    first_packet = sorted(delays, key=delays.__getitem__)[:3]
    forehand = session.player_at(0)
    assert set(first_packet) <= set(snap.hands[forehand].cards)
    assert max(delays[c] for c in snap.skat) < min(
        delays[c] for c in hand_order(snap, forehand, shuffle)[3:]
    )
    dealt = arrange(snap, layout, Moment(Dealing.DEALT), shuffle).spots
    assert not any(dealt[c].face_up for c in snap.hands[0].cards), "dealt face down"
