"""The lessons' place in the settings: which are done, and whether they were offered.

A mixin of :class:`~.settings.AppSettings` (it needs only its ``_qs``), kept
apart so the lessons add their keys without touching the others.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings


class LessonKeys:
    """Typed lesson progress over the settings file."""

    _qs: QSettings

    @property
    def lessons_done(self) -> frozenset[str]:
        """Ids of the lessons whose goal the player reached."""
        value = self._qs.value("lessons/done", "")
        text = ",".join(value) if isinstance(value, list) else str(value or "")
        return frozenset(part.strip() for part in text.split(",") if part.strip())

    def mark_lesson_done(self, lesson_id: str) -> None:
        done = sorted(self.lessons_done | {lesson_id.replace(",", "")})
        self._qs.setValue("lessons/done", ",".join(done))
        self._qs.sync()

    @property
    def lessons_offered(self) -> bool:
        """The first start's "New to Skat? Start with the lessons" was shown (once only)."""
        value = self._qs.value("lessons/offered", False)
        return value is True or str(value).strip().lower() in ("1", "true", "yes", "on")

    @lessons_offered.setter
    def lessons_offered(self, value: bool) -> None:
        self._qs.setValue("lessons/offered", bool(value))
        self._qs.sync()
