"""What the lessons say: the lesson's own texts with its cards named as the deck names
them, and the plain sentences for a costly decision the lesson does not list.

Lesson files write cards as ``{SA}``; here each becomes the deck's name for it
(``♠A``, or ``Leaves A`` with German cards), so the text describes the cards
on the table. The sentences built from the solver's numbers are translated
strings in the ``Lessons`` context.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from skat_desktop.ai.lessons.lesson_file import Lesson, Texts, text_in
from skat_desktop.ai.lessons.verdict import Verdict
from skat_desktop.engine.api import Action, Bid, Card, Declare, GameType, Hold, Pass, Play

from . import texts

CARD_MARK = re.compile(r"\{([A-Za-z0-9]{2})\}")
"""A card in a lesson text: ``{SA}``."""


def with_cards(text: str) -> str:
    """``text`` with each ``{XX}`` card mark named as the deck names that card."""

    def name(match: re.Match[str]) -> str:
        try:
            return texts.card_text(Card.parse(match.group(1)))
        except ValueError:
            return match.group(0)

    return CARD_MARK.sub(name, text)


def lesson_text(texts_: Texts, language: str) -> str:
    """One of the lesson's texts in ``language``, cards named."""
    return with_cards(text_in(texts_, language))


def lesson_html(lesson: Lesson, language: str, done: bool) -> str:
    """The lesson's page in the Lessons dialog: title, paragraphs, the deal's intro."""
    parts = [f"<h2>{html.escape(lesson.title_in(language))}</h2>"]
    if done:
        completed = QCoreApplication.translate("Lessons", "You have completed this lesson.")
        parts.append(f"<p><i>{html.escape(completed)}</i></p>")
    parts += [f"<p>{html.escape(with_cards(p))}</p>" for p in lesson.paragraphs_in(language)]
    intro = lesson_text(lesson.deals[0].intro, language)
    table = QCoreApplication.translate("Lessons", "At the table:")
    parts.append(f"<p><b>{html.escape(table)}</b> {html.escape(intro)}</p>")
    return "\n".join(parts)


def action_text(action: Action) -> str:
    """A decision as a sentence names it: a card, a bid, "pass"."""
    if isinstance(action, Play):
        return texts.card_text(action.card)
    if isinstance(action, Bid):
        return str(action.value)
    if isinstance(action, Hold):
        return QCoreApplication.translate("Lessons", "hold")
    if isinstance(action, Pass):
        return QCoreApplication.translate("Lessons", "pass")
    return str(action)


def choice_text(action: Action, phase: str) -> str:
    """A choice before the play as a sentence quotes it: "Clubs Hand", "Kontra"."""
    if isinstance(action, Declare):
        return texts.declare_name(action, hand=phase == "skat")
    if isinstance(action, Pass) and phase == "re":
        return QCoreApplication.translate("Lessons", "no Re")
    if isinstance(action, Pass):
        return QCoreApplication.translate("Lessons", "no Kontra")
    return texts.action_text(action)


def _choice_verdict_text(verdict: Verdict, name: Callable[[Action, str], str]) -> str:
    numbers = {
        "choice": name(verdict.action, verdict.phase),
        "better": name(verdict.better[0], verdict.phase) if verdict.better else "",
        "before": verdict.score_before,
        "after": verdict.score_after,
    }
    if verdict.known_after:
        return QCoreApplication.translate(
            "Lessons",
            "“{choice}” costs your side {lost} points at this table: with everyone playing"
            " their best, “{better}” scores {before} on the score sheet and “{choice}” {after}.",
        ).format(lost=verdict.score_before - verdict.score_after, **numbers)
    return QCoreApplication.translate(
        "Lessons",
        "With everyone playing their best, “{better}” scores {before} for your side at this"
        " table. After “{choice}”, nothing you can choose next reaches that.",
    ).format(**numbers)


def _better(actions: Sequence[Action]) -> str:
    names = [action_text(a) for a in actions[:3]]
    return QCoreApplication.translate("Lessons", " or ").join(names)


def verdict_text(
    verdict: Verdict, language: str, name: Callable[[Action, str], str] = choice_text
) -> str:
    """Why the decision was stopped: the lesson's words if it lists it, else ours
    (``name``: how the game quotes a choice before the play)."""
    if verdict.mistake is not None:
        return lesson_text(verdict.mistake.text, language)
    if verdict.kind == "choice":
        return _choice_verdict_text(verdict, name)
    played = action_text(verdict.action)
    better = _better(verdict.better)
    if verdict.kind == "bid_high":
        return QCoreApplication.translate(
            "Lessons",
            "Your hand is worth {high} at most. A game that does not reach the bid is lost"
            " as overbid, however many card points you take: stop at {high}.",
        ).format(high=verdict.bid_high)
    if verdict.kind == "pass_early":
        return QCoreApplication.translate(
            "Lessons",
            "Your hand is worth up to {high}, and the bidding is still below that. Passing"
            " gives the game away: {better} was better.",
        ).format(high=verdict.bid_high, better=better)
    if verdict.game == GameType.NULL:
        if verdict.declarer:
            return QCoreApplication.translate(
                "Lessons",
                "After {card} you can be forced to take a trick, and a Null game is lost with"
                " the first trick. {better} was safe.",
            ).format(card=played, better=better)
        return QCoreApplication.translate(
            "Lessons",
            "After {card} the declarer can no longer be forced to take a trick. With"
            " {better} the defenders would still win.",
        ).format(card=played, better=better)
    numbers = {
        "card": played,
        "better": better,
        "before": verdict.declarer_before,
        "after": verdict.declarer_after,
    }
    if verdict.kind == "column" and verdict.turned:
        lost = abs(verdict.score_before - verdict.score_after)
        if verdict.declarer:
            return QCoreApplication.translate(
                "Lessons",
                "{card} costs your side {lost} points on the score sheet: with {better} it ends"
                " with {before} card points under best play, after {card} with {after}.",
            ).format(lost=lost, **numbers)
        return QCoreApplication.translate(
            "Lessons",
            "{card} costs your side {lost} points on the score sheet: with {better} the other"
            " side ends with {before} card points under best play, after {card} with {after}.",
        ).format(lost=lost, **numbers)
    if verdict.turned and verdict.line == 90:
        return QCoreApplication.translate(
            "Lessons",
            "{card} costs the Schneider: with {better} the declarer ends with {before} card"
            " points under best play, after {card} with {after}.",
        ).format(**numbers)
    if verdict.turned and verdict.declarer:
        return QCoreApplication.translate(
            "Lessons",
            "{card} costs the game: with {better} you would still take {before} card points"
            " however the defenders play; after {card} they can keep you to {after}.",
        ).format(**numbers)
    if verdict.turned:
        return QCoreApplication.translate(
            "Lessons",
            "{card} costs the game: with {better} the declarer would end with {before} card"
            " points at most; after {card} he can reach {after}.",
        ).format(**numbers)
    if verdict.game == GameType.RAMSCH:
        return QCoreApplication.translate(
            "Lessons",
            "{card} leaves you {cost} card points more under best play: {better} was better.",
        ).format(card=played, cost=verdict.cost, better=better)
    return QCoreApplication.translate(
        "Lessons", "{card} gives away {cost} card points under best play: {better} was better."
    ).format(card=played, cost=verdict.cost, better=better)
