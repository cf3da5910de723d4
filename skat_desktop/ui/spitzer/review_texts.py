"""Words for the Spitzer deal review: step rows, marks, the "could I have won?" line.

The review model (:mod:`skat_desktop.ai.spitzer.review`) gives codes, cards,
card points and score-table columns; this module turns them into sentences.
Where a sentence is the Skat review's own (navigation, "could you have won?")
it is the same ``Review`` string, so both reviews read alike and share their
translations; what only Spitzer says lives in the ``SpitzerReview`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skat_desktop.ai.spitzer.review import (
    GROUP_DEAL,
    GROUP_DECLARE,
    SpitzerCardAnalysis,
    SpitzerDealReview,
    SpitzerReviewAnalysis,
    SpitzerStepGroup,
    SpitzerSummary,
)
from skat_desktop.engine.api import Play
from skat_desktop.engine.spitzer.api import (
    SpitzerColumn as Column,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerSide as Side,
)

from ..review_sentences import cards_text, marked_summary, placed_line, unmarked_summary
from ..texts import card_text
from . import texts


def signed(value: int) -> str:
    """A table value as the score sheet writes it: ``+3``, ``−6`` (a real minus sign)."""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def column_text(column: Column, score: int) -> str:
    """``61–89 points, +3``: the column and what it scores."""
    return QCoreApplication.translate("SpitzerReview", "{column}, {score}").format(
        column=texts.column_name(column), score=signed(score)
    )


def side_names(review: SpitzerDealReview, names: list[str]) -> str:
    """The declaring side's members as the result panel joins them."""
    return QCoreApplication.translate("Spitzer", " & ").join(names[s] for s in sorted(review.side))


def headline(review: SpitzerDealReview, names: list[str]) -> str:
    """``Partners — Anna & You won (Partners): 73 card points.``"""
    result = review.result
    contract = texts.contract_name(result.contract)
    if result.won:
        line = QCoreApplication.translate(
            "Spitzer", "{side} won ({contract}): {points} card points."
        )
    else:
        line = QCoreApplication.translate(
            "Spitzer", "{side} lost ({contract}): {points} card points."
        )
    return line.format(side=side_names(review, names), contract=contract, points=result.side_points)


def mark_text(mark: SpitzerCardAnalysis) -> str:
    """What the best card would have kept instead of the card played."""
    if mark.maximising:
        text = QCoreApplication.translate(
            "SpitzerReview",
            "With {better} instead of {played} the declaring side would have reached "
            "{value} card points ({column}); after {played} at most {after} "
            "({column_after}).",
        )
    else:
        text = QCoreApplication.translate(
            "SpitzerReview",
            "With {better} instead of {played} the declaring side would have been held to "
            "{value} card points ({column}); after {played} it was sure of {after} "
            "({column_after}).",
        )
    return text.format(
        better=cards_text(mark.best_cards),
        played=card_text(int(mark.card)),
        value=mark.points_best,
        after=mark.points_after,
        column=column_text(mark.column_best, mark.score_best),
        column_after=column_text(mark.column_after, mark.score_after),
    )


def mark_line(mark: SpitzerCardAnalysis, names: list[str]) -> str:
    """``Trick 3, Anna: With …`` — a mark with its place in the deal."""
    return placed_line(mark, names, mark_text(mark))


def summary_text(summary: SpitzerSummary, names: list[str]) -> str:
    """The answer to "could I have won?" in one or two sentences."""
    unmarked = unmarked_summary(summary.code)
    if unmarked is not None:
        return unmarked
    mark = summary.mark
    assert mark is not None
    return marked_summary(summary.code, summary.count, mark, mark.best_cards, names, {})


def note_text(analysis: SpitzerReviewAnalysis | None) -> str:
    """What "double-dummy" means for Spitzer, and how much was analysed."""
    note = QCoreApplication.translate(
        "SpitzerReview",
        "Analysed with all hands open: every player is assumed to know every card and "
        "every partnership from the first card on. At the table the sides were hidden "
        "until the cards showed them, so a marked card may have been a fair guess.",
    )
    if analysis is not None and analysis.first_trick > 1:
        note += " " + QCoreApplication.translate(
            "SpitzerReview",
            "Only tricks {first} to 8 were analysed: the fast solver is not installed.",
        ).format(first=analysis.first_trick)
    return note


def _who(names: list[str], seat: int, what: str) -> str:
    return QCoreApplication.translate("Review", "{name}: {action}").format(
        name=names[seat], action=what
    )


def group_text(group: SpitzerStepGroup, names: list[str]) -> str:
    """One row of the step list."""
    if group.kind == GROUP_DEAL:
        return QCoreApplication.translate("Review", "Cards dealt")
    if group.kind == GROUP_DECLARE:
        said = QCoreApplication.translate("Review", ", ").join(
            _who(names, s, texts.action_text(a)) for s, a in group.actions
        )
        return QCoreApplication.translate("SpitzerReview", "Declarations — {said}").format(
            said=said
        )
    cards = " ".join(
        card_text(int(a.card)) if isinstance(a, Play) else texts.action_text(a)
        for _, a in group.actions
    )
    if group.winner is None:
        return QCoreApplication.translate("Review", "Trick {n} — {cards}").format(
            n=group.number, cards=cards
        )
    return QCoreApplication.translate("Review", "Trick {n} — {cards} → {name} ({points})").format(
        n=group.number, cards=cards, name=names[group.winner], points=group.points
    )


def step_text(review: SpitzerDealReview, names: list[str]) -> str:
    """``Step 12 of 36 · Anna: ♥Q`` for the navigation bar."""
    step = review.current
    where = QCoreApplication.translate("Review", "Step {n} of {total}").format(
        n=step.index, total=len(review.steps) - 1
    )
    if step.seat is None or step.action is None:
        return where + " · " + QCoreApplication.translate("Review", "Cards dealt")
    return where + " · " + _who(names, step.seat, texts.action_text(step.action))


def seat_lines(review: SpitzerDealReview, seat: int, names: list[str]) -> tuple[str, str]:
    """Name and side (as it turned out), then tricks and card points so far."""
    step = review.current
    side = Side.DECLARING if seat in review.side else Side.OPPOSING
    first = f"{names[seat]} · {texts.side_name(side)}"
    if seat == review.declarer:
        first += " · " + QCoreApplication.translate("SpitzerReview", "declared")
    second = QCoreApplication.translate("Review", "Tricks: {tricks} · Points: {points}").format(
        tricks=step.tricks_won[seat], points=step.points[seat]
    )
    return first, second


def info_lines(review: SpitzerDealReview, names: list[str]) -> list[str]:
    """The contract, the declaration, the sides' points so far and the perfect-play value."""
    step = review.current
    declarer, declaration = review.declarer, review.declaration
    lines = [texts.contract_name(review.contract)]
    if declarer is not None and declaration is not None:
        lines.append(
            QCoreApplication.translate("Spitzer", "{name}: {declaration}").format(
                name=names[declarer], declaration=texts.action_text(declaration)
            )
        )
    else:
        lines.append(QCoreApplication.translate("Spitzer", "nothing declared"))
    lines.append(
        QCoreApplication.translate("SpitzerReview", "Declaring side: {names}").format(
            names=side_names(review, names)
        )
    )
    lines.append(
        QCoreApplication.translate(
            "SpitzerReview", "Card points so far: {side} : {opponents}"
        ).format(side=step.side_points[0], opponents=step.side_points[1])
    )
    value = review.value_at(step.index)
    if value is not None:
        points, column, score = value
        lines.append(
            QCoreApplication.translate(
                "SpitzerReview", "With perfect play from here: {points} ({column})"
            ).format(points=points, column=column_text(column, score))
        )
    return lines
