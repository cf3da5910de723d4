"""The steps every game's page takes alike: the result, the next deal, the last trick.

Each game's page (Skat's is the window's own) has its own result
panel, last-trick panel and table; what happens with them at the end of a deal,
on "next deal" and on the last-trick key is the same, so it is written once here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from .result_panel import result_card_height


class Table(Protocol):
    def card_height(self) -> float: ...
    def show_message(self, text: str, msecs: int = ...) -> None: ...


class ResultPanel(Protocol):
    def show_result(self, session: Any, card_height: int, practice: bool = ...) -> None: ...
    def show(self) -> None: ...
    def hide(self) -> None: ...
    def raise_(self) -> None: ...


class LastTrickPanel(Protocol):
    def isVisible(self) -> bool: ...
    def hide(self) -> None: ...
    def show_trick(self, trick: Any, names: list[str], card_height: int) -> None: ...


def show_result(model: Any, panel: ResultPanel, table: Table, place: Callable[[], None]) -> None:
    """The deal is over and the table idle: the result over the table."""
    ch = result_card_height(table.card_height())
    panel.show_result(model.list_copy(), ch, model.in_practice_deal)
    panel.show()
    panel.raise_()
    place()


def next_deal(model: Any, panel: ResultPanel, table: Table, dock: QWidget, over: str) -> None:
    """Deal the next hand, or say ``over`` (and show the sheet) when the list is done."""
    if model.list_over():
        panel.hide()
        table.show_message(over, 6000)
        dock.show()
        return
    model.next_deal()


def toggle_last_trick(
    model: Any,
    panel: LastTrickPanel,
    table: Table,
    place: Callable[[], None],
    toggle: bool = True,
) -> None:
    """Show the last finished trick (again, with ``toggle``: hide it), or say there is
    none yet."""
    if not model.has_session:
        return
    if panel.isVisible():
        if toggle:
            panel.hide()
        return
    tricks = model.state().tricks
    if not tricks:
        table.show_message(QCoreApplication.translate("MainWindow", "No trick has been taken yet."))
        return
    names = model.player_names()
    seated = [names[model.player_at_seat(s)] for s in range(model.description.seats)]
    panel.show_trick(tricks[-1], seated, max(48, int(table.card_height() * 0.8)))
    place()
