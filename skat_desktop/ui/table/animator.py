"""Moves cards and owns the table's one "animations finished" gate.

A change on the table is a short list of *stages*: a callable that starts
card moves, or a pause in milliseconds. The animator runs them one after the
other, each stage waiting for the moves of the one before, and after the last
one it emits :attr:`Animator.animations_finished` once (queued, so a handler
never runs inside an animation's callback). The main window and the
controller wait for that signal before the next decision or computer move, as
KDE's card games do; the screen and the game therefore stay in step at every
animation speed, including 0 (no animation, the gate still fires).
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from ..card_item import CardItem

Stage = Callable[[], None] | int
"""A callable that starts moves, or a pause in milliseconds (scaled by the speed)."""


@dataclasses.dataclass(frozen=True)
class Target:
    """Where one card should be, in scene pixels, and how it should look."""

    pos: QPointF
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0
    face_up: bool = False


class Animator(QObject):
    """Card moves, staged; one ``animations_finished`` after the last stage."""

    animations_finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._speed = 1.0
        self._running: set[QAbstractAnimation] = set()
        self._stages: deque[Stage] = deque()
        self._gate_pending = False
        self._finals: dict[CardItem, Target] = {}

    # ------------------------------------------------------------------ speed
    def set_speed(self, factor: float) -> None:
        """Animation speed factor; 0 turns animations off (tests use that)."""
        self._speed = max(0.0, factor)

    def speed(self) -> float:
        return self._speed

    def duration(self, base_ms: float) -> int:
        return int(base_ms * self._speed)

    def animating(self) -> bool:
        """True until the gate has fired for the last change."""
        return bool(self._running) or bool(self._stages) or self._gate_pending

    def final(self, item: CardItem) -> Target | None:
        """Where ``item`` was last sent (it may still be on its way)."""
        return self._finals.get(item)

    # ------------------------------------------------------------------ moves
    def place(self, item: CardItem, target: Target) -> None:
        """Put ``item`` at ``target`` at once."""
        self._finals[item] = target
        item.setPos(target.pos)
        item.setRotation(target.rotation)
        item.setScale(target.scale)
        item.setZValue(target.z)
        item.set_face_up(target.face_up)

    def forget(self, item: CardItem) -> None:
        self._finals.pop(item, None)

    def move(self, item: CardItem, target: Target, duration_ms: float, delay_ms: int = 0) -> None:
        """Animate ``item`` to ``target`` (at once if nothing would change)."""
        ms = self.duration(duration_ms)
        moved = (
            not _close(item.pos(), target.pos)
            or abs(item.rotation() - target.rotation) > 0.01
            or abs(item.scale() - target.scale) > 0.001
        )
        flips = item.face_up() != target.face_up
        if ms <= 0 or not (moved or flips):
            self.place(item, target)
            return
        self._finals[item] = target
        item.setZValue(target.z + (300 if moved else 0))
        group = QParallelAnimationGroup()
        for prop, end in (
            (b"pos", target.pos),
            (b"rotation", target.rotation),
            (b"scale", target.scale),
        ):
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(ms)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        if flips:
            item.begin_flip(target.face_up)
            flip = QPropertyAnimation(item, b"flip", group)
            flip.setDuration(max(ms, self.duration(260)))
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            group.addAnimation(flip)
        seq = QSequentialAnimationGroup(self)
        delay = self.duration(delay_ms)
        if delay > 0:
            seq.addPause(delay)
        seq.addAnimation(group)
        z_final = target.z
        seq.finished.connect(lambda it=item, z=z_final: it.setZValue(z))
        self._track(seq)

    # ------------------------------------------------------------------ stages
    def run(self, stages: list[Stage]) -> None:
        """Finish whatever runs (cards jump to their places), then run ``stages``."""
        self.snap()
        self._stages = deque(stages)
        self.pump()

    def snap(self) -> bool:
        """Stop every running move and put the cards where they were going.

        Returns whether anything was running (a resize resumes the stages then).
        """
        running = list(self._running)
        self._running.clear()
        for anim in running:
            anim.stop()
            anim.deleteLater()
        for item, target in self._finals.items():
            self.place(item, target)
        return bool(running)

    def pump(self) -> None:
        """Start the next stages while nothing runs; open the gate after the last."""
        while not self._running and self._stages:
            stage = self._stages.popleft()
            if isinstance(stage, int):
                ms = self.duration(stage)
                if ms > 0:
                    self._track(QPauseAnimation(ms, self))
            else:
                stage()
        if not self._running and not self._stages and not self._gate_pending:
            self._gate_pending = True
            # With self as the context: a window closed meanwhile cancels the call.
            QTimer.singleShot(0, self, self._emit_finished)

    def _track(self, anim: QAbstractAnimation) -> None:
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self._anim_done(a))
        anim.start()

    def _anim_done(self, anim: QAbstractAnimation) -> None:
        if anim in self._running:
            self._running.discard(anim)
            anim.deleteLater()
            if not self._running:
                self.pump()

    def _emit_finished(self) -> None:
        self._gate_pending = False
        if not self._running and not self._stages:
            self.animations_finished.emit()


def _close(a: QPointF, b: QPointF) -> bool:
    return math.hypot(a.x() - b.x(), a.y() - b.y()) < 0.5
