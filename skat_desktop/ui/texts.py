"""Every name the engine gives as an enum or code, turned into translated text.

The engine returns enums and short codes (``GameType.GRAND``, ``Level.WITH``,
``"must_follow"``); this module is the one place that names them for people,
so the Japanese terms of GLOSSARY.md are used consistently everywhere.
Strings are marked with ``QT_TRANSLATE_NOOP`` under explicit contexts, which
lets ``pyside6-lupdate`` collect them, and translated only when shown, so a
language switch takes effect at the next repaint.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from skat_desktop.engine.api import (
    Action,
    Contract,
    GameResult,
    GameType,
    Level,
    Reason,
    ResultKind,
)
from skat_desktop.engine.api import actions as A

from . import card_names


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for pyside6-lupdate under ``context``; returns it unchanged.

    Qt's own marker is typed as returning ``object``; this typed twin keeps
    the tables below ``dict[..., str]`` and lupdate recognises it by name.
    """
    return text


def _t(context: str, text: str) -> str:
    """Translate a string that was marked with QT_TRANSLATE_NOOP elsewhere."""
    return QCoreApplication.translate(context, text)


GAME_NAMES: dict[GameType, str] = {
    GameType.DIAMONDS: QT_TRANSLATE_NOOP("Games", "Diamonds"),
    GameType.HEARTS: QT_TRANSLATE_NOOP("Games", "Hearts"),
    GameType.SPADES: QT_TRANSLATE_NOOP("Games", "Spades"),
    GameType.CLUBS: QT_TRANSLATE_NOOP("Games", "Clubs"),
    GameType.GRAND: QT_TRANSLATE_NOOP("Games", "Grand"),
    GameType.NULL: QT_TRANSLATE_NOOP("Games", "Null"),
    GameType.RAMSCH: QT_TRANSLATE_NOOP("Games", "Ramsch"),
}

SUIT_GAMES = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS)


def game_name(game: GameType) -> str:
    """The game's name; suit games by the current deck's suits (Schellen with German cards)."""
    if game in SUIT_GAMES and card_names.german_suits():
        return card_names.german_suit_name(int(game))
    return _t("Games", GAME_NAMES[game])


def suit_symbol(game: GameType) -> str:
    """``♦`` for a French-deck Diamonds game; "" for others and for the German deck."""
    return card_names.suit_symbol(int(game)) if game in SUIT_GAMES else ""


def card_text(card: int) -> str:
    """Short card name as the deck shows it, e.g. ``♣J`` or ``Eichel-U``."""
    return card_names.card_text(card)


def contract_name(contract: Contract) -> str:
    """``Clubs Hand Schneider announced`` style full name of a contract."""
    parts = [game_name(contract.game)]
    if contract.game is GameType.NULL:
        if contract.ouvert:
            parts.append(_t("Games", "Ouvert"))
        if contract.hand:
            parts.append(_t("Games", "Hand"))
        return join_name(parts)
    if contract.hand:
        parts.append(_t("Games", "Hand"))
    if contract.ouvert:
        parts.append(_t("Games", "Ouvert"))
    elif contract.schwarz:
        parts.append(_t("Games", "Schwarz announced"))
    elif contract.schneider:
        parts.append(_t("Games", "Schneider announced"))
    return join_name(parts)


def join_name(parts: list[str]) -> str:
    """Join the words of a game's name the way the language writes them.

    English and German put a space between them ("Grand Hand"); Japanese
    writes katakana words with a middle dot (グランド・ハンド), because a
    space there looks like two separate names. The joiner is a translatable
    ``"{name} {addition}"`` pattern, applied left to right.
    """
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        pattern = QCoreApplication.translate("Games", "{name} {addition}")
        text = pattern.format(name=text, addition=part)
    return text


def declare_name(action: A.Declare, hand: bool) -> str:
    return contract_name(
        Contract(action.game, hand, action.schneider, action.schwarz, action.ouvert)
    )


_MARKS = (
    QT_TRANSLATE_NOOP("Games", "Hand"),
    QT_TRANSLATE_NOOP("Games", "Ouvert"),
    QT_TRANSLATE_NOOP("Games", "Schneider announced"),
    QT_TRANSLATE_NOOP("Games", "Schwarz announced"),
)

LEVEL_NAMES: dict[str, str] = {
    "human": QT_TRANSLATE_NOOP("Levels", "You"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "strong": QT_TRANSLATE_NOOP("Levels", "Strong"),
    "random": QT_TRANSLATE_NOOP("Levels", "Random"),
    "lesson": QT_TRANSLATE_NOOP("Levels", "Lesson"),
}


def level_name(level: str) -> str:
    return _t("Levels", LEVEL_NAMES.get(level, level))


ROLE_NAMES: tuple[str, str, str] = (
    QT_TRANSLATE_NOOP("Roles", "Forehand"),
    QT_TRANSLATE_NOOP("Roles", "Middlehand"),
    QT_TRANSLATE_NOOP("Roles", "Rearhand"),
)
ROLE_LETTERS: tuple[str, str, str] = (
    QT_TRANSLATE_NOOP("Roles", "F"),
    QT_TRANSLATE_NOOP("Roles", "M"),
    QT_TRANSLATE_NOOP("Roles", "R"),
)


def role_name(seat: int) -> str:
    return _t("Roles", ROLE_NAMES[seat])


def role_letter(seat: int) -> str:
    return _t("Roles", ROLE_LETTERS[seat])


LEVEL_STEP_NAMES: dict[Level, str] = {
    Level.WITH: QT_TRANSLATE_NOOP("Result", "With {n}"),
    Level.WITHOUT: QT_TRANSLATE_NOOP("Result", "Without {n}"),
    Level.GAME: QT_TRANSLATE_NOOP("Result", "Game"),
    Level.HAND: QT_TRANSLATE_NOOP("Result", "Hand"),
    Level.SCHNEIDER: QT_TRANSLATE_NOOP("Result", "Schneider"),
    Level.SCHNEIDER_ANNOUNCED: QT_TRANSLATE_NOOP("Result", "Schneider announced"),
    Level.SCHWARZ: QT_TRANSLATE_NOOP("Result", "Schwarz"),
    Level.SCHWARZ_ANNOUNCED: QT_TRANSLATE_NOOP("Result", "Schwarz announced"),
    Level.OUVERT: QT_TRANSLATE_NOOP("Result", "Ouvert"),
}


def level_step(level: Level, n: int) -> str:
    return _t("Result", LEVEL_STEP_NAMES[level]).format(n=n)


REASON_TEXTS: dict[Reason, str] = {
    Reason.WON: QT_TRANSLATE_NOOP("Result", "{declarer} won with {points} card points."),
    Reason.WON_CLAIM: QT_TRANSLATE_NOOP(
        "Result", "{declarer} claimed the remaining tricks and won."
    ),
    Reason.LOST_POINTS: QT_TRANSLATE_NOOP(
        "Result", "{declarer} lost: {points} card points are not enough (61 needed)."
    ),
    Reason.OVERBID: QT_TRANSLATE_NOOP(
        "Result", "{declarer} overbid: the game is worth {worth}, less than the bid of {bid}."
    ),
    Reason.SCHNEIDER_MISSED: QT_TRANSLATE_NOOP(
        "Result", "{declarer} announced Schneider but took only {points} card points (90 needed)."
    ),
    Reason.SCHWARZ_MISSED: QT_TRANSLATE_NOOP(
        "Result", "{declarer} announced Schwarz but the defenders won a trick."
    ),
    Reason.NULL_TRICK: QT_TRANSLATE_NOOP(
        "Result", "{declarer} lost the Null game by taking a trick."
    ),
    Reason.CONCEDED: QT_TRANSLATE_NOOP("Result", "{declarer} conceded the game."),
    Reason.PASSED_IN: QT_TRANSLATE_NOOP(
        "Result", "Everybody passed; the deal is passed in and scores nothing."
    ),
    Reason.REDEAL: QT_TRANSLATE_NOOP("Result", "Everybody passed; the same dealer deals again."),
    Reason.RAMSCH: QT_TRANSLATE_NOOP(
        "Result", "Ramsch: {losers} took the most card points ({points}) and lose them."
    ),
    Reason.DURCHMARSCH: QT_TRANSLATE_NOOP("Result", "Durchmarsch! {winner} took every trick."),
}


def result_headline(result: GameResult, names: list[str]) -> str:
    """A plain sentence saying what happened and why (won, lost, overbid...)."""
    declarer = names[result.declarer] if result.declarer is not None else ""
    text = _t("Result", REASON_TEXTS[result.reason])
    losers = ", ".join(names[s] for s in result.losers)
    points = result.card_points
    if result.kind is ResultKind.RAMSCH and result.losers:
        points = result.ramsch_points[result.losers[0]]
    winner = names[result.durchmarsch] if result.durchmarsch is not None else ""
    worth = (
        result.base_value * result.multiplier
        if result.game is not GameType.NULL
        else result.base_value
    )
    return text.format(
        declarer=declarer, points=points, bid=result.bid, worth=worth, losers=losers, winner=winner
    )


ILLEGAL_TEXTS: dict[str, str] = {
    "not_playing": QT_TRANSLATE_NOOP("Illegal", "Cards are not played now."),
    "not_your_turn": QT_TRANSLATE_NOOP("Illegal", "It is not your turn."),
    "not_in_hand": QT_TRANSLATE_NOOP("Illegal", "That card is not in your hand."),
    "must_follow": QT_TRANSLATE_NOOP("Illegal", "You must follow suit: {lead} was led."),
    "must_follow_trump": QT_TRANSLATE_NOOP(
        "Illegal", "You must follow suit: a trump was led and you hold a trump."
    ),
    "not_legal": QT_TRANSLATE_NOOP("Illegal", "That is not allowed now."),
    "jacks_push": QT_TRANSLATE_NOOP("Illegal", "Jacks may not be pushed on."),
}


GERMAN_DECK_ILLEGAL_TEXTS: dict[str, str] = {
    "jacks_push": QT_TRANSLATE_NOOP("GermanDeck", "Unters may not be pushed on."),
}
"""Texts that name jacks, as a player of the German deck says it (Unter)."""


def illegal_text(code: str, lead: str = "") -> str:
    if card_names.german_suits() and code in GERMAN_DECK_ILLEGAL_TEXTS:
        return _t("GermanDeck", GERMAN_DECK_ILLEGAL_TEXTS[code])
    return _t("Illegal", ILLEGAL_TEXTS.get(code, ILLEGAL_TEXTS["not_legal"])).format(lead=lead)


SUIT_NAMES_FOR_LEAD: dict[int, str] = {
    0: QT_TRANSLATE_NOOP("Illegal", "Diamonds"),
    1: QT_TRANSLATE_NOOP("Illegal", "Hearts"),
    2: QT_TRANSLATE_NOOP("Illegal", "Spades"),
    3: QT_TRANSLATE_NOOP("Illegal", "Clubs"),
}


def suit_name_for_lead(suit: int) -> str:
    """The led suit's name, as the must-follow message says it (and the deck shows it)."""
    if card_names.german_suits():
        return card_names.german_suit_name(suit)
    return _t("Illegal", SUIT_NAMES_FOR_LEAD[suit])


def action_text(action: Action, names: list[str] | None = None) -> str:
    """Short label of an action for the hint list and the table's speech bubbles."""
    if isinstance(action, A.Bid):
        return str(action.value)
    if isinstance(action, A.Hold):
        return _t("Actions", "Yes")
    if isinstance(action, A.Pass):
        return _t("Actions", "Pass")
    if isinstance(action, A.PickUpSkat):
        return _t("Actions", "Pick up the skat")
    if isinstance(action, A.Discard):
        return _t("Actions", "Discard {a} {b}").format(
            a=card_text(action.cards[0]), b=card_text(action.cards[1])
        )
    if isinstance(action, A.Declare):
        return game_name(action.game)
    if isinstance(action, A.Kontra):
        return _t("Actions", "Kontra")
    if isinstance(action, A.Re):
        return _t("Actions", "Re")
    if isinstance(action, A.Play):
        return card_text(action.card)
    if isinstance(action, A.PushSkat):
        return _t("Actions", "Push the skat")
    if isinstance(action, A.Concede):
        return _t("Actions", "Concede")
    if isinstance(action, A.Claim):
        return _t("Actions", "Claim the rest")
    if isinstance(action, A.Accept):
        return _t("Actions", "Accept")
    if isinstance(action, A.Reject):
        return _t("Actions", "Reject")
    return type(action).__name__


_ACTION_STRINGS = (
    QT_TRANSLATE_NOOP("Actions", "Yes"),
    QT_TRANSLATE_NOOP("Actions", "Pass"),
    QT_TRANSLATE_NOOP("Actions", "Pick up the skat"),
    QT_TRANSLATE_NOOP("Actions", "Discard {a} {b}"),
    QT_TRANSLATE_NOOP("Actions", "Kontra"),
    QT_TRANSLATE_NOOP("Actions", "Re"),
    QT_TRANSLATE_NOOP("Actions", "Push the skat"),
    QT_TRANSLATE_NOOP("Actions", "Concede"),
    QT_TRANSLATE_NOOP("Actions", "Claim the rest"),
    QT_TRANSLATE_NOOP("Actions", "Accept"),
    QT_TRANSLATE_NOOP("Actions", "Reject"),
)

PRESET_NAMES: dict[str, str] = {
    "official": QT_TRANSLATE_NOOP("Rules", "Official (ISkO)"),
    "classic1997": QT_TRANSLATE_NOOP("Rules", "Classic 1997"),
    "club": QT_TRANSLATE_NOOP("Rules", "Club"),
    "pub": QT_TRANSLATE_NOOP("Rules", "Pub"),
}

RULE_OPTION_NAMES: dict[str, str] = {
    "players": QT_TRANSLATE_NOOP("Rules", "Players"),
    "all_pass": QT_TRANSLATE_NOOP("Rules", "When everybody passes"),
    "kontra": QT_TRANSLATE_NOOP("Rules", "Kontra and Re"),
    "kontra_timing": QT_TRANSLATE_NOOP("Rules", "Kontra allowed"),
    "kontra_needs_bid": QT_TRANSLATE_NOOP("Rules", "Kontra only after bidding 18"),
    "matador_cap": QT_TRANSLATE_NOOP("Rules", "Matador cap"),
    "grand_ouvert_base": QT_TRANSLATE_NOOP("Rules", "Grand Ouvert base value"),
    "null_overbid": QT_TRANSLATE_NOOP("Rules", "Overbid Null value"),
    "lost_doubled": QT_TRANSLATE_NOOP("Rules", "Lost games count double"),
    "lost_schneider_counts": QT_TRANSLATE_NOOP("Rules", "Schneider against a losing declarer"),
    "lost_scores_to": QT_TRANSLATE_NOOP("Rules", "Lost games are written to"),
    "concede": QT_TRANSLATE_NOOP("Rules", "Conceding allowed"),
    "concede_scoring": QT_TRANSLATE_NOOP("Rules", "A conceded game scores"),
    "ramsch_skat_to": QT_TRANSLATE_NOOP("Rules", "Ramsch: the skat goes to"),
    "ramsch_ties": QT_TRANSLATE_NOOP("Rules", "Ramsch ties"),
    "jungfrau": QT_TRANSLATE_NOOP("Rules", "Jungfrau"),
    "durchmarsch": QT_TRANSLATE_NOOP("Rules", "Durchmarsch"),
    "schieberamsch": QT_TRANSLATE_NOOP("Rules", "Schieberamsch"),
    "schieberamsch_jacks": QT_TRANSLATE_NOOP("Rules", "Jacks may be pushed"),
    "grand_hand_escape": QT_TRANSLATE_NOOP("Rules", "Grand Hand instead of Ramsch"),
    "bock": QT_TRANSLATE_NOOP("Rules", "Bock rounds"),
    "bock_triggers": QT_TRANSLATE_NOOP("Rules", "Bock after"),
    "ramsch_after_bock": QT_TRANSLATE_NOOP("Rules", "Ramsch round after Bock"),
    "list_length": QT_TRANSLATE_NOOP("Rules", "List length"),
    "scoring": QT_TRANSLATE_NOOP("Rules", "Scoring"),
}

RULE_VALUE_NAMES: dict[str, str] = {
    "passed_in": QT_TRANSLATE_NOOP("Rules", "Passed in"),
    "ramsch": QT_TRANSLATE_NOOP("Rules", "Ramsch"),
    "redeal": QT_TRANSLATE_NOOP("Rules", "Deal again"),
    "before_first_lead": QT_TRANSLATE_NOOP("Rules", "Before the first lead"),
    "before_own_first_card": QT_TRANSLATE_NOOP("Rules", "Before one's own first card"),
    "next_null_value": QT_TRANSLATE_NOOP("Rules", "Next Null value"),
    "multiples": QT_TRANSLATE_NOOP("Rules", "Multiples"),
    "always": QT_TRANSLATE_NOOP("Rules", "Always"),
    "skat_games_only": QT_TRANSLATE_NOOP("Rules", "Skat games only"),
    "declarer": QT_TRANSLATE_NOOP("Rules", "Declarer"),
    "defenders": QT_TRANSLATE_NOOP("Rules", "Defenders"),
    "lost_game": QT_TRANSLATE_NOOP("Rules", "As a lost game"),
    "game_value_single": QT_TRANSLATE_NOOP("Rules", "Game value once"),
    "bid_value": QT_TRANSLATE_NOOP("Rules", "The bid value"),
    "last_trick": QT_TRANSLATE_NOOP("Rules", "Last trick"),
    "loser": QT_TRANSLATE_NOOP("Rules", "Loser"),
    "all_lose": QT_TRANSLATE_NOOP("Rules", "All lose"),
    "each": QT_TRANSLATE_NOOP("Rules", "Each"),
    "all_others": QT_TRANSLATE_NOOP("Rules", "All others"),
    "off": QT_TRANSLATE_NOOP("Rules", "Off"),
    "kontra_re": QT_TRANSLATE_NOOP("Rules", "Kontra and Re"),
    "lost_after_kontra": QT_TRANSLATE_NOOP("Rules", "Lost after Kontra"),
    "lost_grand": QT_TRANSLATE_NOOP("Rules", "Lost Grand"),
    "lost_with_60": QT_TRANSLATE_NOOP("Rules", "Lost with 60"),
    "score_hundreds": QT_TRANSLATE_NOOP("Rules", "Score of hundreds"),
    "grand_hand_won": QT_TRANSLATE_NOOP("Rules", "Won Grand Hand"),
    "plain": QT_TRANSLATE_NOOP("Rules", "Plain"),
    "seeger_fabian": QT_TRANSLATE_NOOP("Rules", "Seeger-Fabian"),
    "settlement": QT_TRANSLATE_NOOP("Rules", "Settlement"),
    "none": QT_TRANSLATE_NOOP("Rules", "None"),
    "open": QT_TRANSLATE_NOOP("Rules", "Open-ended"),
}


GERMAN_DECK_RULE_OPTION_NAMES: dict[str, str] = {
    "schieberamsch_jacks": QT_TRANSLATE_NOOP("GermanDeck", "Unters may be pushed"),
}


def rule_option_name(name: str) -> str:
    if card_names.german_suits() and name in GERMAN_DECK_RULE_OPTION_NAMES:
        return _t("GermanDeck", GERMAN_DECK_RULE_OPTION_NAMES[name])
    return _t("Rules", RULE_OPTION_NAMES.get(name, name))


def rule_value_name(value: str) -> str:
    return _t("Rules", RULE_VALUE_NAMES.get(value, value))


def preset_name(preset: str) -> str:
    return _t("Rules", PRESET_NAMES.get(preset, preset))


HINT_REASONS: dict[str, str] = {
    "highest_expected_score": QT_TRANSLATE_NOOP("Hints", "Highest expected score."),
    "lower_expected_score": QT_TRANSLATE_NOOP("Hints", "Lower expected score."),
    "safe_trump_lead": QT_TRANSLATE_NOOP("Hints", "Draws trumps safely."),
    "cash_ace": QT_TRANSLATE_NOOP("Hints", "Cashes an ace while it still wins."),
    "smear_points": QT_TRANSLATE_NOOP("Hints", "Gives card points to your partner's trick."),
    "avoid_overbid": QT_TRANSLATE_NOOP("Hints", "Avoids an overbid."),
    "pass_weak": QT_TRANSLATE_NOOP("Hints", "The hand is too weak to go higher."),
    "pick_up_skat": QT_TRANSLATE_NOOP("Hints", "The skat is likely to help."),
    "hand_game_pays": QT_TRANSLATE_NOOP("Hints", "A hand game pays more."),
    "discard_for_game": QT_TRANSLATE_NOOP("Hints", "Prepares {game}."),
    "kontra_declarer_weak": QT_TRANSLATE_NOOP("Hints", "The declarer looks beatable."),
    "no_kontra": QT_TRANSLATE_NOOP("Hints", "Kontra is too risky."),
    "re_confident": QT_TRANSLATE_NOOP("Hints", "You are likely to win anyway."),
    "no_re": QT_TRANSLATE_NOOP("Hints", "Re is too risky."),
    "claim_rest": QT_TRANSLATE_NOOP("Hints", "The remaining tricks are yours."),
    "hopeless_concede": QT_TRANSLATE_NOOP("Hints", "The game cannot be won any more."),
    "claim_cannot_be_beaten": QT_TRANSLATE_NOOP("Hints", "The claim cannot be beaten."),
    "claim_can_be_beaten": QT_TRANSLATE_NOOP("Hints", "The defence can still take a trick."),
    "accept_concession": QT_TRANSLATE_NOOP("Hints", "The declarer cannot win; accept."),
    "play_on": QT_TRANSLATE_NOOP("Hints", "Play on."),
    "avoid_points": QT_TRANSLATE_NOOP("Hints", "Avoids taking card points."),
    "duck_under": QT_TRANSLATE_NOOP("Hints", "Ducks under the winning card."),
    "force_declarer": QT_TRANSLATE_NOOP("Hints", "Forces the declarer to use a trump."),
    "only_card": QT_TRANSLATE_NOOP("Hints", "The only card you may play."),
    "grand_hand_escape": QT_TRANSLATE_NOOP("Hints", "Grand Hand is better than the Ramsch."),
    "ramsch_rule_of_thumb": QT_TRANSLATE_NOOP("Hints", "Ramsch rule of thumb: stay out of tricks."),
    "push_dangerous_cards": QT_TRANSLATE_NOOP("Hints", "Pushes on the most dangerous cards."),
}


def hint_reason(code: str, detail: str = "") -> str:
    """The translated sentence for a hint reason code ("" for unknown codes)."""
    text = HINT_REASONS.get(code)
    if text is None:
        return ""
    game = ""
    if detail:
        try:
            game = game_name(GameType.from_code(detail))
        except ValueError:
            game = detail
    return _t("Hints", text).format(game=game)


def decimal(value: float, signed: bool = False) -> str:
    """``value`` with one decimal in the interface language's notation
    ("+12.5"; German "+12,5", as German players write it)."""
    text = f"{value:+.1f}" if signed else f"{value:.1f}"
    return text.replace(".", QLocale().decimalPoint())
