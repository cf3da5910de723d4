"""The shared score-sheet review entry: a row's deal by double-click or context menu."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget

from skat_desktop.ui.review_sheet import ReviewableSheet


class TwoDeals(ReviewableSheet):
    """Rows 0 and 1 hold a deal, row 2 (a totals row) does not."""

    def __init__(self) -> None:
        super().__init__()
        self.table = QTableWidget(3, 2, self)
        self._connect_reviews()

    def record_at(self, row: int) -> object | None:
        return ("deal", row) if row in (0, 1) else None


def test_rows_with_a_deal_offer_and_emit_its_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    sheet = TwoDeals()
    qtbot.addWidget(sheet)
    seen: list[object] = []
    sheet.review_requested.connect(seen.append)
    assert sheet.review_menu(2) is None
    assert not sheet.request_review(2)
    menu = sheet.review_menu(1)
    assert menu is not None
    assert [a.text() for a in menu.actions()] == ["Review this deal…"]
    menu.actions()[0].trigger()
    sheet.table.cellDoubleClicked.emit(0, 1)
    sheet.table.cellDoubleClicked.emit(2, 0)
    assert seen == [("deal", 1), ("deal", 0)]
