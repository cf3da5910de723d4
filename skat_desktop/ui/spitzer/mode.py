"""Spitzer's page of the main window: its table, panels and score sheet.

:class:`SpitzerMode` owns a :class:`~skat_desktop.model.table_model.TableModel` for Spitzer
and the Spitzer widgets; the window stacks its table and sheet beside the
other games' (:class:`~..game_page.GamePage`, built through the UI registry)
and shows them while Spitzer is played (:meth:`activate`, :attr:`active`).

Input and the idle gate are Skat's: one :class:`~..controller.TableController`
drives this model as the window's drives Skat's (clicks, drags, keys, the
practice hint, the prompt after ``animations_finished``, the result after the
last trick); what is Spitzer's own reaches it through
:class:`~.input.SpitzerInput`. This class shows the controller's prompts and
results on Spitzer's widgets (the declaration panel, the result, the sheet).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QDialog, QSplitter, QWidget

from skat_desktop.engine.api import (
    CardPlayed,
    DealFinished,
    DealStarted,
    Event,
    Play,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerRules,
)
from skat_desktop.ui.spitzer.model import spitzer_model

from .. import page_steps
from ..controller import Prompt, TableController
from ..overlays import fill_panel
from ..par_view import ParView
from .input import SpitzerPanel
from .last_trick import SpitzerLastTrickPanel
from .list_options import SpitzerListOptions
from .page_texts import SpitzerPageTexts
from .panels import SpitzerDeclarePanel, SpitzerHintPanel
from .result import SpitzerResultPanel
from .score_sheet import SpitzerScoreSheet
from .view import SpitzerTableView

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from ..new_session_dialog import NewSessionDialog


class SpitzerMode(QObject):
    """The Spitzer game's widgets and their wiring inside the main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.texts = SpitzerPageTexts()
        self.model = spitzer_model(self)
        self.model.statistics = window.app_actions.statistics_for(self.model.description.name)
        self.model.hint_level = window.settings.hint_level
        # A second copy writes nothing to the shared files, Spitzer's autosave included.
        self.model.read_only = window.app_actions.second_copy
        self.model.autosave_enabled = window.settings.autosave and not self.model.read_only
        self.model.save_problem.connect(window.status.on_save_problem)
        self.view = SpitzerTableView(window.renderer)
        self.view.set_model(self.model)
        self.declare = SpitzerDeclarePanel(self.view.viewport())
        self.declare.hide()
        self.result = SpitzerResultPanel(window.renderer, self.view.viewport())
        self.result.hide()
        self.last_trick = SpitzerLastTrickPanel(window.renderer, self.view.viewport())
        self.sheet = SpitzerScoreSheet()
        # Hints in Skat's hint table, below the sheet as in Skat's dock.
        self.hints = SpitzerHintPanel()
        self.controller = TableController(self.model, self)
        self.controller.set_practice(window.settings.practice)
        self.review_dialog: QDialog | None = None
        self.sheet_page = QSplitter(Qt.Orientation.Vertical)
        self.sheet_page.setObjectName("SpitzerSheetSplitter")
        self.sheet_page.addWidget(self.sheet)
        self.sheet_page.addWidget(self.hints)
        self.sheet_page.setStretchFactor(0, 3)
        self.sheet_page.setStretchFactor(1, 2)

        m = self.model
        m.session_changed.connect(self._on_session_changed)
        m.deal_started.connect(self._on_deal_started)
        m.events.connect(self._on_events)
        m.undone.connect(self._on_undone)
        for signal in (m.session_changed, m.deal_started, m.events, m.undone):
            signal.connect(window.app_actions.update_undo)
        m.events.connect(self.view.on_events)
        m.thinking_changed.connect(self.view.set_thinking)
        m.hint_ready.connect(self._on_hint_ready)
        m.hint_failed.connect(lambda _why: self.hints.set_unavailable("error"))
        c = self.controller
        c.prompt_changed.connect(self._show_prompt)
        c.focus_changed.connect(self.view.set_focus_card)
        c.message.connect(self.view.show_message)
        self.par_view = ParView(m, self.result, self.sheet, self)
        c.result_due.connect(self.par_view.result_shown)  # before the panel shows
        c.result_due.connect(self._show_result)
        c.hint_started.connect(self._on_hint_started)
        self.view.animations_finished.connect(c.on_idle)
        self.view.card_clicked.connect(c.click_card)
        self.view.card_dropped.connect(c.drop_card)
        self.view.geometry_changed.connect(self._place_overlays)
        self.declare.action_chosen.connect(c.choose)
        self.result.next_deal.connect(self._on_next_deal)
        self.result.back_to_list.connect(self.model.resume_list)
        self.result.review_requested.connect(window.app_actions.review_current)
        self.sheet.review_requested.connect(self.review)
        self.view.installEventFilter(self)
        self.declare.installEventFilter(self)  # its Hide brings the info box back
        self.view.set_key_handler(c.handle_key)
        window.renderer.deck_changed.connect(self._on_deck_changed)

    # ------------------------------------------------------------------ the page
    @property
    def active(self) -> bool:
        """Spitzer is the game on the window's table."""
        return self.shown()

    def shown(self) -> bool:
        return self._window.shown_page() is self

    def table_widget(self) -> QWidget:
        return self.view

    def dock_widget(self) -> QWidget:
        return self.sheet_page

    def open_file(self, path: Path) -> None:
        self.load(path)

    def show_message(self, text: str) -> None:
        self.view.show_message(text)

    def review(self, record: Any) -> QDialog | None:
        """Open the review of a finished deal of the running game."""
        from .review_dialog import SpitzerReviewDialog

        model = self.model
        if not model.has_session or record.result is None:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = SpitzerReviewDialog.for_record(
            model.player_names(), record, self._window.renderer, player=0, parent=self._window
        )
        self.review_dialog = dialog
        self._window.app_actions.present_review(
            dialog, lambda seat: self.play_again(record, seat), self._forget_review
        )
        return dialog

    def _forget_review(self, dialog: QDialog) -> None:
        if self.review_dialog is dialog:
            self.review_dialog = None

    def play_again(self, record: Any, seat: int) -> None:
        """ "Play this deal again": the same cards, the player in ``seat``."""
        from skat_desktop.ai.spitzer.review_replay import spitzer_replay_setup

        rules, names = self.model.list_session.rules, self.model.list_session.names
        self._window.app_actions.practise(
            self.model, lambda: spitzer_replay_setup(rules, record, seat).new_session(names)
        )

    def start_from_dialog(self, dialog: NewSessionDialog) -> None:
        names = [self._window.settings.own_name(), *dialog.computer_names()]
        options = dialog.game_options[self.model.description.name]
        stake = options.stake() if isinstance(options, SpitzerListOptions) else None
        self.start(names, dialog.levels(), None, stake)

    def activate(self) -> None:
        self._window.show_page(self)

    def start(
        self, names: list[str], levels: list[str], seed: int | None = None, stake: int | None = None
    ) -> None:
        self.activate()
        self.model.new_session(SpitzerRules(stake), names, levels, seed)

    def load(self, path: str | Path) -> None:
        """Open a Spitzer save; raises RecordError/OSError and changes nothing on failure."""
        session, levels = self.model.read_file(Path(path))
        self.activate()
        self.model.open_list(session, levels)

    def save(self, path: str | Path) -> None:
        self.model.save(path)

    def set_speed(self, factor: float, move_delay_ms: int) -> None:
        self.view.set_speed(factor)
        self.model.move_delay_ms = move_delay_ms

    def shutdown(self) -> None:
        self.model.shutdown()

    # ------------------------------------------------------------------ model events
    def _on_session_changed(self) -> None:
        self._hide_overlays()
        self._show_sheet()
        self.hints.clear()
        self.view.show_session()

    def _on_deal_started(self) -> None:
        self._hide_overlays()
        self._show_sheet()
        self.hints.clear()
        self.view.start_deal()

    def _on_undone(self) -> None:
        """The human's last move was taken back: redraw from the state, then the gate."""
        self._hide_overlays()
        self._show_sheet()
        self.hints.clear()
        self.view.redraw()

    def _on_events(self, events: object) -> None:
        """The engine reports what the last action did: animate it from the state."""
        happened = (
            tuple(e for e in events if isinstance(e, Event)) if isinstance(events, tuple) else ()
        )
        if not happened or isinstance(happened[0], DealStarted):
            return  # a new or rebuilt deal is drawn by its own signal
        self.view.set_hint_cards(set())
        self.hints.clear()
        if any(isinstance(e, CardPlayed) for e in happened):
            self.last_trick.hide()  # the look is allowed only until the next card
        state = self.model.state()
        self.view.animate(happened, state)
        if any(isinstance(e, DealFinished) for e in happened):
            self._show_sheet()

    def _on_deck_changed(self, _deck_id: str) -> None:
        for panel in (self.result, self.last_trick):
            for child in panel.findChildren(QWidget):
                child.update()

    def _hide_overlays(self) -> None:
        self.controller.forget_input()  # the prompt goes: the panel, the live cards
        self.last_trick.hide()
        self.result.hide()
        self.view.set_hint_cards(set())

    # ------------------------------------------------------------------ the controller's prompts
    def _show_prompt(self, prompt: Prompt) -> None:
        """Show the controller's prompt: the declaration panel and the live cards."""
        self.declare.hide()
        self.view.set_interactive_hand(set(prompt.interactive), set(prompt.dimmed))
        if prompt.panel is SpitzerPanel.DECLARE and prompt.view is not None:
            self.declare.set_view(prompt.view)
            self.declare.show()
            self.declare.raise_()
            self._place_overlays()

    def _show_sheet(self) -> None:
        """The score sheet draws a copy of the game as it stands now."""
        if self.model.has_session:
            self.sheet.set_session(self.model.list_copy(), self.model.in_practice_deal)

    def _show_result(self) -> None:
        """The deal is over and the table idle: the result over the table."""
        page_steps.show_result(self.model, self.result, self.view, self._place_overlays)

    def _on_next_deal(self) -> None:
        over = QCoreApplication.translate("Spitzer", "The game is over.")
        page_steps.next_deal(self.model, self.result, self.view, self._window.dock, over)

    # ------------------------------------------------------------------ hints, last trick
    def request_hint(self) -> None:
        if not self.controller.decision_pending():
            self.view.show_message(
                QCoreApplication.translate("MainWindow", "There is nothing to decide right now.")
            )
            return
        self._on_hint_started()
        self.model.request_hint()

    def _on_hint_started(self) -> None:
        """A hint is on its way (asked from the menu, or by practice mode)."""
        self.hints.set_busy()
        self._window.dock.show()
        self.model.hint_level = self._window.settings.hint_level

    def _on_hint_ready(self, options: object) -> None:
        opts = list(options) if isinstance(options, list) else []
        self.hints.set_show_win_chances(self._window.settings.show_win_chances)
        self.hints.set_spitzer_options(opts)
        if not opts:
            return
        best = opts[0].action
        if isinstance(best, Play):
            self.view.set_hint_cards({int(best.card)})
        elif self.declare.isVisible():
            self.declare.mark_hint(best)

    def show_last_trick(self, toggle: bool = True) -> None:
        """Show the last finished trick (again, with ``toggle``: hide it), or say there
        is none yet."""
        page_steps.toggle_last_trick(
            self.model, self.last_trick, self.view, self._place_overlays, toggle
        )

    # ------------------------------------------------------------------ layout & language
    def _place_overlays(self) -> None:
        vp = self.view.viewport().rect()
        if self.declare.isVisible():
            self.declare.set_compact(False)
            self.declare.set_columns(3)
            self._place_declare(vp)
            info = self.view.info_rect().toAlignedRect()
            if self.declare.geometry().intersects(info):
                self.declare.set_columns(2)  # narrower, so it fits beside the info box
                self._place_declare(vp)
            if not self.declare.texts_fit():
                self.declare.set_compact(True)  # a small window: less padding, whole words
                self._place_declare(vp)
            # No room beside it (the smallest windows): the panel covers the info box,
            # whose trumps it repeats; hidden, the box does not peek out at the edges.
            self.view.decor().info.setVisible(not self.declare.geometry().intersects(info))
        if self.last_trick.isVisible():
            self.last_trick.adjustSize()
            size = self.last_trick.sizeHint()
            center = self.view.center_rect().center()
            self.last_trick.resize(size)
            self.last_trick.move(
                max(4, int(center.x() - size.width() / 2)),
                max(4, int(center.y() - size.height() / 2)),
            )
        if self.result.isVisible():
            fill_panel(self.view, self.result, self.result.preferred_width())

    def _place_declare(self, vp: QRect) -> None:
        """Centre the panel on the prompt anchor, above the hand, clear of the info box."""
        panel = self.declare
        panel.adjustSize()
        size = panel.sizeHint().boundedTo(QSize(vp.width() - 16, vp.height() - 16))
        panel.resize(size)
        anchor = self.view.prompt_anchor()
        x = int(anchor.x() - size.width() / 2)
        y = min(int(anchor.y() - size.height() / 2), int(self.view.hand_top() - size.height()))
        rect = QRect(QPoint(x, y), size)
        info = self.view.info_rect().toAlignedRect()
        if rect.intersects(info) and info.right() + 8 + size.width() <= vp.width() - 4:
            rect.moveLeft(info.right() + 8)
        x = max(4, min(rect.left(), vp.width() - size.width() - 4))
        y = max(4, min(rect.top(), vp.height() - size.height() - 4))
        panel.move(x, y)

    def retranslate(self) -> None:
        self.view.retranslate()
        if self.declare.isVisible():
            self.declare.retranslate()
        if self.result.isVisible():
            self.result.retranslate()
        self.last_trick.retranslate()
        self.sheet.retranslate()
        self._place_overlays()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        if watched is self.declare and event.type() == QEvent.Type.Hide:
            self.view.decor().info.setVisible(True)
        return False

    def widgets(self) -> list[QWidget]:
        return [self.view, self.sheet]
