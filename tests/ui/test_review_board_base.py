"""The shared review board: which marks it highlights and how it frames a fan and a trick."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.review_board_base import BAD, GOOD, OVERLAP, ReviewBoardBase


@dataclass(frozen=True)
class FakeMark:
    step: int
    seat: int
    card: int


@dataclass
class FakeReview:
    index: int
    marks: list[FakeMark] = field(default_factory=list)

    def marks_at(self, step: int) -> list[FakeMark]:
        return [m for m in self.marks if m.step == step]


class RecordingBoard(ReviewBoardBase[FakeReview, FakeMark]):
    """Records what it would frame instead of only painting it."""

    def __init__(self, renderer: CardRenderer) -> None:
        super().__init__(renderer)
        self.framed: list[tuple[QRectF, QColor]] = []
        self.tables = 0

    def _paint_table(self, painter: QPainter, review: FakeReview) -> None:
        self.tables += 1

    def _frame(self, painter: QPainter, rect: QRectF, colour: QColor) -> None:
        self.framed.append((rect, colour))
        super()._frame(painter, rect, colour)


@pytest.fixture(name="board")
def board_fixture(qapp) -> RecordingBoard:  # type: ignore[no-untyped-def]
    return RecordingBoard(CardRenderer(deck_id="french4"))


def test_marks_are_looked_up_at_this_and_the_next_step(board: RecordingBoard) -> None:
    assert board.coming_mark() is None and board.played_mark() is None
    first, second = FakeMark(step=3, seat=1, card=5), FakeMark(step=4, seat=2, card=9)
    review = FakeReview(index=3, marks=[first, second])
    board.set_review(review, ["A", "B", "C"], 0)
    assert board.played_mark() == first
    assert board.coming_mark() == second
    review.index = 4
    assert board.played_mark() == second
    assert board.coming_mark() is None


def test_fan_frames_the_bad_card_red_and_the_better_ones_green(board: RecordingBoard) -> None:
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    # A card both bad and good is framed once, red.
    board._paint_fan(painter, [1, 2, 3, 4], QPointF(10, 20), 40, 60, bad={3}, good={1, 3})
    painter.end()
    assert [(r.x(), r.y(), c) for r, c in board.framed] == [
        (10 + 0 * 40 * OVERLAP, 20, GOOD),
        (10 + 2 * 40 * OVERLAP, 20, BAD),
    ]


def test_trick_frames_only_the_marked_card_just_played(board: RecordingBoard) -> None:
    board.set_review(FakeReview(index=2, marks=[FakeMark(step=2, seat=1, card=7)]), ["A"] * 3, 0)
    slots = {0: QPointF(0, 0), 1: QPointF(50, 0), 2: QPointF(100, 0)}
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    board._paint_trick_cards(painter, [(0, 6), (1, 7), (2, 8)], slots, 40, 60)
    painter.end()
    assert [(r.x(), c) for r, c in board.framed] == [(50, BAD)]


def test_painting_calls_the_table_hook_only_with_a_review(board: RecordingBoard) -> None:
    board.resize(300, 200)
    board.grab()
    assert board.tables == 0
    board.set_review(FakeReview(index=0), ["A", "B", "C"], 0)
    board.grab()
    assert board.tables == 1
