"""Sentences every game's review says alike: card lists, mark places, the summary.

Both reviews answer "could I have won?" with the same words for the same
situations (still analysing, nothing of yours changed the outcome, this card
instead of that one), all in the ``Review`` context so they share their
translations. What only one game says (Skat's "beaten the declarer" and Ramsch
points; another game's score-table columns) stays in :mod:`.review_texts` and
each other game's review texts, which call in here for the rest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from . import texts


class PlacedMark(Protocol):
    """A marked card as both reviews describe it: which trick, who, which card."""

    @property
    def trick(self) -> int: ...

    @property
    def seat(self) -> int: ...

    @property
    def card(self) -> int: ...


def cards_text(cards: Sequence[int]) -> str:
    """``♠A or ♥10`` (at most three cards, then "…")."""
    names = [texts.card_text(c) for c in cards[:3]]
    if len(cards) > 3:
        names.append("…")
    return QCoreApplication.translate("Review", " or ").join(names)


def placed_line(mark: PlacedMark, names: Sequence[str], text: str) -> str:
    """``Trick 3, Anna: With …``: ``text`` about ``mark`` with its place in the deal."""
    return QCoreApplication.translate("Review", "Trick {trick}, {name}: {text}").format(
        trick=mark.trick, name=names[mark.seat], text=text
    )


def unmarked_summary(code: str) -> str | None:
    """The answer when no mark is to be named (failed, pending, none, none_own), else None."""
    if code == "failed":
        return QCoreApplication.translate(
            "Review", "The analysis could not be completed; the steps can still be replayed."
        )
    if code == "pending":
        return QCoreApplication.translate("Review", "Analysing the deal with all cards open…")
    if code == "none_own":
        return QCoreApplication.translate("Review", "No card of yours changed the outcome.")
    if code == "none":
        return QCoreApplication.translate(
            "Review", "No card changed the outcome: it was decided by the deal."
        )
    return None


def marked_summary(
    code: str,
    count: int,
    mark: PlacedMark,
    better: Sequence[int],
    names: Sequence[str],
    own_heads: Mapping[str, str],
) -> str:
    """``You could have won. Trick 3, Anna: ♠A instead of ♥10.``

    The head sentence comes from ``code``: could win, could better and the
    count of changes are common; ``own_heads`` adds the game's own codes.
    """
    # Short here: the explanation box under the step list has the full sentence.
    detail = QCoreApplication.translate(
        "Review", "Trick {trick}, {name}: {better} instead of {played}."
    ).format(
        trick=mark.trick,
        name=names[mark.seat],
        better=cards_text(better),
        played=texts.card_text(int(mark.card)),
    )
    heads = {
        "could_win": QCoreApplication.translate("Review", "You could have won."),
        "could_better": QCoreApplication.translate(
            "Review", "A card of yours changed the outcome."
        ),
        "changed": QCoreApplication.translate(
            "Review", "Cards that changed the outcome: {count}."
        ).format(count=count),
        **own_heads,
    }
    return QCoreApplication.translate("Review", "{head} {detail}").format(
        head=heads.get(code, ""), detail=detail
    )
