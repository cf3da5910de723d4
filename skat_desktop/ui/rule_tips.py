"""Tooltips that explain each rule option, preset and Bock trigger to a player.

Kept apart from the dialog so the explanations (long, translated prose taken
from RULES.md) do not bury the dialog's layout code. Every ``RuleSet`` field
has an entry; a test checks that, so an option added to the engine without an
explanation is caught.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from . import card_names
from .texts import QT_TRANSLATE_NOOP

OPTION_TIPS: dict[str, str] = {
    "players": QT_TRANSLATE_NOOP(
        "RuleTips", "Three players, or four: then the dealer sits out each deal and takes no cards."
    ),
    "list_length": QT_TRANSLATE_NOOP(
        "RuleTips",
        "How many deals the list has: a multiple of the number of players"
        " (36 at three, 48 at four is usual). 0 plays on without end.",
    ),
    "all_pass": QT_TRANSLATE_NOOP(
        "RuleTips",
        "What happens when all three pass: the deal scores nothing (official),"
        " a Ramsch is played, or the same dealer deals again.",
    ),
    "kontra": QT_TRANSLATE_NOOP(
        "RuleTips",
        "A defender may say Kontra to double the game; the declarer may answer Re"
        " to double it again.",
    ),
    "kontra_timing": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Until when Kontra may be said: before the first card of the game,"
        " or until the defender plays his own first card.",
    ),
    "kontra_needs_bid": QT_TRANSLATE_NOOP(
        "RuleTips", "Only a defender who bid or held at least 18 may say Kontra."
    ),
    "matador_cap": QT_TRANSLATE_NOOP(
        "RuleTips",
        "The most matadors (with or without) that count towards the game value."
        " House rule: 4. None: all count.",
    ),
    "grand_ouvert_base": QT_TRANSLATE_NOOP(
        "RuleTips",
        "24: Grand Ouvert is a Grand with the Ouvert level (official)."
        " 36: the base value is 36 and Ouvert is not counted as a level (1997 rules).",
    ),
    "null_overbid": QT_TRANSLATE_NOOP(
        "RuleTips",
        "The value of an overbid Null game: the next Null value the declarer could"
        " still have announced (official), or the next multiple of the announced"
        " value (1997 rules).",
    ),
    "lost_doubled": QT_TRANSLATE_NOOP(
        "RuleTips",
        "A lost game costs twice its value: always (official), or only games with"
        " the skat picked up, while lost hand games count once.",
    ),
    "lost_schneider_counts": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Whether Schneider and Schwarz suffered by a losing declarer raise the"
        " value always (official), or only after the skat was picked up.",
    ),
    "lost_scores_to": QT_TRANSLATE_NOOP(
        "RuleTips",
        "A lost game is written as a minus for the declarer (official), or as a plus"
        " for each defender.",
    ),
    "concede": QT_TRANSLATE_NOOP(
        "RuleTips", "The declarer may give up before the first card is led."
    ),
    "concede_scoring": QT_TRANSLATE_NOOP(
        "RuleTips",
        "What a conceded game costs: a lost game of the announced type, its value"
        " once, or the bid (doubled after picking up the skat).",
    ),
    "ramsch_skat_to": QT_TRANSLATE_NOOP(
        "RuleTips", "In a Ramsch, the skat goes to the winner of the last trick or to the loser."
    ),
    "ramsch_ties": QT_TRANSLATE_NOOP(
        "RuleTips", "In a Ramsch, players tied for most card points all lose."
    ),
    "jungfrau": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Jungfrau: a player who takes no trick in a Ramsch doubles the loser's"
        " result, each time (official), only when both others took no trick, or never.",
    ),
    "durchmarsch": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Durchmarsch: a player who takes every trick in a Ramsch wins 120. Off: he simply loses.",
    ),
    "schieberamsch": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Schieberamsch: before a Ramsch, each player in turn picks up the skat and"
        " pushes two cards on, or passes it on unseen; each push doubles.",
    ),
    "schieberamsch_jacks": QT_TRANSLATE_NOOP(
        "RuleTips", "In Schieberamsch, jacks may be among the two pushed cards."
    ),
    "grand_hand_escape": QT_TRANSLATE_NOOP(
        "RuleTips",
        "In Schieberamsch, a player may declare Grand Hand instead of pushing,"
        " and the Ramsch is off.",
    ),
    "bock": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Bock rounds: after the events chosen below, one deal per player follows in"
        " which every game counts double.",
    ),
    "bock_triggers": QT_TRANSLATE_NOOP("RuleTips", "Which events start a Bock round."),
    "ramsch_after_bock": QT_TRANSLATE_NOOP(
        "RuleTips", "After each Bock round, one Ramsch per player follows."
    ),
    "scoring": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Plain: game values are summed. Seeger-Fabian: +50 for a won game, −50 for"
        " a lost one, and the others get 40 (30 at four) when the declarer loses."
        " Settlement: at the end each player is paid the difference to every other.",
    ),
}

TRIGGER_TIPS: dict[str, str] = {
    "passed_in": QT_TRANSLATE_NOOP("RuleTips", "All players passed."),
    "kontra_re": QT_TRANSLATE_NOOP("RuleTips", "A game with Kontra and Re."),
    "lost_after_kontra": QT_TRANSLATE_NOOP("RuleTips", "A game lost after Kontra."),
    "lost_grand": QT_TRANSLATE_NOOP("RuleTips", "A lost Grand."),
    "lost_with_60": QT_TRANSLATE_NOOP("RuleTips", "A game lost with exactly 60 card points."),
    "score_hundreds": QT_TRANSLATE_NOOP(
        "RuleTips", "A player's total reaches a round hundred (100, 200, …)."
    ),
    "grand_hand_won": QT_TRANSLATE_NOOP("RuleTips", "A won Grand Hand."),
}

PRESET_TIPS: dict[str, str] = {
    "official": QT_TRANSLATE_NOOP(
        "RuleTips",
        "The International Skat Order: no Kontra, Ramsch or Bock; a passed-in deal scores nothing.",
    ),
    "classic1997": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Older rules: lost hand games count once, Grand Ouvert base 36, overbid Null"
        " in multiples, settlement at the end.",
    ),
    "club": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Kontra; Ramsch when all pass (Jungfrau only if both others took no trick,"
        " no Durchmarsch); lost games count double only after picking up; a"
        " conceded game costs its value once.",
    ),
    "pub": QT_TRANSLATE_NOOP(
        "RuleTips",
        "Official rules with Kontra, Ramsch and Schieberamsch, and Bock rounds after"
        " a game lost with 60, after Kontra and Re, and after a game lost after Kontra.",
    ),
}


GERMAN_DECK_OPTION_TIPS: dict[str, str] = {
    "schieberamsch_jacks": QT_TRANSLATE_NOOP(
        "GermanDeck", "In Schieberamsch, Unters may be among the two pushed cards."
    ),
}
"""Tips that name jacks, as a player of the German deck says it (Unter)."""


def option_tip(name: str) -> str:
    if card_names.german_suits() and name in GERMAN_DECK_OPTION_TIPS:
        return QCoreApplication.translate("GermanDeck", GERMAN_DECK_OPTION_TIPS[name])
    return QCoreApplication.translate("RuleTips", OPTION_TIPS[name]) if name in OPTION_TIPS else ""


def trigger_tip(trigger: str) -> str:
    return (
        QCoreApplication.translate("RuleTips", TRIGGER_TIPS[trigger])
        if trigger in TRIGGER_TIPS
        else ""
    )


def preset_tip(preset: str) -> str:
    return (
        QCoreApplication.translate("RuleTips", PRESET_TIPS[preset]) if preset in PRESET_TIPS else ""
    )
