"""Step groups and mark picking shared by the Skat and the Spitzer deal reviews."""

from __future__ import annotations

import dataclasses

from skat_desktop.ai.review_marks import ReviewMarks, join_group


@dataclasses.dataclass(frozen=True)
class Group:
    kind: str
    number: int
    first: int
    last: int
    actions: tuple[tuple[int, str], ...]


@dataclasses.dataclass(frozen=True)
class Mark:
    step: int
    seat: int


@dataclasses.dataclass(frozen=True)
class Analysis:
    marks: tuple[Mark, ...]


class Review(ReviewMarks[Mark]):
    def __init__(self, groups: list[Group], analysis: Analysis | None) -> None:
        self.groups = groups
        self.analysis = analysis


def test_steps_join_the_last_group_while_its_key_holds() -> None:
    groups: list[Group] = []
    acts: list[list[tuple[int, str]]] = []
    join_group(groups, acts, Group, ("deal", 0), 0, None, None)
    join_group(groups, acts, Group, ("trick", 1), 1, 0, "a")
    join_group(groups, acts, Group, ("trick", 1), 2, 1, "b")
    join_group(groups, acts, Group, ("trick", 2), 3, 2, "c")
    assert groups == [
        Group("deal", 0, 0, 0, ()),
        Group("trick", 1, 1, 2, ()),
        Group("trick", 2, 3, 3, ()),
    ]
    assert acts == [[], [(0, "a"), (1, "b")], [(2, "c")]]


def test_no_marks_before_the_analysis() -> None:
    review = Review([Group("deal", 0, 0, 3, ())], None)
    assert review.marks() == []
    assert review.marks(1, only=True) == []
    assert review.marks_at(2) == []
    assert review.marks_in_group(0) == []


def test_marks_by_seat_step_and_group() -> None:
    a, b, c = Mark(step=2, seat=0), Mark(step=4, seat=1), Mark(step=7, seat=0)
    groups = [Group("deal", 0, 0, 0, ()), Group("trick", 1, 1, 4, ()), Group("trick", 2, 5, 8, ())]
    review = Review(groups, Analysis((a, b, c)))
    assert review.marks() == [a, b, c]
    assert review.marks(1) == [b, a, c]
    assert review.marks(0, only=True) == [a, c]
    assert review.marks(2, only=True) == []
    assert review.marks_at(4) == [b]
    assert review.marks_at(3) == []
    assert review.marks_in_group(0) == []
    assert review.marks_in_group(1) == [a, b]
    assert review.marks_in_group(2) == [c]
