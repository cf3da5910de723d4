"""Words for the deal review: step rows, marks and the "could I have won?" line.

The review model (:mod:`skat_desktop.ai.review`) gives codes, cards and
values; this module is the one place that turns them into sentences, so each
game kind keeps its own wording — a Null game has no card points, only "took a
trick" or "stayed clean"; a Ramsch mark speaks of the mover's own points.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skat_desktop.ai.review import (
    GROUP_AUCTION,
    GROUP_DEAL,
    GROUP_KONTRA,
    GROUP_OFFER,
    GROUP_SKAT,
    DealReview,
    Mark,
    StepGroup,
    Summary,
)
from skat_desktop.engine.api import Action, GameType
from skat_desktop.engine.api import actions as A

from . import texts
from .review_sentences import cards_text, marked_summary, placed_line, unmarked_summary


def outcome_name(code: str) -> str:
    """Translated name of an analysis outcome code (suit and Grand games)."""
    names = {
        "won": QCoreApplication.translate("Review", "won"),
        "lost": QCoreApplication.translate("Review", "lost"),
        "won_schneider": QCoreApplication.translate("Review", "won with Schneider"),
        "lost_schneidered": QCoreApplication.translate("Review", "lost, Schneider"),
    }
    return names.get(code, code)


def mark_text(mark: Mark, names: list[str]) -> str:
    """What the best card would have kept instead of the card played."""
    better = cards_text(mark.better)
    played = texts.card_text(mark.card)
    if mark.game == GameType.NULL:
        if mark.seat == mark.declarer:
            text = QCoreApplication.translate(
                "Review",
                "With {better} instead of {played} the declarer would have taken no trick.",
            )
        else:
            text = QCoreApplication.translate(
                "Review",
                "With {better} instead of {played} the declarer would have had to take a trick.",
            )
        return text.format(better=better, played=played)
    if mark.game == GameType.RAMSCH:
        return QCoreApplication.translate(
            "Review",
            "With {better} instead of {played}, {name} would have taken {value} card points "
            "instead of {after}.",
        ).format(
            better=better,
            played=played,
            name=names[mark.seat],
            value=mark.value_best,
            after=mark.value_after,
        )
    if mark.seat == mark.declarer:
        text = QCoreApplication.translate(
            "Review",
            "With {better} instead of {played} the declarer would have kept {value} card "
            "points ({outcome}); after {played} at most {after} ({outcome_after}).",
        )
    else:
        text = QCoreApplication.translate(
            "Review",
            "With {better} instead of {played} the declarer would have been held to {value} "
            "card points ({outcome}); after {played} the declarer was sure of {after} "
            "({outcome_after}).",
        )
    return text.format(
        better=better,
        played=played,
        value=mark.value_best,
        after=mark.value_after,
        outcome=outcome_name(mark.outcome_best),
        outcome_after=outcome_name(mark.outcome_after),
    )


def mark_line(mark: Mark, names: list[str]) -> str:
    """``Trick 3, Anna: With …`` — a mark with its place in the deal."""
    return placed_line(mark, names, mark_text(mark, names))


def summary_text(summary: Summary, names: list[str]) -> str:
    """The answer to "could I have won?" in one or two sentences."""
    code = summary.code
    if code == "not_played":
        return QCoreApplication.translate(
            "Review", "No card was played in this deal, so there is nothing to analyse."
        )
    unmarked = unmarked_summary(code)
    if unmarked is not None:
        return unmarked
    mark = summary.mark
    assert mark is not None
    heads = {
        "could_beat": QCoreApplication.translate("Review", "You could have beaten the declarer."),
        "ramsch_fewer": QCoreApplication.translate("Review", "You could have taken fewer points."),
    }
    return marked_summary(code, summary.count, mark, mark.better, names, heads)


def _list_sep() -> str:
    return QCoreApplication.translate("Review", ", ")


def _who(names: list[str], seat: int, what: str) -> str:
    return QCoreApplication.translate("Review", "{name}: {action}").format(
        name=names[seat], action=what
    )


def _action_words(action: Action, hand: bool) -> str:
    if isinstance(action, A.Declare):
        return texts.declare_name(action, hand)
    return texts.action_text(action)


def group_text(review: DealReview, group: StepGroup, names: list[str]) -> str:
    """One row of the step list."""
    if group.kind == GROUP_DEAL:
        return QCoreApplication.translate("Review", "Cards dealt")
    if group.kind == GROUP_AUCTION:
        said = _list_sep().join(_who(names, s, texts.action_text(a)) for s, a in group.actions)
        return QCoreApplication.translate("Review", "Auction — {said}").format(said=said)
    if group.kind in (GROUP_SKAT, GROUP_KONTRA, GROUP_OFFER):
        hand = not any(isinstance(a, A.PickUpSkat) for _, a in group.actions)
        said = _list_sep().join(_who(names, s, _action_words(a, hand)) for s, a in group.actions)
        title = {
            GROUP_SKAT: QCoreApplication.translate("Review", "Skat"),
            GROUP_KONTRA: QCoreApplication.translate("Review", "Kontra"),
            GROUP_OFFER: QCoreApplication.translate("Review", "Claim"),
        }[group.kind]
        return QCoreApplication.translate("Review", "{title} — {said}").format(
            title=title, said=said
        )
    cards = " ".join(
        texts.card_text(a.card) if isinstance(a, A.Play) else texts.action_text(a)
        for _, a in group.actions
    )
    if group.winner is None:
        return QCoreApplication.translate("Review", "Trick {n} — {cards}").format(
            n=group.number, cards=cards
        )
    if review.kind == GameType.NULL:
        return QCoreApplication.translate("Review", "Trick {n} — {cards} → {name}").format(
            n=group.number, cards=cards, name=names[group.winner]
        )
    return QCoreApplication.translate("Review", "Trick {n} — {cards} → {name} ({points})").format(
        n=group.number, cards=cards, name=names[group.winner], points=group.points
    )


def step_text(review: DealReview, names: list[str]) -> str:
    """``Step 12 of 37 · Anna: ♥Q`` for the navigation bar."""
    step = review.current
    where = QCoreApplication.translate("Review", "Step {n} of {total}").format(
        n=step.index, total=len(review.steps) - 1
    )
    if step.seat is None or step.action is None:
        return where + " · " + QCoreApplication.translate("Review", "Cards dealt")
    hand = not any(isinstance(s.action, A.PickUpSkat) for s in review.steps[: step.index + 1])
    return where + " · " + _who(names, step.seat, _action_words(step.action, hand))


def seat_line(review: DealReview, seat: int, names: list[str]) -> str:
    """Name, role and what the seat has taken so far (Null: tricks only)."""
    step = review.current
    role = texts.role_letter(seat)
    parts = [f"{names[seat]} ({role})"]
    if step.declarer == seat:
        parts.append(QCoreApplication.translate("Review", "declarer"))
    tricks = step.tricks_won[seat]
    if review.kind == GameType.NULL:
        parts.append(QCoreApplication.translate("Review", "Tricks: {tricks}").format(tricks=tricks))
    else:
        parts.append(
            QCoreApplication.translate("Review", "Tricks: {tricks} · Points: {points}").format(
                tricks=tricks, points=step.points[seat]
            )
        )
    return " · ".join(parts)
