"""Spitzer words in the player's language: declarations, contracts, columns, trumps.

The engine returns values (actions, :class:`Contract`, :class:`Column`,
:class:`Side`); this module names them, every string through Qt's translation
in the ``Spitzer`` context, so a language switch renames everything at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skat_desktop.engine.api import (
    TRUMP_ORDER,
    CallPartner,
    DeclareSchneider,
    DeclareZola,
    Play,
    SpitzerAction,
)
from skat_desktop.engine.api import SpitzerColumn as Column
from skat_desktop.engine.api import SpitzerContract as Contract
from skat_desktop.engine.api import SpitzerPass as Pass
from skat_desktop.engine.api import SpitzerSide as Side

from ..texts import card_text


def _t(text: str) -> str:
    return QCoreApplication.translate("Spitzer", text)


def ace_name(ace: int) -> str:
    suit = ace >> 3
    if suit == 3:
        return _t("the ace of clubs")
    if suit == 2:
        return _t("the ace of spades")
    return _t("the ace of hearts")


def action_text(action: SpitzerAction | None) -> str:
    """A declaration (or pass, or card) as a button or speech bubble says it."""
    if action is None or isinstance(action, Pass):
        return _t("Pass")
    if isinstance(action, Play):
        return card_text(int(action.card))
    if isinstance(action, CallPartner):
        if action.ace is None:
            text = _t("Call: first trick")
        else:
            text = _t("Call {ace}").format(ace=ace_name(int(action.ace)))
        if action.schneider:
            text = _t("{call}, Schneider").format(call=text)
        return text
    if isinstance(action, DeclareZola):
        if action.schwarz:
            return _t("Zola Schneider Schwarz")
        if action.schneider:
            return _t("Zola Schneider")
        return _t("Zola")
    if isinstance(action, DeclareSchneider):
        return _t("Schneider")
    return str(action)


def action_tip(action: SpitzerAction) -> str:
    """What a declaration means (the panel's tooltips)."""
    if isinstance(action, Pass):
        return _t(
            "No declaration. Whoever holds both queens and passes plays alone without"
            " saying so (Sneaker)."
        )
    if isinstance(action, CallPartner):
        base = (
            _t("The first other player to win a trick becomes your partner.")
            if action.ace is None
            else _t("The holder of the called ace becomes your partner.")
        )
        if action.schneider:
            base += " " + _t("Your side aims at 90 card points or more.")
        return base
    if isinstance(action, DeclareZola):
        if action.schwarz:
            return _t("Alone against three; you must take every trick.")
        if action.schneider:
            return _t("Alone against three; you aim at 90 card points or more.")
        return _t("Alone against three; you need 61 card points.")
    if isinstance(action, DeclareSchneider):
        return _t("Your side aims at 90 card points or more.")
    return ""


def contract_name(contract: Contract) -> str:
    return {
        Contract.PARTNERS: _t("Partners"),
        Contract.PARTNERS_SCHNEIDER: _t("Partners, Schneider declared"),
        Contract.SNEAKER: _t("Sneaker"),
        Contract.ZOLA: _t("Zola"),
        Contract.ZOLA_SCHNEIDER: _t("Zola Schneider"),
        Contract.ZOLA_SCHNEIDER_SCHWARZ: _t("Zola Schneider Schwarz"),
    }[contract]


def column_name(column: Column) -> str:
    return {
        Column.NO_TRICK: _t("no trick"),
        Column.POINTS_0_30: _t("0–30 points"),
        Column.POINTS_31_60: _t("31–60 points"),
        Column.POINTS_61_89: _t("61–89 points"),
        Column.POINTS_90_120: _t("90–120 points"),
        Column.ALL_TRICKS: _t("all tricks"),
    }[column]


def side_name(side: Side) -> str:
    return _t("declaring side") if side is Side.DECLARING else _t("opponents")


def trump_order_text() -> str:
    """The 14 trumps, highest first, with the three named ones called out."""
    cards = " ".join(card_text(int(c)) for c in TRUMP_ORDER)
    return _t("Trumps, high to low: {cards}").format(cards=cards)


def trump_legend() -> str:
    return _t(
        "Trumps: ♣Q (Big Queen), ♦7 (Spitzer), ♠Q (Little Queen), the other queens,"
        " all jacks, then ♦A ♦10 ♦K ♦9 ♦8. Trumps lie at the left of your hand."
    )


def illegal_text(reason: object) -> str:
    """Why a card cannot be played now, from the engine's :class:`Illegal` reason."""
    from skat_desktop.engine.api import SpitzerIllegal as Illegal

    texts: dict[object, str] = {
        Illegal.NOT_YOUR_TURN: _t("It is not your turn."),
        Illegal.MUST_FOLLOW_SUIT: _t("You must follow suit."),
        Illegal.MUST_TRUMP: _t("You cannot follow suit, so you must play a trump."),
        Illegal.CALLED_ACE_MUST_BE_PLAYED: _t(
            "The called ace must be played the first time its suit is led."
        ),
        Illegal.CALLED_ACE_MAY_NOT_BE_THROWN: _t(
            "The called ace may not be thrown on another suit."
        ),
        Illegal.WRONG_PHASE: _t("Declare first; the cards come after the declarations."),
    }
    return texts.get(reason, _t("That card cannot be played now."))
