"""What a declaration wins and loses, in words, for the declaring panel.

The numbers are the engine's (:func:`~skat_desktop.engine.api.stakes` scores the
game won just and lost, and the list scores both), so the line says exactly
what the score sheet will write. A hand game's skat is unknown: it is priced
with the skat that makes it worth least (:func:`~skat_desktop.engine.api.lowest_skat`),
as the panel's buttons are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skat_desktop.engine.api import (
    ALL_MASK,
    Contract,
    GameView,
    Stakes,
    lowest_skat,
    stakes,
)
from skat_desktop.engine.api import actions as A

from . import texts


def declaration_stakes(view: GameView, action: A.Declare, hand: bool) -> Stakes:
    """The engine's won and lost results of announcing ``action`` now."""
    contract = Contract(action.game, hand, action.schneider, action.schwarz, action.ouvert)
    if hand:
        unknown = ALL_MASK & ~view.hand
        cards12 = view.hand | lowest_skat(view.rules, contract, view.hand, unknown)
    else:
        cards12 = view.hand | (view.known_discards or 0)
    return stakes(view.rules, contract, cards12, view.bid, view.bock)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def stakes_text(view: GameView, action: A.Declare, hand: bool) -> str:
    """One or two lines: "Clubs: won +36 · lost −72", with the list's points when
    the list counts differently (Seeger-Fabian, a loss written to the defenders)."""
    s = declaration_stakes(view, action, hand)
    name = texts.declare_name(action, hand)
    if s.won.won:
        won = QCoreApplication.translate("Declare", "won {value}").format(
            value=_signed(s.won.value)
        )
        if s.won_list != (s.won.value, 0):
            won += " " + QCoreApplication.translate("Declare", "(list {value})").format(
                value=_signed(s.won_list[0])
            )
    else:
        won = QCoreApplication.translate("Declare", "overbid: lost even if you make 61")
    lost = QCoreApplication.translate("Declare", "lost {value}").format(value=_signed(s.lost.value))
    if s.lost_list != (s.lost.value, 0):
        lost += " " + QCoreApplication.translate(
            "Declare", "(list {value}, the others {others} each)"
        ).format(value=_signed(s.lost_list[0]), others=_signed(s.lost_list[1]))
    line = QCoreApplication.translate("Declare", "{game}: {won} · {lost}").format(
        game=name, won=won, lost=lost
    )
    if hand:
        line += "\n" + QCoreApplication.translate(
            "Declare", "A hand game is worth at least this; the skat may add."
        )
    return line
