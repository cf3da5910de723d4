"""What every game's score sheet shares: opening a deal's review from its row.

Both sheets list one finished deal a row; a double-click on a deal's row, or
"Review this deal…" in its context menu, emits ``review_requested`` with that
row's record, and the window opens the review. Which rows hold a deal and what
a record is differ (:meth:`ReviewableSheet.record_at`); the rest lives here once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtWidgets import QMenu, QTableWidget, QWidget


class ReviewableSheet(QWidget):
    """A sheet whose :attr:`table` rows can be reviewed (see the module doc)."""

    review_requested = Signal(object)
    """The record of a finished deal the player wants to review."""

    table: QTableWidget

    def record_at(self, row: int) -> object | None:
        """The finished deal shown in ``row``, or None where there is none."""
        raise NotImplementedError

    def _connect_reviews(self) -> None:
        """Wire the table's double-click and context menu (once :attr:`table` exists)."""
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.request_review(row))

    def request_review(self, row: int) -> bool:
        """Emit ``review_requested`` for ``row``'s deal; False where the row holds none."""
        record = self.record_at(row)
        if record is None:
            return False
        self.review_requested.emit(record)
        return True

    def review_menu(self, row: int) -> QMenu | None:
        """The context menu of ``row`` (None where there is no deal to review)."""
        if self.record_at(row) is None:
            return None
        menu = QMenu(self)
        action = menu.addAction(QCoreApplication.translate("ScoreSheet", "Review this deal…"))
        action.triggered.connect(lambda: self.request_review(row))
        return menu

    def _context_menu(self, pos: QPoint) -> None:
        menu = self.review_menu(self.table.rowAt(pos.y()))
        if menu is not None:
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(self.table.viewport().mapToGlobal(pos))
