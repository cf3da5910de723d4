"""Par on the screen: the result panel's par line and the score sheet's par total.

The model works out each deal's par in the background
(:class:`~skat_desktop.model.par_jobs.ParJobs`); this small piece of wiring
shows "working out par…" on a result panel that is up before the par, puts
the par in when it arrives, and keeps the sheet's total against par current.
It lives apart from the main window so the window only creates it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from PySide6.QtCore import QObject

from skat_desktop.model.par_jobs import ParJobs


class _Model(Protocol):
    par: ParJobs

    @property
    def has_session(self) -> bool: ...
    @property
    def in_practice_deal(self) -> bool: ...
    def records(self) -> tuple[object, ...]: ...


class _Result(Protocol):
    def set_par(self, par: int | None, pending: bool, level: str | None) -> None: ...
    def hide_par(self) -> None: ...
    def isVisible(self) -> bool: ...


class _Sheet(Protocol):
    par_source: Callable[[], Mapping[int, int]] | None

    def refresh(self) -> None: ...


class ParView(QObject):
    """Connects the model's pars to a game's result panel and score sheet."""

    def __init__(
        self, model: _Model, result: _Result, sheet: _Sheet, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._result = result
        self._sheet = sheet
        sheet.par_source = model.par.values
        model.par.ready.connect(self._on_ready)
        model.par.reset.connect(sheet.refresh)

    def result_shown(self) -> None:
        """The result panel is about to show the deal that finished: give it its par.

        Connected before the page's own "show the result", so the par line is
        drawn with the panel; later answers update that line in place."""
        model = self._model
        if not model.has_session or model.in_practice_deal:
            self._result.hide_par()
            return
        row = len(model.records()) - 1
        par = model.par
        self._result.set_par(par.value(row), par.pending(row), par.level(row))

    def _on_ready(self, row: int, _par: int) -> None:
        self._sheet.refresh()
        model = self._model
        if (
            self._result.isVisible()
            and model.has_session
            and not model.in_practice_deal
            and row == len(model.records()) - 1
        ):
            self.result_shown()
