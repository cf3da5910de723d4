"""The shared result-panel frame: buttons, the hook below the body, side by side or stacked."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.result_base import ResultPanelBase


class WithNote(ResultPanelBase):
    def _add_below_body(self, outer: QVBoxLayout) -> None:
        self.note = QLabel("note", self)
        outer.addWidget(self.note)


def test_buttons_emit_and_the_note_sits_above_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = WithNote(CardRenderer(deck_id="french4"))
    qtbot.addWidget(panel)
    layout = panel._outer
    order = [layout.itemAt(i).widget() for i in range(layout.count())]
    assert order.index(panel.note) == order.index(panel._scroll) + 1
    with qtbot.waitSignal(panel.next_deal):
        panel.next_button.click()
    with qtbot.waitSignal(panel.review_requested):
        panel.review_button.click()


def test_hands_and_details_stack_when_the_panel_is_narrow(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = ResultPanelBase(CardRenderer(deck_id="french4"))
    qtbot.addWidget(panel)
    panel._hands.addWidget(QLabel("x" * 80, panel), 0, 0)
    panel._details.addWidget(QLabel("y" * 80, panel), 0, 0)
    panel.resize(panel.preferred_width() + 10, 300)
    panel._arrange()
    assert not panel.stacked()
    panel.resize(panel.preferred_width() // 2, 300)
    panel._arrange()
    assert panel.stacked()
