"""Review of a finished Spitzer deal: step through it with all hands open.

The Skat review's dialog in Spitzer's terms (same look, keys Home, Left,
Right, End, the same "could you have won?" line): it opens at once on the
replayed steps and starts the double-dummy analysis in the global thread pool
(a few hundredths of a second per deal with the C solver). When it returns,
the rows holding a card that moved the result into another score-table column
are marked ⚠ and explained. The job holds only the review, never the dialog:
closing the dialog while it runs is safe, the late answer goes nowhere.
"Play this deal again" emits ``replay_requested`` with the chosen game seat
(0 the dealer's left … 3 the dealer); see
:mod:`skat_desktop.ai.spitzer.review_replay` for that game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from skat_desktop.ai.spitzer.review import (
    SpitzerCardAnalysis,
    SpitzerDealReview,
    SpitzerReviewAnalysis,
    SpitzerStepGroup,
    SpitzerSummary,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerDealRecord,
)

from ..card_theme import CardRenderer
from ..review_base import REVIEW_STYLE, ReviewDialogBase
from . import review_texts
from .review_board import SpitzerReviewBoard

NOTE_STYLE = "#ReviewDialog #SpitzerReviewNote { color: #c8d6c8; font-size: 11px; }"


class SpitzerReviewDialog(ReviewDialogBase[SpitzerDealReview]):
    """Step through a finished Spitzer deal; marks and "could I have won?" once analysed."""

    SEATS = 4
    SIDE_WIDTH = 340
    SIZE = (1280, 760)
    ANALYSIS_TYPE = SpitzerReviewAnalysis

    @classmethod
    def for_record(
        cls,
        players: Sequence[str],
        record: SpitzerDealRecord,
        renderer: CardRenderer,
        player: int = 0,
        parent: QWidget | None = None,
    ) -> SpitzerReviewDialog:
        """Review a score-sheet row of a game played by ``players`` (names by table
        place); ``player`` is the table player reviewing (0: you)."""
        review = SpitzerDealReview.from_record(record)
        names = [players[p] for p in record.seats]
        seat = record.seats.index(player) if player in record.seats else None
        return cls(review, names, renderer, seat, record.number, parent)

    # ------------------------------------------------------------ hooks
    def _make_board(self, renderer: CardRenderer) -> SpitzerReviewBoard:
        return SpitzerReviewBoard(renderer, self)

    def _seat_label(self, seat: int) -> str:
        if seat == self.seat:  # not "You's cards" when the player kept the default name
            return QCoreApplication.translate("SpitzerReview", "with your cards")
        return QCoreApplication.translate("SpitzerReview", "with {name}'s cards").format(
            name=self.names[seat]
        )

    def _deal_seed(self) -> int | None:
        return self.review.game.deal.seed

    def _add_side_extras(self, side: QVBoxLayout) -> None:
        self.note = QLabel(self)
        self.note.setObjectName("SpitzerReviewNote")
        self.note.setWordWrap(True)
        side.addWidget(self.note)

    def _style(self) -> str:
        return REVIEW_STYLE + NOTE_STYLE

    def _retranslate_texts(self) -> None:
        self.setWindowTitle(
            QCoreApplication.translate("SpitzerReview", "Review of Spitzer deal {number}").format(
                number=self.number
            )
            if self.number is not None
            else QCoreApplication.translate("SpitzerReview", "Review of the Spitzer deal")
        )
        self.title.setText(review_texts.headline(self.review, self.names))

    def _group_text(self, group: SpitzerStepGroup) -> str:
        return review_texts.group_text(group, self.names)

    def _mark_line(self, mark: SpitzerCardAnalysis) -> str:
        return review_texts.mark_line(mark, self.names)

    def _step_text(self) -> str:
        return review_texts.step_text(self.review, self.names)

    def _summary_text(self) -> str:
        summary = (
            SpitzerSummary("failed") if self.analysis_failed else self.review.summary(self.seat)
        )
        return review_texts.summary_text(summary, self.names)

    def _refresh_extras(self) -> None:
        self.note.setText(review_texts.note_text(self.review.analysis))
