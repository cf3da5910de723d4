"""The cursor every game's deal review steps with.

A review is a list of frozen pictures, one per action, and an index into it;
stepping is only moving that index, clamped to the list, so going back costs
nothing and no state can drift. The games' reviews differ in what a step
holds, not in how one steps, so the stepping lives here once.
"""

from __future__ import annotations

from typing import Generic, TypeVar

StepT = TypeVar("StepT")


class StepCursor(Generic[StepT]):
    """An index over ``steps`` (filled by the subclass, never empty once built)."""

    steps: list[StepT]
    index: int

    @property
    def current(self) -> StepT:
        return self.steps[self.index]

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == len(self.steps) - 1

    def go(self, index: int) -> StepT:
        """Move to ``index``, clamped to the existing steps."""
        self.index = max(0, min(len(self.steps) - 1, index))
        return self.current

    def first(self) -> StepT:
        return self.go(0)

    def last(self) -> StepT:
        return self.go(len(self.steps) - 1)

    def forward(self) -> StepT:
        return self.go(self.index + 1)

    def back(self) -> StepT:
        return self.go(self.index - 1)
