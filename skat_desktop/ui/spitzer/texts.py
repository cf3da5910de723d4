"""Spitzer words in the player's language: declarations, contracts, columns, trumps.

The engine returns values (actions, :class:`Contract`, :class:`Column`,
:class:`Side`); this module names them, every string through Qt's translation
in the ``Spitzer`` context, so a language switch renames everything at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skat_desktop.engine.api import (
    Play,
)
from skat_desktop.engine.spitzer.api import (
    TRUMP_ORDER,
    CallPartner,
    DeclareSchneider,
    DeclareZola,
    SpitzerAction,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerColumn as Column,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerContract as Contract,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerPass as Pass,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerSide as Side,
)

from .. import card_names
from ..texts import card_text


def ace_name(ace: int) -> str:
    """The called ace as the deck shows it ("the ace of clubs", "das Eichel-Ass")."""
    suit = ace >> 3
    if card_names.german_suits():
        if suit == 3:
            return QCoreApplication.translate("GermanDeck", "the ace of acorns")
        if suit == 2:
            return QCoreApplication.translate("GermanDeck", "the ace of leaves")
        return QCoreApplication.translate("GermanDeck", "the ace of hearts")
    if suit == 3:
        return QCoreApplication.translate("Spitzer", "the ace of clubs")
    if suit == 2:
        return QCoreApplication.translate("Spitzer", "the ace of spades")
    return QCoreApplication.translate("Spitzer", "the ace of hearts")


def action_text(action: SpitzerAction | None) -> str:
    """A declaration (or pass, or card) as a button or speech bubble says it."""
    if action is None or isinstance(action, Pass):
        return QCoreApplication.translate("Spitzer", "Pass")
    if isinstance(action, Play):
        return card_text(int(action.card))
    if isinstance(action, CallPartner):
        if action.ace is None:
            text = QCoreApplication.translate("Spitzer", "Call: first trick")
        else:
            text = QCoreApplication.translate("Spitzer", "Call {ace}").format(
                ace=ace_name(int(action.ace))
            )
        if action.schneider:
            text = QCoreApplication.translate("Spitzer", "{call}, Schneider").format(call=text)
        return text
    if isinstance(action, DeclareZola):
        if action.schwarz:
            return QCoreApplication.translate("Spitzer", "Zola Schneider Schwarz")
        if action.schneider:
            return QCoreApplication.translate("Spitzer", "Zola Schneider")
        return QCoreApplication.translate("Spitzer", "Zola")
    if isinstance(action, DeclareSchneider):
        return QCoreApplication.translate("Spitzer", "Schneider")
    return str(action)


def action_tip(action: SpitzerAction) -> str:
    """What a declaration means (the panel's tooltips)."""
    if isinstance(action, Pass):
        if card_names.german_suits():
            return QCoreApplication.translate(
                "GermanDeck",
                "No declaration. Whoever holds both Obers and passes plays alone without"
                " saying so (Sneaker).",
            )
        return QCoreApplication.translate(
            "Spitzer",
            "No declaration. Whoever holds both queens and passes plays alone without"
            " saying so (Sneaker).",
        )
    if isinstance(action, CallPartner):
        base = (
            QCoreApplication.translate(
                "Spitzer", "The first other player to win a trick becomes your partner."
            )
            if action.ace is None
            else QCoreApplication.translate(
                "Spitzer", "The holder of the called ace becomes your partner."
            )
        )
        if action.schneider:
            base += " " + QCoreApplication.translate(
                "Spitzer", "Your side aims at 90 card points or more."
            )
        return base
    if isinstance(action, DeclareZola):
        if action.schwarz:
            return QCoreApplication.translate(
                "Spitzer", "Alone against three; you must take every trick."
            )
        if action.schneider:
            return QCoreApplication.translate(
                "Spitzer", "Alone against three; you aim at 90 card points or more."
            )
        return QCoreApplication.translate(
            "Spitzer", "Alone against three; you need 61 card points."
        )
    if isinstance(action, DeclareSchneider):
        return QCoreApplication.translate("Spitzer", "Your side aims at 90 card points or more.")
    return ""


def contract_name(contract: Contract) -> str:
    return {
        Contract.PARTNERS: QCoreApplication.translate("Spitzer", "Partners"),
        Contract.PARTNERS_SCHNEIDER: QCoreApplication.translate(
            "Spitzer", "Partners, Schneider declared"
        ),
        Contract.SNEAKER: QCoreApplication.translate("Spitzer", "Sneaker"),
        Contract.ZOLA: QCoreApplication.translate("Spitzer", "Zola"),
        Contract.ZOLA_SCHNEIDER: QCoreApplication.translate("Spitzer", "Zola Schneider"),
        Contract.ZOLA_SCHNEIDER_SCHWARZ: QCoreApplication.translate(
            "Spitzer", "Zola Schneider Schwarz"
        ),
    }[contract]


def column_name(column: Column) -> str:
    return {
        Column.NO_TRICK: QCoreApplication.translate("Spitzer", "no trick"),
        Column.POINTS_0_30: QCoreApplication.translate("Spitzer", "0–30 points"),
        Column.POINTS_31_60: QCoreApplication.translate("Spitzer", "31–60 points"),
        Column.POINTS_61_89: QCoreApplication.translate("Spitzer", "61–89 points"),
        Column.POINTS_90_120: QCoreApplication.translate("Spitzer", "90–120 points"),
        Column.ALL_TRICKS: QCoreApplication.translate("Spitzer", "all tricks"),
    }[column]


def side_name(side: Side) -> str:
    return (
        QCoreApplication.translate("Spitzer", "declaring side")
        if side is Side.DECLARING
        else QCoreApplication.translate("Spitzer", "opponents")
    )


def german_trumps() -> list[str]:
    """The trumps in German-deck words, highest first, in short pieces.

    Fourteen written-out names ("Schellen-10", "どんぐりのオーバー") would not fit
    the table's info box or the declaration panel as the French symbols do,
    so the queens and jacks in between are summed up, as the legend does:
    Eichel-O, Schellen-7, Grün-O, the other Obers, all Unters, Schellen: A 10 K 9 8.
    """
    plain = [card_names.german_rank(int(c) & 7) for c in TRUMP_ORDER[9:]]
    return [
        card_text(int(TRUMP_ORDER[0])),
        card_text(int(TRUMP_ORDER[1])),
        card_text(int(TRUMP_ORDER[2])),
        QCoreApplication.translate("GermanDeck", "the other Obers, all Unters"),
        QCoreApplication.translate("GermanDeck", "{suit}: {ranks}").format(
            suit=card_names.german_suit_name(int(TRUMP_ORDER[9]) >> 3), ranks=" ".join(plain)
        ),
    ]


def trump_order_text() -> str:
    """The 14 trumps, highest first, with the three named ones called out."""
    if card_names.german_suits():
        # The list separator is the language's own (Japanese writes 、).
        cards = QCoreApplication.translate("GermanDeck", ", ").join(german_trumps())
    else:
        cards = " ".join(card_text(int(c)) for c in TRUMP_ORDER)
    return QCoreApplication.translate("Spitzer", "Trumps, high to low: {cards}").format(cards=cards)


def trump_legend() -> str:
    """The trumps with the three named ones; with German cards the queens are Obers."""
    if card_names.german_suits():
        return QCoreApplication.translate(
            "GermanDeck",
            "Trumps: {big} (Big Queen), {spitzer} (Spitzer), {little} (Little Queen),"
            " the other Obers, all Unters, then {rest}. Trumps lie at the left of your hand.",
        ).format(
            big=card_text(int(TRUMP_ORDER[0])),
            spitzer=card_text(int(TRUMP_ORDER[1])),
            little=card_text(int(TRUMP_ORDER[2])),
            rest=", ".join(card_text(int(c)) for c in TRUMP_ORDER[9:]),
        )
    return QCoreApplication.translate(
        "Spitzer",
        "Trumps: ♣Q (Big Queen), ♦7 (Spitzer), ♠Q (Little Queen), the other queens,"
        " all jacks, then ♦A ♦10 ♦K ♦9 ♦8. Trumps lie at the left of your hand.",
    )


def both_queens_badge() -> str:
    """The plate badge of the player who showed both queens (Obers with German cards)."""
    if card_names.german_suits():
        return QCoreApplication.translate("GermanDeck", "Obers")
    return QCoreApplication.translate("Spitzer", "Queens")


def both_queens_title() -> str:
    """The declaration panel's title for a player holding both queens."""
    if card_names.german_suits():
        return QCoreApplication.translate(
            "GermanDeck",
            "You hold both Obers: call a partner, play alone, or pass (and play a silent Sneaker).",
        )
    return QCoreApplication.translate(
        "Spitzer",
        "You hold both queens: call a partner, play alone, or pass (and play a silent Sneaker).",
    )


def illegal_text(reason: object) -> str:
    """Why a card cannot be played now, from the engine's :class:`SpitzerReason` reason."""
    from skat_desktop.engine.spitzer.api import (
        SpitzerReason,
    )

    texts: dict[object, str] = {
        SpitzerReason.NOT_YOUR_TURN: QCoreApplication.translate("Spitzer", "It is not your turn."),
        SpitzerReason.MUST_FOLLOW_SUIT: QCoreApplication.translate(
            "Spitzer", "You must follow suit."
        ),
        SpitzerReason.MUST_TRUMP: QCoreApplication.translate(
            "Spitzer", "You cannot follow suit, so you must play a trump."
        ),
        SpitzerReason.CALLED_ACE_MUST_BE_PLAYED: QCoreApplication.translate(
            "Spitzer", "The called ace must be played the first time its suit is led."
        ),
        SpitzerReason.CALLED_ACE_MAY_NOT_BE_THROWN: QCoreApplication.translate(
            "Spitzer", "The called ace may not be thrown on another suit."
        ),
        SpitzerReason.WRONG_PHASE: QCoreApplication.translate(
            "Spitzer", "Declare first; the cards come after the declarations."
        ),
    }
    return texts.get(
        reason, QCoreApplication.translate("Spitzer", "That card cannot be played now.")
    )
