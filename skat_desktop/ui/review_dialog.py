"""Review of a finished deal: step through it with all cards open, see the mistakes.

The dialog opens at once on the replayed steps (cheap) and starts the
double-dummy analysis in a worker thread (a second or so with the C solver);
when it returns, the rows holding a card that changed the outcome are marked
and the "could I have won?" line is filled in. Keys: Home, Left, Right, End.

"Play this deal again" (in the shared base) emits ``replay_requested`` with
the chosen game seat (0 Forehand, 1 Middlehand, 2 Rearhand); see
:mod:`skat_desktop.ai.review_replay` for what that game needs.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from skat_desktop.ai.review import DealReview, Mark, ReviewAnalysis, StepGroup, Summary
from skat_desktop.engine.api import DealRecord, ResultKind, RuleSet

from . import review_texts, texts
from .card_theme import CardRenderer
from .review_base import MARKED, REVIEW_STYLE, ReviewDialogBase
from .review_widgets import ReviewBoard

__all__ = ["MARKED", "REVIEW_STYLE", "ReviewDialog"]


class ReviewDialog(ReviewDialogBase[DealReview]):
    """Step through a finished Skat deal; marks and "could I have won?" once analysed."""

    ANALYSIS_TYPE = ReviewAnalysis

    # ------------------------------------------------------------ factories
    @classmethod
    def for_record(
        cls,
        rules: RuleSet,
        players: Sequence[str],
        record: DealRecord,
        renderer: CardRenderer,
        player: int = 0,
        parent: QWidget | None = None,
    ) -> ReviewDialog:
        """Review a score-sheet row (or the current one once it is finished) of a
        list played under ``rules`` by ``players`` (names by table place).

        ``player`` is the table player reviewing (0: the person at the
        computer); at four, the dealer who sat out gets no "own" cards.
        """
        review = DealReview.from_record(rules, record)
        names = [players[p] for p in record.seats]
        seat = record.seats.index(player) if player in record.seats else None
        return cls(review, names, renderer, seat, record.number, parent)

    # ------------------------------------------------------------ hooks
    def _make_board(self, renderer: CardRenderer) -> ReviewBoard:
        return ReviewBoard(renderer, self)

    def _seat_label(self, seat: int) -> str:
        role = texts.role_name(seat)
        if seat == self.seat:  # not "You's cards" when the player kept the default name
            return QCoreApplication.translate("Review", "as {role} (your cards)").format(role=role)
        return QCoreApplication.translate("Review", "as {role} ({name}'s cards)").format(
            role=role, name=self.names[seat]
        )

    def _deal_seed(self) -> int | None:
        return self.review.deal.seed

    def _retranslate_texts(self) -> None:
        review = self.review
        self.setWindowTitle(
            QCoreApplication.translate("Review", "Review of deal {number}").format(
                number=self.number
            )
            if self.number is not None
            else QCoreApplication.translate("Review", "Review of the deal")
        )
        result = review.result
        headline = texts.result_headline(result, self.names)
        if result.kind is ResultKind.GAME and result.game is not None and review.steps:
            contract = review.steps[-1].contract
            if contract is not None:
                headline = texts.contract_name(contract) + " — " + headline
        self.title.setText(headline)

    def _group_text(self, group: StepGroup) -> str:
        return review_texts.group_text(self.review, group, self.names)

    def _mark_line(self, mark: Mark) -> str:
        return review_texts.mark_line(mark, self.names)

    def _step_text(self) -> str:
        return review_texts.step_text(self.review, self.names)

    def _summary_text(self) -> str:
        summary = Summary("failed") if self.analysis_failed else self.review.summary(self.seat)
        return review_texts.summary_text(summary, self.names)
